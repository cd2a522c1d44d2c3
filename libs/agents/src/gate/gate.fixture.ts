import type { Snapshot } from '@chronicle/snapshot';
import { makeFile, makeHistory, makeManifest, makeProject, makeSnapshot, makeSymbol } from '@chronicle/snapshot/testing';

// The repository the gate's specs check documents against: a small TypeScript service with a Rust
// helper, a skipped vendored file, one manifest, one lockfile, a Makefile, a tag and two references.

export const HEAD = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';
export const OLDER = '0f1e2d3c4b5a69788796a5b4c3d2e1f001234567';
export const HEX_WORD_COMMIT = 'deadbeefcafe0000111122223333444455556666';

export function gateSnapshot(overrides: Partial<Snapshot> = {}): Snapshot {
  return makeSnapshot({
    repository: { name: 'acme/widgets', webUrl: 'https://github.com/acme/widgets' },
    commit: { sha: HEAD, date: '2024-05-01T10:00:00+00:00', subject: 'Add the router' },
    files: [
      makeFile({
        path: 'src/index.ts',
        code: {
          symbols: [makeSymbol({ name: 'createApp' })],
          imports: [{ specifier: 'express', line: 1, resolvedPath: null, package: 'express', standardLibrary: false, names: [], reexport: false }, { specifier: './router/router.js', line: 2, resolvedPath: 'src/router/router.ts', package: null, standardLibrary: false, names: [], reexport: false }],
          comments: [],
          routes: [{ method: 'GET', path: '/health', framework: 'express', line: 9, handler: null }],
          functions: [],
          hints: [],
          calls: [],
          purpose: null,
          moduleValue: null, pathUses: [],
        },
      }),
      makeFile({
        path: 'src/router/router.ts',
        code: {
          symbols: [
            makeSymbol({ name: 'Router', kind: 'class' }),
            makeSymbol({ name: 'get', kind: 'method', qualifiedName: 'Router.get', parent: 'Router' }),
          ],
          imports: [],
          comments: [],
          routes: [], functions: [], hints: [], calls: [], purpose: null, moduleValue: null, pathUses: [],
        },
      }),
      makeFile({
        path: 'crates/config/src/lib.rs',
        language: 'Rust',
        code: { symbols: [makeSymbol({ name: 'new', kind: 'method', qualifiedName: 'Config::new', parent: 'Config' })], imports: [], comments: [], routes: [], functions: [], hints: [], calls: [], purpose: null, moduleValue: null, pathUses: [] },
      }),
      makeFile({ path: 'docs/guide.md', language: 'Markdown', languageType: 'prose' }),
      makeFile({ path: 'Makefile', language: 'Makefile' }),
      makeFile({ path: 'package.json', language: 'JSON', languageType: 'data' }),
      makeFile({ path: 'openapi.yaml', language: 'YAML', languageType: 'data' }),
      makeFile({ path: '.github/workflows/ci.yml', language: 'YAML', languageType: 'data' }),
    ],
    skipped: [{ path: 'vendor/jquery.min.js', size: 90_000, reason: 'minified' }],
    languages: [{ language: 'TypeScript', type: 'programming', files: 2, lines: 20, tokens: 100 }],
    manifests: [
      makeManifest({
        path: 'package.json',
        name: 'widgets',
        version: '1.4.0',
        dependencies: [
          { name: 'express', requirement: '^4.18.2', scope: 'runtime', group: null },
          { name: '@types/node', requirement: '>=20, <21', scope: 'development', group: null },
        ],
        scripts: { build: 'tsc', 'test:unit': 'jest' },
        runtime: { name: 'node', requirement: '>=18' },
      }),
    ],
    lockfiles: [
      {
        path: 'package-lock.json',
        ecosystem: 'npm',
        kind: 'package-lock.json',
        packages: [
          { name: 'express', version: '4.18.2', scope: 'runtime', license: 'MIT', dependencies: [] },
          { name: '@types/node', version: '20.11.5', scope: 'development', license: 'MIT', dependencies: [] },
        ],
      },
    ],
    project: makeProject({
      readme: null,
      licenses: [],
      makefiles: [{ path: 'Makefile', targets: ['all', 'install-deps'] }],
      ciWorkflows: [{ path: '.github/workflows/ci.yml', system: 'github-actions', name: 'CI', commands: ['npm test'], triggers: ['push'], permissions: null, actions: [], matrix: [] }],
      openApi: [{ path: 'openapi.yaml', title: 'Widgets', version: '2.0.0', operations: [{ method: 'GET', path: '/widgets/{id}', operationId: 'getWidget', summary: null }] }],
    }),
    history: makeHistory({
      commits: 3,
      contributors: 1,
      firstCommitDate: '2024-01-01T10:00:00+00:00',
      lastCommitDate: '2024-05-01T10:00:00+00:00',
      shas: [HEAD, OLDER, HEX_WORD_COMMIT],
      tags: [{ name: 'v1.4.0', sha: HEAD, date: '2024-05-01T10:00:00+00:00' }],
      references: [12, 34],
      recentActivity: [],
    }),
    ...overrides,
  });
}
