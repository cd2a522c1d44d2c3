import { Queue, Worker } from 'bullmq';
import { DEFAULT_RETRY_POLICY, type Job, type JobQueue, type RetryPolicy, type WorkOptions } from './job-queue.js';

// BullMQ waits for its connection without end; past these, Redis counts as down.
const ENQUEUE_TIMEOUT_MS = 2_000;
const CLOSE_TIMEOUT_MS = 3_000;

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** BullMQ on Redis: the job id is BullMQ's jobId, so a job queued twice runs once. */
export class BullmqQueue implements JobQueue {
  private readonly queues = new Map<string, Queue>();
  private readonly workers: Worker[] = [];

  constructor(
    private readonly redisUrl: string,
    private readonly retry: RetryPolicy = DEFAULT_RETRY_POLICY,
  ) {}

  async enqueue<T extends object>(queue: string, job: Job<T>): Promise<void> {
    const added = this.queueOf(queue).add(queue, job.data, {
      jobId: job.id,
      attempts: this.retry.attempts,
      backoff: { type: 'exponential', delay: this.retry.baseDelayMs },
      removeOnComplete: true,
      removeOnFail: 1000,
    });
    // If Redis comes back, a late add may still land: the jobId keeps it from running twice.
    added.catch(() => undefined);
    await withTimeout(added, ENQUEUE_TIMEOUT_MS, 'Queueing the job');
  }

  work<T extends object>(queue: string, handler: (job: Job<T>) => Promise<void>, options: WorkOptions<T> = {}): void {
    const worker = new Worker(queue, (job) => handler({ id: job.id!, data: job.data as T }), { connection: this.connection(), concurrency: options.concurrency ?? 4 });
    // A Redis outage surfaces here; the worker reconnects by itself, and the inbox sweep re-queues.
    worker.on('error', () => undefined);
    worker.on('failed', (job, error) => {
      if (!job || !options.onFailedForGood || job.attemptsMade < (job.opts.attempts ?? 1)) return;
      options.onFailedForGood({ id: job.id!, data: job.data as T }, error).catch(() => undefined);
    });
    this.workers.push(worker);
  }

  async close(): Promise<void> {
    const closing = Promise.all([...this.workers.map((worker) => worker.close(true)), ...[...this.queues.values()].map((queue) => queue.close())]);
    // With Redis down, closing waits for a connection that may never come; the process is stopping anyway.
    await withTimeout(closing, CLOSE_TIMEOUT_MS, 'Closing the queue').catch(() => undefined);
  }

  private queueOf(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      // No offline queue: while Redis is down, adding fails at once and the inbox keeps the delivery.
      queue = new Queue(name, { connection: { ...this.connection(), enableOfflineQueue: false } });
      queue.on('error', () => undefined);
      this.queues.set(name, queue);
    }
    return queue;
  }

  private connection() {
    return { url: this.redisUrl, maxRetriesPerRequest: null };
  }
}
