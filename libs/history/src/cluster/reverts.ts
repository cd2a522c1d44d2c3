import type { ClassifiedCommit } from '../model.js';
import { normalizeSubject } from './similarity.js';

const REVERTED_PR = /^Reverts [\w.-]+\/[\w.-]+#(\d+)\s*$/m;

/**
 * The SHAs of revert pairs that cancel out within `commits` (newest first): a revert and the
 * older commit it undoes, matched by SHA (`This reverts commit <sha>`), by the pull request a
 * GitHub revert names (`Reverts owner/repo#12`), or by the quoted subject. Reverts are matched
 * newest first, so `Revert "Revert "X""` cancels the first revert and X stays.
 */
export function cancelledReverts(commits: ClassifiedCommit[]): Set<string> {
  const cancelled = new Set<string>();
  // Each older commit's normalised subject and description, worked out once for all the reverts that look at it.
  const subjects: (readonly [string, string] | undefined)[] = [];
  const subjectsOf = (at: number) => (subjects[at] ??= [normalizeSubject(commits[at]!.commit.subject), normalizeSubject(commits[at]!.description)]);
  for (let index = 0; index < commits.length; index += 1) {
    const revert = commits[index]!;
    if (cancelled.has(revert.commit.sha) || !isRevert(revert)) continue;
    const quoted = /^Revert "(.*)"$/.exec(revert.description)?.[1];
    const subject = quoted ? normalizeSubject(quoted) : null;
    const pullRequest = Number(REVERTED_PR.exec(revert.commit.body)?.[1] ?? Number.NaN);
    for (let older = index + 1; older < commits.length; older += 1) {
      const target = commits[older]!;
      if (cancelled.has(target.commit.sha)) continue;
      const bySha = revert.reverts !== null && target.commit.sha.startsWith(revert.reverts);
      const byPullRequest = !Number.isNaN(pullRequest) && target.references.pullRequests.includes(pullRequest);
      const bySubject = subject !== null && subject !== '' && subjectsOf(older).includes(subject);
      if (bySha || byPullRequest || bySubject) {
        cancelled.add(revert.commit.sha);
        cancelled.add(target.commit.sha);
        break;
      }
    }
  }
  return cancelled;
}

function isRevert(classified: ClassifiedCommit): boolean {
  return classified.reverts !== null || classified.description.startsWith('Revert "');
}
