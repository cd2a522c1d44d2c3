import type { Configuration, LintError, MicromarkToken, Rule } from 'markdownlint';
import { lint } from 'markdownlint/sync';
import { BLANKS_AROUND_HEADINGS_RULE, blanksAroundHeadings, MD022_NAMES } from './blanks-around-headings.js';
import { lintUnits, type LintUnit } from './lint-units.js';
import { indexTableEditMaps } from './table-edit-map.js';

// Before the first document is parsed: micromark's table resolver made linear (see table-edit-map.ts).
await indexTableEditMaps();

/**
 * The Markdown lint configuration: markdownlint's defaults, except
 * - MD013 (line length) off: tables, signatures and links make long lines by nature;
 * - MD024 (duplicate headings) only among siblings: `### Functions` under each module is fine;
 * - MD033 (inline HTML) allows `<br>`, `<details>` and `<summary>`: the only ways to break a line
 *   in a table cell and to fold a long list;
 * - MD010 (hard tabs) ignores code: Go and Makefile code quoted in a fence is indented with tabs;
 * - MD060 (table column style) off: it is about how the source's pipes line up, not about what
 *   renders, and measuring every cell's display width took a third of the lint time on
 *   table-heavy documents (the `md.table` helper writes one consistent style anyway).
 */
export const MARKDOWN_LINT_CONFIG: Configuration = {
  default: true,
  MD013: false,
  MD024: { siblings_only: true },
  MD033: { allowed_elements: ['br', 'details', 'summary'] },
  MD010: { code_blocks: false },
  MD060: false,
};

// The rules about the document as a whole (its headings, link fragments, reference definitions,
// first and last line) are judged on the document unit only, where moved sections leave their
// headings; batches of moved rows are tables cut from their surroundings, so the blank lines around
// a table are judged in the document unit too.
const DOCUMENT_RULES = ['MD001', 'MD003', 'MD024', 'MD025', 'MD041', 'MD043', 'MD047', 'MD051', 'MD052', 'MD053'];
const ROWS_OFF_RULES = [...DOCUMENT_RULES, 'MD058'];
const COLLECT_RULE = 'chronicle-collect-tokens';

/** A markdownlint finding at a document line. */
export type LintFinding = {
  line: number;
  rule: string;
  /** `MD022/blanks-around-headings Headings should be surrounded by blank lines [Expected: 1; Actual: 0; Below]`. */
  message: string;
};

/** A lint unit's micromark tokens and the way back to document lines. */
export type ParsedUnit = {
  tokens: MicromarkToken[];
  /** The document line of a unit line; null for context and outline lines (read elsewhere). */
  documentLine(unitLine: number): number | null;
};

export type ParsedDocument = {
  /** Sorted by line, then rule. Empty when linting was not asked for. */
  findings: LintFinding[];
  /** Lines in the document (a final newline does not start a line). */
  lineCount: number;
};

/**
 * Parses a document with markdownlint's micromark parser, unit by unit (see lint-units.ts), and
 * hands each unit's tokens to `read` as soon as the unit is parsed, so the tokens of a large
 * document are never all in memory at once. When asked, lints it with {@link MARKDOWN_LINT_CONFIG}.
 */
export function parseMarkdown(markdown: string, options: { lint: boolean }, read: (unit: ParsedUnit) => void): ParsedDocument {
  return { findings: parseUnits(lintUnits(markdown), options, read), lineCount: lineCountOf(markdown) };
}

/**
 * Parses some of a document's lint units (see {@link parseMarkdown}) and lints them when asked; the
 * findings, sorted. The units are independent of each other, so a long document's units can be
 * parsed in parts, on different threads, and the parts' findings merged (see `mergeReadings`).
 */
export function parseUnits(units: readonly LintUnit[], options: { lint: boolean }, read: (unit: ParsedUnit) => void): LintFinding[] {
  const findings: LintFinding[] = [];
  for (const role of ['document', 'sections', 'rows'] as const) {
    const group = units.filter((unit) => unit.role === role);
    if (group.length > 0) lintGroup(group, role, options.lint, read, findings);
  }
  return findings.sort(byLineThenMessage);
}

/** The order findings are reported in: by line, then by message. */
export function byLineThenMessage(a: LintFinding, b: LintFinding): number {
  return a.line - b.line || (a.message < b.message ? -1 : a.message > b.message ? 1 : 0);
}

/** Lines in a document (a final newline does not start a line). */
export function lineCountOf(markdown: string): number {
  let lines = 1;
  for (let at = markdown.indexOf('\n'); at !== -1; at = markdown.indexOf('\n', at + 1)) lines++;
  return lines - (markdown === '' || markdown.endsWith('\n') ? 1 : 0);
}

// One markdownlint call per role, since the roles differ in configuration.
function lintGroup(units: LintUnit[], role: LintUnit['role'], withLint: boolean, read: (unit: ParsedUnit) => void, findings: LintFinding[]): void {
  const documentLine = (unit: LintUnit) => (unitLine: number) => (unitLine > unit.contextLines && !unit.outline.has(unitLine) ? (unit.lines[unitLine - 1] ?? null) : null);
  const collector: Rule = {
    names: [COLLECT_RULE],
    description: 'Hands the micromark tokens to the quality gate',
    tags: ['chronicle'],
    parser: 'micromark',
    function: (params) => {
      read({ tokens: params.parsers.micromark.tokens, documentLine: documentLine(units[Number(params.name)]!) });
    },
  };
  const results = lint({
    strings: Object.fromEntries(units.map((unit, index) => [String(index), unit.text])),
    config: configFor(role, withLint),
    customRules: [collector, blanksAroundHeadings],
    frontMatter: null,
    noInlineConfig: true,
  });
  units.forEach((unit, index) => {
    for (const error of results[String(index)] ?? []) {
      const line = error.lineNumber > unit.contextLines ? (unit.lines[error.lineNumber - 1] ?? null) : null;
      // On an outline line only the rules about the whole document count; the rest is judged in the sections' batch.
      if (line !== null && (!unit.outline.has(error.lineNumber) || DOCUMENT_RULES.includes(error.ruleNames[0]!))) findings.push(findingOf(error, line));
    }
  });
}

// MD022 is judged by the gate's linear copy of it (blanks-around-headings.ts), under its own name.
const LINEAR_RULES: Configuration = { MD022: false, [BLANKS_AROUND_HEADINGS_RULE]: true };

function configFor(role: LintUnit['role'], withLint: boolean): Configuration {
  if (!withLint) return { default: false, [COLLECT_RULE]: true };
  const off = role === 'document' ? [] : role === 'sections' ? DOCUMENT_RULES : ROWS_OFF_RULES;
  return { ...MARKDOWN_LINT_CONFIG, ...Object.fromEntries(off.map((rule) => [rule, false])), ...LINEAR_RULES, [COLLECT_RULE]: true };
}

function findingOf(error: LintError, line: number): LintFinding {
  const [id, alias] = error.ruleNames[0] === BLANKS_AROUND_HEADINGS_RULE ? MD022_NAMES : error.ruleNames;
  const detail = error.errorDetail ? ` [${error.errorDetail}]` : '';
  return { line, rule: id ?? 'lint', message: `${id}/${alias ?? ''} ${error.ruleDescription}${detail}` };
}
