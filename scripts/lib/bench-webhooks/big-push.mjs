// The big-push measure of `npm run bench:webhooks`: one signed push payload as large as GitHub
// delivers (25 MB: 1,500 commits × 74 paths), sent straight to Chronicle's webhook as GitHub would,
// while GET /api/health is polled (one request every `pollMs` after the last answer) from just
// before the delivery is sent until its entry is stored. PostgreSQL only: the hook's secret is read
// from Chronicle's database (sealed with the ENCRYPTION_KEY the bench gave it) while it runs.
import { createHmac } from 'node:crypto';
import { request } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../run.mjs';
import { summary } from './report.mjs';

export const BIG_PUSH = { commits: 1_500, pathsPerCommit: 74 };

/**
 * @param {{ url: string, databaseUrl: string, encryptionKey: string, fullName: string, pollMs?: number, timeoutMs?: number }} options
 * @returns {Promise<{ bytes: number, commits: number, acceptedMs: number, entryMs: number, commitCount: number, health: ReturnType<typeof summary>, failedPolls: number }>}
 */
export async function measureBigPush({ url, databaseUrl, encryptionKey, fullName, pollMs = 20, timeoutMs = 300_000 }) {
  const { default: pg } = await import('pg');
  const { SecretBox } = await import(pathToFileURL(path.join(ROOT, 'apps/api/dist/crypto/secret-box.js')).href);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select host_repo_id, webhook_id, webhook_secret_encrypted from code_repositories where full_name = $1 and disconnected_at is null', [fullName]);
    if (!rows[0]?.webhook_secret_encrypted) throw new Error(`${fullName} is not connected with a webhook`);
    const secret = new SecretBox(Buffer.from(encryptionKey, 'hex')).open(rows[0].webhook_secret_encrypted);
    const body = Buffer.from(JSON.stringify(bigPush(Number(rows[0].host_repo_id))));
    const deliveryId = `bench-big-push-${Date.now()}`;
    const headers = {
      'content-type': 'application/json',
      'x-github-event': 'push',
      'x-github-delivery': deliveryId,
      'x-github-hook-id': rows[0].webhook_id,
      'x-github-hook-installation-target-id': rows[0].host_repo_id,
      'x-hub-signature-256': `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`,
    };

    const health = pollHealth(url, pollMs);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = performance.now();
    const answer = await post(url, body, headers);
    const acceptedMs = performance.now() - started;
    if (answer.status !== 202) throw new Error(`the big push was answered ${answer.status}: ${answer.body}`);
    let entry;
    while (!entry) {
      if (performance.now() - started > timeoutMs) throw new Error(`the big push made no entry within ${timeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      ({ rows: [entry] } = await client.query('select commit_count from changelog_entries where delivery_id = $1', [deliveryId]));
    }
    const entryMs = performance.now() - started;
    const polls = await health.stop();
    return { bytes: body.length, commits: BIG_PUSH.commits, acceptedMs, entryMs, commitCount: entry.commit_count, health: summary(polls.filter(Number.isFinite)), failedPolls: polls.filter((ms) => !Number.isFinite(ms)).length };
  } finally {
    await client.end();
  }
}

function bigPush(repositoryId) {
  const sha = (index) => index.toString(16).padStart(40, 'a');
  const commits = Array.from({ length: BIG_PUSH.commits }, (_, index) => ({
    id: sha(index + 1),
    message: `feat(module-${index % 40}): change number ${index}\n\n${'Explains the change in a few more words. '.repeat(20)}`,
    timestamp: new Date(Date.UTC(2024, 0, 1, 0, index)).toISOString(),
    author: { name: 'Octo Cat', email: 'octocat@example.com' },
    added: [],
    removed: [],
    modified: Array.from({ length: BIG_PUSH.pathsPerCommit }, (_, file) => `src/module-${index % 40}/${'nested/'.repeat(10)}file-${file}-${'x'.repeat(120)}.ts`),
  }));
  return { ref: 'refs/heads/main', before: sha(0), after: sha(BIG_PUSH.commits), commits, repository: { id: repositoryId, default_branch: 'main', html_url: 'https://github.com/octocat/hello-world' } };
}

/** GET /api/health one request after the other (`pollMs` apart) until stopped; each answer's milliseconds (NaN: failed). */
function pollHealth(url, pollMs) {
  const latencies = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const response = await fetch(`${url}/api/health`);
        await response.arrayBuffer();
        latencies.push(response.ok ? performance.now() - started : Number.NaN);
      } catch {
        latencies.push(Number.NaN);
      }
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return latencies;
    },
  };
}

function post(url, body, headers) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: hostname, port, method: 'POST', path: '/api/webhooks/github', headers: { ...headers, 'content-length': String(body.length) } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
