import type { Snapshot } from '@chronicle/snapshot';
import { findSymbolsInSnapshot } from './find-symbols.js';
import { searchCodeInSnapshot } from './search-code.js';

/**
 * The pure functions the tools run over a snapshot, by name. A name crosses threads where a
 * function cannot: the API runs a query on its tool pool's thread, beside the snapshots that
 * thread keeps in memory (`ToolPool.querySnapshot`), and the CLI on the snapshot it holds
 * (`runSnapshotQuery`). A tool that reads the code adds its function here and gets both.
 */
export const SNAPSHOT_QUERIES = {
  findSymbols: findSymbolsInSnapshot,
  searchCode: searchCodeInSnapshot,
} as const satisfies Record<string, (snapshot: Snapshot, ...args: never[]) => unknown>;

export type SnapshotQueryName = keyof typeof SNAPSHOT_QUERIES;

type AfterSnapshot<F> = F extends (snapshot: Snapshot, ...args: infer A) => unknown ? A : never;

/** One call of a snapshot query: the function's name and its arguments after the snapshot (plain data). */
export type SnapshotQuery<N extends SnapshotQueryName = SnapshotQueryName> = { [K in N]: { name: K; args: AfterSnapshot<(typeof SNAPSHOT_QUERIES)[K]> } }[N];

export type SnapshotQueryResult<N extends SnapshotQueryName> = ReturnType<(typeof SNAPSHOT_QUERIES)[N]>;

/** Runs one query on a snapshot; an unknown name (a message from elsewhere) is refused. */
export function runSnapshotQuery<N extends SnapshotQueryName>(snapshot: Snapshot, query: SnapshotQuery<N>): SnapshotQueryResult<N> {
  if (!Object.hasOwn(SNAPSHOT_QUERIES, query.name)) throw new TypeError(`"${String(query.name).slice(0, 80)}" is not a snapshot query.`);
  const run = SNAPSHOT_QUERIES[query.name] as (snapshot: Snapshot, ...args: unknown[]) => SnapshotQueryResult<N>;
  return run(snapshot, ...(query.args as unknown[]));
}
