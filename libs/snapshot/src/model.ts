// The repository snapshot (DESIGN decision 11): one commit of a repository, read with git and
// indexed once. Every documentation agent reads these facts and only these; the quality gate
// checks a document's mentions against them. Everything listed is sorted, so the same commit gives
// the same snapshot.

/**
 * The snapshot's schema version. Bump it whenever the snapshot's shape, a skip rule, language
 * detection or any extractor changes: cached snapshots and blob facts of another version are not used.
 */
export const SNAPSHOT_SCHEMA_VERSION = 20;

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
  /**
   * The names it binds in the file, each with its name in the imported module: `import { a as b }` is
   * `{ name: 'b', imported: 'a' }`; `*` for a namespace or glob (`import * as ns`, `use a::*`,
   * `from a import *`), `default` for a default import; `import a.b` binds `a`, a Go import its
   * package name. Empty when it binds nothing the reader can name (a side-effect import, a bare `require()`).
   */
  names: ImportedName[];
  /** Its names are public from this file too: `export { a } from`, `export * from`, `pub use`, a public name imported in a Python package's `__init__.py`. */
  reexport: boolean;
};

export type ImportedName = {
  /** The name in this file (`*` with `imported: '*'` for `export * from` and globs). */
  name: string;
  /** The name in the module it comes from: `default`, `*`, or a declared name. */
  imported: string;
};

/** How a call's target was found, surest first. */
export type CallResolution = 'import' | 'receiver' | 'same-file' | 'name';

/** One call in the code: who calls what, where. */
export type CallSite = {
  /** The callee as written, on one line with argument lists emptied: `this.handle`, `router.route`, `fmt.Println`, `Command::new`. */
  callee: string;
  line: number;
  /** The calling function, as `FunctionMetrics.name`; null at the top level. */
  caller: string | null;
  /** The declaration called, filled by the repository-wide resolution pass; null until then or when not found. */
  target: { path: string; symbol: string } | null;
  /**
   * How `target` was found: `import` (a name an import binds), `receiver` (`this`/`self`, a Go
   * receiver or a variable of a known type), `same-file` (a declaration in the file's own scope),
   * `name` (the only declaration of that name in the repository, by name alone); null when unresolved.
   */
  resolution: CallResolution | null;
};

