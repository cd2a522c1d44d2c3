import type { SubscriptionTier } from './auth.js';
import type { AgentCategory, DocType } from './documents.js';
import type { JobStatus } from './projects.js';

/** The agents page's category tabs (spec §2) and the category each one shows; `all` shows every agent. */
export const AGENT_CATEGORY_TABS = [
  { key: 'all', label: 'All', category: null },
  { key: 'core', label: 'Core', category: 'Core Documentation' },
  { key: 'structure', label: 'Structure', category: 'Structural Intelligence' },
  { key: 'operations', label: 'Operations', category: 'Operational Context' },
  { key: 'quality', label: 'Quality', category: 'Quality & Security' },
] as const satisfies ReadonlyArray<{ key: string; label: string; category: AgentCategory | null }>;

/** How the last run of an agent on the chosen repository ended: its document was stored, or it failed. */
export type AgentRunStatus = 'success' | 'error';

/** `GET /api/agents?repositoryId=` (spec §3, "Agent"); `last_run`/`last_status` are for that repository. */
export type AgentView = {
  id: string;
  name: string;
  description: string;
  category: AgentCategory;
  /** The document it writes. */
  doc_type: DocType;
  available_tiers: SubscriptionTier[];
  /** `built-in`, or the npm package it came from (`CHRONICLE_AGENT_PACKAGES`). */
  source: string;
  /** ISO 8601: when its document for the repository was last written or failed; null when never, or no repository chosen. */
  last_run: string | null;
  last_status: AgentRunStatus | null;
  /** The chosen repository's tier includes the agent (always true without a repository: then only the user's tier counts). */
  available: boolean;
};

/** `GET /api/agents`: the registry, and the tier the agents were checked against. */
export type AgentList = {
  /** The chosen repository's tier (DESIGN decision 16: open-source and public repositories get Pro), else the user's. */
  tier: SubscriptionTier;
  agents: AgentView[];
};

/** A repository the agents page can run agents on (spec §3, "Repo (agents page)"). */
export type AgentRepository = {
  id: string;
  owner: string;
  name: string;
  fullName: string;
  /** `connected`: the user's own repository; `project`: an open-source project an admin added. */
  kind: 'connected' | 'project';
  tier: SubscriptionTier;
};

/** `POST /api/agents/run`. */
export type RunAgentsBody = { repository_id: string; agent_ids: string[] };
/** Its answer: the ids of the agents queued, in registry order. */
export type RunAgentsResult = { agents_to_run: string[]; job_id: string };

/** `GET /api/agents/jobs/{repositoryId}` (spec §3, "Agent job"): the repository's documentation runs, newest first. */
export type AgentJob = {
  id: string;
  status: JobStatus;
  /** ISO 8601. */
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  /** The ids of the agents the job runs. */
  agents: string[];
  /** What asked for it: `agents` (this page), `push`, `connect` or `analysis`. */
  trigger: string;
  error_message: string | null;
  /** Documents done so far, while it runs. */
  documents_done: number;
  documents_total: number;
};

/** How many recent jobs the agents page lists. */
export const RECENT_AGENT_JOBS = 20;

export const AGENT_ROUTES = {
  agents: '/api/agents',
  agentsFor: (repositoryId: string) => `/api/agents?repositoryId=${encodeURIComponent(repositoryId)}`,
  repositories: '/api/agents/repositories',
  run: '/api/agents/run',
  jobs: (repositoryId: string) => `/api/agents/jobs/${encodeURIComponent(repositoryId)}`,
} as const;
