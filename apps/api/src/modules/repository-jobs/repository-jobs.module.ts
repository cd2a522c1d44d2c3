import { Global, Module } from '@nestjs/common';
import { RepositoryJobsProcessor } from './repository-jobs.processor.js';
import { RepositoryJobsRepository } from './repository-jobs.repository.js';
import { RepositoryJobsService } from './repository-jobs.service.js';

/** Background jobs on repositories: their rows, the service that queues and runs them (with its sweep), and the queue's processor. */
@Global()
@Module({
  providers: [RepositoryJobsRepository, RepositoryJobsService, RepositoryJobsProcessor],
  exports: [RepositoryJobsRepository, RepositoryJobsService],
})
export class RepositoryJobsModule {}
