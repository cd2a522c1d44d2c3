import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { pushToEmulator, redeliverOnEmulator, startGithubEmulator, type RunningEmulator } from '@chronicle/github-emulator';
import type { RepositorySummary } from '@chronicle/contracts';
import { SecretBox } from '../src/crypto/secret-box.js';
import { PushDeliveriesQueue } from '../src/modules/changelog-entries/push-deliveries.queue.js';
import { changelogEntries, codeRepositories, webhookDeliveries } from '../src/database/schema.js';
import type { TestBrowser } from './browser.js';
import { commit, connectedApp, type Setup } from './connected-app.js';
import { commitFile, createRepository } from './local-git.js';
import { githubEnv, signInThroughEmulator } from './sign-in.js';
import { DATABASE_KINDS, startTestApp, type TestApp, closeAll } from './test-app.js';

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
    await closeAll(app, emulator);
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

  const REFUSED = { statusCode: 401, message: 'The webhook signature does not match; the delivery was refused.' };

  /** The connected hook as GitHub knows it: its id and secret (read back from Chronicle's database). */
  async function hook(): Promise<{ id: string; secret: string }> {
    const [row] = await app.database.db.select().from(codeRepositories).where(eq(codeRepositories.hostRepoId, String(repoId)));
    return { id: row!.webhookId!, secret: app.app.get(SecretBox).open(row!.webhookSecretEncrypted!) };
  }

  /** Sends a delivery as GitHub would — or, with the options, as an attacker or a bad day would. */
  async function deliver(body: string | Buffer, options: { secret?: string | null; headers?: Record<string, string>; event?: string; deliveryId?: string } = {}): Promise<Response> {
    const { id, secret } = await hook();
    const signingSecret = options.secret === undefined ? secret : options.secret;
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'x-github-event': options.event ?? 'push',
      'x-github-delivery': options.deliveryId ?? crypto.randomUUID(),
      'x-github-hook-id': id,
      'x-github-hook-installation-target-id': String(repoId),
      'x-github-hook-installation-target-type': 'repository',
      ...(signingSecret === null ? {} : { 'x-hub-signature-256': `sha256=${createHmac('sha256', signingSecret).update(body).digest('hex')}` }),
      ...options.headers,
    };
    return fetch(`${app.url}/api/webhooks/github`, { method: 'POST', headers, body });
  }

  const pushBody = (fields: Record<string, unknown> = {}) =>
    JSON.stringify({ ref: 'refs/heads/feature/x', before: 'a'.repeat(40), after: 'b'.repeat(40), commits: [], repository: { id: repoId }, ...fields });

  it('refuses a forged or unsigned delivery with 401 and stores nothing', async () => {
    const before = (await inbox()).length;
    for (const secret of ['not-the-secret', null]) {
      const response = await deliver(pushBody(), { secret });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(REFUSED);
    }
    // Signed with the real secret, but not naming the hook it claims to come from.
    const wrongHooks: Record<string, string>[] = [{ 'x-github-hook-id': '999' }, { 'x-github-hook-installation-target-id': '999' }, { 'x-github-hook-id': '' }];
    for (const headers of wrongHooks) {
      expect((await deliver(pushBody(), { headers })).status).toBe(401);
    }
    expect(await inbox()).toHaveLength(before);
  });

  it('checks the signature before it parses anything: an unsigned bad body is a 401, not a 400', async () => {
    const notJson = gzipSync('{"this is": not JSON');
    const hooks: Record<string, string>[] = [{}, { 'x-github-hook-id': '987654', 'x-github-hook-installation-target-id': '987654' }];
    for (const headers of hooks) {
      const response = await deliver(notJson, { secret: 'not-the-secret', headers: { 'content-encoding': 'gzip', ...headers } });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(REFUSED);
    }
    expect((await deliver('{"unterminated": ', { secret: 'not-the-secret' })).status).toBe(401);
  });

  it('caps what it reads: 25 MB decoded, 1 MB compressed, refused as it streams in', async () => {
    // 30 MB of JSON that compresses to about 30 KB: refused once 25 MB have been decoded.
    const inflating = gzipSync(Buffer.from(`{"padding":"${'x'.repeat(30 * 1024 * 1024)}"}`));
    expect(inflating.length).toBeLessThan(64 * 1024);
    const tooLarge = await deliver(inflating, { headers: { 'content-encoding': 'gzip' } });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ statusCode: 413, message: 'The request body is too large.' });
    // More than 1 MB of compressed input is refused even though it would decode to less than 25 MB.
    const random = Buffer.from(Array.from({ length: 1_200_000 }, (_, index) => (index * 7919) % 251));
    const bulky = gzipSync(random, { level: 0 });
    expect((await deliver(bulky, { headers: { 'content-encoding': 'gzip' } })).status).toBe(413);
  });

  it('answers a signed delivery it cannot use with a 400 sentence, and stores nothing', async () => {
    const before = (await inbox()).length;
    const cases: [string | Buffer, Parameters<typeof deliver>[1], RegExp][] = [
      [pushBody({ ref: 42 }), {}, /ref must be text/],
      [pushBody({ ref: ['refs/heads/main'] }), {}, /ref must be text/],
      [pushBody({ after: '--output=/tmp/chronicle-pwned' }), {}, /after must be a commit id/],
      [pushBody({ before: 'HEAD~1' }), {}, /before must be a commit id/],
      [pushBody({ commits: [{ id: 'nope', message: 'x', timestamp: 'now' }] }), {}, /commits\[0\]\.id must be a commit id/],
      [pushBody({ commits: 'all of them' }), {}, /commits must be a list/],
      [pushBody({ compare: 'javascript:alert(1)' }), {}, /compare must be an http\(s\) address/],
      [pushBody({ repository: { id: repoId, pushed_at: 1e20 } }), {}, /pushed_at must be a time/],
      [pushBody({ repository: { id: repoId + 1 } }), {}, /names another repository/],
      [pushBody(), { deliveryId: 'd'.repeat(5_000) }, /X-GitHub-Delivery id of at most 100/],
      [`${'['.repeat(10_000)}${']'.repeat(10_000)}`, {}, /nests more than 64 levels deep/],
      ['{"ref": "refs/heads/main", ', {}, /not valid JSON/],
      [Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), {}, /not valid UTF-8/],
    ];
    for (const [body, options, message] of cases) {
      const response = await deliver(body, options);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(message);
    }
    expect(await inbox()).toHaveLength(before);
  });

  it('stores text with a NUL or a lone surrogate as far as it can be stored, instead of failing', async () => {
    const body = pushBody({
      ref: 'refs/heads/feature/\u0000odd',
      commits: [{ id: 'c'.repeat(40), message: 'Fix \u0000 and \ud800 in names', timestamp: '2026-11-21T00:00:00Z', author: { name: 'Ada \udfff' } }],
    });
    const response = await deliver(body);
    expect(response.status).toBe(202);
    const { deliveryId } = (await response.json()) as { deliveryId: string };
    const [row] = await app.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.deliveryId, deliveryId));
    const payload = row!.payload as { ref: string; commits: { message: string; author: { name: string } }[] };
    expect(payload.ref).toBe('refs/heads/feature/odd');
    expect(payload.commits[0]!.message).toBe('Fix  and \ufffd in names');
    expect(payload.commits[0]!.author.name).toBe('Ada \ufffd');
  });

  it('stores a captured push once, even when it is resent under a new delivery id', async () => {
    const result = await push('main', 'Count requests per key');
    const [original] = await app.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.deliveryId, result.deliveries[0]!.id));
    const replay = await deliver(JSON.stringify(original!.payload), { deliveryId: crypto.randomUUID() });
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ accepted: false, duplicate: true });
    const rows = (await inbox()).filter((row) => (row.payload as { after?: string }).after === result.head);
    expect(rows).toHaveLength(1);
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

