/** What the analysis worker posts to the thread that started it. */
export type WorkerMessage =
  | { kind: 'progress'; event: unknown }
  | { kind: 'result'; value: unknown }
  | { kind: 'error'; name: string; message: string }
  /** The answer to a {@link CancelMessage}: every git process the task started has exited. */
  | { kind: 'cancelled' };

/** What the thread that started the worker may post to it: stop the task (the server is stopping). */
export type CancelMessage = { kind: 'cancel' };

/** What the analysis worker is started with (`workerData`). */
export type WorkerInput = { task: string; input: unknown };
