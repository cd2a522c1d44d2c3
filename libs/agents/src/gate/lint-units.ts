// markdownlint parses with micromark, whose GFM table extension resolves every table cell of a
// document against one edit list, so its cost grows with the square of the document's table cells:
// a 5,000-row table takes tens of seconds. And micromark holds every event and token of the text it
// parses at once, some 150 bytes of memory per byte of Markdown: an 11 MB API reference took 2 GB.
// The gate therefore lints a document as units: the document itself with long table bodies and,
// past its first lines, whole sections cut out; the cut rows in batches under a copy of their
// table's header, and the cut sections in batches of their own. Every unit line maps back to its
// document line.

/** A piece of the document linted on its own. */
export type LintUnit = {
  /**
   * `document` is the whole document minus moved rows and sections; `rows` is a batch of moved
   * table rows; `sections` is a batch of moved sections, each from the blank line above its heading.
   */
  role: 'document' | 'rows' | 'sections';
  text: string;
  /** The document line (1-based) of each unit line, in order. */
  lines: number[];
  /** Leading unit lines that are context only (a batch's copied header and delimiter row). */
  contextLines: number;
  /**
   * Unit lines (1-based) of the document unit that outline the moved sections: the headings in them
   * and the blank line above each. Only the rules about the document as a whole are judged there;
   * everything else on those lines is read in the sections' batch.
   */
  outline: ReadonlySet<number>;
};

/** Table body rows the `document` unit keeps in all, before long tables keep only their first row. */
export const KEPT_TABLE_ROWS = 200;
/** Rows per batch of moved rows. */
export const ROWS_PER_BATCH = 100;
/** Lines the `document` unit keeps whole; sections that start later are moved. */
export const KEPT_DOCUMENT_LINES = 1_000;
/** Characters per batch of moved sections, at least: a batch ends where the next section starts. */
export const SECTION_BATCH_CHARS = 4_000;

const TABLE_ROW = /^ {0,3}\|/;
const DELIMITER_ROW = /^ {0,3}\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?\s*$/;
const FENCE_OPEN = /^\s*(`{3,}|~{3,})/;
const ATX_HEADING = /^ {0,3}#{1,6}(?:[ \t]|$)/;
const BLANK = /^\s*$/;

type Table = { header: number; bodyStart: number; bodyEnd: number };

/** Splits a document into lint units; a short document without long tables is one unit, unchanged. */
export function lintUnits(markdown: string): LintUnit[] {
  const lines = markdown.split('\n');
  const fenced = fencedLines(lines);
  const moved = new Set<number>();
  const units: LintUnit[] = [];
  let budget = KEPT_TABLE_ROWS;
  for (const table of findTables(lines, fenced)) {
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
  const { kept, outline, batches } = cutSections(lines, fenced, documentIndexes);
  const sections = batches.map((indexes) => unitOf('sections', lines, indexes, 0, true));
  return [unitOf('document', lines, kept, 0, false, outline), ...sections, ...units];
}

function unitOf(role: LintUnit['role'], lines: string[], indexes: number[], contextLines: number, finalNewline: boolean, outline: ReadonlySet<number> = new Set()): LintUnit {
  const text = indexes.map((index) => lines[index]).join('\n') + (finalNewline ? '\n' : '');
  return { role, text, lines: indexes.map((index) => index + 1), contextLines, outline };
}

/**
 * Past the first {@link KEPT_DOCUMENT_LINES} lines of the document unit, moves whole sections into
 * batches. A section starts at an ATX heading at the margin, outside fenced code, right after a
 * blank line (so no block of the previous section runs on into it); its batch begins with that
 * blank line. The document's last line stays, for the rules about its end. What stays of a moved
 * section in the document unit is its outline: every heading in it, with the blank line above when
 * there is one, so that heading levels, duplicate headings, link fragments and the blank lines
 * around the kept headings are judged as on the whole document.
 */
function cutSections(lines: string[], fenced: boolean[], indexes: number[]): { kept: number[]; outline: Set<number>; batches: number[][] } {
  const starts: number[] = [];
  let batchChars = SECTION_BATCH_CHARS;
  for (let at = KEPT_DOCUMENT_LINES; at < indexes.length - 1; at++) {
    const index = indexes[at]!;
    if (batchChars >= SECTION_BATCH_CHARS && !fenced[index] && ATX_HEADING.test(lines[index]!) && indexes[at - 1] === index - 1 && BLANK.test(lines[index - 1]!)) {
      starts.push(at - 1);
      batchChars = 0;
    }
    batchChars += lines[index]!.length + 1;
  }
  if (starts.length === 0) return { kept: indexes, outline: new Set(), batches: [] };
  const kept = indexes.slice(0, starts[0]);
  const outline = new Set<number>();
  const keepInOutline = (index: number) => {
    kept.push(index);
    outline.add(kept.length);
  };
  const batches = starts.map((start, batch) => indexes.slice(start, starts[batch + 1] ?? indexes.length - 1));
  for (const batch of batches) {
    batch.forEach((index, at) => {
      if (fenced[index] || !ATX_HEADING.test(lines[index]!)) return;
      const above = batch[at - 1];
      if (above === index - 1 && BLANK.test(lines[above])) keepInOutline(above);
      keepInOutline(index);
    });
  }
  kept.push(indexes.at(-1)!);
  return { kept, outline, batches };
}

/** Tables that start at the left margin, outside fenced code blocks. */
export function findTables(lines: string[], fenced = fencedLines(lines)): Table[] {
  const tables: Table[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (fenced[index] || !TABLE_ROW.test(line) || index + 1 >= lines.length || !DELIMITER_ROW.test(lines[index + 1]!)) continue;
    let end = index + 2;
    while (end < lines.length && TABLE_ROW.test(lines[end]!)) end++;
    tables.push({ header: index, bodyStart: index + 2, bodyEnd: end });
    index = end - 1;
  }
  return tables;
}

/** Whether each line belongs to a fenced code block, its fences included. */
function fencedLines(lines: string[]): boolean[] {
  const fenced: boolean[] = [];
  let fence: string | null = null;
  for (const line of lines) {
    if (fence !== null) {
      fenced.push(true);
      if (line.trim().startsWith(fence) && /^\s*([`~])\1*\s*$/.test(line)) fence = null;
      continue;
    }
    const open = FENCE_OPEN.exec(line);
    if (open) fence = open[1]!;
    fenced.push(open !== null);
  }
  return fenced;
}
