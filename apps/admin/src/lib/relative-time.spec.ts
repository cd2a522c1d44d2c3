import { relativeTimeText } from './relative-time';

const NOW = Date.parse('2026-11-26T15:00:00Z');
const before = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('relativeTimeText', () => {
  it('says "now" for the last few seconds', () => {
    expect(relativeTimeText(before(0), NOW)).toBe('now');
    expect(relativeTimeText(before(9), NOW)).toBe('now');
  });

  it('counts seconds, minutes, hours and days back', () => {
    expect(relativeTimeText(before(42), NOW)).toBe('42 seconds ago');
    expect(relativeTimeText(before(5 * 60), NOW)).toBe('5 minutes ago');
    expect(relativeTimeText(before(3 * 3600), NOW)).toBe('3 hours ago');
    expect(relativeTimeText(before(24 * 3600), NOW)).toBe('yesterday');
    expect(relativeTimeText(before(10 * 24 * 3600), NOW)).toBe('10 days ago');
  });

  it('moves to months and years for older times', () => {
    expect(relativeTimeText(before(65 * 24 * 3600), NOW)).toBe('2 months ago');
    expect(relativeTimeText(before(800 * 24 * 3600), NOW)).toBe('2 years ago');
  });
});
