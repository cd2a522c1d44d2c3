import { maxCommitsFrom } from './max-commits';

describe('maxCommitsFrom', () => {
  it('keeps a number within 50 to 2,000', () => {
    expect(maxCommitsFrom('500')).toBe(500);
    expect(maxCommitsFrom('50')).toBe(50);
    expect(maxCommitsFrom('2000')).toBe(2000);
    expect(maxCommitsFrom(' 750 ')).toBe(750);
  });

  it('falls back to 500 when the field holds no number (spec §5)', () => {
    expect(maxCommitsFrom('')).toBe(500);
    expect(maxCommitsFrom('many')).toBe(500);
    expect(maxCommitsFrom('-')).toBe(500);
  });

  it('holds a number outside the range at the nearest end, and rounds to a whole number', () => {
    expect(maxCommitsFrom('10')).toBe(50);
    expect(maxCommitsFrom('-300')).toBe(50);
    expect(maxCommitsFrom('5000')).toBe(2000);
    expect(maxCommitsFrom('149.6')).toBe(150);
  });
});
