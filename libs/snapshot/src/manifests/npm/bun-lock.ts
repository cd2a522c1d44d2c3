import type { Lockfile, LockedPackage } from '../../model.js';
import { isObject, lockedPackage, type JsonObject } from '../shared.js';
import type { ManifestSource } from '../types.js';

/**
 * Reads Bun's text lockfile (`bun.lock`, JSON with trailing commas). Each entry is
 * `[ "name@version", registry, info, integrity ]`; the scope is runtime for what the workspaces'
 * runtime sections reach (followed by name), development for the rest.
 */
export function extractBunLock(file: ManifestSource): Lockfile | null {
  const json: unknown = JSON.parse(withoutTrailingCommas(file.text));
  if (!isObject(json) || !isObject(json.packages)) return null;
  const entries: { name: string; version: string; dependencies: string[] }[] = [];
  for (const value of Object.values(json.packages)) {
    if (!Array.isArray(value) || typeof value[0] !== 'string') continue;
    const spec = value[0];
    const at = spec.indexOf('@', 1);
    if (at < 0) continue;
    const version = spec.slice(at + 1);
    // Workspace, link and file entries are the project's own folders.
    if (/^(workspace|link|file|root):/.test(version)) continue;
    const info = value.find((item, index) => index > 0 && isObject(item)) as JsonObject | undefined;
    entries.push({ name: spec.slice(0, at), version: version.replace(/^npm:/, ''), dependencies: info ? depNames(info) : [] });
  }
  const runtime = reachableNames(json.workspaces, entries);
  const packages = entries.map((entry): LockedPackage => lockedPackage(entry.name, entry.version, runtime.has(entry.name) ? 'runtime' : 'development', entry.dependencies));
  return { path: file.path, ecosystem: 'npm', kind: 'bun.lock', packages };
}

function depNames(info: JsonObject): string[] {
  return [info.dependencies, info.optionalDependencies, info.peerDependencies].flatMap((table) => (isObject(table) ? Object.keys(table) : []));
}

function reachableNames(workspaces: unknown, entries: { name: string; dependencies: string[] }[]): Set<string> {
  const edges = new Map<string, string[]>();
  for (const entry of entries) edges.set(entry.name, [...(edges.get(entry.name) ?? []), ...entry.dependencies]);
  const roots = isObject(workspaces) ? Object.values(workspaces) : [];
  const queue = roots.flatMap((workspace) => (isObject(workspace) ? [workspace.dependencies, workspace.optionalDependencies, workspace.peerDependencies].flatMap((table) => (isObject(table) ? Object.keys(table) : [])) : []));
  const seen = new Set<string>();
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    queue.push(...(edges.get(name) ?? []));
  }
  return seen;
}

/** JSON text with the commas before `}` and `]` removed, strings left alone. */
export function withoutTrailingCommas(source: string): string {
  let out = '';
  let inString = false;
  for (let index = 0; index < source.length; index++) {
    const char = source[index]!;
    if (inString) {
      out += char;
      if (char === '\\') out += source[++index] ?? '';
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    if (char === ',' && /^\s*[}\]]/.test(source.slice(index + 1, index + 200))) continue;
    out += char;
  }
  return out;
}
