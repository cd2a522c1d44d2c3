import { parse as parseToml } from 'smol-toml';
import type { Lockfile, LockedPackage } from '../../model.js';
import { isObject, lockedPackage, strings, text, type JsonObject } from '../shared.js';
import type { ManifestSource } from '../types.js';

/**
 * Reads Cargo.lock: every `[[package]]` with a `source` (a registry or git); the workspace's own
 * crates have none and are left out. A dependency is written `name`, `name version` or
 * `name version (source)`; the name is kept. Cargo records no scope.
 */
export function extractCargoLock(file: ManifestSource): Lockfile | null {
  const toml = parseToml(file.text) as JsonObject;
  if (!Array.isArray(toml.package)) return null;
  const packages = toml.package.filter(isObject).flatMap((entry): LockedPackage[] => {
    const name = text(entry.name);
    const version = text(entry.version);
    if (!name || !version || !text(entry.source)) return [];
    return [lockedPackage(name, version, null, strings(entry.dependencies).map((dep) => dep.split(' ')[0]!))];
  });
  return { path: file.path, ecosystem: 'cargo', kind: 'Cargo.lock', packages };
}
