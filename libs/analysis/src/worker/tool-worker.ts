// The task module of the ToolPool's thread (piscina): loaded once per thread, so the snapshot
// library and its language data are imported once, not per call, and the snapshots read stay in
// memory (SnapshotMemory) for every later query on the same commit.
import { runSnapshotQuery, type SnapshotAnswer, type SnapshotQuery } from '@chronicle/mcp';
import { snapshotAt, type SnapshotAt } from '../snapshot-at.js';
import { SnapshotMemory, type SnapshotMemoryStats } from '../snapshot-memory.js';
import { runInBackgroundPriority } from './background-priority.js';

/** What one pool call asks for: a code tool's query on the snapshot of one commit (SNAPSHOT_QUERIES), or what the memory holds. */
export type ToolTask = { task: 'snapshot-query'; at: SnapshotAt; query: SnapshotQuery } | { task: 'stats' };
export type ToolTaskResult = SnapshotAnswer | SnapshotMemoryStats;

/**
 * Snapshots a thread keeps: a few repositories' heads (an agent asks about one repository many
 * times), within ~256 MB of heap — a snapshot of 1,400 files takes about 26 MB.
 */
const memory = new SnapshotMemory({ count: 8, bytes: 256 * 1024 * 1024 });

runInBackgroundPriority();

export default async function runToolTask(task: ToolTask): Promise<ToolTaskResult> {
  if (task.task === 'stats') return memory.stats();
  if (task.task !== 'snapshot-query') throw new TypeError(`"${String((task as { task?: unknown }).task)}" is not a tool task.`);
  const { at, query } = task;
  const snapshot = await memory.get(JSON.stringify([at.gitDir, at.snapshotCacheDir, at.commit]), () => snapshotAt(at));
  return runSnapshotQuery(snapshot, query);
}
