import { applyDecorators } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job as BullJob } from 'bullmq';
import type { Job, QueueName } from './job-queue.js';

export type QueueProcessorMeta = { queue: QueueName; concurrency: number };

/** Marks a queue's processor so the in-process driver finds it too (BullMQ finds it by `@Processor`). */
export const QueueProcessorMarker = DiscoveryService.createDecorator<QueueProcessorMeta>();

/**
 * Declares the one processor of a queue: BullMQ's `@Processor` (a worker per process with that
 * many jobs at once), and the marker the in-process driver reads (one job at a time per queue).
 */
export function QueueProcessor(queue: QueueName, options: { concurrency?: number } = {}): ClassDecorator {
  const concurrency = options.concurrency ?? 4;
  return applyDecorators(Processor(queue, { concurrency }), QueueProcessorMarker({ queue, concurrency }));
}

/**
 * A queue's consumer, the same class for both drivers: BullMQ calls `process` (WorkerHost's
 * contract), the in-process driver calls `handle`. A job that throws is retried by the queue;
 * `failedForGood` hears of a job whose last attempt failed.
 */
export abstract class JobProcessor<T extends object> extends WorkerHost {
  abstract handle(job: Job<T>): Promise<void>;

  failedForGood(_job: Job<T>, _error: Error): Promise<void> {
    return Promise.resolve();
  }

  async process(job: BullJob<T>): Promise<void> {
    await this.handle({ id: job.id!, data: job.data });
  }

  /** BullMQ tells of every failed attempt; only the last one is a failure for good. */
  @OnWorkerEvent('failed')
  onAttemptFailed(job: BullJob<T> | undefined, error: Error): void {
    if (!job || job.attemptsMade < (job.opts.attempts ?? 1)) return;
    this.failedForGood({ id: job.id!, data: job.data }, error).catch(() => undefined);
  }

  /** A Redis outage surfaces here; the worker reconnects by itself, and the sweeps queue again what waits. */
  @OnWorkerEvent('error')
  onWorkerError(): void {}
}
