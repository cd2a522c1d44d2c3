export function commitCountText(count: number): string {
  return `${count} ${count === 1 ? 'commit' : 'commits'}`;
}

const ENTRY_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** 'Nov 21, 2026', in the reader's time zone. */
export function entryDateText(iso: string): string {
  return ENTRY_DATE.format(new Date(iso));
}
