import { parse as parseToml } from 'smol-toml';
import type { DeclaredDependency, DependencyScope, Manifest } from '../../model.js';
import { ancestors, dependency, dirName, emptyManifest, isObject, joinPath, readOther, strings, text, type JsonObject } from '../shared.js';
import type { ManifestContext, ManifestSource } from '../types.js';

const TABLES = [
  ['dependencies', 'runtime'],
  ['dev-dependencies', 'development'],
  ['build-dependencies', 'build'],
] as const;

/** The `[workspace]` table of the nearest Cargo.toml at or above the manifest's folder that has one. */
function nearestWorkspace(path: string, context: ManifestContext): JsonObject | null {
  for (const folder of ancestors(dirName(path))) {
    const toml = readOther(context, joinPath(folder, 'Cargo.toml'), (source) => parseToml(source) as JsonObject);
    if (toml === null) return null;
    if (toml && isObject(toml.workspace)) return toml.workspace;
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
  const workspace = isObject(toml.workspace) ? toml.workspace : nearestWorkspace(file.path, context);
  const manifest = emptyManifest(file.path, 'cargo', 'Cargo.toml');
  manifest.name = text(pkg.name);
  manifest.version = packageField(pkg, 'version', workspace);
  manifest.description = packageField(pkg, 'description', workspace);
  manifest.license = packageField(pkg, 'license', workspace);
  manifest.dependencies = dependencies(toml, workspace && isObject(workspace.dependencies) ? workspace.dependencies : {});
  manifest.workspaces = isObject(toml.workspace) ? strings(toml.workspace.members) : [];
  const rust = packageField(pkg, 'rust-version', workspace);
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
