import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type FixtureCommit = { message: string; files: Record<string, string>; tag?: string };

/** A real git repository in a temporary folder, with the given commits (oldest first) and tags. */
export function createRepository(commits: FixtureCommit[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'chronicle-cli-'));
  git(dir, ['init', '-q', '-b', 'main']);
  commits.forEach((commit, index) => {
    for (const [file, content] of Object.entries(commit.files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), content);
    }
    git(dir, ['add', '-A']);
    const date = new Date(Date.UTC(2024, 0, 1 + index, 12)).toISOString();
    git(dir, ['commit', '-q', '-m', commit.message], { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date });
    if (commit.tag) git(dir, ['tag', commit.tag]);
  });
  return dir;
}

export function git(dir: string, args: string[], env: Record<string, string> = {}): string {
  return execFileSync('git', args, {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, GIT_AUTHOR_NAME: 'Ada Lovelace', GIT_AUTHOR_EMAIL: 'ada@example.com', GIT_COMMITTER_NAME: 'Ada Lovelace', GIT_COMMITTER_EMAIL: 'ada@example.com', ...env },
  });
}
