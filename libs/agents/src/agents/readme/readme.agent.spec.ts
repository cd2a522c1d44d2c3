import type { ImportRef, Snapshot } from '@chronicle/snapshot';
import { makeFile, makeHistory, makeManifest, makeProject, makeSnapshot, makeSymbol } from '@chronicle/snapshot/testing';
import { agentMetaOf } from '../../sdk/documentation-agent.decorator.js';
import { ReadmeAgent } from './readme.agent.js';
import { projectName } from '../../facts/project-name.js';

const agent = new ReadmeAgent();

function importsOf(...packages: string[]): { code: { symbols: []; comments: []; routes: []; functions: []; hints: []; calls: []; purpose: null; moduleValue: null; pathUses: []; imports: ImportRef[] } } {
  return { code: { symbols: [], comments: [], routes: [], functions: [], hints: [], calls: [], purpose: null, moduleValue: null, pathUses: [], imports: packages.map((name) => ({ specifier: name, line: 1, resolvedPath: null, package: name, standardLibrary: false, names: [], reexport: false })) } };
}

function npmSnapshot(lockKind = 'package-lock.json'): Snapshot {
  const lockPath = lockKind === 'pnpm-lock.yaml' ? 'pnpm-lock.yaml' : 'package-lock.json';
  return makeSnapshot({
    languages: [
      { language: 'TypeScript', type: 'programming', files: 3, lines: 420, tokens: 2100 },
      { language: 'Markdown', type: 'prose', files: 2, lines: 80, tokens: 400 },
    ],
    manifests: [
      makeManifest({
        path: 'package.json',
        name: 'widgets',
        version: '1.2.0',
        description: 'Renders <widgets> fast',
        license: 'MIT',
        runtime: { name: 'node', requirement: '>=20' },
        scripts: { build: 'tsc -p tsconfig.build.json', test: 'jest', lint: 'eslint .' },
        entryPoints: ['./bin/widgets.js', 'dist/index.js'],
        dependencies: [
          { name: 'express', requirement: '^4.18.0', scope: 'runtime', group: null },
          { name: 'zod', requirement: '^3.22.0', scope: 'runtime', group: null },
          { name: 'jest', requirement: '^29.0.0', scope: 'development', group: null },
        ],
      }),
    ],
    lockfiles: [{ path: lockPath, ecosystem: 'npm', kind: lockKind, packages: [] }],
    files: [
      makeFile({ path: 'README.md', language: 'Markdown', languageType: 'prose' }),
      makeFile({ path: 'bin/widgets.js', language: 'JavaScript', ...importsOf('express') }),
      makeFile({ path: 'src/server.ts', ...importsOf('express', 'zod') }),
      makeFile({ path: 'src/routes.ts', ...importsOf('express') }),
      makeFile({ path: 'test/server.spec.ts', test: true }),
      makeFile({ path: 'docs/guide.md', language: 'Markdown', languageType: 'prose' }),
      makeFile({ path: '.github/workflows/ci.yml', language: 'YAML', languageType: 'data' }),
      makeFile({ path: 'LICENSE', language: null, languageType: null }),
    ],
    project: makeProject({
      readme: { path: 'README.md', title: 'Widgets', opening: 'Widgets renders *widgets* on the server. Docs: https://widgets.dev/docs_v2.' },
      licenses: [{ path: 'LICENSE', spdxId: 'MIT', similarity: 0.98 }],
      makefiles: [{ path: 'Makefile', targets: ['release', 'all'] }],
      ciWorkflows: [{ path: '.github/workflows/ci.yml', system: 'github-actions', name: 'CI', commands: ['npm ci', 'npm test'], triggers: ['push'], permissions: null, actions: [], matrix: [] }],
      openApi: [],
    }),
    history: makeHistory({
      commits: 120,
      contributors: 4,
      firstCommitDate: '2021-03-04T10:00:00+00:00',
      lastCommitDate: '2024-05-06T10:00:00+00:00',
      shas: ['a'.repeat(40)],
      tags: [
        { name: 'nightly', sha: 'a'.repeat(40), date: '2024-05-01T00:00:00+00:00' },
        { name: 'v1.2.0', sha: 'a'.repeat(40), date: '2024-04-02T09:00:00+00:00' },
        { name: 'v1.1.0', sha: 'a'.repeat(40), date: '2023-11-02T09:00:00+00:00' },
      ],
      references: [],
      recentActivity: [
        { month: '2024-03', commits: 7 },
        { month: '2024-04', commits: 12 },
        { month: '2024-05', commits: 3 },
      ],
    }),
  });
}

