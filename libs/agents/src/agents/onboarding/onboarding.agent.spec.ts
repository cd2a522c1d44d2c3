import type { Snapshot } from '@chronicle/snapshot';
import { makeFile, makeHistory, makeManifest, makeProject, makeScan, makeSnapshot, makeSymbol } from '@chronicle/snapshot/testing';
import { expectDocumentPasses, testAgent } from '../../testing/index.js';
import { OnboardingAgent } from './onboarding.agent.js';

const SHA = 'b'.repeat(40);

function webSnapshot(): Snapshot {
  return makeSnapshot({
    manifests: [
      makeManifest({
        path: 'package.json',
        name: 'widgets',
        runtime: { name: 'node', requirement: '>=20.19' },
        scripts: { build: 'tsc -p .', test: 'jest', lint: 'eslint .', dev: 'node --watch src/server.ts', release: 'changeset publish' },
        entryPoints: ['src/server.ts'],
      }),
    ],
    lockfiles: [{ path: 'package-lock.json', ecosystem: 'npm', kind: 'package-lock.json', packages: [] }],
    files: [
      makeFile({ path: 'README.md', language: 'Markdown', languageType: 'prose', scan: makeScan({ environment: [{ name: 'SENTRY_DSN', line: 30, via: 'process.env' }, { name: 'OPENAI_API_KEY', line: 31, via: 'process.env' }] }) }),
      makeFile({ path: 'package.json', language: 'JSON', languageType: 'data' }),
      makeFile({ path: 'Makefile', language: 'Makefile', languageType: 'programming' }),
      makeFile({ path: '.github/workflows/ci.yml', language: 'YAML', languageType: 'data' }),
      makeFile({ path: 'CONTRIBUTING.md', language: 'Markdown', languageType: 'prose' }),
      makeFile({
        path: 'src/server.ts',
        scan: makeScan({ environment: [{ name: 'PORT', line: 3, via: 'process.env' }, { name: 'DATABASE_URL', line: 4, via: 'process.env' }] }),
        history: { commits: 40, authors: 3, lastCommit: SHA, lastChange: '2024-05-01T10:00:00+00:00' },
      }),
      makeFile({ path: 'src/db.ts', scan: makeScan({ environment: [{ name: 'DATABASE_URL', line: 9, via: 'process.env' }] }), history: { commits: 12, authors: 1, lastCommit: SHA, lastChange: '2024-04-01T10:00:00+00:00' } }),
      makeFile({ path: 'test/server.spec.ts', test: true, scan: makeScan({ environment: [{ name: 'TEST_TOKEN', line: 2, via: 'process.env' }] }), history: { commits: 90, authors: 2, lastCommit: SHA, lastChange: '2024-05-01T10:00:00+00:00' } }),
      makeFile({ path: 'cmd/tool/main.go', language: 'Go', code: { symbols: [makeSymbol({ name: 'main' })], imports: [], comments: [], routes: [], functions: [], hints: [], calls: [], purpose: null, moduleValue: null, pathUses: [] } }),
      makeFile({ path: '.env.example', language: null, languageType: null }),
      makeFile({ path: 'Dockerfile', language: 'Dockerfile', languageType: 'programming' }),
      makeFile({ path: '.nvmrc', language: null, languageType: null }),
    ],
    project: makeProject({
      readme: { path: 'README.md', title: 'Widgets', opening: null },
      makefiles: [{ path: 'Makefile', targets: ['docker', 'test-e2e'] }],
      ciWorkflows: [{ path: '.github/workflows/ci.yml', system: 'github-actions', name: 'CI', commands: ['npm ci', 'npm test'], triggers: ['push', 'pull_request'], permissions: null, actions: [{ uses: 'actions/checkout@v4', line: 5, pinned: false }, { uses: 'golangci/golangci-lint-action@v8', line: 9, pinned: false }, { uses: 'dtolnay/rust-toolchain@nightly', line: 11, pinned: false }], matrix: [{ name: 'node', values: ['18', '20'] }] }],
      runtimes: [
        { path: '.nvmrc', name: 'Node.js', requirement: 'lts/iron' },
        { path: 'Dockerfile', name: 'node', requirement: '20-alpine' },
      ],
      environmentExamples: [{ path: '.env.example', variables: [{ name: 'DATABASE_URL', line: 1 }, { name: 'SENTRY_DSN', line: 2 }, { name: 'REDIS_URL', line: 3 }] }],
    }),
    history: makeHistory({
      commits: 200,
      shas: ['a'.repeat(40), SHA],
      authorsByFolder: [
        { folder: '.', authors: [{ name: 'Ada Lovelace', commits: 20 }] },
        { folder: 'src', authors: [{ name: 'Ada Lovelace', commits: 90 }, { name: 'Grace <Hopper>', commits: 40 }] },
      ],
      conventions: { conventionalCommits: 0.92, areaPrefixes: 0.03, topAreas: [{ prefix: 'deps', commits: 6 }], mergeCommits: 0.02, branch: 'main', squashMerges: 0.61 },
    }),
  });
}

