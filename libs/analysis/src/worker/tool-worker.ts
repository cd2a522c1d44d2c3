// The task module of the ToolPool's threads (piscina): loaded once per thread, so the snapshot
// library and its language data are imported once, not per call, and the last snapshots read stay
// in memory for the next calls on the same commit.
import type { Snapshot } from '@chronicle/snapshot';
import type { SymbolAnswer } from '@chronicle/mcp';
import { findSymbols, snapshotAt, type FindSymbolsInput } from '../find-symbols.js';
import { runInBackgroundPriority } from './background-priority.js';

/** What one pool call asks for. */
export type ToolTask = { task: 'find-symbols'; input: FindSymbolsInput };
export type ToolTaskResult = SymbolAnswer;

/** Snapshots kept per thread, the least recently used dropped first (a snapshot is a few MB). */
const SNAPSHOTS_KEPT = 4;
const snapshots = new Map<string, Promise<Snapshot>>();

function cachedSnapshot(input: FindSymbolsInput): Promise<Snapshot> {
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

export default async function runToolTask({ task, input }: ToolTask): Promise<ToolTaskResult> {
  if (task !== 'find-symbols') throw new TypeError(`"${String(task)}" is not a tool task.`);
  return findSymbols(input, await cachedSnapshot(input));
}
