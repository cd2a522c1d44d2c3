import type { Snapshot } from '@chronicle/snapshot';
import { findReferencesInSnapshot } from './code/find-references.js';
import { membersOfInSnapshot } from './code/members-of.js';
import { moduleSummaryInSnapshot } from './code/module-summary.js';
import { symbolAnswerOf } from './find-symbols.js';
import { searchCodeInSnapshot } from './search-code.js';
import type { CodeSearchAnswer, CodeSearchQuery, SymbolAnswer, SymbolQuery } from './source.js';

/** What `find_symbol` asks of the snapshot (a `querySnapshot` query). */
export type FindSymbolQuery = SymbolQuery & { tool: 'find_symbol' };

/**
 * The one way the tools ask a snapshot something: a pure function per query, named by the tool
 * that asks (`{ tool: 'members_of', type, limit }`). A query and its answer are plain data, so they
 * cross threads where a function cannot: every source's `RepositoryReader.querySnapshot` runs
 * `runSnapshotQuery` wherever its snapshot lives — the CLI on the snapshot it holds, the API on its
 * tool pool's thread, which keeps snapshots in memory per commit (`ToolPool.querySnapshot`). A tool
 * that reads the code adds its function here and gets both; values a function derives from a
 * snapshot (the code index) are kept with it (`derivedFrom`).
 */
export const SNAPSHOT_QUERIES = {
  find_symbol: (snapshot: Snapshot, query: FindSymbolQuery): SymbolAnswer => symbolAnswerOf(snapshot, query),
  members_of: membersOfInSnapshot,
  find_references: findReferencesInSnapshot,
  module_summary: moduleSummaryInSnapshot,
  search: (snapshot: Snapshot, query: CodeSearchQuery): CodeSearchAnswer => ({ commit: snapshot.commit.sha, hits: searchCodeInSnapshot(snapshot, query.terms, query.limit) }),
} as const;

export type SnapshotQueryName = keyof typeof SNAPSHOT_QUERIES;

/** A query of one of SNAPSHOT_QUERIES: its `tool` names the function, the rest is its argument. */
export type SnapshotQuery = { [N in SnapshotQueryName]: Parameters<(typeof SNAPSHOT_QUERIES)[N]>[1] }[SnapshotQueryName];

/** The answer to a query of that tool; every answer names the commit of the snapshot it read. */
export type SnapshotAnswer<Q extends SnapshotQuery = SnapshotQuery> = ReturnType<(typeof SNAPSHOT_QUERIES)[Q['tool']]>;

// Each function is registered under the tool its query names and answers with the commit it read;
// one that does not makes `EveryOneRegistered` never, and the line below fails to compile.
type RegisteredRight = { [N in SnapshotQueryName]: Parameters<(typeof SNAPSHOT_QUERIES)[N]>[1] extends { tool: N } ? (ReturnType<(typeof SNAPSHOT_QUERIES)[N]> extends { commit: string } ? true : false) : false }[SnapshotQueryName];
type EveryOneRegistered = false extends RegisteredRight ? never : true;
true satisfies EveryOneRegistered;

/** Runs one query on a snapshot; a query no function answers (a message from elsewhere) is refused. */
export function runSnapshotQuery<Q extends SnapshotQuery>(snapshot: Snapshot, query: Q): SnapshotAnswer<Q> {
  const tool = (query as { tool?: unknown }).tool;
  if (typeof tool !== 'string' || !Object.hasOwn(SNAPSHOT_QUERIES, tool)) throw new TypeError(`"${String(tool).slice(0, 80)}" is not a snapshot query.`);
  const run = SNAPSHOT_QUERIES[tool as SnapshotQueryName] as (snapshot: Snapshot, query: SnapshotQuery) => SnapshotAnswer<Q>;
  return run(snapshot, query);
}
