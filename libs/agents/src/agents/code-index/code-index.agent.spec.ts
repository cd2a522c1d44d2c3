import { DOC_TIERS } from '@chronicle/contracts';
import type { Snapshot } from '@chronicle/snapshot';
import { makeFile, makeSnapshot, makeSymbol } from '@chronicle/snapshot/testing';
import { lint } from 'markdownlint/sync';
import { agentMetaOf } from '../../sdk/documentation-agent.decorator.js';
import { CodeIndexAgent } from './code-index.agent.js';

const agent = new CodeIndexAgent();

function polyglot(): Snapshot {
  return makeSnapshot({
    files: [
      makeFile({
        path: 'src/router.ts',
        lines: 1200,
        tokens: 9800,
        code: {
          symbols: [
            makeSymbol({ name: 'helper', exported: false, line: 2 }),
            makeSymbol({ name: 'Router', kind: 'class', line: 10 }),
            makeSymbol({ name: 'get', qualifiedName: 'Router.get', parent: 'Router', kind: 'method', line: 12 }),
            makeSymbol({ name: 'createRouter', line: 40 }),
          ],
          imports: [],
          comments: [],
          routes: [], functions: [], hints: [], calls: [], purpose: null, moduleValue: null, pathUses: [],
        },
        history: { commits: 14, authors: 3, lastCommit: 'b'.repeat(40), lastChange: '2024-03-05T23:10:00+02:00' },
      }),
      makeFile({ path: 'src/index.ts', lines: 5, tokens: 30 }),
      makeFile({ path: 'main.go', language: 'Go', lines: 80, tokens: 600, history: { commits: 2, authors: 1, lastCommit: 'c'.repeat(40), lastChange: '2023-12-31T08:00:00+00:00' } }),
      makeFile({ path: 'crates/core/src/lib.rs', language: 'Rust', lines: 300, tokens: 2500, parsed: false }),
      makeFile({ path: 'web/App.vue', language: 'Vue', languageType: 'markup', lines: 60, tokens: 400 }),
      makeFile({ path: 'web/index.html', language: 'HTML', languageType: 'markup', lines: 20, tokens: 90 }),
      makeFile({ path: 'README.md', language: 'Markdown', languageType: 'prose', lines: 40, tokens: 300 }),
      makeFile({ path: 'package.json', language: 'JSON', languageType: 'data', lines: 30, tokens: 120 }),
    ],
    skipped: [
      { path: 'vendor/lib.js', size: 100, reason: 'vendored' },
      { path: 'dist/app.min.js', size: 100, reason: 'minified' },
    ],
    skippedCounts: { vendored: 1, generated: 0, minified: 1, binary: 0, oversized: 0, submodule: 0, symlink: 0 },
  });
}

function rowOf(markdown: string, path: string): string[] {
  const row = markdown.split('\n').find((line) => line.startsWith(`| \`${path}\` |`));
  if (row === undefined) throw new Error(`no row for ${path}`);
  return row.slice(1, -1).split(/(?<!\\)\|/).map((cell) => cell.trim());
}

function codeSpans(markdown: string): string[] {
  const prose = markdown.replace(/^(`{3,})[\s\S]*?^\1$/gm, '');
  return [...prose.matchAll(/(?<![\\`])(`+)(?!`)(.+?)(?<!`)\1(?!`)/g)].map((match) => match[2].trim());
}

function lintErrors(markdown: string): string {
  return lint({ strings: { doc: markdown }, config: { default: true, MD013: false } }).toString();
}

