import { Injectable, Logger } from '@nestjs/common';
import { RECENT_ENTRIES_LIMIT, type ChangelogEntry } from '@chronicle/contracts';
import type { ChangelogEntryRow } from '../../database/schema.js';
import { CodeRepositoriesRepository } from '../code-repositories/code-repositories.repository.js';
import { LiveEventsPublisher } from '../live-events/live-events.publisher.js';
import { RepositoryJobsService } from '../repository-jobs/repository-jobs.service.js';
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
    private readonly jobs: RepositoryJobsService,
    private readonly live: LiveEventsPublisher,
  ) {}

  /**
   * Writes the entry of one inbox delivery (idempotent: a processed delivery is left alone, and
   * the entry and the delivery's status are stored together).
   */
  async processDelivery(deliveryId: string): Promise<void> {
    const found = await this.entries.findDeliveryWithRepository(deliveryId);
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
    await this.live.publish({ name: 'entry.published', payload: { repositoryId: repository.id, deliveryId } });
    // Then the documents, in the same queue's sibling, after the entry: only those whose inputs changed are written.
    await this.jobs.request(repository.id, 'documents', 'push', { documentTypes: null, writeDocuments: true }).catch((error: Error) => {
      this.logger.warn(`The documents of ${repository.fullName} were not queued after delivery ${deliveryId}: ${error.message}`);
    });
  }

  async markFailed(deliveryId: string, reason: string): Promise<void> {
    const repositoryId = await this.entries.markDelivery(deliveryId, 'failed', reason.slice(0, 500));
    this.logger.error(`No entry for delivery ${deliveryId}: ${reason}`);
    if (repositoryId) await this.live.publish({ name: 'delivery.failed', payload: { repositoryId, deliveryId } });
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
