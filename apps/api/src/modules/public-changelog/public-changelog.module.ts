import { Module } from '@nestjs/common';
import { ChangelogEntriesModule } from '../changelog-entries/changelog-entries.module.js';
import { CodeRepositoriesModule } from '../code-repositories/code-repositories.module.js';
import { PublicChangelogController } from './public-changelog.controller.js';
import { PublicPageVisitsRepository } from './public-page-visits.repository.js';
import { PublicViewCounter } from './public-view-counter.js';

@Module({
  imports: [CodeRepositoriesModule, ChangelogEntriesModule],
  controllers: [PublicChangelogController],
  providers: [PublicPageVisitsRepository, PublicViewCounter],
  exports: [PublicViewCounter],
})
export class PublicChangelogModule {}
