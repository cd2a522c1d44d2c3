import type { DependencyScope, Lockfile, Snapshot } from '@chronicle/snapshot';
import { byText, code, heading, number, plural, table } from '../../markdown/markdown.js';
import { declaringManifests } from '../dependency-report/direct-section.js';
import { lockfileFor } from '../dependency-report/manifest-folders.js';
import { normaliseName } from '../dependency-report/usage.js';
import { TOP } from './code-facts.js';

// Package sizes are not available offline, so "heavy" is measured by what a lockfile can tell: how
// many packages a direct dependency pulls in, following the lockfile's dependency edges.

type Direct = { name: string; scopes: DependencyScope[] };
type Heavy = Direct & { pulled: number };

/** The direct dependencies the lockfile serves (through the manifests it pins), one per name. */
function directOf(snapshot: Snapshot, lockfile: Lockfile): Direct[] {
  const byKey = new Map<string, Direct>();
  for (const manifest of declaringManifests(snapshot).filter((each) => lockfileFor(snapshot, each) === lockfile)) {
    for (const dependency of manifest.dependencies) {
      const key = normaliseName(lockfile.ecosystem, dependency.name);
      const entry = byKey.get(key) ?? { name: dependency.name, scopes: [] };
      if (!entry.scopes.includes(dependency.scope)) entry.scopes.push(dependency.scope);
      byKey.set(key, entry);
    }
  }
  return [...byKey.values()];
}

function edgesOf(lockfile: Lockfile): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  for (const entry of lockfile.packages) {
    const key = normaliseName(lockfile.ecosystem, entry.name);
    edges.set(key, [...(edges.get(key) ?? []), ...entry.dependencies.map((name) => normaliseName(lockfile.ecosystem, name))]);
  }
  return edges;
}

/** How many locked packages a package pulls in: its closure over the lockfile's edges, itself left out. */
function pulledIn(edges: Map<string, string[]>, start: string): number {
  const reached = new Set<string>([start]);
  const queue = [start];
  while (queue.length > 0) {
    for (const next of edges.get(queue.pop() as string) ?? []) {
      if (!reached.has(next) && edges.has(next)) {
        reached.add(next);
        queue.push(next);
      }
    }
  }
  return reached.size - 1;
}

/** Whether a lockfile records which package depends on which (go.sum records checksums only). */
function hasEdges(lockfile: Lockfile): boolean {
  return lockfile.packages.some((entry) => entry.dependencies.length > 0);
}

function heaviest(snapshot: Snapshot, lockfile: Lockfile): Heavy[] {
  const edges = edgesOf(lockfile);
  return directOf(snapshot, lockfile)
    .map((direct) => ({ ...direct, pulled: pulledIn(edges, normaliseName(lockfile.ecosystem, direct.name)) }))
    .filter((entry) => entry.pulled > 0)
    .sort((a, b) => b.pulled - a.pulled || byText(a.name, b.name));
}

/** Lockfiles that pin at least one declared dependency, the root's first, then by path. */
function servingLockfiles(snapshot: Snapshot): Lockfile[] {
  const depth = (lockfile: Lockfile) => lockfile.path.split('/').length;
  return snapshot.lockfiles.filter((lockfile) => directOf(snapshot, lockfile).length > 0).sort((a, b) => depth(a) - depth(b) || byText(a.path, b.path));
}

/** Whether the report has dependencies to weigh: a manifest declares some. */
export function declaresDependencies(snapshot: Snapshot): boolean {
  return declaringManifests(snapshot).length > 0;
}

function lockfileBlocks(snapshot: Snapshot, lockfile: Lockfile): string[] {
  const title = heading(3, code(lockfile.path), true);
  if (!hasEdges(lockfile)) return [title, `${code(lockfile.path)} records no dependency edges (only checksums or versions), so what each dependency pulls in cannot be counted from it.`];
  const heavy = heaviest(snapshot, lockfile);
  const direct = directOf(snapshot, lockfile).length;
  if (heavy.length === 0) return [title, `None of its ${plural(direct, 'direct dependency', 'direct dependencies')} pulls in another locked package.`];
  const top = heavy.slice(0, TOP);
  return [
    title,
    `The ${plural(top.length, 'direct dependency', 'direct dependencies')} that pull in the most packages, of ${number(direct)}:`,
    table(['Dependency', 'Scope', 'Packages pulled in'], top.map((entry) => [code(entry.name), entry.scopes.join(', '), number(entry.pulled)]), ['left', 'left', 'right']),
  ];
}

/** `## Heavy dependencies`: per lockfile, the direct dependencies with the largest transitive closure. */
export function heavyDependenciesSection(snapshot: Snapshot): string[] {
  const blocks = [
    heading(2, 'Heavy dependencies'),
    'Package sizes are not available offline, so heavy here means pulling in many packages: a direct dependency\'s transitive dependencies, followed through its lockfile\'s dependency edges. Each package brings code to install, load and keep up to date; runtime dependencies ship with the project, development ones cost install and CI time only. A package shared by several dependencies counts for each of them.',
  ];
  const lockfiles = servingLockfiles(snapshot);
  if (lockfiles.length === 0) return [...blocks, 'No lockfile pins the declared dependencies, so what they pull in cannot be counted.'];
  return [...blocks, ...lockfiles.flatMap((lockfile) => lockfileBlocks(snapshot, lockfile))];
}
