import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { pushToEmulator, redeliverOnEmulator, startGithubEmulator, type RunningEmulator } from '@chronicle/github-emulator';
import type { RepositorySummary } from '@chronicle/contracts';
import { webhookDeliveries } from '../src/database/schema.js';
import type { TestBrowser } from './browser.js';
import { githubEnv, signInThroughEmulator } from './sign-in.js';
import { DATABASE_KINDS, startTestApp, type TestApp } from './test-app.js';

describe.each(DATABASE_KINDS)('receiving GitHub deliveries on %s', (kind) => {
  let emulator: RunningEmulator;
  let app: TestApp;
  let browser: TestBrowser;
  let repoId: number;

  beforeAll(async () => {
    emulator = await startGithubEmulator();
    app = await startTestApp(kind, githubEnv(emulator), { listen: true });
    browser = await signInThroughEmulator(app);
    const repositories = (await (await browser.request(`${app.url}/api/repos`)).json()) as RepositorySummary[];
    repoId = repositories.find((repository) => repository.full_name === 'octocat/hello-world')!.id;
    const connect = await browser.request(`${app.url}/api/repos/connect`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ repoId, repoName: 'hello-world', owner: 'octocat', fullName: 'octocat/hello-world' }),
    });
    expect(connect.status).toBe(201);
  });
  afterAll(async () => {
    await app.close();
    await emulator.close();
  });

  const inbox = () => app.database.db.select().from(webhookDeliveries);

  function push(branch: string, message: string) {
    return pushToEmulator(emulator, { owner: 'octocat', repo: 'hello-world', branch, commits: [{ message, files: { [`notes/${message.replace(/\W+/g, '-')}.md`]: message } }] });
  }

  it('accepts a signed push to the default branch into the inbox (202), and queues it for its entry', async () => {
    const result = await push('main', 'Add rate limit headers');
    expect(result.deliveries).toEqual([expect.objectContaining({ status: 202 })]);
    const [row] = await app.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.deliveryId, result.deliveries[0]!.id));
    // Processing starts at once, so the row may already be processed.
    expect(row).toMatchObject({ event: 'push', status: expect.stringMatching(/^(received|processed)$/), note: null });
    expect((row!.payload as { after: string }).after).toBe(result.head);
  });

  it('acknowledges the same delivery twice but stores it once', async () => {
    const result = await push('main', 'Fix the refill rate');
    const again = await redeliverOnEmulator(emulator, { owner: 'octocat', repo: 'hello-world', deliveryId: result.deliveries[0]!.id });
    expect(again.status).toBe(200);
    const rows = await app.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.deliveryId, result.deliveries[0]!.id));
    expect(rows).toHaveLength(1);
  });

  it('records a push to another branch as making no entry', async () => {
    const result = await push('feature/tiers', 'Sketch pricing tiers');
    expect(result.deliveries[0]!.status).toBe(202);
    const [row] = await app.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.deliveryId, result.deliveries[0]!.id));
    expect(row).toMatchObject({ status: 'ignored', note: 'a push to feature/tiers, not to main' });
  });

  it('refuses a forged or unsigned delivery with 401 and stores nothing', async () => {
    const before = (await inbox()).length;
    const body = JSON.stringify({ ref: 'refs/heads/main', after: 'f'.repeat(40), commits: [], repository: { id: repoId } });
    const forged = `sha256=${createHmac('sha256', 'not-the-secret').update(body).digest('hex')}`;
    for (const signature of [forged, undefined]) {
      const response = await fetch(`${app.url}/api/webhooks/github`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-github-event': 'push', 'x-github-delivery': crypto.randomUUID(), ...(signature ? { 'x-hub-signature-256': signature } : {}) },
        body,
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ statusCode: 401, message: 'The webhook signature does not match; the delivery was refused.' });
    }
    expect(await inbox()).toHaveLength(before);
  });

  it('stops accepting deliveries once the repository is disconnected', async () => {
    const disconnect = await browser.request(`${app.url}/api/repos/${repoId}`, { method: 'DELETE' });
    expect(disconnect.status).toBe(200);
    const before = (await inbox()).length;
    // The hook is gone at GitHub, so a push delivers nothing; a replay of an old delivery is refused.
    const result = await push('main', 'Tune the sliding window');
    expect(result.deliveries).toEqual([]);
    expect(await inbox()).toHaveLength(before);
  });
});
