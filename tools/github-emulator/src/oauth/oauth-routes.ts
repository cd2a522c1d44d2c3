import express, { Router, type Request, type Response } from 'express';
import { findUser, firstUser, type EmulatorState } from '../state.js';
import { exchangeAuthorizationCode, issueAuthorizationCode, parseScopes } from './grants.js';

type OAuthError = { error: string; error_description: string; error_uri: string };

const TROUBLESHOOTING = 'https://docs.github.com/apps/managing-oauth-apps/troubleshooting-oauth-app-access-token-request-errors';

const OAUTH_ERRORS = {
  bad_verification_code: {
    error: 'bad_verification_code',
    error_description: 'The code passed is incorrect or expired.',
    error_uri: `${TROUBLESHOOTING}/#bad-verification-code`,
  },
  redirect_uri_mismatch: {
    error: 'redirect_uri_mismatch',
    error_description: 'The redirect_uri MUST match the registered callback URL for this application.',
    error_uri: `${TROUBLESHOOTING}/#redirect-uri-mismatch2`,
  },
  incorrect_client_credentials: {
    error: 'incorrect_client_credentials',
    error_description: 'The client_id and/or client_secret passed are incorrect.',
    error_uri: `${TROUBLESHOOTING}/#incorrect-client-credentials`,
  },
} satisfies Record<string, OAuthError>;

/**
 * The OAuth web flow of github.com. There is no consent page: authorize approves at once as the
 * seeded user named by `login` (or the first seeded user), and any client id and secret are accepted.
 */
export function oauthRoutes(state: EmulatorState): Router {
  const router = Router();
  router.get('/login/oauth/authorize', (req, res) => authorize(state, req, res));
  router.post('/login/oauth/access_token', express.urlencoded({ extended: false }), express.json(), (req, res) => exchangeCode(state, req, res));
  return router;
}

function authorize(state: EmulatorState, req: Request, res: Response): void {
  const clientId = parameter(req.query, 'client_id');
  const redirectUri = parameter(req.query, 'redirect_uri');
  const login = parameter(req.query, 'login');
  if (!clientId) return sendText(res, 400, 'The client_id parameter is required.');
  if (!redirectUri) return sendText(res, 400, 'The redirect_uri parameter is required.');
  const redirect = parseHttpUrl(redirectUri);
  if (!redirect) return sendText(res, 400, `The redirect_uri ${JSON.stringify(redirectUri)} is not an absolute http(s) URL.`);
  const user = login ? findUser(state, login) : firstUser(state);
  if (!user) return sendText(res, 404, `No seeded user has the login ${JSON.stringify(login)}.`);

  const { code } = issueAuthorizationCode(state, { login: user.login, clientId, redirectUri, scopes: parseScopes(parameter(req.query, 'scope')) });
  redirect.searchParams.set('code', code);
  const stateParameter = parameter(req.query, 'state');
  if (stateParameter !== undefined) redirect.searchParams.set('state', stateParameter);
  res.redirect(302, redirect.toString());
}

function exchangeCode(state: EmulatorState, req: Request, res: Response): void {
  // GitHub reads the parameters from the body or from the query string.
  const params = { ...(req.query as Record<string, unknown>), ...((req.body ?? {}) as Record<string, unknown>) };
  const clientId = parameter(params, 'client_id');
  if (!clientId || !parameter(params, 'client_secret')) return sendOAuthAnswer(req, res, OAUTH_ERRORS.incorrect_client_credentials);
  const result = exchangeAuthorizationCode(state, {
    code: parameter(params, 'code') ?? '',
    clientId,
    redirectUri: parameter(params, 'redirect_uri'),
  });
  if (!result.ok) return sendOAuthAnswer(req, res, OAUTH_ERRORS[result.error]);
  const { token, scopes } = result.accessToken;
  sendOAuthAnswer(req, res, { access_token: token, token_type: 'bearer', scope: scopes.join(',') });
}

// GitHub answers JSON only when asked to; the default is a form-encoded body (keys sorted, as
// GitHub sends them). Errors are 200s too.
function sendOAuthAnswer(req: Request, res: Response, answer: Record<string, string>): void {
  if (wantsJson(req)) {
    res.status(200).json(answer);
    return;
  }
  const form = new URLSearchParams(Object.entries(answer).sort(([a], [b]) => a.localeCompare(b)));
  res.status(200).type('application/x-www-form-urlencoded; charset=utf-8').send(form.toString());
}

function wantsJson(req: Request): boolean {
  return (req.headers.accept ?? '').toLowerCase().includes('application/json');
}

function parameter(source: Record<string, unknown>, name: string): string | undefined {
  const value = source[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first !== '' ? first : undefined;
}

function parseHttpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

function sendText(res: Response, status: number, message: string): void {
  res.status(status).type('text/plain').send(`${message}\n`);
}
