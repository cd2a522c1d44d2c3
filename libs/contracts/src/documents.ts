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

/** What a repository's document is now (DESIGN: deliberate departures — a card per document with its state). */
export const DOCUMENT_STATES = ['ready', 'failed', 'not-generated', 'not-in-tier'] as const;
export type DocumentState = (typeof DOCUMENT_STATES)[number];

/** The title each document has on the public pages. */
export const DOC_TITLES: Record<DocType, string> = {
  changelog: 'Changelog',
  readme: 'README',
  architecture: 'Architecture',
  todo: 'TODO',
  onboarding: 'Onboarding',
  security: 'Security',
  performance: 'Performance',
  api_reference: 'API Reference',
  code_index: 'Code Index',
  interfaces: 'Interfaces',
  dependency_report: 'Dependency Report',
  logging: 'Logging',
};

/** The score's components (DESIGN decision 13), each 0–1. */
export type QualityComponents = {
  truthfulness: number;
  completeness: number;
  coverage: number;
  diagrams: number;
  hygiene: number;
  /** About the project rather than its examples, indexed when long, sections that say more than counts (absent in documents stored before it existed). */
  substance: number;
};

/** The repository a public document belongs to (spec §3: project{name, fullName, stars, language, description}). */
export type PublicProject = {
  name: string;
  fullName: string;
  stars: number;
  language: string | null;
  description: string | null;
  publicSlug: string;
  /** The repository on its code host, or null for a repository of this machine. */
  htmlUrl: string | null;
  /** The branch head the latest job saw, or null before the first. */
  headSha: string | null;
};

/** The commit a document reflects, and how many commits the branch head is ahead of it. */
export type DocumentCommit = { sha: string; commitsBehind: number | null };

/** A stored document (spec §3, "Public document", and DESIGN decisions 13, 14). */
export type PublicDocument = {
  type: DocType;
  title: string;
  fileName: string;
  /** The Markdown the page shows: the whole document, or its first `DOCUMENT_PAGE_BYTES` cut at a heading or line (`truncated`). */
  content: string;
  /** true when `content` is the document's beginning only; the whole is at `DOCS_ROUTES.markdown`. */
  truncated: boolean;
  /** The whole document's size in UTF-8 bytes. */
  contentBytes: number;
  /** Percent, 0–100. */
  qualityScore: number;
  components: QualityComponents;
  /** What the model server spent; 0 with the built-in engine. */
  tokensUsed: number;
  /** true when the model server gave no usage and tokensUsed is an estimate. */
  tokensEstimated: boolean;
  /** The document's own size in o200k tokens. */
  documentTokens: number;
  /** Milliseconds. */
  generationTime: number;
  /** ISO 8601. */
  generatedAt: string;
  engine: DocEngine;
  model: string | null;
  commit: DocumentCommit;
};

/** The most of a document's Markdown the page's JSON carries (UTF-8 bytes): a longer one is cut, and linked whole as Markdown. */
export const DOCUMENT_PAGE_BYTES = 200_000;

/** `GET /api/docs/{slug}/{docType}`. */
export type PublicDocumentView = { project: PublicProject; document: PublicDocument };

/** One card of the project page: a document type and its state. */
export type DocumentCard = {
  type: DocType;
  title: string;
  fileName: string;
  state: DocumentState;
  qualityScore: number | null;
  commit: DocumentCommit | null;
  generatedAt: string | null;
  /** Why the document failed, or which tier includes it. */
  reason: string | null;
};

/** `GET /api/docs/{slug}`. */
export type PublicProjectView = { project: PublicProject; documents: DocumentCard[] };

export const DOCS_ROUTES = {
  project: (slug: string) => `/api/docs/${slug}`,
  document: (slug: string, type: DocType) => `/api/docs/${slug}/${type}`,
  markdown: (slug: string, type: DocType) => `/api/docs/${slug}/${type}.md`,
  llmsTxt: (slug: string) => `/${slug}/llms.txt`,
} as const;
