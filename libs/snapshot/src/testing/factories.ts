import { SKIP_REASONS, SNAPSHOT_SCHEMA_VERSION, type CodeFacts, type CodeSymbol, type FileScan, type HistoryFacts, type Manifest, type ProjectFacts, type Snapshot, type SourceFile } from '../model.js';

// Factories for hand-built snapshots: agent and gate tests describe only the facts they are about.

export function makeSymbol(overrides: Partial<CodeSymbol> & Pick<CodeSymbol, 'name'>): CodeSymbol {
  return {
    kind: 'function',
    qualifiedName: overrides.name,
    parent: null,
    signature: `function ${overrides.name}()`,
    parameters: [],
    doc: null,
    exported: true,
    abstract: false,
    extends: [],
    implements: [],
    line: 1,
    endLine: 1,
    ...overrides,
  };
}

/** Code facts with only the given lists filled. */
export function makeCode(overrides: Partial<CodeFacts> = {}): CodeFacts {
  return { symbols: [], imports: [], comments: [], routes: [], functions: [], hints: [], calls: [], purpose: null, moduleValue: null, pathUses: [], ...overrides };
}

/** A text scan with only the given lists filled. */
export function makeScan(overrides: Partial<FileScan> = {}): FileScan {
  return { markers: [], skippedTests: [], deprecations: [], environment: [], secrets: [], sinks: [], logging: [], idioms: [], moduleWords: [], ...overrides };
}

/** Project facts with only the given ones set. */
export function makeProject(overrides: Partial<ProjectFacts> = {}): ProjectFacts {
  return { readme: null, licenses: [], makefiles: [], ciWorkflows: [], openApi: [], runtimes: [], environmentExamples: [], changelog: null, guides: [], ...overrides };
}

/** History facts of one commit, with only the given ones changed. */
export function makeHistory(overrides: Partial<HistoryFacts> = {}): HistoryFacts {
  return {
    commits: 1,
    contributors: 1,
    firstCommitDate: '2024-01-01T12:00:00+00:00',
    lastCommitDate: '2024-01-01T12:00:00+00:00',
    shas: ['a'.repeat(40)],
    tags: [],
    references: [],
    recentActivity: [],
    authorsByFolder: [],
    conventions: { conventionalCommits: 0, areaPrefixes: 0, topAreas: [], mergeCommits: 0, branch: null, squashMerges: 0 },
    changelog: { markdown: '', releases: [] },
    ...overrides,
  };
}

export function makeFile(overrides: Partial<SourceFile> & Pick<SourceFile, 'path'>): SourceFile {
  return {
    blob: '0'.repeat(40),
    size: 100,
    language: 'TypeScript',
    languageType: 'programming',
    lines: 10,
    tokens: 50,
    test: false,
    role: overrides.test ? 'test' : 'source',
    parsed: true,
    code: makeCode(),
    scan: makeScan(),
    history: { commits: 1, authors: 1, lastCommit: 'a'.repeat(40), lastChange: '2024-01-01T12:00:00+00:00' },
    ...overrides,
  };
}

export function makeManifest(overrides: Partial<Manifest> & Pick<Manifest, 'path'>): Manifest {
  return {
    ecosystem: 'npm',
    kind: 'package.json',
    name: null,
    version: null,
    description: null,
    license: null,
    dependencies: [],
    scripts: {},
    entryPoints: [],
    workspaces: [],
    targets: [],
    localDependencies: [],
    features: [],
    runtime: null,
    lockfileOff: null,
    ...overrides,
  };
}

export function makeSnapshot(overrides: Partial<Snapshot> = {}): Snapshot {
  const files = [...(overrides.files ?? [])].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return {
    schemaVersion: SNAPSHOT_SCHEMA_VERSION,
    repository: { name: 'acme/widgets', webUrl: 'https://github.com/acme/widgets' },
    commit: { sha: 'a'.repeat(40), date: '2024-01-01T12:00:00+00:00', subject: 'Initial commit' },
    skipped: [],
    skippedCounts: Object.fromEntries(SKIP_REASONS.map((reason) => [reason, 0])) as Snapshot['skippedCounts'],
    languages: [],
    manifests: [],
    lockfiles: [],
    project: makeProject(),
    components: [],
    api: [],
    history: makeHistory(),
    ...overrides,
    files,
  };
}
