import { rmSync } from 'node:fs';
import { DOC_TIERS } from '@chronicle/contracts';
import { GitFixture } from '@chronicle/history/testing';
import { buildSnapshot, type Snapshot, type WorkMarker } from '@chronicle/snapshot';
import { makeFile, makeManifest, makeScan, makeSnapshot, makeSymbol, makeCode } from '@chronicle/snapshot/testing';
import { expectDocumentPasses, testAgent } from '../../testing/index.js';
import { agentMetaOf } from '../../sdk/documentation-agent.decorator.js';
import { TodoAgent } from './todo.agent.js';

const agent = new TodoAgent();

function marker(line: number, overrides: Partial<WorkMarker> = {}): WorkMarker {
  return { tag: 'TODO', line, text: 'tidy up', author: 'Ada Lovelace', date: '2023-12-01T10:00:00+01:00', ...overrides };
}

// The commit is dated 2024-01-01: a marker from 2023-12 is under a year old, 2022-06 is 1–2 years, 2019 over 2 years.
function openWork(): Snapshot {
  return makeSnapshot({
    manifests: [makeManifest({ path: 'packages/core/package.json', name: '@acme/core' })],
    files: [
      makeFile({
        path: 'src/router.ts',
        scan: makeScan({
          markers: [
            marker(3, { text: 'handle `HEAD` requests, see #12 and a1b2c3d4e5' }),
            marker(40, { tag: 'FIXME', text: 'leaks on *close*', author: 'Bob Byte', date: '2019-05-01T09:00:00+00:00' }),
          ],
        }),
      }),
      makeFile({ path: 'packages/core/src/index.ts', scan: makeScan({ markers: [marker(7, { tag: 'HACK', text: '', date: '2022-06-01T09:00:00+00:00' })] }) }),
      makeFile({ path: 'deploy.sh', language: 'Shell', parsed: false, scan: makeScan({ markers: [marker(2, { tag: 'XXX', author: null, date: null, text: 'pin the image' })] }) }),
      makeFile({
        path: 'test/router.spec.ts',
        test: true,
        scan: makeScan({ skippedTests: [{ line: 9, marker: 'it.skip', name: 'matches wildcards', reason: null }, { line: 20, marker: '@Disabled', name: null, reason: 'flaky on CI' }] }),
      }),
      makeFile({
        path: 'src/old.ts',
        code: makeCode({ symbols: [makeSymbol({ name: 'fetchOld', line: 5 })] }),
        scan: makeScan({ deprecations: [{ line: 3, marker: '@deprecated', symbol: 'fetchOld', note: 'Use fetchNew instead.' }, { line: 9, marker: '@deprecated', symbol: null, note: null }] }),
      }),
      makeFile({ path: 'src/clean.ts' }),
    ],
  });
}

