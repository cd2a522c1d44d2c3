import type { DeclaredDependency, DependencyScope, Ecosystem, Lockfile, LockedPackage, Manifest, ManifestTarget } from '../model.js';

/** A JSON object, as opposed to an array or a scalar. */
export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value when it is a non-empty string, else null. */
export function text(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The strings of an array (other items dropped); [] when it is no array. */
export function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

export function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** The folder of a repository path, '' at the root. */
export function dirName(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}

/** Joins a folder and a relative path, resolving `.` and `..` segments. */
export function joinPath(folder: string, relative: string): string {
  const parts = folder === '' ? [] : folder.split('/');
  for (const segment of relative.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') parts.pop();
    else parts.push(segment);
  }
  return parts.join('/');
}

/** A folder a manifest in `folder` names by a relative path, when it stays inside the repository; null when it climbs above the root. */
export function localFolder(folder: string, relative: string): string | null {
  const depth = folder === '' ? 0 : folder.split('/').length;
  let level = depth;
  for (const segment of relative.split('/')) {
    if (segment === '..') level--;
    else if (segment !== '' && segment !== '.') level++;
    if (level < 0) return null;
  }
  return joinPath(folder, relative);
}

/** The folder and each of its ancestors up to the root (''), nearest first. */
export function ancestors(folder: string): string[] {
  const out = [folder];
  let current = folder;
  while (current !== '') {
    current = dirName(current);
    out.push(current);
  }
  return out;
}

/** Code-point order, the one order every list in the snapshot uses. */
export function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function sortedUnique(values: Iterable<string>): string[] {
  return [...new Set(values)].sort(compare);
}

export function emptyManifest(path: string, ecosystem: Ecosystem, kind: string): Manifest {
  return {
    path,
    ecosystem,
    kind,
    name: null,
    version: null,
    description: null,
    license: null,
    dependencies: [],
    scripts: {},
    entryPoints: [],
    workspaces: [],
    targets: [],
    localDependencies: [],
    features: [],
    runtime: null,
    lockfileOff: null,
  };
}

export function dependency(name: string, requirement: string | null, scope: DependencyScope, group: string | null): DeclaredDependency {
  return { name, requirement: requirement === null || requirement.trim() === '' ? null : requirement.trim(), scope, group };
}

/** The dependency declared under `key`: its alias when the key is not its name. */
export function withAlias(entry: DeclaredDependency, key: string): DeclaredDependency {
  return key === entry.name ? entry : { ...entry, alias: key };
}

/** A name → requirement table (`{"react": "^18"}`) as dependencies of one scope and group. */
export function dependencyTable(table: unknown, scope: DependencyScope, group: string | null): DeclaredDependency[] {
  if (!isObject(table)) return [];
  return Object.entries(table).map(([name, requirement]) => dependency(name, text(requirement), scope, group));
}

export function lockedPackage(name: string, version: string, scope: LockedPackage['scope'], dependencies: Iterable<string>, license: string | null = null): LockedPackage {
  return { name, version, scope, license, dependencies: [...dependencies] };
}

/** Keys sorted, string values only: the shape `Manifest.scripts` has. */
export function sortedScripts(entries: Iterable<[string, string]>): Record<string, string> {
  const list = [...entries].sort(([a], [b]) => compare(a, b));
  return Object.fromEntries(list);
}

/** Console scripts (`name = "pkg.cli:main"`) as `script` targets. */
export function scriptTargets(scripts: Record<string, string>): ManifestTarget[] {
  return Object.entries(scripts).map(([name, reference]) => ({ kind: 'script', name, path: reference }));
}

function compareDependencies(a: DeclaredDependency, b: DeclaredDependency): number {
  return compare(a.name, b.name) || compare(a.scope, b.scope) || compare(a.group ?? '', b.group ?? '') || compare(a.requirement ?? '', b.requirement ?? '') || compare(a.alias ?? '', b.alias ?? '');
}

/** The manifest with every list sorted and deduplicated, so the same file always gives the same value. */
export function finishManifest(manifest: Manifest): Manifest {
  const seen = new Set<string>();
  const dependencies = manifest.dependencies.filter((entry) => {
    const key = JSON.stringify([entry.name, entry.scope, entry.group, entry.requirement, entry.alias ?? null]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return {
    ...manifest,
    dependencies: dependencies.sort(compareDependencies),
    scripts: sortedScripts(Object.entries(manifest.scripts)),
    entryPoints: sortedUnique(manifest.entryPoints),
    workspaces: sortedUnique(manifest.workspaces),
    targets: uniqueBy(manifest.targets, (target) => [target.kind, target.name ?? '', target.path]),
    localDependencies: uniqueBy(manifest.localDependencies, (local) => [local.name, local.folder]),
  };
}

/** The items sorted by their key's parts in order, the same key kept once. */
function uniqueBy<T>(items: T[], key: (item: T) => string[]): T[] {
  const byKey = new Map(items.map((item) => [JSON.stringify(key(item)), item]));
  return [...byKey.keys()].sort(compare).map((k) => byKey.get(k)!);
}

function mergeScope(a: LockedPackage['scope'], b: LockedPackage['scope']): LockedPackage['scope'] {
  if (a === 'runtime' || b === 'runtime') return 'runtime';
  return a ?? b;
}

/** Packages sorted by name and version; the same name and version listed twice become one entry. */
export function finishLockfile(lockfile: Lockfile): Lockfile {
  const byKey = new Map<string, LockedPackage>();
  for (const entry of lockfile.packages) {
    const key = `${entry.name}\u0000${entry.version}`;
    const known = byKey.get(key);
    if (!known) {
      byKey.set(key, { ...entry, dependencies: [...entry.dependencies] });
      continue;
    }
    known.scope = mergeScope(known.scope, entry.scope);
    known.license = known.license ?? entry.license;
    known.dependencies.push(...entry.dependencies);
  }
  const packages = [...byKey.values()]
    .map((entry) => ({ ...entry, dependencies: sortedUnique(entry.dependencies) }))
    .sort((a, b) => compare(a.name, b.name) || compare(a.version, b.version));
  return { ...lockfile, packages };
}

/** Another handed-over file, parsed: undefined when it is not there, null when it does not parse. */
export function readOther<T>(context: { read(path: string): string | null }, path: string, parse: (text: string) => T): T | null | undefined {
  const source = context.read(path);
  if (source === null) return undefined;
  try {
    return parse(source);
  } catch {
    return null;
  }
}
