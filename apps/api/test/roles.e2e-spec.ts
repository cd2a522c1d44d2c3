import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { defaultSeed, pushToEmulator, startGithubEmulator, type PushCommit, type RunningEmulator } from '@chronicle/github-emulator';
import type { Project, RepositorySummary } from '@chronicle/contracts';
import type { TestBrowser } from './browser.js';
import { commit, JOB_WAIT_MS } from './connected-app.js';
import { githubEnv, signInThroughEmulator } from './sign-in.js';
import { createPostgresDatabase, freePort } from './test-app.js';

// The process picture of a team that outgrew one process: the BUILT server (as `npm start` runs
// it) as one `api` process and two `worker` processes, sharing PostgreSQL and a Redis of this
// test's own (it is stopped on purpose below; the shared one of `npm test` is left alone). The
// faults are the ones an operator meets: a worker killed, Redis gone for a while, the api
// restarted. Every check counts from the database, or from what the processes logged.

const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const ANALYSED = ['history-one', 'history-two'] as const;
/** How long Redis stays down: long enough for every process to notice and retry, as in an outage. */
const REDIS_OUTAGE_MS = 20_000;

type ServerProcess = { name: string; child: ChildProcess; exited: Promise<unknown>; lines: () => LogLine[] };
type LogLine = { level?: number; msg?: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it answers something truthy; fails, saying what it waited for, after JOB_WAIT_MS. */
async function waitFor<T>(what: string, check: () => Promise<T | null | undefined | false>): Promise<T> {
  const deadline = Date.now() + JOB_WAIT_MS;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Waited ${JOB_WAIT_MS / 1000} s for ${what}.`);
    await sleep(200);
  }
}

/** A history for a repository to analyse: a few dozen small commits, enough for an analysis that takes a while. */
function history(): PushCommit[] {
  return Array.from({ length: 40 }, (_, index) => {
    const area = ['billing', 'search', 'auth', 'reports'][index % 4]!;
    const files: Record<string, string> = {};
    for (let file = 0; file < 3; file++) {
      files[`src/${area}/part-${index}-${file}.ts`] = `// ${area}, part ${index}.${file}\nexport function handle${index}x${file}(input: string): string {\n  return input.trim() + ' ${area}';\n}\n`;
    }
    return { message: `${index % 3 === 0 ? 'fix' : 'feat'}(${area}): handle case ${index} of the ${area} flow`, files };
  });
}

/** A redis-server of this test's own on a fixed port, so the processes find it again after a stop. */
function startRedisOn(port: number, dir: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    // No persistence: when it comes back, it comes back empty — every queued job in it is gone.
    const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: ['ignore', 'pipe', 'ignore'] });
    child.stdout!.on('data', (chunk: Buffer) => String(chunk).includes('Ready to accept connections') && resolve(child));
    child.on('error', reject);
  });
}

