import { Reflector } from '@nestjs/core';

/**
 * The per-client request budgets a route can draw from: `public` (CHRONICLE_RATE_LIMIT_PUBLIC),
 * `sign-in` (CHRONICLE_RATE_LIMIT_SIGN_IN), or `none`.
 */
export const RATE_LIMITS = ['public', 'sign-in', 'none'] as const;
export type RateLimitName = (typeof RATE_LIMITS)[number];

export const RateLimitMetadata = Reflector.createDecorator<RateLimitName>();

/**
 * Gives a route another budget than its access level implies (see `rateLimitOf`): the sign-in
 * routes their own, smaller one; the webhook none.
 */
export function RateLimit(name: RateLimitName): MethodDecorator & ClassDecorator {
  return RateLimitMetadata(name);
}
