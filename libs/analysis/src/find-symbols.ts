import { answerSnapshotQuery, symbolAnswerOf, type SnapshotAnswer, type SnapshotQuery, type SymbolAnswer, type SymbolQuery } from '@chronicle/mcp';
import { openRepository } from '@chronicle/history';
import { buildSnapshot, type Snapshot } from '@chronicle/snapshot';

export type FindSymbolsInput = {
  /** A local folder or a clone in the cache, opened in place: nothing is fetched. */
  gitDir: string;
  /** The commit whose snapshot is read (the documents' commit: its snapshot is in the cache). */
  commit: string;
  snapshotCacheDir: string;
  query: SymbolQuery;
};

/** The snapshot of one commit, from the snapshot cache (built and cached when it is not there). */
export async function snapshotAt(input: Omit<FindSymbolsInput, 'query'>): Promise<Snapshot> {
  const repository = await openRepository(input.gitDir, { cacheDir: input.snapshotCacheDir });
  return buildSnapshot(repository, { commit: input.commit, cacheDir: input.snapshotCacheDir });
}

/** The declarations matching a query in the snapshot of one commit (MCP's `find_symbol` on the server). */
export async function findSymbols(input: FindSymbolsInput, snapshot?: Snapshot): Promise<SymbolAnswer> {
  const read = snapshot ?? (await snapshotAt(input));
  return symbolAnswerOf(read, input.query);
}

export type QuerySnapshotInput = Omit<FindSymbolsInput, 'query'> & { query: SnapshotQuery };

/** A code tool's query (members_of, find_references, module_summary, search's declarations) on the snapshot of one commit (the server's `querySnapshot`). */
export async function querySnapshot(input: QuerySnapshotInput, snapshot?: Snapshot): Promise<SnapshotAnswer> {
  return answerSnapshotQuery(snapshot ?? (await snapshotAt(input)), input.query);
}
