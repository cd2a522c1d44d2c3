// markdownlint parses with micromark, whose GFM table extension resolves every table cell of a
// document against one edit list, so its cost grows with the square of the document's table cells:
// a 5,000-row table takes tens of seconds. The gate therefore lints a document as units: the
// document itself with long table bodies cut short, and the cut rows in batches under a copy of
// their table's header. Every unit line maps back to its document line.

/** A piece of the document linted on its own. */
export type LintUnit = {
  /** `document` is the whole document minus moved rows; `rows` is a batch of moved table rows. */
  role: 'document' | 'rows';
  text: string;
  /** The document line (1-based) of each unit line, in order. */
  lines: number[];
  /** Leading unit lines that are context only (a batch's copied header and delimiter row). */
  contextLines: number;
};

/** Table body rows the `document` unit keeps in all, before long tables keep only their first row. */
export const KEPT_TABLE_ROWS = 200;
/** Rows per batch of moved rows. */
export const ROWS_PER_BATCH = 100;

const TABLE_ROW = /^ {0,3}\|/;
const DELIMITER_ROW = /^ {0,3}\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?\s*$/;
const FENCE_OPEN = /^\s*(`{3,}|~{3,})/;

type Table = { header: number; bodyStart: number; bodyEnd: number };

/** Splits a document into lint units; a document without long tables is one unit, unchanged. */
export function lintUnits(markdown: string): LintUnit[] {
  const lines = markdown.split('\n');
  const moved = new Set<number>();
  const units: LintUnit[] = [];
  let budget = KEPT_TABLE_ROWS;
  for (const table of findTables(lines)) {
    const rows = table.bodyEnd - table.bodyStart;
    const kept = Math.min(rows, Math.max(1, budget));
    budget -= kept;
    for (let start = table.bodyStart + kept; start < table.bodyEnd; start += ROWS_PER_BATCH) {
      const end = Math.min(table.bodyEnd, start + ROWS_PER_BATCH);
      const indexes = [table.header, table.header + 1];
      for (let index = start; index < end; index++) {
        indexes.push(index);
        moved.add(index);
      }
      units.push(unitOf('rows', lines, indexes, 2, true));
    }
  }
  const documentIndexes = lines.map((_, index) => index).filter((index) => !moved.has(index));
  return [unitOf('document', lines, documentIndexes, 0, false), ...units];
}

function unitOf(role: LintUnit['role'], lines: string[], indexes: number[], contextLines: number, finalNewline: boolean): LintUnit {
  const text = indexes.map((index) => lines[index]).join('\n') + (finalNewline ? '\n' : '');
  return { role, text, lines: indexes.map((index) => index + 1), contextLines };
}

/** Tables that start at the left margin, outside fenced code blocks. */
export function findTables(lines: string[]): Table[] {
  const tables: Table[] = [];
  let fence: string | null = null;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (fence !== null) {
      if (line.trim().startsWith(fence) && /^\s*([`~])\1*\s*$/.test(line)) fence = null;
      continue;
    }
    const open = FENCE_OPEN.exec(line);
    if (open) {
      fence = open[1]!;
      continue;
    }
    if (!TABLE_ROW.test(line) || index + 1 >= lines.length || !DELIMITER_ROW.test(lines[index + 1]!)) continue;
    let end = index + 2;
    while (end < lines.length && TABLE_ROW.test(lines[end]!)) end++;
    tables.push({ header: index, bodyStart: index + 2, bodyEnd: end });
    index = end - 1;
  }
  return tables;
}
