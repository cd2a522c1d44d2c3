import { Module } from '@nestjs/common';
import { APP_GUARD, Reflector } from '@nestjs/core';
import { ThrottlerModule, type ThrottlerModuleOptions } from '@nestjs/throttler';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { QueueConnection } from '../queue/queue-connection.js';
import { RateLimitGuard } from './rate-limit.guard.js';
import { rateLimitOf, type LimitedBudget } from './rate-limit.policy.js';
import { RedisThrottlerStorage } from './redis-throttler.storage.js';

const WINDOW_MS = 60_000;

/**
 * Per-client request limits on public and sign-in routes (see rate-limit.policy.ts for which).
 * Counted in Redis when `REDIS_URL` is set — over the queue's connection — so that every process
 * shares one count; in this process's memory otherwise.
 */
export function rateLimitOptions(config: AppConfig, reflector: Reflector, connection: QueueConnection): ThrottlerModuleOptions {
  const perMinute: Record<LimitedBudget, number> = { public: config.rateLimits.publicPerMinute, 'sign-in': config.rateLimits.signInPerMinute };
  return {
    // One unnamed throttler, so the answer carries the standard Retry-After (named ones get a suffix).
    throttlers: [{ ttl: WINDOW_MS, limit: (context) => perMinute[rateLimitOf(reflector, context) ?? 'public'] }],
    storage: connection.redis ? new RedisThrottlerStorage(connection.redis) : undefined,
  };
}

@Module({
  imports: [
    ThrottlerModule.forRootAsync({ inject: [APP_CONFIG, Reflector, QueueConnection], useFactory: rateLimitOptions }),
  ],
  providers: [{ provide: APP_GUARD, useClass: RateLimitGuard }],
})
export class RateLimitsModule {}
