import { Module } from '@nestjs/common';
import { CodeRepositoriesModule } from '../code-repositories/code-repositories.module.js';
import { ChangelogEntriesController } from './changelog-entries.controller.js';
import { ChangelogEntriesRepository } from './changelog-entries.repository.js';
import { ChangelogEntriesService } from './changelog-entries.service.js';
import { PushDeliveriesProcessor } from './push-deliveries.processor.js';
import { PushDeliveriesQueue } from './push-deliveries.queue.js';
import { PushEntryWriter } from './push-entry-writer.js';

@Module({
  imports: [CodeRepositoriesModule],
  controllers: [ChangelogEntriesController],
  providers: [ChangelogEntriesService, ChangelogEntriesRepository, PushDeliveriesProcessor, PushDeliveriesQueue, PushEntryWriter],
  exports: [PushDeliveriesQueue, ChangelogEntriesRepository],
})
export class ChangelogEntriesModule {}
