import { parse as parseToml } from 'smol-toml';
import type { Lockfile, LockedPackage } from '../../model.js';
import { isObject, lockedPackage, strings, text, type JsonObject } from '../shared.js';
import type { ManifestSource } from '../types.js';

/** Poetry 1 writes `category = "dev"`; Poetry 2 writes `groups = ["main", "dev"]`. */
function scopeOf(entry: JsonObject): LockedPackage['scope'] {
  const category = text(entry.category);
  if (category) return category === 'main' ? 'runtime' : 'development';
  const groups = strings(entry.groups);
  if (groups.length === 0) return null;
  return groups.includes('main') ? 'runtime' : 'development';
}

/** Reads poetry.lock: each `[[package]]` with its `[package.dependencies]` names. */
export function extractPoetryLock(file: ManifestSource): Lockfile | null {
  const toml = parseToml(file.text) as JsonObject;
  if (!Array.isArray(toml.package)) return null;
  const packages = toml.package.filter(isObject).flatMap((entry): LockedPackage[] => {
    const name = text(entry.name);
    const version = text(entry.version);
    if (!name || !version) return [];
    const deps = isObject(entry.dependencies) ? Object.keys(entry.dependencies) : [];
    return [lockedPackage(name, version, scopeOf(entry), deps)];
  });
  return { path: file.path, ecosystem: 'pypi', kind: 'poetry.lock', packages };
}