/** Stops a child process with `signal` and waits until it is gone. */
async function stopProcess(child: ChildProcess | null, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

describe('one api and two worker processes on PostgreSQL and Redis', () => {
  let emulator: RunningEmulator;
  let redis: ChildProcess | null = null;
  let redisPort: number;
  let apiPort: number;
  let databaseUrl: string;
  let dropDatabase: () => Promise<void>;
  let database: pg.Client;
  let workDir: string;
  let api: ServerProcess;
  let admin: TestBrowser;
  const workers: ServerProcess[] = [];
  const every: ServerProcess[] = [];
  const projects = new Map<string, Project>();
  const encryptionKey = randomBytes(32).toString('hex');

  /** The built server in one role; resolves once it says it runs. Its log lines are kept. */
  function startProcess(role: 'api' | 'worker'): Promise<ServerProcess> {
    const name = `${role}-${every.length + 1}`;
    const env = {
      PATH: process.env.PATH!,
      HOME: process.env.HOME ?? '/tmp',
      ...githubEnv(emulator, { ADMIN_LOGINS: 'octocat' }),
      CHRONICLE_ROLE: role,
      DATABASE_URL: databaseUrl,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      ENCRYPTION_KEY: encryptionKey,
      // Each process its own data folder (clone cache), as on separate machines.
      CHRONICLE_DATA_DIR: mkdtempSync(path.join(workDir, `${name}-`)),
      PORT: String(apiPort),
      PUBLIC_URL: `http://127.0.0.1:${apiPort}`,
      LOG_LEVEL: 'info',
    };
    const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const started: ServerProcess = {
      name,
      child,
      exited,
      lines: () =>
        output
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as LogLine),
    };
    every.push(started);
    return new Promise((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk;
        if (/Chronicle (worker )?is running/.test(output)) resolve(started);
      });
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
      child.once('exit', (code, signal) => reject(new Error(`${name} exited (${signal ?? code}) before it ran:\n${output.slice(-3000)}`)));
    });
  }

  /** Two live workers, as a supervisor keeps them: a dead one is replaced. */
  async function twoWorkers(): Promise<void> {
    for (let index = 0; index < workers.length; index++) {
      if (workers[index]!.child.exitCode !== null || workers[index]!.child.signalCode !== null) workers.splice(index--, 1);
    }
    while (workers.length < 2) workers.push(await startProcess('worker'));
  }

  async function query<T extends object>(sql: string, values: unknown[] = []): Promise<T[]> {
    return (await database.query(sql, values)).rows as T[];
  }

  /** The admin's call to the api process. */
  async function call<T>(method: string, route: string, body?: unknown): Promise<T> {
    const response = await admin.request(`http://127.0.0.1:${apiPort}${route}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${text}`);
    return JSON.parse(text) as T;
  }

  async function jobStatuses(ids: string[]): Promise<Map<string, string>> {
    const rows = await query<{ id: string; status: string }>('SELECT id, status FROM repository_jobs WHERE id = ANY($1)', [ids]);
    return new Map(rows.map((row) => [row.id, row.status]));
  }

  async function jobsSucceeded(ids: string[]): Promise<boolean> {
    const statuses = await jobStatuses(ids);
    if ([...statuses.values()].includes('error')) throw new Error(`A job failed: ${JSON.stringify([...statuses])}`);
    return ids.every((id) => statuses.get(id) === 'success');
  }

  /** Pushes one commit each to the connected repository; answers the delivery ids the api accepted. */
  async function push(messages: string[]): Promise<string[]> {
    const ids: string[] = [];
    for (const message of messages) {
      const { deliveries } = await pushToEmulator(emulator, { owner: 'octocat', repo: 'hello-world', branch: 'main', commits: [commit(message)] });
      expect(deliveries[0]).toMatchObject({ status: 202 });
      ids.push(deliveries[0]!.id);
    }
    return ids;
  }

  /** How many entries each delivery has (missing: none). */
  async function entriesPerDelivery(deliveryIds: string[]): Promise<number[]> {
    const rows = await query<{ delivery_id: string; entries: number }>(
      'SELECT delivery_id, count(*)::int AS entries FROM changelog_entries WHERE delivery_id = ANY($1) GROUP BY delivery_id',
      [deliveryIds],
    );
    const counts = new Map(rows.map((row) => [row.delivery_id, row.entries]));
    return deliveryIds.map((id) => counts.get(id) ?? 0);
  }

  /** Waits until no repository job is queued or running (the documents a connect or a push asked for). */
  function idle(since = new Date(0)): Promise<boolean> {
    return waitFor('the repository jobs to end', async () => (await query("SELECT 1 FROM repository_jobs WHERE created_at >= $1 AND status IN ('queued', 'running')", [since])).length === 0);
  }

  /** Lines every process (the killed and stopped ones too) logged at info about finishing the job or the entry `id`. */
  function finishLines(id: string): string[] {
    return every.flatMap((server) =>
      server
        .lines()
        .filter((line) => line.level === 30 && line.msg?.includes(id) && /\bdone\b|^Entry for /.test(line.msg))
        .map((line) => `${server.name}: ${line.msg}`),
    );
  }

  /** The jobs of a repository that ended, with how often a process logged finishing each: once. */
  async function finishedJobsRunOnce(since: Date): Promise<void> {
    const jobs = await query<{ id: string; status: string }>("SELECT id, status FROM repository_jobs WHERE created_at >= $1 AND status IN ('success', 'error')", [since]);
    for (const job of jobs) expect({ job: job.id, status: job.status, finished: finishLines(job.id).length }).toEqual({ job: job.id, status: 'success', finished: 1 });
  }

  beforeAll(async () => {
    workDir = mkdtempSync(path.join(tmpdir(), 'chronicle-roles-'));
    redisPort = await freePort();
    apiPort = await freePort();
    redis = await startRedisOn(redisPort, workDir);
    ({ databaseUrl, dropDatabase } = await createPostgresDatabase());
    database = new pg.Client({ connectionString: databaseUrl });
    await database.connect();
    const analysed = ANALYSED.map((name) => ({ ...defaultSeed.repositories[0]!, name, description: `A repository analysed by the roles test (${name}).` }));
    emulator = await startGithubEmulator({ seed: { ...defaultSeed, repositories: [...defaultSeed.repositories, ...analysed] } });
    for (const name of ANALYSED) await pushToEmulator(emulator, { owner: 'octocat', repo: name, branch: 'main', commits: history() });

    api = await startProcess('api');
    await twoWorkers();
    admin = await signInThroughEmulator({ url: `http://127.0.0.1:${apiPort}` }, 'octocat');
    const repositories = await call<RepositorySummary[]>('GET', '/api/repos');
    const helloWorld = repositories.find((repository) => repository.full_name === 'octocat/hello-world')!;
    await call('POST', '/api/repos/connect', { repoId: helloWorld.id, repoName: 'hello-world', owner: 'octocat', fullName: 'octocat/hello-world' });
  });

  afterAll(async () => {
    for (const server of every) await stopProcess(server.child, 'SIGKILL');
    await emulator?.close();
    await stopProcess(redis);
    await database?.end();
    await dropDatabase?.();
    // A git process a killed worker started (its own process group) may still be finishing for a moment.
    rmSync(workDir, { recursive: true, force: true, maxRetries: 60, retryDelay: 100 });
  });

  it('shares the analyses between the workers, and a worker killed mid-analysis leaves its analysis to the other, which finishes it', async () => {
    await twoWorkers();
    // Free workers (the connect's documents are done), so each takes one analysis at once.
    await idle();
    for (const name of ANALYSED) projects.set(name, await call<Project>('POST', '/api/admin/projects', { repositoryUrl: `octocat/${name}` }));
    const jobIds = ANALYSED.map((name) => projects.get(name)!.analysis!.id);

    // A worker runs one repository job at a time: both analyses running at once means each worker has one.
    await waitFor('both analyses running at once', async () => [...(await jobStatuses(jobIds)).values()].filter((status) => status === 'running').length === 2);
    const [victim, survivor] = workers as [ServerProcess, ServerProcess];
    await stopProcess(victim.child, 'SIGKILL');
    // Both still running after it is gone: the victim's analysis was cut off half-way.
    expect([...(await jobStatuses(jobIds)).values()]).toEqual(['running', 'running']);

    await waitFor('both analyses to finish', () => jobsSucceeded(jobIds));
    // The survivor finished both: its own, and the victim's once Redis handed the abandoned job on.
    for (const id of jobIds) expect(finishLines(id)).toEqual([expect.stringMatching(new RegExp(`^${survivor.name}: `))]);
    for (const name of ANALYSED) {
      const [{ result }] = await query<{ result: { entriesCreated: number } }>('SELECT result FROM repository_jobs WHERE id = $1', [projects.get(name)!.analysis!.id]);
      const [{ entries }] = await query<{ entries: number }>("SELECT count(*)::int AS entries FROM changelog_entries e JOIN code_repositories r ON r.id = e.repository_id WHERE r.full_name = $1 AND e.source = 'analysis'", [`octocat/${name}`]);
      expect(result.entriesCreated).toBeGreaterThan(0);
      // No entry lost or written twice by the analysis that started over.
      expect(entries).toBe(result.entriesCreated);
    }
  });

  it('loses nothing while Redis is stopped for 20 s: pushes and a requested analysis are done once it is back', async () => {
    await twoWorkers();
    const since = new Date();
    await stopProcess(redis);
    redis = null;
    const stoppedAt = Date.now();
    const deliveries = await push(['Add invoice export while Redis is down', 'Fix rounding of invoice totals', 'Add the export to the docs']);
    const project = projects.get(ANALYSED[0]) ?? (await call<Project>('POST', '/api/admin/projects', { repositoryUrl: `octocat/${ANALYSED[0]}` }));
    const job = await call<{ id: string }>('POST', `/api/admin/projects/${project.id}/analyze`, { maxCommits: 500 });
    await sleep(Math.max(0, stoppedAt + REDIS_OUTAGE_MS - Date.now()));
    redis = await startRedisOn(redisPort, workDir);

    await waitFor('an entry for every push made while Redis was down', async () => (await entriesPerDelivery(deliveries)).every((count) => count > 0));
    await waitFor('the analysis asked for while Redis was down', () => jobsSucceeded([job.id]));
    expect(await entriesPerDelivery(deliveries)).toEqual([1, 1, 1]);
    await idle(since);
    await finishedJobsRunOnce(since);
  });

  it('neither loses nor repeats a job when the api process restarts while the workers are busy', async () => {
    await twoWorkers();
    const since = new Date();
    const deliveries = await push(['Add team invitations', 'Fix the invitation expiry', 'Add a reminder e-mail', 'Document invitations']);
    const project = projects.get(ANALYSED[1]) ?? (await call<Project>('POST', '/api/admin/projects', { repositoryUrl: `octocat/${ANALYSED[1]}` }));
    const job = await call<{ id: string }>('POST', `/api/admin/projects/${project.id}/analyze`, { maxCommits: 500 });

    await stopProcess(api.child);
    api = await startProcess('api');

    await waitFor('an entry for every push', async () => (await entriesPerDelivery(deliveries)).every((count) => count > 0));
    await waitFor('the analysis', () => jobsSucceeded([job.id]));
    await idle(since);
    expect(await entriesPerDelivery(deliveries)).toEqual([1, 1, 1, 1]);
    for (const id of deliveries) expect(finishLines(id)).toHaveLength(1);
    await finishedJobsRunOnce(since);
    const [{ analyses }] = await query<{ analyses: number }>("SELECT count(*)::int AS analyses FROM repository_jobs WHERE repository_id = $1 AND kind = 'analysis' AND created_at >= $2", [project.id, since]);
    expect(analyses).toBe(1);
  });
});
