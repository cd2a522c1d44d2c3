import { Module } from '@nestjs/common';
import { CodeHostsModule } from '../code-hosts/code-hosts.module.js';
import { CodeRepositoriesController } from './code-repositories.controller.js';
import { CodeRepositoriesRepository } from './code-repositories.repository.js';
import { CodeRepositoriesService } from './code-repositories.service.js';
import { PublicRepositoryFinder } from './public-repository.finder.js';

@Module({
  imports: [CodeHostsModule],
  controllers: [CodeRepositoriesController],
  providers: [CodeRepositoriesService, CodeRepositoriesRepository, PublicRepositoryFinder],
  exports: [CodeRepositoriesService, CodeRepositoriesRepository, PublicRepositoryFinder],
})
export class CodeRepositoriesModule {}
