import { Worker } from 'node:worker_threads';
import type { AnalysisTask, AnalysisTasks } from './tasks.js';
import type { CancelMessage, WorkerInput, WorkerMessage } from './worker/messages.js';

/** A task that failed in its worker: the worker's message, and the name of the error it threw there. */
export class AnalysisTaskError extends Error {
  constructor(
    message: string,
    /** The class name of the error in the worker (`NotARepositoryError`, `CommitNotFoundError`, `TypeError`…); `WorkerError` when the worker itself failed. */
    readonly errorName: string,
  ) {
    super(message);
    this.name = 'AnalysisTaskError';
  }
}

export type RunAnalysisTaskOptions<T extends AnalysisTask> = {
  onProgress?: (event: AnalysisTasks[T]['progress']) => void;
  /** Aborting terminates the worker; the promise then rejects. */
  signal?: AbortSignal;
  /**
   * Environment variables for this worker only, on top of the process's (git reads its
   * configuration from `GIT_CONFIG_COUNT`/`GIT_CONFIG_KEY_n`/`GIT_CONFIG_VALUE_n`: a private
   * repository's credentials reach the git processes of its own task and no other).
   */
  env?: Record<string, string>;
};

// The built worker, next to this file in dist/: resolved from this module's own URL, so it is found
// wherever the package is imported from (another package, or jest, which loads libs from dist).
const WORKER_URL = new URL('./worker/analysis-worker.js', import.meta.url);

/**
 * Runs one task in a fresh `worker_threads` Worker, so the calling thread's event loop stays free:
 * forwards the worker's progress events, resolves with its result, and rejects with an
 * {@link AnalysisTaskError} carrying the worker's message — also when the worker crashes or exits
 * without a result. When the task has ended the worker exits by itself (see `endWhenDrained`); on
 * abort it is terminated.
 */
export function runAnalysisTask<T extends AnalysisTask>(task: T, input: AnalysisTasks[T]['input'], options: RunAnalysisTaskOptions<T> = {}): Promise<AnalysisTasks[T]['result']> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new AnalysisTaskError(`The ${task} task was cancelled before it started.`, 'AbortError'));
      return;
    }
    const worker = new Worker(WORKER_URL, { workerData: { task, input } satisfies WorkerInput, ...(options.env ? { env: { ...process.env, ...options.env } } : {}) });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      options.signal?.removeEventListener('abort', onAbort);
      outcome();
      endWhenDrained(worker);
    };
    // Cancelled (the server stops): the promise settles only once the worker and the git processes
    // it started are gone, so nothing the task does (a clone, a cache file half-written) outlives the
    // caller's shutdown. The worker ends its git processes when told to (terminating a thread would
    // leave them running); one that does not answer within CANCEL_GRACE_MS is terminated anyway.
    const onAbort = () => {
      if (settled) return;
      settled = true;
      const terminate = () => void worker.terminate().finally(() => reject(new AnalysisTaskError(`The ${task} task was cancelled.`, 'AbortError')));
      const timer = setTimeout(terminate, CANCEL_GRACE_MS);
      worker.on('message', (message: WorkerMessage) => {
        if (message.kind !== 'cancelled') return;
        clearTimeout(timer);
        terminate();
      });
      worker.postMessage({ kind: 'cancel' } satisfies CancelMessage);
    };
    options.signal?.addEventListener('abort', onAbort, { once: true });
    worker.on('message', (message: WorkerMessage) => {
      if (settled) return;
      if (message.kind === 'progress') options.onProgress?.(message.event as AnalysisTasks[T]['progress']);
      else if (message.kind === 'result') finish(() => resolve(message.value as AnalysisTasks[T]['result']));
      else if (message.kind === 'error') finish(() => reject(new AnalysisTaskError(message.message, message.name)));
    });
    worker.on('error', (error) => finish(() => reject(new AnalysisTaskError(`The ${task} worker failed: ${error.message}`, 'WorkerError'))));
    worker.on('exit', (code) => finish(() => reject(new AnalysisTaskError(`The ${task} worker stopped (exit code ${code}) before it gave a result.`, 'WorkerError'))));
  });
}

/** How long a cancelled worker has to end its git processes (SIGTERM, then SIGKILL after 5 s) before it is terminated. */
const CANCEL_GRACE_MS = 15_000;

/**
 * How long a worker whose task has ended may take to exit by itself before it is terminated. A
 * task that failed can leave work in flight — a module graph that failed to load (EMFILE) still has
 * hundreds of file reads open — and `worker.terminate()` at that moment leaks every one of those
 * descriptors for the life of the process (measured: 40 parallel tasks, 5,000 descriptors never
 * closed per round, until the process hit its limit). So the worker is left to drain its event loop
 * and exit; only one still running after this grace is terminated.
 */
const DRAIN_GRACE_MS = 30_000;

function endWhenDrained(worker: Worker): void {
  const timer = setTimeout(() => void worker.terminate(), DRAIN_GRACE_MS);
  timer.unref();
  worker.once('exit', () => clearTimeout(timer));
  // A finished worker must not keep the process alive.
  worker.unref();
}
