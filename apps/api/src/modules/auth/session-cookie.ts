import type { CookieOptions, Response } from 'express';
import { SESSION_COOKIE } from '@chronicle/contracts';

/** httpOnly so scripts cannot read it, SameSite=Lax so other sites cannot send it with their POSTs. */
function cookieOptions(publicUrl: string): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: publicUrl.startsWith('https:'), path: '/' };
}

export function setSessionCookie(response: Response, publicUrl: string, token: string, expiresAt: Date): void {
  response.cookie(SESSION_COOKIE, token, { ...cookieOptions(publicUrl), expires: expiresAt });
}

export function clearSessionCookie(response: Response, publicUrl: string): void {
  response.clearCookie(SESSION_COOKIE, cookieOptions(publicUrl));
}
