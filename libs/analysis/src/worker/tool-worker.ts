// The task module of the ToolPool's threads (piscina): loaded once per thread, so the snapshot
// library and its language data are imported once, not per call, and the last snapshots read stay
// in memory for the next calls on the same commit.
import type { Snapshot } from '@chronicle/snapshot';
import type { SnapshotAnswer, SymbolAnswer } from '@chronicle/mcp';
import { findSymbols, querySnapshot, snapshotAt, type FindSymbolsInput, type QuerySnapshotInput } from '../find-symbols.js';
import { runInBackgroundPriority } from './background-priority.js';

/** What one pool call asks for. */
export type ToolTask = { task: 'find-symbols'; input: FindSymbolsInput } | { task: 'query-snapshot'; input: QuerySnapshotInput };
export type ToolTaskResult = SymbolAnswer | SnapshotAnswer;

/** Snapshots kept per thread, the least recently used dropped first (a snapshot is a few MB). */
const SNAPSHOTS_KEPT = 4;
const snapshots = new Map<string, Promise<Snapshot>>();

function cachedSnapshot(input: Omit<FindSymbolsInput, 'query'>): Promise<Snapshot> {
  const key = JSON.stringify([input.gitDir, input.snapshotCacheDir, input.commit]);
  let snapshot = snapshots.get(key);
  if (snapshot) snapshots.delete(key);
  else {
    snapshot = snapshotAt(input);
    snapshot.catch(() => snapshots.get(key) === snapshot && snapshots.delete(key));
  }
  snapshots.set(key, snapshot);
  while (snapshots.size > SNAPSHOTS_KEPT) snapshots.delete(snapshots.keys().next().value!);
  return snapshot;
}

runInBackgroundPriority();

export default async function runToolTask(task: ToolTask): Promise<ToolTaskResult> {
  if (task.task === 'find-symbols') return findSymbols(task.input, await cachedSnapshot(task.input));
  if (task.task === 'query-snapshot') return querySnapshot(task.input, await cachedSnapshot(task.input));
  throw new TypeError(`"${String((task as { task?: unknown }).task)}" is not a tool task.`);
}
