/** Summary tone of the texts written for pushes (spec §1, §3): professional by default. */
export const SUMMARY_TONES = ['professional', 'playful'] as const;
export type SummaryTone = (typeof SUMMARY_TONES)[number];
export const DEFAULT_SUMMARY_TONE: SummaryTone = 'professional';

/** A repository as `GET /api/repos` lists it (spec §3, "Repository (settings reading)"). */
export type RepositorySummary = {
  /** The code host's repository id. */
  id: number;
  name: string;
  owner: { login: string };
  full_name: string;
  connected: boolean;
  /** Only on the connected repository. */
  publicSlug?: string;
  /** Only on the connected repository: the tone its push texts are written in. */
  tone?: SummaryTone;
};

/** The connected repository, as `POST /api/repos/connect` answers it. */
export type ConnectedRepository = {
  id: number;
  fullName: string;
  isActive: boolean;
  publicSlug: string;
  tone: SummaryTone;
  /** Whether the code host says the repository is private (local repositories are). */
  isPrivate: boolean;
  /**
   * Whether anyone may read the public page and feed. Always true for a public repository; for a
   * private one only once its owner turns publishing on in Settings (DESIGN addition, ADR 0003).
   */
  published: boolean;
};

/** What the dashboard's four tiles show (spec §2; DESIGN.md: Avg Processing and Public Views are measured). */
export type RepositoryStats = {
  /** Every entry of the repository, not only the last 30 listed. */
  totalEntries: number;
  /** Entries pushed within the last 7 days (spec §9). */
  thisWeek: number;
  /** Mean processing time of the entries, from delivery to stored entry; null before the first entry. */
  avgProcessingMs: number | null;
  /** Views of the repository's public page. */
  publicViews: number;
  /** Pushes whose entry could not be made even after retries (the dashboard says so). */
  failedPushes: number;
};

/**
 * `GET /api/repos/active`: the dashboard's reading (spec §3, "Repository (dashboard reading)") —
 * the connected repository and its stats, or both null when nothing is connected.
 */
export type ActiveRepositoryView = {
  repository: ConnectedRepository | null;
  stats: RepositoryStats | null;
};

export const REPO_ROUTES = {
  list: '/api/repos',
  active: '/api/repos/active',
  connect: '/api/repos/connect',
  disconnect: (id: number) => `/api/repos/${id}`,
  tone: (id: number) => `/api/repos/${id}/tone`,
  publishing: (id: number) => `/api/repos/${id}/publishing`,
} as const;

/**
 * Paths a publicSlug may never take, since `/{publicSlug}` shares the root with the app's own
 * routes (DESIGN.md, deliberate departures).
 */
export const RESERVED_SLUGS = [
  'dashboard', 'settings', 'admin', 'ai-tuning', 'agents', 'features', 'pricing', 'example-template',
  'docs', 'api', 'remotes', 'remotes.json', 'assets', 'login', 'logout', 'auth', 'account', 'public',
  'health', 'static', 'favicon.ico', 'robots.txt', 'index.html', 'new', 'about', 'help',
  // The pages the site footer links to (issue 15).
  'api-reference', 'contact', 'privacy', 'terms',
] as const;

/**
 * A folder the local code host reads (local sign-in): from CHRONICLE_LOCAL_REPOS (`configuration`,
 * changed only there) or added in Settings (`settings`, with the id it is removed by).
 */
export type LocalFolder = {
  id: string | null;
  path: string;
  source: 'configuration' | 'settings';
};

/** Adding and removing folders of the local code host, without a restart (issue 30). */
export const LOCAL_FOLDER_ROUTES = {
  list: '/api/local-folders',
  folder: (id: string) => `/api/local-folders/${id}`,
} as const;
