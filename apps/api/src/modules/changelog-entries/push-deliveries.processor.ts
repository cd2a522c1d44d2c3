import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { JOB_QUEUE, type JobQueue } from '../queue/job-queue.js';
import { ChangelogEntriesService } from './changelog-entries.service.js';

/** The queue that turns inbox deliveries into entries; the job id is the delivery id. */
export const PUSH_DELIVERIES_QUEUE = 'push-deliveries';
const SWEEP_INTERVAL_MS = 5_000;
const SWEEP_BATCH = 100;

/**
 * Consumes the push-deliveries queue, and sweeps the inbox: a delivery that was acknowledged but
 * never queued (the queue was down) or whose job was lost is queued again, so none is lost.
 */
@Injectable()
export class PushDeliveriesProcessor implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(PushDeliveriesProcessor.name);
  private sweeper: NodeJS.Timeout | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly entries: ChangelogEntriesService,
  ) {}

  onApplicationBootstrap(): void {
    // The api role only queues; workers (roles all and worker) make the entries.
    if (this.config.role !== 'api') {
      this.queue.work<{ deliveryId: string }>(PUSH_DELIVERIES_QUEUE, ({ data }) => this.entries.processDelivery(data.deliveryId), {
        // Retries are spent: the delivery shows as failed (the dashboard counts it) and the sweep leaves it.
        onFailedForGood: ({ data }, error) => this.entries.markFailed(data.deliveryId, error.message),
      });
    }
    this.sweeper = setInterval(() => void this.sweep(), SWEEP_INTERVAL_MS);
    this.sweeper.unref();
    void this.sweep();
  }

  onApplicationShutdown(): void {
    if (this.sweeper) clearInterval(this.sweeper);
  }

  /** Queues a delivery; a queue that is down is not an error here — the sweep retries. */
  async enqueue(deliveryId: string): Promise<void> {
    try {
      await this.queue.enqueue(PUSH_DELIVERIES_QUEUE, { id: deliveryId, data: { deliveryId } });
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