function goSnapshot(): Snapshot {
  return makeSnapshot({
    repository: { name: 'acme/tool', webUrl: null },
    languages: [{ language: 'Go', type: 'programming', files: 2, lines: 300, tokens: 1500 }],
    manifests: [makeManifest({ path: 'go.mod', ecosystem: 'go', kind: 'go.mod', name: 'github.com/acme/tool', runtime: { name: 'go', requirement: '1.22' }, dependencies: [{ name: 'github.com/spf13/pflag', requirement: 'v1.0.5', scope: 'runtime', group: null }] })],
    lockfiles: [{ path: 'go.sum', ecosystem: 'go', kind: 'go.sum', packages: [] }],
    files: [
      makeFile({ path: 'cmd/tool/main.go', language: 'Go', code: { symbols: [makeSymbol({ name: 'main', signature: 'func main()' })], imports: [], comments: [], routes: [], functions: [], hints: [], calls: [], purpose: null, moduleValue: null, pathUses: [] } }),
      makeFile({ path: 'internal/run/run.go', language: 'Go', code: { symbols: [makeSymbol({ name: 'main', kind: 'method', parent: 'Runner', qualifiedName: 'Runner.main' })], imports: [], comments: [], routes: [], functions: [], hints: [], calls: [], purpose: null, moduleValue: null, pathUses: [] } }),
      makeFile({ path: 'internal/run/run_test.go', language: 'Go', test: true }),
    ],
  });
}

function rustSnapshot(): Snapshot {
  return makeSnapshot({
    languages: [{ language: 'Rust', type: 'programming', files: 2, lines: 200, tokens: 900 }],
    manifests: [makeManifest({ path: 'Cargo.toml', ecosystem: 'cargo', kind: 'Cargo.toml', name: 'ferris', description: 'A crab that sorts', license: 'MIT OR Apache-2.0', dependencies: [{ name: 'serde', requirement: '1', scope: 'runtime', group: null }] })],
    lockfiles: [{ path: 'Cargo.lock', ecosystem: 'cargo', kind: 'Cargo.lock', packages: [] }],
    files: [
      makeFile({ path: 'src/main.rs', language: 'Rust', code: { symbols: [makeSymbol({ name: 'main', signature: 'fn main()' })], imports: [], comments: [], routes: [], functions: [], hints: [], calls: [], purpose: null, moduleValue: null, pathUses: [] } }),
      makeFile({ path: 'src/sort.rs', language: 'Rust' }),
    ],
    project: makeProject({ readme: null, licenses: [{ path: 'LICENSE-MIT', spdxId: 'MIT', similarity: 0.99 }, { path: 'LICENSE-APACHE', spdxId: 'Apache-2.0', similarity: 0.97 }], makefiles: [], ciWorkflows: [], openApi: [] }),
  });
}

