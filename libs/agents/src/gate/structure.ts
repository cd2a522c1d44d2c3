import type { CoverageTarget, RequiredSection } from '../sdk/agent.js';
import type { DocumentInventory } from './mentions.js';

export type CompletenessResult = {
  /** The required sections with no `## Title` heading, in the order they were required. */
  missing: RequiredSection[];
  /** present / required; 1 when nothing is required. */
  score: number;
};

export type CoverageResult = {
  /** What is measured: `source files listed`. */
  measure: string;
  listed: number;
  total: number;
  /** The keys of the items the document does not list, in the agent's order. */
  missing: string[];
  /** listed / total; 1 when there is nothing to list. */
  score: number;
};

/** A required section counts when a level-2 heading has exactly its title. */
export function checkCompleteness(inventory: DocumentInventory, required: readonly RequiredSection[]): CompletenessResult {
  const titles = new Set(inventory.headings.filter((heading) => heading.level === 2).map((heading) => heading.text));
  const missing = required.filter((section) => !titles.has(section.title));
  return { missing, score: required.length === 0 ? 1 : (required.length - missing.length) / required.length };
}

/** An item counts as listed when its `mention` is the text of a code span or of a link. */
export function checkCoverage(inventory: DocumentInventory, target: CoverageTarget): CoverageResult {
  const missing = target.items.filter((item) => !inventory.codeSpans.has(item.mention) && !inventory.linkTexts.has(item.mention)).map((item) => item.key);
  const total = target.items.length;
  return { measure: target.measure, listed: total - missing.length, total, missing, score: total === 0 ? 1 : (total - missing.length) / total };
}
