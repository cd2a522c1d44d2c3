import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { defaultSeed, pushToEmulator, startGithubEmulator, type RunningEmulator } from '@chronicle/github-emulator';
import { API_ERRORS, EVENT_ROUTES, type RepositorySummary } from '@chronicle/contracts';
import { codeRepositories } from '../src/database/schema.js';
import type { TestBrowser } from './browser.js';
import { commit, HUBOT } from './connected-app.js';
import { eventNamed, openEventStream, type EventStreamReader } from './event-stream.js';
import { githubEnv, signInThroughEmulator } from './sign-in.js';
import { closeAll, requireTestEnv, startTestApp, type TestApp } from './test-app.js';

// GET /api/events: the live updates an open dashboard follows. Who may open it, what each user
// hears, how many may be open, and that events written by a worker process reach the api process.
const SEED = {
  users: [...defaultSeed.users, HUBOT],
  repositories: [
    ...defaultSeed.repositories,
    { owner: 'hubot', name: 'hubot-scripts', description: "Hubot's scripts.", language: 'JavaScript', stargazers_count: 0, default_branch: 'main', private: false },
  ],
};

/** Connects a repository of the signed-in user, as Settings does; answers its Chronicle id. */
async function connect(app: TestApp, browser: TestBrowser, fullName: string): Promise<string> {
  const repositories = (await (await browser.request(`${app.url}/api/repos`)).json()) as RepositorySummary[];
  const found = repositories.find((repository) => repository.full_name === fullName)!;
  const [owner, name] = fullName.split('/');
  const answer = await browser.request(`${app.url}/api/repos/connect`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ repoId: found.id, repoName: name, owner, fullName }),
  });
  expect(answer.status).toBe(201);
  const [row] = await app.database.db.select().from(codeRepositories).where(and(eq(codeRepositories.fullName, fullName), eq(codeRepositories.kind, 'connected')));
  return row!.id;
}

async function push(emulator: RunningEmulator, fullName: string, message: string): Promise<string> {
  const [owner, repo] = fullName.split('/');
  const result = await pushToEmulator(emulator, { owner: owner!, repo: repo!, branch: 'main', commits: [commit(message)] });
  expect(result.deliveries.map((delivery) => delivery.status)).toEqual([202]);
  return result.deliveries[0]!.id;
}

