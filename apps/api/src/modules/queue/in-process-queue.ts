import { Logger } from '@nestjs/common';
import type { DiscoveryService } from '@nestjs/core';
import { JobProcessor, QueueProcessorMarker } from './job-processor.js';
import type { Job, JobQueue, JobWhereabouts, QueueName, RetryPolicy } from './job-queue.js';

type Queued = { queue: QueueName; job: Job<object>; key: string };

/**
 * The embedded default: jobs run in this process, one at a time per queue (so a long analysis never
 * holds up the entry of a push), deduplicated by id, retried with backoff. The processors are the
 * same `JobProcessor` classes BullMQ runs, found by their `@QueueProcessor` marker at start.
 */
export class InProcessQueue implements JobQueue {
  private readonly logger = new Logger(InProcessQueue.name);
  private readonly processors = new Map<QueueName, JobProcessor<object>>();
  private readonly pending = new Set<string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly chains = new Map<string, Promise<void>>();
  // Queued before start (a sweep at boot): run once the processors are known.
  private readonly early: Queued[] = [];
  private started = false;
  private closed = false;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly retry: RetryPolicy,
  ) {}

  async enqueue<T extends object>(queue: QueueName, job: Job<T>): Promise<void> {
    const key = `${queue}:${job.id}`;
    if (this.closed || this.pending.has(key)) return;
    this.pending.add(key);
    if (this.started) this.schedule({ queue, job, key }, 1, 0);
    else this.early.push({ queue, job, key });
  }

  /** Held from queueing until its last attempt ends (a job failed for good was reported then). */
  async whereabouts(queue: QueueName, id: string): Promise<JobWhereabouts> {
    return this.pending.has(`${queue}:${id}`) ? { held: true } : { held: false, failedReason: null };
  }

  async start(): Promise<void> {
    for (const wrapper of this.discovery.getProviders({ metadataKey: QueueProcessorMarker.KEY })) {
      const meta = this.discovery.getMetadataByDecorator(QueueProcessorMarker, wrapper);
      if (meta && wrapper.instance instanceof JobProcessor) this.processors.set(meta.queue, wrapper.instance as JobProcessor<object>);
    }
    this.started = true;
    for (const queued of this.early.splice(0)) this.schedule(queued, 1, 0);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    await Promise.all(this.chains.values());
  }

  private schedule(queued: Queued, attempt: number, delayMs: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.chains.set(queued.queue, (this.chains.get(queued.queue) ?? Promise.resolve()).then(() => this.run(queued, attempt)));
    }, delayMs);
    this.timers.add(timer);
  }

  private async run(queued: Queued, attempt: number): Promise<void> {
    if (this.closed) return;
    const processor = this.processors.get(queued.queue);
    try {
      if (!processor) throw new Error(`No processor for the queue ${queued.queue}.`);
      await processor.handle(queued.job);
      this.pending.delete(queued.key);
    } catch (error) {
      if (attempt >= this.retry.attempts) {
        this.pending.delete(queued.key);
        this.logger.error(`Job ${queued.key} failed for good after ${attempt} attempts: ${(error as Error).message}`);
        await processor?.failedForGood(queued.job, error as Error).catch(() => undefined);
        return;
      }
      this.schedule(queued, attempt + 1, this.retry.baseDelayMs * 2 ** (attempt - 1));
    }
  }
}
