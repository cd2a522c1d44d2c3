import { Module } from '@nestjs/common';
import { ChangelogEntriesModule } from '../changelog-entries/changelog-entries.module.js';
import { CodeRepositoriesModule } from '../code-repositories/code-repositories.module.js';
import { PublicChangelogController } from './public-changelog.controller.js';

@Module({ imports: [CodeRepositoriesModule, ChangelogEntriesModule], controllers: [PublicChangelogController] })
export class PublicChangelogModule {}