describe('reading a push from git', () => {
  let setup: Setup;
  let otherRepository: string;

  beforeAll(async () => {
    // Payloads list at most 2 commits here, so a push listing 2 is read from git; one attempt, so a failure shows at once.
    setup = await connectedApp('pglite', { GITHUB_PUSH_PAYLOAD_LIMIT: '2', CHRONICLE_JOB_ATTEMPTS: '1' });
    otherRepository = mkdtempSync(path.join(tmpdir(), 'chronicle-other-repository-'));
    createRepository(otherRepository);
    commitFile(otherRepository, 'plan.md', 'secret\n', 'Leak: the secret launch plan');
  });
  afterAll(async () => {
    await closeAll(setup.app, setup.emulator);
    rmSync(otherRepository, { recursive: true, force: true });
  });

  it('reads from the repository connected, never from a clone URL or revision in the payload', async () => {
    const [repository] = await setup.app.database.db.select().from(codeRepositories);
    const secret = setup.app.app.get(SecretBox).open(repository!.webhookSecretEncrypted!);
    const otherHead = execGit(otherRepository, 'rev-parse', 'HEAD');
    const body = JSON.stringify({
      ref: 'refs/heads/main',
      before: '0'.repeat(40),
      after: otherHead,
      commits: [
        { id: otherHead, message: 'Leak: the secret launch plan', timestamp: '2026-11-21T00:00:00Z' },
        { id: otherHead, message: 'Leak: the secret launch plan', timestamp: '2026-11-21T00:00:00Z' },
      ],
      repository: { id: Number(repository!.hostRepoId), clone_url: otherRepository },
    });
    const response = await fetch(`${setup.app.url}/api/webhooks/github`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-github-event': 'push',
        'x-github-delivery': 'forged-clone-url',
        'x-github-hook-id': repository!.webhookId!,
        'x-github-hook-installation-target-id': repository!.hostRepoId,
        'x-hub-signature-256': `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`,
      },
      body,
    });
    expect(response.status).toBe(202);
    const status = await settledStatus(setup, 'forged-clone-url');
    // The commit is not in octocat/hello-world, the only repository Chronicle reads for this hook.
    expect(status).toBe('failed');
    expect(await setup.app.database.db.select().from(changelogEntries)).toEqual([]);

    // A real push of more commits than the payload lists is read from the connected repository's own URL.
    const real = await pushToEmulator(setup.emulator, { owner: 'octocat', repo: 'hello-world', branch: 'main', commits: [commit('feat: one'), commit('feat: two'), commit('feat: three')] });
    expect(await settledStatus(setup, real.deliveries[0]!.id)).toBe('processed');
    const [entry] = await setup.app.database.db.select().from(changelogEntries);
    expect(entry!.commitShas.sort()).toEqual([...real.commits].sort());
  });

  it('keeps git from reading a stored revision as an option', async () => {
    const [repository] = await setup.app.database.db.select().from(codeRepositories);
    const written = path.join(otherRepository, 'written-by-git.txt');
    // A delivery stored before payloads were checked on arrival.
    await setup.app.database.db.insert(webhookDeliveries).values({
      deliveryId: 'stored-option',
      repositoryId: repository!.id,
      event: 'push',
      status: 'received',
      payload: {
        ref: 'refs/heads/main',
        after: `--output=${written}`,
        commits: [
          { id: 'a'.repeat(40), message: 'x', timestamp: '2026-11-21T00:00:00Z' },
          { id: 'b'.repeat(40), message: 'y', timestamp: '2026-11-21T00:00:00Z' },
        ],
        repository: { id: Number(repository!.hostRepoId) },
      },
    });
    await setup.app.app.get(PushDeliveriesQueue).enqueue('stored-option');
    expect(await settledStatus(setup, 'stored-option')).toBe('failed');
    expect(existsSync(written)).toBe(false);
  });
});

async function settledStatus(setup: Setup, deliveryId: string): Promise<string> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const [row] = await setup.app.database.db.select({ status: webhookDeliveries.status }).from(webhookDeliveries).where(eq(webhookDeliveries.deliveryId, deliveryId));
    if ((row && row.status !== 'received' && row.status !== 'processing') || Date.now() > deadline) return row?.status ?? 'missing';
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function execGit(folder: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd: folder, encoding: 'utf8' }).trim();
}
