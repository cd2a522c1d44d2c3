import type { Repository } from '@chronicle/history';
import type { SnapshotChangelog } from '../model.js';

// HELPER(todo-changelog): replace with the history engine's changelog for the commit, and its spec.
export async function readChangelog(_repository: Repository, _commit: { sha: string }): Promise<SnapshotChangelog> {
  return { markdown: '', releases: [] };
}
