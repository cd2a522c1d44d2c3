import type { Lockfile, LockedPackage } from '../../model.js';
import { isObject, lockedPackage, text } from '../shared.js';
import type { ManifestSource } from '../types.js';

/** Reads NuGet's packages.lock.json: each framework's Direct and Transitive packages (Project entries are the solution's own). */
export function extractPackagesLock(file: ManifestSource): Lockfile | null {
  const json: unknown = JSON.parse(file.text);
  if (!isObject(json) || !isObject(json.dependencies)) return null;
  const packages: LockedPackage[] = [];
  for (const framework of Object.values(json.dependencies)) {
    if (!isObject(framework)) continue;
    for (const [name, entry] of Object.entries(framework)) {
      if (!isObject(entry) || entry.type === 'Project') continue;
      const version = text(entry.resolved);
      if (version) packages.push(lockedPackage(name, version, null, isObject(entry.dependencies) ? Object.keys(entry.dependencies) : []));
    }
  }
  return { path: file.path, ecosystem: 'nuget', kind: 'packages.lock.json', packages };
}
