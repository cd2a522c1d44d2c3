import { Module } from '@nestjs/common';
import { CodeHostsModule } from '../code-hosts/code-hosts.module.js';
import { CodeRepositoriesModule } from '../code-repositories/code-repositories.module.js';
import { LocalFoldersController } from './local-folders.controller.js';
import { LocalFoldersService } from './local-folders.service.js';

/** Settings' folders of the local code host (local sign-in): listed, added and removed without a restart. */
@Module({ imports: [CodeHostsModule, CodeRepositoriesModule], controllers: [LocalFoldersController], providers: [LocalFoldersService] })
export class LocalFoldersModule {}
