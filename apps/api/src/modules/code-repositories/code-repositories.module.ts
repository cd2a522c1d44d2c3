import { Module } from '@nestjs/common';
import { CodeHostsModule } from '../code-hosts/code-hosts.module.js';
import { UsersModule } from '../users/users.module.js';
import { CodeRepositoriesController } from './code-repositories.controller.js';
import { CodeRepositoriesRepository } from './code-repositories.repository.js';
import { CodeRepositoriesService } from './code-repositories.service.js';
import { PublicRepositoryFinder } from './public-repository.finder.js';
import { GitCredentials } from './git-credentials.js';

@Module({
  imports: [CodeHostsModule, UsersModule],
  controllers: [CodeRepositoriesController],
  providers: [CodeRepositoriesService, CodeRepositoriesRepository, PublicRepositoryFinder, GitCredentials],
  exports: [CodeRepositoriesService, CodeRepositoriesRepository, PublicRepositoryFinder, GitCredentials],
})
export class CodeRepositoriesModule {}
