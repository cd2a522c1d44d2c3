import type { DocType } from './documents.js';

/** How an analysis groups a history into changelog entries (spec §9); the README defines each. */
export const CLUSTERING_MODES = ['individual', 'minimal', 'balanced', 'aggressive'] as const;
export type ClusteringMode = (typeof CLUSTERING_MODES)[number];
export const DEFAULT_CLUSTERING_MODE: ClusteringMode = 'minimal';

/** Max commits of an analysis (spec §5, §9): default 500, 50 to 2,000 in steps of 50; a preview reads 100. */
export const MAX_COMMITS = { default: 500, min: 50, max: 2000, step: 50, preview: 100 } as const;
/** A preview shows up to five sample commits (spec §9). */
export const PREVIEW_SAMPLE_COMMITS = 5;

/** Where an analysis is: what it does now and how far it got (beyond the spec: live progress). */
export const ANALYSIS_PHASES = ['queued', 'cloning', 'reading-history', 'writing-entries', 'writing-documents', 'done', 'failed'] as const;
export type AnalysisPhase = (typeof ANALYSIS_PHASES)[number];

/** A background job's state (spec §4, agent job): queued → running → success | error. */
export const JOB_STATUSES = ['queued', 'running', 'success', 'error'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** The spec's "Analysis result": known once the analysis finished. */
export type AnalysisResult = {
  entriesCreated: number;
  analysis: { totalCommitsAnalyzed: number };
};

/** One analysis of a project, as it runs and after. */
export type AnalysisJob = {
  id: string;
  status: JobStatus;
  phase: AnalysisPhase;
  clustering: ClusteringMode;
  maxCommits: number;
  /** Commits read from the history so far. */
  commitsRead: number;
  documentsDone: number;
  documentsTotal: number;
  /** null until the analysis finished. */
  result: AnalysisResult | null;
  errorMessage: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
};

/** An open-source repository an admin added (spec §3, "Project"), with its latest analysis. */
export type Project = {
  id: string;
  fullName: string;
  name: string;
  description: string | null;
  language: string | null;
  stars: number;
  isActive: boolean;
  publicSlug: string;
  /** ISO 8601. */
  createdAt: string;
  lastAnalyzedAt: string | null;
  /** The date of the oldest commit analysed ("History to"). */
  oldestAnalyzedAt: string | null;
  /** The latest analysis, or null before the first. */
  analysis: AnalysisJob | null;
};

/** `POST /api/admin/projects/{id}/preview` (spec §3, "Preview result"). */
export type PreviewResult = {
  /** Commits found within maxCommits. */
  commitCount: number;
  /** Entries an analysis in the default clustering mode would create from them. */
  estimatedEntries: number;
  overview: {
    primaryLanguage: string | null;
    /** The span of the commits found, in words, e.g. "2 years 3 months (2021-04-02 to 2023-07-15)". */
    timeSpan: string;
    /** Every commit on the default branch. */
    totalCommits: number;
    /** The files at the branch head and the top-level folders. */
    structure: { files: number; folders: string[] };
  };
  sampleCommits: { sha: string; author: string; message: string }[];
};

/** `GET /api/admin/projects/{id}/status` (spec §3, "Status result"). */
export type ProjectStatus = {
  /** Changelog entries the project has now. */
  entriesGenerated: number;
  /** The latest analysis's status, or 'never analyzed'. */
  status: JobStatus | 'never analyzed';
  analysis: AnalysisJob | null;
};

export const ADMIN_ROUTES = {
  projects: '/api/admin/projects',
  project: (id: string) => `/api/admin/projects/${id}`,
  analyze: (id: string) => `/api/admin/projects/${id}/analyze`,
  preview: (id: string) => `/api/admin/projects/${id}/preview`,
  status: (id: string) => `/api/admin/projects/${id}/status`,
} as const;

/** Options of `POST /api/admin/projects/{id}/analyze` (spec §3, "Analysis options"). */
export type AnalyzeOptions = {
  /** The documents to write; every registered type when left out. */
  documentTypes?: DocType[];
  maxCommits?: number;
  clustering?: ClusteringMode;
  /** The spec's new-system flag (default true): documentation agents write the changelog. */
  useNewSystem?: boolean;
};

/** The URL field's rules (spec §5), with their exact messages. */
export const PROJECT_URL_ERRORS = {
  required: 'Please enter a GitHub repository URL',
  notGithub: 'URL must be a GitHub repository',
  invalid: 'Please enter a valid GitHub repository URL',
} as const;

/** What an admin may enter instead, said after every refusal: more in local mode. */
function acceptedForms(localMode: boolean): string {
  return localMode
    ? "Enter owner/name, a repository's https:// address, or the full path of a git repository on this machine."
    : "Enter owner/name or the repository's https:// address on GitHub.";
}

/** The admin's repository input refused for its transport or credentials: what is refused, then what is accepted. */
export const REPOSITORY_INPUT_ERRORS = {
  transport: (what: string, localMode: boolean) => `${what} are not accepted: Chronicle reads repositories over https:// only. ${acceptedForms(localMode)}`,
  credentials: (localMode: boolean) => `Addresses with a user name or password are not accepted: Chronicle reads public repositories without credentials. ${acceptedForms(localMode)}`,
  option: (localMode: boolean) => `An address cannot start with "-". ${acceptedForms(localMode)}`,
  folderOutsideLocalMode: 'A folder on this machine can be added only in local mode (no GitHub sign-in configured). Enter owner/name or the repository\'s https:// address on GitHub.',
  relativeFolder: (value: string) => `${value} is not a full path: give the folder's full path, starting with /.`,
  hostNotAllowed: (host: string, allowed: readonly string[]) =>
    `Chronicle may not clone from ${host}: the hosts allowed are ${allowed.join(', ')} (CHRONICLE_ALLOWED_GIT_HOSTS).`,
  notARepositoryPath: (host: string) => `Give the repository's address on ${host}, such as https://${host}/owner/name.`,
} as const;

/** How the admin's input is read: the code host's name, whether this is local mode, and the hosts allowed for git URLs. */
export type RepositoryInputRules = { githubHost: string; localMode: boolean; allowedGitHosts: readonly string[] };

/** The admin's repository input, read: a GitHub repository, a git URL on an allowed host, or a folder on this machine. */
export type RepositoryInput =
  | { kind: 'github'; owner: string; name: string; url: string }
  | { kind: 'git-url'; url: string; host: string }
  | { kind: 'local-path'; path: string };

const SCHEME = /^([a-z][a-z0-9+.-]*):\/\//i;
// `ext::sh -c …`, `fd::3`: git's remote-helper syntax, `<transport>::<address>`.
const HELPER = /^([a-z][a-z0-9+.-]*)::/i;
// scp-like `git@host:owner/name` (also with options after it), never a URL or an absolute path.
const SCP_LIKE = /^[^/\s:]*@[^/\s:]+:/;

/**
 * What no admin input may be, checked in the browser and again on the server: empty, a transport
 * other than http(s) (file://, ssh://, git://, ext::, git@host:…), an address with credentials,
 * or anything git could read as an option. Answers the sentence to show, or null.
 */
export function refusedRepositoryInput(input: string, localMode: boolean): string | null {
  const value = input.trim();
  if (!value) return PROJECT_URL_ERRORS.required;
  if (value.startsWith('-')) return REPOSITORY_INPUT_ERRORS.option(localMode);
  const helper = HELPER.exec(value)?.[1];
  if (helper) return REPOSITORY_INPUT_ERRORS.transport(`${helper.toLowerCase()}:: addresses`, localMode);
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme && scheme !== 'http' && scheme !== 'https') return REPOSITORY_INPUT_ERRORS.transport(`${scheme}:// URLs`, localMode);
  if (!scheme && SCP_LIKE.test(value)) return REPOSITORY_INPUT_ERRORS.transport('SSH addresses such as git@host:owner/name', localMode);
  if (/^[^/]*@/.test(value.replace(SCHEME, ''))) return REPOSITORY_INPUT_ERRORS.credentials(localMode);
  return null;
}

