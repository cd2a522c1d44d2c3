import type { ChangelogItem, ClassifiedCommit } from '@chronicle/history';

/**
 * What a phase may talk about: the commits of a push or release, the changelog items cut from
 * them, and their context. Every SHA, reference, version, path, number and name a generated text
 * mentions must be traceable to these (see `checkFacts`).
 */
export type Facts = {
  /** `owner/name`. */
  repository: string;
  /** https URL of the repository on its host, when known. */
  repositoryUrl?: string | null;
  /** The link a text may carry: a compare view or the repository URL. */
  link?: string | null;
  commits: ClassifiedCommit[];
  items: ChangelogItem[];
  /** The version being released, without prefix, when the text is about a release. */
  version?: string | null;
  /** The release date (YYYY-MM-DD), when the text is about a release. */
  date?: string | null;
  /** Other versions known to exist (tags), with or without a `v`. */
  versions?: string[];
  /** Other numbers a text may state (e.g. stars), beyond the counts derived from the commits. */
  numbers?: number[];
  /** Other names a text may use (e.g. the product's name). */
  terms?: string[];
};

/** The summary tones of the product (spec §3): professional is the default. */
export const TONES = ['professional', 'playful'] as const;
export type Tone = (typeof TONES)[number];
export const DEFAULT_TONE: Tone = 'professional';
