import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { defaultSeed, pushToEmulator, startGithubEmulator, type RunningEmulator } from '@chronicle/github-emulator';
import {
  AGENT_ROUTES,
  API_ERRORS,
  DOCS_ROUTES,
  USER_ROUTES,
  type AdminUser,
  type AdminUserList,
  type AgentList,
  type PublicProjectView,
  type RepositorySummary,
  type SessionUser,
} from '@chronicle/contracts';
import { codeRepositories, repositoryJobs, users } from '../src/database/schema.js';
import { TestBrowser } from './browser.js';
import { HUBOT, JOB_WAIT_MS } from './connected-app.js';
import { createRepository } from './local-git.js';
import { githubEnv, signInThroughEmulator } from './sign-in.js';
import { DATABASE_KINDS, closeAll, createPostgresDatabase, startTestApp, type DatabaseKind, type TestApp } from './test-app.js';

// Plans on a self-hosted install: CHRONICLE_DEFAULT_PLAN for every user no admin gave a plan
// (Free with a GitHub app, Pro in local mode), and the admin's Users and Plans routes. hubot is a
// user with a private repository, whose documents follow his plan (DESIGN decision 16).
const SEED = {
  ...defaultSeed,
  users: [...defaultSeed.users, HUBOT],
  repositories: [
    ...defaultSeed.repositories,
    { owner: 'hubot', name: 'secret-plans', description: 'Plans.', language: 'TypeScript', stargazers_count: 0, default_branch: 'main', private: true },
  ],
};

type Answer<T> = { status: number; body: T };

