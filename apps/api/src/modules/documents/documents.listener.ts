import { Injectable } from '@nestjs/common';
import type { DomainEventPayloads } from '@chronicle/contracts';
import { OnDomainEvent } from '../domain-events/domain-events.js';
import { RepositoryJobsService } from '../repository-jobs/repository-jobs.service.js';

const ALL_DOCUMENTS = { documentTypes: null, writeDocuments: true };

/**
 * Queues a documentation run when a repository's code changes: at connect time, and after each
 * entry (only documents whose inputs changed are written). The run is a job: its row is stored
 * before it is queued, and a failure here fails the emitter (the entry's job is retried).
 */
@Injectable()
export class DocumentsListener {
  constructor(private readonly jobs: RepositoryJobsService) {}

  @OnDomainEvent('repository.connected')
  async afterConnect({ repositoryId }: DomainEventPayloads['repository.connected']): Promise<void> {
    await this.jobs.request(repositoryId, 'documents', 'connect', ALL_DOCUMENTS);
  }

  @OnDomainEvent('entry.published')
  async afterEntry({ repositoryId }: DomainEventPayloads['entry.published']): Promise<void> {
    await this.jobs.request(repositoryId, 'documents', 'push', ALL_DOCUMENTS);
  }
}
