import { rmSync } from 'node:fs';
import { GitFixture } from '@chronicle/history/testing';
import { buildSnapshot, type FunctionMetrics, type LockedPackage, type LoopHint, type Snapshot, type SourceFile } from '@chronicle/snapshot';
import { makeCode, makeFile, makeHistory, makeManifest, makeScan, makeSnapshot, makeSymbol } from '@chronicle/snapshot/testing';
import { agentMetaOf } from '../../sdk/documentation-agent.decorator.js';
import { expectDocumentPasses, testAgent } from '../../testing/agent-tester.js';
import { PerformanceAgent } from './performance.agent.js';

const agent = new PerformanceAgent();

function fn(name: string, line: number, endLine: number, branches: number): FunctionMetrics {
  return { name, line, endLine, branches };
}

function hint(kind: LoopHint['kind'], line: number, call: string | null, owner: string | null): LoopHint {
  return { kind, line, call, function: owner };
}

function locked(name: string, dependencies: string[] = []): LockedPackage {
  return { name, version: '1.0.0', scope: null, license: null, dependencies };
}

function history(commits: number): SourceFile['history'] {
  return { commits, authors: 1, lastCommit: 'a'.repeat(40), lastChange: '2024-01-01T12:00:00+00:00' };
}

/** A small service: a sync job with hints, a router, a test file with hints of its own, an npm lockfile. */
function serviceSnapshot(): Snapshot {
  return makeSnapshot({
    files: [
      makeFile({
        path: 'src/sync.ts',
        lines: 120,
        tokens: 900,
        history: history(12),
        code: makeCode({
          symbols: [makeSymbol({ name: 'syncUsers', line: 3, endLine: 40 }), makeSymbol({ name: 'Cache', kind: 'class', line: 42, endLine: 90 }), makeSymbol({ name: 'get', kind: 'method', qualifiedName: 'Cache.get', parent: 'Cache', line: 50, endLine: 88 })],
          functions: [fn('syncUsers', 3, 40, 9), fn('<anonymous>', 20, 22, 0), fn('Cache.get', 50, 88, 14), fn('helper', 60, 61, 1)],
          hints: [hint('await-in-loop', 10, 'fetch', 'syncUsers'), hint('io-in-loop', 10, 'fetch', 'syncUsers'), hint('io-in-loop', 21, 'db.save', 'syncUsers'), hint('nested-loop', 55, null, 'Cache.get'), hint('await-in-loop', 70, null, 'helper')],
        }),
      }),
      makeFile({
        path: 'src/server.js',
        language: 'JavaScript',
        lines: 300,
        tokens: 2000,
        history: history(3),
        code: makeCode({ functions: [fn('<anonymous>', 5, 9, 2)], hints: [hint('sync-in-handler', 7, 'fs.readFileSync', '<anonymous>')] }),
        scan: makeScan(),
      }),
      makeFile({ path: 'src/keys.ts', lines: 5, history: history(1), code: makeCode({ functions: [fn('load', 1, 5, 0)], hints: [hint('io-in-loop', 3, 'axios.get', null)] }), scan: makeScan({ secrets: [{ rule: 'generic-api-key', line: 3, fingerprint: 'sha256:0123456789ab' }] }) }),
      makeFile({ path: 'README.md', language: 'Markdown', languageType: 'prose', lines: 900 }),
      makeFile({ path: 'test/sync.spec.ts', test: true, lines: 5000, history: history(40), code: makeCode({ functions: [fn('<anonymous>', 1, 4000, 99)], hints: [hint('await-in-loop', 8, 'request', null), hint('nested-loop', 9, null, null)] }) }),
    ],
    manifests: [
      makeManifest({
        path: 'package.json',
        name: 'service',
        dependencies: [
          { name: 'express', requirement: '^4.19.2', scope: 'runtime', group: null },
          { name: 'ms', requirement: '^2.1.0', scope: 'runtime', group: null },
          { name: 'jest', requirement: '^29.0.0', scope: 'development', group: null },
        ],
      }),
    ],
    lockfiles: [
      {
        path: 'package-lock.json',
        ecosystem: 'npm',
        kind: 'package-lock.json',
        packages: [locked('express', ['body-parser', 'debug']), locked('body-parser', ['debug']), locked('debug', ['ms']), locked('ms'), locked('jest', ['expect']), locked('expect')],
      },
    ],
    skipped: [{ path: 'package-lock.json', size: 2048, reason: 'generated' }],
    history: makeHistory({ commits: 50 }),
  });
}

