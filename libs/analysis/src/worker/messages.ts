/** What the analysis worker posts to the thread that started it. */
export type WorkerMessage =
  | { kind: 'progress'; event: unknown }
  | { kind: 'result'; value: unknown }
  | { kind: 'error'; name: string; message: string };

/** What the analysis worker is started with (`workerData`). */
export type WorkerInput = { task: string; input: unknown };
