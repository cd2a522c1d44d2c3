import type { CookieOptions, Response } from 'express';
import { SESSION_COOKIE } from '@chronicle/contracts';
import { forbidCaching } from '../../common/no-store.js';

/** httpOnly so scripts cannot read it, SameSite=Lax so other sites cannot send it with their POSTs. */
function cookieOptions(publicUrl: string): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: publicUrl.startsWith('https:'), path: '/' };
}

export function setSessionCookie(response: Response, publicUrl: string, token: string, expiresAt: Date): void {
  forbidCaching(response);
  response.cookie(SESSION_COOKIE, token, { ...cookieOptions(publicUrl), expires: expiresAt });
}

export function clearSessionCookie(response: Response, publicUrl: string): void {
  forbidCaching(response);
  response.clearCookie(SESSION_COOKIE, cookieOptions(publicUrl));
}
