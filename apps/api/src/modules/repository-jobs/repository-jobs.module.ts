import { Global, Module } from '@nestjs/common';
import { RepositoryJobsRepository } from './repository-jobs.repository.js';
import { RepositoryJobsService } from './repository-jobs.service.js';

/** Background jobs on repositories: their rows, the queue consumer and the sweep. */
@Global()
@Module({
  providers: [RepositoryJobsRepository, RepositoryJobsService],
  exports: [RepositoryJobsRepository, RepositoryJobsService],
})
export class RepositoryJobsModule {}
