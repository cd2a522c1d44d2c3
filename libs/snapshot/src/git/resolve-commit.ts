import { GitCommandError, runGit, type Repository } from '@chronicle/history';
import { CommitNotFoundError } from './commit-not-found-error.js';

/** The commit a snapshot is taken of. */
export type CommitInfo = {
  /** Full lowercase SHA. */
  sha: string;
  /** Committer date, ISO 8601 with its offset (the order `git log` sorts by). */
  date: string;
  subject: string;
};

/**
 * Resolves `revision` (a SHA, branch, tag or any revision expression; default: the repository's
 * default ref) to a commit. The revision goes after `--end-of-options`, so input never becomes an
 * option. A revision that names no commit throws {@link CommitNotFoundError}.
 */
export async function resolveCommit(repository: Repository, revision?: string): Promise<CommitInfo> {
  const wanted = revision ?? repository.defaultRef;
  let output: string;
  try {
    output = await runGit(['--git-dir', repository.gitDir, 'log', '-1', '--no-walk', '--format=%H%x00%cI%x00%s', '--end-of-options', `${wanted}^{commit}`, '--']);
  } catch (error) {
    if (!(error instanceof GitCommandError)) throw error;
    if (revision === undefined) throw new CommitNotFoundError(`${repository.name} has no commits yet, so there is nothing to take a snapshot of.`);
    throw new CommitNotFoundError(`${JSON.stringify(revision)} is not a commit of ${repository.name}: no branch, tag or SHA of that name leads to one.`);
  }
  const [sha = '', date = '', subject = ''] = output.replace(/\n$/, '').split('\0');
  return { sha, date, subject };
}
