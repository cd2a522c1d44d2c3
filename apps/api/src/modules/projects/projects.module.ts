import { Module } from '@nestjs/common';
import { ChangelogEntriesModule } from '../changelog-entries/changelog-entries.module.js';
import { CodeHostsModule } from '../code-hosts/code-hosts.module.js';
import { CodeRepositoriesModule } from '../code-repositories/code-repositories.module.js';
import { DocumentsModule } from '../documents/documents.module.js';
import { ProjectAnalysisRunner } from './project-analysis.runner.js';
import { ProjectSources } from './project-sources.js';
import { ProjectsController } from './projects.controller.js';
import { ProjectsService } from './projects.service.js';

/** The admin's open-source panel: projects, their analyses and previews. */
@Module({
  imports: [CodeHostsModule, CodeRepositoriesModule, ChangelogEntriesModule, DocumentsModule],
  controllers: [ProjectsController],
  providers: [ProjectsService, ProjectAnalysisRunner, ProjectSources],
})
export class ProjectsModule {}
