import { startGithubEmulator, defaultSeed, type EmulatorSeed, type RunningEmulator } from './index.js';
import { CODE_LIFETIME_MS, exchangeAuthorizationCode, issueAuthorizationCode } from './oauth/grants.js';
import { createState } from './state.js';
import { expectMatchesGithubSchema } from './testing/openapi.js';

const hubot = { login: 'hubot', name: 'Hubot', avatar_url: 'https://avatars.githubusercontent.com/u/480938?v=4' };
const seed: EmulatorSeed = { users: [...defaultSeed.users, hubot], repositories: defaultSeed.repositories };
const CALLBACK = 'http://localhost:3000/auth/github/callback';

let emulator: RunningEmulator;

beforeAll(async () => {
  emulator = await startGithubEmulator({ seed });
});

afterAll(() => emulator.close());

function authorize(params: Record<string, string>) {
  return fetch(`${emulator.url}/login/oauth/authorize?${new URLSearchParams(params)}`, { redirect: 'manual' });
}

async function authorizeCode(params: Record<string, string> = {}): Promise<string> {
  const response = await authorize({ client_id: 'chronicle', redirect_uri: CALLBACK, scope: 'read:user', ...params });
  return new URL(response.headers.get('location')!).searchParams.get('code')!;
}

// How passport-oauth2 (through the `oauth` library) asks: a form body, credentials in it.
function exchangeAsForm(fields: Record<string, string>, accept?: string) {
  return fetch(`${emulator.url}/login/oauth/access_token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(accept ? { Accept: accept } : {}) },
    body: new URLSearchParams(fields).toString(),
  });
}

function exchangeAsJson(fields: Record<string, string>) {
  return fetch(`${emulator.url}/login/oauth/access_token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(fields),
  });
}

async function jsonOf(response: Response): Promise<Record<string, string>> {
  return (await response.json()) as Record<string, string>;
}

async function fetchUser(authorization: string) {
  const response = await fetch(`${emulator.apiUrl}/user`, { headers: { Authorization: authorization } });
  return { response, body: (await response.json()) as Record<string, unknown> };
}

describe('GET /login/oauth/authorize', () => {
  it('approves at once and redirects back with a code and the state, keeping the callback query', async () => {
    const response = await authorize({ client_id: 'chronicle', redirect_uri: `${CALLBACK}?next=%2Frepos`, state: 'xyz 123', scope: 'read:user repo' });

    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(CALLBACK);
    expect(location.searchParams.get('next')).toBe('/repos');
    expect(location.searchParams.get('state')).toBe('xyz 123');
    expect(location.searchParams.get('code')).toMatch(/^[0-9a-f]{20}$/);
  });

  it('leaves out state when none was given', async () => {
    const response = await authorize({ client_id: 'chronicle', redirect_uri: CALLBACK });

    expect(new URL(response.headers.get('location')!).searchParams.has('state')).toBe(false);
  });

  it.each([
    [{ redirect_uri: CALLBACK }, 'The client_id parameter is required.'],
    [{ client_id: 'chronicle' }, 'The redirect_uri parameter is required.'],
    [{ client_id: 'chronicle', redirect_uri: '/relative' }, 'The redirect_uri "/relative" is not an absolute http(s) URL.'],
  ])('refuses %j with 400', async (params, message) => {
    const response = await authorize(params);

    expect(response.status).toBe(400);
    expect((await response.text()).trim()).toBe(message);
  });

  it('answers 404 for a login that is not seeded', async () => {
    const response = await authorize({ client_id: 'chronicle', redirect_uri: CALLBACK, login: 'nobody' });

    expect(response.status).toBe(404);
    expect((await response.text()).trim()).toBe('No seeded user has the login "nobody".');
  });
});

