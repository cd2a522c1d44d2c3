// The entry file of the analysis worker thread: runs one task from `workerData`, posts its progress
// (the tasks report at a modest rate: every 100 commits, every 250 files, every document) and then
// its result or its error, and ends.
import { platform, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { ANALYSIS_TASKS, TASK_RUNNERS, type AnalysisTask } from '../tasks.js';
import type { WorkerInput, WorkerMessage } from './messages.js';

async function main(port: NonNullable<typeof parentPort>): Promise<void> {
  const { task, input } = workerData as WorkerInput;
  const post = (message: WorkerMessage) => port.postMessage(message);
  try {
    if (!(ANALYSIS_TASKS as readonly string[]).includes(task)) throw new TypeError(`"${task}" is not an analysis task; the tasks are ${ANALYSIS_TASKS.join(', ')}.`);
    const run = TASK_RUNNERS[task as AnalysisTask] as (input: unknown, onProgress: (event: unknown) => void) => Promise<unknown>;
    const value = await run(input, (event) => post({ kind: 'progress', event }));
    post({ kind: 'result', value });
  } catch (error) {
    const { name, message } = error instanceof Error ? error : { name: 'Error', message: String(error) };
    post({ kind: 'error', name, message });
  }
}

/**
 * The niceness the worker thread gives itself: the work is background work, and the thread that
 * started it serves HTTP. On Linux a nice value belongs to one thread, so this lowers only this
 * worker's priority (and that of the git processes it starts, which inherit it); the HTTP thread
 * keeps its own and wins the CPU whenever both want it (`npm run bench:analysis` measured request
 * p95s of seconds on 2 cores without it). Elsewhere the call would lower the whole process, so it
 * is made on Linux only.
 */
const WORKER_NICENESS = 10;

if (parentPort) {
  if (platform() === 'linux') {
    try {
      setPriority(0, WORKER_NICENESS);
    } catch {
      // Not allowed here (a restricted container): run at the process's priority.
    }
  }
  await main(parentPort);
}
