import { lint } from 'markdownlint/sync';
import { KEPT_DOCUMENT_LINES } from './lint-units.js';
import { MARKDOWN_LINT_CONFIG } from './markdown-lint.js';
import { extractMentions, readMarkdown } from './mentions.js';

const inventory = (markdown: string) => readMarkdown(markdown, { lint: false }).inventory;
const brief = (markdown: string) => extractMentions(markdown).map(({ kind, text, line }) => `${line} ${kind} ${text}`);

describe('extractMentions', () => {
  it('lists code spans with their kind and line', () => {
    const markdown = ['# Widgets', '', 'Start at `src/index.ts`, call `createApp()` and run', '`npm run build` with `^4.18.2`.', ''].join('\n');
    expect(brief(markdown)).toEqual(['3 path src/index.ts', '3 identifier createApp()', '4 other npm run build', '4 version ^4.18.2']);
  });

  it('reads `#123` and SHAs in running text, tables and headings, not inside words or paths', () => {
    const markdown = [
      '# Release #12',
      '',
      'Fixed in a1b2c3d (see #34 and owner/repo#5, C#8, &#123; and a1b2c3d.js).',
      '',
      '| Change | Issue |',
      '| --- | --- |',
      '| Router \\#7 | deadbeef, 1234567, 0f1e2d3 |',
      '',
    ].join('\n');
    expect(brief(markdown)).toEqual(['1 reference #12', '3 reference #34', '3 sha a1b2c3d', '7 reference #7', '7 sha 0f1e2d3']);
  });

  it('does not read a digest written with its algorithm as a commit', () => {
    expect(brief('Fingerprint sha256:0a1b2c3d4e5f, SHA1:deadbeef1234 and md5:9f8e7d6c5b4a; commit 0a1b2c3d4e5f.')).toEqual(['1 sha 0a1b2c3d4e5f']);
  });

  it('reads the targets of links, reference definitions, images and autolinks (anchors too; they are not checked)', () => {
    const markdown = [
      '# Links',
      '',
      'See [the router](src/router/router.ts#L3), [docs](./docs/), [top](#links) and ![logo](img/logo.png).',
      'Also <https://example.com/x> and https://github.com/acme/widgets/tree/main/src and [guide][g].',
      '',
      '[g]: docs/guide.md',
      '',
    ].join('\n');
    expect(brief(markdown)).toEqual([
      '3 link src/router/router.ts#L3',
      '3 link ./docs/',
      '3 link #links',
      '3 link img/logo.png',
      '4 link https://example.com/x',
      '4 link https://github.com/acme/widgets/tree/main/src',
      '6 link docs/guide.md',
    ]);
  });

  it('does not read fenced code, Mermaid blocks, indented code or HTML', () => {
    const markdown = [
      '# Code',
      '',
      '```ts',
      'import { missing } from "./nowhere.js"; // `src/missing.ts` #99',
      '```',
      '',
      '```mermaid',
      'flowchart LR',
      '  a["`src/missing.ts`"] --> b',
      '```',
      '',
      '    `indented/missing.ts`',
      '',
      '<details><summary>`html/missing.ts`</summary></details>',
      '',
      'After: `src/index.ts`.',
      '',
    ].join('\n');
    expect(brief(markdown)).toEqual(['16 path src/index.ts']);
  });

  it('unwraps code spans as CommonMark does: padding removed, line breaks as spaces, inner backticks kept', () => {
    const markdown = '# Spans\n\nThe `` a`b `` span and a `long\nspan` here.\n';
    expect(brief(markdown)).toEqual(['3 other a`b', '3 other long span']);
  });
});

