import { parse as parseToml } from 'smol-toml';
import type { DeclaredDependency, DependencyScope, Manifest } from '../../model.js';
import { ancestors, dependency, dirName, emptyManifest, isObject, joinPath, strings, text, type JsonObject } from '../shared.js';
import type { ManifestContext, ManifestSource } from '../types.js';

const TABLES = [
  ['dependencies', 'runtime'],
  ['dev-dependencies', 'development'],
  ['build-dependencies', 'build'],
] as const;

/** The `[workspace.dependencies]` of the nearest workspace root above (or at) the manifest. */
function workspaceDependencies(path: string, own: JsonObject, context: ManifestContext): JsonObject {
  const local = isObject(own.workspace) && isObject(own.workspace.dependencies) ? own.workspace.dependencies : null;
  if (local) return local;
  for (const folder of ancestors(dirName(path)).slice(1)) {
    const textAbove = context.read(joinPath(folder, 'Cargo.toml'));
    if (textAbove === null) continue;
    try {
      const above = parseToml(textAbove) as JsonObject;
      if (isObject(above.workspace)) return isObject(above.workspace.dependencies) ? above.workspace.dependencies : {};
    } catch {
      return {};
    }
  }
  return {};
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
    return dependency(name, requirement, optional ? 'optional' : scope, group);
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
function packageField(pkg: JsonObject, field: string, path: string, context: ManifestContext): string | null {
  const value = pkg[field];
  if (!isObject(value) || value.workspace !== true) return text(value);
  for (const folder of ancestors(dirName(path))) {
    const rootText = context.read(joinPath(folder, 'Cargo.toml'));
    if (rootText === null) continue;
    const root = parseToml(rootText) as JsonObject;
    if (isObject(root.workspace)) return isObject(root.workspace.package) ? text(root.workspace.package[field]) : null;
  }
  return null;
}

/**
 * Reads Cargo.toml: `[package]`, the dependency tables (also per target), workspace members,
 * `[[bin]]` and `[lib]` targets, and `rust-version`.
 */
export function extractCargoToml(file: ManifestSource, context: ManifestContext): Manifest {
  const toml = parseToml(file.text) as JsonObject;
  const pkg = isObject(toml.package) ? toml.package : {};
  const manifest = emptyManifest(file.path, 'cargo', 'Cargo.toml');
  manifest.name = text(pkg.name);
  manifest.version = packageField(pkg, 'version', file.path, context);
  manifest.description = packageField(pkg, 'description', file.path, context);
  manifest.license = packageField(pkg, 'license', file.path, context);
  manifest.dependencies = dependencies(toml, workspaceDependencies(file.path, toml, context));
  manifest.workspaces = isObject(toml.workspace) ? strings(toml.workspace.members) : [];
  const rust = packageField(pkg, 'rust-version', file.path, context);
  manifest.runtime = rust ? { name: 'rust', requirement: rust } : null;
  manifest.entryPoints = targets(toml);
  return manifest;
}

/** `[lib]` and `[[bin]]` targets: their `path` when set, else the target's name. */
function targets(toml: JsonObject): string[] {
  const out: string[] = [];
  if (isObject(toml.lib)) {
    const lib = text(toml.lib.path);
    if (lib) out.push(lib);
  }
  for (const bin of Array.isArray(toml.bin) ? toml.bin.filter(isObject) : []) {
    const entry = text(bin.path) ?? text(bin.name);
    if (entry) out.push(entry);
  }
  return out;
}
