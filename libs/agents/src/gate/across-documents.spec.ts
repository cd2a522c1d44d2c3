import { checkAcrossDocuments } from './across-documents.js';

const unusedTable = (...names: string[]) =>
  ['# Dependency report', '', '## Possibly unused', '', '| Manifest | Name | Requirement | Scope |', '| --- | --- | --- | --- |', ...names.map((name) => `| \`Cargo.toml\` | \`${name}\` | \`1\` | runtime |`), '', '## Next', ''].join('\n');

describe('checkAcrossDocuments', () => {
  it('finds a dependency called unused that another document shows used at a location', () => {
    const found = checkAcrossDocuments([
      { file: 'DEPENDENCY_REPORT.md', content: unusedTable('memchr', 'serde-json', 'zmij') },
      { file: 'PERFORMANCE.md', content: '# Performance\n\n| [src/read.rs:422](src/read.rs#L422) | `memchr` | `SliceRead::position_of_index` |\n' },
      { file: 'LOGGING.md', content: '# Logging\n\n- `serde_json::to_string` at [src/log.rs:12](src/log.rs#L12)\n' },
    ]);
    expect(found.map(({ file, line }) => [file, line])).toEqual([
      ['DEPENDENCY_REPORT.md', 7],
      ['DEPENDENCY_REPORT.md', 8],
    ]);
    expect(found[1]!.message).toContain('LOGGING.md line 3 shows it used');
  });

  it('needs a location next to the name: a mention alone, a quote or a code block shows nothing', () => {
    const found = checkAcrossDocuments([
      { file: 'DEPENDENCY_REPORT.md', content: unusedTable('memchr') },
      { file: 'CHANGELOG.md', content: '# Changelog\n\n- Bump `memchr` to 2.7\n\n> `memchr` at src/read.rs:1\n\n```\n`memchr` src/read.rs:1\n```\n' },
      { file: 'README.md', content: '# x\n\nUses `memchr_fast` in `src/a.rs` line 3.\n' },
    ]);
    expect(found).toEqual([]);
  });

  it('reads a claim as one about its manifest’s folder: a use elsewhere, or named in escaped text, contradicts nothing', () => {
    const content = '# Dependency report\n\n## Possibly unused\n\n| Manifest | Name |\n| --- | --- |\n| `benchmarks/jsx/package.json` | `hono` |\n';
    const todo = '| [src/adapter/bun/websocket.ts:107](src/adapter/bun/websocket.ts#L107) | `createBunWebSocket` | Import \\`upgradeWebSocket\\` from `hono/bun` |\n';
    expect(checkAcrossDocuments([{ file: 'DEPENDENCY_REPORT.md', content }, { file: 'TODO.md', content: todo }])).toEqual([]);
    const inFolder = '| [benchmarks/jsx/run.ts:3](benchmarks/jsx/run.ts#L3) | `hono/jsx` |\n';
    expect(checkAcrossDocuments([{ file: 'DEPENDENCY_REPORT.md', content }, { file: 'PERFORMANCE.md', content: inFolder }])).toHaveLength(1);
  });

  it('reads only the "Possibly unused" section as the claim', () => {
    const content = '# Dependency report\n\n## Direct\n\n| Manifest | Name |\n| --- | --- |\n| `Cargo.toml` | `memchr` |\n';
    expect(checkAcrossDocuments([{ file: 'DEPENDENCY_REPORT.md', content }, { file: 'PERFORMANCE.md', content: '`memchr` at src/read.rs:4\n' }])).toEqual([]);
  });
});
