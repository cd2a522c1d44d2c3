import { ForbiddenException, Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { API_ERRORS } from '@chronicle/contracts';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Deliveries from code hosts come from elsewhere by nature; their signature is checked instead. */
const EXEMPT_PREFIXES = ['/api/webhooks/'];

/**
 * Refuses state-changing requests that a browser made on behalf of another site. Browsers send
 * `Sec-Fetch-Site` (modern) or `Origin` (all, on cross-site POST); requests with neither do not
 * come from a page and carry no ambient credentials of a victim.
 */
export function isCrossSiteRequest(request: Pick<Request, 'method' | 'path' | 'headers' | 'protocol'>, publicUrl: string): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  if (EXEMPT_PREFIXES.some((prefix) => request.path.startsWith(prefix))) return false;
  const fetchSite = header(request, 'sec-fetch-site');
  if (fetchSite) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = header(request, 'origin');
  if (!origin) return false;
  const host = header(request, 'host');
  const allowed = [new URL(publicUrl).origin, host ? `${request.protocol}://${host}` : null];
  return !allowed.includes(origin);
}

function header(request: Pick<Request, 'headers'>, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

@Injectable()
export class SameOriginMiddleware implements NestMiddleware {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  use(request: Request, _response: Response, next: NextFunction): void {
    if (isCrossSiteRequest(request, this.config.publicUrl)) throw new ForbiddenException(API_ERRORS.crossSite);
    next();
  }
}
