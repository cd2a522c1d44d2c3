import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// The subpath, not the package: the reader thread loads this file, and the whole snapshot library with it would cost it a quarter second.
import { readJson, writeFileAtomic } from '@chronicle/snapshot/atomic-write';

// What the gate reads from a text — markdownlint's findings, the mentions, headings and diagrams
// of a document, whether a Mermaid block parses — depends on that text and on the libraries that
// read it, never on the snapshot. A run after a small commit rewrites every document whose inputs
// changed, yet many come out byte for byte the same (API_REFERENCE, INTERFACES…) and most diagrams
// too: parsing a multi-megabyte document again, or loading Mermaid (a second or more) to parse an
// unchanged diagram, is what such a run would otherwise spend. Truthfulness, sections, coverage
// and secrets are still judged every time, against the new snapshot.

/** A store of what the gate read from texts, by a key that hashes the text and the readers' versions. */
export type GateCache = {
  get(key: string): Promise<unknown | null>;
  set(key: string, value: unknown): Promise<void>;
};

/** Bump when the gate reads a text differently (a rule, an inventory field, a diagram check). */
const GATE_READING_VERSION = 3;

/** The cache key of one reading (`parse`, `mermaid`…) of a text. */
export function gateCacheKey(kind: string, text: string): string {
  return createHash('sha256').update(`${kind}\0${readersVersion()}\0${text}`).digest('hex');
}

/** A cache in a folder: one JSON file per key, written atomically; an unreadable entry is a miss, a failed write only a loss. */
export function folderGateCache(dir: string): GateCache {
  const fileOf = (key: string) => path.join(dir, key.slice(0, 2), `${key}.json`);
  return {
    get: (key) => readJson<unknown>(fileOf(key)),
    set: (key, value) => writeFileAtomic(fileOf(key), JSON.stringify(value)).catch(() => undefined),
  };
}

let versions: string | undefined;

/** The gate's reading version and the installed markdownlint and Mermaid versions: another version may read a text otherwise. */
function readersVersion(): string {
  versions ??= [String(GATE_READING_VERSION), packageVersion('markdownlint'), packageVersion('mermaid')].join('/');
  return versions;
}

/** The version in `node_modules/<name>/package.json`, looked for upwards from here as Node resolves packages. */
function packageVersion(name: string): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (true) {
    const manifest = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(manifest)) {
      try {
        return (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version ?? 'unknown';
      } catch {
        return 'unknown';
      }
    }
    if (dir === path.dirname(dir)) return 'unknown';
    dir = path.dirname(dir);
  }
}
