import type { Commit } from '../model.js';

let counter = 0;

/** A fresh 40-hex SHA, distinct for every call. */
export function sha(): string {
  counter += 1;
  return counter.toString(16).padStart(8, '0').repeat(5);
}

/** A commit with sensible defaults; `files` may be paths (10 added lines each) or full entries. */
export function makeCommit(input: Partial<Omit<Commit, 'files'>> & { files?: Array<string | Commit['files'][number]> } = {}): Commit {
  const { files = ['src/index.ts'], ...rest } = input;
  return {
    sha: sha(),
    parents: [],
    authorName: 'Ada Lovelace',
    authorEmail: 'ada@example.com',
    authorDate: '2024-05-01T10:00:00+02:00',
    committerDate: '2024-05-01T10:00:00+02:00',
    subject: 'Change something',
    body: '',
    ...rest,
    files: files.map((file) => (typeof file === 'string' ? { path: file, additions: 10, deletions: 2 } : file)),
  };
}

/** Commits newest first, each the parent of the one before, as `git log --first-parent` returns them. */
export function linearHistory(commits: Commit[]): Commit[] {
  for (let index = 0; index < commits.length - 1; index += 1) {
    const commit = commits[index]!;
    if (commit.parents.length === 0) commit.parents = [commits[index + 1]!.sha];
    else commit.parents[0] = commits[index + 1]!.sha;
  }
  return commits;
}
