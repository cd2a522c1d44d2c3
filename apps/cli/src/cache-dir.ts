import { homedir } from 'node:os';
import path from 'node:path';
import type { CliIo } from './cli-io.js';

/** Where cloned repositories are cached: `$CHRONICLE_CACHE_DIR`, else the XDG cache folder. */
export function cacheDir(io: CliIo): string {
  if (io.env.CHRONICLE_CACHE_DIR) return path.resolve(io.cwd, io.env.CHRONICLE_CACHE_DIR);
  const base = io.env.XDG_CACHE_HOME || path.join(io.env.HOME || homedir(), '.cache');
  return path.join(base, 'chronicle', 'repositories');
}
