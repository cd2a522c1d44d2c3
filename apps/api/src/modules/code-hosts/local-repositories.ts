import { createHash } from 'node:crypto';
import { existsSync, readdirSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { runGit } from '@chronicle/history';

/** The owner every local repository is listed under: the local user's login. */
export const LOCAL_OWNER = 'local';

/** A git repository found on this machine. */
export type LocalRepository = {
  /** Stable across restarts: derived from the folder's real path. */
  id: number;
  /** Unique among those found: the folder's name, made a valid repository name. */
  name: string;
  path: string;
};

/**
 * Finds git repositories: each folder given that is a repository, and the repositories one level
 * below each folder that is not. Ordered by path, so names are de-duplicated the same way each time.
 */
export function discoverLocalRepositories(folders: string[]): LocalRepository[] {
  const found = new Set<string>();
  for (const folder of folders) {
    if (!isDirectory(folder)) continue;
    if (isGitRepository(folder)) {
      found.add(realpathSync(folder));
      continue;
    }
    for (const child of safeReaddir(folder)) {
      const candidate = path.join(folder, child);
      if (isDirectory(candidate) && isGitRepository(candidate)) found.add(realpathSync(candidate));
    }
  }
  const taken = new Set<string>();
  return [...found].sort().map((folder) => ({ id: localRepositoryId(folder), name: uniqueName(repositoryName(folder), taken), path: folder }));
}

/** The branch a work tree has checked out (or a bare repository's HEAD), and its commit; null head when it has none yet. */
export async function readLocalHead(folder: string): Promise<{ branch: string; sha: string | null }> {
  const branch = (await runGit(['symbolic-ref', '--short', '-q', 'HEAD'], { cwd: folder }).catch(() => '')).trim() || 'main';
  return { branch, sha: await readBranchHead(folder, branch) };
}

/** The commit a branch points at, or null when the branch has no commit (yet). */
export async function readBranchHead(folder: string, branch: string): Promise<string | null> {
  const sha = await runGit(['rev-parse', '--verify', '-q', `refs/heads/${branch}^{commit}`], { cwd: folder }).catch(() => '');
  return sha.trim() || null;
}

/** 48 bits of SHA-256 of the path (or a git URL): a positive, safe integer like GitHub's numeric ids. */
export function localRepositoryId(folder: string): number {
  return Number.parseInt(createHash('sha256').update(folder).digest('hex').slice(0, 12), 16) || 1;
}

/** The folder's name made a valid repository name (a `.git` suffix dropped). */
export function repositoryName(folder: string): string {
  const base = path.basename(folder).replace(/\.git$/, '');
  const cleaned = base.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-.]+|[-.]+$/g, '').slice(0, 90);
  return cleaned || 'repository';
}

function uniqueName(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = `${name}-${n}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

/** A work tree (has `.git`) or a bare repository (HEAD, objects and refs at its top). */
function isGitRepository(folder: string): boolean {
  if (existsSync(path.join(folder, '.git'))) return true;
  return existsSync(path.join(folder, 'HEAD')) && isDirectory(path.join(folder, 'objects')) && isDirectory(path.join(folder, 'refs'));
}

function isDirectory(folder: string): boolean {
  try {
    return statSync(folder).isDirectory();
  } catch {
    return false;
  }
}

function safeReaddir(folder: string): string[] {
  try {
    return readdirSync(folder).filter((name) => !name.startsWith('.') && name !== 'node_modules');
  } catch {
    return [];
  }
}
