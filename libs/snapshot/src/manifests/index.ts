import type { Lockfile, Manifest } from '../model.js';
import { MANAGERS } from './managers.js';
import { compare, finishLockfile, finishManifest } from './shared.js';
import type { FileReader, ManifestContext, ManifestSource } from './types.js';

export { normalizePackageName } from './names.js';

// Installed or vendored copies of other projects are not the repository's own manifests.
const THIRD_PARTY = /(^|\/)(node_modules|vendor|bower_components)\//;

function claims(path: string): boolean {
  return MANAGERS.some((manager) => [...manager.manifests, ...manager.lockfiles].some((reader) => reader.pattern.test(path)) || manager.companions.some((pattern) => pattern.test(path)));
}

/** Whether the snapshot must hand this file's text to `readManifests` (read even when large). */
export function isManifestPath(path: string): boolean {
  return !THIRD_PARTY.test(path) && claims(path);
}

function readEach<T>(readers: FileReader<T>[], file: ManifestSource, context: ManifestContext): T[] {
  const out: T[] = [];
  for (const reader of readers) {
    if (!reader.pattern.test(file.path)) continue;
    try {
      const value = reader.read(file, context);
      if (value) out.push(value);
    } catch {
      // A malformed file is skipped: the snapshot lists what it could read.
    }
  }
  return out;
}

/**
 * Reads every manifest and lockfile among the files (each ecosystem's readers in its own folder).
 * A file that does not parse is skipped, never thrown on. Manifests and lockfiles are sorted by path,
 * and every list inside them is sorted.
 */
export function readManifests(files: { path: string; text: string }[]): { manifests: Manifest[]; lockfiles: Lockfile[] } {
  const byPath = new Map(files.filter((file) => isManifestPath(file.path)).map((file) => [file.path, file.text]));
  const context: ManifestContext = { read: (path) => byPath.get(path) ?? null };
  const manifests: Manifest[] = [];
  const lockfiles: Lockfile[] = [];
  for (const [path, text] of byPath) {
    for (const manager of MANAGERS) {
      manifests.push(...readEach(manager.manifests, { path, text }, context).map(finishManifest));
      lockfiles.push(...readEach(manager.lockfiles, { path, text }, context).map(finishLockfile));
    }
  }
  manifests.sort((a, b) => compare(a.path, b.path) || compare(a.kind, b.kind));
  lockfiles.sort((a, b) => compare(a.path, b.path) || compare(a.kind, b.kind));
  return { manifests, lockfiles };
}