describe('GET /api/events in one process (embedded database, in-process queue)', () => {
  let emulator: RunningEmulator;
  let app: TestApp;
  const streams: EventStreamReader[] = [];

  beforeAll(async () => {
    emulator = await startGithubEmulator({ seed: SEED });
    app = await startTestApp('pglite', githubEnv(emulator, { CHRONICLE_EVENT_STREAMS_PER_USER: '2', CHRONICLE_EVENT_STREAMS: '3' }), { listen: true });
  });
  afterEach(async () => {
    for (const stream of streams.splice(0)) await stream.close();
  });
  afterAll(async () => {
    await closeAll(app, emulator);
  });

  async function open(browser: TestBrowser): Promise<EventStreamReader> {
    const stream = await openEventStream(app.url, browser);
    streams.push(stream);
    return stream;
  }

  it('answers 401 with a sentence when signed out, and says who may call it', async () => {
    const response = await fetch(`${app.url}${EVENT_ROUTES.stream}`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ statusCode: 401, message: API_ERRORS.signInRequired });
    const openApi = (await (await fetch(`${app.url}/api/openapi.json`)).json()) as { paths: Record<string, { get: { 'x-access': string } }> };
    expect(openApi.paths['/api/events']!.get['x-access']).toBe('signed-in');
  });

  it("tells each user of their own repository's new entry and nobody else's", async () => {
    const octocat = await signInThroughEmulator(app);
    const hubot = await signInThroughEmulator(app, HUBOT.login);
    const helloWorld = await connect(app, octocat, 'octocat/hello-world');
    const scripts = await connect(app, hubot, 'hubot/hubot-scripts');
    const octocatStream = await open(octocat);
    const hubotStream = await open(hubot);
    expect(octocatStream.status).toBe(200);
    expect(octocatStream.contentType).toBe('text/event-stream; charset=utf-8');
    // no-transform keeps the compression middleware from holding events back.
    expect(octocatStream.cacheControl).toBe('no-store, no-transform');

    const octocatDelivery = await push(emulator, 'octocat/hello-world', 'feat: greet the world in French');
    const { event: octocatEntry } = await eventNamed(octocatStream, 'entry.published');
    expect(octocatEntry.data).toEqual({ repositoryId: helloWorld, deliveryId: octocatDelivery });
    expect(octocatStream.comments).toContain('connected');

    // octocat's entry was announced before hubot pushed: had hubot's stream been told of it, it would come first.
    const hubotDelivery = await push(emulator, 'hubot/hubot-scripts', 'feat: add a deploy script');
    const { event: hubotEntry, before } = await eventNamed(hubotStream, 'entry.published');
    expect(hubotEntry.data).toEqual({ repositoryId: scripts, deliveryId: hubotDelivery });
    expect(before.filter((event) => (event.data as { repositoryId: string }).repositoryId !== scripts)).toEqual([]);
  });

  it('holds at most so many streams per user and in all, refusing more with 429 and a sentence', async () => {
    const octocat = await signInThroughEmulator(app);
    const hubot = await signInThroughEmulator(app, HUBOT.login);
    await open(octocat);
    await open(octocat);
    const third = await octocat.request(`${app.url}${EVENT_ROUTES.stream}`);
    expect(third.status).toBe(429);
    expect(await third.json()).toEqual({ statusCode: 429, message: API_ERRORS.tooManyEventStreams });

    // The process holds three in all (CHRONICLE_EVENT_STREAMS): hubot gets one, then none.
    await open(hubot);
    const fourth = await hubot.request(`${app.url}${EVENT_ROUTES.stream}`);
    expect(fourth.status).toBe(429);
    expect(await fourth.json()).toEqual({ statusCode: 429, message: API_ERRORS.serverBusyEventStreams });

    // A closed stream frees its place.
    await streams.shift()!.close();
    let reopened: EventStreamReader | null = null;
    for (let attempt = 0; attempt < 100 && !reopened; attempt++) {
      const stream = await openEventStream(app.url, octocat);
      if (stream.status === 200) reopened = stream;
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(reopened).not.toBeNull();
    streams.push(reopened!);
  });

  it('ends the stream when its session signs out', async () => {
    const octocat = await signInThroughEmulator(app);
    const stream = await open(octocat);
    expect(stream.status).toBe(200);
    const logout = await octocat.request(`${app.url}/api/auth/logout`, { method: 'POST' });
    expect(logout.status).toBe(200);
    await stream.ended();
    expect((await octocat.request(`${app.url}${EVENT_ROUTES.stream}`)).status).toBe(401);
  });
});

describe('GET /api/events with an api process and a worker process sharing PostgreSQL and Redis', () => {
  let emulator: RunningEmulator;
  let api: TestApp;
  let worker: TestApp;

  beforeAll(async () => {
    emulator = await startGithubEmulator({ seed: SEED });
    // One installation: the same Redis, database and encryption key.
    const redis = { REDIS_URL: requireTestEnv('TEST_REDIS_URL'), ENCRYPTION_KEY: randomBytes(32).toString('hex') };
    api = await startTestApp('postgres', githubEnv(emulator, { ...redis, CHRONICLE_ROLE: 'api' }), { listen: true });
    worker = await startTestApp('postgres', githubEnv(emulator, { ...redis, CHRONICLE_ROLE: 'worker', DATABASE_URL: api.config.databaseUrl!, PUBLIC_URL: api.url }));
  });
  afterAll(async () => {
    await closeAll(worker, api, emulator);
  });

  it('tells a page open on the api process of the entry the worker wrote', async () => {
    const octocat = await signInThroughEmulator(api);
    const helloWorld = await connect(api, octocat, 'octocat/hello-world');
    const stream = await openEventStream(api.url, octocat);
    try {
      const delivery = await push(emulator, 'octocat/hello-world', 'feat: greet the world in Welsh');
      const { event } = await eventNamed(stream, 'entry.published');
      expect(event.data).toEqual({ repositoryId: helloWorld, deliveryId: delivery });
    } finally {
      await stream.close();
    }
  });
});
