/** A job: an id that makes it unique (the same id queued twice runs once) and its data. */
export type Job<T> = { id: string; data: T };

/**
 * Where background work runs: BullMQ on Redis when `REDIS_URL` is set (workers can scale out),
 * otherwise in this process. Both retry a failing job with exponential backoff.
 */
export interface JobQueue {
  enqueue<T extends object>(queue: string, job: Job<T>): Promise<void>;
  work<T extends object>(queue: string, handler: (job: Job<T>) => Promise<void>): void;
  close(): Promise<void>;
}

export const JOB_QUEUE = Symbol('JOB_QUEUE');
export const JOB_ATTEMPTS = 5;
export const RETRY_BASE_DELAY_MS = 1000;
