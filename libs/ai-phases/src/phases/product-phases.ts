import { requiredPlaceholderOf, type AiPhase } from './ai-phase.js';
import { BUILT_IN_PHASES } from './built-in-phases.js';
import { DOCUMENT_PROSE_PHASE, DOCUMENT_PROSE_PHASE_ID, DOCUMENT_PROSE_PLACEHOLDERS } from './document-prose.js';

/** A phase with the sentence saying what it writes in the product. */
export type ProductPhase = AiPhase & { usedFor: string };

const USED_FOR: Record<string, string> = {
  summarize: 'the summary of every changelog entry (pushes and analyses)',
  headline: 'the headline of every changelog entry (pushes and analyses)',
  social: 'the social snippet of every changelog entry (pushes and analyses)',
  [DOCUMENT_PROSE_PHASE_ID]: 'the overview and section explanations of every document, when a model server is configured',
};

/** What a custom phase is for: the product has no place that shows its answer. */
export const CUSTOM_PHASE_USED_FOR = 'tried in the Testing tab; not part of entries or documents';

/**
 * The phases the product stores and runs, in order: the three texts of a changelog entry and the
 * documents' prose. classify, cluster and changelog stay built-in tasks of the engine (the history
 * engine does that work deterministically) and are not stored: a stored row would drive nothing.
 * Numbered 1 to 4 in their run order, so a new phase (order = count + 1) comes after them.
 */
export const PRODUCT_PHASES: readonly ProductPhase[] = [
  ...BUILT_IN_PHASES.filter((phase) => phase.id in USED_FOR),
  DOCUMENT_PROSE_PHASE,
].map((phase, index) => ({ ...phase, order: index + 1, usedFor: USED_FOR[phase.id]! }));

/** The placeholders filled for the phases that run on commits (see `promptValues`). */
export const COMMIT_PLACEHOLDERS = ['commits', 'items', 'repository', 'tone', 'link', 'linkLength', 'commitCount', 'version', 'releaseHeading', 'headline', 'summary'] as const;

/** What a stored phase writes in the product. */
export function usedForOf(phase: Pick<AiPhase, 'id' | 'isCustom'>): string {
  return (!phase.isCustom && USED_FOR[phase.id]) || CUSTOM_PHASE_USED_FOR;
}

/** The placeholders a phase's prompts may use, and the one its user prompt must keep. */
export function placeholdersOfPhase(phaseId: string): { placeholders: string[]; requiredPlaceholder: string } {
  const placeholders = phaseId === DOCUMENT_PROSE_PHASE_ID ? [...DOCUMENT_PROSE_PLACEHOLDERS] : [...COMMIT_PLACEHOLDERS];
  return { placeholders, requiredPlaceholder: requiredPlaceholderOf(phaseId) };
}
