import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { DomainEventPayloads } from '@chronicle/contracts';
import { OnDomainEvent } from '../domain-events/domain-events.js';
import { JOB_QUEUE, type JobQueue } from '../queue/job-queue.js';
import { ChangelogEntriesService } from './changelog-entries.service.js';

const SWEEP_INTERVAL_MS = 5_000;
const SWEEP_BATCH = 100;

/**
 * Queues each push of the inbox for its entry: when `push.received` is told, and by a sweep — a
 * delivery that was acknowledged but never queued (the queue was down) or whose job was lost is
 * queued again, so none is lost. Runs in every role (an `api` process queues, workers consume).
 */
@Injectable()
export class PushDeliveriesQueue implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(PushDeliveriesQueue.name);
  private sweeper: NodeJS.Timeout | null = null;

  constructor(
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly entries: ChangelogEntriesService,
  ) {}

  onApplicationBootstrap(): void {
    this.sweeper = setInterval(() => void this.sweep(), SWEEP_INTERVAL_MS);
    this.sweeper.unref();
    void this.sweep();
  }

  onApplicationShutdown(): void {
    if (this.sweeper) clearInterval(this.sweeper);
  }

  @OnDomainEvent('push.received')
  afterPush({ deliveryId }: DomainEventPayloads['push.received']): Promise<void> {
    return this.enqueue(deliveryId);
  }

  /** Queues a delivery; a queue that is down is not an error here — the sweep retries. */
  async enqueue(deliveryId: string): Promise<void> {
    try {
      await this.queue.enqueue('push-deliveries', { id: deliveryId, data: { deliveryId } });
    } catch (error) {
      this.logger.warn(`Delivery ${deliveryId} waits in the inbox: the queue is unavailable (${(error as Error).message})`);
    }
  }

  private async sweep(): Promise<void> {
    try {
      for (const deliveryId of await this.entries.waitingDeliveryIds(SWEEP_BATCH)) await this.enqueue(deliveryId);
    } catch (error) {
      this.logger.warn(`Inbox sweep failed: ${(error as Error).message}`);
    }
  }
}
