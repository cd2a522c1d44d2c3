import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Real git repositories on disk for the local code host's tests.
const GIT_IDENTITY = ['-c', 'user.name=Ada Lovelace', '-c', 'user.email=ada@example.com', '-c', 'commit.gpgsign=false'];

export function git(folder: string, ...args: string[]): string {
  return execFileSync('git', [...GIT_IDENTITY, ...args], { cwd: folder, encoding: 'utf8', env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1' } }).trim();
}

/** A new work tree on `main` with one commit. */
export function createRepository(folder: string): string {
  mkdirSync(folder, { recursive: true });
  git(folder, 'init', '-q', '-b', 'main');
  return commitFile(folder, 'README.md', '# Project\n', 'Initial commit');
}

/** Writes a file and commits it; returns the new head SHA. */
export function commitFile(folder: string, file: string, content: string, message: string): string {
  mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
  writeFileSync(path.join(folder, file), content);
  git(folder, 'add', '--', file);
  git(folder, 'commit', '-q', '-m', message);
  return git(folder, 'rev-parse', 'HEAD');
}
