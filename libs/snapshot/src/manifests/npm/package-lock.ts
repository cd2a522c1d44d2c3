import type { Lockfile, LockedPackage } from '../../model.js';
import { baseName, isObject, lockedPackage, text, type JsonObject } from '../shared.js';
import type { ManifestSource } from '../types.js';

/** Reads package-lock.json or npm-shrinkwrap.json: the v2/v3 `packages` map, else the v1 `dependencies` tree. */
export function extractPackageLock(file: ManifestSource): Lockfile | null {
  const json: unknown = JSON.parse(file.text);
  if (!isObject(json)) return null;
  const packages = isObject(json.packages) ? fromPackagesMap(json.packages) : fromDependencyTree(json.dependencies);
  return { path: file.path, ecosystem: 'npm', kind: baseName(file.path), packages };
}

function names(...tables: unknown[]): string[] {
  return tables.flatMap((table) => (isObject(table) ? Object.keys(table) : []));
}

function scopeOf(entry: JsonObject): LockedPackage['scope'] {
  return entry.dev === true || entry.devOptional === true ? 'development' : 'runtime';
}

/** v2/v3: keys are install paths; the name is what follows the last `node_modules/`. */
function fromPackagesMap(map: JsonObject): LockedPackage[] {
  const out: LockedPackage[] = [];
  for (const [key, entry] of Object.entries(map)) {
    const at = key.lastIndexOf('node_modules/');
    // The root ('') and workspace folders are the project's own packages; links point at them.
    if (at < 0 || !isObject(entry) || entry.link === true) continue;
    const version = text(entry.version);
    if (!version) continue;
    const name = text(entry.name) ?? key.slice(at + 'node_modules/'.length);
    const deps = names(entry.dependencies, entry.optionalDependencies, entry.peerDependencies);
    out.push(lockedPackage(name, version, scopeOf(entry), deps, licenseOf(entry.license)));
  }
  return out;
}

function licenseOf(value: unknown): string | null {
  return isObject(value) ? text(value.type) : text(value);
}

/** v1: a nested `dependencies` tree whose entries name what they need under `requires`. */
function fromDependencyTree(tree: unknown, out: LockedPackage[] = []): LockedPackage[] {
  if (!isObject(tree)) return out;
  for (const [name, entry] of Object.entries(tree)) {
    if (!isObject(entry)) continue;
    const version = text(entry.version);
    if (version && !version.startsWith('file:')) {
      out.push(lockedPackage(name, version, scopeOf(entry), names(entry.requires)));
    }
    fromDependencyTree(entry.dependencies, out);
  }
  return out;
}
