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

/**
 * The spec's §5 normalisation of the admin's repository URL, shared by the panel and the API:
 * trimmed, one trailing slash removed, `https://` added when no scheme is given; the host must be
 * the code host's (e.g. `github.com`) and the path `owner/name` (a `.git` suffix is dropped).
 * Answers the repository or the message to show.
 */
export function parseProjectUrl(input: string, host: string): { owner: string; name: string; url: string } | { error: string } {
  let value = input.trim();
  if (!value) return { error: PROJECT_URL_ERRORS.required };
  if (value.endsWith('/')) value = value.slice(0, -1);
  if (!/^https?:\/\//i.test(value)) value = /^[\w.-]+\/[\w.-]+$/.test(value) ? `https://${host}/${value}` : `https://${value}`;
  if (!value.toLowerCase().includes(host.toLowerCase())) return { error: PROJECT_URL_ERRORS.notGithub };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { error: PROJECT_URL_ERRORS.invalid };
  }
  if (url.host.toLowerCase() !== host.toLowerCase() || url.search || url.hash || url.username || url.password) return { error: PROJECT_URL_ERRORS.invalid };
  const match = /^\/([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))\/([A-Za-z0-9._-]{1,100}?)(?:\.git)?$/.exec(url.pathname);
  if (!match || match[2] === '.' || match[2] === '..') return { error: PROJECT_URL_ERRORS.invalid };
  return { owner: match[1]!, name: match[2]!, url: `${url.protocol}//${url.host}/${match[1]}/${match[2]}` };
}
