import { isExternal } from './external-links.js';

describe('isExternal', () => {
  it('tells links that leave Chronicle', () => {
    expect(isExternal('https://example.com')).toBe(true);
    expect(isExternal('#install')).toBe(false);
    expect(isExternal('mailto:a@example.com')).toBe(false);
  });
});
