import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { defaultSeed, pushToEmulator, redeliverOnEmulator } from '@chronicle/github-emulator';
import type { ActiveRepositoryView } from '@chronicle/contracts';
import { reply, startOpenAiTestServer } from '@chronicle/openai-test-server';
import { changelogEntries, codeRepositories, webhookDeliveries } from '../src/database/schema.js';
import { commit, connectedApp, entries, entryOf, JOB_WAIT_MS, type Setup } from './connected-app.js';
import { signInThroughEmulator } from './sign-in.js';
import { freePort, requireTestEnv, closeAll } from './test-app.js';

describe.each([
  ['the embedded database and the in-process queue', 'pglite' as const, () => ({})],
  ['PostgreSQL and BullMQ on Redis', 'postgres' as const, () => ({ REDIS_URL: requireTestEnv('TEST_REDIS_URL') })],
])('changelog entries on %s', (_name, kind, env) => {
  let setup: Setup;

  beforeAll(async () => {
    // Payloads list at most 4 commits here (GitHub's cap is 2048), so a longer push is read from git.
    setup = await connectedApp(kind, { ...env(), GITHUB_PUSH_PAYLOAD_LIMIT: '4' }, { pushPayloadCommitLimit: 4 });
  });
  afterAll(async () => {
    await closeAll(setup.app, setup.emulator);
  });

  it('makes one entry per push to main, with a headline, a summary, a social snippet and the commit count', async () => {
    const result = await pushToEmulator(setup.emulator, {
      owner: 'octocat',
      repo: 'hello-world',
      branch: 'main',
      commits: [commit('feat: add a Redis store'), commit('fix: refill tokens at the configured rate'), commit('docs: explain the sliding window')],
    });
    const entry = await entryOf(setup, result.deliveries[0]!.id);
    expect(entry.commitCount).toBe(3);
    expect(entry.commitShas).toEqual(expect.arrayContaining(result.commits));
    expect(entry.headline.length).toBeGreaterThan(0);
    expect(entry.headline.length).toBeLessThanOrEqual(80);
    expect(entry.summary).toMatch(/Redis store/i);
    expect(entry.socialText.length).toBeLessThanOrEqual(280);
    // The snippet names the repository and ends with the push's compare view.
    expect(entry.socialText).toContain('octocat/hello-world');
    expect(entry.socialText).toMatch(/ https?:\/\/\S+\/octocat\/hello-world\/compare\/\S+$/);
    expect(entry.generatedBy).toBe('built-in');

    const listed = await entries(setup);
    expect(listed[0]).toEqual({
      id: entry.id,
      headline: entry.headline,
      summary: entry.summary,
      socialText: entry.socialText,
      commitCount: 3,
      pushedAt: expect.any(String),
      processingMs: expect.any(Number),
    });
  });

  it('reads a push with more commits than its payload lists from git', async () => {
    const messages = ['feat: add quota tiers', 'fix: count bursts per key', 'docs: document quota tiers', 'test: cover burst counting', 'refactor: split the limiter', 'chore: bump the Redis client'];
    const result = await pushToEmulator(setup.emulator, { owner: 'octocat', repo: 'hello-world', branch: 'main', commits: messages.map(commit) });
    const entry = await entryOf(setup, result.deliveries[0]!.id);
    expect(entry.commitCount).toBe(6);
    expect([...entry.commitShas].sort()).toEqual([...result.commits].sort());
  });

  it("reports the dashboard's figures: entries, this week, processing time and public views", async () => {
    const before = (await (await setup.browser.request(`${setup.app.url}/api/repos/active`)).json()) as ActiveRepositoryView;
    expect(before.repository).toMatchObject({ fullName: 'octocat/hello-world', isActive: true });
    await fetch(`${setup.app.url}/api/public/${before.repository!.publicSlug}`);
    const after = (await (await setup.browser.request(`${setup.app.url}/api/repos/active`)).json()) as ActiveRepositoryView;
    const total = (await setup.app.database.db.select().from(changelogEntries)).length;
    expect(after.stats).toEqual({ totalEntries: total, thisWeek: total, avgProcessingMs: expect.any(Number), publicViews: before.stats!.publicViews + 1, failedPushes: 0 });
    expect(after.stats!.avgProcessingMs).toBeGreaterThanOrEqual(0);
  });

  it('never makes two entries for one push, even when GitHub delivers it twice', async () => {
    const result = await pushToEmulator(setup.emulator, { owner: 'octocat', repo: 'hello-world', branch: 'main', commits: [commit('Add burst allowance')] });
    await entryOf(setup, result.deliveries[0]!.id);
    await redeliverOnEmulator(setup.emulator, { owner: 'octocat', repo: 'hello-world', deliveryId: result.deliveries[0]!.id });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const rows = await setup.app.database.db.select().from(changelogEntries).where(eq(changelogEntries.deliveryId, result.deliveries[0]!.id));
    expect(rows).toHaveLength(1);
  });

  it('makes no entry for a push to another branch', async () => {
    const before = (await entries(setup)).length;
    const result = await pushToEmulator(setup.emulator, { owner: 'octocat', repo: 'hello-world', branch: 'experiment', commits: [commit('Try a new bucket')] });
    expect(result.deliveries[0]!.status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await entries(setup)).toHaveLength(before);
  });

  it("deletes the user's own entry, answers 404 for any other id and 400 for a malformed one", async () => {
    const [first] = await entries(setup);
    const missing = await setup.browser.request(`${setup.app.url}/api/changelog-entries/00000000-0000-4000-8000-000000000000`, { method: 'DELETE' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ statusCode: 404, message: 'There is no changelog entry with this id among yours.' });
    const malformed = await setup.browser.request(`${setup.app.url}/api/changelog-entries/not-an-id`, { method: 'DELETE' });
    expect([malformed.status, await malformed.json()]).toEqual([400, { statusCode: 400, message: 'The entry id must be a UUID, such as 3f2a6c1e-8b4d-4e0f-9a7b-2c5d1e8f0a6b.' }]);

    const deleted = await setup.browser.request(`${setup.app.url}/api/changelog-entries/${first!.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect((await entries(setup)).map((entry) => entry.id)).not.toContain(first!.id);
  });
});

describe("another user's entries", () => {
  it('answer 404 to a delete, and stay', async () => {
    const seed = { ...defaultSeed, users: [...defaultSeed.users, { login: 'hubot', name: 'Hubot', avatar_url: 'https://avatars.githubusercontent.com/u/480938?v=4' }] };
    const owner = await connectedApp('pglite', {}, { seed });
    try {
      const result = await pushToEmulator(owner.emulator, { owner: 'octocat', repo: 'hello-world', branch: 'main', commits: [commit('Add quota reports')] });
      const entry = await entryOf(owner, result.deliveries[0]!.id);
      const stranger = await signInThroughEmulator(owner.app, 'hubot');
      const refused = await stranger.request(`${owner.app.url}/api/changelog-entries/${entry.id}`, { method: 'DELETE' });
      expect(refused.status).toBe(404);
      expect((await entries(owner)).map((listed) => listed.id)).toContain(entry.id);
    } finally {
      await closeAll(owner.app, owner.emulator);
    }
  });
});

describe('with an OpenAI-compatible model server configured', () => {
  it("writes the entry's texts with the model over HTTP", async () => {
    const model = await startOpenAiTestServer({ apiKey: 'sk-chronicle-test' });
    const setup = await connectedApp('pglite', { OPENAI_BASE_URL: model.url, OPENAI_API_KEY: 'sk-chronicle-test', OPENAI_MODEL: 'chronicle-test-model' });
    try {
      const summary = 'This push adds CSV export for reports and stops empty uploads from crashing.';
      const headline = 'CSV export for reports, and empty uploads no longer crash';
      const social = 'octocat/hello-world can now export reports as CSV, and empty uploads no longer crash.';
      model.respondWith(reply.text(summary), reply.text(headline), reply.text(social));
      const result = await pushToEmulator(setup.emulator, { owner: 'octocat', repo: 'hello-world', branch: 'main', commits: [commit('feat: add CSV export for reports'), commit('fix: handle empty uploads without crashing')] });
      const entry = await entryOf(setup, result.deliveries[0]!.id);
      expect(entry).toMatchObject({ headline, summary, generatedBy: 'model' });
      expect(model.requests).toHaveLength(3);
      expect(JSON.stringify(model.requests[0]!.body)).toContain('add CSV export for reports');
    } finally {
      await closeAll(setup.app, setup.emulator, model);
    }
  });
});

describe('a push whose entry cannot be made', () => {
  it('is retried, then shows as failed — with no entry — and the dashboard counts it', async () => {
    const setup = await connectedApp('pglite', { CHRONICLE_JOB_ATTEMPTS: '2', GITHUB_PUSH_PAYLOAD_LIMIT: '1' });
    try {
      const [repository] = await setup.app.database.db.select().from(codeRepositories);
      // A payload at the limit whose repository cannot be cloned: reading the rest from git fails.
      await setup.app.database.db.insert(webhookDeliveries).values({
        deliveryId: 'failing-delivery',
        repositoryId: repository!.id,
        event: 'push',
        status: 'received',
        payload: {
          ref: 'refs/heads/main',
          before: 'a'.repeat(40),
          after: 'b'.repeat(40),
          commits: [{ id: 'b'.repeat(40), message: 'Add a thing', timestamp: '2026-11-21T00:00:00Z' }],
          repository: { id: 1, clone_url: `file://${path.join(tmpdir(), 'chronicle-no-such-repository')}` },
        },
      });
      const deadline = Date.now() + JOB_WAIT_MS;
      let status = 'received';
      while (status !== 'failed' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        [{ status }] = await setup.app.database.db.select({ status: webhookDeliveries.status }).from(webhookDeliveries).where(eq(webhookDeliveries.deliveryId, 'failing-delivery')) as { status: string }[];
      }
      expect(status).toBe('failed');
      const [delivery] = await setup.app.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.deliveryId, 'failing-delivery'));
      expect(delivery!.note).toMatch(/git .*log.* failed/);
      expect(await setup.app.database.db.select().from(changelogEntries)).toEqual([]);
      const view = (await (await setup.browser.request(`${setup.app.url}/api/repos/active`)).json()) as ActiveRepositoryView;
      expect(view.stats).toMatchObject({ totalEntries: 0, failedPushes: 1 });
    } finally {
      await closeAll(setup.app, setup.emulator);
    }
  });
});

