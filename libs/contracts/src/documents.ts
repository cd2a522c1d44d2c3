import type { SubscriptionTier } from './auth.js';

/** The twelve document types (spec §3), in the order the sample tabs list them. */
export const DOC_TYPES = [
  'changelog',
  'readme',
  'architecture',
  'todo',
  'onboarding',
  'security',
  'performance',
  'api_reference',
  'code_index',
  'interfaces',
  'dependency_report',
  'logging',
] as const;
export type DocType = (typeof DOC_TYPES)[number];

/** The file each document is written to, as the spec's sample tabs name them. */
export const DOC_FILE_NAMES: Record<DocType, string> = {
  changelog: 'CHANGELOG.md',
  readme: 'README.md',
  architecture: 'ARCHITECTURE.md',
  todo: 'TODO.md',
  onboarding: 'ONBOARDING.md',
  security: 'SECURITY.md',
  performance: 'PERFORMANCE.md',
  api_reference: 'API_REFERENCE.md',
  code_index: 'CODE_INDEX.md',
  interfaces: 'INTERFACES.md',
  dependency_report: 'DEPENDENCY_REPORT.md',
  logging: 'LOGGING.md',
};

/** The tiers that include each document (DESIGN decision 16): Free has CHANGELOG; Lite adds README, ARCHITECTURE, TODO; Pro has all. */
export const DOC_TIERS: Record<DocType, readonly SubscriptionTier[]> = {
  changelog: ['free', 'lite', 'pro'],
  readme: ['lite', 'pro'],
  architecture: ['lite', 'pro'],
  todo: ['lite', 'pro'],
  onboarding: ['pro'],
  security: ['pro'],
  performance: ['pro'],
  api_reference: ['pro'],
  code_index: ['pro'],
  interfaces: ['pro'],
  dependency_report: ['pro'],
  logging: ['pro'],
};

/** The agent categories (spec §3). */
export const AGENT_CATEGORIES = ['Core Documentation', 'Structural Intelligence', 'Operational Context', 'Quality & Security'] as const;
export type AgentCategory = (typeof AGENT_CATEGORIES)[number];

/** Who wrote a document's text: the built-in deterministic engine, or a model server. */
export const DOC_ENGINES = ['built-in', 'model'] as const;
export type DocEngine = (typeof DOC_ENGINES)[number];
