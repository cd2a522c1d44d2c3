import { durationText, relativeTimeText } from './relative-time';

const NOW = Date.parse('2026-11-26T15:00:00Z');
const before = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('relativeTimeText', () => {
  it('says "now" for the last few seconds', () => {
    expect(relativeTimeText(before(0), NOW)).toBe('now');
    expect(relativeTimeText(before(9), NOW)).toBe('now');
  });

  it('never says a past event is in the future when the clocks disagree', () => {
    expect(relativeTimeText(before(-10), NOW)).toBe('now');
    expect(relativeTimeText(before(-3600), NOW)).toBe('now');
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

describe('durationText', () => {
  it('says how long a job took, in one whole unit', () => {
    expect(durationText(before(10), before(0))).toBe('10 seconds');
    expect(durationText(before(1), before(0))).toBe('1 second');
    expect(durationText(before(90), before(0))).toBe('2 minutes');
    expect(durationText(before(2 * 3600), before(0))).toBe('2 hours');
  });
});
