/**
 * A span in words with its two UTC dates: "2 years 3 months (2021-04-02 to 2023-07-15)". The
 * largest calendar unit that is not zero and, when it is not zero, the next one (years and months,
 * months and days, or days); "less than a day" within one calendar day.
 */
export function timeSpanInWords(from: Date, to: Date): string {
  const start = dayOf(from);
  const end = dayOf(to);
  // Whole months first (a month after 31 January is the last day of February), then the days left.
  let months = (end.getUTCFullYear() - start.getUTCFullYear()) * 12 + end.getUTCMonth() - start.getUTCMonth();
  while (months > 0 && addMonths(start, months) > end) months--;
  const days = Math.round((end.getTime() - addMonths(start, months).getTime()) / DAY_MS);
  const years = Math.floor(months / 12);
  months %= 12;
  const units = [unit(years, 'year'), unit(months, 'month'), unit(days, 'day')];
  const first = units.findIndex((part) => part !== null);
  const words = first === -1 ? 'less than a day' : [units[first], units[first + 1]].filter(Boolean).join(' ');
  return `${words} (${day(from)} to ${day(to)})`;
}

function unit(count: number, name: string): string | null {
  if (count <= 0) return null;
  return `${count} ${name}${count === 1 ? '' : 's'}`;
}

const DAY_MS = 86_400_000;

function dayOf(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

function addMonths(date: Date, months: number): Date {
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(date.getUTCFullYear(), month, Math.min(date.getUTCDate(), lastDay)));
}

function day(date: Date): string {
  return date.toISOString().slice(0, 10);
}
