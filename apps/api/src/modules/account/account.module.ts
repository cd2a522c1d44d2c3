import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { AccountController } from './account.controller.js';
import { AccountService } from './account.service.js';

@Module({ imports: [UsersModule], controllers: [AccountController], providers: [AccountService] })
export class AccountModule {}