/**
 * The spec's §5 normalisation of the admin's repository input, shared by the panel and the API:
 * trimmed, one trailing slash removed, `https://` added when no scheme is given; a URL on the code
 * host's host (e.g. `github.com`) must have the path `owner/name` (a `.git` suffix is dropped).
 * In local mode it also accepts the full path of a folder on this machine and an https:// git URL
 * on one of `allowedGitHosts`. Refused transports first ({@link refusedRepositoryInput}).
 * Answers the repository or the message to show.
 */
export function parseRepositoryInput(input: string, rules: RepositoryInputRules): RepositoryInput | { error: string } {
  const refused = refusedRepositoryInput(input, rules.localMode);
  if (refused) return { error: refused };
  let value = input.trim();
  if (value.startsWith('/') || value.startsWith('~') || value.startsWith('.')) {
    if (!rules.localMode) return { error: REPOSITORY_INPUT_ERRORS.folderOutsideLocalMode };
    if (value.startsWith('.')) return { error: REPOSITORY_INPUT_ERRORS.relativeFolder(value) };
    return { kind: 'local-path', path: value };
  }
  if (value.endsWith('/')) value = value.slice(0, -1);
  const host = rules.githubHost.toLowerCase();
  if (!SCHEME.test(value)) value = /^[\w.-]+\/[\w.-]+$/.test(value) ? `https://${host}/${value}` : `https://${value}`;
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  if (url && url.host.toLowerCase() === host) return githubRepository(url);
  if (rules.localMode && url) return gitUrl(url, rules);
  if (!value.toLowerCase().includes(host)) return { error: PROJECT_URL_ERRORS.notGithub };
  return { error: PROJECT_URL_ERRORS.invalid };
}

/** A URL on the code host: `owner/name`, nothing more (spec §5). */
function githubRepository(url: URL): RepositoryInput | { error: string } {
  if (url.search || url.hash) return { error: PROJECT_URL_ERRORS.invalid };
  const match = /^\/([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))\/([A-Za-z0-9._-]{1,100}?)(?:\.git)?$/.exec(url.pathname);
  if (!match || match[2] === '.' || match[2] === '..') return { error: PROJECT_URL_ERRORS.invalid };
  return { kind: 'github', owner: match[1]!, name: match[2]!, url: `${url.protocol}//${url.host}/${match[1]}/${match[2]}` };
}

/** Local mode: an https:// git URL on an allowed host, with a repository path and nothing else. */
function gitUrl(url: URL, rules: RepositoryInputRules): RepositoryInput | { error: string } {
  const host = url.host.toLowerCase();
  if (!rules.allowedGitHosts.includes(host)) return { error: REPOSITORY_INPUT_ERRORS.hostNotAllowed(host, rules.allowedGitHosts) };
  if (url.protocol !== 'https:') return { error: REPOSITORY_INPUT_ERRORS.transport('http:// URLs', true) };
  const segments = url.pathname.split('/').filter(Boolean);
  const wellFormed = segments.length >= 2 && segments.every((segment) => /^[A-Za-z0-9._~-]{1,100}$/.test(segment) && segment !== '.' && segment !== '..');
  if (!wellFormed || url.search || url.hash) return { error: REPOSITORY_INPUT_ERRORS.notARepositoryPath(host) };
  return { kind: 'git-url', url: `https://${host}/${segments.join('/')}`, host };
}
