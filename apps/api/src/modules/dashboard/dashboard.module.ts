import { Module } from '@nestjs/common';
import { ChangelogEntriesModule } from '../changelog-entries/changelog-entries.module.js';
import { CodeRepositoriesModule } from '../code-repositories/code-repositories.module.js';
import { ActiveRepositoryController } from './active-repository.controller.js';
import { ActiveRepositoryService } from './active-repository.service.js';

/** What the dashboard reads beyond the entries list: the connected repository and its figures. */
@Module({ imports: [CodeRepositoriesModule, ChangelogEntriesModule], controllers: [ActiveRepositoryController], providers: [ActiveRepositoryService] })
export class DashboardModule {}
