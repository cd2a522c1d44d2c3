import { Injectable } from '@nestjs/common';
import { JobProcessor, QueueProcessor } from '../queue/job-processor.js';
import type { Job } from '../queue/job-queue.js';
import { ChangelogEntriesService } from './changelog-entries.service.js';

/** Turns an inbox delivery into its entry; the job id is the delivery id. */
@QueueProcessor('push-deliveries', { concurrency: 4 })
@Injectable()
export class PushDeliveriesProcessor extends JobProcessor<{ deliveryId: string }> {
  constructor(private readonly entries: ChangelogEntriesService) {
    super();
  }

  handle({ data }: Job<{ deliveryId: string }>): Promise<void> {
    return this.entries.processDelivery(data.deliveryId);
  }

  /** Retries are spent: the delivery shows as failed (the dashboard counts it) and the sweep leaves it. */
  override failedForGood({ data }: Job<{ deliveryId: string }>, error: Error): Promise<void> {
    return this.entries.markFailed(data.deliveryId, error.message);
  }
}
