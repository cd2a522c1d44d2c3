import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { SnapshotAnswer, SnapshotQuery } from '@chronicle/mcp';
import type { SnapshotAt } from './snapshot-at.js';
import type { SnapshotMemoryStats } from './snapshot-memory.js';
import type { ToolTask, ToolTaskResult } from './worker/tool-worker.js';

/** Every thread of the pool is busy and its queue is full: the caller should say "try again". */
export class ToolPoolBusyError extends Error {
  constructor(readonly waiting: number) {
    super(`The server is busy: ${waiting.toLocaleString('en-US')} code look-ups are already running or waiting. Try again in a few seconds.`);
    this.name = 'ToolPoolBusyError';
  }
}

export type ToolPoolOptions = {
  /**
   * Worker threads (default one: it keeps every snapshot in memory once, and a warm call never
   * lands on a thread that has not read its snapshot yet).
   */
  threads?: number;
  /** Calls that may wait for a thread beyond those running (default 16); one more is refused. */
  queue?: number;
  /**
   * An idle thread ends after this long (default 15 minutes), and its snapshots with it: an agent
   * pauses for minutes between calls, and a thread started again pays seconds (the snapshot
   * library, then each snapshot) on its first call.
   */
  idleMs?: number;
};

// The built task module, next to this file in dist/ (as runAnalysisTask's worker).
const TOOL_WORKER_URL = new URL('./worker/tool-worker.js', import.meta.url);

/**
 * One bounded pool of long-lived worker threads per process for MCP's code tools (`querySnapshot`):
 * each thread loads the snapshot library once and keeps its last snapshots, at most `threads`
 * calls run at once and at most `queue` wait; a call beyond that fails at once with
 * {@link ToolPoolBusyError} instead of piling up threads, memory and open files.
 * Built on piscina; `close()` ends the threads (the server's shutdown).
 */
export class ToolPool {
  private readonly piscina: Piscina<ToolTask, ToolTaskResult>;
  private readonly capacity: number;
  private pending = 0;

  constructor(options: ToolPoolOptions = {}) {
    const threads = Math.min(options.threads ?? 1, availableParallelism());
    const queue = options.queue ?? 16;
    this.capacity = threads + queue;
    this.piscina = new Piscina({
      filename: TOOL_WORKER_URL.href,
      minThreads: 0,
      maxThreads: threads,
      maxQueue: queue,
      idleTimeout: options.idleMs ?? 15 * 60_000,
      // Between tasks a thread's event loop keeps running (no Atomics wait), so nothing a call left
      // in flight is frozen with its file open.
      atomics: 'disabled',
    });
  }

  /** Calls running or waiting now. */
  get load(): number {
    return this.pending;
  }

  /**
   * A code tool's query (`SNAPSHOT_QUERIES`: find_symbol, members_of, find_references,
   * module_summary, search's declarations) on the snapshot of a commit, run on a thread of the pool
   * next to the snapshots it keeps in memory (read from the snapshot cache on first need);
   * {@link ToolPoolBusyError} when the pool is full.
   */
  async querySnapshot<Q extends SnapshotQuery>(at: SnapshotAt, query: Q): Promise<SnapshotAnswer<Q>> {
    return (await this.run({ task: 'snapshot-query', at: { gitDir: at.gitDir, commit: at.commit, snapshotCacheDir: at.snapshotCacheDir }, query })) as SnapshotAnswer<Q>;
  }

  /** What a thread's memory holds and how often it was read (its snapshots, their estimated bytes, hits and loads). */
  async stats(): Promise<SnapshotMemoryStats> {
    return (await this.run({ task: 'stats' })) as SnapshotMemoryStats;
  }

  async close(): Promise<void> {
    await this.piscina.close();
  }

  private async run(task: ToolTask): Promise<ToolTaskResult> {
    if (this.pending >= this.capacity) throw new ToolPoolBusyError(this.pending);
    this.pending++;
    try {
      return await this.piscina.run(task);
    } finally {
      this.pending--;
    }
  }
}
