import { createHmac } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { and, eq, isNull } from 'drizzle-orm';
import { pushEntryOf, type PushPayload } from '@chronicle/analysis';
import { changelogEntries, codeRepositories, webhookDeliveries } from '../src/database/schema.js';
import { SecretBox } from '../src/crypto/secret-box.js';
import { connectedApp, entryOf, type Setup } from './connected-app.js';
import { DATABASE_KINDS, closeAll } from './test-app.js';

// A push as large as GitHub delivers (25 MB): accepted, made into its entry, and GET /api/health
// keeps answering while it is read and processed (in worker threads: `npm run bench:webhooks
// --big` measures how long health then waits; this test times nothing).

const COMMITS = 1_500;
const PATHS_PER_COMMIT = 74;

describe.each(DATABASE_KINDS)('a 25 MB signed push delivery on %s', (kind) => {
  let setup: Setup;
  let hook: { id: string; targetId: string; secret: string; repositoryId: string };

  beforeAll(async () => {
    setup = await connectedApp(kind, { CHRONICLE_JOB_ATTEMPTS: '1', CHRONICLE_RATE_LIMIT_PUBLIC: '1000000' });
    const [repository] = await setup.app.database.db.select().from(codeRepositories).where(and(eq(codeRepositories.fullName, 'octocat/hello-world'), isNull(codeRepositories.disconnectedAt)));
    hook = { id: repository!.webhookId!, targetId: repository!.hostRepoId, secret: setup.app.app.get(SecretBox).open(repository!.webhookSecretEncrypted!), repositoryId: repository!.id };
  });
  afterAll(async () => {
    await closeAll(setup?.app, setup?.emulator);
  });

  const deliver = (deliveryId: string, body: Buffer) =>
    post(setup.app.url, body, {
      'content-type': 'application/json',
      'x-github-event': 'push',
      'x-github-delivery': deliveryId,
      'x-github-hook-id': hook.id,
      'x-github-hook-installation-target-id': hook.targetId,
      'x-hub-signature-256': `sha256=${createHmac('sha256', hook.secret).update(body).digest('hex')}`,
    });

  it('is accepted and made into one entry of all its commits, while health keeps answering', async () => {
    const payload = bigPush(Number(hook.targetId));
    const body = Buffer.from(JSON.stringify(payload));
    expect(body.length).toBeGreaterThan(24 * 1024 * 1024);
    expect(body.length).toBeLessThanOrEqual(25 * 1024 * 1024);

    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const health = pollHealth(setup.app.url);
    const answer = await deliver('big-push-1', body);
    expect(answer).toEqual({ status: 202, body: { accepted: true, deliveryId: 'big-push-1', makesEntry: true } });
    const answersBeforeEntry = health.count();
    const entry = await entryOf(setup, 'big-push-1');
    const latencies = await health.stop();
    loop.disable();
    // For the record only (no bound here: the benchmark measures): the longest the event loop was held.
    console.log(`25 MB push on ${kind}: GET /api/health ${latencies.length} times, slowest ${Math.max(...latencies).toFixed(0)} ms; event loop held at most ${(loop.max / 1e6).toFixed(0)} ms`);

    // Health answered all along, also while the entry was being written.
    expect(latencies.every((ms) => Number.isFinite(ms))).toBe(true);
    expect(latencies.length).toBeGreaterThan(answersBeforeEntry);

    // The entry holds every commit, oldest first, with the texts the push's commits make.
    expect(entry.commitCount).toBe(COMMITS);
    expect(entry.commitShas).toEqual(payload.commits!.map((commit) => commit.id));
    const expected = await pushEntryOf({
      payload: JSON.stringify(payload),
      repository: { fullName: 'octocat/hello-world', localPath: null, htmlUrl: null, publicPage: 'unused', source: null },
      cloneCacheDir: '',
      payloadCommitLimit: 2048,
      tone: 'professional',
      runId: 'big-push-1',
    }, null);
    expect({ headline: entry.headline, summary: entry.summary, socialText: entry.socialText, generatedBy: entry.generatedBy }).toEqual({
      headline: expected!.headline,
      summary: expected!.summary,
      socialText: expected!.socialText,
      generatedBy: 'built-in',
    });

    // Nothing half-written: one delivery, processed, its payload whole, one entry.
    const deliveries = await setup.app.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.deliveryId, 'big-push-1'));
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({ status: 'processed', note: null });
    // Stored compressed, whole, beside its head: the database never parses 25 MB of JSON.
    expect(deliveries[0]!.payload).toEqual({ ref: payload.ref, before: payload.before, after: payload.after, repository: { id: payload.repository!.id } });
    expect(JSON.parse(gunzipSync(deliveries[0]!.payloadGzip!).toString('utf8'))).toEqual(payload);
    expect(await setup.app.database.db.select().from(changelogEntries).where(eq(changelogEntries.deliveryId, 'big-push-1'))).toHaveLength(1);
    // The entry is written by a worker thread at background priority (nice 10): on a machine busy
    // with work at normal priority it gets a few percent of a core, hence the long wait.
  }, 900_000);

  it('refuses a large signed push payload Chronicle cannot read with a 400 and its sentence, storing nothing', async () => {
    const payload = bigPush(Number(hook.targetId), 100);
    payload.after = 'main';
    const body = Buffer.from(JSON.stringify(payload));
    expect(body.length).toBeGreaterThan(1024 * 1024);
    expect(await deliver('big-push-2', body)).toEqual({ status: 400, body: expect.objectContaining({ message: "The push payload's after must be a commit id of 40 hex digits." }) });
    const malformed = Buffer.concat([body, Buffer.from('}')]);
    expect(await deliver('big-push-3', malformed)).toEqual({ status: 400, body: expect.objectContaining({ message: 'The request body is not valid JSON.' }) });
    expect(await setup.app.database.db.select({ id: webhookDeliveries.deliveryId }).from(webhookDeliveries).where(eq(webhookDeliveries.repositoryId, hook.repositoryId))).toEqual([{ id: 'big-push-1' }]);
  });
});

