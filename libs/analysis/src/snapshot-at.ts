import { openRepository } from '@chronicle/history';
import { buildSnapshot, type Snapshot } from '@chronicle/snapshot';

/** Which snapshot a query reads: one commit of a repository, from the snapshot cache. */
export type SnapshotAt = {
  /** A local folder or a clone in the cache, opened in place: nothing is fetched. */
  gitDir: string;
  /** The commit whose snapshot is read (the documents' commit: its snapshot is in the cache). */
  commit: string;
  snapshotCacheDir: string;
};

/** The snapshot of one commit, from the snapshot cache (built and cached when it is not there). */
export async function snapshotAt(input: SnapshotAt): Promise<Snapshot> {
  const repository = await openRepository(input.gitDir, { cacheDir: input.snapshotCacheDir });
  return buildSnapshot(repository, { commit: input.commit, cacheDir: input.snapshotCacheDir });
}
