import { eq } from 'drizzle-orm';
import { defaultSeed, pushToEmulator, startGithubEmulator, type RunningEmulator } from '@chronicle/github-emulator';
import { reply, startOpenAiTestServer, type OpenAiTestServer, type RecordedRequest } from '@chronicle/openai-test-server';
import { AI_ROUTES, SAMPLE_TEST_COMMITS, type AiConfiguration, type AiPhaseView, type Project, type ProjectStatus, type TestPhaseResult } from '@chronicle/contracts';
import { codeRepositories, documents } from '../src/database/schema.js';
import { AiPhasesService, MAX_CUSTOM_PHASES } from '../src/modules/ai-phases/ai-phases.service.js';
import type { TestBrowser } from './browser.js';
import { commit, connectedApp, documentsJobDone, entryOf, JOB_WAIT_MS, type Setup } from './connected-app.js';
import { githubEnv, signInThroughEmulator } from './sign-in.js';
import { DATABASE_KINDS, requireTestEnv, startTestApp, type TestApp, closeAll } from './test-app.js';

const SEED = { ...defaultSeed, users: [...defaultSeed.users, { login: 'hubot', name: 'Hubot', avatar_url: 'https://avatars.githubusercontent.com/u/480938?v=4' }] };
const COMMITS = [...SAMPLE_TEST_COMMITS];

type Answer<T> = { status: number; body: T };

