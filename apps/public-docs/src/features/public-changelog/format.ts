import { plural } from '@chronicle/contracts';

export function commitCountText(count: number): string {
  return plural(count, 'commit');
}

const ENTRY_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** 'Nov 21, 2026', in the reader's time zone. */
export function entryDateText(iso: string): string {
  return ENTRY_DATE.format(new Date(iso));
}
