import { Injectable, Logger } from '@nestjs/common';
import { RECENT_ENTRIES_LIMIT, type ChangelogEntry } from '@chronicle/contracts';
import type { ChangelogEntryRow } from '../../database/schema.js';
import { CodeRepositoriesRepository } from '../code-repositories/code-repositories.repository.js';
import { DomainEvents } from '../domain-events/domain-events.js';
import { ChangelogEntriesRepository } from './changelog-entries.repository.js';
import { PushEntryWriter } from './push-entry-writer.js';

/** Makes the entry of a push, and lists and deletes a user's entries. */
@Injectable()
export class ChangelogEntriesService {
  private readonly logger = new Logger(ChangelogEntriesService.name);

  constructor(
    private readonly entries: ChangelogEntriesRepository,
    private readonly repositories: CodeRepositoriesRepository,
    private readonly pushEntries: PushEntryWriter,
    private readonly events: DomainEvents,
  ) {}

  /**
   * Writes the entry of one inbox delivery (idempotent: the entry and the delivery's status are
   * stored together, and a processed delivery gets no second entry), then tells `entry.published`,
   * whose listeners queue what follows (the documents, the pages' live event). A listener that
   * fails fails this job; the queue's retry finds the delivery processed and tells the event again.
   */
  async processDelivery(deliveryId: string): Promise<void> {
    const found = await this.entries.findDeliveryWithRepository(deliveryId);
    if (found?.delivery.status === 'processed') return this.events.emit('entry.published', { repositoryId: found.repository.id, deliveryId });
    if (!found || found.delivery.status !== 'received') return;
    const { delivery, push, repository } = found;
    const entry = await this.pushEntries.write(repository, push, deliveryId);
    if (!entry) {
      await this.entries.markDelivery(deliveryId, 'ignored', 'the push holds no new commits');
      return;
    }
    await this.entries.saveEntry({
      repositoryId: repository.id,
      deliveryId,
      headline: entry.headline,
      summary: entry.summary,
      socialText: entry.socialText,
      commitCount: entry.commitShas.length,
      commitShas: entry.commitShas,
      generatedBy: entry.generatedBy,
      // GitHub's `repository.pushed_at` when present, else when the delivery arrived.
      pushedAt: entry.pushedAt ? new Date(entry.pushedAt) : delivery.receivedAt,
      processingMs: Date.now() - delivery.receivedAt.getTime(),
    });
    this.logger.log(`Entry for ${repository.fullName}: ${entry.commitShas.length} commit(s), delivery ${deliveryId}`);
    await this.events.emit('entry.published', { repositoryId: repository.id, deliveryId });
  }

  /** Every attempt failed: a delivery still waiting is marked failed; one whose entry is stored keeps it. */
  async markFailed(deliveryId: string, reason: string): Promise<void> {
    const found = await this.entries.findDeliveryWithRepository(deliveryId);
    if (found?.delivery.status === 'processed') {
      this.logger.error(`The steps after the entry of delivery ${deliveryId} failed: ${reason}`);
      return;
    }
    const repositoryId = await this.entries.markDelivery(deliveryId, 'failed', reason.slice(0, 500));
    this.logger.error(`No entry for delivery ${deliveryId}: ${reason}`);
    if (repositoryId) await this.events.emit('delivery.failed', { repositoryId, deliveryId });
  }

  async listForUser(userId: string): Promise<ChangelogEntry[]> {
    const repository = await this.repositories.findConnected(userId);
    if (!repository) return [];
    return (await this.entries.listForRepository(repository.id, { limit: RECENT_ENTRIES_LIMIT })).map(toContract);
  }

  deleteForUser(userId: string, entryId: string): Promise<boolean> {
    return this.entries.deleteOwned(userId, entryId);
  }

  waitingDeliveryIds(limit: number): Promise<string[]> {
    return this.entries.waitingDeliveryIds(limit);
  }
}

function toContract(row: ChangelogEntryRow): ChangelogEntry {
  return {
    id: row.id,
    headline: row.headline,
    summary: row.summary,
    socialText: row.socialText,
    commitCount: row.commitCount,
    pushedAt: row.pushedAt.toISOString(),
    processingMs: row.processingMs,
  };
}
