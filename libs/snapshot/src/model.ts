// The repository snapshot (DESIGN decision 11): one commit of a repository, read with git and
// indexed once. Every documentation agent reads these facts and only these; the quality gate
// checks a document's mentions against them. Everything listed is sorted, so the same commit gives
// the same snapshot.

/** Why a tracked file is left out of the index. Each is counted, never dropped silently. */
export const SKIP_REASONS = ['vendored', 'generated', 'minified', 'binary', 'oversized', 'submodule', 'symlink'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/** GitHub Linguist's language types. */
export type LanguageType = 'programming' | 'markup' | 'data' | 'prose';

export type SymbolKind =
  | 'function'
  | 'class'
  | 'method'
  | 'constructor'
  | 'interface'
  | 'trait'
  | 'protocol'
  | 'type'
  | 'enum'
  | 'struct'
  | 'union'
  | 'module'
  | 'constant'
  | 'variable'
  | 'field'
  | 'property';

export type Parameter = {
  name: string;
  /** The type as written, when the language writes one. */
  type: string | null;
};

/** A declaration found by tree-sitter. */
export type CodeSymbol = {
  kind: SymbolKind;
  name: string;
  /** The name within its file, with its containers: `Router.get`, `Config::new`. Unique per file except overloads. */
  qualifiedName: string;
  /** The containing symbol's qualifiedName; null at the top level. */
  parent: string | null;
  /** The declaration's head on one line, without its body: `export function get(path: string): Route`. */
  signature: string;
  parameters: Parameter[];
  /** The doc comment (JSDoc, docstring, `///`, Javadoc…) as plain text, comment markers removed; null when none. */
  doc: string | null;
  /** Part of the public surface, by the language's rule (documented in the snapshot's README). */
  exported: boolean;
  /** Abstract classes and methods (TS/Java/C#/PHP `abstract`, Python ABC / `@abstractmethod`). */
  abstract: boolean;
  /** Types this one extends, as written (`Base`, `io.Reader`). */
  extends: string[];
  /** Interfaces, traits or protocols this one implements, as written (Rust `impl Trait for Type` lands on Type). */
  implements: string[];
  /** 1-based lines. */
  line: number;
  endLine: number;
};

/** One import, `use`, `require`, `include`… as written, and what it leads to. */
export type ImportRef = {
  /** The module as written: `./router.js`, `os.path`, `github.com/spf13/pflag`, `serde::de`. */
  specifier: string;
  line: number;
  /** The repository file it resolves to; null when external or not resolvable. */
  resolvedPath: string | null;
  /** The third-party package it names (npm package, PyPI distribution's import name, Go module, crate…); null for the standard library and internal imports. */
  package: string | null;
  /** A standard-library module (`node:fs`, `os`, `fmt`, `std::io`, `java.util`). */
  standardLibrary: boolean;
};

export type CodeComment = {
  line: number;
  /** The comment's text, markers removed, lines joined with `\n`. */
  text: string;
  /** `doc` when it documents the declaration after it. */
  kind: 'line' | 'block' | 'doc';
};

/** An HTTP route registered in code. */
export type HttpRoute = {
  method: string;
  /** As written, with the prefix of its router or controller when known in the same file: `/users/:id`. */
  path: string;
  /** `express`, `fastify`, `koa`, `hono`, `nestjs`, `flask`, `fastapi`, `django`, `net/http`, `gin`, `chi`, `spring`. */
  framework: string;
  line: number;
  /** The handler's name when it is a named function or method. */
  handler: string | null;
};

/** What tree-sitter found in one file. */
export type CodeFacts = {
  symbols: CodeSymbol[];
  imports: ImportRef[];
  comments: CodeComment[];
  routes: HttpRoute[];
};

export type FileHistory = {
  /** Commits that touched the file, up to the snapshot's commit. */
  commits: number;
  authors: number;
  /** The newest of those commits: full SHA and ISO date; null when the history was not read. */
  lastCommit: string | null;
  lastChange: string | null;
};

/** A tracked file the snapshot indexed. */
export type SourceFile = {
  /** Repository-relative, `/`-separated. */
  path: string;
  /** The blob's object id. */
  blob: string;
  size: number;
  /** Linguist's language name (`TypeScript`, `Markdown`), null when unknown. */
  language: string | null;
  languageType: LanguageType | null;
  lines: number;
  /** o200k tokens (gpt-tokenizer). */
  tokens: number;
  /** A test file (`*.spec.ts`, `test_*.py`, `*_test.go`, files under `test/`, `tests/`, `__tests__/`, `src/test/`). */
  test: boolean;
  /** Parsed by a tree-sitter grammar; when false the code facts are empty. */
  parsed: boolean;
  code: CodeFacts;
  history: FileHistory;
};

export type SkippedFile = {
  path: string;
  size: number;
  reason: SkipReason;
};

export type LanguageTotal = {
  language: string;
  type: LanguageType | null;
  files: number;
  lines: number;
  tokens: number;
};

export type Ecosystem = 'npm' | 'pypi' | 'go' | 'cargo' | 'maven' | 'gradle' | 'nuget' | 'rubygems' | 'composer';

export type DependencyScope = 'runtime' | 'development' | 'peer' | 'optional' | 'build' | 'test';

/** A dependency a manifest declares. */
export type DeclaredDependency = {
  name: string;
  /** The version requirement as written (`^1.2.0`, `>=2,<3`, `v1.5.0`); null when none. */
  requirement: string | null;
  scope: DependencyScope;
  /** Group/section it came from when the ecosystem has them (`dev-dependencies`, Poetry group `docs`). */
  group: string | null;
};

/** A manifest file: package.json, pyproject.toml, go.mod, Cargo.toml, pom.xml, build.gradle, *.csproj, Gemfile, composer.json, requirements*.txt. */
export type Manifest = {
  path: string;
  ecosystem: Ecosystem;
  /** The file's kind: `package.json`, `pyproject.toml`, `requirements.txt`, `go.mod`… */
  kind: string;
  /** The package, module or artifact it defines; null when it defines none (a requirements file, a private workspace root). */
  name: string | null;
  version: string | null;
  description: string | null;
  /** The license as the manifest states it (an SPDX expression or free text). */
  license: string | null;
  dependencies: DeclaredDependency[];
  /** Named commands: npm/composer scripts, Poetry/PEP 621 scripts. */
  scripts: Record<string, string>;
  /** Files or modules it names as entry points: `main`, `bin`, `exports`, console scripts, `[[bin]]`. */
  entryPoints: string[];
  /** Workspace or module members it declares (npm workspaces, Cargo members, Maven modules, Gradle includes). */
  workspaces: string[];
  /** The language version it asks for, when stated (`engines.node`, `requires-python`, `go 1.21`, `rust-version`). */
  runtime: { name: string; requirement: string } | null;
};

/** A package pinned in a lockfile. */
export type LockedPackage = {
  name: string;
  version: string;
  /** Runtime or development, when the lockfile says (`dev: true`, Poetry category/groups). */
  scope: 'runtime' | 'development' | null;
  license: string | null;
  /** Names of the packages it depends on, as the lockfile records them. */
  dependencies: string[];
};

export type Lockfile = {
  path: string;
  ecosystem: Ecosystem;
  /** `package-lock.json`, `pnpm-lock.yaml`, `yarn.lock (v1)`, `yarn.lock (berry)`, `poetry.lock`, `uv.lock`, `Cargo.lock`, `Gemfile.lock`, `composer.lock`, `go.sum`. */
  kind: string;
  packages: LockedPackage[];
};

/** A license file identified against the SPDX license list. */
export type LicenseFile = {
  path: string;
  /** The SPDX id whose text matched with a clear margin over the next one; null when no license matched clearly. */
  spdxId: string | null;
  /** Dice coefficient of the best match, 0–1. */
  similarity: number;
};

export type ReadmeFacts = {
  path: string;
  /** The first heading's text, when there is one. */
  title: string | null;
  /** The first paragraph of prose after the title (badges and HTML removed); null when none. */
  opening: string | null;
};

export type MakeTargets = { path: string; targets: string[] };

/** A CI workflow and the shell commands its steps run. */
export type CiWorkflow = {
  path: string;
  /** `github-actions`, `gitlab-ci`, `circleci`, `travis`, `azure-pipelines`. */
  system: string;
  name: string | null;
  commands: string[];
};

export type OpenApiOperation = {
  method: string;
  path: string;
  operationId: string | null;
  summary: string | null;
};

export type OpenApiDocument = {
  path: string;
  title: string | null;
  version: string | null;
  operations: OpenApiOperation[];
};

/** Facts about the project as a whole, read from its well-known files. */
export type ProjectFacts = {
  readme: ReadmeFacts | null;
  licenses: LicenseFile[];
  makefiles: MakeTargets[];
  ciWorkflows: CiWorkflow[];
  openApi: OpenApiDocument[];
};

export type TagFact = {
  name: string;
  sha: string;
  date: string;
};

/** The history up to the snapshot's commit, from the history engine. */
export type HistoryFacts = {
  commits: number;
  contributors: number;
  firstCommitDate: string | null;
  lastCommitDate: string | null;
  /** Every commit SHA up to the snapshot's commit (full, lowercase), for the gate's SHA check. */
  shas: string[];
  /** Tags that point at commits in this history, newest first. */
  tags: TagFact[];
  /** Issue and pull-request numbers the commit messages reference. */
  references: number[];
  /** Commits per calendar month (`YYYY-MM`) over the last twelve months before the snapshot's commit date. */
  recentActivity: { month: string; commits: number }[];
};

export type Snapshot = {
  /** Bumped when the snapshot's shape or any extractor changes; a cache of another version is not used. */
  schemaVersion: number;
  repository: {
    /** `owner/name` from the remote, else the folder name. */
    name: string;
    webUrl: string | null;
  };
  commit: {
    sha: string;
    date: string;
    subject: string;
  };
  /** Every indexed file, sorted by path. */
  files: SourceFile[];
  /** Every file left out, sorted by path, with the reason. */
  skipped: SkippedFile[];
  skippedCounts: Record<SkipReason, number>;
  /** Totals per language, most lines first. */
  languages: LanguageTotal[];
  manifests: Manifest[];
  lockfiles: Lockfile[];
  project: ProjectFacts;
  history: HistoryFacts;
};
