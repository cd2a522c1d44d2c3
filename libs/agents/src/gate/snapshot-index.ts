import type { Snapshot } from '@chronicle/snapshot';

/** The snapshot's names, in the shapes the existence checks look them up by. */
export type SnapshotIndex = {
  /** The snapshot's commit, abbreviated, for messages. */
  commit: string;
  /** Indexed and skipped files. */
  files: Set<string>;
  /** Every folder that holds a file, without a trailing slash: `src`, `src/gate`. */
  folders: Set<string>;
  /** Every file's base name: `index.ts`, `Makefile`. */
  baseNames: Set<string>;
  /** Names as written: packages, dependencies (and the aliases they are renamed to), manifests, scripts, make targets, tags, import specifiers, languages, CI workflows and their triggers and actions, secret findings' rules and fingerprints, risky sinks' calls, environment variables, pinned runtimes. */
  names: Set<string>;
  /** Symbol names, qualified names and their dotted suffixes, separators made `.`. */
  symbols: Set<string>;
  /** Versions and requirements, normalized by {@link normalizeVersion}. */
  versions: Set<string>;
  /** HTTP route paths found in code and in OpenAPI files. */
  routes: Set<string>;
  /** Every commit SHA, sorted, for prefix search. */
  shas: string[];
  references: Set<number>;
};

const cache = new WeakMap<Snapshot, SnapshotIndex>();

/** The index of a snapshot; built once per snapshot object, since every document of a run checks against the same one. */
export function indexSnapshot(snapshot: Snapshot): SnapshotIndex {
  let index = cache.get(snapshot);
  if (!index) {
    index = buildIndex(snapshot);
    cache.set(snapshot, index);
  }
  return index;
}

function buildIndex(snapshot: Snapshot): SnapshotIndex {
  const index: SnapshotIndex = {
    commit: snapshot.commit.sha.slice(0, 7),
    files: new Set(),
    folders: new Set(),
    baseNames: new Set(),
    names: new Set(),
    symbols: new Set(),
    versions: new Set(),
    routes: new Set(),
    shas: [...snapshot.history.shas].map((sha) => sha.toLowerCase()).sort(),
    references: new Set(snapshot.history.references),
  };
  for (const path of [...snapshot.files.map((file) => file.path), ...snapshot.skipped.map((file) => file.path)]) addPath(index, path);
  for (const file of snapshot.files) {
    if (file.language) index.names.add(file.language);
    for (const symbol of file.code.symbols) addSymbol(index, symbol.name, symbol.qualifiedName);
    for (const ref of file.code.imports) {
      index.names.add(ref.specifier);
      if (ref.package) index.names.add(ref.package);
      // The names an import binds are names the code writes (`createError`, `uv`).
      for (const bound of ref.names) index.names.add(bound.name).add(bound.imported);
    }
    for (const route of file.code.routes) index.routes.add(route.path);
    for (const secret of file.scan.secrets) index.names.add(secret.rule).add(secret.fingerprint);
    for (const sink of file.scan.sinks) index.names.add(sink.call);
    for (const read of file.scan.environment) index.names.add(read.name);
    for (const call of file.scan.logging) index.names.add(call.library);
    // An idiom's word is a name in the code; a debug section is switched on through the variable its facility reads.
    for (const idiom of file.scan.idioms ?? []) {
      index.names.add(idiom.word);
      if (idiom.kind === 'node-debuglog') index.names.add('NODE_DEBUG').add('util.debuglog');
      if (idiom.kind === 'debug-namespace') index.names.add('DEBUG').add('debug');
    }
  }
  // The public names as users write them (`serde_json::from_str`, `koa.Application`), and the
  // components' own names (a Go package's import path, a Python package).
  for (const api of snapshot.api ?? []) index.symbols.add(normalizeQualified(api.name));
  for (const component of snapshot.components ?? []) if (component.name) index.names.add(component.name);
  addProjectNames(index, snapshot);
  addVersions(index, snapshot);
  return index;
}

function addPath(index: SnapshotIndex, path: string): void {
  index.files.add(path);
  const parts = path.split('/');
  index.baseNames.add(parts.at(-1)!);
  for (let end = 1; end < parts.length; end++) index.folders.add(parts.slice(0, end).join('/'));
}

