import { randomBytes, randomInt } from 'node:crypto';
import type { AccessToken, AuthorizationCode, EmulatorState } from '../state.js';

export const CODE_LIFETIME_MS = 10 * 60 * 1000;

const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export type CodeRequest = { login: string; clientId: string; redirectUri: string; scopes: string[] };

export type TokenRequest = { code: string; clientId: string; redirectUri?: string };

export type TokenGrantError = 'bad_verification_code' | 'redirect_uri_mismatch';

/** Issues a single-use authorization code, as GitHub does: 20 hex characters. */
export function issueAuthorizationCode(state: EmulatorState, request: CodeRequest, now = Date.now()): AuthorizationCode {
  forgetExpiredCodes(state, now);
  const code: AuthorizationCode = { code: randomBytes(10).toString('hex'), ...request, expiresAt: now + CODE_LIFETIME_MS };
  state.authorizationCodes.set(code.code, code);
  return code;
}

/**
 * Exchanges a code for an access token. The code is spent by any attempt that names it, right or
 * wrong, so a leaked code cannot be tried twice.
 */
export function exchangeAuthorizationCode(
  state: EmulatorState,
  request: TokenRequest,
  now = Date.now(),
): { ok: true; accessToken: AccessToken } | { ok: false; error: TokenGrantError } {
  const code = state.authorizationCodes.get(request.code);
  if (!code) return { ok: false, error: 'bad_verification_code' };
  state.authorizationCodes.delete(request.code);
  if (code.expiresAt <= now || code.clientId !== request.clientId) return { ok: false, error: 'bad_verification_code' };
  if (request.redirectUri !== undefined && request.redirectUri !== code.redirectUri) return { ok: false, error: 'redirect_uri_mismatch' };
  const accessToken: AccessToken = { token: newAccessToken(), login: code.login, clientId: code.clientId, scopes: code.scopes };
  state.accessTokens.set(accessToken.token, accessToken);
  return { ok: true, accessToken };
}

function forgetExpiredCodes(state: EmulatorState, now: number): void {
  for (const [key, code] of state.authorizationCodes) if (code.expiresAt <= now) state.authorizationCodes.delete(key);
}

/** `gho_` and 36 random letters and digits: the shape of a GitHub OAuth app user token. */
export function newAccessToken(): string {
  let token = 'gho_';
  for (let i = 0; i < 36; i += 1) token += TOKEN_ALPHABET[randomInt(TOKEN_ALPHABET.length)];
  return token;
}

/** Scopes as the authorize URL gives them (spaces or commas) to the list GitHub stores. */
export function parseScopes(scope: string | undefined): string[] {
  return [...new Set((scope ?? '').split(/[\s,]+/).filter(Boolean))];
}
