import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { forbidCaching } from '../../common/no-store.js';

export const OAUTH_STATE_COOKIE = 'chronicle_oauth_state';
export const STATE_MISMATCH = 'oauth-state-mismatch';
const STATE_LIFETIME_MS = 10 * 60 * 1000;
const COOKIE_PATH = '/api/auth/github';

type Callback = (error: Error | null, ok?: boolean | string, info?: { message: string } | string) => void;

/**
 * passport-oauth2's state store, kept in a short-lived httpOnly cookie instead of a server session:
 * the `state` sent to GitHub must come back to the same browser that started the sign-in.
 * (passport-oauth2 picks the store's signature by arity: store(req, meta, cb), verify(req, state, meta, cb).)
 */
export class CookieStateStore {
  constructor(private readonly secure: boolean) {}

  store(request: Request, _meta: unknown, callback: Callback): void {
    const state = randomBytes(24).toString('base64url');
    forbidCaching(request.res!);
    request.res!.cookie(OAUTH_STATE_COOKIE, state, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure,
      path: COOKIE_PATH,
      maxAge: STATE_LIFETIME_MS,
    });
    callback(null, state);
  }

  verify(request: Request, providedState: unknown, _meta: unknown, callback: Callback): void {
    const expected: unknown = request.cookies?.[OAUTH_STATE_COOKIE];
    forbidCaching(request.res!);
    request.res!.clearCookie(OAUTH_STATE_COOKIE, { path: COOKIE_PATH });
    if (typeof expected !== 'string' || typeof providedState !== 'string' || !sameText(expected, providedState)) {
      callback(null, false, { message: STATE_MISMATCH });
      return;
    }
    callback(null, true, providedState);
  }
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
