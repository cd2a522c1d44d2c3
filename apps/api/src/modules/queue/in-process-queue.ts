import { Logger } from '@nestjs/common';
import { DEFAULT_RETRY_POLICY, type Job, type JobQueue, type RetryPolicy, type WorkOptions } from './job-queue.js';

type Handler = { run: (job: Job<object>) => Promise<void>; options: WorkOptions<object> };

/**
 * The embedded default: jobs run in this process, one at a time per queue (so a long analysis never
 * holds up the entry of a push), deduplicated by id, retried with backoff.
 */
export class InProcessQueue implements JobQueue {
  private readonly logger = new Logger(InProcessQueue.name);
  private readonly handlers = new Map<string, Handler>();
  private readonly pending = new Set<string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly chains = new Map<string, Promise<void>>();
  private closed = false;

  constructor(private readonly retry: RetryPolicy = DEFAULT_RETRY_POLICY) {}

  async enqueue<T extends object>(queue: string, job: Job<T>): Promise<void> {
    const key = `${queue}:${job.id}`;
    if (this.closed || this.pending.has(key)) return;
    this.pending.add(key);
    this.schedule(queue, job as Job<object>, key, 1, 0);
  }

  work<T extends object>(queue: string, handler: (job: Job<T>) => Promise<void>, options: WorkOptions<T> = {}): void {
    this.handlers.set(queue, { run: handler, options } as unknown as Handler);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    await Promise.all(this.chains.values());
  }

  private schedule(queue: string, job: Job<object>, key: string, attempt: number, delayMs: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.chains.set(queue, (this.chains.get(queue) ?? Promise.resolve()).then(() => this.run(queue, job, key, attempt)));
    }, delayMs);
    this.timers.add(timer);
  }

  private async run(queue: string, job: Job<object>, key: string, attempt: number): Promise<void> {
    if (this.closed) return;
    const handler = this.handlers.get(queue);
    try {
      if (!handler) throw new Error(`No worker for the queue ${queue}.`);
      await handler.run(job);
      this.pending.delete(key);
    } catch (error) {
      if (attempt >= this.retry.attempts) {
        this.pending.delete(key);
        this.logger.error(`Job ${key} failed for good after ${attempt} attempts: ${(error as Error).message}`);
        await handler?.options.onFailedForGood?.(job, error as Error).catch(() => undefined);
        return;
      }
      this.schedule(queue, job, key, attempt + 1, this.retry.baseDelayMs * 2 ** (attempt - 1));
    }
  }
}
