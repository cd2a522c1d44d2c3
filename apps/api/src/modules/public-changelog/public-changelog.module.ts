import { Module } from '@nestjs/common';
import { PublicChangelogController } from './public-changelog.controller.js';
import { PublicChangelogRepository } from './public-changelog.repository.js';

@Module({ controllers: [PublicChangelogController], providers: [PublicChangelogRepository] })
export class PublicChangelogModule {}
