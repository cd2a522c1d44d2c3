// The entry file of the analysis worker thread: runs one task from `workerData`, posts its progress
// (the tasks report at a modest rate: every 100 commits, every 250 files, every document) and then
// its result or its error, and ends by itself: the thread exits once its event loop is empty, so
// whatever the task left in flight (file reads of a module graph that failed to load, a git process)
// finishes and closes its handles first (see runAnalysisTask). Told to cancel, it first ends the git
// processes it started (a thread that is terminated leaves them running), then says so.
import { parentPort, workerData } from 'node:worker_threads';
import { stopGitProcesses } from '@chronicle/history';
import { ANALYSIS_TASKS, TASK_RUNNERS, type AnalysisTask } from '../tasks.js';
import { runInBackgroundPriority } from './background-priority.js';
import type { CancelMessage, WorkerInput, WorkerMessage } from './messages.js';

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

function answerCancel(port: NonNullable<typeof parentPort>): void {
  port.on('message', (message: CancelMessage) => {
    if (message.kind === 'cancel') void stopGitProcesses().then(() => port.postMessage({ kind: 'cancelled' } satisfies WorkerMessage));
  });
  // Listening must not keep the thread alive once its task has ended.
  port.unref();
}

if (parentPort) {
  runInBackgroundPriority();
  answerCancel(parentPort);
  await main(parentPort);
}