function addSymbol(index: SnapshotIndex, name: string, qualifiedName: string): void {
  index.symbols.add(normalizeQualified(name));
  const parts = normalizeQualified(qualifiedName).split('.');
  for (let start = 0; start < parts.length; start++) index.symbols.add(parts.slice(start).join('.'));
}

function addProjectNames(index: SnapshotIndex, snapshot: Snapshot): void {
  const { names } = index;
  for (const language of snapshot.languages) names.add(language.language);
  for (const manifest of snapshot.manifests) {
    if (manifest.name) names.add(manifest.name);
    names.add(manifest.ecosystem);
    for (const dependency of manifest.dependencies) {
      names.add(dependency.name);
      // A renamed dependency's name in code (`foo` for `foo = { package = "memmap2" }`).
      if (dependency.alias) names.add(dependency.alias);
    }
    for (const script of Object.keys(manifest.scripts)) names.add(script);
    for (const feature of manifest.features ?? []) names.add(feature.name);
    if (manifest.runtime) names.add(manifest.runtime.name);
  }
  for (const lockfile of snapshot.lockfiles) {
    for (const pkg of lockfile.packages) names.add(pkg.name);
  }
  for (const makefile of snapshot.project.makefiles) makefile.targets.forEach((target) => names.add(target));
  for (const workflow of snapshot.project.ciWorkflows) {
    if (workflow.name) names.add(workflow.name);
    workflow.triggers.forEach((trigger) => names.add(trigger));
    workflow.actions.forEach((action) => names.add(action.uses).add(action.uses.replace(/@.*$/, '')));
  }
  for (const api of snapshot.project.openApi) {
    for (const operation of api.operations) {
      index.routes.add(operation.path);
      if (operation.operationId) names.add(operation.operationId);
    }
  }
  for (const tag of snapshot.history.tags) names.add(tag.name);
  if (snapshot.history.conventions.branch) names.add(snapshot.history.conventions.branch);
  for (const example of snapshot.project.environmentExamples) example.variables.forEach((variable) => names.add(variable.name));
  // A pinned runtime and its version as written (`lts/iron`, an image such as `gcr.io/distroless/base`).
  for (const runtime of snapshot.project.runtimes) names.add(runtime.name).add(runtime.requirement);
}

function addVersions(index: SnapshotIndex, snapshot: Snapshot): void {
  const add = (version: string | null | undefined, withNumbers = false) => {
    if (!version) return;
    index.versions.add(normalizeVersion(version));
    // A requirement also vouches for the versions it names: `^1.2.0` for `1.2.0`, `>=18` for `18`.
    if (withNumbers) for (const number of version.match(/\d+(?:\.[\dxX*]+)*(?:-[0-9A-Za-z.-]+)?/g) ?? []) index.versions.add(number);
  };
  for (const tag of snapshot.history.tags) add(tag.name);
  for (const manifest of snapshot.manifests) {
    add(manifest.version);
    add(manifest.runtime?.requirement, true);
    for (const dependency of manifest.dependencies) add(dependency.requirement, true);
  }
  for (const lockfile of snapshot.lockfiles) for (const pkg of lockfile.packages) add(pkg.version);
  for (const api of snapshot.project.openApi) add(api.version);
  for (const runtime of snapshot.project.runtimes) add(runtime.requirement, true);
}

/** `Config::new`, `Router#get`, `App\Http\Kernel` → dotted: `Config.new`, `Router.get`, `App.Http.Kernel`. */
export function normalizeQualified(name: string): string {
  return name.replace(/::|#|\\|->/g, '.');
}

/** Whitespace dropped, a `v` before a digit dropped: `v1.2.3` → `1.2.3`, `>= 2, < 3` → `>=2,<3`. */
export function normalizeVersion(version: string): string {
  return version.replace(/\s+/g, '').replace(/(^|[^A-Za-z0-9])v(?=\d)/g, '$1');
}

/** True when some commit of the history starts with this prefix. */
export function hasShaPrefix(index: SnapshotIndex, prefix: string): boolean {
  let low = 0;
  let high = index.shas.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (index.shas[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  return low < index.shas.length && index.shas[low]!.startsWith(prefix);
}
