import { Module } from '@nestjs/common';
import { APP_GUARD, DiscoveryModule } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { UsersModule } from '../users/users.module.js';
import { AccessGuard } from './access.guard.js';
import { AccessPolicyCheck } from './access-policy.check.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { GithubSignInGuard } from './github-sign-in.guard.js';
import { GithubStrategy } from './github.strategy.js';
import { SessionsRepository } from './sessions.repository.js';
import { SessionsService } from './sessions.service.js';

@Module({
  imports: [PassportModule, DiscoveryModule, UsersModule],
  controllers: [AuthController],
  providers: [
    AuthService,
    SessionsRepository,
    SessionsService,
    GithubSignInGuard,
    AccessPolicyCheck,
    { provide: APP_GUARD, useClass: AccessGuard },
    {
      // The passport strategy exists only when a GitHub OAuth app is configured.
      provide: GithubStrategy,
      inject: [APP_CONFIG, AuthService],
      useFactory: (config: AppConfig, auth: AuthService) => (config.signIn === 'github' ? new GithubStrategy(config, auth) : null),
    },
  ],
  exports: [SessionsService],
})
export class AuthModule {}
