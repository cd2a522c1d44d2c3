import { timeSpanInWords } from './time-span.js';

describe('timeSpanInWords', () => {
  it.each([
    ['2021-04-02T10:00:00Z', '2023-07-15T10:00:00Z', '2 years 3 months (2021-04-02 to 2023-07-15)'],
    ['2023-01-31T10:00:00Z', '2023-03-01T10:00:00Z', '1 month 1 day (2023-01-31 to 2023-03-01)'],
    ['2024-05-01T08:00:00Z', '2024-05-06T08:00:00Z', '5 days (2024-05-01 to 2024-05-06)'],
    ['2022-05-01T08:00:00Z', '2024-05-03T08:00:00Z', '2 years (2022-05-01 to 2024-05-03)'],
    ['2024-05-01T08:00:00Z', '2024-05-01T20:00:00Z', 'less than a day (2024-05-01 to 2024-05-01)'],
  ])('%s to %s is "%s"', (from, to, words) => {
    expect(timeSpanInWords(new Date(from), new Date(to))).toBe(words);
  });
});