describe('PerformanceAgent', () => {
  it('is a documentation agent for PERFORMANCE.md that reads every path, the manifests and the history', () => {
    expect(agentMetaOf(PerformanceAgent)).toMatchObject({ id: 'performance', docType: 'performance', inputs: { paths: ['**'], manifests: true, history: true } });
  });

  it('writes a document the gate stores as written, listing every hint outside the tests', async () => {
    const result = await testAgent(PerformanceAgent, serviceSnapshot());
    expectDocumentPasses(result);
    expect(result.requiredSections.map((section) => section.title)).toEqual(['Loop hints', 'Most complex functions', 'Largest functions', 'Largest files', 'Heavy dependencies', 'Hot spots']);
    expect(result.coverage.items.map((item) => item.mention)).toEqual(['src/keys.ts:3', 'src/server.js:7', 'src/sync.ts:10', 'src/sync.ts:10', 'src/sync.ts:21', 'src/sync.ts:55', 'src/sync.ts:70']);
    expect(result.report.coverage.missing).toEqual([]);
  });

  it('labels each hint a heuristic with its file, line, function and call, and counts the hints it leaves in tests', () => {
    const markdown = agent.write({ snapshot: serviceSnapshot() });
    expect(markdown).toContain('7 hints in 3 files of the 3 parsed source files outside tests: 2 awaits inside loops, 3 database or HTTP calls inside loops, 1 nested loop, 1 blocking call in a request handler.');
    expect(markdown).toContain('| [src/sync.ts:10](src/sync.ts#L10) | `syncUsers` | `await fetch(…)` |');
    expect(markdown).toContain('| [src/sync.ts:70](src/sync.ts#L70) | helper | an awaited value, not a call |');
    expect(markdown).toContain('| [src/sync.ts:21](src/sync.ts#L21) | `syncUsers` | `db.save(…)` |');
    expect(markdown).toContain('| [src/sync.ts:55](src/sync.ts#L55) | `Cache.get` |');
    expect(markdown).toContain('| [src/server.js:7](src/server.js#L7) | anonymous function | `fs.readFileSync(…)` |');
    expect(markdown).toContain('2 more hints are in test files and not listed.');
    expect(markdown.match(/Heuristic: /g)).toHaveLength(4);
  });

  it('never quotes the call on a line that holds a secret', () => {
    const markdown = agent.write({ snapshot: serviceSnapshot() });
    expect(markdown).toContain('| [src/keys.ts:3](src/keys.ts#L3) | top level | not quoted: the line holds a secret |');
    expect(markdown).not.toMatch(/src\/keys\.ts:3\].*axios/);
  });

  it('ranks functions by branches and by lines, files by lines and hot spots by branches times commits, tests left out', () => {
    const markdown = agent.write({ snapshot: serviceSnapshot() });
    const complex = markdown.slice(markdown.indexOf('## Most complex functions'), markdown.indexOf('## Largest functions'));
    expect(complex.match(/^\| (?!Function|---).*$/gm)).toEqual([
      '| `Cache.get` | [src/sync.ts:50](src/sync.ts#L50) | 14 | 39 |',
      '| `syncUsers` | [src/sync.ts:3](src/sync.ts#L3) | 9 | 38 |',
      '| anonymous function | [src/server.js:5](src/server.js#L5) | 2 | 5 |',
      '| helper | [src/sync.ts:60](src/sync.ts#L60) | 1 | 2 |',
    ]);
    const files = markdown.slice(markdown.indexOf('## Largest files'), markdown.indexOf('## Heavy dependencies'));
    expect(files).toContain('| `src/server.js` | JavaScript | 300 | 2,000 |');
    expect(files).not.toContain('test/sync.spec.ts');
    expect(files).not.toContain('README.md');
    const hot = markdown.slice(markdown.indexOf('## Hot spots'));
    expect(hot.match(/^\| `.*$/gm)).toEqual(['| `src/sync.ts` | 24 | 12 | 288 |', '| `src/server.js` | 2 | 3 | 6 |']);
    expect(markdown).toContain('Test files (1 file) are left out of every list and ranking');
  });

  it('weighs each direct dependency by the packages it pulls in through the lockfile, and says what heavy means offline', () => {
    const markdown = agent.write({ snapshot: serviceSnapshot() });
    expect(markdown).toContain('Package sizes are not available offline, so heavy here means pulling in many packages');
    expect(markdown).toContain('### `package-lock.json`');
    expect(markdown).toContain('| `express` | runtime | 3 |');
    expect(markdown).toContain('| `jest` | development | 1 |');
    expect(markdown).not.toContain('| `ms` |');
  });

  it('says so when a lockfile records no dependency edges', () => {
    const snapshot = makeSnapshot({
      manifests: [makeManifest({ path: 'go.mod', ecosystem: 'go', kind: 'go.mod', name: 'example.com/app', dependencies: [{ name: 'github.com/spf13/pflag', requirement: 'v1.0.5', scope: 'runtime', group: null }] })],
      lockfiles: [{ path: 'go.sum', ecosystem: 'go', kind: 'go.sum', packages: [{ name: 'github.com/spf13/pflag', version: 'v1.0.5', scope: null, license: null, dependencies: [] }] }],
    });
    const markdown = agent.write({ snapshot });
    expect(markdown).toContain('`go.sum` records no dependency edges (only checksums or versions), so what each dependency pulls in cannot be counted from it.');
  });

  it('says in a plain sentence that no hint was found, and writes only the sections its facts call for', async () => {
    const snapshot = makeSnapshot({ files: [makeFile({ path: 'src/a.ts', history: history(2), code: makeCode({ functions: [fn('a', 1, 3, 0)] }) })] });
    const result = await testAgent(PerformanceAgent, snapshot);
    expectDocumentPasses(result);
    expect(result.requiredSections.map((section) => section.title)).toEqual(['Loop hints', 'Most complex functions', 'Largest functions', 'Largest files', 'Hot spots']);
    expect(result.markdown).toContain('No loop hint was found in the 1 parsed source file outside tests');
    expect(result.markdown).toContain('No function outside the tests has a branch');
    expect(result.markdown).toContain('No parsed source file outside the tests has both a branch and a commit');
  });

  it('writes a short document for a repository without code', async () => {
    const result = await testAgent(PerformanceAgent, makeSnapshot({ files: [makeFile({ path: 'README.md', language: 'Markdown', languageType: 'prose' })] }));
    expectDocumentPasses(result);
    expect(result.requiredSections).toEqual([]);
    expect(result.markdown).toContain('widgets has no source file outside tests');
  });

  it('writes the same bytes for the same facts', () => {
    expect(agent.write({ snapshot: serviceSnapshot() })).toBe(agent.write({ snapshot: serviceSnapshot() }));
  });
});

const JOBS = [
  "import express from 'express';",
  "import { readFileSync } from 'node:fs';",
  '',
  '/** Refreshes every user, one request at a time. */',
  'export async function refresh(ids: string[]): Promise<number> {',
  '  let done = 0;',
  '  for (const id of ids) {',
  '    const response = await fetch(`https://api.example.com/users/${id}`);',
  '    if (response.ok && id) done += 1;',
  '  }',
  '  return done;',
  '}',
  '',
  'export function serve(): void {',
  '  const app = express();',
  "  app.get('/version', (_req, res) => res.send(readFileSync('VERSION', 'utf8')));",
  '  app.listen(3000);',
  '}',
  '',
].join('\n');

describe('PerformanceAgent on a real repository', () => {
  let repo: GitFixture;
  let snapshot: Snapshot;

  beforeAll(async () => {
    repo = new GitFixture();
    const lock = {
      name: 'jobs',
      lockfileVersion: 3,
      packages: {
        '': { name: 'jobs', dependencies: { express: '^4.19.2' } },
        'node_modules/express': { version: '4.19.2', dependencies: { 'body-parser': '1.20.2' } },
        'node_modules/body-parser': { version: '1.20.2' },
      },
    };
    repo.commit('feat: jobs', {
      'package.json': JSON.stringify({ name: 'jobs', version: '1.0.0', dependencies: { express: '^4.19.2' } }, null, 2),
      'package-lock.json': JSON.stringify(lock, null, 2),
      'src/jobs.ts': JOBS,
      'test/jobs.spec.ts': "import { refresh } from '../src/jobs.js';\nfor (const ids of [['a'], ['b']]) {\n  await refresh(ids);\n}\n",
    });
    repo.commit('docs: say when jobs run', { 'src/jobs.ts': `// Jobs run on a schedule.\n${JOBS}` });
    snapshot = await buildSnapshot(repo.dir);
  });
  afterAll(() => rmSync(repo.dir, { recursive: true, force: true }));

  it('finds the await and the HTTP call in the loop and the blocking read in the route, and passes the gate', async () => {
    const result = await testAgent(PerformanceAgent, snapshot);
    expectDocumentPasses(result);
    expect(result.markdown).toContain('| [src/jobs.ts:9](src/jobs.ts#L9) | `refresh` | `await fetch(…)` |');
    expect(result.markdown).toContain('| [src/jobs.ts:9](src/jobs.ts#L9) | `refresh` | `fetch(…)` |');
    expect(result.markdown).toContain('| [src/jobs.ts:17](src/jobs.ts#L17) | `serve` | `readFileSync(…)` |');
    expect(result.markdown).toContain('1 more hint is in test files and not listed.');
    expect(result.markdown).toContain('| `refresh` | [src/jobs.ts:6](src/jobs.ts#L6) | 3 | 8 |');
    expect(result.markdown).toContain('| `express` | runtime | 1 |');
    expect(result.markdown).toContain('| `src/jobs.ts` | 3 | 2 | 6 |');
  });
});
