import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runGit } from './run-git.js';

/** What one commit changes: file contents by repository path; `null` removes the file. */
export type FileChanges = Record<string, string | null>;

export type NewCommit = { message: string; files: FileChanges };

export type CommitIdentity = { name: string; email: string; /** e.g. `2024-01-01T00:00:00Z`. */ date: string };

/**
 * Writes commits straight into a bare repository with plumbing (no work tree): each commit's
 * files go through a private index, starting from `parent`'s tree, and each commit is the parent
 * of the next. Returns the new commits' SHAs in order. Updates no ref: the caller does that.
 */
export async function writeCommits(gitDir: string, parent: string | undefined, commits: NewCommit[], identity: CommitIdentity): Promise<string[]> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'github-emulator-index-'));
  const env = {
    GIT_INDEX_FILE: path.join(scratch, 'index'),
    GIT_AUTHOR_NAME: identity.name,
    GIT_AUTHOR_EMAIL: identity.email,
    GIT_AUTHOR_DATE: identity.date,
    GIT_COMMITTER_NAME: identity.name,
    GIT_COMMITTER_EMAIL: identity.email,
    GIT_COMMITTER_DATE: identity.date,
  };
  const git = (args: string[], input?: string) => runGit(['--git-dir', gitDir, ...args], { env, input });
  try {
    await git(parent ? ['read-tree', parent] : ['read-tree', '--empty']);
    const shas: string[] = [];
    let head = parent;
    for (const commit of commits) {
      const entries = await Promise.all(
        Object.entries(commit.files).map(async ([file, content]) => {
          if (content === null) return `0 ${'0'.repeat(40)}\t${file}\0`;
          const blob = await git(['hash-object', '-w', '--stdin'], content);
          return `100644 ${blob}\t${file}\0`;
        }),
      );
      if (entries.length > 0) await git(['update-index', '-z', '--index-info'], entries.join(''));
      const tree = await git(['write-tree']);
      head = await git(['commit-tree', tree, ...(head ? ['-p', head] : []), '-F', '-'], commit.message);
      shas.push(head);
    }
    return shas;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * Moves `ref` to `next` only if it still points at `expected` (undefined: only if it does not
 * exist yet), so a concurrent `git push` over HTTP cannot be overwritten silently.
 */
export async function updateRef(gitDir: string, ref: string, next: string, expected: string | undefined): Promise<void> {
  await runGit(['--git-dir', gitDir, 'update-ref', '-m', 'github-emulator push', ref, next, expected ?? '0'.repeat(40)]);
}

/**
 * Why a path cannot be a file in a commit, or null when it can: relative, `/`-separated, no empty,
 * `.` or `..` segments, nothing inside `.git`, no NUL.
 */
export function filePathProblem(file: string): string | null {
  if (file === '') return 'is empty';
  if (file.includes('\0')) return 'contains a NUL character';
  if (file.startsWith('/')) return 'must be relative (no leading "/")';
  if (file.length > 4096) return 'is too long';
  const segments = file.split('/');
  if (segments.some((segment) => segment === '')) return 'has an empty segment (a trailing or doubled "/")';
  if (segments.some((segment) => segment === '.' || segment === '..')) return 'may not contain "." or ".." segments';
  if (segments.some((segment) => segment.toLowerCase() === '.git')) return 'may not be inside ".git"';
  return null;
}
