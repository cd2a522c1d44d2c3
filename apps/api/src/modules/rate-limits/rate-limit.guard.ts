import { Injectable, type ExecutionContext } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { rateLimitOf } from './rate-limit.policy.js';

/**
 * @nestjs/throttler's guard, applied globally but only to the routes `rateLimitOf` limits. Counts
 * per route and client address (`request.ip`, so CHRONICLE_TRUST_PROXY decides where it comes
 * from); over the limit it answers 429 with `Retry-After` (ApiExceptionFilter words the body).
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override async shouldSkip(context: ExecutionContext): Promise<boolean> {
    return rateLimitOf(this.reflector, context) === null;
  }
}
