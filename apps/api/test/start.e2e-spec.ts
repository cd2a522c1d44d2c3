import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChangelogEntry, RepositorySummary } from '@chronicle/contracts';
import { TestBrowser } from './browser.js';
import { commitFile, createRepository } from './local-git.js';
import { createPostgresDatabase } from './test-app.js';

// The built server, exactly as `npm start` runs it (`npm test` builds it first).
const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));

type Started = { child: ChildProcess; url: string };

function startServer(env: Record<string, string>): Promise<Started> {
  return new Promise((resolve, reject) => {
    // Only PATH and HOME from outside: the server must start with no other environment.
    const child = spawn(process.execPath, [MAIN], { env: { PATH: process.env.PATH!, HOME: process.env.HOME ?? '/tmp', LOG_LEVEL: 'warn', ...env } });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk;
      const match = /Chronicle is running at (\S+)/.exec(output);
      if (match) resolve({ child, url: match[1]! });
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
    child.on('exit', (code) => reject(new Error(`The server exited with code ${code}:\n${output}`)));
  });
}

function runToExit(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [MAIN], { env: { PATH: process.env.PATH!, ...env } });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

async function stop({ child }: Started): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

describe('the built server', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'chronicle-start-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts on a fresh embedded database and answers health 200 and me: a visitor', async () => {
    const server = await startServer({ PORT: '0', CHRONICLE_DATA_DIR: dataDir });
    try {
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: 'ok', db: { driver: 'pglite', status: 'up' } });
      expect(await (await fetch(`${server.url}/api/auth/me`)).json()).toMatchObject({ signedIn: false });
    } finally {
      await stop(server);
    }
  });

  it('does the same on PostgreSQL', async () => {
    // A database of its own: its encryption check must not meet another run's key.
    const { databaseUrl, dropDatabase } = await createPostgresDatabase();
    const server = await startServer({ PORT: '0', CHRONICLE_DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
    try {
      const health = await fetch(`${server.url}/api/health`);
      expect(await health.json()).toMatchObject({ status: 'ok', db: { driver: 'postgres', status: 'up' } });
      expect(await (await fetch(`${server.url}/api/auth/me`)).json()).toMatchObject({ signedIn: false });
    } finally {
      await stop(server);
      await dropDatabase();
    }
  });

  it('makes entries for commits made in a local repository while it runs (local sign-in, no GitHub)', async () => {
    const repositories = path.join(dataDir, 'code');
    const folder = path.join(repositories, 'widgets');
    createRepository(folder);
    const server = await startServer({ PORT: '0', CHRONICLE_DATA_DIR: path.join(dataDir, 'data'), CHRONICLE_LOCAL_REPOS: repositories, CHRONICLE_POLL_SECONDS: '1' });
    try {
      const browser = new TestBrowser();
      await browser.navigate(`${server.url}/api/auth/github`, (next) => next.pathname === '/dashboard');
      const [listed] = (await (await browser.request(`${server.url}/api/repos`)).json()) as RepositorySummary[];
      expect(listed).toMatchObject({ full_name: 'local/widgets', connected: false });
      const connect = await browser.request(`${server.url}/api/repos/connect`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ repoId: listed!.id, repoName: 'widgets', owner: 'local', fullName: 'local/widgets' }),
      });
      expect(connect.status).toBe(201);
      commitFile(folder, 'src/export.ts', 'export {};\n', 'feat: export reports as CSV');
      const deadline = Date.now() + 90_000;
      let entries: ChangelogEntry[] = [];
      while (entries.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        entries = (await (await browser.request(`${server.url}/api/changelog-entries`)).json()) as ChangelogEntry[];
      }
      expect(entries).toEqual([expect.objectContaining({ commitCount: 1, headline: expect.stringMatching(/CSV/) })]);
    } finally {
      await stop(server);
    }
  });

  it('refuses to start on bad configuration, naming every bad key in one message', async () => {
    const { code, stderr } = await runToExit({ CHRONICLE_DATA_DIR: dataDir, PORT: 'http', REDIS_URL: 'localhost:6379', GITHUB_CLIENT_ID: 'x' });
    expect(code).toBe(1);
    expect(stderr).toContain('Chronicle cannot start: 3 settings are wrong.');
    for (const key of ['PORT:', 'REDIS_URL:', 'GITHUB_CLIENT_SECRET:']) expect(stderr).toContain(key);
    expect(stderr).not.toMatch(/\n\s+at /); // a sentence, not a stack trace
  });

  it('refuses to start with a key that cannot read what the database holds', async () => {
    const first = await startServer({ PORT: '0', CHRONICLE_DATA_DIR: dataDir, ENCRYPTION_KEY: 'a'.repeat(64) });
    await stop(first);
    const { code, stderr } = await runToExit({ PORT: '0', CHRONICLE_DATA_DIR: dataDir, ENCRYPTION_KEY: 'b'.repeat(64) });
    expect(code).toBe(1);
    expect(stderr).toContain('ENCRYPTION_KEY is not the key this database was encrypted with');
  });
});