function pythonSnapshot(lock: 'poetry.lock' | null): Snapshot {
  return makeSnapshot({
    languages: [{ language: 'Python', type: 'programming', files: 2, lines: 150, tokens: 700 }],
    manifests: [
      makeManifest({ path: 'pyproject.toml', ecosystem: 'pypi', kind: 'pyproject.toml', name: 'acme-cli', description: 'Command line for Acme', runtime: { name: 'python', requirement: '>=3.10' }, scripts: { acme: 'acme.cli:main' }, entryPoints: ['acme.cli:main'], dependencies: [{ name: 'click', requirement: '>=8', scope: 'runtime', group: null }, { name: 'pytest', requirement: '^8', scope: 'development', group: 'dev' }] }),
      makeManifest({ path: 'docs/requirements.txt', ecosystem: 'pypi', kind: 'requirements.txt', dependencies: [{ name: 'mkdocs', requirement: '==1.5.3', scope: 'runtime', group: null }] }),
    ],
    lockfiles: lock === null ? [] : [{ path: lock, ecosystem: 'pypi', kind: lock, packages: [] }],
    files: [makeFile({ path: 'acme/cli.py', language: 'Python', ...importsOf('click') }), makeFile({ path: 'acme/__main__.py', language: 'Python' }), makeFile({ path: 'tests/test_cli.py', language: 'Python', test: true }), makeFile({ path: 'docs/index.md', language: 'Markdown', languageType: 'prose' })],
    project: makeProject({ readme: { path: 'README.rst', title: 'Acme', opening: null }, licenses: [{ path: 'COPYING', spdxId: null, similarity: 0.41 }], makefiles: [], ciWorkflows: [], openApi: [] }),
  });
}