async function call<T>(app: TestApp, browser: TestBrowser | null, method: string, route: string, body?: unknown): Promise<Answer<T>> {
  const init: RequestInit = { method, headers: body === undefined ? {} : { 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
  const response = browser ? await browser.request(`${app.url}${route}`, init) : await fetch(`${app.url}${route}`, init);
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

describe.each(DATABASE_KINDS)('plans with a GitHub app on %s', (kind) => {
  let emulator: RunningEmulator;
  let app: TestApp;
  let admin: TestBrowser;
  let hubot: TestBrowser;
  let hubotId: string;
  let secretPlans: string;

  beforeAll(async () => {
    emulator = await startGithubEmulator({ seed: SEED });
    await pushToEmulator(emulator, {
      owner: 'hubot',
      repo: 'secret-plans',
      branch: 'main',
      commits: [{ message: 'feat: the plan', files: { 'README.md': '# secret-plans\n\nThe plan.\n', 'src/plan.ts': 'export const plan = 1;\n' } }],
    });
    app = await startTestApp(kind, githubEnv(emulator, { ADMIN_LOGINS: 'octocat' }), { listen: true });
    admin = await signInThroughEmulator(app, 'octocat');
    hubot = await signInThroughEmulator(app, 'hubot');
    hubotId = (await call<SessionUser>(app, hubot, 'GET', '/api/auth/me')).body.id;
    const { body: repositories } = await call<RepositorySummary[]>(app, hubot, 'GET', '/api/repos');
    const found = repositories.find((repository) => repository.full_name === 'hubot/secret-plans')!;
    const connect = await call(app, hubot, 'POST', '/api/repos/connect', { repoId: found.id, repoName: 'secret-plans', owner: 'hubot', fullName: 'hubot/secret-plans' });
    expect(connect.status).toBe(201);
    const [row] = await app.database.db.select().from(codeRepositories).where(eq(codeRepositories.fullName, 'hubot/secret-plans'));
    secretPlans = row!.id;
  });
  afterAll(async () => {
    await closeAll(app, emulator);
  });

  /** The newest documentation job of hubot's repository with this trigger, once it has ended. */
  async function documentsJobDone(trigger: string): Promise<typeof repositoryJobs.$inferSelect> {
    const deadline = Date.now() + JOB_WAIT_MS;
    for (;;) {
      const [job] = await app.database.db
        .select()
        .from(repositoryJobs)
        .where(and(eq(repositoryJobs.repositoryId, secretPlans), eq(repositoryJobs.trigger, trigger)))
        .orderBy(desc(repositoryJobs.createdAt))
        .limit(1);
      if (job && (job.status === 'success' || job.status === 'error')) return job;
      if (Date.now() > deadline) throw new Error(`The ${trigger} documentation job did not end: ${JSON.stringify(job)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  const cardState = async (type: string) =>
    (await call<PublicProjectView>(app, hubot, 'GET', DOCS_ROUTES.project('secret-plans'))).body.documents.find((card) => card.type === type)!.state;

  it('starts new users on Free, and lists every user for an admin with login, role, plan and repository', async () => {
    expect((await call<SessionUser>(app, hubot, 'GET', '/api/auth/me')).body.subscription_tier).toBe('free');
    const { status, body } = await call<AdminUserList>(app, admin, 'GET', USER_ROUTES.adminUsers);
    expect(status).toBe(200);
    expect(body.defaultPlan).toBe('free');
    expect(body.users.map(({ username, role, subscription_tier, planChosenAt, connectedRepository }) => ({ username, role, subscription_tier, planChosenAt, connectedRepository }))).toEqual([
      { username: 'octocat', role: 'admin', subscription_tier: 'free', planChosenAt: null, connectedRepository: null },
      { username: 'hubot', role: 'user', subscription_tier: 'free', planChosenAt: null, connectedRepository: 'hubot/secret-plans' },
    ]);
  });

  it('answers 401 signed out and 403 to a user who is no admin, and changes nothing', async () => {
    for (const [method, route, body] of [
      ['GET', USER_ROUTES.adminUsers],
      ['PATCH', USER_ROUTES.adminUser(hubotId), { subscription_tier: 'pro' }],
    ] as const) {
      const signedOut = await call<{ message: string }>(app, null, method, route, body);
      expect([route, signedOut.status, signedOut.body.message]).toEqual([route, 401, API_ERRORS.signInRequired]);
      const refused = await call<{ message: string }>(app, hubot, method, route, body);
      expect([route, refused.status, refused.body.message]).toEqual([route, 403, API_ERRORS.adminOnly]);
    }
    expect((await call<SessionUser>(app, hubot, 'GET', '/api/auth/me')).body.subscription_tier).toBe('free');
  });

  it('refuses an unknown plan, a malformed id and an unknown user with a sentence, and changes nothing', async () => {
    for (const body of [{ subscription_tier: 'enterprise' }, { subscription_tier: null }, {}, { subscription_tier: 'Pro' }]) {
      const answer = await call<{ message: string }>(app, admin, 'PATCH', USER_ROUTES.adminUser(hubotId), body);
      expect([body, answer.status, answer.body.message]).toEqual([body, 400, 'The request is not valid: subscription_tier must be one of free, lite, pro.']);
    }
    const malformed = await call<{ message: string }>(app, admin, 'PATCH', USER_ROUTES.adminUser('not-a-user'), { subscription_tier: 'pro' });
    expect([malformed.status, malformed.body.message]).toEqual([400, 'The user id must be a UUID, such as 3f2a6c1e-8b4d-4e0f-9a7b-2c5d1e8f0a6b.']);
    const unknownId = '00000000-0000-4000-8000-000000000000';
    const unknown = await call<{ message: string }>(app, admin, 'PATCH', USER_ROUTES.adminUser(unknownId), { subscription_tier: 'pro' });
    expect([unknown.status, unknown.body.message]).toEqual([404, `There is no user with the id ${unknownId}; GET /api/admin/users lists them.`]);
    const [row] = await app.database.db.select().from(users).where(eq(users.id, hubotId));
    expect([row!.subscriptionTier, row!.planChosenAt]).toEqual(['free', null]);
  });

  it("changes what the documents and agents routes allow from the next request, and writes the plan's new documents", async () => {
    await documentsJobDone('connect');
    // Free: the changelog only.
    expect(await cardState('readme')).toBe('not-in-tier');
    expect((await call(app, hubot, 'GET', DOCS_ROUTES.document('secret-plans', 'readme'))).status).toBe(403);
    const refused = await call<{ message: string }>(app, hubot, 'POST', AGENT_ROUTES.run, { repository_id: secretPlans, agent_ids: ['readme'] });
    expect(refused.status).toBe(403);

    const changed = await call<AdminUser>(app, admin, 'PATCH', USER_ROUTES.adminUser(hubotId), { subscription_tier: 'lite' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: hubotId, username: 'hubot', subscription_tier: 'lite', connectedRepository: 'hubot/secret-plans' });
    expect(Date.parse(changed.body.planChosenAt!)).not.toBeNaN();

    expect((await call<SessionUser>(app, hubot, 'GET', '/api/auth/me')).body.subscription_tier).toBe('lite');
    const agents = (await call<AgentList>(app, hubot, 'GET', AGENT_ROUTES.agentsFor(secretPlans))).body;
    expect(agents.tier).toBe('lite');
    expect(agents.agents.find((agent) => agent.doc_type === 'readme')!.available).toBe(true);
    expect(agents.agents.find((agent) => agent.doc_type === 'security')!.available).toBe(false);
    expect(await cardState('security')).toBe('not-in-tier');

    // README, ARCHITECTURE and TODO came with Lite: they are written now, not at the next push.
    const job = await documentsJobDone('plan');
    expect(job.options.documentTypes?.slice().sort()).toEqual(['architecture', 'readme', 'todo']);
    expect(await cardState('readme')).toBe('ready');
    const readme = await call<{ document: { markdown: string } }>(app, hubot, 'GET', DOCS_ROUTES.document('secret-plans', 'readme'));
    expect(readme.status).toBe(200);
    const security = await call<{ message: string }>(app, hubot, 'POST', AGENT_ROUTES.run, { repository_id: secretPlans, agent_ids: ['security'] });
    expect(security.status).toBe(403);

    // Back to Free: the next request is refused again.
    expect((await call(app, admin, 'PATCH', USER_ROUTES.adminUser(hubotId), { subscription_tier: 'free' })).status).toBe(200);
    expect((await call(app, hubot, 'GET', DOCS_ROUTES.document('secret-plans', 'readme'))).status).toBe(403);
    const listed = (await call<AdminUserList>(app, admin, 'GET', USER_ROUTES.adminUsers)).body.users.find((user) => user.id === hubotId)!;
    expect(listed.subscription_tier).toBe('free');
    expect(listed.planChosenAt).not.toBeNull();
  });
});

describe.each(DATABASE_KINDS)('plans in local mode on %s', (kind: DatabaseKind) => {
  // One database and data folder kept across starts, as on a machine that runs `npm start` again.
  let dataDir: string;
  let store: Record<string, string>;
  let dropDatabase = async () => {};
  let app: TestApp | undefined;
  let reposFolder: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'chronicle-plans-'));
    reposFolder = path.join(dataDir, 'code');
    createRepository(path.join(reposFolder, 'sample'));
    store = { CHRONICLE_DATA_DIR: path.join(dataDir, 'data'), ENCRYPTION_KEY: randomBytes(32).toString('hex'), CHRONICLE_LOCAL_REPOS: reposFolder };
    if (kind === 'postgres') {
      const database = await createPostgresDatabase();
      store.DATABASE_URL = database.databaseUrl;
      dropDatabase = database.dropDatabase;
    }
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  afterAll(async () => {
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function startAndSignIn(env: Record<string, string> = {}): Promise<{ app: TestApp; browser: TestBrowser }> {
    app = await startTestApp(kind, { ...store, ...env }, { listen: true });
    const browser = new TestBrowser();
    await browser.navigate(`${app.url}/api/auth/github`, (next) => next.pathname === '/dashboard');
    return { app, browser };
  }

  const planOf = async (started: { app: TestApp; browser: TestBrowser }) => (await call<SessionUser>(started.app, started.browser, 'GET', '/api/auth/me')).body.subscription_tier;

  it('starts the local user on Pro: every document of their repository is in their plan', async () => {
    const started = await startAndSignIn();
    expect(await planOf(started)).toBe('pro');
    const { body: list } = await call<AdminUserList>(started.app, started.browser, 'GET', USER_ROUTES.adminUsers);
    expect(list.defaultPlan).toBe('pro');
    expect(list.users.map(({ username, role, subscription_tier, planChosenAt }) => ({ username, role, subscription_tier, planChosenAt }))).toEqual([
      { username: 'local', role: 'admin', subscription_tier: 'pro', planChosenAt: null },
    ]);
    const { body: repositories } = await call<RepositorySummary[]>(started.app, started.browser, 'GET', '/api/repos');
    const sample = repositories.find((repository) => repository.name === 'sample')!;
    const connect = await call(started.app, started.browser, 'POST', '/api/repos/connect', { repoId: sample.id, repoName: 'sample', owner: 'local', fullName: 'local/sample' });
    expect(connect.status).toBe(201);
    const { body: docs } = await call<PublicProjectView>(started.app, started.browser, 'GET', DOCS_ROUTES.project('sample'));
    expect(docs.documents).toHaveLength(12);
    expect(docs.documents.filter((card) => card.state === 'not-in-tier')).toEqual([]);
  });

  it("moves an install's local user from Free to the default plan at the next start, until an admin chooses one", async () => {
    // As every install from before CHRONICLE_DEFAULT_PLAN left its local user.
    let started = await startAndSignIn();
    await started.app.database.db.update(users).set({ subscriptionTier: 'free' });
    expect(await planOf(started)).toBe('free');
    await started.app.close();

    started = await startAndSignIn();
    expect(await planOf(started)).toBe('pro');
    await started.app.close();

    // A changed setting reaches a user whose plan no admin chose...
    started = await startAndSignIn({ CHRONICLE_DEFAULT_PLAN: 'lite' });
    expect(await planOf(started)).toBe('lite');
    const me = (await call<SessionUser>(started.app, started.browser, 'GET', '/api/auth/me')).body;
    // ...and the local user, an admin, chooses their own plan, which then holds.
    expect((await call(started.app, started.browser, 'PATCH', USER_ROUTES.adminUser(me.id), { subscription_tier: 'free' })).status).toBe(200);
    expect(await planOf(started)).toBe('free');
    await started.app.close();

    started = await startAndSignIn();
    expect(await planOf(started)).toBe('free');
  });
});
