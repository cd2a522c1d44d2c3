import { openRepository, runGit, type Repository } from '@chronicle/history';

export type CommitsBehindInput = {
  /** A clone URL or a local path. */
  source: string;
  cloneCacheDir: string;
  /** The commit documents were written at (full or abbreviated SHA). */
  from: string;
  /** The newer commit, usually the default branch's head (full or abbreviated SHA). */
  to: string;
};

const SHA = /^[0-9a-f]{4,64}$/i;

/**
 * How many commits `to` has that `from` has not (`git rev-list --count from..to`), after fetching
 * the clone; null when either commit is unknown to the repository. Both must be hexadecimal SHAs
 * (a TypeError otherwise), and they reach git only after `--end-of-options`.
 */
export async function commitsBehind(input: CommitsBehindInput): Promise<number | null> {
  for (const [name, value] of [['from', input.from], ['to', input.to]] as const) {
    if (!SHA.test(value)) throw new TypeError(`${name} must be a commit SHA (4 to 64 hexadecimal digits); it is "${value}".`);
  }
  const repository = await openRepository(input.source, { cacheDir: input.cloneCacheDir });
  const [from, to] = await Promise.all([commitOf(repository, input.from), commitOf(repository, input.to)]);
  if (!from || !to) return null;
  const out = await runGit(['--git-dir', repository.gitDir, 'rev-list', '--count', '--end-of-options', `${from}..${to}`, '--']);
  return Number(out.trim());
}

/** The full SHA of a commit the repository has, or null. */
async function commitOf(repository: Repository, sha: string): Promise<string | null> {
  const out = await runGit(['--git-dir', repository.gitDir, 'rev-parse', '--verify', '-q', '--end-of-options', `${sha}^{commit}`]).catch(() => '');
  return out.trim() || null;
}