function spans(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return [...prose.matchAll(/(`+)(.+?)\1/g)].map((match) => match[2].trim());
}

function section(markdown: string, title: string): string {
  const start = markdown.indexOf(`\n## ${title}\n`);
  if (start < 0) throw new Error(`no section ${title}`);
  const next = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, next < 0 ? undefined : next);
}

/** Whether a code span names something the snapshot has (a path or folder, a name, a script, a target, a tag) or is a command. */
function known(snapshot: Snapshot, span: string): boolean {
  if (/\s/.test(span)) return true;
  const paths = [...snapshot.files, ...snapshot.skipped].map((file) => file.path);
  if (paths.includes(span) || (span.endsWith('/') && paths.some((path) => path.startsWith(span)))) return true;
  const names = [
    ...snapshot.manifests.flatMap((manifest) => [manifest.path, manifest.name ?? '', ...Object.keys(manifest.scripts), ...manifest.dependencies.flatMap((dependency) => [dependency.name, dependency.requirement ?? ''])]),
    ...snapshot.lockfiles.map((lockfile) => lockfile.path),
    ...snapshot.project.makefiles.flatMap((makefile) => [makefile.path, ...makefile.targets]),
    ...snapshot.project.ciWorkflows.map((workflow) => workflow.path),
    ...snapshot.project.licenses.map((license) => license.path),
    ...snapshot.history.tags.map((tag) => tag.name),
    snapshot.project.readme?.path ?? '',
  ];
  return names.includes(span);
}

const all = () => [npmSnapshot(), npmSnapshot('pnpm-lock.yaml'), goSnapshot(), rustSnapshot(), pythonSnapshot('poetry.lock'), pythonSnapshot(null)];

describe('ReadmeAgent', () => {
  it('names the project as its users do: a Maven artifact, a Go module\'s last element, never the clone\'s folder', () => {
    const named = (manifest: Parameters<typeof makeManifest>[0]) => projectName(makeSnapshot({ repository: { name: 'jhy__jsoup', webUrl: null }, manifests: [makeManifest(manifest)] }));
    expect(named({ path: 'pom.xml', ecosystem: 'maven', kind: 'pom.xml', name: 'org.jsoup:jsoup' })).toBe('jsoup');
    expect(named({ path: 'go.mod', ecosystem: 'go', kind: 'go.mod', name: 'github.com/spf13/cobra/v2' })).toBe('cobra');
    expect(named({ path: 'package.json', ecosystem: 'npm', kind: 'package.json', name: 'ky' })).toBe('ky');
    expect(projectName(makeSnapshot({ repository: { name: 'acme/widgets', webUrl: null } }))).toBe('widgets');
  });

  it('is marked with its metadata', () => {
    expect(agentMetaOf(ReadmeAgent)).toMatchObject({ id: 'readme', name: 'README Agent', category: 'Core Documentation', docType: 'readme', tiers: ['lite', 'pro'], version: '1.2.0' });
  });

  it('writes every required section, and lists every top-level folder and primary script', () => {
    for (const snapshot of all()) {
      const markdown = agent.write({ snapshot });
      expect(markdown.match(/^# /gm)).toHaveLength(1);
      for (const required of agent.requiredSections({ snapshot })) expect(markdown).toContain(`\n## ${required.title}\n`);
      const named = new Set(spans(markdown));
      for (const item of agent.coverage({ snapshot }).items) expect(named).toContain(item.mention);
    }
  });

  it('says what the project is in its own words and quotes the README it replaces', () => {
    const markdown = agent.write({ snapshot: npmSnapshot() });
    expect(markdown.startsWith('# widgets\n')).toBe(true);
    const overview = section(markdown, 'Overview');
    expect(overview).toContain('`package.json` describes `widgets` as "Renders \\<widgets\\> fast".');
    expect(overview).toContain('The existing `README.md` opens with:\n\n> Widgets renders \\*widgets\\* on the server. Docs: <https://widgets.dev/docs_v2>.');
  });

  it('gives the stack with versions: languages, the runtime and the most imported libraries', () => {
    const stack = section(agent.write({ snapshot: npmSnapshot() }), 'Stack');
    expect(stack).toContain('| TypeScript | 3 | 420 |');
    expect(stack).toContain('| node | \\>=20 | `package.json` |');
    expect(stack.indexOf('| `express` | `^4.18.0` | npm | 3 |')).toBeGreaterThan(0);
    expect(stack.indexOf('| `zod` | `^3.22.0` | npm | 1 |')).toBeGreaterThan(stack.indexOf('`express`'));
    expect(stack).not.toContain('`jest`');
  });

  it('derives install and run commands from the manifest and the package manager its lockfile implies', () => {
    const npm = agent.write({ snapshot: npmSnapshot() });
    expect(section(npm, 'Development setup')).toContain('| repository root | npm | `npm ci` | `package.json` |');
    const usage = section(npm, 'Usage');
    expect(usage).toContain('| `build` | `npm run build` | `tsc -p tsconfig.build.json` |');
    expect(usage).toContain('| `test` | `npm test` | jest |');
    expect(usage).toContain('| `all` | `make all` |');
    const pnpm = agent.write({ snapshot: npmSnapshot('pnpm-lock.yaml') });
    expect(section(pnpm, 'Development setup')).toContain('`pnpm install --frozen-lockfile`');
    expect(section(pnpm, 'Usage')).toContain('| `lint` | `pnpm run lint` | `eslint .` |');
  });

  it('derives the standard commands of Go, Cargo, Poetry and pip', () => {
    const go = agent.write({ snapshot: goSnapshot() });
    expect(go.startsWith('# tool\n')).toBe(true);
    expect(section(go, 'Usage')).toContain('| build | `go build ./...` | — |');
    expect(section(go, 'Usage')).toContain('| test | `go test ./...` | — |');
    const rust = agent.write({ snapshot: rustSnapshot() });
    expect(section(rust, 'Usage')).toContain('| test | `cargo test` | — |');
    const poetry = agent.write({ snapshot: pythonSnapshot('poetry.lock') });
    expect(section(poetry, 'Development setup')).toContain('| repository root | PyPI | `poetry install` | `pyproject.toml` |');
    expect(section(poetry, 'Development setup')).toContain('| `docs/` | PyPI | `pip install -r requirements.txt` | `docs/requirements.txt` |');
    expect(section(poetry, 'Usage')).toContain('| test | `poetry run pytest` | — |');
    expect(section(poetry, 'Usage')).toContain('| `acme` | `poetry run acme` | acme.cli:main |');
    expect(section(agent.write({ snapshot: pythonSnapshot(null) }), 'Development setup')).toContain('`pip install -e .`');
  });

  it('lists the packages of a workspace and installs them once from its root', () => {
    const snapshot = makeSnapshot({
      manifests: [
        makeManifest({ path: 'package.json', name: 'acme', workspaces: ['packages/*'], scripts: { test: 'npm test --workspaces' } }),
        makeManifest({ path: 'packages/ui/package.json', name: '@acme/ui', version: '0.3.0', description: 'Buttons', scripts: { build: 'vite build', dev: 'vite' } }),
        makeManifest({ path: 'examples/demo/package.json', name: 'demo' }),
      ],
      lockfiles: [{ path: 'yarn.lock', ecosystem: 'npm', kind: 'yarn.lock (v1)', packages: [] }],
      files: [makeFile({ path: 'packages/ui/src/button.ts' }), makeFile({ path: 'examples/demo/index.ts' })],
    });
    const markdown = agent.write({ snapshot });
    expect(section(markdown, 'Packages')).toContain('| `@acme/ui` | `packages/ui/` | npm | 0.3.0 | `build`, `dev` | Buttons |');
    const installation = section(markdown, 'Development setup');
    expect(installation).toContain('| repository root | npm | `yarn install --frozen-lockfile` | `package.json` |');
    expect(installation).toContain('| `examples/demo/` | npm | `yarn install` | `examples/demo/package.json` |');
    expect(installation).not.toContain('packages/ui/package.json');
    expect(section(markdown, 'Usage')).toContain('| `test` | `yarn test` | `npm test --workspaces` |');
  });

  it('uses the Gradle and Maven wrappers only when they are in the repository, each command once', () => {
    const gradle = makeSnapshot({
      manifests: [
        makeManifest({ path: 'build.gradle.kts', ecosystem: 'gradle', kind: 'build.gradle.kts', name: 'app' }),
        makeManifest({ path: 'settings.gradle.kts', ecosystem: 'gradle', kind: 'settings.gradle.kts', name: null, workspaces: ['core'] }),
        makeManifest({ path: 'core/build.gradle.kts', ecosystem: 'gradle', kind: 'build.gradle.kts', name: 'core' }),
      ],
      files: [makeFile({ path: 'gradlew', language: 'Shell' }), makeFile({ path: 'core/src/main/kotlin/App.kt', language: 'Kotlin' })],
    });
    const usage = section(agent.write({ snapshot: gradle }), 'Usage');
    expect(usage.match(/`\.\/gradlew build`/g)).toHaveLength(1);
    expect(usage).not.toContain('core/build.gradle.kts');
    const maven = makeSnapshot({ manifests: [makeManifest({ path: 'pom.xml', ecosystem: 'maven', kind: 'pom.xml', name: 'com.acme:app' })], files: [makeFile({ path: 'src/main/java/App.java', language: 'Java' })] });
    const markdown = agent.write({ snapshot: maven });
    expect(section(markdown, 'Development setup')).toContain('`mvn install`');
    expect(section(markdown, 'Usage')).toContain('| test | `mvn test` | — |');
  });

  it('says which CI workflow runs what', () => {
    const ci = section(agent.write({ snapshot: npmSnapshot() }), 'Continuous integration');
    expect(ci).toContain('### `.github/workflows/ci.yml`');
    expect(ci).toContain('The GitHub Actions workflow "CI" runs 2 commands:\n\n```sh\nnpm ci\nnpm test\n```');
  });

  it('describes each top-level folder from its name and content', () => {
    const layout = section(agent.write({ snapshot: npmSnapshot() }), 'Layout');
    expect(layout).toContain('| `docs/` | 1 | Documentation |');
    expect(layout).toContain('| `test/` | 1 | Tests; TypeScript (10 lines); only test files |');
    expect(layout).toContain('| `src/` | 2 | Source code; TypeScript (20 lines) |');
  });

  it('lists entry points from the manifests and from main functions, writing only existing paths as paths', () => {
    const npm = section(agent.write({ snapshot: npmSnapshot() }), 'Entry points');
    expect(npm).toContain('| `bin/widgets.js` | named by package.json | `package.json` |');
    expect(npm).toContain('| dist/index.js (not a path in the repository at this commit) | named by package.json | `package.json` |');
    const go = section(agent.write({ snapshot: goSnapshot() }), 'Entry points');
    expect(go).toContain('| `cmd/tool/main.go` | Go package main | its code |');
    expect(go).not.toContain('run.go');
    const python = section(agent.write({ snapshot: pythonSnapshot(null) }), 'Entry points');
    expect(python).toContain('| `acme/cli.py` | named by pyproject.toml | `pyproject.toml` |');
    expect(python).toContain('| `acme/__main__.py` | Python \\_\\_main\\_\\_ module | its code |');
  });

  it('names the license from the license files and the manifests, and says when there is none', () => {
    expect(section(agent.write({ snapshot: npmSnapshot() }), 'License')).toContain('`LICENSE`: MIT (its text matches the SPDX reference with 98% similarity).\n\n`package.json` states the license MIT, as the license file shows.');
    const rust = section(agent.write({ snapshot: rustSnapshot() }), 'License');
    expect(rust).toContain('- `LICENSE-MIT`: MIT');
    expect(rust).toContain('- `LICENSE-APACHE`: Apache-2.0');
    expect(rust).toContain('`Cargo.toml` states the license MIT OR Apache-2.0, as the license files show.');
    expect(section(agent.write({ snapshot: goSnapshot() }), 'License')).toContain('No license file at the root of the repository or of one of its packages.');
    expect(section(agent.write({ snapshot: pythonSnapshot(null) }), 'License')).toContain('`COPYING` does not match any license of the SPDX list clearly enough to name it.');
  });

  it('does not take the license of vendored data in a folder for the project\'s, and keeps a package\'s own', () => {
    const go = goSnapshot();
    const vendored = { ...go, project: { ...go.project, licenses: [{ path: 'internal/rules/LICENSE', spdxId: 'MIT', similarity: 0.99 }] } };
    const license = section(agent.write({ snapshot: vendored }), 'License');
    expect(license).toContain('No license file at the root of the repository or of one of its packages.');
    expect(license).not.toContain('MIT');
    const npm = npmSnapshot();
    const packaged = { ...npm, manifests: [...npm.manifests, makeManifest({ path: 'packages/ui/package.json', name: '@acme/ui' })], project: { ...npm.project, licenses: [{ path: 'packages/ui/LICENSE', spdxId: 'Apache-2.0', similarity: 0.97 }] } };
    expect(section(agent.write({ snapshot: packaged }), 'License')).toContain('`packages/ui/LICENSE`: Apache-2.0');
  });

  it('gives the status from history: latest release, activity, contributors, first commit', () => {
    const status = section(agent.write({ snapshot: npmSnapshot() }), 'Status');
    expect(status).toContain('120 commits by 4 contributors since the first commit on 2021-03-04; the latest is of 2024-05-06.');
    expect(status).toContain('The latest release is `v1.2.0`, of 2024-04-02, among 3 tags.');
    expect(status).toContain('22 commits in the twelve months before this commit, 3 of the months active; the busiest was 2024-04 with 12 commits.');
  });

  it('leaves out what the facts do not support', () => {
    const snapshot = makeSnapshot({ files: [makeFile({ path: 'notes.txt', language: 'Text', languageType: 'prose' })] });
    expect(agent.requiredSections({ snapshot }).map((required) => required.title)).toEqual(['Overview', 'License', 'Status']);
    const markdown = agent.write({ snapshot });
    expect(markdown.startsWith('# widgets\n')).toBe(true);
    expect(markdown).toContain('Neither a manifest description nor an existing README says what the project is');
    expect(markdown).not.toMatch(/TODO|REPLACE|lorem|\{\{/i);
  });

  it('names nothing in code spans that the snapshot does not have', () => {
    for (const snapshot of all()) {
      for (const span of spans(agent.write({ snapshot }))) expect([span, known(snapshot, span)]).toEqual([span, true]);
    }
  });

  it('writes the same bytes for the same facts', () => {
    expect(agent.write({ snapshot: npmSnapshot() })).toBe(agent.write({ snapshot: npmSnapshot() }));
  });
});
