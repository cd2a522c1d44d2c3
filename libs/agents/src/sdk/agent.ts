import type { AgentCategory, DocEngine, DocType, SubscriptionTier } from '@chronicle/contracts';
import type { Snapshot } from '@chronicle/snapshot';

/**
 * What an agent reads (DESIGN decision 10). After a push only the documents whose inputs changed
 * are written again: a changed file matching `paths`, any manifest or lockfile when `manifests`,
 * any new commit when `history`.
 */
export type AgentInputs = {
  /** Glob patterns (`**\/*.ts`, `LICENSE*`); `**` means every file. */
  paths: readonly string[];
  manifests: boolean;
  history: boolean;
};

/** What an agent is, beside what it does — like an ESLint rule's `meta`. */
export type AgentMeta = {
  /** Stable, kebab-case: `readme`, `api-reference`. */
  id: string;
  /** Shown on the agents page: `README Agent`. */
  name: string;
  description: string;
  category: AgentCategory;
  docType: DocType;
  /** The tiers whose users may run it. */
  tiers: readonly SubscriptionTier[];
  /** Part of the document's identity: a new version rewrites the document. */
  version: string;
  inputs: AgentInputs;
};

/** What every agent is given. */
export type AgentFacts = {
  snapshot: Snapshot;
};

/** A section the document must have: a level-2 heading with this exact title. */
export type RequiredSection = {
  title: string;
  /** Why it is required for these facts, in a few words: `the repository has HTTP routes`. */
  because: string;
};

/** One fact the document exists to list, and the text that shows it is listed. */
export type CoverageItem = {
  /** What it is, for reports: `src/index.ts`, `express`. */
  key: string;
  /** Counted as listed when the document contains this text as a code span (`` `text` ``) or link text. */
  mention: string;
};

export type CoverageTarget = {
  /** What is measured, for the README and reports: `source files listed`. */
  measure: string;
  items: CoverageItem[];
};

/**
 * A documentation agent: `meta` (through the `@DocumentationAgent` decorator) beside the work.
 * `requiredSections` and `coverage` are functions of the facts, so the gate can judge any text —
 * the built-in agent's or a model's — for these facts.
 */
export interface Agent {
  requiredSections(facts: AgentFacts): RequiredSection[];
  coverage(facts: AgentFacts): CoverageTarget;
  /** Writes the document's Markdown from the facts alone: same facts, same bytes. */
  write(facts: AgentFacts): string;
  /**
   * The sections (level-2 headings) whose opening explanation a model may write, when one is
   * configured. Absent: every section of the built-in document, up to eight. The overview (the
   * text under the title) is always the model's to write.
   */
  proseSections?(facts: AgentFacts): string[];
  /**
   * Texts of the repository the document quotes verbatim (a hand-written changelog it keeps): a
   * document line that is one of their lines is the repository's words, and the gate does not
   * check the names on it. Absent: the document quotes nothing.
   */
  quotes?(facts: AgentFacts): string[];
}

export type AgentClass = new () => Agent;

/** The score's components, each 0–1 (the weights are in the lib's README and `gate/score.ts`). */
export type QualityComponents = {
  truthfulness: number;
  completeness: number;
  coverage: number;
  diagrams: number;
  hygiene: number;
  /** About the project rather than its examples, indexed when long, sections that say more than counts (absent in documents stored before it existed). */
  substance: number;
};

/** A document written and checked. */
export type GeneratedDocument = {
  type: DocType;
  /** `README.md`, as the spec's sample tabs name them. */
  file: string;
  content: string;
  /** 0–100. */
  qualityScore: number;
  components: QualityComponents;
  /** Model tokens spent (prompt + completion), also when the model's text was not kept; 0 when no model was asked. */
  tokensUsed: number;
  /** The server reported no usage, so `tokensUsed` was estimated from the text lengths. */
  tokensEstimated: boolean;
  /** The document's own size in o200k tokens. */
  documentTokens: number;
  generationMs: number;
  commit: string;
  /** `model` when the model's prose is in the document; `built-in` otherwise. */
  engine: DocEngine;
  /** The model that answered, as the server named it (its prose is in the document when `engine` is `model`); null when none answered. */
  model: string | null;
  /** Why a model was asked and its text not kept (the built-in text was); null otherwise. */
  fallback: string | null;
  agent: { id: string; version: string };
};
