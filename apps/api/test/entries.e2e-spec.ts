import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { defaultSeed, pushToEmulator, redeliverOnEmulator } from '@chronicle/github-emulator';
import { changelogEntries, webhookDeliveries } from '../src/database/schema.js';
import { commit, connectedApp, entries, entryOf, type Setup } from './connected-app.js';
import { signInThroughEmulator } from './sign-in.js';
import { freePort, requireTestEnv } from './test-app.js';

describe.each([
  ['the embedded database and the in-process queue', 'pglite' as const, () => ({})],
  ['PostgreSQL and BullMQ on Redis', 'postgres' as const, () => ({ REDIS_URL: requireTestEnv('TEST_REDIS_URL') })],
])('changelog entries on %s', (_name, kind, env) => {
  let setup: Setup;

  beforeAll(async () => {
    setup = await connectedApp(kind, env());
  });
  afterAll(async () => {
    await setup.app.close();
    await setup.emulator.close();
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

  it("deletes the user's own entry, and answers 404 for any other id", async () => {
    const [first] = await entries(setup);
    const missing = await setup.browser.request(`${setup.app.url}/api/changelog-entries/00000000-0000-4000-8000-000000000000`, { method: 'DELETE' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ statusCode: 404, message: 'There is no changelog entry with this id among yours.' });
    expect((await setup.browser.request(`${setup.app.url}/api/changelog-entries/not-an-id`, { method: 'DELETE' })).status).toBe(404);

    const deleted = await setup.browser.request(`${setup.app.url}/api/changelog-entries/${first!.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect((await entries(setup)).map((entry) => entry.id)).not.toContain(first!.id);
  });
});

describe("another user's entries", () => {
  it('answer 404 to a delete, and stay', async () => {
    const seed = { ...defaultSeed, users: [...defaultSeed.users, { login: 'hubot', name: 'Hubot', avatar_url: 'https://avatars.githubusercontent.com/u/480938?v=4' }] };
    const owner = await connectedApp('pglite', {}, seed);
    try {
      const result = await pushToEmulator(owner.emulator, { owner: 'octocat', repo: 'hello-world', branch: 'main', commits: [commit('Add quota reports')] });
      const entry = await entryOf(owner, result.deliveries[0]!.id);
      const stranger = await signInThroughEmulator(owner.app, 'hubot');
      const refused = await stranger.request(`${owner.app.url}/api/changelog-entries/${entry.id}`, { method: 'DELETE' });
      expect(refused.status).toBe(404);
      expect((await entries(owner)).map((listed) => listed.id)).toContain(entry.id);
    } finally {
      await owner.app.close();
      await owner.emulator.close();
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
      for (const result of pushes) await entryOf(setup, result.deliveries[0]!.id, 30_000);
      const rows = await setup.app.database.db.select().from(changelogEntries);
      expect(rows).toHaveLength(3);
    } finally {
      await setup.app.close();
      await setup.emulator.close();
    }
  });
});
