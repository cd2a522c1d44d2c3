import { applyFixes } from 'markdownlint';
import { lint } from 'markdownlint/sync';
import { MARKDOWN_LINT_CONFIG } from '../../gate/index.js';

/**
 * A changelog people wrote by hand rarely keeps every markdownlint rule (list markers, blank lines
 * around headings and lists, trailing spaces, bare URLs). markdownlint's own fixes are applied with
 * the gate's configuration: the text stays, its layout follows the rules. Findings without a fix
 * (inline HTML, skipped heading levels) stay as written.
 */
export function lintFixed(markdown: string): string {
  let current = markdown;
  // Fixes on the same line wait for the next pass (a heading's blank line, then the list under it).
  for (let pass = 0; pass < PASSES; pass++) {
    const errors = lint({ strings: { doc: current }, config: MARKDOWN_LINT_CONFIG }).doc ?? [];
    if (!errors.some((error) => error.fixInfo)) return current;
    const next = applyFixes(current, errors);
    if (next === current) return current;
    current = next;
  }
  return current;
}

const PASSES = 5;