async function call<T>(app: TestApp, browser: TestBrowser | null, method: string, route: string, body?: unknown): Promise<Answer<T>> {
  const headers: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
  const init: RequestInit = { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
  const response = browser ? await browser.request(`${app.url}${route}`, init) : await fetch(`${app.url}${route}`, init);
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

describe.each(DATABASE_KINDS)('AI phases on %s, without a model server', (kind) => {
  let emulator: RunningEmulator;
  let app: TestApp;
  let admin: TestBrowser;
  let user: TestBrowser;
  const as = <T>(browser: TestBrowser | null, method: string, route: string, body?: unknown) => call<T>(app, browser, method, route, body);

  beforeAll(async () => {
    emulator = await startGithubEmulator({ seed: SEED });
    app = await startTestApp(kind, githubEnv(emulator, { ADMIN_LOGINS: 'octocat', ...(kind === 'postgres' ? { REDIS_URL: requireTestEnv('TEST_REDIS_URL') } : {}) }), { listen: true });
    admin = await signInThroughEmulator(app, 'octocat');
    user = await signInThroughEmulator(app, 'hubot');
  });
  afterAll(async () => {
    await closeAll(app, emulator);
  });

  it('answers 401 signed out and 403 to a user who is not an admin, on every /api/ai route', async () => {
    const routes: Array<[string, string, unknown?]> = [
      ['GET', AI_ROUTES.phases],
      ['POST', AI_ROUTES.phases, { name: 'Risk notes', description: 'Flags risky changes.' }],
      ['PUT', AI_ROUTES.phase('headline'), { isActive: false }],
      ['DELETE', AI_ROUTES.phase('headline')],
      ['GET', AI_ROUTES.configurations],
      ['POST', AI_ROUTES.testPhase('headline'), { testData: { commits: COMMITS } }],
    ];
    for (const [method, route, body] of routes) {
      const signedOut = await as<{ statusCode: number; message: string }>(null, method, route, body);
      expect([method, route, signedOut.status]).toEqual([method, route, 401]);
      expect(signedOut.body.message).toEqual(expect.any(String));
      expect([method, route, (await as(user, method, route, body)).status]).toEqual([method, route, 403]);
    }
    // Nothing changed: the headline phase is still there and on.
    expect((await as<AiPhaseView[]>(admin, 'GET', AI_ROUTES.phases)).body.find((phase) => phase.id === 'headline')?.isActive).toBe(true);
  });

  it('lists the four built-in phases the product runs, each saying what it writes', async () => {
    const { status, body } = await as<AiPhaseView[]>(admin, 'GET', AI_ROUTES.phases);
    expect(status).toBe(200);
    expect(body.map((phase) => [phase.id, phase.order, phase.isCustom, phase.isActive])).toEqual([
      ['summarize', 1, false, true],
      ['headline', 2, false, true],
      ['social', 3, false, true],
      ['document-prose', 4, false, true],
    ]);
    const headline = body.find((phase) => phase.id === 'headline')!;
    expect(headline).toMatchObject({
      name: 'Headline',
      usedFor: 'the headline of every changelog entry (pushes and analyses)',
      requiredPlaceholder: '{commits}',
      maxTokens: 60,
      temperature: 0.5,
    });
    expect(headline.placeholders).toEqual(expect.arrayContaining(['commits', 'items', 'repository', 'tone']));
    expect(body.find((phase) => phase.id === 'document-prose')).toMatchObject({
      name: 'Document prose',
      requiredPlaceholder: '{facts}',
      placeholders: ['documentFile', 'documentTitle', 'sectionsWanted', 'facts'],
      maxTokens: 2048,
      temperature: 0.2,
      usedFor: expect.stringContaining('every document'),
    });
  });

  it('creates a custom phase with the defaults, refuses one without a name or {commits} or with a bad temperature', async () => {
    const created = await as<AiPhaseView>(admin, 'POST', AI_ROUTES.phases, { name: 'Risk notes', description: 'Flags risky changes.' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Risk notes',
      description: 'Flags risky changes.',
      order: 5,
      systemPrompt: 'You are an AI assistant that analyzes code commits.',
      userPromptTemplate: 'Analyze the following commits:\n\n{commits}',
      maxTokens: 1000,
      temperature: 0.7,
      isActive: true,
      isCustom: true,
      usedFor: 'tried in the Testing tab; not part of entries or documents',
      requiredPlaceholder: '{commits}',
      placeholders: expect.arrayContaining(['commits']),
    });
    expect((await as<AiPhaseView[]>(admin, 'GET', AI_ROUTES.phases)).body.map((phase) => phase.id)).toContain(created.body.id);

    expect(await as(admin, 'POST', AI_ROUTES.phases, { description: 'No name.' })).toEqual({ status: 400, body: { statusCode: 400, message: 'Please fill in all required fields' } });
    expect(await as(admin, 'POST', AI_ROUTES.phases, { name: 'Terse', description: 'Short.', userPromptTemplate: 'Analyze these.' })).toEqual({
      status: 400,
      body: { statusCode: 400, message: 'The user prompt template must contain the {commits} placeholder.' },
    });
    for (const temperature of [2.5, 0.75]) {
      const refused = await as<{ message: string }>(admin, 'POST', AI_ROUTES.phases, { name: 'Hot', description: 'Too hot.', temperature });
      expect([temperature, refused.status]).toEqual([temperature, 400]);
      expect(refused.body.message).toMatch(/temperature/i);
    }
    expect(await as(admin, 'POST', AI_ROUTES.phases, { name: '', description: '', temperature: 0.75 })).toEqual({
      status: 400,
      body: { statusCode: 400, message: 'Please fill in all required fields. Temperature must be between 0 and 2, in steps of 0.1.' },
    });
    expect((await as<AiPhaseView[]>(admin, 'GET', AI_ROUTES.phases)).body).toHaveLength(5);
  });

  it('updates a phase, deletes a custom one, and refuses to delete a built-in one or to find an unknown one', async () => {
    const phases = (await as<AiPhaseView[]>(admin, 'GET', AI_ROUTES.phases)).body;
    const custom = phases.find((phase) => phase.isCustom)!;
    const updated = await as<AiPhaseView>(admin, 'PUT', AI_ROUTES.phase(custom.id), { isActive: false, temperature: 1.3 });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: custom.id, isActive: false, temperature: 1.3, name: 'Risk notes', isCustom: true });
    expect((await as<AiPhaseView[]>(admin, 'GET', AI_ROUTES.phases)).body.find((phase) => phase.id === custom.id)).toMatchObject({ isActive: false, temperature: 1.3 });

    // A built-in phase may change every field but stays built-in; document prose keeps {facts}.
    const social = await as<AiPhaseView>(admin, 'PUT', AI_ROUTES.phase('social'), { name: 'Social post', temperature: 0.9 });
    expect(social.body).toMatchObject({ id: 'social', name: 'Social post', temperature: 0.9, isCustom: false });
    expect((await as(admin, 'PUT', AI_ROUTES.phase('social'), { isCustom: true })).status).toBe(400);
    expect(await as(admin, 'PUT', AI_ROUTES.phase('document-prose'), { userPromptTemplate: 'Describe {commits}.' })).toEqual({
      status: 400,
      body: { statusCode: 400, message: 'The user prompt template must contain the {facts} placeholder.' },
    });
    expect(await as(admin, 'PUT', AI_ROUTES.phase('headline'), { temperature: 2.5 })).toMatchObject({ status: 400 });
    // What the next start stores when missing leaves an edited phase as the admin left it.
    await app.app.get(AiPhasesService).onModuleInit();
    expect((await as<AiPhaseView[]>(admin, 'GET', AI_ROUTES.phases)).body.find((phase) => phase.id === 'social')).toMatchObject({ name: 'Social post', temperature: 0.9 });

    expect(await as(admin, 'DELETE', AI_ROUTES.phase('headline'))).toEqual({
      status: 409,
      body: { statusCode: 409, message: 'The built-in phase “Headline” cannot be deleted; switch it off instead.' },
    });
    expect((await as(admin, 'DELETE', AI_ROUTES.phase(custom.id))).status).toBe(204);
    expect((await as<AiPhaseView[]>(admin, 'GET', AI_ROUTES.phases)).body.map((phase) => phase.id)).not.toContain(custom.id);
    for (const [method, body] of [['PUT', { isActive: true }], ['DELETE', undefined], ['POST', { testData: { commits: COMMITS } }]] as const) {
      const route = method === 'POST' ? AI_ROUTES.testPhase(custom.id) : AI_ROUTES.phase(custom.id);
      expect(await as(admin, method, route, body)).toEqual({ status: 404, body: { statusCode: 404, message: `There is no AI phase with the id ${custom.id}.` } });
    }
    // Ids that no phase can have never reach the database: 404, not a failure.
    for (const id of ['%00', 'x'.repeat(5000), '..%2F..', '%E2%80%AE']) {
      expect([id.slice(0, 12), (await as(admin, 'PUT', `/api/ai/phases/${id}`, { isActive: true })).status]).toEqual([id.slice(0, 12), 404]);
      expect([id.slice(0, 12), (await as(admin, 'POST', `/api/ai/test-phase/${id}`, { testData: { commits: COMMITS } })).status]).toEqual([id.slice(0, 12), 404]);
    }
  });

  it('names the built-in engine as the default configuration and the model server as not configured', async () => {
    const { status, body } = await as<AiConfiguration[]>(admin, 'GET', AI_ROUTES.configurations);
    expect(status).toBe(200);
    expect(body.map((configuration) => [configuration.id, configuration.isDefault, configuration.available, configuration.model])).toEqual([
      ['built-in', true, true, null],
      ['model-server', false, false, null],
    ]);
    expect(body[1]!.description).toContain('OPENAI_BASE_URL');
  });

  it('tests a phase with the built-in engine: its text, the prompt with the commits, no tokens, the fact check passed', async () => {
    const { status, body } = await as<TestPhaseResult>(admin, 'POST', AI_ROUTES.testPhase('headline'), { testData: { commits: COMMITS } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ phaseId: 'headline', engine: 'built-in', generatedBy: 'built-in', model: null, tokens: { prompt: 0, completion: 0, total: 0 }, factCheck: { passed: true, problems: [] }, reason: null });
    expect(body.answer).toMatch(/sign in with GitHub/i);
    expect(body.answer!.length).toBeLessThanOrEqual(80);
    for (const message of COMMITS) expect(body.prompt.user).toContain(message);
    expect(body.prompt.user).not.toContain('{commits}');

    // Switched off, it is still tested: testing is how it is tried before switching it on.
    await as(admin, 'PUT', AI_ROUTES.phase('summarize'), { isActive: false });
    const summary = await as<TestPhaseResult>(admin, 'POST', AI_ROUTES.testPhase('summarize'), { testData: { commits: COMMITS } });
    expect(summary.body).toMatchObject({ generatedBy: 'built-in', answer: expect.any(String), reason: null });
    await as(admin, 'PUT', AI_ROUTES.phase('summarize'), { isActive: true });

    const prose = await as<TestPhaseResult>(admin, 'POST', AI_ROUTES.testPhase('document-prose'), { testData: { commits: COMMITS } });
    expect(prose.body).toMatchObject({ generatedBy: null, answer: null, factCheck: null, reason: expect.stringContaining('built-in engine has no text for a list of commits') });
    expect(prose.body.prompt.user).toContain('Document: README.md');
    expect(prose.body.prompt.user).toContain('fix(api): answer 404 instead of 500 for an unknown repository');

    const custom = await as<AiPhaseView>(admin, 'POST', AI_ROUTES.phases, { name: 'Risk notes', description: 'Flags risky changes.' });
    const tried = await as<TestPhaseResult>(admin, 'POST', AI_ROUTES.testPhase(custom.body.id), { testData: { commits: COMMITS } });
    expect(tried.body).toMatchObject({ generatedBy: null, answer: null, factCheck: null, reason: expect.stringContaining('Custom phases need a model server') });

    expect(await as(admin, 'POST', AI_ROUTES.testPhase('headline'), { testData: { commits: 'feat: one' } })).toMatchObject({ status: 400 });
  });

  it('refuses null for a field that may only be left out, and a temperature no one typed, with a 400 and a sentence', async () => {
    const phase = { name: 'Null check', description: 'Refuses null.' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ systemPrompt: null }, 'The request is not valid: systemPrompt must be text.'],
      [{ userPromptTemplate: null }, 'The request is not valid: userPromptTemplate must be text.'],
      [{ isActive: null }, 'The request is not valid: isActive must be true or false.'],
      [{ maxTokens: null }, 'The request is not valid: maxTokens must be a whole number from 1 to 32000.'],
      [{ temperature: null }, 'The request is not valid: temperature must be a number from 0 to 2.'],
      [{ name: null }, 'The request is not valid: name must be text.'],
      [{ temperature: 1e-320 }, 'Temperature must be between 0 and 2, in steps of 0.1.'],
      [{ temperature: 5e-324 }, 'Temperature must be between 0 and 2, in steps of 0.1.'],
      [{ temperature: 1e-12 }, 'Temperature must be between 0 and 2, in steps of 0.1.'],
    ];
    for (const [fields, message] of cases) {
      const created = await as(admin, 'POST', AI_ROUTES.phases, { ...phase, ...fields });
      expect([fields, created]).toEqual([fields, { status: 400, body: { statusCode: 400, message } }]);
      const updated = await as(admin, 'PUT', AI_ROUTES.phase('social'), fields);
      expect([fields, updated]).toEqual([fields, { status: 400, body: { statusCode: 400, message } }]);
    }
    // Nothing was stored or changed.
    const phases = (await as<AiPhaseView[]>(admin, 'GET', AI_ROUTES.phases)).body;
    expect(phases.map((stored) => stored.name)).not.toContain('Null check');
    expect(phases.find((stored) => stored.id === 'social')).toMatchObject({ isActive: true, temperature: expect.any(Number) });
  });

  it(`keeps at most ${MAX_CUSTOM_PHASES} custom phases, also when they are created all at once`, async () => {
    const customs = async () => (await as<AiPhaseView[]>(admin, 'GET', AI_ROUTES.phases)).body.filter((phase) => phase.isCustom);
    const before = (await customs()).length;
    const attempts = MAX_CUSTOM_PHASES + 10 - before;
    const answers = await Promise.all(Array.from({ length: attempts }, (_, index) => as<{ message: string }>(admin, 'POST', AI_ROUTES.phases, { name: `Phase ${index}`, description: 'One of many.' })));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(MAX_CUSTOM_PHASES - before);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused).toHaveLength(10);
    for (const answer of refused) {
      expect(answer).toEqual({ status: 409, body: { statusCode: 409, message: `There are already ${MAX_CUSTOM_PHASES} custom phases, the most Chronicle keeps: delete one before creating another.` } });
    }
    const stored = await customs();
    expect(stored).toHaveLength(MAX_CUSTOM_PHASES);
    // Deleting one makes room for one.
    expect((await as(admin, 'DELETE', AI_ROUTES.phase(stored[0]!.id))).status).toBe(204);
    expect((await as(admin, 'POST', AI_ROUTES.phases, { name: 'Room again', description: 'Fits.' })).status).toBe(201);
    expect((await as(admin, 'POST', AI_ROUTES.phases, { name: 'No room', description: 'Refused.' })).status).toBe(409);
  });
});

