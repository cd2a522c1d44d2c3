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

/** `GET /api/public/{publicSlug}`: a repository's public changelog, newest first, a page at a time. */
export type PublicChangelog = {
  /** `kind`: a repository a user connected (entries come from pushes) or a project an admin added (from its analysis). */
  repository: { name: string; fullName: string; publicSlug: string; kind: 'connected' | 'project' };
  entries: Omit<ChangelogEntry, 'processingMs' | 'socialText'>[];
  page: number;
  pageSize: number;
  total: number;
};

export const PUBLIC_ROUTES = {
  changelog: (slug: string) => `/api/public/${slug}`,
  feed: (slug: string) => `/api/public/${slug}/feed.atom`,
} as const;

export const PUBLIC_PAGE_SIZE = 20;
