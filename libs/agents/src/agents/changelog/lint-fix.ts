import { applyFixes } from 'markdownlint';
import { lint } from 'markdownlint/sync';
import { MARKDOWN_LINT_CONFIG, quotedLines } from '../../gate/index.js';

// Fixes that change only the layout — blank lines, spaces, indentation, the bullet character — never
// what a line says or how it renders; the only ones applied to lines quoted from the repository.
const LAYOUT_RULES = new Set(['MD004', 'MD005', 'MD007', 'MD009', 'MD010', 'MD012', 'MD018', 'MD019', 'MD020', 'MD021', 'MD022', 'MD023', 'MD027', 'MD030', 'MD031', 'MD032', 'MD047', 'MD058']);

/**
 * A changelog people wrote by hand rarely keeps every markdownlint rule (list markers, blank lines
 * around headings and lists, trailing spaces, bare URLs). markdownlint's own fixes are applied with
 * the gate's configuration: the text stays, its layout follows the rules. On lines quoted verbatim
 * from `quotes` (the repository's changelog) only layout fixes apply: their emphasis style, bare
 * URLs, link definitions and words stay as the maintainers wrote them. Findings without a fix
 * (inline HTML, skipped heading levels) stay as written.
 */
export function lintFixed(markdown: string, quotes: readonly string[] = []): string {
  let current = markdown;
  // Fixes on the same line wait for the next pass (a heading's blank line, then the list under it).
  for (let pass = 0; pass < PASSES; pass++) {
    const quoted = quotedLines(current, quotes);
    const errors = (lint({ strings: { doc: current }, config: MARKDOWN_LINT_CONFIG }).doc ?? []).filter(
      (error) => error.fixInfo && (LAYOUT_RULES.has(error.ruleNames[0]!) || !quoted.has(error.lineNumber)),
    );
    if (errors.length === 0) return current;
    const next = applyFixes(current, errors);
    if (next === current) return current;
    current = next;
  }
  return current;
}

const PASSES = 5;
