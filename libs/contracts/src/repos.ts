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
};

export const REPO_ROUTES = {
  list: '/api/repos',
  connect: '/api/repos/connect',
  disconnect: (id: number) => `/api/repos/${id}`,
  tone: (id: number) => `/api/repos/${id}/tone`,
} as const;

/**
 * Paths a publicSlug may never take, since `/{publicSlug}` shares the root with the app's own
 * routes (DESIGN.md, deliberate departures).
 */
export const RESERVED_SLUGS = [
  'dashboard', 'settings', 'admin', 'ai-tuning', 'agents', 'features', 'pricing', 'example-template',
  'docs', 'api', 'remotes', 'remotes.json', 'assets', 'login', 'logout', 'auth', 'account', 'public',
  'health', 'static', 'favicon.ico', 'robots.txt', 'index.html', 'new', 'about', 'help',
] as const;
