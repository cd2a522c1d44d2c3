import { Inject, Injectable, Logger } from '@nestjs/common';
import { writePushEntry, type LlmProvider } from '@chronicle/ai-phases';
import { classifyCommit, clusterCommits } from '@chronicle/history';
import { commitTexts, redactSecretsIn } from '@chronicle/snapshot';
import { RECENT_ENTRIES_LIMIT, type ChangelogEntry } from '@chronicle/contracts';
import type { ChangelogEntryRow } from '../../database/schema.js';
import { CodeRepositoriesRepository } from '../code-repositories/code-repositories.repository.js';
import { AiPhasesService } from '../ai-phases/ai-phases.service.js';
import { LLM_PROVIDER } from '../llm/llm.module.js';
import { RepositoryJobsService } from '../repository-jobs/repository-jobs.service.js';
import { ChangelogEntriesRepository } from './changelog-entries.repository.js';
import { PushAudienceReader } from './push-audience.js';
import { PushCommitsReader, type PushPayload } from './push-commits.js';

/** Makes the entry of a push, and lists and deletes a user's entries. */
@Injectable()
export class ChangelogEntriesService {
  private readonly logger = new Logger(ChangelogEntriesService.name);

  constructor(
    private readonly entries: ChangelogEntriesRepository,
    private readonly repositories: CodeRepositoriesRepository,
    private readonly pushCommits: PushCommitsReader,
    private readonly pushAudience: PushAudienceReader,
    @Inject(LLM_PROVIDER) private readonly provider: LlmProvider | null,
    private readonly jobs: RepositoryJobsService,
    private readonly aiPhases: AiPhasesService,
  ) {}

  /**
   * Writes the entry of one inbox delivery (idempotent: a processed delivery is left alone, and
   * the entry and the delivery's status are stored together).
   */
  async processDelivery(deliveryId: string): Promise<void> {
    const found = await this.entries.findDeliveryWithRepository(deliveryId);
    if (!found || found.delivery.status !== 'received') return;
    const { delivery, repository } = found;
    const payload = delivery.payload as PushPayload;
    const read = await this.pushCommits.read(repository, payload);
    // The entry's texts are published (and may go to a model): no secret of a message, an author or a path reaches them.
    const commits = redactSecretsIn(read, read.flatMap(commitTexts));
    if (commits.length === 0) {
      await this.entries.markDelivery(deliveryId, 'ignored', 'the push holds no new commits');
      return;
    }
    const classified = commits.map(classifyCommit);
    const audience = await this.pushAudience.read(repository, payload);
    const text = await writePushEntry({
      repository: audience.repository,
      items: clusterCommits(classified, 'minimal'),
      commits: classified,
      link: audience.link,
      tone: repository.tone,
    }, { provider: this.provider, phases: await this.aiPhases.list(), runId: deliveryId });
    await this.entries.saveEntry({
      repositoryId: repository.id,
      deliveryId,
      headline: text.headline,
      summary: text.summary,
      socialText: text.socialText,
      commitCount: commits.length,
      commitShas: read.map((commit) => commit.sha),
      generatedBy: text.generatedBy,
      pushedAt: pushTime(payload, delivery.receivedAt),
      processingMs: Date.now() - delivery.receivedAt.getTime(),
    });
    this.logger.log(`Entry for ${repository.fullName}: ${commits.length} commit(s), delivery ${deliveryId}`);
    // Then the documents, in the same queue's sibling, after the entry: only those whose inputs changed are written.
    await this.jobs.request(repository.id, 'documents', 'push', { documentTypes: null, writeDocuments: true }).catch((error: Error) => {
      this.logger.warn(`The documents of ${repository.fullName} were not queued after delivery ${deliveryId}: ${error.message}`);
    });
  }

  async markFailed(deliveryId: string, reason: string): Promise<void> {
    await this.entries.markDelivery(deliveryId, 'failed', reason.slice(0, 500));
    this.logger.error(`No entry for delivery ${deliveryId}: ${reason}`);
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

/** GitHub's `repository.pushed_at` (seconds) when present, else when the delivery arrived. */
function pushTime(payload: PushPayload, receivedAt: Date): Date {
  const pushedAt = payload.repository?.pushed_at;
  if (typeof pushedAt === 'number') return new Date(pushedAt * 1000);
  if (typeof pushedAt === 'string' && !Number.isNaN(Date.parse(pushedAt))) return new Date(pushedAt);
  return receivedAt;
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