describe('OnboardingAgent', () => {
  it('writes every section the facts call for and passes the gate', async () => {
    const result = await testAgent(OnboardingAgent, webSnapshot());
    expectDocumentPasses(result);
    expect(result.meta).toMatchObject({ id: 'onboarding', docType: 'onboarding' });
    expect(result.file).toBe('ONBOARDING.md');
    expect(result.requiredSections.map((section) => section.title)).toEqual([
      'Prerequisites',
      'Setup',
      'Build, test and run',
      'What CI runs',
      'Environment variables',
      'Read first',
      'Who knows what',
      'Conventions',
    ]);
  });

  it('lists every environment variable, read in code or in the example file, with where it is read', async () => {
    const { markdown, coverage, report } = await testAgent(OnboardingAgent, webSnapshot());
    expect(coverage.items.map((item) => item.key)).toEqual(['DATABASE_URL', 'OPENAI_API_KEY', 'PORT', 'REDIS_URL', 'SENTRY_DSN', 'TEST_TOKEN']);
    expect(report.coverage.missing).toEqual([]);
    expect(markdown).toContain('| `DATABASE_URL` | `src/db.ts` (line 9), `src/server.ts` (line 4) | `.env.example` (line 1) |');
    expect(markdown).toContain('| `SENTRY_DSN` | `README.md` (line 30) — documentation only | `.env.example` (line 2) |');
    expect(markdown).toContain('| `REDIS_URL` | no literal read found in the code | `.env.example` (line 3) |');
    expect(markdown).toContain('| `OPENAI_API_KEY` | `README.md` (line 31) — documentation only | not listed |');
    expect(markdown).toContain('| `TEST_TOKEN` | `test/server.spec.ts` (line 2) — tests only | not listed |');
    expect(markdown).toContain('1 variable read outside the tests is missing from the example file.');
  });

  it('names runtimes, images, commands by purpose, what to read first, who knows what and the conventions', async () => {
    const { markdown } = await testAgent(OnboardingAgent, webSnapshot());
    expect(markdown).toContain('| Node.js | `>=20.19` | `package.json` |');
    expect(markdown).toContain('| Node.js | `lts/iron` | `.nvmrc` |');
    expect(markdown).toContain('| `node` | `20-alpine` | `Dockerfile` |');
    expect(markdown).toContain('git clone https://github.com/acme/widgets\ncd widgets\nnpm ci\n');
    expect(markdown).toContain(
      [
        '| Build | `npm run build` | `tsc -p .` | `package.json` |',
        '| Test | `make test-e2e` | | `Makefile` |',
        '| Test | `npm test` | jest | `package.json` |',
        '| Check | `npm run lint` | `eslint .` | `package.json` |',
        '| Run | `npm run dev` | `node --watch src/server.ts` | `package.json` |',
        '| Other | `make docker` | | `Makefile` |',
        '| Other | `npm run release` | `changeset publish` | `package.json` |',
      ].join('\n'),
    );
    expect(markdown).toContain('The GitHub Actions workflow "CI" uses the actions `golangci/golangci-lint-action@v8`, `dtolnay/rust-toolchain@nightly`, runs its jobs across the build matrix node 18, 20, and runs 2 commands on push, pull\\_request:');
    expect(markdown).toContain('| `src/server.ts` | entry point (named by package.json); one of the most-changed files: 40 commits, last on 2024-05-01 |');
    expect(markdown).toContain('| `CONTRIBUTING.md` | a guide for contributors |');
    expect(markdown).not.toContain('test/server.spec.ts` | one of');
    expect(markdown).toContain('| `src/` | Ada Lovelace (90), Grace \\<Hopper\\> (40) |');
    expect(markdown).toContain('Of the non-merge commits, 92% have a Conventional Commits subject');
    expect(markdown).toContain('3% start with the area they change (as in "net/http: fix …"), and 5% have neither: write yours as Conventional Commits.');
    expect(markdown).toContain('pull requests are mostly squash-merged');
    expect(markdown).toContain('This commit is the tip of the branch `main`.');
  });

  it("reads the project's own entry points first and counts the examples' beyond ten", async () => {
    const main = (path: string) => makeFile({ path, language: 'Go', code: { symbols: [makeSymbol({ name: 'main' })], imports: [], comments: [], routes: [], functions: [], hints: [], calls: [], purpose: null, moduleValue: null, pathUses: [] } });
    const examples = Array.from({ length: 12 }, (_, index) => main(`examples/demo${String(index).padStart(2, '0')}/main.go`));
    const result = await testAgent(OnboardingAgent, makeSnapshot({ files: [...examples, main('cmd/tool/main.go')] }));
    expectDocumentPasses(result);
    expect(result.markdown).toMatch(/## Read first[\s\S]*\| `cmd\/tool\/main\.go` \| entry point \(Go package main\)[^\n]*\n\| `examples\/demo00\/main\.go` \|/);
    expect(result.markdown).toContain('3 more entry points (in examples, benchmarks and the like, or beyond the first 10) are not listed here.');
  });

  it("uses the package manager the lockfile names, Bun's too", async () => {
    const bun = makeSnapshot({
      manifests: [makeManifest({ path: 'package.json', scripts: { test: 'vitest --run' } })],
      lockfiles: [{ path: 'bun.lock', ecosystem: 'npm', kind: 'bun.lock', packages: [] }],
      files: [makeFile({ path: 'package.json', language: 'JSON', languageType: 'data' }), makeFile({ path: 'bun.lock', language: null, languageType: null })],
    });
    const { markdown, report } = await testAgent(OnboardingAgent, bun);
    expect(report.refused).toBe(false);
    expect(markdown).toContain('bun install --frozen-lockfile\n');
    expect(markdown).toContain('| Test | `bun run test` | `vitest --run` | `package.json` |');
  });

  it("tests an npm workspace through its members' scripts when the root has no test script of its own", async () => {
    const workspace = makeSnapshot({
      manifests: [
        makeManifest({ path: 'package.json', name: 'root', workspaces: ['packages/*'], scripts: { lint: 'eslint .' } }),
        makeManifest({ path: 'packages/core/package.json', name: 'core', scripts: { test: 'vitest --run', build: 'tsc' } }),
        makeManifest({ path: 'packages/web/package.json', name: 'web', scripts: { test: 'vitest --run' } }),
      ],
      lockfiles: [{ path: 'package-lock.json', ecosystem: 'npm', kind: 'package-lock.json', packages: [] }],
      files: [makeFile({ path: 'package.json', language: 'JSON', languageType: 'data' }), makeFile({ path: 'packages/core/package.json', language: 'JSON', languageType: 'data' }), makeFile({ path: 'packages/web/package.json', language: 'JSON', languageType: 'data' })],
    });
    const { markdown } = await testAgent(OnboardingAgent, workspace);
    expect(markdown).toContain('| Build | `npm run build --workspaces --if-present` | | `package.json` |');
    expect(markdown).toContain('| Test | `npm test --workspaces --if-present` | | `package.json` |');
    expect(markdown).not.toContain('| Test | `npm test` |');
  });

  it('says what it cannot know instead of inventing it, and writes the same bytes twice', async () => {
    const bare = makeSnapshot({ files: [makeFile({ path: 'notes.txt', language: 'Text', languageType: 'prose' })], history: makeHistory({ conventions: { conventionalCommits: 0, areaPrefixes: 0, topAreas: [], mergeCommits: 0, branch: null, squashMerges: 0 } }) });
    const result = await testAgent(OnboardingAgent, bare);
    expectDocumentPasses(result);
    expect(result.requiredSections.map((section) => section.title)).toEqual(['Conventions']);
    expect(result.coverage.items).toEqual([]);
    expect(result.markdown).toContain('No branch points at this commit');
    expect(result.markdown).not.toMatch(/TBD|N\/A|TODO/);
    expect(new OnboardingAgent().write({ snapshot: webSnapshot() })).toBe(new OnboardingAgent().write({ snapshot: webSnapshot() }));
  });
});
