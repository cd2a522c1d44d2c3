// How the dashboard writes counts, durations and dates.
import { plural } from '@chronicle/contracts';

/** '1 commit', '2 commits' (spec §2). */
export function commitCountText(count: number): string {
  return plural(count, 'commit');
}

/** A processing time: milliseconds under a tenth of a second ('45ms'), else seconds with one decimal ('1.3s'). */
export function durationText(milliseconds: number): string {
  if (milliseconds < 100) return `${Math.round(milliseconds)}ms`;
  return `${(milliseconds / 1000).toFixed(1)}s`;
}

/** A count in the spec's compact style, rounded down: 950, '1k', '1.2k', '3.4M'. */
export function compactCount(count: number): string {
  if (count < 1000) return String(count);
  // Whole tenths, computed on integers so that no floating-point error shows.
  const [tenths, suffix] = count < 1_000_000 ? [Math.floor(count / 100), 'k'] : [Math.floor(count / 100_000), 'M'];
  return `${tenths % 10 === 0 ? tenths / 10 : (tenths / 10).toFixed(1)}${suffix}`;
}

/** The day an entry was pushed, in the reader's time zone: 'Jan 5, 2026'. */
export function entryDateText(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}
