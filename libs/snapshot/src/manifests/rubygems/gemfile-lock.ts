import type { Lockfile, LockedPackage } from '../../model.js';
import { lockedPackage } from '../shared.js';
import type { ManifestSource } from '../types.js';

/**
 * Reads Gemfile.lock (or gems.locked): the `specs:` of its GEM and GIT sections, each `name
 * (version)` at four spaces with its dependencies at six. PATH specs are the project's own gems and
 * are left out. Bundler records no scope.
 */
export function extractGemfileLock(file: ManifestSource): Lockfile {
  const packages: LockedPackage[] = [];
  let section = '';
  let current: LockedPackage | null = null;
  for (const line of file.text.split(/\r?\n/)) {
    if (/^[A-Z]/.test(line)) {
      section = line.trim();
      current = null;
      continue;
    }
    if (section !== 'GEM' && section !== 'GIT') continue;
    const spec = /^ {4}([^\s(]+) \(([^)]+)\)$/.exec(line);
    if (spec) {
      current = lockedPackage(spec[1]!, spec[2]!, null, []);
      packages.push(current);
      continue;
    }
    const dep = /^ {6}([^\s(]+)/.exec(line);
    if (dep && current) current.dependencies.push(dep[1]!);
  }
  return { path: file.path, ecosystem: 'rubygems', kind: 'Gemfile.lock', packages };
}
