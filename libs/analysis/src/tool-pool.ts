import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { SnapshotAnswer, SnapshotQuery, SymbolAnswer } from '@chronicle/mcp';
import type { FindSymbolsInput, QuerySnapshotInput } from './find-symbols.js';
import type { ToolTask, ToolTaskResult } from './worker/tool-worker.js';

/** Every thread of the pool is busy and its queue is full: the caller should say "try again". */
export class ToolPoolBusyError extends Error {
  constructor(readonly waiting: number) {
    super(`The server is busy: ${waiting.toLocaleString('en-US')} code look-ups are already running or waiting. Try again in a few seconds.`);
    this.name = 'ToolPoolBusyError';
  }
}

export type ToolPoolOptions = {
  /** Worker threads (default: one, or two on a machine with four cores or more). */
  threads?: number;
  /** Calls that may wait for a thread beyond those running (default 16); one more is refused. */
  queue?: number;
  /** An idle thread ends after this long (default one minute); the next call starts one again. */
  idleMs?: number;
};

// The built task module, next to this file in dist/ (as runAnalysisTask's worker).
const TOOL_WORKER_URL = new URL('./worker/tool-worker.js', import.meta.url);

/**
 * One bounded pool of long-lived worker threads per process for MCP's tool work (`find_symbol`):
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
    const threads = options.threads ?? (availableParallelism() >= 4 ? 2 : 1);
    const queue = options.queue ?? 16;
    this.capacity = threads + queue;
    this.piscina = new Piscina({
      filename: TOOL_WORKER_URL.href,
      minThreads: 0,
      maxThreads: threads,
      maxQueue: queue,
      idleTimeout: options.idleMs ?? 60_000,
      // Between tasks a thread's event loop keeps running (no Atomics wait), so nothing a call left
      // in flight is frozen with its file open.
      atomics: 'disabled',
    });
  }

  /** Calls running or waiting now. */
  get load(): number {
    return this.pending;
  }

  /** `find_symbol`'s look-up on a thread of the pool; {@link ToolPoolBusyError} when the pool is full. */
  findSymbols(input: FindSymbolsInput): Promise<SymbolAnswer> {
    return this.run({ task: 'find-symbols', input }) as Promise<SymbolAnswer>;
  }

  /** A code tool's snapshot query (`members_of`, `find_references`, `module_summary`, `search`'s declarations) on a thread of the pool, bounded the same way. */
  querySnapshot<Q extends SnapshotQuery>(input: QuerySnapshotInput & { query: Q }): Promise<SnapshotAnswer<Q>> {
    return this.run({ task: 'query-snapshot', input }) as Promise<SnapshotAnswer<Q>>;
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
