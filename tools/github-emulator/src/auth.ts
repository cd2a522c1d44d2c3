import type { IncomingHttpHeaders } from 'node:http';
import { findUserByToken, type AccessToken, type EmulatorState, type UserRecord } from './state.js';

export type Authentication =
  | { kind: 'anonymous' }
  | { kind: 'invalid' }
  | { kind: 'user'; user: UserRecord; accessToken: AccessToken };

/**
 * Who a request is from, judged by its Authorization header the ways GitHub accepts a token:
 * `Bearer <token>`, `token <token>`, or HTTP Basic with the token as password (any user name) or
 * as user name (empty password or `x-oauth-basic`), which is what git sends.
 */
export function authenticate(state: EmulatorState, headers: IncomingHttpHeaders): Authentication {
  const header = headers.authorization;
  if (!header) return { kind: 'anonymous' };
  const token = tokenFromAuthorization(header);
  const found = token ? findUserByToken(state, token) : undefined;
  return found ? { kind: 'user', ...found } : { kind: 'invalid' };
}

export function tokenFromAuthorization(header: string): string | null {
  const [scheme = '', ...rest] = header.trim().split(/\s+/);
  const credentials = rest.join(' ');
  switch (scheme.toLowerCase()) {
    case 'bearer':
    case 'token':
      return credentials || null;
    case 'basic':
      return tokenFromBasic(credentials);
    default:
      return null;
  }
}

function tokenFromBasic(encoded: string): string | null {
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  const username = decoded.slice(0, colon);
  const password = decoded.slice(colon + 1);
  if (password === '' || password === 'x-oauth-basic') return username || null;
  return password;
}
