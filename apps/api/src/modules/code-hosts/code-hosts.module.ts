import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { CodeHostsService } from './code-hosts.service.js';
import { LocalFoldersRepository } from './local-folders.repository.js';

@Module({ imports: [UsersModule], providers: [CodeHostsService, LocalFoldersRepository], exports: [CodeHostsService, LocalFoldersRepository] })
export class CodeHostsModule {}
