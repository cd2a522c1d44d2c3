import { homedir } from 'node:os';
import path from 'node:path';
import type { CliIo } from './cli-io.js';

/** Chronicle's cache folder: `$CHRONICLE_CACHE_DIR`, else `chronicle` in the XDG cache folder. */
function chronicleCache(io: CliIo): string {
  if (io.env.CHRONICLE_CACHE_DIR) return path.resolve(io.cwd, io.env.CHRONICLE_CACHE_DIR);
  const base = io.env.XDG_CACHE_HOME || path.join(io.env.HOME || homedir(), '.cache');
  return path.join(base, 'chronicle');
}

/** Where cloned repositories are cached. */
export function cacheDir(io: CliIo): string {
  return io.env.CHRONICLE_CACHE_DIR ? chronicleCache(io) : path.join(chronicleCache(io), 'repositories');
}

/** Where repository snapshots are cached, by commit. */
export function snapshotCacheDir(io: CliIo): string {
  return path.join(chronicleCache(io), io.env.CHRONICLE_CACHE_DIR ? '.snapshots' : 'snapshots');
}

/** Where the quality gate keeps what it read from documents and diagrams, by their text (see `folderGateCache`). */
export function gateCacheDir(io: CliIo): string {
  return path.join(chronicleCache(io), io.env.CHRONICLE_CACHE_DIR ? '.gate' : 'gate');
}

/** Where `chronicle mcp` keeps the documents it wrote, one file per commit. */
export function documentsCacheDir(io: CliIo): string {
  return path.join(chronicleCache(io), io.env.CHRONICLE_CACHE_DIR ? '.documents' : 'documents');
}
