import type { RunningEmulator } from '../server.js';

export type SignInOptions = { login?: string; clientId?: string; scope?: string };

/**
 * Runs the OAuth web flow against a running emulator the way a real client does (authorize, follow
 * nothing, exchange the code) and returns the access token. Throws when a step does not answer as
 * GitHub would.
 */
export async function signIn(emulator: Pick<RunningEmulator, 'url'>, options: SignInOptions = {}): Promise<string> {
  const clientId = options.clientId ?? 'test-client';
  const redirectUri = 'http://localhost:9999/callback';
  const authorizeUrl = new URL('/login/oauth/authorize', emulator.url);
  authorizeUrl.search = new URLSearchParams({ client_id: clientId, redirect_uri: redirectUri, scope: options.scope ?? 'repo read:user' }).toString();
  if (options.login) authorizeUrl.searchParams.set('login', options.login);

  const authorized = await fetch(authorizeUrl, { redirect: 'manual' });
  const location = authorized.headers.get('location');
  const code = location ? new URL(location).searchParams.get('code') : null;
  if (authorized.status !== 302 || !code) throw new Error(`Authorize answered ${authorized.status}: ${await authorized.text()}`);

  const exchanged = await fetch(new URL('/login/oauth/access_token', emulator.url), {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ client_id: clientId, client_secret: 'test-secret', code }),
  });
  const answer = (await exchanged.json()) as { access_token?: string; error?: string };
  if (!answer.access_token) throw new Error(`Token exchange failed: ${answer.error ?? exchanged.status}`);
  return answer.access_token;
}