describe('TodoAgent', () => {
  it('is marked as the TODO agent for Lite and Pro', () => {
    const meta = agentMetaOf(TodoAgent);
    expect(meta).toMatchObject({ id: 'todo', docType: 'todo', name: 'TODO Agent', version: '1.3.0' });
    expect(meta?.tiers).toEqual(DOC_TIERS.todo);
  });

  it('passes the gate with every marker listed by file and line', async () => {
    const result = await testAgent(TodoAgent, openWork());
    expectDocumentPasses(result);
    expect(result.coverage.items.map((item) => item.key)).toEqual(['deploy.sh:2', 'packages/core/src/index.ts:7', 'src/router.ts:3', 'src/router.ts:40']);
    expect(result.report.coverage.missing).toEqual([]);
  });

  it('groups markers by area, the oldest first, with tag, age against the commit date, author and text', () => {
    const markdown = agent.write({ snapshot: openWork() });
    const headings = markdown.split('\n').filter((line) => line.startsWith('### '));
    expect(headings).toEqual(['### Repository root', '### `packages/core/` (package @acme/core)', '### `src/`']);
    expect(markdown).toContain('| [src/router.ts:40](src/router.ts#L40) | FIXME | 4 years (2019-05-01) | Bob Byte | leaks on \\*close\\* |');
    expect(markdown).toContain('| [packages/core/src/index.ts:7](packages/core/src/index.ts#L7) | HACK | 19 months (2022-06-01) | Ada Lovelace | The comment has no text after the tag. |');
    expect(markdown).toContain('| [deploy.sh:2](deploy.sh#L2) | XXX | unknown | unknown | pin the image |');
    const src = markdown.slice(markdown.indexOf('### `src/`'));
    expect(src.indexOf('src/router.ts:40')).toBeLessThan(src.indexOf('src/router.ts:3]'));
  });

  it('counts markers per area and age bucket', () => {
    const markdown = agent.write({ snapshot: openWork() });
    expect(markdown).toContain('| Area | Markers | Under a year | 1–2 years | Over 2 years | Age unknown |');
    expect(markdown).toContain('| `src/` | 2 | 1 | 0 | 1 | 0 |');
    expect(markdown).toContain('| **Total** | **4** | **1** | **1** | **1** | **1** |');
    expect(markdown).toContain('4 open-work comments in 3 files at commit `aaaaaaa` (2024-01-01): TODO 1, FIXME 1, HACK 1, XXX 1.');
    expect(markdown).toContain('1 marker could not be blamed.');
  });

  it('quotes the comment text without code spans, issue references or commit hashes the gate would check', () => {
    const markdown = agent.write({ snapshot: openWork() });
    expect(markdown).toContain('handle \\`HEAD\\` requests, see &#35;12 and &#x61;1b2c3&#x64;4e5');
  });

  it('lists skipped tests and deprecations, naming a declaration only when the parser found it', () => {
    const markdown = agent.write({ snapshot: openWork() });
    expect(markdown).toContain('| [test/router.spec.ts:9](test/router.spec.ts#L9) | it.skip | matches wildcards | — |');
    expect(markdown).toContain('| [test/router.spec.ts:20](test/router.spec.ts#L20) | @Disabled | not on the line | flaky on CI |');
    expect(markdown).toContain('| [src/old.ts:3](src/old.ts#L3) | @deprecated | `fetchOld` | Use fetchNew instead. |');
    expect(markdown).toContain('| [src/old.ts:9](src/old.ts#L9) | @deprecated | not found |');
    expect(agent.requiredSections({ snapshot: openWork() }).map((section) => section.title)).toEqual(['Summary', 'Markers', 'Skipped tests', 'Deprecations']);
  });

  it('says in plain sentences when there is no open work, and requires no section', async () => {
    const snapshot = makeSnapshot({ files: [makeFile({ path: 'src/a.ts' })] });
    const result = await testAgent(TodoAgent, snapshot);
    expectDocumentPasses(result);
    expect(result.requiredSections).toEqual([]);
    expect(result.markdown).toBe(
      '# TODO\n\nNo TODO, FIXME, HACK, XXX or BUG comments were found in the 1 indexed file of widgets at commit `aaaaaaa` (2024-01-01).\n\nNo test is switched off in code. No code is marked deprecated.\n',
    );
  });

  it('writes the same bytes for the same facts', () => {
    expect(agent.write({ snapshot: openWork() })).toBe(agent.write({ snapshot: openWork() }));
  });
});

// A repository with the idioms each framework and language uses to switch tests off and mark code deprecated.
const OPEN_WORK: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'tiny-router', version: '1.0.0', dependencies: { depd: '^2.0.0' } }, null, 2),
  'lib/legacy.js': [
    "const util = require('util');",
    "const deprecate = require('depd')('tiny-router');",
    '',
    'function mount(path) {',
    "  deprecate('mount() is deprecated, use use() instead');",
    '  return path;',
    '}',
    '',
    'function oldFind(path) {',
    '  return path;',
    '}',
    "exports.oldFind = util.deprecate(oldFind, 'oldFind() is deprecated. Use find() instead.');",
    'exports.mount = mount;',
    '',
  ].join('\n'),
  'src/cache.ts': ['// TODO: evict entries by size,', '// not by count, once the', '// store reports sizes.', 'export const cache = new Map<string, string>();', ''].join('\n'),
  'test/router.test.js': [
    "const test = require('node:test');",
    '',
    "test('reads the proxy', { skip: 'needs a proxy server' }, () => {});",
    "test.failing('rejects bad input', () => {});",
    "test('posix only', (t) => {",
    "  t.skip('no symlinks on Windows');",
    '});',
    '',
  ].join('\n'),
  'tidy/api.py': ['import warnings', '', '', 'def tidy_all(texts):', '    warnings.warn(', '        "tidy_all() is deprecated; use tidy_many()",', '        DeprecationWarning,', '        stacklevel=2,', '    )', '    return texts', ''].join('\n'),
  'tests/test_api.py': ['import sys', '', 'import pytest', '', '', '@pytest.mark.skipif(sys.platform == "win32", reason="posix paths only")', 'def test_paths():', '    pass', ''].join('\n'),
  'src/lib.rs': [
    '/// Adds up counts.',
    '#[deprecated(since = "1.2.0", note = "use total_of instead")]',
    'pub fn total() -> usize {',
    '    0',
    '}',
    '',
    '#[cfg(test)]',
    'mod tests {',
    '    #[test]',
    '    #[ignore = "needs a large corpus"]',
    '    fn big() {}',
    '}',
    '',
  ].join('\n'),
  'shapes_test.go': ['package shapes', '', 'import "testing"', '', 'func TestDisk(t *testing.T) {', '\tt.Skip("needs docker")', '}', ''].join('\n'),
  'src/main/java/org/example/Greeter.java': [
    'package org.example;',
    '',
    'public class Greeter {',
    '    /**',
    '     * Greets loudly.',
    '     * @deprecated use greet(name, Mood.LOUD) instead',
    '     */',
    '    @Deprecated(since = "2.0")',
    '    public String shout(String name) {',
    '        return name;',
    '    }',
    '}',
    '',
  ].join('\n'),
  'src/test/java/org/example/GreeterTest.java': ['package org.example;', '', 'import org.junit.jupiter.api.Disabled;', '', 'public class GreeterTest {', '    @Disabled("flaky on CI")', '    void greets() {}', '}', ''].join('\n'),
};

