import type { QualityComponents } from '../sdk/agent.js';

/**
 * Each component's weight in the quality score (they sum to 1). Truthfulness weighs most, and a
 * document that names anything missing (or denies what the repository has) is refused whatever its
 * score; coverage and substance next — listing the facts, and saying more than which files exist;
 * then the required sections; diagrams and Markdown hygiene matter to the reader but rarely to the
 * document's use.
 */
export const QUALITY_WEIGHTS: Readonly<QualityComponents> = Object.freeze({
  truthfulness: 0.3,
  completeness: 0.15,
  coverage: 0.2,
  diagrams: 0.1,
  hygiene: 0.05,
  substance: 0.2,
});

/** The order components are reported in. */
export const QUALITY_COMPONENTS = ['truthfulness', 'completeness', 'coverage', 'diagrams', 'hygiene', 'substance'] as const satisfies readonly (keyof QualityComponents)[];

/** Markdown lint findings that bring hygiene to 0: ten, or one per ten lines in a document longer than 100 lines. */
export function hygieneBudget(lines: number): number {
  return Math.max(10, lines / 10);
}

/** 1 − findings / budget, floored at 0. */
export function hygieneOf(findings: number, lines: number): number {
  return 1 - Math.min(1, findings / hygieneBudget(lines));
}

/** A component as stored: four decimals, so the score can be recomputed from what is shown. */
export function roundComponent(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

/** The quality score, 0–100, an integer: 100 × the weighted sum of the components. */
export function qualityScoreOf(components: QualityComponents): number {
  // A document stored before a component existed is read without it; that component counts as met.
  const sum = QUALITY_COMPONENTS.reduce((total, name) => total + QUALITY_WEIGHTS[name] * (components[name] ?? 1), 0);
  return Math.round(sum * 100);
}

/** The refusal rule: a document that names anything the repository does not have is not stored by the built-in engine. */
export function isRefused(components: QualityComponents): boolean {
  return components.truthfulness < 1;
}
