import { openRepository } from '@chronicle/history';
import { findSymbolsInSnapshot, searchCodeInSnapshot, type CodeSearchAnswer, type CodeSearchQuery, type SymbolAnswer, type SymbolQuery } from '@chronicle/mcp';
import { buildSnapshot, type Snapshot } from '@chronicle/snapshot';

/** Which snapshot a query reads: one commit of a repository, from the snapshot cache. */
export type SnapshotAt = {
  /** A local folder or a clone in the cache, opened in place: nothing is fetched. */
  gitDir: string;
  /** The commit whose snapshot is read (the documents' commit: its snapshot is in the cache). */
  commit: string;
  snapshotCacheDir: string;
};

export type FindSymbolsInput = SnapshotAt & { query: SymbolQuery };

/** What `search` asks of the code of one commit: the snapshot as `findSymbols` reads it, and the query's words. */
export type SearchCodeInput = SnapshotAt & { query: CodeSearchQuery };

/** The snapshot of one commit, from the snapshot cache (built and cached when it is not there). */
export async function snapshotAt(input: SnapshotAt): Promise<Snapshot> {
  const repository = await openRepository(input.gitDir, { cacheDir: input.snapshotCacheDir });
  return buildSnapshot(repository, { commit: input.commit, cacheDir: input.snapshotCacheDir });
}

/** The declarations matching a query in the snapshot of one commit (MCP's `find_symbol` on the server). */
export async function findSymbols(input: FindSymbolsInput, snapshot?: Snapshot): Promise<SymbolAnswer> {
  const read = snapshot ?? (await snapshotAt(input));
  return { commit: read.commit.sha, matches: findSymbolsInSnapshot(read, input.query) };
}

/** The declarations a search query names in the snapshot of one commit (MCP's `search` on the server). */
export async function searchCode(input: SearchCodeInput, snapshot?: Snapshot): Promise<CodeSearchAnswer> {
  const read = snapshot ?? (await snapshotAt(input));
  return { commit: read.commit.sha, hits: searchCodeInSnapshot(read, input.query.terms, input.query.limit) };
}
