import { eq } from 'drizzle-orm';
import request from 'supertest';
import { startGithubEmulator, type RunningEmulator } from '@chronicle/github-emulator';
import type { ConnectedRepository, RepositorySummary } from '@chronicle/contracts';
import { SecretBox } from '../src/crypto/secret-box.js';
import { codeRepositories, providerAccounts } from '../src/database/schema.js';
import type { TestBrowser } from './browser.js';
import { tablesMentioning } from './database-rows.js';
import { githubEnv, signInThroughEmulator } from './sign-in.js';
import { DATABASE_KINDS, startTestApp, type TestApp, closeAll } from './test-app.js';

type Hook = { id: number; config: { url: string; secret?: string }; events: string[] };

describe.each(DATABASE_KINDS)('connecting a repository on %s', (kind) => {
  let emulator: RunningEmulator;
  let app: TestApp;
  let browser: TestBrowser;
  let userId: string;

  beforeAll(async () => {
    emulator = await startGithubEmulator();
    app = await startTestApp(kind, githubEnv(emulator), { listen: true });
    browser = await signInThroughEmulator(app);
    userId = ((await (await browser.request(`${app.url}/api/auth/me`)).json()) as { id: string }).id;
  });
  afterAll(async () => {
    await closeAll(app, emulator);
  });

  async function call<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const response = await browser.request(`${app.url}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  }

  /** The hooks GitHub (the emulator) holds for octocat/hello-world, asked with the user's own token. */
  async function hooksOfHelloWorld(): Promise<Hook[]> {
    const [account] = await app.database.db.select().from(providerAccounts).where(eq(providerAccounts.userId, userId));
    const token = app.app.get(SecretBox).open(account!.accessTokenEncrypted!);
    const response = await fetch(`${emulator.apiUrl}/repos/octocat/hello-world/hooks`, { headers: { authorization: `Bearer ${token}` } });
    return (await response.json()) as Hook[];
  }

  async function helloWorld(): Promise<RepositorySummary> {
    const { body } = await call<RepositorySummary[]>('GET', '/api/repos');
    return body.find((repository) => repository.full_name === 'octocat/hello-world')!;
  }

  it("lists the user's repositories, none connected", async () => {
    const { status, body } = await call<RepositorySummary[]>('GET', '/api/repos');
    expect(status).toBe(200);
    expect(body.map((repository) => repository.full_name).sort()).toEqual(['octocat/Spoon-Knife', 'octocat/hello-world', 'octocat/octo-docs']);
    expect(body.every((repository) => repository.connected === false && repository.publicSlug === undefined)).toBe(true);
    expect(body[0]).toEqual({ id: expect.any(Number), name: expect.any(String), owner: { login: 'octocat' }, full_name: expect.any(String), connected: false });
  });

  it('answers a malformed connect body with 400 and a sentence naming each problem', async () => {
    const { status, body } = await call<{ message: string }>('POST', '/api/repos/connect', { repoId: 'one', owner: 'octo cat', fullName: 'nope' });
    expect(status).toBe(400);
    expect(body.message).toMatch(/^The request is not valid: /);
    for (const problem of ['repoId must be a whole number', 'repoName must be', 'owner must be a GitHub login', 'fullName must look like owner/name']) {
      expect(body.message).toContain(problem);
    }
  });

  it('refuses details that do not match GitHub, and a repository GitHub does not have', async () => {
    const repo = await helloWorld();
    const mismatch = await call<{ message: string }>('POST', '/api/repos/connect', { repoId: repo.id + 1000, repoName: 'hello-world', owner: 'octocat', fullName: 'octocat/hello-world' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toContain("do not match GitHub's");
    const missing = await call<{ message: string }>('POST', '/api/repos/connect', { repoId: 1, repoName: 'nothing-here', owner: 'octocat', fullName: 'octocat/nothing-here' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('GitHub has no repository octocat/nothing-here that you can access.');
    expect(await hooksOfHelloWorld()).toEqual([]);
  });

  it('connects: a push webhook at GitHub with a secret stored sealed, and a readable public slug', async () => {
    const repo = await helloWorld();
    const { status, body } = await call<ConnectedRepository>('POST', '/api/repos/connect', { repoId: repo.id, repoName: 'hello-world', owner: 'octocat', fullName: 'octocat/hello-world' });
    expect(status).toBe(201);
    expect(body).toEqual({ id: repo.id, fullName: 'octocat/hello-world', isActive: true, publicSlug: 'hello-world', tone: 'professional', isPrivate: false, published: true });

    const hooks = await hooksOfHelloWorld();
    expect(hooks).toHaveLength(1);
    expect(hooks[0]).toMatchObject({ events: ['push'], config: { url: `${app.url}/api/webhooks/github` } });

    const [row] = await app.database.db.select().from(codeRepositories).where(eq(codeRepositories.userId, userId));
    expect(row!.webhookSecretEncrypted).toMatch(/^v1:/);
    expect(app.app.get(SecretBox).open(row!.webhookSecretEncrypted!)).toMatch(/^[0-9a-f]{64}$/);

    expect(await helloWorld()).toMatchObject({ connected: true, publicSlug: 'hello-world', tone: 'professional' });
  });

  it('keeps one connected repository per user', async () => {
    const { body: repositories } = await call<RepositorySummary[]>('GET', '/api/repos');
    const spoon = repositories.find((repository) => repository.name === 'Spoon-Knife')!;
    const { status, body } = await call<{ message: string }>('POST', '/api/repos/connect', { repoId: spoon.id, repoName: 'Spoon-Knife', owner: 'octocat', fullName: 'octocat/Spoon-Knife' });
    expect(status).toBe(409);
    expect(body.message).toBe('Disconnect octocat/hello-world before connecting another repository.');
  });

  it('saves the summary tone on the server', async () => {
    const repo = await helloWorld();
    const saved = await call<ConnectedRepository>('PUT', `/api/repos/${repo.id}/tone`, { tone: 'playful' });
    expect(saved).toMatchObject({ status: 200, body: { tone: 'playful' } });
    expect(await helloWorld()).toMatchObject({ tone: 'playful' });
    const bad = await call<{ message: string }>('PUT', `/api/repos/${repo.id}/tone`, { tone: 'grumpy' });
    expect(bad).toEqual({ status: 400, body: { statusCode: 400, message: 'The request is not valid: tone must be one of professional, playful.' } });
  });

  it('disconnects: the webhook is removed and the slug is kept for a later reconnect', async () => {
    const repo = await helloWorld();
    expect(await call('DELETE', `/api/repos/${repo.id + 1}`)).toMatchObject({ status: 404 });
    expect(await call('DELETE', '/api/repos/not-a-number')).toMatchObject({ status: 400, body: { message: 'The repository id must be a whole number.' } });

    expect(await call('DELETE', `/api/repos/${repo.id}`)).toEqual({ status: 200, body: { disconnected: true } });
    expect(await hooksOfHelloWorld()).toEqual([]);
    expect(await helloWorld()).toMatchObject({ connected: false });

    const again = await call<ConnectedRepository>('POST', '/api/repos/connect', { repoId: repo.id, repoName: 'hello-world', owner: 'octocat', fullName: 'octocat/hello-world' });
    expect(again).toMatchObject({ status: 201, body: { publicSlug: 'hello-world' } });
    expect(await hooksOfHelloWorld()).toHaveLength(1);
  });

  it('answers two connects at once with one 201 and one 409, leaving one webhook', async () => {
    const repo = await helloWorld();
    expect(await call('DELETE', `/api/repos/${repo.id}`)).toMatchObject({ status: 200 });
    const { body: repositories } = await call<RepositorySummary[]>('GET', '/api/repos');
    const spoon = repositories.find((repository) => repository.name === 'Spoon-Knife')!;
    const connectHello = { repoId: repo.id, repoName: 'hello-world', owner: 'octocat', fullName: 'octocat/hello-world' };
    const connectSpoon = { repoId: spoon.id, repoName: 'Spoon-Knife', owner: 'octocat', fullName: 'octocat/Spoon-Knife' };
    for (const pair of [[connectHello, connectHello], [connectHello, connectSpoon]]) {
      const answers = await Promise.all(pair.map((body) => call<{ message?: string }>('POST', '/api/repos/connect', body)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      const conflict = answers.find((answer) => answer.status === 409)!;
      // Whichever check catches the race — GitHub's one hook per URL, Chronicle's own check, or the database's — answers 409 with a sentence.
      expect(conflict.body.message).toMatch(/^(Another repository was connected at the same moment|Disconnect octocat\/[\w-]+ before connecting another repository|GitHub did not accept the webhook: Hook already exists)/);
      const { body: now } = await call<RepositorySummary[]>('GET', '/api/repos');
      const connected = now.filter((repository) => repository.connected);
      expect(connected).toHaveLength(1);
      // The loser's webhook was removed again: GitHub holds hooks only for the connected repository.
      const helloHooks = await hooksOfHelloWorld();
      expect(helloHooks).toHaveLength(connected[0]!.name === 'hello-world' ? 1 : 0);
      expect(await call('DELETE', `/api/repos/${connected[0]!.id}`)).toMatchObject({ status: 200 });
    }
    expect(await call('POST', '/api/repos/connect', connectHello)).toMatchObject({ status: 201 });
  });

  it("keeps a private repository's changelog unpublished until its owner turns publishing on", async () => {
    const repo = await helloWorld();
    const { body: repositories } = await call<RepositorySummary[]>('GET', '/api/repos');
    const docs = repositories.find((repository) => repository.name === 'octo-docs')!;
    // A public repository's page is always published; there is nothing to turn off.
    const publicOff = await call<{ message: string }>('PUT', `/api/repos/${repo.id}/publishing`, { published: false });
    expect(publicOff).toEqual({ status: 400, body: { statusCode: 400, message: 'octocat/hello-world is public, so its changelog page is public too; only a private repository\'s page can be turned off.' } });
    expect(await call('DELETE', `/api/repos/${repo.id}`)).toMatchObject({ status: 200 });

    const connected = await call<ConnectedRepository>('POST', '/api/repos/connect', { repoId: docs.id, repoName: 'octo-docs', owner: 'octocat', fullName: 'octocat/octo-docs' });
    expect(connected).toMatchObject({ status: 201, body: { fullName: 'octocat/octo-docs', isPrivate: true, published: false } });
    const slug = connected.body.publicSlug;
    const anonymous = () => fetch(`${app.url}/api/public/${slug}`);
    expect(await (await anonymous()).json()).toEqual({ statusCode: 404, message: `No repository has the public page ${slug}.` });
    expect((await fetch(`${app.url}/api/public/${slug}/feed.atom`)).status).toBe(404);
    // Its owner sees it, signed in, in an answer no shared cache keeps.
    const own = await browser.request(`${app.url}/api/public/${slug}`);
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');

    expect(await call('PUT', `/api/repos/${docs.id}/publishing`, { published: 'yes' })).toMatchObject({ status: 400, body: { message: 'The request is not valid: published must be true or false.' } });
    expect(await call('PUT', `/api/repos/${docs.id}/publishing`, { published: true })).toMatchObject({ status: 200, body: { isPrivate: true, published: true } });
    expect((await anonymous()).status).toBe(200);
    expect((await fetch(`${app.url}/api/public/${slug}/feed.atom`)).status).toBe(200);
    expect(await call('PUT', `/api/repos/${docs.id}/publishing`, { published: false })).toMatchObject({ status: 200, body: { published: false } });

    // Disconnected, it stays unpublished.
    expect(await call('DELETE', `/api/repos/${docs.id}`)).toMatchObject({ status: 200 });
    expect((await anonymous()).status).toBe(404);
    expect(await call('POST', '/api/repos/connect', { repoId: repo.id, repoName: 'hello-world', owner: 'octocat', fullName: 'octocat/hello-world' })).toMatchObject({ status: 201 });
  });

  it('refuses signed-out callers', async () => {
    const response = await request(app.server).get('/api/repos').expect(401);
    expect(response.body.message).toBe('You need to sign in to do that.');
  });

  it('deleting the account removes the webhook at GitHub and every row', async () => {
    expect(await hooksOfHelloWorld()).toHaveLength(1);
    const hooksBefore = await hooksOfHelloWorld();
    expect(await call('DELETE', '/api/account')).toEqual({ status: 200, body: { deleted: true } });
    expect(await tablesMentioning(app.database.db, userId)).toEqual([]);
    // The token went with the account: look at the hook through a fresh sign-in.
    browser = await signInThroughEmulator(app);
    userId = ((await (await browser.request(`${app.url}/api/auth/me`)).json()) as { id: string }).id;
    expect(hooksBefore).toHaveLength(1);
    expect(await hooksOfHelloWorld()).toEqual([]);
  });
});
