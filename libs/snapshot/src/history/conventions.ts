import { parseConventionalHeader, runGit, type Commit, type Repository } from '@chronicle/history';
import type { HistoryConventions } from '../model.js';

// A squash-merged pull request leaves one commit whose subject ends with its number: `Fix x (#12)`.
const SQUASH_SUBJECT = /\(#\d+\)\s*$/;

/** Counts of the history's commit conventions, fed commit by commit from the single `git log` pass. */
export class ConventionCounter {
  private commits = 0;
  private merges = 0;
  private conventional = 0;
  private squashed = 0;

  add(commit: Commit): void {
    this.commits++;
    if (commit.parents.length > 1) {
      this.merges++;
      return;
    }
    if (parseConventionalHeader(commit.subject) !== null) this.conventional++;
    if (SQUASH_SUBJECT.test(commit.subject)) this.squashed++;
  }

  facts(branch: string | null): HistoryConventions {
    const single = this.commits - this.merges;
    return {
      conventionalCommits: share(this.conventional, single),
      mergeCommits: share(this.merges, this.commits),
      branch,
      squashMerges: share(this.squashed, single),
    };
  }
}

/** A share rounded to four decimals, so the same history always gives the same number; 0 of 0 is 0. */
function share(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 10_000;
}

const USUAL_BRANCHES = ['main', 'master', 'trunk', 'develop'];

/**
 * The branch the commit is on, when a branch points at it: HEAD's branch if it does, else `main`,
 * `master`, `trunk` or `develop`, else the first by name. Null for a commit no branch points at
 * (an older commit or a tag). Two small reads of refs, no history walk.
 */
export async function readBranch(repository: Repository, sha: string): Promise<string | null> {
  const [pointing, head] = await Promise.all([
    runGit(['--git-dir', repository.gitDir, 'for-each-ref', '--points-at', sha, '--format=%(refname:short)', 'refs/heads']).catch(() => ''),
    runGit(['--git-dir', repository.gitDir, 'symbolic-ref', '-q', '--short', 'HEAD']).catch(() => ''),
  ]);
  const branches = pointing.split('\n').map((line) => line.trim()).filter(Boolean).sort();
  if (branches.length === 0) return null;
  if (branches.includes(head.trim())) return head.trim();
  return USUAL_BRANCHES.find((name) => branches.includes(name)) ?? branches[0]!;
}
