import path from 'node:path';
import type { AppConfig } from '../../config/app-config.js';
import type { CodeRepositoryRow } from '../../database/schema.js';

/**
 * Where git reads a repository from: its folder (local code host), the clone URL stored when it
 * was connected or added, or — for rows from before clone URLs were stored — the configured
 * GitHub's URL of it. Never anything from a request or a payload.
 */
export function repositorySource(repository: CodeRepositoryRow, config: AppConfig): string | null {
  if (repository.localPath) return repository.localPath;
  if (repository.cloneUrl) return repository.cloneUrl;
  if (repository.provider === 'github') return `${config.github.url}/${repository.owner}/${repository.name}.git`;
  return null;
}

/** The caches under the data directory: clones (shared with push reading), snapshots, gate results. */
export function gitCacheDir(config: AppConfig): string {
  return path.join(config.dataDir, 'git-cache');
}

export function snapshotCacheDir(config: AppConfig): string {
  return path.join(config.dataDir, 'snapshot-cache');
}

export function gateCacheDir(config: AppConfig): string {
  return path.join(config.dataDir, 'gate-cache');
}
