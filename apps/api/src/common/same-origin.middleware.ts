import { ForbiddenException, Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { API_ERRORS } from '@chronicle/contracts';
import { APP_CONFIG } from '../config/config.module.js';
import { isLoopback, type AppConfig } from '../config/app-config.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Deliveries from code hosts come from elsewhere by nature; their signature is checked instead. */
const EXEMPT_PREFIXES = ['/api/webhooks/'];

/**
 * Whether a request was addressed to a name Chronicle answers for: `PUBLIC_URL`'s host, or a
 * loopback name (`localhost`, `127.x.x.x`, `[::1]`, any port). Anything else is refused, which
 * defeats DNS rebinding: a page on `evil.example` whose name was re-pointed at this machine sends
 * `Host: evil.example`, and the browser treats it as that site, cookies and all. Loopback names
 * cannot be re-pointed by anyone, so they are safe to accept whatever the mode; they keep local
 * use and health checks on `localhost` working.
 */
export function isAllowedHost(hostHeader: string | undefined, publicUrl: string): boolean {
  if (!hostHeader) return false;
  const host = hostHeader.trim().toLowerCase();
  const own = new URL(publicUrl);
  const defaultPort = own.protocol === 'https:' ? '443' : '80';
  if (host === own.host || host === `${own.hostname}:${own.port || defaultPort}`) return true;
  return isLoopback(hostName(host));
}

function hostName(host: string): string {
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.lastIndexOf(':');
  return colon === -1 ? host : host.slice(0, colon);
}


/**
 * Refuses state-changing requests that a browser made on behalf of another site. Browsers send
 * `Sec-Fetch-Site` (modern) or `Origin` (all, on cross-site POST); requests with neither do not
 * come from a page and carry no ambient credentials of a victim. Only called once the Host is
 * known to be one Chronicle answers for, so an origin made of it is Chronicle's own.
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

/**
 * The Host check as the first Express middleware of the app, so it guards the web app's static
 * files as well as the API. It answers by itself: it runs before Nest's exception filter exists.
 */
export function refuseOtherHosts(publicUrl: string) {
  const message = `This request was addressed to a host name Chronicle does not answer for. Open ${publicUrl} instead.`;
  return (request: Request, response: Response, next: NextFunction): void => {
    if (isAllowedHost(request.headers.host, publicUrl)) return next();
    response.status(400).json({ statusCode: 400, message });
  };
}

/**
 * Refuses an address whose %-escapes do not decode (`/api/public/%E0%A4%A`), with a sentence,
 * before the router tries to decode it into a route parameter and fails with words of its own.
 */
export function refuseUndecodableAddresses(request: Request, response: Response, next: NextFunction): void {
  try {
    decodeURIComponent(request.path);
  } catch {
    response.status(400).json({ statusCode: 400, message: "The request's address is not valid: it holds a %-escape that is not UTF-8 text." });
    return;
  }
  next();
}

/** Refuses cross-site state-changing requests before any route runs. */
@Injectable()
export class SameOriginMiddleware implements NestMiddleware {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  use(request: Request, _response: Response, next: NextFunction): void {
    if (isCrossSiteRequest(request, this.config.publicUrl)) throw new ForbiddenException(API_ERRORS.crossSite);
    next();
  }
}