/** A push of the connected repository's default branch listing `count` commits with many paths each. */
function bigPush(repositoryId: number, count = COMMITS): PushPayload {
  const sha = (index: number) => index.toString(16).padStart(40, 'a');
  const commits = Array.from({ length: count }, (_, index) => ({
    id: sha(index + 1),
    message: `${index % 5 === 0 ? 'fix' : 'feat'}(module-${index % 40}): change number ${index}\n\n${'Explains the change in a few more words. '.repeat(20)}`,
    timestamp: new Date(Date.UTC(2024, 0, 1, 0, index)).toISOString(),
    author: { name: 'Octo Cat', email: 'octocat@example.com' },
    added: [],
    removed: [],
    modified: Array.from({ length: PATHS_PER_COMMIT }, (_, file) => `src/module-${index % 40}/${'nested/'.repeat(10)}file-${file}-${'x'.repeat(120)}.ts`),
  }));
  return {
    ref: 'refs/heads/main',
    before: sha(0),
    after: sha(count),
    compare: 'https://github.com/octocat/hello-world/compare/aaaa...bbbb',
    commits,
    repository: { id: repositoryId, default_branch: 'main', html_url: 'https://github.com/octocat/hello-world' },
  };
}

/** GET /api/health one request after the other until stopped; resolves with each one's milliseconds (NaN: not 200). */
function pollHealth(url: string) {
  const latencies: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(`${url}/api/health`);
      await response.arrayBuffer();
      latencies.push(response.ok ? performance.now() - started : Number.NaN);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    count: () => latencies.length,
    async stop() {
      running = false;
      await loop;
      return latencies;
    },
  };
}

function post(url: string, body: Buffer, headers: Record<string, string>): Promise<{ status: number; body: unknown }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: hostname, port, method: 'POST', path: '/api/webhooks/github', headers: { ...headers, 'content-length': String(body.length) } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
