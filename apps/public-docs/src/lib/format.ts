// How the documentation pages write figures, dates and commits.
import { plural } from '@chronicle/contracts';

const NUMBER = new Intl.NumberFormat('en-US');
const DATE_TIME = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

export function numberText(value: number): string {
  return NUMBER.format(value);
}

/** '1,234 stars', '1 star'. */
export function starsText(stars: number): string {
  return plural(stars, 'star');
}

/** A stored percentage (0–100) as '87%'. */
export function percentText(percent: number): string {
  return `${Math.round(percent)}%`;
}

/** A 0–1 share (a score component) as '92%'. */
export function shareText(share: number): string {
  return percentText(share * 100);
}

/** Spec §2: generation time in seconds, the milliseconds divided by 1000 with two decimals. */
export function secondsText(milliseconds: number): string {
  return `${(milliseconds / 1000).toFixed(2)}s`;
}

/** 'Nov 21, 2026, 10:04 AM', in the reader's time zone. */
export function dateTimeText(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}

/** The seven characters of a SHA that people read. */
export function shortSha(sha: string): string {
  return sha.slice(0, 7);
}

export function commitsText(count: number): string {
  return plural(count, 'commit');
}

/** A size in bytes as people read it: '850 KB', '1.8 MB' (decimal units). */
export function sizeText(bytes: number): string {
  if (bytes < 1_000_000) return `${numberText(Math.max(1, Math.round(bytes / 1_000)))} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}
