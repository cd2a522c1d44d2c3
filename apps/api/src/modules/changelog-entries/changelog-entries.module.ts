import { Module } from '@nestjs/common';
import { CodeRepositoriesModule } from '../code-repositories/code-repositories.module.js';
import { ChangelogEntriesController } from './changelog-entries.controller.js';
import { ChangelogEntriesRepository } from './changelog-entries.repository.js';
import { ChangelogEntriesService } from './changelog-entries.service.js';
import { PushAudienceReader } from './push-audience.js';
import { PushCommitsReader } from './push-commits.js';
import { PushDeliveriesProcessor } from './push-deliveries.processor.js';

@Module({
  imports: [CodeRepositoriesModule],
  controllers: [ChangelogEntriesController],
  providers: [ChangelogEntriesService, ChangelogEntriesRepository, PushDeliveriesProcessor, PushCommitsReader, PushAudienceReader],
  exports: [PushDeliveriesProcessor, ChangelogEntriesRepository],
})
export class ChangelogEntriesModule {}
