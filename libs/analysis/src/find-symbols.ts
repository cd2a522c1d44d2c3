import { findSymbolsInSnapshot, type SymbolAnswer, type SymbolQuery } from '@chronicle/mcp';
import { openRepository } from '@chronicle/history';
import { buildSnapshot } from '@chronicle/snapshot';

export type FindSymbolsInput = {
  /** A local folder or a clone in the cache, opened in place: nothing is fetched. */
  gitDir: string;
  /** The commit whose snapshot is read (the documents' commit: its snapshot is in the cache). */
  commit: string;
  snapshotCacheDir: string;
  query: SymbolQuery;
};

/** The declarations matching a query in the snapshot of one commit (MCP's `find_symbol` on the server). */
export async function findSymbols(input: FindSymbolsInput): Promise<SymbolAnswer> {
  const repository = await openRepository(input.gitDir, { cacheDir: input.snapshotCacheDir });
  const snapshot = await buildSnapshot(repository, { commit: input.commit, cacheDir: input.snapshotCacheDir });
  return { commit: snapshot.commit.sha, matches: findSymbolsInSnapshot(snapshot, input.query) };
}