describe('readMarkdown', () => {
  it('collects code spans, link texts (escapes resolved), headings and Mermaid blocks', () => {
    const markdown = [
      '# Title',
      '',
      '## Files',
      '',
      '- [src\\_a.ts](src_a.ts) and [`src/b.ts`](src/b.ts) and `express`',
      '',
      '```mermaid',
      'flowchart LR',
      '  a --> b',
      '```',
      '',
    ].join('\n');
    const result = inventory(markdown);
    expect([...result.codeSpans].sort()).toEqual(['express', 'src/b.ts']);
    expect([...result.linkTexts].sort()).toEqual(['src/b.ts', 'src_a.ts']);
    expect(result.headings).toEqual([
      { level: 1, text: 'Title', line: 1 },
      { level: 2, text: 'Files', line: 3 },
    ]);
    expect(result.mermaidBlocks).toEqual([{ line: 7, source: 'flowchart LR\n  a --> b' }]);
  });

  it('keeps document line numbers for rows of a long table read in batches', () => {
    const rows = Array.from({ length: 450 }, (_, index) => `| \`src/file${index}.ts\` | ${index} |`);
    const markdown = ['# Index', '', '| File | Lines |', '| --- | ---: |', ...rows, '', 'Closing `#1` words.', ''].join('\n');
    const mentions = extractMentions(markdown);
    expect(mentions).toHaveLength(451);
    expect(mentions[0]).toEqual({ kind: 'path', text: 'src/file0.ts', line: 5, source: 'code' });
    expect(mentions[449]).toEqual({ kind: 'path', text: 'src/file449.ts', line: 454, source: 'code' });
    expect(mentions[450]!.line).toBe(456);
  });

  it('reads a long document in sections as markdownlint reads it whole: the same findings at the same lines (link fragments in moved sections aside), every heading and mention once', () => {
    const section = (index: number) => {
      const lines = ['', `## \`src/file${index}.ts\``, '', `- \`run${index}\` (function, line 1)`, '- `stop` (function, line 9)'];
      if (index === 40) lines.push('', '#### Skips a level', 'Text right under it, with trailing spaces.  ', '');
      if (index === 70) lines.push('', '## `src/file3.ts`');
      if (index === 90) lines.push('', 'See [file 2](#srcfile2ts), [file 80](#srcfile80ts) and [nowhere](#nowhere).');
      return lines;
    };
    const lines = [
      '# API',
      '',
      ...Array.from({ length: KEPT_DOCUMENT_LINES }, (_, index) => `Line ${index} of the introduction.`),
      '',
      'Jump to [file 1](#srcfile1ts), [file 99](#srcfile99ts) or [nothing](#nothing).',
      ...Array.from({ length: 100 }, (_, index) => section(index)).flat(),
      '',
    ];
    const markdown = lines.join('\n');
    const whole = (lint({ strings: { whole: markdown }, config: MARKDOWN_LINT_CONFIG, frontMatter: null, noInlineConfig: true }).whole ?? []).map((error) => `${error.lineNumber} ${error.ruleNames[0]}`);
    expect(whole.length).toBeGreaterThanOrEqual(5);
    const reading = readMarkdown(markdown, { lint: true });
    // The one thing not judged in a batch: a link fragment in a moved section (the headings it may name are elsewhere).
    const movedLink = lines.findIndex((line) => line.startsWith('See [file 2]')) + 1;
    expect(whole).toContain(`${movedLink} MD051`);
    expect(reading.findings.map((finding) => `${finding.line} ${finding.rule}`).sort()).toEqual(whole.filter((finding) => finding !== `${movedLink} MD051`).sort());
    expect(reading.inventory.headings.map((heading) => heading.line)).toEqual(lines.flatMap((line, index) => (line.startsWith('#') ? [index + 1] : [])));
    const spans = reading.inventory.mentions.filter((mention) => mention.source === 'code');
    expect(spans.map((mention) => mention.line)).toEqual(lines.flatMap((line, index) => (line.match(/`[^`]+`/g) ?? []).map(() => index + 1)));
    expect(reading.inventory.codeSpans.has('run99')).toBe(true);
  });
});
