import { CODE_LANGUAGES, extractCode } from './index.js';

describe('extractCode', () => {
  it('has a grammar for the twelve languages, by their Linguist names', () => {
    expect(CODE_LANGUAGES).toEqual(['C', 'C#', 'C++', 'Go', 'Java', 'JavaScript', 'PHP', 'Python', 'Ruby', 'Rust', 'TSX', 'TypeScript']);
  });

  it('gives empty facts for a language without a grammar', async () => {
    expect(await extractCode({ path: 'README.md', language: 'Markdown', text: '# Title' })).toEqual({ symbols: [], imports: [], comments: [], routes: [], functions: [], hints: [], calls: [], purpose: null, moduleValue: null, pathUses: [] });
  });

  it('still reads what parses around a syntax error', async () => {
    const text = ['export function before(): void {}', 'export function broken() {', '  const x = ;', '}', 'export class After {}', 'export const last = 1;'].join('\n');
    const facts = await extractCode({ path: 'src/broken.ts', language: 'TypeScript', text });
    const names = facts.symbols.map((s) => s.name);
    expect(names).toEqual(['before', 'broken', 'After', 'last']);
    const python = await extractCode({ path: 'broken.py', language: 'Python', text: 'def ok():\n    pass\n\ndef broken(:\n    pass\n\nclass Fine:\n    pass\n' });
    expect(python.symbols.map((s) => s.name)).toEqual(expect.arrayContaining(['ok', 'Fine']));
  });

  // How fast: `npm run bench:docs`. A test on a loaded machine asserts what was read, not how long it took.
  it('reads every function of a file of twenty thousand lines', async () => {
    const functions = Array.from({ length: 4000 }, (_, index) => [`/** Function ${index}. */`, `export function f${index}(a: number, b: string): string {`, '  return b.repeat(a);', '}', ''].join('\n'));
    const text = functions.join('\n');
    await extractCode({ path: 'warm.ts', language: 'TypeScript', text: 'export const warm = 1;' });
    const facts = await extractCode({ path: 'src/large.ts', language: 'TypeScript', text });
    expect(facts.symbols).toHaveLength(4000);
    expect(facts.symbols[3999]).toMatchObject({ name: 'f3999', doc: 'Function 3999.', line: 19997 });
  });

  it('gives the same facts for the same text', async () => {
    const file = { path: 'a.go', language: 'Go', text: 'package a\n// F does.\nfunc F() {}\n' };
    expect(await extractCode(file)).toEqual(await extractCode(file));
  });
});
