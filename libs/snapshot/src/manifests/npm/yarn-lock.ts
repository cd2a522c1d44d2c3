import { parseSyml } from '@yarnpkg/parsers';
import type { Lockfile, LockedPackage } from '../../model.js';
import { isObject, lockedPackage, text, type JsonObject } from '../shared.js';
import type { ManifestSource } from '../types.js';

/** Reads yarn.lock, classic (v1) or Berry (a `__metadata` entry). Neither says which packages are for development. */
export function extractYarnLock(file: ManifestSource): Lockfile | null {
  const parsed: unknown = parseSyml(file.text);
  if (!isObject(parsed)) return null;
  const berry = isObject(parsed.__metadata);
  const packages: LockedPackage[] = [];
  for (const [descriptors, entry] of Object.entries(parsed)) {
    if (descriptors === '__metadata' || !isObject(entry)) continue;
    const locked = berry ? berryPackage(descriptors, entry) : classicPackage(descriptors, entry);
    if (locked) packages.push(locked);
  }
  return { path: file.path, ecosystem: 'npm', kind: berry ? 'yarn.lock (berry)' : 'yarn.lock (v1)', packages };
}

/** The package name in a descriptor (`@scope/name@^1.0.0`, `name@npm:^1.0.0`). */
function nameOf(descriptor: string): string {
  const at = descriptor.indexOf('@', 1);
  return at < 0 ? descriptor : descriptor.slice(0, at);
}

function depNames(entry: JsonObject): string[] {
  return [entry.dependencies, entry.optionalDependencies].flatMap((table) => (isObject(table) ? Object.keys(table) : []));
}

function classicPackage(descriptors: string, entry: JsonObject): LockedPackage | null {
  const version = text(entry.version);
  const first = descriptors.split(',')[0]!.trim().replace(/^"|"$/g, '');
  if (!version || first.includes('@file:') || first.includes('@link:')) return null;
  return lockedPackage(nameOf(first), version, null, depNames(entry));
}

function berryPackage(descriptors: string, entry: JsonObject): LockedPackage | null {
  const version = text(entry.version);
  const resolution = text(entry.resolution) ?? descriptors.split(',')[0]!.trim();
  // Workspaces and links are the project's own folders, not locked packages.
  if (!version || entry.linkType === 'soft' || /@(workspace|link|portal):/.test(resolution)) return null;
  return lockedPackage(nameOf(resolution), version, null, depNames(entry));
}
