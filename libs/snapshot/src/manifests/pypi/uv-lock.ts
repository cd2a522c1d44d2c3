import { parse as parseToml } from 'smol-toml';
import type { Lockfile, LockedPackage } from '../../model.js';
import { isObject, lockedPackage, strings, text, type JsonObject } from '../shared.js';
import type { ManifestSource } from '../types.js';

/** `{ name = "requests", extra = ["socks"] }` items of a dependency list. */
type Ref = { name: string; extras: string[] };

function refs(list: unknown): Ref[] {
  if (!Array.isArray(list)) return [];
  return list.filter(isObject).flatMap((item) => {
    const name = text(item.name);
    return name ? [{ name, extras: strings(item.extra) }] : [];
  });
}

function groupRefs(table: unknown, only?: string[]): Ref[] {
  if (!isObject(table)) return [];
  return Object.entries(table).flatMap(([group, list]) => (only && !only.includes(group) ? [] : refs(list)));
}

/** The edges of an entry: its dependencies, and those of its extras and dev groups. */
function edges(entry: JsonObject): string[] {
  return [...refs(entry.dependencies), ...groupRefs(entry['optional-dependencies']), ...groupRefs(entry['dev-dependencies'])].map((ref) => ref.name);
}

function isOwn(entry: JsonObject): boolean {
  return isObject(entry.source) && (entry.source.editable !== undefined || entry.source.virtual !== undefined);
}

/**
 * Reads uv.lock. The project's own entries (`source = { editable | virtual }`) are left out. uv
 * records no per-package scope, so it is worked out: what the project's dependencies and extras
 * reach is runtime, what only its dev groups reach is development.
 */
export function extractUvLock(file: ManifestSource): Lockfile | null {
  const toml = parseToml(file.text) as JsonObject;
  if (!Array.isArray(toml.package)) return null;
  const entries = toml.package.filter(isObject);
  const own = entries.filter(isOwn);
  const byName = new Map(entries.map((entry) => [text(entry.name) ?? '', entry]));
  const runtime = reach(own.flatMap((entry) => [...refs(entry.dependencies), ...groupRefs(entry['optional-dependencies'])]), byName);
  const packages = entries.flatMap((entry): LockedPackage[] => {
    const name = text(entry.name);
    const version = text(entry.version);
    if (!name || !version || isOwn(entry)) return [];
    const scope = own.length === 0 ? null : runtime.has(name) ? 'runtime' : 'development';
    return [lockedPackage(name, version, scope, edges(entry))];
  });
  return { path: file.path, ecosystem: 'pypi', kind: 'uv.lock', packages };
}

function reach(roots: Ref[], byName: Map<string, JsonObject>): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const ref = queue.pop()!;
    const key = `${ref.name}[${ref.extras.join(',')}]`;
    if (seen.has(key)) continue;
    seen.add(key);
    const entry = byName.get(ref.name);
    if (entry) queue.push(...refs(entry.dependencies), ...groupRefs(entry['optional-dependencies'], ref.extras));
  }
  return new Set([...seen].map((key) => key.slice(0, key.indexOf('['))));
}
