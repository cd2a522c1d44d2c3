import type { Lockfile, LockedPackage } from '../../model.js';
import { lockedPackage } from '../shared.js';
import type { ManifestSource } from '../types.js';

/**
 * Reads go.sum: each module version whose content hash is recorded. Lines for a `go.mod` alone
 * are versions Go only consulted while choosing, never built, so they are left out. go.sum records
 * no edges nor scope.
 */
export function extractGoSum(file: ManifestSource): Lockfile {
  const packages: LockedPackage[] = [];
  for (const line of file.text.split(/\r?\n/)) {
    const [path, version] = line.trim().split(/\s+/);
    if (!path || !version || version.endsWith('/go.mod')) continue;
    packages.push(lockedPackage(path, version, null, []));
  }
  return { path: file.path, ecosystem: 'go', kind: 'go.sum', packages };
}