describe('a Redis outage while deliveries arrive', () => {
  let redis: ChildProcess | null = null;
  let redisDir: string;
  let port: number;

  function startRedisOn(portNumber: number): Promise<ChildProcess> {
    return new Promise((resolve, reject) => {
      const child = spawn('redis-server', ['--port', String(portNumber), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', redisDir], { stdio: ['ignore', 'pipe', 'ignore'] });
      child.stdout!.on('data', (chunk: Buffer) => String(chunk).includes('Ready to accept connections') && resolve(child));
      child.on('error', reject);
    });
  }

  async function stopRedis(): Promise<void> {
    if (!redis) return;
    const exited = new Promise((resolve) => redis!.once('exit', resolve));
    redis.kill('SIGKILL');
    await exited;
    redis = null;
  }

  beforeAll(async () => {
    redisDir = mkdtempSync(path.join(tmpdir(), 'chronicle-redis-'));
    port = await freePort();
    redis = await startRedisOn(port);
  });
  afterAll(async () => {
    await stopRedis();
    rmSync(redisDir, { recursive: true, force: true });
  });

  it('loses no accepted push: each gets its entry once Redis is back', async () => {
    const setup = await connectedApp('pglite', { REDIS_URL: `redis://127.0.0.1:${port}` });
    try {
      await stopRedis();
      const pushes = [];
      for (const message of ['Add tiered limits', 'Fix the window rollover', 'Add Prometheus metrics']) {
        pushes.push(await pushToEmulator(setup.emulator, { owner: 'octocat', repo: 'hello-world', branch: 'main', commits: [commit(message)] }));
      }
      for (const result of pushes) expect(result.deliveries[0]!.status).toBe(202);
      const waiting = await setup.app.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.status, 'received'));
      expect(waiting.length).toBeGreaterThanOrEqual(3);

      redis = await startRedisOn(port);
      for (const result of pushes) await entryOf(setup, result.deliveries[0]!.id);
      const rows = await setup.app.database.db.select().from(changelogEntries);
      expect(rows).toHaveLength(3);
    } finally {
      await closeAll(setup.app, setup.emulator);
    }
  });
});
