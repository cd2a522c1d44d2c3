import { eq } from 'drizzle-orm';
import request from 'supertest';
import { startGithubEmulator, type EmulatorSeed, type RunningEmulator } from '@chronicle/github-emulator';
import { SESSION_COOKIE, type CurrentUser } from '@chronicle/contracts';
import { SecretBox } from '../src/crypto/secret-box.js';
import { providerAccounts } from '../src/database/schema.js';
import { TestBrowser } from './browser.js';
import { dumpDatabase } from './database-rows.js';
import { DATABASE_KINDS, startTestApp, type TestApp, closeAll } from './test-app.js';

const SEED: EmulatorSeed = {
  users: [
    { login: 'octocat', name: 'The Octocat', avatar_url: 'https://avatars.githubusercontent.com/u/583231?v=4' },
    { login: 'hubot', name: 'Hubot', avatar_url: 'https://avatars.githubusercontent.com/u/480938?v=4' },
  ],
  repositories: [],
};

async function currentUser(browser: TestBrowser, appUrl: string): Promise<CurrentUser> {
  return (await (await browser.request(`${appUrl}/api/auth/me`)).json()) as CurrentUser;
}

describe.each(DATABASE_KINDS)('sign-in through the GitHub emulator on %s', (kind) => {
  let emulator: RunningEmulator;
  let app: TestApp;

  beforeAll(async () => {
    emulator = await startGithubEmulator({ seed: SEED });
    app = await startTestApp(
      kind,
      {
        GITHUB_URL: emulator.url,
        GITHUB_API_URL: emulator.apiUrl,
        GITHUB_CLIENT_ID: 'chronicle-test-app',
        GITHUB_CLIENT_SECRET: 'chronicle-test-secret',
        ADMIN_LOGINS: 'hubot',
      },
      { listen: true },
    );
  });
  afterAll(async () => {
    await closeAll(app, emulator);
  });

  /** Walks the whole OAuth dance as a browser would, stopping when it lands back on Chronicle's page. */
  async function signIn(login?: string): Promise<TestBrowser> {
    const browser = new TestBrowser();
    const start = await browser.request(`${app.url}/api/auth/github`);
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get('location')!);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${emulator.url}/login/oauth/authorize`);
    expect(authorize.searchParams.get('state')).toBeTruthy();
    if (login) authorize.searchParams.set('login', login);
    const { url } = await browser.navigate(authorize.toString(), (next) => next.pathname === '/dashboard');
    expect(url.toString()).toBe(`${app.url}/dashboard`);
    return browser;
  }

  it('ends signed in as the emulator user, with login, name and avatar', async () => {
    const browser = await signIn();
    const me = await browser.request(`${app.url}/api/auth/me`);
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({
      id: expect.any(String),
      username: 'octocat',
      name: 'The Octocat',
      avatarUrl: 'https://avatars.githubusercontent.com/u/583231?v=4',
      subscription_tier: 'free',
      role: 'user',
      codeHost: { kind: 'github' },
    });
  });

  it('sets the session cookie httpOnly and SameSite=Lax', async () => {
    const browser = new TestBrowser();
    const start = await browser.request(`${app.url}/api/auth/github`);
    const { response } = await browser.navigate(start.headers.get('location')!, (next) => next.pathname === '/dashboard');
    const sessionCookie = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
  });

  it('makes the logins in ADMIN_LOGINS admins', async () => {
    const browser = await signIn('hubot');
    const me = await currentUser(browser, app.url);
    expect(me).toMatchObject({ username: 'hubot', name: 'Hubot', role: 'admin' });
  });

  it('signs the same GitHub user into the same Chronicle user each time', async () => {
    const first = await currentUser(await signIn(), app.url);
    const second = await currentUser(await signIn(), app.url);
    expect(second.id).toBe(first.id);
  });

  it('refuses a callback whose state does not match the one it started with (400 with a sentence)', async () => {
    const browser = new TestBrowser();
    const start = await browser.request(`${app.url}/api/auth/github`);
    const authorize = new URL(start.headers.get('location')!);
    authorize.searchParams.set('state', 'forged-state');
    const { response } = await browser.navigate(authorize.toString());
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: 400,
      message: 'The sign-in could not be verified: it was started in another browser tab or it expired. Please sign in again.',
    });
    expect(browser.cookie('127.0.0.1', SESSION_COOKIE)).toBeUndefined();
  });

  it('refuses a callback with no state cookie at all (a link opened in another browser)', async () => {
    const response = await request(app.server).get('/api/auth/github/callback?code=abc&state=xyz').expect(400);
    expect(response.body.message).toContain('could not be verified');
  });

  it('refuses a callback whose code GitHub rejects with 400 and a sentence, signing no one in', async () => {
    const browser = new TestBrowser();
    const start = await browser.request(`${app.url}/api/auth/github`);
    const authorize = await browser.request(start.headers.get('location')!);
    const callback = new URL(authorize.headers.get('location')!);
    expect(callback.pathname).toBe('/api/auth/github/callback');
    // The state is genuine; the code is one GitHub never issued (GitHub answers bad_verification_code).
    callback.searchParams.set('code', 'not-a-code-github-issued');
    const response = await browser.request(callback.toString());
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ statusCode: 400, message: 'GitHub did not accept the sign-in. Please sign in again.' });
    expect(browser.cookie('127.0.0.1', SESSION_COOKIE)).toBeUndefined();
  });

  it('never stores the GitHub token in clear, but can read it back', async () => {
    const me = await currentUser(await signIn(), app.url);
    const dump = await dumpDatabase(app.database.db);
    expect(dump).toContain('octocat');
    expect(dump).not.toMatch(/gho_[A-Za-z0-9]+/);

    const [account] = await app.database.db.select().from(providerAccounts).where(eq(providerAccounts.userId, me.id));
    const token = app.app.get(SecretBox).open(account!.accessTokenEncrypted!);
    expect(token).toMatch(/^gho_/);
    const user = await fetch(`${emulator.apiUrl}/user`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await user.json()) as { login: string }).login).toBe('octocat');
  });

  it('revokes the session on the server at logout: the old cookie no longer works', async () => {
    const browser = await signIn();
    const token = browser.cookie('127.0.0.1', SESSION_COOKIE)!;
    const logout = await browser.request(`${app.url}/api/auth/logout`, { method: 'POST' });
    expect(logout.status).toBe(200);
    expect(browser.cookie('127.0.0.1', SESSION_COOKIE)).toBeUndefined();

    const replay = await request(app.server).get('/api/changelog-entries').set('Cookie', `${SESSION_COOKIE}=${token}`).expect(401);
    expect(replay.body).toEqual({ statusCode: 401, message: 'You need to sign in to do that.' });
    expect((await request(app.server).get('/api/auth/me').set('Cookie', `${SESSION_COOKIE}=${token}`).expect(200)).body).toEqual({ signedIn: false, signIn: 'github' });
  });

  it('answers a visitor of /api/auth/me 200, not signed in, and how signing in works (no failed request in the console)', async () => {
    for (const cookie of [null, `${SESSION_COOKIE}=made-up`]) {
      const call = request(app.server).get('/api/auth/me');
      const response = await (cookie ? call.set('Cookie', cookie) : call).expect(200);
      expect(response.body).toEqual({ signedIn: false, signIn: 'github' });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('local sign-in (no GitHub app configured)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp('pglite');
  });
  afterAll(() => app.close());

  it('signs the local user in as an admin on Pro (CHRONICLE_DEFAULT_PLAN in local mode) and goes to the dashboard', async () => {
    const start = await request(app.server).get('/api/auth/github').expect(302);
    expect(start.headers.location).toBe('/dashboard');
    const cookie = start.headers['set-cookie'] as unknown as string[];
    const me = await request(app.server).get('/api/auth/me').set('Cookie', cookie).expect(200);
    expect(me.body).toMatchObject({ username: 'local', name: 'Local user', role: 'admin', subscription_tier: 'pro' });
  });

  it('tells a visitor that sign-in is local, so the buttons can say "Continue"', async () => {
    const response = await request(app.server).get('/api/auth/me').expect(200);
    expect(response.body).toEqual({ signedIn: false, signIn: 'local' });
  });

  it('has no GitHub callback to visit', async () => {
    const response = await request(app.server).get('/api/auth/github/callback?code=x&state=y').expect(404);
    expect(response.body.message).toBe('GitHub sign-in is not configured on this server; use the sign-in button instead.');
  });
});
