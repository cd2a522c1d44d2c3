import { classifyCommit, readCommits, type ClassifiedCommit, type Repository } from '@chronicle/history';

/** How often, in commits, reading the history reports progress. */
export const COMMITS_PER_PROGRESS = 100;

/**
 * The default branch's first-parent history, newest first, at most `maxCommits` commits (paths
 * only: nothing here needs line counts, and a blobless clone would fetch blobs for them), each
 * classified as it arrives. As in the history engine, a merged pull request is one commit.
 */
export async function readClassifiedHistory(repository: Repository, maxCommits: number, onRead?: (commitsRead: number) => void): Promise<ClassifiedCommit[]> {
  const classified: ClassifiedCommit[] = [];
  for await (const commit of readCommits(repository, { firstParent: true, maxCommits, pathsOnly: true })) {
    classified.push(classifyCommit(commit));
    if (onRead && classified.length % COMMITS_PER_PROGRESS === 0) onRead(classified.length);
  }
  onRead?.(classified.length);
  return classified;
}

/** A positive whole number of commits, or a RangeError naming the value. */
export function checkMaxCommits(maxCommits: number): number {
  if (!Number.isSafeInteger(maxCommits) || maxCommits < 1) throw new RangeError(`maxCommits must be a whole number of commits, at least 1; it is ${maxCommits}.`);
  return maxCommits;
}
