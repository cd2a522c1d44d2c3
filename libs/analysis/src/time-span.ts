/**
 * A span in words with its two UTC dates: "2 years 3 months (2021-04-02 to 2023-07-15)". The
 * largest calendar unit that is not zero and, when it is not zero, the next one (years and months,
 * months and days, or days); "less than a day" within one calendar day.
 */
export function timeSpanInWords(from: Date, to: Date): string {
  let years = to.getUTCFullYear() - from.getUTCFullYear();
  let months = to.getUTCMonth() - from.getUTCMonth();
  let days = to.getUTCDate() - from.getUTCDate();
  if (days < 0) {
    months -= 1;
    // the days left in `from`'s month (its last day counted from the 0th of the next month)
    days += new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth(), 0)).getUTCDate();
  }
  if (months < 0) {
    years -= 1;
    months += 12;
  }
  const units = [unit(years, 'year'), unit(months, 'month'), unit(days, 'day')];
  const first = units.findIndex((part) => part !== null);
  const words = first === -1 ? 'less than a day' : [units[first], units[first + 1]].filter(Boolean).join(' ');
  return `${words} (${day(from)} to ${day(to)})`;
}

function unit(count: number, name: string): string | null {
  if (count <= 0) return null;
  return `${count} ${name}${count === 1 ? '' : 's'}`;
}

function day(date: Date): string {
  return date.toISOString().slice(0, 10);
}
