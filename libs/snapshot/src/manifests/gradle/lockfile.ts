import type { Lockfile, LockedPackage } from '../../model.js';
import { lockedPackage } from '../shared.js';
import type { ManifestSource } from '../types.js';

/** Reads gradle.lockfile: `group:artifact:version=configuration,…`; only test configurations → development. No edges. */
export function extractGradleLockfile(file: ManifestSource): Lockfile {
  const packages: LockedPackage[] = [];
  for (const line of file.text.split(/\r?\n/)) {
    const match = /^([^#=\s:]+):([^=\s:]+):([^=\s:]+)=(.*)$/.exec(line.trim());
    if (!match) continue;
    const configurations = match[4]!.split(',').filter(Boolean);
    const scope = configurations.length > 0 && configurations.every((name) => /test/i.test(name)) ? 'development' : 'runtime';
    packages.push(lockedPackage(`${match[1]}:${match[2]}`, match[3]!, scope, []));
  }
  return { path: file.path, ecosystem: 'gradle', kind: 'gradle.lockfile', packages };
}