describe('CodeIndexAgent', () => {
  it('is marked as the code index agent for Pro', () => {
    const meta = agentMetaOf(CodeIndexAgent);
    expect(meta).toMatchObject({ id: 'code-index', name: 'Code Index Agent', category: 'Structural Intelligence', docType: 'code_index', version: '1.2.0' });
    expect(meta?.tiers).toEqual(DOC_TIERS.code_index);
    expect(meta?.inputs).toEqual({ paths: ['**'], manifests: false, history: true });
  });

  it('lists every source file with what it is, what it exports and uses, its lines and commits', () => {
    const markdown = agent.write({ snapshot: polyglot() });
    expect(rowOf(markdown, 'src/router.ts')).toEqual(['`src/router.ts`', '—', '`Router`, `createRouter`', '—', '1,200', '14']);
    expect(rowOf(markdown, 'main.go')).toEqual(['`main.go`', '—', '—', '—', '80', '2']);
    expect(rowOf(markdown, 'crates/core/src/lib.rs')[2]).toBe('not parsed');
    expect(markdown).toContain('"not parsed" marks a file whose language has no parser');
  });

  it('counts Vue components as source files but not HTML, Markdown or JSON', () => {
    const markdown = agent.write({ snapshot: polyglot() });
    expect(rowOf(markdown, 'web/App.vue')[0]).toBe('`web/App.vue`');
    expect(markdown).not.toContain('`web/index.html`');
    expect(markdown).not.toContain('`README.md`');
    expect(markdown).toContain('3 indexed files of markup, data or prose, or of no known language, are not source code: HTML 1, JSON 1, Markdown 1.');
  });

  it('groups the files by folder under sorted headings, the root first', () => {
    const markdown = agent.write({ snapshot: polyglot() });
    const headings = markdown.split('\n').filter((line) => line.startsWith('### '));
    expect(headings).toEqual(['### Repository root', '### `crates/core/src/`', '### `src/`', '### `web/`']);
    const srcSection = markdown.slice(markdown.indexOf('### `src/`'), markdown.indexOf('### `web/`'));
    expect(srcSection.indexOf('`src/index.ts`')).toBeLessThan(srcSection.indexOf('`src/router.ts`'));
  });

  it('totals files, lines and tokens by language, most lines first', () => {
    const markdown = agent.write({ snapshot: polyglot() });
    const languages = markdown.slice(markdown.indexOf('## Languages'), markdown.indexOf('## Files by folder'));
    expect(languages).toContain('| TypeScript | 2 | 1,205 | 9,830 |');
    expect(languages).toContain('| Rust | 1 | 300 | 2,500 |');
    expect(languages).toContain('| **Total** | **5** | **1,645** | **13,330** |');
    expect(languages.indexOf('TypeScript')).toBeLessThan(languages.indexOf('Rust'));
    expect(languages.indexOf('Rust')).toBeLessThan(languages.indexOf('Go'));
    expect(markdown).toContain('This index lists all 5 source files of widgets at commit `aaaaaaa` (2024-01-01): 1,645 lines and 13,330 o200k tokens in 4 languages');
  });

  it('says what the snapshot skipped and why', () => {
    expect(agent.write({ snapshot: polyglot() })).toContain(
      'The snapshot skipped 2 files and did not index them: 1 vendored (third-party code kept in the repository), 1 minified.',
    );
    expect(agent.write({ snapshot: makeSnapshot({ files: [makeFile({ path: 'a.ts' })] }) })).toContain('The snapshot skipped no file.');
  });

  it('shows at most eight exported names and how many more there are', () => {
    const symbols = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'eta', 'theta', 'iota', 'kappa'].map((name, index) => makeSymbol({ name, line: index + 1, exported: true }));
    const snapshot = makeSnapshot({ files: [makeFile({ path: 'lib/many.ts', code: { symbols, imports: [], comments: [], routes: [], functions: [], hints: [], calls: [], purpose: null, moduleValue: null, pathUses: [] } })] });
    expect(rowOf(agent.write({ snapshot }), 'lib/many.ts')[2]).toBe('`alpha`, `beta`, `gamma`, `delta`, `epsilon`, `zeta`, `eta`, `theta` and 2 more');
  });

  it('requires the languages and files sections only when there are source files', () => {
    expect(agent.requiredSections({ snapshot: polyglot() }).map((section) => section.title)).toEqual(['Languages', 'Files by folder', 'Files not listed']);
    const docsOnly = makeSnapshot({ files: [makeFile({ path: 'README.md', language: 'Markdown', languageType: 'prose' })] });
    expect(agent.requiredSections({ snapshot: docsOnly }).map((section) => section.title)).toEqual(['Files not listed']);
    const markdown = agent.write({ snapshot: docsOnly });
    expect(markdown).toContain('widgets has no source files at commit `aaaaaaa` (2024-01-01).');
    expect(markdown).not.toContain('## Languages');
  });

  it('writes every required section and lists 100% of the source files', () => {
    const snapshot = polyglot();
    const markdown = agent.write({ snapshot });
    for (const section of agent.requiredSections({ snapshot })) expect(markdown).toContain(`\n## ${section.title}\n`);
    const spans = new Set(codeSpans(markdown));
    const coverage = agent.coverage({ snapshot });
    expect(coverage.items.map((item) => item.key)).toEqual(['crates/core/src/lib.rs', 'main.go', 'src/index.ts', 'src/router.ts', 'web/App.vue']);
    expect(coverage.items.filter((item) => !spans.has(item.mention))).toEqual([]);
  });

  it('names nothing the snapshot does not have', () => {
    const snapshot = polyglot();
    const known = new Set<string>([
      ...snapshot.files.map((file) => file.path),
      ...snapshot.files.flatMap((file) => file.code.symbols.flatMap((symbol) => [symbol.name, symbol.qualifiedName])),
      ...snapshot.files.flatMap((file) => (file.language === null ? [] : [file.language])),
      'crates/core/src/',
      'src/',
      'web/',
      'aaaaaaa',
    ]);
    expect(codeSpans(agent.write({ snapshot })).filter((span) => !known.has(span))).toEqual([]);
  });

  it('leaves the commit unnamed when the history does not have it', () => {
    const snapshot = makeSnapshot({ files: [makeFile({ path: 'a.ts' })], history: { ...makeSnapshot().history, shas: [] } });
    expect(agent.write({ snapshot })).toContain('of widgets at its commit of 2024-01-01:');
  });

  it('keeps within markdownlint defaults and writes the same bytes for the same facts', () => {
    const markdown = agent.write({ snapshot: polyglot() });
    expect(lintErrors(markdown)).toBe('');
    expect(agent.write({ snapshot: polyglot() })).toBe(markdown);
  });
});
