// How the agents page writes when something happened: relative on screen, absolute on hover.
import { plural } from '@chronicle/contracts';

const RELATIVE = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const ABSOLUTE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Infinity],
];

/** 'now', '5 minutes ago', 'yesterday', '3 months ago' — `iso` seen from `now`. */
export function relativeTimeText(iso: string, now: number = Date.now()): string {
  // Past only: a moment the page's clock has not reached yet (the server's clock runs ahead, or the
  // page's "now" is a few seconds old) is "now", never "in 10 seconds".
  let amount = Math.min(0, (new Date(iso).getTime() - now) / 1000);
  if (Math.abs(amount) < 10) return RELATIVE.format(0, 'second');
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return RELATIVE.format(Math.round(amount), unit);
    amount /= size;
  }
  return RELATIVE.format(Math.round(amount), 'year');
}

/** 'Nov 26, 2026, 3:04 PM', in the reader's time zone. */
export function absoluteTimeText(iso: string): string {
  return ABSOLUTE.format(new Date(iso));
}

/** How long something took: '4 seconds', '1 minute', '2 hours' (whole units, one of them). */
export function durationText(fromIso: string, toIso: string): string {
  const seconds = Math.max(0, Math.round((new Date(toIso).getTime() - new Date(fromIso).getTime()) / 1000));
  if (seconds < 60) return plural(seconds, 'second');
  if (seconds < 3600) return plural(Math.round(seconds / 60), 'minute');
  return plural(Math.round(seconds / 3600), 'hour');
}
