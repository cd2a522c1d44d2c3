import type { ExecutionContext } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import { AccessMetadata } from '../../common/access.decorator.js';
import { RateLimitMetadata, type RateLimitName } from '../../common/rate-limit.decorator.js';

export type LimitedBudget = Exclude<RateLimitName, 'none'>;

/**
 * The one place that decides which routes are limited per client, and by which budget:
 * - a route's own `@RateLimit(...)` first (sign-in: `sign-in`; the GitHub webhook: `none`, as
 *   GitHub sends from a few addresses and the signature is what protects it);
 * - otherwise every `public` route draws from the `public` budget;
 * - `signed-in` and `admin` routes are not limited here: their caller holds a session, and getting
 *   one goes through the limited sign-in.
 * Returns null for a route that is not limited.
 */
export function rateLimitOf(reflector: Reflector, context: ExecutionContext): LimitedBudget | null {
  const targets = [context.getHandler(), context.getClass()];
  const declared = reflector.getAllAndOverride(RateLimitMetadata, targets);
  if (declared) return declared === 'none' ? null : declared;
  return reflector.getAllAndOverride(AccessMetadata, targets) === 'public' ? 'public' : null;
}
