import { findTables, KEPT_DOCUMENT_LINES, KEPT_TABLE_ROWS, lintUnits, ROWS_PER_BATCH, SECTION_BATCH_CHARS } from './lint-units.js';

const table = (rows: number, from = 0) => ['| File | Lines |', '| --- | ---: |', ...Array.from({ length: rows }, (_, index) => `| f${from + index} | ${index} |`)];

describe('lintUnits', () => {
  it('leaves a document without long tables whole', () => {
    const markdown = ['# Title', '', ...table(20), ''].join('\n');
    expect(lintUnits(markdown)).toEqual([{ role: 'document', text: markdown, lines: Array.from({ length: 25 }, (_, index) => index + 1), contextLines: 0, outline: new Set() }]);
  });

  it('moves the rows of tables past the budget into batches under a copy of their header, keeping every line\'s number', () => {
    const rows = KEPT_TABLE_ROWS + ROWS_PER_BATCH + 10;
    const lines = ['# Title', '', ...table(rows), '', 'After.', ''];
    const units = lintUnits(lines.join('\n'));
    expect(units.map((unit) => [unit.role, unit.lines.length, unit.contextLines])).toEqual([
      ['document', lines.length - ROWS_PER_BATCH - 10, 0],
      ['rows', ROWS_PER_BATCH + 2, 2],
      ['rows', 12, 2],
    ]);
    const [document, first, last] = units;
    expect(document!.text.split('\n').at(-3)).toBe('');
    expect(first!.text.split('\n').slice(0, 3)).toEqual(['| File | Lines |', '| --- | ---: |', `| f${KEPT_TABLE_ROWS} | ${KEPT_TABLE_ROWS} |`]);
    expect(first!.lines.slice(0, 3)).toEqual([3, 4, 5 + KEPT_TABLE_ROWS]);
    expect(last!.lines.at(-1)).toBe(4 + rows);
  });

  it('keeps one row of each table once the budget is spent, so the document still has every table', () => {
    const lines = ['# Title', '', ...table(KEPT_TABLE_ROWS), '', ...table(50, 1000), ''];
    const [document, batch] = lintUnits(lines.join('\n'));
    expect(document!.text).toContain('| f1000 | 0 |');
    expect(document!.text).not.toContain('| f1001 |');
    expect(batch!.text.split('\n')).toHaveLength(2 + 49 + 1);
  });
});

describe('lintUnits on a long document', () => {
  // A title, an introduction as long as the document unit keeps, then one section per file.
  const longDocument = (sections: number) => [
    '# API',
    '',
    ...Array.from({ length: KEPT_DOCUMENT_LINES }, (_, index) => `Line ${index} of the introduction.`),
    ...Array.from({ length: sections }, (_, index) => ['', `## \`src/file${index}.ts\``, '', `- \`run${index}\` (function, line 1)`, '- `stop` (function, line 9)']).flat(),
    '',
  ];

  it('moves whole sections, from the blank line above each heading, into batches of about SECTION_BATCH_CHARS characters', () => {
    const lines = longDocument(300);
    const units = lintUnits(lines.join('\n'));
    const [document, ...sections] = units;
    expect(new Set(sections.map((unit) => unit.role))).toEqual(new Set(['sections']));
    expect(sections.length).toBeGreaterThan(1);
    for (const unit of sections) {
      expect(unit.text.split('\n')[0]).toBe('');
      expect(unit.text.split('\n')[1]).toMatch(/^## /);
      expect(unit.lines.every((line, index) => index === 0 || line === unit.lines[index - 1]! + 1)).toBe(true);
    }
    expect(sections.slice(0, -1).every((unit) => unit.text.length >= SECTION_BATCH_CHARS)).toBe(true);
    expect(sections.every((unit) => unit.text.length < SECTION_BATCH_CHARS + 200)).toBe(true);
    // Every line is read in exactly one unit: the document keeps the start and the last line, the batches the rest.
    const read = units.flatMap((unit) => unit.lines.filter((_, index) => !unit.outline.has(index + 1)));
    expect(read.sort((a, b) => a - b)).toEqual(lines.map((_, index) => index + 1));
    expect(document!.lines[0]).toBe(1);
    expect(document!.lines.at(-1)).toBe(lines.length);
  });

  it('leaves the moved headings in the document unit as its outline, each with the blank line above it', () => {
    const lines = longDocument(300);
    const [document] = lintUnits(lines.join('\n'));
    const outline = document!.lines.filter((_, index) => document!.outline.has(index + 1)).map((line) => lines[line - 1]);
    expect(outline).toEqual(Array.from({ length: 300 }, (_, index) => ['', `## \`src/file${index}.ts\``]).flat());
    expect(document!.text.endsWith('\n')).toBe(true);
  });

  it('does not cut inside fenced code, nor at a heading without a blank line above', () => {
    const fenced = ['```md', ...Array.from({ length: 200 }, (_, index) => ['', `## Not a heading ${index}`]).flat(), '```'];
    const lines = ['# API', '', ...Array.from({ length: KEPT_DOCUMENT_LINES }, () => 'Text.'), ...fenced, 'Text.', '## Tight heading', '', 'Text.', ''];
    expect(lintUnits(lines.join('\n')).map((unit) => unit.role)).toEqual(['document']);
  });
});

describe('findTables', () => {
  it('finds tables at the margin, not in fenced code, and not without a delimiter row', () => {
    const lines = ['| a | b |', '| - | - |', '| 1 | 2 |', '', '```md', '| x | y |', '| - | - |', '```', '', '| not | a table |', 'text', ''];
    expect(findTables(lines)).toEqual([{ header: 0, bodyStart: 2, bodyEnd: 3 }]);
  });
});
