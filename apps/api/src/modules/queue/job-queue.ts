/** A job: an id that makes it unique (the same id queued twice runs once) and its data. */
export type Job<T> = { id: string; data: T };

/** Where a job is: held by the queue, or not — gone, or given up with the queue's reason. */
export type JobWhereabouts = { held: true } | { held: false; failedReason: string | null };

/**
 * Where background work runs: BullMQ on Redis when `REDIS_URL` is set (workers can scale out),
 * otherwise in this process. Both retry a failing job with exponential backoff. The consumers are
 * `JobProcessor` classes (job-processor.ts), found when the queue starts.
 */
export interface JobQueue {
  enqueue<T extends object>(queue: QueueName, job: Job<T>): Promise<void>;
  /**
   * Whether the queue still holds a job (waiting, delayed or running somewhere), for a sweep that
   * finds its row unfinished: a job the queue lost (Redis came back empty) or gave up for good
   * (BullMQ fails a job whose worker died twice) would otherwise stay "running" until a restart.
   */
  whereabouts(queue: QueueName, id: string): Promise<JobWhereabouts>;
  /** Starts this process's processors (roles `all` and `worker`; an `api` process only queues). */
  start(): Promise<void>;
  close(): Promise<void>;
}

export const JOB_QUEUE = Symbol('JOB_QUEUE');

/**
 * Every queue, named once: BullMQ registers each (these are the queues' names in Redis), and each
 * has one processor. `push-deliveries` turns inbox deliveries into entries (job id: the delivery
 * id); `repository-jobs` runs analyses and documentation runs (job id: the job row's id).
 */
export const QUEUE_NAMES = ['push-deliveries', 'repository-jobs'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

/** How often a failing job runs, and the first wait between runs (doubled each time). */
export type RetryPolicy = { attempts: number; baseDelayMs: number };
export const DEFAULT_RETRY_POLICY: RetryPolicy = { attempts: 5, baseDelayMs: 1000 };
