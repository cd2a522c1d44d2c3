import { plantedSecrets } from '@chronicle/snapshot/testing';
import { md } from '../index.js';
import { checkDocument } from './check-document.js';
import { gateSnapshot } from './gate.fixture.js';
import { loadMermaid } from './diagrams.js';

const snapshot = gateSnapshot();
const requiredSections = [
  { title: 'Installation', because: 'the repository has a package manifest' },
  { title: 'HTTP routes', because: 'the repository has HTTP routes' },
];

describe('checkDocument', () => {
  beforeAll(() => loadMermaid(), 60_000);

  it('gives a clean document every component at 1, a score of 100, and no problems', async () => {
    const markdown = md.document([
      '# Widgets',
      'A service built on `express`.',
      '## Installation',
      'Run `npm ci`, then the `build` script.',
      '## HTTP routes',
      md.table(['Method', 'Path'], [['GET', md.code('/health')]]),
      '```mermaid\nflowchart LR\n  index["src/index.ts"] --> router["src/router/router.ts"]\n```',
    ]);
    const report = await checkDocument(markdown, {
      snapshot,
      requiredSections,
      coverage: { measure: 'routes listed', items: [{ key: 'GET /health', mention: '/health' }] },
      docFile: 'README.md',
    });
    expect(report).toEqual({
      components: { truthfulness: 1, completeness: 1, coverage: 1, diagrams: 1, hygiene: 1, substance: 1 },
      qualityScore: 100,
      refused: false,
      problems: [],
      coverage: { measure: 'routes listed', listed: 1, total: 1, missing: [] },
      mentions: { checked: 3, missing: 0 },
    });
  });

  it('counts a required section only for a level-2 heading with exactly its title', async () => {
    const markdown = md.document(['# Widgets', '## Install', 'Text.', '### HTTP routes', 'Text.', '## Usage', 'Text.']);
    const report = await checkDocument(markdown, { snapshot, requiredSections, docFile: 'README.md' });
    expect(report.components.completeness).toBe(0);
    expect(report.problems.filter((problem) => problem.check === 'completeness')).toEqual([
      { check: 'completeness', line: null, message: 'README.md has no "## Installation" section, which is required because the repository has a package manifest.' },
      { check: 'completeness', line: null, message: 'README.md has no "## HTTP routes" section, which is required because the repository has HTTP routes.' },
    ]);
    const half = await checkDocument(md.document(['# Widgets', '## Installation', 'Text.']), { snapshot, requiredSections });
    expect(half.components.completeness).toBe(0.5);
  });

  it('counts a coverage item as listed when its mention is a code span or a link text, and lists the missing ones', async () => {
    const items = ['src/index.ts', 'src/router/router.ts', 'docs/guide.md', 'Makefile'].map((path) => ({ key: path, mention: path }));
    const markdown = md.document(['# Index', `${md.code('src/index.ts')} and ${md.link('src/router/router.ts', 'src/router/router.ts')}; Makefile in prose.`]);
    const report = await checkDocument(markdown, { snapshot, coverage: { measure: 'source files listed', items }, docFile: 'CODE_INDEX.md' });
    expect(report.components.coverage).toBe(0.5);
    expect(report.coverage).toEqual({ measure: 'source files listed', listed: 2, total: 4, missing: ['docs/guide.md', 'Makefile'] });
    expect(report.problems).toEqual([
      { check: 'coverage', line: null, message: 'CODE_INDEX.md covers 2 of 4 (source files listed); it does not list `docs/guide.md`, `Makefile`.' },
    ]);
  });

  it('scores diagrams as the share of Mermaid blocks that parse and pass the subgraph rule', async () => {
    const markdown = md.document([
      '# Architecture',
      md.fence('flowchart LR\n  a --> b', 'mermaid'),
      md.fence('flowchart LR\n  a -->', 'mermaid'),
      md.fence('flowchart TD\n  subgraph api\n    api --> db\n  end', 'mermaid'),
      md.fence('sequenceDiagram\n  A->>B: hi', 'mermaid'),
    ]);
    const report = await checkDocument(markdown, { snapshot, docFile: 'ARCHITECTURE.md' });
    expect(report.components.diagrams).toBe(0.5);
    expect(report.problems.filter((problem) => problem.check === 'diagrams').map((problem) => problem.line)).toEqual([8, 13]);
    expect(report.refused).toBe(false);
  });

  it('lowers hygiene for markdownlint findings, one problem each, with the rule and line', async () => {
    const markdown = '# Widgets\nText right under the heading. \n## Usage\n\n```\nnpm start\n```\n';
    const report = await checkDocument(markdown, { snapshot, docFile: 'README.md' });
    const hygiene = report.problems.filter((problem) => problem.check === 'hygiene');
    expect(hygiene.map((problem) => problem.message.replace(/ \[.*$/, ''))).toEqual([
      'README.md line 1: MD022/blanks-around-headings Headings should be surrounded by blank lines',
      'README.md line 2: MD009/no-trailing-spaces Trailing spaces',
      'README.md line 3: MD022/blanks-around-headings Headings should be surrounded by blank lines',
      'README.md line 5: MD040/fenced-code-language Fenced code blocks should have a language specified',
    ]);
    // Four findings against the budget of ten for a short document.
    expect(report.components.hygiene).toBe(0.6);
    expect(report.qualityScore).toBe(98);
    expect(report.refused).toBe(false);
  });

  it('keeps within the configuration: long lines, sibling-only duplicate headings, `<br>` in tables and tabs in code pass', async () => {
    const markdown = md.document([
      '# Packages',
      `A long line: ${'word '.repeat(60).trim()}.`,
      '## apps',
      '### Files',
      'Text.',
      '## libs',
      '### Files',
      md.table(['Name', 'Notes'], [['one', 'first<br>second']]),
      md.fence('func main() {\n\tfmt.Println("hi")\n}', 'go'),
    ]);
    const report = await checkDocument(markdown, { snapshot });
    expect(report.problems).toEqual([]);
  });

  it('reports lint findings in the rows of a long table at their own lines', async () => {
    const rows = Array.from({ length: 600 }, (_, index) => [md.code(index === 450 ? 'src/index.ts' : 'src/router/router.ts'), String(index)]);
    const lines = md.document(['# Index', md.table(['File', 'Lines'], rows)]).split('\n');
    lines[454] = `${lines[454]} `;
    const report = await checkDocument(lines.join('\n'), { snapshot, docFile: 'CODE_INDEX.md' });
    expect(report.problems).toEqual([
      { check: 'hygiene', line: 455, message: 'CODE_INDEX.md line 455: MD009/no-trailing-spaces Trailing spaces [Expected: 0 or 2; Actual: 1]' },
    ]);
  });

  it('weighs the components into the score and refuses only for truthfulness', async () => {
    const markdown = md.document(['# Widgets', 'See `src/missing.ts` and `src/index.ts`.']);
    const report = await checkDocument(markdown, { snapshot, requiredSections, docFile: 'README.md' });
    expect(report.components).toEqual({ truthfulness: 0.5, completeness: 0, coverage: 1, diagrams: 1, hygiene: 1, substance: 1 });
    // 100 × (0.3 × 0.5 + 0.15 × 0 + 0.2 × 1 + 0.1 × 1 + 0.05 × 1 + 0.2 × 1) = 70
    expect(report.qualityScore).toBe(70);
    expect(report.refused).toBe(true);
    expect(report.problems.map((problem) => problem.check)).toEqual(['truthfulness', 'completeness', 'completeness']);
  });

  // Its speed (the quadratic table parse the gate patches away took tens of seconds) is measured by
  // `npm run bench:docs` and the EditMap's own spec, not by a clock in a test.
  it('checks every mention of a 5,000-line document', async () => {
    const files = Array.from({ length: 4_000 }, (_, index) => `src/module${index % 40}/file${index}.ts`);
    const big = gateSnapshot({ files: files.map((path) => ({ ...snapshot.files.find((file) => file.path === 'src/index.ts')!, path })) });
    const blocks: string[] = ['# Code index', 'Back to the [top](#code-index).', md.fence('flowchart LR\n  a --> b', 'mermaid')];
    for (let folder = 0; folder < 40; folder++) {
      blocks.push(`## ${md.code(`src/module${folder}/`)}`);
      const inFolder = files.filter((path) => path.startsWith(`src/module${folder}/`));
      blocks.push(md.table(['File', 'Language', 'Lines', 'Symbols'], inFolder.map((path) => [md.code(path), 'TypeScript', '10', md.code('createApp')])));
      blocks.push(md.list(inFolder.slice(0, 20).map((path) => `${md.code(path)} at ${md.code('a1b2c3d')} (#12)`)));
    }
    const markdown = md.document(blocks);
    expect(markdown.split('\n').length).toBeGreaterThan(5_000);
    const report = await checkDocument(markdown, { snapshot: big, coverage: { measure: 'files listed', items: files.map((path) => ({ key: path, mention: path })) } });
    expect(report.problems).toEqual([]);
    expect(report.mentions.checked).toBe(4_000 + 4_000 + 40 + 3 * 800);
  });

  it('refuses a document that quotes a secret, naming the rule and the line but never the value', async () => {
    const token = plantedSecrets().github.value;
    const markdown = md.document(['# Widgets', 'A service built on `express`.', '## Setup', `Export GITHUB_TOKEN=${token} before the first run.`]);
    const report = await checkDocument(markdown, { snapshot, docFile: 'README.md' });
    expect(report.refused).toBe(true);
    expect(report.components.truthfulness).toBe(1);
    expect(report.problems[0]).toEqual({ check: 'secrets', line: 7, message: "README.md line 7 holds what gitleaks' rule github-pat reads as a secret; a document never quotes a secret, so it is refused." });
    expect(JSON.stringify(report)).not.toContain(token.slice(4, 12));
  });
});
