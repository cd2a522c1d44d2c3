/** A changelog entry (spec §3), as `GET /api/changelog-entries` lists it. */
export type ChangelogEntry = {
  id: string;
  headline: string;
  summary: string;
  socialText: string;
  commitCount: number;
  /** ISO 8601. */
  pushedAt: string;
  /** From the delivery's arrival to the stored entry. */
  processingMs: number;
};

export const ENTRY_ROUTES = {
  list: '/api/changelog-entries',
  remove: (id: string) => `/api/changelog-entries/${id}`,
} as const;

/** The dashboard lists the last 30 entries (spec §2). */
export const RECENT_ENTRIES_LIMIT = 30;
