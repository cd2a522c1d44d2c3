import { parse as parseToml } from 'smol-toml';
import type { DeclaredDependency, DependencyScope, LocalDependency, Manifest, ManifestTarget } from '../../model.js';
import { ancestors, dependency, dirName, withAlias, emptyManifest, isObject, joinPath, localFolder, readOther, strings, text, type JsonObject } from '../shared.js';
import type { ManifestContext, ManifestSource } from '../types.js';

const TABLES = [
  ['dependencies', 'runtime'],
  ['dev-dependencies', 'development'],
  ['build-dependencies', 'build'],
] as const;

/** The `[workspace]` table of the nearest Cargo.toml at or above the manifest's folder that has one, with that folder. */
function nearestWorkspace(path: string, context: ManifestContext): { table: JsonObject; folder: string } | null {
  for (const folder of ancestors(dirName(path))) {
    const toml = readOther(context, joinPath(folder, 'Cargo.toml'), (source) => parseToml(source) as JsonObject);
    if (toml === null) return null;
    if (toml && isObject(toml.workspace)) return { table: toml.workspace, folder };
  }
  return null;
}

/** One `[…dependencies]` table; `{ workspace = true }` takes its version from the workspace root. */
function table(deps: unknown, scope: DependencyScope, group: string, inherited: JsonObject): DeclaredDependency[] {
  if (!isObject(deps)) return [];
  return Object.entries(deps).map(([key, spec]) => {
    if (!isObject(spec)) return dependency(key, text(spec), scope, group);
    const base = spec.workspace === true ? inherited[key] : undefined;
    const name = text(spec.package) ?? (isObject(base) ? text(base.package) : null) ?? key;
    const requirement = text(spec.version) ?? (isObject(base) ? text(base.version) : text(base));
    const optional = spec.optional === true && scope === 'runtime';
    // `foo = { package = "memmap2" }`: the crate is memmap2, the code names it `foo`.
    return withAlias(dependency(name, requirement, optional ? 'optional' : scope, group), key);
  });
}

function dependencies(toml: JsonObject, inherited: JsonObject): DeclaredDependency[] {
  const out = TABLES.flatMap(([key, scope]) => table(toml[key], scope, key, inherited));
  // Platform-specific tables: [target.'cfg(windows)'.dependencies] and the like.
  const targets = isObject(toml.target) ? toml.target : {};
  for (const [target, body] of Object.entries(targets)) {
    if (!isObject(body)) continue;
    for (const [key, scope] of TABLES) out.push(...table(body[key], scope, `target.'${target}'.${key}`, inherited));
  }
  return out;
}

/** A `{ workspace = true }` package field takes the root's `[workspace.package]` value. */
function packageField(pkg: JsonObject, field: string, workspace: JsonObject | null): string | null {
  const value = pkg[field];
  if (!isObject(value) || value.workspace !== true) return text(value);
  return workspace && isObject(workspace.package) ? text(workspace.package[field]) : null;
}

/**
 * Reads Cargo.toml: `[package]`, the dependency tables (also per target), workspace members,
 * `[[bin]]` and `[lib]` targets, and `rust-version`.
 */
export function extractCargoToml(file: ManifestSource, context: ManifestContext): Manifest {
  const toml = parseToml(file.text) as JsonObject;
  const pkg = isObject(toml.package) ? toml.package : {};
  const found = isObject(toml.workspace) ? { table: toml.workspace, folder: dirName(file.path) } : nearestWorkspace(file.path, context);
  const workspace = found?.table ?? null;
  const manifest = emptyManifest(file.path, 'cargo', 'Cargo.toml');
  manifest.name = text(pkg.name);
  manifest.version = packageField(pkg, 'version', workspace);
  manifest.description = packageField(pkg, 'description', workspace);
  manifest.license = packageField(pkg, 'license', workspace);
  manifest.dependencies = dependencies(toml, workspace && isObject(workspace.dependencies) ? workspace.dependencies : {});
  manifest.workspaces = isObject(toml.workspace) ? strings(toml.workspace.members) : [];
  const rust = packageField(pkg, 'rust-version', workspace);
  manifest.runtime = rust ? { name: 'rust', requirement: rust } : null;
  manifest.entryPoints = entryPoints(toml);
  manifest.targets = declaredTargets(toml, dirName(file.path));
  manifest.localDependencies = localDependencies(toml, dirName(file.path), found);
  manifest.features = isObject(toml.features) ? Object.entries(toml.features).map(([name, enables]) => ({ name, enables: strings(enables) })) : [];
  return manifest;
}

/** `[lib]` and `[[bin]]` targets: their `path` when set, else the target's name. */
function entryPoints(toml: JsonObject): string[] {
  const out: string[] = [];
  if (isObject(toml.lib)) {
    const lib = text(toml.lib.path);
    if (lib) out.push(lib);
  }
  for (const bin of tables(toml.bin)) {
    const entry = text(bin.path) ?? text(bin.name);
    if (entry) out.push(entry);
  }
  return out;
}

function tables(value: unknown): JsonObject[] {
  return Array.isArray(value) ? value.filter(isObject) : [];
}

// Cargo's default file of a named target, when `path` is not set.
const DEFAULT_PATHS = { binary: (name: string) => `src/bin/${name}.rs`, example: (name: string) => `examples/${name}.rs`, benchmark: (name: string) => `benches/${name}.rs` };

/**
 * The declared targets, repository-relative: `[lib]` (its `path`, by default `src/lib.rs`, only
 * when the table is there), `[[bin]]`, `[[example]]`, `[[bench]]` (their `path`, else Cargo's
 * default for the name). Targets Cargo finds by its layout alone are not declared here.
 */
function declaredTargets(toml: JsonObject, folder: string): ManifestTarget[] {
  const out: ManifestTarget[] = [];
  if (isObject(toml.lib)) out.push({ kind: 'library', name: text(toml.lib.name), path: joinPath(folder, text(toml.lib.path) ?? 'src/lib.rs') });
  for (const [key, kind] of [['bin', 'binary'], ['example', 'example'], ['bench', 'benchmark']] as const) {
    for (const target of tables(toml[key])) {
      const name = text(target.name);
      const path = text(target.path) ?? (name ? DEFAULT_PATHS[kind](name) : null);
      if (path) out.push({ kind, name, path: joinPath(folder, path) });
    }
  }
  return out;
}

/** `path` dependencies, repository-relative; a `{ workspace = true }` one takes the root's `path`, relative to the root's folder. */
function localDependencies(toml: JsonObject, folder: string, workspace: { table: JsonObject; folder: string } | null): LocalDependency[] {
  const inherited = workspace && isObject(workspace.table.dependencies) ? workspace.table.dependencies : {};
  const sections = [toml, ...Object.values(isObject(toml.target) ? toml.target : {}).filter(isObject)];
  const out: LocalDependency[] = [];
  for (const section of sections) {
    for (const [key] of TABLES) {
      const deps = section[key];
      if (!isObject(deps)) continue;
      for (const [name, spec] of Object.entries(deps)) {
        if (!isObject(spec)) continue;
        const base = spec.workspace === true ? inherited[name] : undefined;
        const own = text(spec.path);
        const fromRoot = isObject(base) ? text(base.path) : null;
        const realName = text(spec.package) ?? (isObject(base) ? text(base.package) : null) ?? name;
        const local = own ? localFolder(folder, own) : fromRoot && workspace ? localFolder(workspace.folder, fromRoot) : null;
        if (local !== null) out.push({ name: realName, folder: local });
      }
    }
  }
  return out;
}
