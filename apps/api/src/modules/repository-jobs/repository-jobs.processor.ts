import { Injectable } from '@nestjs/common';
import { JobProcessor, QueueProcessor } from '../queue/job-processor.js';
import type { Job } from '../queue/job-queue.js';
import { RepositoryJobsRepository } from './repository-jobs.repository.js';
import { RepositoryJobsService } from './repository-jobs.service.js';

/** Runs a repository job by its row; one at a time per worker process (an analysis takes a core). */
@QueueProcessor('repository-jobs', { concurrency: 1 })
@Injectable()
export class RepositoryJobsProcessor extends JobProcessor<{ jobId: string }> {
  constructor(
    private readonly service: RepositoryJobsService,
    private readonly jobs: RepositoryJobsRepository,
  ) {
    super();
  }

  handle({ data }: Job<{ jobId: string }>): Promise<void> {
    return this.service.run(data.jobId);
  }

  override failedForGood({ data }: Job<{ jobId: string }>, error: Error): Promise<void> {
    return this.jobs.fail(data.jobId, error.message);
  }
}
