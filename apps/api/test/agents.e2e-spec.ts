import { rmSync } from 'node:fs';
import { and, count, eq } from 'drizzle-orm';
import { defaultSeed, pushToEmulator, startGithubEmulator, type RunningEmulator } from '@chronicle/github-emulator';
import { FAILING_AGENT_MESSAGE, FAILING_AGENT_PACKAGE, projectWithFailingAgent } from '@chronicle/analysis/testing';
import { AGENT_ROUTES, DOC_TYPES, type AgentJob, type AgentList, type AgentRepository, type RepositorySummary, type RunAgentsResult } from '@chronicle/contracts';
import { codeRepositories, documents, repositoryJobs } from '../src/database/schema.js';
import type { TestBrowser } from './browser.js';
import { HUBOT, JOB_WAIT_MS } from './connected-app.js';
import { githubEnv, signInThroughEmulator } from './sign-in.js';
import { DATABASE_KINDS, requireTestEnv, startTestApp, type TestApp, closeAll } from './test-app.js';

// hubot, a user on the Free tier, with a private repository: its tier is his (DESIGN decision 16).
const SEED = {
  ...defaultSeed,
  users: [...defaultSeed.users, HUBOT],
  repositories: [
    ...defaultSeed.repositories,
    { owner: 'hubot', name: 'secret-plans', description: 'Plans.', language: 'TypeScript', stargazers_count: 0, default_branch: 'main', private: true },
  ],
};

