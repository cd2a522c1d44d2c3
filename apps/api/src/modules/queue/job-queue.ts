/** A job: an id that makes it unique (the same id queued twice runs once) and its data. */
export type Job<T> = { id: string; data: T };

/**
 * Where background work runs: BullMQ on Redis when `REDIS_URL` is set (workers can scale out),
 * otherwise in this process. Both retry a failing job with exponential backoff.
 */
export interface JobQueue {
  enqueue<T extends object>(queue: string, job: Job<T>): Promise<void>;
  /** Runs `handler` for each job; `onFailedForGood` hears of a job whose last attempt failed. */
  work<T extends object>(queue: string, handler: (job: Job<T>) => Promise<void>, options?: WorkOptions<T>): void;
  close(): Promise<void>;
}

export type WorkOptions<T> = {
  onFailedForGood?: (job: Job<T>, error: Error) => Promise<void>;
  /** Jobs of this queue one worker process runs at once (BullMQ; in process it is always one per queue). */
  concurrency?: number;
};

export const JOB_QUEUE = Symbol('JOB_QUEUE');

/** How often a failing job runs, and the first wait between runs (doubled each time). */
export type RetryPolicy = { attempts: number; baseDelayMs: number };
export const DEFAULT_RETRY_POLICY: RetryPolicy = { attempts: 5, baseDelayMs: 1000 };
