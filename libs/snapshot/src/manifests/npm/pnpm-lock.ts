import { parse as parseYaml } from 'yaml';
import type { Lockfile, LockedPackage } from '../../model.js';
import { isObject, lockedPackage, text, type JsonObject } from '../shared.js';
import type { ManifestSource } from '../types.js';

type Entry = { name: string; version: string; dev: boolean | null; dependencies: string[] };

/**
 * Reads pnpm-lock.yaml. v5 keys are `/name/1.0.0`, v6 `/name@1.0.0(peer@2)`, v9 `name@1.0.0`
 * with the dependency edges moved to `snapshots`. v5/v6 carry a `dev` flag; for v9 the scope
 * is worked out from the importers: what the runtime sections reach is runtime, the rest development.
 */
export function extractPnpmLock(file: ManifestSource): Lockfile | null {
  const yaml: unknown = parseYaml(file.text);
  if (!isObject(yaml) || !isObject(yaml.packages)) return null;
  const major = Number.parseFloat(String(yaml.lockfileVersion ?? '0'));
  const entries = major >= 9 ? v9Entries(yaml) : legacyEntries(yaml.packages, major < 6);
  const runtime = major >= 9 ? reachableFromRuntime(yaml, entries) : null;
  const packages = entries.map((entry): LockedPackage => {
    const scope = runtime ? (runtime.has(keyOf(entry)) ? 'runtime' : 'development') : entry.dev === null ? null : entry.dev ? 'development' : 'runtime';
    return lockedPackage(entry.name, entry.version, scope, entry.dependencies);
  });
  return { path: file.path, ecosystem: 'npm', kind: 'pnpm-lock.yaml', packages };
}

function keyOf(entry: { name: string; version: string }): string {
  return `${entry.name}@${entry.version}`;
}

function depNames(entry: JsonObject): string[] {
  return [entry.dependencies, entry.optionalDependencies].flatMap((table) => (isObject(table) ? Object.keys(table) : []));
}

/** Splits `/name@1.2.3(peer@1)` (v6), `name@1.2.3` (v9) or `/@scope/name/1.2.3_peer@1` (v5) into name and version. */
export function splitPnpmKey(rawKey: string, v5 = false): { name: string; version: string } | null {
  const key = rawKey.replace(/^\//, '').replace(/\(.*$/, '');
  if (v5) {
    // The version is the last path segment, with any peer suffix after '_'.
    const slash = key.lastIndexOf('/');
    return slash <= 0 ? null : { name: key.slice(0, slash), version: key.slice(slash + 1).replace(/_.*$/, '') };
  }
  const at = key.indexOf('@', 1);
  return at > 0 ? { name: key.slice(0, at), version: key.slice(at + 1) } : null;
}

function legacyEntries(packages: JsonObject, v5: boolean): Entry[] {
  const out: Entry[] = [];
  for (const [key, value] of Object.entries(packages)) {
    if (!isObject(value)) continue;
    const split = splitPnpmKey(key, v5);
    const name = text(value.name) ?? split?.name;
    const version = text(value.version) ?? split?.version;
    if (!name || !version) continue;
    out.push({ name, version, dev: typeof value.dev === 'boolean' ? value.dev : null, dependencies: depNames(value) });
  }
  return out;
}

function v9Entries(yaml: JsonObject): Entry[] {
  const snapshots = isObject(yaml.snapshots) ? yaml.snapshots : {};
  const out = new Map<string, Entry>();
  for (const key of [...Object.keys(yaml.packages as JsonObject), ...Object.keys(snapshots)]) {
    const split = splitPnpmKey(key);
    if (!split) continue;
    const entry = out.get(keyOf(split)) ?? { ...split, dev: null, dependencies: [] };
    const snapshot = snapshots[key];
    if (isObject(snapshot)) entry.dependencies.push(...depNames(snapshot));
    out.set(keyOf(split), entry);
  }
  return [...out.values()];
}

/** In v9 a dependency's value is its resolved version, maybe with a peer suffix: `1.2.3(react@18.2.0)`. */
function edgesOf(table: unknown): { name: string; version: string }[] {
  if (!isObject(table)) return [];
  return Object.entries(table).flatMap(([name, value]) => {
    const version = isObject(value) ? text(value.version) : text(value);
    return version ? [{ name, version: version.replace(/\(.*$/, '') }] : [];
  });
}

function reachableFromRuntime(yaml: JsonObject, entries: Entry[]): Set<string> {
  const snapshots = isObject(yaml.snapshots) ? yaml.snapshots : {};
  const edges = new Map<string, { name: string; version: string }[]>();
  for (const [key, snapshot] of Object.entries(snapshots)) {
    const split = splitPnpmKey(key);
    if (split && isObject(snapshot)) edges.set(keyOf(split), [...(edges.get(keyOf(split)) ?? []), ...edgesOf(snapshot.dependencies), ...edgesOf(snapshot.optionalDependencies)]);
  }
  const importers = isObject(yaml.importers) ? Object.values(yaml.importers) : [];
  const queue = importers.flatMap((importer) => (isObject(importer) ? [...edgesOf(importer.dependencies), ...edgesOf(importer.optionalDependencies)] : []));
  const known = new Set(entries.map(keyOf));
  const seen = new Set<string>();
  while (queue.length > 0) {
    const key = keyOf(queue.pop()!);
    if (seen.has(key) || !known.has(key)) continue;
    seen.add(key);
    queue.push(...(edges.get(key) ?? []));
  }
  return seen;
}
