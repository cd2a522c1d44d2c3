import type { Ecosystem, LockedPackage, Lockfile, Manifest, Snapshot } from '@chronicle/snapshot';
import { byText } from '../../markdown/markdown.js';
import { lockfileFor } from './manifest-folders.js';
import { normaliseName } from './usage.js';

// go.sum records the checksum of every module version the build graph considered, not one
// resolution, so it gives neither resolved versions nor duplicates.

/** Whether a lockfile resolves one version per package (everything but go.sum). */
export function resolves(lockfile: Lockfile): boolean {
  return lockfile.kind !== 'go.sum';
}

/** The locked packages of a name, by the ecosystem's comparison, sorted by version. */
export function lockedAs(lockfile: Lockfile, name: string): LockedPackage[] {
  const key = normaliseName(lockfile.ecosystem, name);
  return lockfile.packages.filter((entry) => normaliseName(lockfile.ecosystem, entry.name) === key).sort((a, b) => byVersion(a.version, b.version));
}

/** The versions a manifest's dependency resolves to in its lockfile; empty when none or not resolved there. */
export function resolvedVersions(snapshot: Snapshot, manifest: Manifest, name: string): LockedPackage[] {
  const lockfile = lockfileFor(snapshot, manifest);
  if (lockfile === null || !resolves(lockfile)) return [];
  const seen = new Set<string>();
  return lockedAs(lockfile, name).filter((entry) => !seen.has(entry.version) && Boolean(seen.add(entry.version)));
}

export type Transitive = {
  lockfile: Lockfile;
  /** Package names reached, sorted; with the versions locked for each. */
  packages: { name: string; versions: string[]; license: string | null }[];
  /** False when the lockfile records no dependency edges: then every locked package that is not direct is counted. */
  followed: boolean;
};

/** The packages the direct dependencies pull in: the closure over the lockfile's edges, minus the direct ones. */
export function transitiveOf(snapshot: Snapshot, lockfile: Lockfile): Transitive {
  const ecosystem = lockfile.ecosystem;
  const direct = new Set(snapshot.manifests.filter((manifest) => lockfileFor(snapshot, manifest) === lockfile).flatMap((manifest) => manifest.dependencies.map((dependency) => normaliseName(ecosystem, dependency.name))));
  const edges = new Map<string, string[]>();
  for (const entry of lockfile.packages) {
    const key = normaliseName(ecosystem, entry.name);
    edges.set(key, [...(edges.get(key) ?? []), ...entry.dependencies.map((name) => normaliseName(ecosystem, name))]);
  }
  const followed = lockfile.packages.some((entry) => entry.dependencies.length > 0);
  const reached = new Set<string>();
  if (followed) {
    const queue = [...direct];
    while (queue.length > 0) {
      for (const next of edges.get(queue.pop() as string) ?? []) {
        if (!reached.has(next) && !direct.has(next) && edges.has(next)) {
          reached.add(next);
          queue.push(next);
        }
      }
    }
  } else {
    for (const key of edges.keys()) if (!direct.has(key)) reached.add(key);
  }
  return { lockfile, packages: summarise(lockfile, reached), followed };
}

function summarise(lockfile: Lockfile, keys: Set<string>): Transitive['packages'] {
  const byKey = new Map<string, LockedPackage[]>();
  for (const entry of lockfile.packages) {
    const key = normaliseName(lockfile.ecosystem, entry.name);
    if (keys.has(key)) byKey.set(key, [...(byKey.get(key) ?? []), entry]);
  }
  return [...byKey.values()]
    .map((entries) => ({ name: entries[0].name, versions: unique(entries.map((entry) => entry.version)), license: licenseOf(entries) }))
    .sort((a, b) => byText(a.name, b.name));
}

/** One package locked at several versions in one lockfile. */
export type Duplicate = { lockfile: Lockfile; name: string; versions: string[] };

export function duplicatesIn(lockfile: Lockfile): Duplicate[] {
  if (!resolves(lockfile)) return [];
  const byKey = new Map<string, LockedPackage[]>();
  for (const entry of lockfile.packages) {
    const key = normaliseName(lockfile.ecosystem, entry.name);
    byKey.set(key, [...(byKey.get(key) ?? []), entry]);
  }
  return [...byKey.values()]
    .map((entries) => ({ lockfile, name: entries[0].name, versions: unique(entries.map((entry) => entry.version)) }))
    .filter((duplicate) => duplicate.versions.length > 1)
    .sort((a, b) => byText(a.name, b.name));
}

/** The license the entries record, several joined; null when none records one. */
export function licenseOf(entries: LockedPackage[]): string | null {
  const licenses = [...new Set(entries.map((entry) => entry.license).filter((license): license is string => license !== null && license.trim() !== ''))].sort(byText);
  return licenses.length === 0 ? null : licenses.join(', ');
}

/** Locked packages per license for one lockfile, most packages first. */
export function licenseCounts(lockfile: Lockfile): { license: string; packages: number }[] {
  const counts = new Map<string, Set<string>>();
  for (const entry of lockfile.packages) {
    if (entry.license === null || entry.license.trim() === '') continue;
    const names = counts.get(entry.license) ?? new Set<string>();
    names.add(`${entry.name}@${entry.version}`);
    counts.set(entry.license, names);
  }
  return [...counts].map(([license, names]) => ({ license, packages: names.size })).sort((a, b) => b.packages - a.packages || byText(a.license, b.license));
}

/** Distinct values in version order (`2.0.0` before `10.0.0`). */
export function unique(values: string[]): string[] {
  return [...new Set(values)].sort(byVersion);
}

/** Orders versions by their numeric parts, then by text, so the order is total and machine-independent. */
export function byVersion(a: string, b: string): number {
  const left = a.split(/(\d+)/);
  const right = b.split(/(\d+)/);
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const numeric = /^\d+$/.test(left[index]) && /^\d+$/.test(right[index]);
    const order = numeric ? Number(left[index]) - Number(right[index]) : byText(left[index], right[index]);
    if (order !== 0) return Math.sign(order);
  }
  return left.length - right.length || byText(a, b);
}

/** The lockfiles of one ecosystem, by path. */
export function lockfilesOf(snapshot: Snapshot, ecosystem: Ecosystem): Lockfile[] {
  return snapshot.lockfiles.filter((lockfile) => lockfile.ecosystem === ecosystem).sort((a, b) => byText(a.path, b.path));
}
