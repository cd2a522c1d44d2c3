import { findTables, KEPT_TABLE_ROWS, lintUnits, ROWS_PER_BATCH } from './lint-units.js';

const table = (rows: number, from = 0) => ['| File | Lines |', '| --- | ---: |', ...Array.from({ length: rows }, (_, index) => `| f${from + index} | ${index} |`)];

describe('lintUnits', () => {
  it('leaves a document without long tables whole', () => {
    const markdown = ['# Title', '', ...table(20), ''].join('\n');
    expect(lintUnits(markdown)).toEqual([{ role: 'document', text: markdown, lines: Array.from({ length: 25 }, (_, index) => index + 1), contextLines: 0 }]);
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

describe('findTables', () => {
  it('finds tables at the margin, not in fenced code, and not without a delimiter row', () => {
    const lines = ['| a | b |', '| - | - |', '| 1 | 2 |', '', '```md', '| x | y |', '| - | - |', '```', '', '| not | a table |', 'text', ''];
    expect(findTables(lines)).toEqual([{ header: 0, bodyStart: 2, bodyEnd: 3 }]);
  });
});