describe('AI phases with the OpenAI-compatible test server', () => {
  let model: OpenAiTestServer;
  let setup: Setup;
  let repositoryId: string;
  const as = <T>(method: string, route: string, body?: unknown) => call<T>(setup.app, setup.browser, method, route, body);
  const userMessage = (request: RecordedRequest) => ((request.body as { messages?: Array<{ role: string; content: string }> }).messages ?? []).find((message) => message.role === 'user')?.content ?? '';

  beforeAll(async () => {
    model = await startOpenAiTestServer({ apiKey: 'sk-chronicle-test' });
    // octocat signs in, connects octocat/hello-world and is an admin.
    setup = await connectedApp('pglite', { OPENAI_BASE_URL: model.url, OPENAI_API_KEY: 'sk-chronicle-test', OPENAI_MODEL: 'chronicle-test-model', ADMIN_LOGINS: 'octocat' });
    const [row] = await setup.app.database.db.select().from(codeRepositories);
    repositoryId = row!.id;
    await documentsJobDone(setup.app, repositoryId, new Date(0));
  });
  afterAll(async () => {
    await closeAll(setup.app, setup.emulator, model);
  });

  it('names the model server as the default configuration, with its model and host but not its key', async () => {
    const { body } = await as<AiConfiguration[]>('GET', AI_ROUTES.configurations);
    const server = body.find((configuration) => configuration.id === 'model-server')!;
    expect(server).toMatchObject({ isDefault: true, available: true, model: 'chronicle-test-model', name: `Model server: chronicle-test-model at 127.0.0.1:${model.port}` });
    expect(server.runs).toEqual(expect.arrayContaining(['Headline: the headline of every changelog entry (pushes and analyses)']));
    expect(JSON.stringify(body)).not.toContain('sk-chronicle-test');
    expect(body.find((configuration) => configuration.id === 'built-in')!.isDefault).toBe(false);
  });

  it('tests a phase with the model: the rendered prompt as sent, its answer, its usage and the fact check', async () => {
    model.reset();
    model.respondWith(reply.text('Sign in with GitHub, and a 404 for an unknown repository', { promptTokens: 321, completionTokens: 12 }));
    const { status, body } = await as<TestPhaseResult>('POST', AI_ROUTES.testPhase('headline'), { testData: { commits: COMMITS } });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      phaseId: 'headline',
      engine: 'model-server',
      generatedBy: 'model',
      model: 'chronicle-test-model',
      answer: 'Sign in with GitHub, and a 404 for an unknown repository',
      tokens: { prompt: 321, completion: 12, total: 333 },
      factCheck: { passed: true, problems: [] },
      reason: null,
    });
    expect(body.durationMs).toEqual(expect.any(Number));
    for (const message of COMMITS) expect(body.prompt.user).toContain(message);
    expect(model.requests).toHaveLength(1);
    expect(userMessage(model.requests[0]!)).toBe(body.prompt.user);
    // Testing again asks again: no answer from a cache, real tokens.
    model.respondWith(reply.text('Sign in with GitHub, and a 404 for an unknown repository', { promptTokens: 321, completionTokens: 12 }));
    expect((await as<TestPhaseResult>('POST', AI_ROUTES.testPhase('headline'), { testData: { commits: COMMITS } })).body.tokens.total).toBe(333);
    expect(model.requests).toHaveLength(2);

    // An answer that names a version the commits never mention fails the fact check: the built-in text is kept.
    model.respondWith(reply.text('Version 9.4.1 signs you in with GitHub', { promptTokens: 300, completionTokens: 9 }));
    const checked = await as<TestPhaseResult>('POST', AI_ROUTES.testPhase('headline'), { testData: { commits: [...COMMITS, 'chore: tidy'] } });
    expect(checked.body).toMatchObject({ generatedBy: 'built-in', factCheck: { passed: false }, tokens: { total: 309 } });
    expect(checked.body.factCheck!.problems.join(' ')).toContain('9.4.1');

    const custom = await as<AiPhaseView>('POST', AI_ROUTES.phases, { name: 'Risk notes', description: 'Flags risky changes.', userPromptTemplate: 'List the risky changes:\n{commits}' });
    model.respondWith(reply.text('The 404 change alters what clients see for unknown repositories.', { promptTokens: 200, completionTokens: 14 }));
    const tried = await as<TestPhaseResult>('POST', AI_ROUTES.testPhase(custom.body.id), { testData: { commits: COMMITS } });
    expect(tried.body).toMatchObject({ generatedBy: 'model', answer: 'The 404 change alters what clients see for unknown repositories.', tokens: { total: 214 } });
    expect(tried.body.prompt.user).toContain('List the risky changes:\n- ');
    await as('DELETE', AI_ROUTES.phase(custom.body.id));

    const overview = '{"overview": "The service signs people in with GitHub and answers 404 for an unknown repository.", "sections": {}}';
    model.respondWith(reply.text(overview, { promptTokens: 410, completionTokens: 30 }));
    const prose = await as<TestPhaseResult>('POST', AI_ROUTES.testPhase('document-prose'), { testData: { commits: COMMITS } });
    expect(prose.body).toMatchObject({ phaseId: 'document-prose', generatedBy: 'model', answer: overview, tokens: { prompt: 410, completion: 30, total: 440 }, factCheck: { passed: true } });
    expect(prose.body.prompt.user).toMatch(/^Document: README\.md — /);
    expect(prose.body.prompt.user).toContain('docs: explain the release checklist');
    expect(model.requests.at(-1)!.body).toMatchObject({ temperature: 0.2, max_tokens: 2048 });
  });

  it('asks the model for the headline with the edited prompt, and not at all once the phase is off', async () => {
    const edited = await as<AiPhaseView[]>('GET', AI_ROUTES.phases).then(({ body }) => body.find((phase) => phase.id === 'headline')!);
    expect((await as('PUT', AI_ROUTES.phase('headline'), { userPromptTemplate: `${edited.userPromptTemplate}\n\nMention the word MARMALADE.`, temperature: 0.1 })).status).toBe(200);
    model.reset();
    const first = await pushToEmulator(setup.emulator, { owner: 'octocat', repo: 'hello-world', branch: 'main', commits: [commit('feat: add CSV export for reports')] });
    await entryOf(setup, first.deliveries[0]!.id);
    const headlineRequests = () => model.requests.filter((request) => userMessage(request).startsWith('Write the headline of this push'));
    expect(headlineRequests()).toHaveLength(1);
    expect(userMessage(headlineRequests()[0]!)).toContain('Mention the word MARMALADE.');
    expect(userMessage(headlineRequests()[0]!)).toContain('add CSV export for reports');
    expect((headlineRequests()[0]!.body as { temperature: number }).temperature).toBe(0.1);
    expect(model.requests.some((request) => userMessage(request).startsWith('Write the summary of this push'))).toBe(true);

    await as('PUT', AI_ROUTES.phase('headline'), { isActive: false });
    model.reset();
    const second = await pushToEmulator(setup.emulator, { owner: 'octocat', repo: 'hello-world', branch: 'main', commits: [commit('fix: handle empty uploads without crashing')] });
    const entry = await entryOf(setup, second.deliveries[0]!.id);
    expect(headlineRequests()).toHaveLength(0);
    expect(model.requests.some((request) => userMessage(request).startsWith('Write the summary of this push'))).toBe(true);
    // The built-in engine wrote the headline instead.
    expect(entry.headline).toMatch(/empty uploads/i);
    await as('PUT', AI_ROUTES.phase('headline'), { isActive: true });
    await documentsJobDone(setup.app, repositoryId, new Date(0));
  });

  it("writes an analysis's entries with the stored phases too", async () => {
    await pushToEmulator(setup.emulator, { owner: 'octocat', repo: 'Spoon-Knife', branch: 'master', commits: [commit('feat: add a fork counter'), commit('fix: count forks of forks once')] });
    const summarize = await as<AiPhaseView[]>('GET', AI_ROUTES.phases).then(({ body }) => body.find((phase) => phase.id === 'summarize')!);
    await as('PUT', AI_ROUTES.phase('summarize'), { userPromptTemplate: `${summarize.userPromptTemplate}\n\nMention the word PAPAYA.` });
    await as('PUT', AI_ROUTES.phase('social'), { isActive: false });
    model.reset();
    const added = await as<Project>('POST', '/api/admin/projects', { repositoryUrl: `${setup.emulator.url}/octocat/Spoon-Knife` });
    expect(added.status).toBe(201);
    const deadline = Date.now() + JOB_WAIT_MS;
    let status: ProjectStatus;
    do {
      await new Promise((resolve) => setTimeout(resolve, 200));
      status = (await as<ProjectStatus>('GET', `/api/admin/projects/${added.body.id}/status`)).body;
    } while (status.status !== 'success' && status.status !== 'error' && Date.now() < deadline);
    expect(status.status).toBe('success');
    const summaries = model.requests.filter((request) => userMessage(request).startsWith('Write the summary of this push'));
    expect(summaries.length).toBeGreaterThan(0);
    expect(summaries.every((request) => userMessage(request).includes('Mention the word PAPAYA.'))).toBe(true);
    expect(model.requests.some((request) => userMessage(request).startsWith('Write a post announcing this push'))).toBe(false);
    await as('PUT', AI_ROUTES.phase('summarize'), { userPromptTemplate: summarize.userPromptTemplate });
    await as('PUT', AI_ROUTES.phase('social'), { isActive: true });
  });

  it('writes the documents again with an edited document-prose prompt, and without the model once it is off', async () => {
    const prose = await as<AiPhaseView[]>('GET', AI_ROUTES.phases).then(({ body }) => body.find((phase) => phase.id === 'document-prose')!);
    await documentsJobDone(setup.app, repositoryId, new Date(0));
    expect((await as('PUT', AI_ROUTES.phase('document-prose'), { userPromptTemplate: `Mention the word MARMALADE.\n${prose.userPromptTemplate}`, temperature: 0.9, maxTokens: 700 })).status).toBe(200);
    model.reset();
    const pushedAt = new Date();
    const push = await pushToEmulator(setup.emulator, { owner: 'octocat', repo: 'hello-world', branch: 'main', commits: [commit('docs: note the release checklist')] });
    await entryOf(setup, push.deliveries[0]!.id);
    const job = await documentsJobDone(setup.app, repositoryId, pushedAt);
    expect(job.status).toBe('success');
    const proseRequests = model.requests.filter((request) => userMessage(request).startsWith('Mention the word MARMALADE.\nDocument: '));
    const stored = await setup.app.database.db.select().from(documents).where(eq(documents.repositoryId, repositoryId));
    // The prompt changed the engine label of every document: each was asked for again, none kept.
    expect(proseRequests).toHaveLength(stored.length);
    expect(proseRequests[0]!.body).toMatchObject({ temperature: 0.9, max_tokens: 700 });
    expect(userMessage(proseRequests[0]!)).toContain('Facts:');
    // The test server's answer is no JSON object: each document says the model was asked and why its text was not kept.
    expect(stored.every((row) => row.fallback !== null && row.tokensUsed > 0)).toBe(true);

    await as('PUT', AI_ROUTES.phase('document-prose'), { isActive: false });
    model.reset();
    const offAt = new Date();
    const next = await pushToEmulator(setup.emulator, { owner: 'octocat', repo: 'hello-world', branch: 'main', commits: [commit('docs: one more note')] });
    await entryOf(setup, next.deliveries[0]!.id);
    await documentsJobDone(setup.app, repositoryId, offAt);
    expect(model.requests.filter((request) => userMessage(request).includes('Document: '))).toHaveLength(0);
    // Written again by the built-in engine alone: no model asked, no tokens, nothing to fall back from.
    const written = await setup.app.database.db.select().from(documents).where(eq(documents.repositoryId, repositoryId));
    expect(written.every((row) => row.engine === 'built-in' && row.fallback === null && row.tokensUsed === 0 && row.updatedAt >= offAt)).toBe(true);
  });
});