// Words that look like the idioms but are in strings and comments: nothing to list.
const DECOYS: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'quiet', version: '1.0.0' }, null, 2),
  'src/index.ts': ["// it.skip('commented out') and @deprecated in prose, not a doc tag", "export const help = 'use it.skip( or @Deprecated to switch things off';", ''].join('\n'),
  'test/index.test.js': ["const db = { find: (query) => query };", "db.find({ skip: 10 });", "test('the { skip: true } option is documented', () => {});", ''].join('\n'),
  'pkg/core.py': ['import warnings', '', '', 'def loud():', '    warnings.warn("slow path", UserWarning)', ''].join('\n'),
};

describe('TodoAgent on real repositories', () => {
  const dirs: string[] = [];
  async function snapshotOf(files: Record<string, string>): Promise<Snapshot> {
    const repo = new GitFixture();
    dirs.push(repo.dir);
    repo.commit('feat: first version', files);
    return buildSnapshot(repo.dir);
  }
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('lists skipped tests with their reasons, deprecations with what replaces them, and a TODO over several lines whole', async () => {
    const result = await testAgent(TodoAgent, await snapshotOf(OPEN_WORK));
    expectDocumentPasses(result);
    const markdown = result.markdown;
    expect(markdown).toContain('| [test/router.test.js:3](test/router.test.js#L3) | { skip } | reads the proxy | needs a proxy server |');
    expect(markdown).toContain('| [test/router.test.js:4](test/router.test.js#L4) | test.failing | rejects bad input | — |');
    expect(markdown).toContain('| [test/router.test.js:6](test/router.test.js#L6) | t.skip | not on the line | no symlinks on Windows |');
    expect(markdown).toContain('| [tests/test\\_api.py:6](tests/test_api.py#L6) | @pytest.mark.skipif | not on the line | posix paths only |');
    expect(markdown).toContain('| [src/lib.rs:10](src/lib.rs#L10) | \\#\\[ignore\\] | not on the line | needs a large corpus |');
    expect(markdown).toContain('| [shapes\\_test.go:6](shapes_test.go#L6) | t.Skip | not on the line | needs docker |');
    expect(markdown).toContain('| [src/test/java/org/example/GreeterTest.java:6](src/test/java/org/example/GreeterTest.java#L6) | @Disabled | not on the line | flaky on CI |');
    expect(markdown).toContain('| [lib/legacy.js:5](lib/legacy.js#L5) | deprecate | `mount` | mount() is deprecated, use use() instead |');
    expect(markdown).toContain('| [lib/legacy.js:12](lib/legacy.js#L12) | util.deprecate | `oldFind` | oldFind() is deprecated. Use find() instead. |');
    expect(markdown).toContain('| [tidy/api.py:5](tidy/api.py#L5) | DeprecationWarning | `tidy_all` | tidy\\_all() is deprecated; use tidy\\_many() |');
    expect(markdown).toContain('| [src/lib.rs:2](src/lib.rs#L2) | \\#\\[deprecated\\] | `total` | use total\\_of instead |');
    expect(markdown).toContain('| [src/main/java/org/example/Greeter.java:6](src/main/java/org/example/Greeter.java#L6) | @deprecated + @Deprecated | `Greeter.shout` | use greet(name, Mood.LOUD) instead |');
    expect(markdown).toContain('| evict entries by size, not by count, once the store reports sizes. |');
    expect(markdown).toContain('7 tests are switched off in code. 5 deprecations are marked in code.');
  });

  it('makes no claim of skipped tests or deprecations for look-alikes in strings, comments and other calls', async () => {
    const result = await testAgent(TodoAgent, await snapshotOf(DECOYS));
    expectDocumentPasses(result);
    expect(result.markdown).toContain('No test is switched off in code. No code is marked deprecated.');
    expect(result.markdown).not.toContain('## Skipped tests');
    expect(result.markdown).not.toContain('## Deprecations');
  });
});