/** What a file or component says it is for, quoted from the source; never written by Chronicle. */
export type Purpose = {
  /** The first paragraph, on one line, at most 400 characters (cut at a word, ending with `…`). */
  text: string;
  /** `code`: a module docstring, `//!` inner doc, Go package comment or file-header doc comment; `readme`: a component's own README; `manifest`: the manifest's description. */
  source: 'code' | 'readme' | 'manifest';
  /** The file it is quoted from. */
  path: string;
  line: number | null;
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

/** A function's or method's size and branching, for PERFORMANCE's "most complex functions". */
export type FunctionMetrics = {
  /** The symbol's qualifiedName (`Router.get`) when it declares one, else its name in the source (its own, or the variable or property it is assigned to); `<anonymous>` for an unnamed function. */
  name: string;
  line: number;
  endLine: number;
  /** Decision points: if/else-if, loops, case arms, catch, `&&`/`||`, ternaries (cyclomatic complexity − 1). */
  branches: number;
};

/** A pattern in a function body that is often slow (each a heuristic, reported as one). */
export type LoopHint = {
  /** `await-in-loop`; `io-in-loop` (a database or HTTP call in a loop); `nested-loop`; `sync-in-handler` (a blocking file or process call in a request handler). */
  kind: 'await-in-loop' | 'io-in-loop' | 'nested-loop' | 'sync-in-handler';
  line: number;
  /** The call as written, callee only (`fetch`, `db.query`, `fs.readFileSync`); null for `nested-loop` and for an `await` of something that is not a call. */
  call: string | null;
  /** The enclosing function's name (as `FunctionMetrics.name`; the innermost named one around an anonymous function); null at the top level. */
  function: string | null;
};

/** What tree-sitter found in one file. */
export type CodeFacts = {
  symbols: CodeSymbol[];
  imports: ImportRef[];
  comments: CodeComment[];
  routes: HttpRoute[];
  /** Every function and method with a body. */
  functions: FunctionMetrics[];
  hints: LoopHint[];
  /** Every call the file makes, in document order (the snapshot keeps those that resolve to a repository declaration). */
  calls: CallSite[];
  /**
   * What the file says it is for: its module docstring (Python), `//!` inner doc (Rust), package
   * comment (Go), or a file-header doc comment (`@file`, `@module`, `@fileoverview`, or a doc comment
   * before any code that documents no declaration); the first paragraph, as `Purpose.text`. Null when none.
   */
  purpose: { text: string; line: number } | null;
  /**
   * The top-level declaration the module's value is, when it is one: CommonJS `module.exports = X`
   * (and `var app = exports = module.exports = {}`), TypeScript `export = X`. Whoever binds the
   * whole module (`const Router = require('./router')`, `exports.Router = require('./router')`)
   * binds X. Null elsewhere, and in other languages.
   */
  moduleValue: string | null;
  /**
   * Modules the code names by path outside its imports, each path once (at its first line), resolved
   * like imports: Rust `log::debug!(…)`, `memchr::memchr(…)`, `#[derive(serde::Serialize)]` (a path
   * whose first segment is a lowercase name no `use` or `mod` of the file binds); Java fully
   * qualified names written without an import (`com.google.re2j.Pattern`). They bind no names. The
   * standard library is left out. Other languages record none.
   */
  pathUses: ImportRef[];
};

export const WORK_MARKER_TAGS = ['TODO', 'FIXME', 'HACK', 'XXX', 'BUG'] as const;
export type WorkMarkerTag = (typeof WORK_MARKER_TAGS)[number];

/** A TODO, FIXME, HACK, XXX or BUG in a comment. */
export type WorkMarker = {
  tag: WorkMarkerTag;
  line: number;
  /** The comment's text after the tag and the lines of the same comment that continue it (up to a blank line or another tag, at most ten), joined on one line, at most 400 characters; lines that hold a secret are never kept. */
  text: string;
  /** Who last changed the line and when (git blame at the snapshot's commit); null until blamed. */
  author: string | null;
  date: string | null;
};

/** A test switched off in code: `it.skip`, `xit`, `test.failing`, `@Disabled`, `#[ignore]`, `pytest.mark.skip`, `xfail`, `t.Skip`… */
export type SkippedTest = {
  line: number;
  /** The marker as written: `it.skip`, `@Disabled`, `#[ignore]`. */
  marker: string;
  /** The test's name when it is on the same line; null otherwise. */
  name: string | null;
  /** Why it is off, when the code says (`@Disabled("flaky on CI")`, `t.Skip("needs docker")`, `#[ignore = "slow"]`), up to 240 characters; null otherwise. */
  reason: string | null;
};

/** Code marked deprecated: `@deprecated`, `@Deprecated`, `#[deprecated]`, `[Obsolete]`, `DeprecationWarning`, `// Deprecated:`, `util.deprecate`, depd's `deprecate`. */
export type Deprecation = {
  line: number;
  /** As written; two markers of one declaration joined with ` + ` (`@deprecated + @Deprecated`). */
  marker: string;
  /** The symbol it marks, when found (the next declaration); null otherwise. */
  symbol: string | null;
  /** What the deprecation says, as written (`Use fire from hono/service-worker instead.`), with a replacement its attribute names apart (`(replace with next())`), up to 240 characters; null when it says nothing. */
  note: string | null;
};

/** A read of an environment variable in code. */
export type EnvironmentRead = {
  name: string;
  line: number;
  /** How it is read, as written: `process.env`, `os.environ`, `os.getenv`, `os.Getenv`, `env::var`, `System.getenv`, `ENV`, `getenv`. */
  via: string;
};

/** A secret found by a gitleaks rule. Its value is never kept: only where it is and a fingerprint. */
export type SecretFinding = {
  /** The gitleaks rule id: `aws-access-token`, `github-pat`, `generic-api-key`. */
  rule: string;
  line: number;
  /** `sha256:` and the first 12 hex digits of the secret's SHA-256: tells two findings apart, reveals nothing. */
  fingerprint: string;
};

/** A call that is risky when fed by input. */
export type RiskySink = {
  /** `eval`, `shell` (command built from strings), `sql` (query built from strings), `deserialization`, `tls-off`, `weak-hash`. */
  kind: 'eval' | 'shell' | 'sql' | 'deserialization' | 'tls-off' | 'weak-hash';
  line: number;
  /** The callee or setting as written: `eval`, `child_process.exec`, `rejectUnauthorized: false`, `md5`. */
  call: string;
};

/** A logging call. */
export type LogCall = {
  /** `console`, `pino`, `winston`, `bunyan`, `logging`, `loguru`, `structlog`, `log`, `slog`, `zap`, `logrus`, `tracing`, `slf4j`, `log4j`, `java.util.logging`, `logger` (a logger object of unknown library)… */
  library: string;
  /** `trace`, `debug`, `info`, `warn`, `error`, `fatal`. */
  level: string;
  line: number;
  /** Key-value fields or a format string with arguments, rather than a message built by concatenation or interpolation. */
  structured: boolean;
  /** Argument names that look sensitive (`token`, `password`, `secret`, `apiKey`). */
  sensitive: string[];
};

/** What a scan of a file's text found (every readable text file, parsed or not). */
/** What a {@link CodeIdiom} is: how the code goes fast, what matters for security, how debug output is switched on. */
export type IdiomKind =
  | 'cache'
  | 'pool'
  | 'memory-map'
  | 'parallelism'
  | 'byte-search'
  | 'buffering'
  | 'compression'
  | 'lazy'
  | 'frame-rate'
  | 'process'
  | 'exit'
  | 'unsafe'
  | 'forwarded-headers'
  | 'file-serving'
  | 'sanitizing'
  | 'depth-limit'
  | 'crypto'
  | 'csrf'
  | 'node-debuglog'
  | 'debug-namespace'
  | 'debug-flag';

/** An idiom found by name in code (`scan/idioms.ts`): once per kind and word in a file. */
export type CodeIdiom = {
  kind: IdiomKind;
  /** The name as written (`memchr2`, `os.Exit`, `X-Forwarded-For`); for `node-debuglog` and `debug-namespace`, the section or namespace (`koa:application`); for `debug-flag`, the flag as a user types it (`--debug`, `--log-level`, Go's `-v`). */
  word: string;
  line: number;
  /** The innermost declaration around it (its qualified name), when the file was parsed. */
  symbol: string | null;
};

export type FileScan = {
  markers: WorkMarker[];
  skippedTests: SkippedTest[];
  deprecations: Deprecation[];
  environment: EnvironmentRead[];
  secrets: SecretFinding[];
  sinks: RiskySink[];
  logging: LogCall[];
  idioms: CodeIdiom[];
  /**
   * The words the file's plain text writes where a module or package name stands (`scan/module-words.ts`):
   * first segments of `a::b` and `a.b`, names after `import`/`from`/`use`/`extern crate`, quoted module
   * names. A second look, independent of the parser, at which packages the file uses. Only for
   * JavaScript, TypeScript, Vue, Svelte, Python, Go and Rust files.
   */
  moduleWords: string[];
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
  /** What the file is for (see `FileRole`); `test` is true exactly when it is `test`. */
  role: FileRole;
  /** Parsed by a tree-sitter grammar; when false the code facts are empty. */
  parsed: boolean;
  code: CodeFacts;
  scan: FileScan;
  history: FileHistory;
};

/**
 * What a file is for in the repository, by path conventions and the manifests: library or
 * application `source`, `test`, `example`, `benchmark`, `fixture` (test data), `docs`, `build`
 * (build scripts, CI, tooling configuration). Documents and MCP leave everything but `source` out of
 * the public API and the architecture.
 */
export const FILE_ROLES = ['source', 'test', 'example', 'benchmark', 'fixture', 'docs', 'build'] as const;
export type FileRole = (typeof FILE_ROLES)[number];

/** A way into a component: a library's entry module or a program's main. */
export type EntryPoint = {
  path: string;
  /** `library` (`lib.rs`, `__init__.py`, package.json `main`/`exports`), `binary` (Cargo `[[bin]]` or `src/main.rs`, npm `bin`, Go `package main`, a Java `main`), `script` (a console script). */
  kind: 'library' | 'binary' | 'script';
  /** The binary's, script's or export's name, when the manifest gives one. */
  name: string | null;
};

/** One component's dependency on another. */
export type ComponentDependency = {
  /** The other component's folder. */
  folder: string;
  /** Declared in the manifest: a Cargo `path` dependency, a `workspace:` or workspace package dependency, a Go `replace` to a folder, a Maven module. */
  manifest: boolean;
  /** Imports in this component's source files that resolve to a file of the other. */
  imports: number;
};

/** A part the repository is made of: a package a manifest defines, a Go or Python package, or a source folder. */
export type CodeComponent = {
  /** Its folder with a trailing slash; '' for the repository root. */
  folder: string;
  /** The name users import it by: the package, crate or Maven artifact, the Go import path, the Python package; null when nothing names it. */
  name: string | null;
  /** `package` (a manifest names it), `go-package`, `python-package` (a folder with `__init__.py`), `folder` (a source folder by layout). */
  kind: 'package' | 'go-package' | 'python-package' | 'folder';
  ecosystem: Ecosystem | null;
  /** The manifest that defines it. */
  manifest: string | null;
  purpose: Purpose | null;
  entryPoints: EntryPoint[];
  /** Its `source` files and their lines. */
  files: number;
  lines: number;
  /** Sorted by folder; manifest edges and import edges agree (an edge may carry both). */
  dependsOn: ComponentDependency[];
};

/** A public name as users write it. */
export type ApiEntry = {
  /** With the component's name, the way users reach it: `click.Command`, `grep_searcher::Searcher`, `ky.HTTPError`, `github.com/gin-gonic/gin.Context`. */
  name: string;
  /** The component's folder. */
  component: string;
  /** Where it is declared, and its qualifiedName there. */
  path: string;
  symbol: string;
  kind: SymbolKind;
  /** Reached through the component's entry point (declared or re-exported there), rather than only public in its own module. */
  entry: boolean;
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
  /** The package as its registry knows it: for a renamed dependency, the package it stands for (`memmap2`, `@scope/pkg`). */
  name: string;
  /**
   * The name the manifest declares it under, when that is not `name`: the key of a Cargo
   * `foo = { package = "memmap2" }` (the code writes `foo::…`), of an npm alias
   * `"foo": "npm:@scope/pkg@^1"` (the code imports `foo`). Absent when it is not renamed.
   */
  alias?: string;
  /** The version requirement as written (`^1.2.0`, `>=2,<3`, `v1.5.0`; for an npm alias, the range after the package); null when none. */
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
  /** The targets it declares, with their kind and name (see `ManifestTarget`). */
  targets: ManifestTarget[];
  /** Dependencies it takes from a folder of the repository: a Cargo `path` (also through `{ workspace = true }`), an npm `file:`/`link:`/`portal:` specifier, a go.mod `replace` to a folder. */
  localDependencies: LocalDependency[];
  /** The language version it asks for, when stated (`engines.node`, `requires-python`, `go 1.21`, `rust-version`). */
  runtime: { name: string; requirement: string } | null;
  /** Cargo `[features]`: each feature with what it turns on, as written (`indexmap`, `std`, `dep:foo`, `serde/std`). */
  features: ManifestFeature[];
  /**
   * The setting by which the project chose to keep no lockfile for this manifest, when one does:
   * npm's `package-lock=false` or pnpm's `lockfile=false` in the nearest `.npmrc` at or above its
   * folder, or `lockfile: false` in the `pnpm-workspace.yaml` beside it. Null when none does (and for
   * every other ecosystem).
   */
  lockfileOff: { path: string; setting: string } | null;
};

/** A named feature of a manifest and what it enables. */
export type ManifestFeature = { name: string; enables: string[] };

/** A target a manifest declares: a Cargo `[lib]`/`[[bin]]`/`[[example]]`/`[[bench]]`, an npm `main`/`module`/`exports`/`bin`, a console script. */
export type ManifestTarget = {
  kind: 'library' | 'binary' | 'script' | 'example' | 'benchmark';
  /** The target's name when the manifest gives one: a `[[bin]]` name, a `bin` key, a script's name, an `exports` subpath (`.`, `./utils`). */
  name: string | null;
  /** The file, repository-relative, as the manifest names it (a built file such as `dist/index.js` may not be in the tree); for a script, its `module:function` reference as written. */
  path: string;
};

/** A dependency a manifest takes from a folder of the repository. */
export type LocalDependency = {
  /** The dependency's name, as in `dependencies` (for a go.mod `replace`, the module replaced). */
  name: string;
  /** The folder, repository-relative, without a trailing slash ('' for the root). */
  folder: string;
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

/** A Makefile's targets, or a Justfile's public recipes (`isJustfilePath` tells them apart). */
export type MakeTargets = { path: string; targets: string[] };

/** A CI workflow and the shell commands its steps run. */
export type CiWorkflow = {
  path: string;
  /** `github-actions`, `gitlab-ci`, `circleci`, `travis`, `azure-pipelines`. */
  system: string;
  name: string | null;
  commands: string[];
  /** Events that start it (GitHub Actions `on:`): `push`, `pull_request_target`. */
  triggers: string[];
  /** `permissions` as written at the workflow's top level (`write-all`, `read-all`, or `contents: read, …`); null when not set. */
  permissions: string | null;
  /** Actions it uses (`actions/checkout@v4`), with whether each is pinned to a full commit SHA. */
  actions: { uses: string; line: number; pinned: boolean }[];
  /** The build matrix of GitHub Actions jobs: each dimension with its values (`java: 8, 17, 25`); empty for other systems. */
  matrix: { name: string; values: string[] }[];
};

/** A runtime version a file asks for: `.nvmrc`, `.python-version`, `rust-toolchain`, a Dockerfile's `FROM`, `.tool-versions`. */
export type RuntimeRequirement = {
  path: string;
  /** `Node.js`, `Python`, `Go`, `Rust`, `Java`, `Ruby` (or the tool as `.tool-versions` names it), or a Dockerfile's base image without its tag (`node`). */
  name: string;
  /** The version as written (`20`, `lts/iron`, `3.12.1`, `stable`); a base image's tag or digest (`20-alpine`), `latest` when the image has none. */
  requirement: string;
};

/** Variables an example environment file lists (`.env.example`, `.env.sample`, `.env.template`). Values are not kept. */
export type EnvironmentExample = {
  path: string;
  variables: { name: string; line: number }[];
};

/** A changelog the repository keeps (`CHANGELOG.md`, `HISTORY.md`, `CHANGES.md`…). */
export type ChangelogFile = {
  path: string;
  text: string;
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

/** What a guide is: the root README, a CONTRIBUTING or SECURITY file, or another page for people (DEVELOPMENT, `docs/…`). */
export type GuideKind = 'readme' | 'contributing' | 'security' | 'guide';

/** A fenced (or reStructuredText literal) code block of a guide. */
export type GuideCodeBlock = {
  /** The fence's language (`go`, `sh`), lower-case; null when none is given. */
  language: string | null;
  /** 1-based line of the block's first line of code. */
  line: number;
  text: string;
};

/** A section of a guide: the text under one heading, up to the next heading of any level. */
export type GuideSection = {
  /** The heading as plain text; null for the text before the first heading. */
  heading: string | null;
  /** 1–6; 0 for the text before the first heading. */
  level: number;
  /** 1-based line of the heading (of the first line when there is none). */
  line: number;
  /** The section's Markdown (or reStructuredText) as written, code included, up to 6,000 characters. */
  text: string;
  code: GuideCodeBlock[];
};

/** One of the repository's own documents for people, in sections. */
export type GuideDocument = {
  path: string;
  kind: GuideKind;
  sections: GuideSection[];
};

/** Facts about the project as a whole, read from its well-known files. */
export type ProjectFacts = {
  readme: ReadmeFacts | null;
  licenses: LicenseFile[];
  makefiles: MakeTargets[];
  ciWorkflows: CiWorkflow[];
  openApi: OpenApiDocument[];
  runtimes: RuntimeRequirement[];
  environmentExamples: EnvironmentExample[];
  changelog: ChangelogFile | null;
  /** The repository's own guides (README, CONTRIBUTING, SECURITY, `docs/` pages): README first, then CONTRIBUTING, SECURITY and the rest by path. */
  guides: GuideDocument[];
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
  /** Most active authors per top-level folder (and `.` for files at the root), by name as in the commits — never an e-mail address. */
  authorsByFolder: { folder: string; authors: { name: string; commits: number }[] }[];
  /** Conventions measured from the history. */
  conventions: HistoryConventions;
  /** The history engine's changelog (Keep a Changelog releases) up to the snapshot's commit. */
  changelog: SnapshotChangelog;
};

export type HistoryConventions = {
  /** Share of non-merge commits whose subject is a Conventional Commit (`feat:`, `fix(scope):`, a type of the convention), 0–1. */
  conventionalCommits: number;
  /** Share of non-merge commits whose subject starts with an area or path that is not such a type (`net/http: fix …`, `runtime: …`, `[docs] …`), 0–1. */
  areaPrefixes: number;
  /** The most used area prefixes as written, most commits first, at most five. */
  topAreas: { prefix: string; commits: number }[];
  /** Share of commits that are merges, 0–1. */
  mergeCommits: number;
  /** The branch the snapshot's commit is on (`main`), when known. */
  branch: string | null;
  /** Share of non-merge commits whose subject names a pull request (`(#123)`), as squash merges do, 0–1. */
  squashMerges: number;
};

/** One line of a release, as the history engine wrote it. */
export type SnapshotChangelogItem = {
  /** Keep a Changelog section: `Added`, `Changed`, `Deprecated`, `Removed`, `Fixed`, `Security`. */
  section: 'Added' | 'Changed' | 'Deprecated' | 'Removed' | 'Fixed' | 'Security';
  /** The line's Markdown without the leading `- `: `**Breaking:** **router:** Drop Node 16 (#12)`; the description is the commit's, as written. */
  text: string;
  scope: string | null;
  breaking: boolean;
  /** SHAs of the commits it stands for, newest first. */
  commits: string[];
  /** Pull-request and issue numbers it names. */
  references: { pullRequests: number[]; issues: number[] };
};

/** A release of the history engine's changelog. */
export type SnapshotRelease = {
  /** The version without prefix (`1.2.0`), or `Unreleased` for the changes after the newest release tag. */
  version: string;
  /** YYYY-MM-DD of the tag; null for Unreleased. */
  date: string | null;
  /** How many lines (items) it has. */
  items: number;
  /** The release tag as named in the repository (`v1.2.0`); null for Unreleased. */
  tag: string | null;
  /** The host's compare view for the release, when the repository's web address is known. */
  compareUrl: string | null;
  /** Commits in the release, noise included. */
  commits: number;
  changes: SnapshotChangelogItem[];
};

/**
 * The history engine's Keep a Changelog output for the snapshot's commit (see `@chronicle/history`):
 * only the tags that commit reaches, the first-parent history up to it. As Markdown and as data, so
 * an agent can merge the releases into the repository's own changelog (`mergeIntoChangelog`).
 */
export type SnapshotChangelog = {
  /** `renderMarkdown` of the history engine. */
  markdown: string;
  /** Release headings, newest first: `Unreleased`, `1.2.0` (Unreleased only when it has items). */
  releases: SnapshotRelease[];
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
  /** The repository's components, sorted by folder, with their edges. */
  components: CodeComponent[];
  /** The public API of the `source` files as users write it: entry-point names first, then by name. */
  api: ApiEntry[];
  history: HistoryFacts;
};