describe.each(DATABASE_KINDS)('the documentation agents on %s', (kind) => {
  let emulator: RunningEmulator;
  let app: TestApp;
  let admin: TestBrowser;
  let user: TestBrowser;
  let agentProject: string;
  let helloWorld: string;
  let secretPlans: string;

  beforeAll(async () => {
    emulator = await startGithubEmulator({ seed: SEED });
    await pushToEmulator(emulator, {
      owner: 'octocat',
      repo: 'hello-world',
      branch: 'main',
      commits: [
        { message: 'feat: greet the world', files: { 'src/greet.ts': "// TODO: greet in French too\nexport function greet(name: string): string {\n  return `Hello, ${name}`;\n}\n" } },
        { message: 'docs: say how to greet', files: { 'README.md': '# hello-world\n\nGreets the world.\n' } },
      ],
    });
    await pushToEmulator(emulator, { owner: 'hubot', repo: 'secret-plans', branch: 'main', commits: [{ message: 'feat: the plan', files: { 'src/plan.ts': 'export const plan = 1;\n' } }] });
    // An agent package an operator installed beside Chronicle: its TODO agent always throws.
    agentProject = projectWithFailingAgent();
    const env = githubEnv(emulator, {
      ADMIN_LOGINS: 'octocat',
      CHRONICLE_AGENT_PACKAGES: FAILING_AGENT_PACKAGE,
      CHRONICLE_AGENT_PACKAGES_DIR: agentProject,
      ...(kind === 'postgres' ? { REDIS_URL: requireTestEnv('TEST_REDIS_URL') } : {}),
    });
    app = await startTestApp(kind, env, { listen: true });
    admin = await signInThroughEmulator(app, 'octocat');
    user = await signInThroughEmulator(app, 'hubot');
    helloWorld = await connect(admin, 'octocat/hello-world');
    secretPlans = await connect(user, 'hubot/secret-plans');
    // The runs a connect queues go first, so each test sees only its own.
    await allJobsDone();
  });
  afterAll(async () => {
    await closeAll(app, emulator);
    rmSync(agentProject, { recursive: true, force: true });
  });

  async function call<T>(browser: TestBrowser | null, method: string, route: string, body?: unknown): Promise<{ status: number; body: T }> {
    const init: RequestInit = { method, headers: body === undefined ? {} : { 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
    const response = browser ? await browser.request(`${app.url}${route}`, init) : await fetch(`${app.url}${route}`, init);
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }

  async function connect(browser: TestBrowser, fullName: string): Promise<string> {
    const { body: repositories } = await call<RepositorySummary[]>(browser, 'GET', '/api/repos');
    const found = repositories.find((repository) => repository.full_name === fullName)!;
    const [owner, name] = fullName.split('/');
    const answer = await call(browser, 'POST', '/api/repos/connect', { repoId: found.id, repoName: name, owner, fullName });
    expect(answer.status).toBe(201);
    const [row] = await app.database.db.select().from(codeRepositories).where(and(eq(codeRepositories.fullName, fullName), eq(codeRepositories.kind, 'connected')));
    return row!.id;
  }

  async function allJobsDone(timeoutMs = JOB_WAIT_MS): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const rows = await app.database.db.select().from(repositoryJobs);
      if (rows.every((row) => row.status === 'success' || row.status === 'error')) return;
      if (Date.now() > deadline) throw new Error(`Jobs still unfinished after ${timeoutMs} ms: ${JSON.stringify(rows.map((row) => [row.trigger, row.status]))}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** Polls the jobs route as the page does, recording every status the job showed, until it ended. */
  async function watch(repositoryId: string, jobId: string, timeoutMs = JOB_WAIT_MS): Promise<{ job: AgentJob; seen: string[] }> {
    const seen: string[] = [];
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { status, body } = await call<AgentJob[]>(admin, 'GET', AGENT_ROUTES.jobs(repositoryId));
      expect(status).toBe(200);
      const job = body.find((candidate) => candidate.id === jobId);
      if (job && seen.at(-1) !== job.status) seen.push(job.status);
      if (job && (job.status === 'success' || job.status === 'error')) return { job, seen };
      if (Date.now() > deadline) throw new Error(`Job ${jobId} did not end within ${timeoutMs} ms: ${JSON.stringify(job)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('answers 401 signed out, and 404 for a repository that is not the caller’s', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', AGENT_ROUTES.agents],
      ['GET', AGENT_ROUTES.repositories],
      ['POST', AGENT_ROUTES.run, { repository_id: helloWorld, agent_ids: ['changelog'] }],
      ['GET', AGENT_ROUTES.jobs(helloWorld)],
    ];
    for (const [method, route, body] of routes) {
      const answer = await call<{ message: string }>(null, method, route, body);
      expect([route, answer.status, answer.body.message]).toEqual([route, 401, 'You need to sign in to do that.']);
    }
    // hubot is no admin: octocat's repository, an unknown id and a malformed one are all "not yours".
    for (const id of [helloWorld, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      for (const [method, route, body] of [
        ['GET', AGENT_ROUTES.jobs(id)],
        ['GET', AGENT_ROUTES.agentsFor(id)],
        ['POST', AGENT_ROUTES.run, { repository_id: id, agent_ids: ['changelog'] }],
      ] as const) {
        const answer = await call<{ message: string }>(user, method, route, body);
        expect([route, answer.status, answer.body.message]).toEqual([route, 404, 'You have no repository with this id: connect it in Settings first.']);
      }
    }
    const [{ total }] = await app.database.db.select({ total: count() }).from(repositoryJobs).where(eq(repositoryJobs.trigger, 'agents'));
    expect(total).toBe(0);
  });

  it('lists the registry with the package agent, the repository tier and what each user may run on', async () => {
    const { status, body } = await call<AgentList>(admin, 'GET', AGENT_ROUTES.agentsFor(helloWorld));
    expect(status).toBe(200);
    // A public repository gets Pro: every agent can run on it.
    expect(body.tier).toBe('pro');
    expect(body.agents.map((agent) => agent.doc_type)).toEqual([...DOC_TYPES]);
    expect(body.agents.every((agent) => agent.available)).toBe(true);
    const todo = body.agents.find((agent) => agent.doc_type === 'todo')!;
    expect(todo).toMatchObject({ id: 'failing-todo', name: 'Failing TODO Agent', source: FAILING_AGENT_PACKAGE, category: 'Operational Context', available_tiers: ['pro'] });
    // The connect run wrote every document but TODO, whose agent threw.
    expect(todo.last_status).toBe('error');
    const readme = body.agents.find((agent) => agent.id === 'readme')!;
    expect(readme).toMatchObject({ name: 'README Agent', category: 'Core Documentation', available_tiers: ['lite', 'pro'], source: 'built-in', last_status: 'success' });
    expect(Date.parse(readme.last_run!)).toBeGreaterThan(Date.now() - 600_000);

    // hubot's private repository is on his tier, Free: only the changelog agent.
    const free = await call<AgentList>(user, 'GET', AGENT_ROUTES.agentsFor(secretPlans));
    expect(free.body.tier).toBe('free');
    expect(free.body.agents.filter((agent) => agent.available).map((agent) => agent.id)).toEqual(['changelog']);

    const octocatRepositories = await call<AgentRepository[]>(admin, 'GET', AGENT_ROUTES.repositories);
    expect(octocatRepositories.body).toEqual([{ id: helloWorld, owner: 'octocat', name: 'hello-world', fullName: 'octocat/hello-world', kind: 'connected', tier: 'pro' }]);
    const hubotRepositories = await call<AgentRepository[]>(user, 'GET', AGENT_ROUTES.repositories);
    expect(hubotRepositories.body).toEqual([{ id: secretPlans, owner: 'hubot', name: 'secret-plans', fullName: 'hubot/secret-plans', kind: 'connected', tier: 'free' }]);
  });

  it('refuses agents outside the tier with 403, and unknown or missing agents with 400, queuing nothing', async () => {
    const refused = await call<{ message: string }>(user, 'POST', AGENT_ROUTES.run, { repository_id: secretPlans, agent_ids: ['changelog', 'security', 'readme'] });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('hubot/secret-plans is on the Free tier, which does not include these agents: README Agent (Requires Lite or Pro tier), Security Agent (Requires Pro tier).');
    const unknown = await call<{ message: string }>(user, 'POST', AGENT_ROUTES.run, { repository_id: secretPlans, agent_ids: ['changelog', 'ghost-writer'] });
    expect([unknown.status, unknown.body.message]).toEqual([400, 'No agent has the id "ghost-writer"; GET /api/agents lists the agents.']);
    const none = await call<{ message: string }>(user, 'POST', AGENT_ROUTES.run, { repository_id: secretPlans, agent_ids: [] });
    expect([none.status, none.body.message]).toEqual([400, 'The request is not valid: agent_ids must name at least one agent.']);
    const [{ total }] = await app.database.db.select({ total: count() }).from(repositoryJobs).where(eq(repositoryJobs.trigger, 'agents'));
    expect(total).toBe(0);
  });

  it('runs the chosen agents in the queue: the job goes queued → running → success and their documents are written again', async () => {
    const before = new Map((await app.database.db.select().from(documents).where(eq(documents.repositoryId, helloWorld))).map((row) => [row.docType, row]));
    const { status, body } = await call<RunAgentsResult>(admin, 'POST', AGENT_ROUTES.run, { repository_id: helloWorld, agent_ids: ['readme', 'changelog', 'readme'] });
    expect(status).toBe(202);
    expect(body.agents_to_run).toEqual(['changelog', 'readme']);
    const { job, seen } = await watch(helloWorld, body.job_id);
    expect(job).toMatchObject({ status: 'success', agents: ['changelog', 'readme'], trigger: 'agents', error_message: null, documents_done: 2, documents_total: 2 });
    expect(seen.at(-1)).toBe('success');
    expect(seen.every((state) => ['queued', 'running', 'success'].includes(state))).toBe(true);
    const after = new Map((await app.database.db.select().from(documents).where(eq(documents.repositoryId, helloWorld))).map((row) => [row.docType, row]));
    // Written again (the same inputs: the same bytes, a new time); the others were not touched.
    for (const type of ['changelog', 'readme'] as const) {
      expect(after.get(type)!.updatedAt.getTime()).toBeGreaterThan(before.get(type)!.updatedAt.getTime());
      expect(after.get(type)!.sha256).toBe(before.get(type)!.sha256);
    }
    expect(after.get('architecture')!.updatedAt).toEqual(before.get('architecture')!.updatedAt);

    // hubot's Free tier includes the changelog agent.
    const own = await call<RunAgentsResult>(user, 'POST', AGENT_ROUTES.run, { repository_id: secretPlans, agent_ids: ['changelog'] });
    expect(own.status).toBe(202);
    await allJobsDone();
    const hubotJobs = await call<AgentJob[]>(user, 'GET', AGENT_ROUTES.jobs(secretPlans));
    expect(hubotJobs.body[0]).toMatchObject({ id: own.body.job_id, status: 'success', agents: ['changelog'] });
  });

  it('marks a run whose agent throws as error with its message, and still writes the other documents', async () => {
    const before = (await app.database.db.select().from(documents).where(and(eq(documents.repositoryId, helloWorld), eq(documents.docType, 'readme'))))[0]!;
    const { status, body } = await call<RunAgentsResult>(admin, 'POST', AGENT_ROUTES.run, { repository_id: helloWorld, agent_ids: ['failing-todo', 'readme'] });
    expect(status).toBe(202);
    const { job } = await watch(helloWorld, body.job_id);
    expect(job.status).toBe('error');
    expect(job.error_message).toBe(`The agent "failing-todo" (Failing TODO Agent, from ${FAILING_AGENT_PACKAGE}) could not write the todo document: ${FAILING_AGENT_MESSAGE}.`);
    const after = (await app.database.db.select().from(documents).where(and(eq(documents.repositoryId, helloWorld), eq(documents.docType, 'readme'))))[0]!;
    expect(after.status).toBe('ready');
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    const listed = await call<AgentList>(admin, 'GET', AGENT_ROUTES.agentsFor(helloWorld));
    expect(listed.body.agents.find((agent) => agent.id === 'failing-todo')!.last_status).toBe('error');
    expect(listed.body.agents.find((agent) => agent.id === 'readme')!.last_status).toBe('success');
  });

  it('keeps one run waiting per repository: runs asked for while one waits join it, widened', async () => {
    // Runs asked for while another waits join it; once one runs, the next waits behind it.
    const first = await call<RunAgentsResult>(admin, 'POST', AGENT_ROUTES.run, { repository_id: helloWorld, agent_ids: ['architecture'] });
    const second = await call<RunAgentsResult>(admin, 'POST', AGENT_ROUTES.run, { repository_id: helloWorld, agent_ids: ['code-index'] });
    const third = await call<RunAgentsResult>(admin, 'POST', AGENT_ROUTES.run, { repository_id: helloWorld, agent_ids: ['architecture'] });
    expect([first.status, second.status, third.status]).toEqual([202, 202, 202]);
    expect(third.body.job_id).toBe(second.body.job_id);
    await allJobsDone();
    const jobs = await call<AgentJob[]>(admin, 'GET', AGENT_ROUTES.jobs(helloWorld));
    const ids = new Set([first.body.job_id, second.body.job_id]);
    const runs = jobs.body.filter((job) => ids.has(job.id));
    // The first may already have started when the second came; then the second is its own job.
    if (first.body.job_id === second.body.job_id) expect(runs[0]!.agents).toEqual(['architecture', 'code-index']);
    else expect(runs.map((job) => job.agents)).toEqual([['architecture', 'code-index'], ['architecture']]);
    expect(runs.every((job) => job.status === 'success')).toBe(true);
  });
});
