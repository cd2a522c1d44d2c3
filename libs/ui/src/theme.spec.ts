import { themeFromStored } from './theme.js';

describe('the stored theme', () => {
  it('is dark unless the stored value is exactly "light"', () => {
    expect(themeFromStored(null)).toBe('dark');
    expect(themeFromStored('light')).toBe('light');
    expect(themeFromStored('dark')).toBe('dark');
    expect(themeFromStored('LIGHT')).toBe('dark');
    expect(themeFromStored('')).toBe('dark');
  });
});
