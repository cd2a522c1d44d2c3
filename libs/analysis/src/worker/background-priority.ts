import { platform, setPriority } from 'node:os';

/**
 * The niceness a worker thread gives itself: its work is background work, and the thread that
 * started it serves HTTP. On Linux a nice value belongs to one thread, so this lowers only the
 * calling worker's priority (and that of the git processes it starts, which inherit it); the HTTP
 * thread keeps its own and wins the CPU whenever both want it (`npm run bench:analysis` measured
 * request p95s of seconds on 2 cores without it). Elsewhere the call would lower the whole process,
 * so it is made on Linux only.
 */
const WORKER_NICENESS = 10;

/** Lowers the calling worker thread's priority (Linux only; silently kept where not allowed). */
export function runInBackgroundPriority(): void {
  if (platform() !== 'linux') return;
  try {
    setPriority(0, WORKER_NICENESS);
  } catch {
    // Not allowed here (a restricted container): run at the process's priority.
  }
}
