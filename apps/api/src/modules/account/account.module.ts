import { Module } from '@nestjs/common';
import { CodeRepositoriesModule } from '../code-repositories/code-repositories.module.js';
import { UsersModule } from '../users/users.module.js';
import { AccountController } from './account.controller.js';
import { AccountService } from './account.service.js';

@Module({ imports: [UsersModule, CodeRepositoriesModule], controllers: [AccountController], providers: [AccountService] })
export class AccountModule {}
