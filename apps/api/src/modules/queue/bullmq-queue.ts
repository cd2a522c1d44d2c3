import type { BeforeApplicationShutdown } from '@nestjs/common';
import type { DiscoveryService, ModuleRef } from '@nestjs/core';
import { BullRegistrar } from '@nestjs/bullmq';
import type { Queue, Worker } from 'bullmq';
import { JobProcessor, QueueProcessorMarker } from './job-processor.js';
import type { Job, JobQueue, JobWhereabouts, QueueName } from './job-queue.js';
import type { QueueConnection } from './queue-connection.js';

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

/**
 * BullMQ on Redis through @nestjs/bullmq: the queues are registered with `BullModule` (retries
 * and backoff are their default job options), the processors are its workers. The job id is
 * BullMQ's jobId, so a job queued twice runs once.
 */
export class BullmqQueue implements JobQueue, BeforeApplicationShutdown {
  private readonly queues = new Map<QueueName, Queue>();
  private readonly workers: Worker[] = [];

  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly discovery: DiscoveryService,
    private readonly connection: QueueConnection,
    queues: Queue[],
  ) {
    for (const queue of queues) {
      // A Redis outage surfaces here; the queue reconnects by itself.
      queue.on('error', () => undefined);
      this.queues.set(queue.name as QueueName, queue);
    }
  }

  async enqueue<T extends object>(queue: QueueName, job: Job<T>): Promise<void> {
    // While Redis is down, queueing fails at once (the inbox or the job's row keeps the work, and a
    // sweep queues it again) instead of waiting in the client's offline queue.
    if (!this.connection.isReady()) throw new Error('Redis is unavailable');
    const added = this.queues.get(queue)!.add(queue, job.data, { jobId: job.id });
    // If Redis comes back, a late add may still land: the jobId keeps it from running twice.
    added.catch(() => undefined);
    await withTimeout(added, ENQUEUE_TIMEOUT_MS, 'Queueing the job');
  }

  /**
   * Asks Redis. While it is down nothing is known, so the job counts as held (the sweep asks again
   * once it is back); a job completing is held until its row says so.
   */
  async whereabouts(queue: QueueName, id: string): Promise<JobWhereabouts> {
    if (!this.connection.isReady()) return { held: true };
    const bullQueue = this.queues.get(queue)!;
    const state = await withTimeout(bullQueue.getJobState(id), ENQUEUE_TIMEOUT_MS, 'Reading the job');
    if (state === 'unknown') return { held: false, failedReason: null };
    if (state !== 'failed') return { held: true };
    const job = await withTimeout(bullQueue.getJob(id), ENQUEUE_TIMEOUT_MS, 'Reading the job');
    return { held: false, failedReason: job?.failedReason || 'the queue gave it up' };
  }

  /** Creates the workers of every `@Processor` (registration is manual, so an `api` process makes none). */
  async start(): Promise<void> {
    this.moduleRef.get(BullRegistrar, { strict: false }).register();
    for (const wrapper of this.discovery.getProviders({ metadataKey: QueueProcessorMarker.KEY })) {
      if (wrapper.instance instanceof JobProcessor) this.workers.push(wrapper.instance.worker);
    }
  }

  /** Before @nestjs/bullmq's own shutdown hooks, which would wait for running jobs and for Redis. */
  beforeApplicationShutdown(): Promise<void> {
    return this.close();
  }

  /**
   * Stops taking jobs without waiting for running ones (a job left running is picked up again as
   * stalled, or by the sweep at the next start). With Redis down, closing would wait for a
   * connection that may never come; the process is stopping anyway, so the clients are dropped.
   */
  async close(): Promise<void> {
    const queues = [...this.queues.values()];
    const closing = Promise.all([...this.workers.map((worker) => worker.close(true)), ...queues.map((queue) => queue.close())]);
    await withTimeout(closing, CLOSE_TIMEOUT_MS, 'Closing the queue').catch(() =>
      Promise.all([...this.workers, ...queues].map((part) => part.disconnect().catch(() => undefined))),
    );
  }
}