describe('POST /login/oauth/access_token', () => {
  it('answers a form-encoded request form-encoded, like GitHub, with a usable token', async () => {
    const code = await authorizeCode({ scope: 'read:user repo' });

    const response = await exchangeAsForm({ client_id: 'chronicle', client_secret: 'secret', code, redirect_uri: CALLBACK });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    const answer = new URLSearchParams(await response.text());
    expect(answer.get('token_type')).toBe('bearer');
    expect(answer.get('scope')).toBe('read:user,repo');
    expect(answer.get('access_token')).toMatch(/^gho_[A-Za-z0-9]{36}$/);
  });

  it('answers JSON when asked to, for form and JSON bodies alike', async () => {
    const fromForm = await exchangeAsForm({ client_id: 'chronicle', client_secret: 'secret', code: await authorizeCode() }, 'application/json');
    const fromJson = await exchangeAsJson({ client_id: 'chronicle', client_secret: 'secret', code: await authorizeCode() });

    for (const response of [fromForm, fromJson]) {
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      const answer = await response.json();
      expect(answer).toEqual({ access_token: expect.stringMatching(/^gho_[A-Za-z0-9]{36}$/), token_type: 'bearer', scope: 'read:user' });
    }
  });

  it('accepts a code only once', async () => {
    const code = await authorizeCode();
    const fields = { client_id: 'chronicle', client_secret: 'secret', code };

    const first = await jsonOf(await exchangeAsJson(fields));
    const second = await exchangeAsJson(fields);

    expect(first.access_token).toBeDefined();
    expect(second.status).toBe(200);
    expect((await jsonOf(second)).error).toBe('bad_verification_code');
  });

  it('answers a bad code with GitHub\'s error, in JSON or form encoding', async () => {
    const asJson = await exchangeAsJson({ client_id: 'chronicle', client_secret: 'secret', code: 'not-a-code' });
    const asForm = await exchangeAsForm({ client_id: 'chronicle', client_secret: 'secret', code: 'not-a-code' });

    expect(asJson.status).toBe(200);
    expect(await asJson.json()).toEqual({
      error: 'bad_verification_code',
      error_description: 'The code passed is incorrect or expired.',
      error_uri: 'https://docs.github.com/apps/managing-oauth-apps/troubleshooting-oauth-app-access-token-request-errors/#bad-verification-code',
    });
    expect(new URLSearchParams(await asForm.text()).get('error')).toBe('bad_verification_code');
  });

  it('binds the code to the client id and the redirect URI', async () => {
    const otherClient = await exchangeAsJson({ client_id: 'someone-else', client_secret: 'secret', code: await authorizeCode() });
    const otherCallback = await exchangeAsJson({ client_id: 'chronicle', client_secret: 'secret', code: await authorizeCode(), redirect_uri: 'http://evil.test/cb' });

    expect((await jsonOf(otherClient)).error).toBe('bad_verification_code');
    expect((await jsonOf(otherCallback)).error).toBe('redirect_uri_mismatch');
  });

  it('wants a client secret', async () => {
    const response = await exchangeAsJson({ client_id: 'chronicle', code: await authorizeCode() });

    expect((await jsonOf(response)).error).toBe('incorrect_client_credentials');
  });
});

describe('codes expire', () => {
  it('after ten minutes', () => {
    const state = createState(defaultSeed, 'http://127.0.0.1:1', '/unused');
    const request = { login: 'octocat', clientId: 'chronicle', redirectUri: CALLBACK, scopes: [] };
    const issuedAt = 1_700_000_000_000;
    const fresh = issueAuthorizationCode(state, request, issuedAt);
    const stale = issueAuthorizationCode(state, request, issuedAt);

    expect(exchangeAuthorizationCode(state, { code: fresh.code, clientId: 'chronicle' }, issuedAt + CODE_LIFETIME_MS - 1).ok).toBe(true);
    expect(exchangeAuthorizationCode(state, { code: stale.code, clientId: 'chronicle' }, issuedAt + CODE_LIFETIME_MS)).toEqual({ ok: false, error: 'bad_verification_code' });
  });
});

describe('the whole dance', () => {
  it.each([
    ['the first seeded user when no login is given', undefined, defaultSeed.users[0]!],
    ['the user named by login=', 'hubot', hubot],
  ])('signs in as %s and reads that user from /api/v3/user', async (_case, login, expected) => {
    const code = await authorizeCode(login ? { login } : {});
    const answer = new URLSearchParams(await (await exchangeAsForm({ client_id: 'chronicle', client_secret: 'secret', code })).text());
    const token = answer.get('access_token')!;

    for (const authorization of [`Bearer ${token}`, `token ${token}`]) {
      const { response, body } = await fetchUser(authorization);
      expect(response.status).toBe(200);
      expectMatchesGithubSchema('get', '/user', 200, body);
      expect(body).toMatchObject({ login: expected.login, name: expected.name, avatar_url: expected.avatar_url });
    }
  });
});
