import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { CodeHostsService } from './code-hosts.service.js';

@Module({ imports: [UsersModule], providers: [CodeHostsService], exports: [CodeHostsService] })
export class CodeHostsModule {}
