import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq } from 'drizzle-orm';
import { defaultSeed, pushToEmulator, startGithubEmulator, type RunningEmulator } from '@chronicle/github-emulator';
import { PROJECT_URL_ERRORS, type ChangelogEntry, type LocalFolder, type Project, type ProjectStatus, type RepositorySummary } from '@chronicle/contracts';
import { changelogEntries, codeRepositories, localFolders } from '../src/database/schema.js';
import { TestBrowser } from './browser.js';
import { JOB_WAIT_MS } from './connected-app.js';
import { commitFile, createRepository } from './local-git.js';
import { closeAll, DATABASE_KINDS, freePort, startTestApp, type TestApp } from './test-app.js';

type Answer<T> = { status: number; body: T };

/** What the admin panel accepts besides GitHub in local mode, said after each refusal. */
const LOCAL_ACCEPTED = "Enter owner/name, a repository's https:// address, or the full path of a git repository on this machine.";
const transportRefused = (what: string) => `${what} are not accepted: Chronicle reads repositories over https:// only. ${LOCAL_ACCEPTED}`;

// Local mode without restarts (issue 30): Settings adds and removes folders of git repositories,
// checked on the server; the admin panel adds a local folder or an https:// git URL on an allowed
// host besides GitHub's forms, and refuses every other transport with a sentence.
describe.each(DATABASE_KINDS)('folders and projects in local mode on %s', (kind) => {
  let workDir: string;
  let configured: string;
  let emulator: RunningEmulator;
  let closedPort: number;
  let app: TestApp;
  let browser: TestBrowser;

  async function call<T>(method: string, route: string, body?: unknown): Promise<Answer<T>> {
    const init: RequestInit = body === undefined ? { method } : { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
    const response = await browser.request(`${app.url}${route}`, init);
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }
  const listed = async () => (await call<RepositorySummary[]>('GET', '/api/repos')).body.map((repository) => repository.full_name);

  beforeAll(async () => {
    workDir = mkdtempSync(path.join(tmpdir(), 'chronicle-local-folders-'));
    configured = path.join(workDir, 'configured');
    createRepository(path.join(configured, 'from-env'));
    emulator = await startGithubEmulator({ seed: defaultSeed });
    await pushToEmulator(emulator, { owner: 'octocat', repo: 'hello-world', branch: 'main', commits: [{ message: 'feat: greet the world', files: { 'greet.js': 'export {};\n' } }] });
    closedPort = await freePort();
    app = await startTestApp(
      kind,
      {
        CHRONICLE_LOCAL_REPOS: configured,
        CHRONICLE_POLL_SECONDS: '1',
        GITHUB_URL: emulator.url,
        GITHUB_API_URL: `${emulator.url}/api/v3`,
        CHRONICLE_ALLOWED_GIT_HOSTS: `${new URL(emulator.url).host},127.0.0.1:${closedPort}`,
      },
      { listen: true },
    );
    browser = new TestBrowser();
    await browser.navigate(`${app.url}/api/auth/github`, (next) => next.pathname === '/dashboard');
  });
  afterAll(async () => {
    await closeAll(app, emulator);
    rmSync(workDir, { recursive: true, force: true });
  });

  it("lists CHRONICLE_LOCAL_REPOS's folders as configuration", async () => {
    expect(await call<LocalFolder[]>('GET', '/api/local-folders')).toEqual({ status: 200, body: [{ id: null, path: configured, source: 'configuration' }] });
    expect(await listed()).toEqual(['local/from-env']);
  });

  it('adds a git work tree without a restart: its repository is listed, connected, polled, and stays added in the database', async () => {
    const folder = path.join(workDir, 'elsewhere', 'ledger');
    createRepository(folder);
    const added = await call<LocalFolder>('POST', '/api/local-folders', { path: `${folder}/` });
    expect(added).toEqual({ status: 201, body: { id: expect.any(String), path: folder, source: 'settings' } });
    expect(await listed()).toEqual(['local/from-env', 'local/ledger']);
    expect((await app.database.db.select().from(localFolders)).map((row) => row.path)).toEqual([folder]);

    const ledger = (await call<RepositorySummary[]>('GET', '/api/repos')).body.find((repository) => repository.name === 'ledger')!;
    const connect = await call('POST', '/api/repos/connect', { repoId: ledger.id, repoName: 'ledger', owner: 'local', fullName: 'local/ledger' });
    expect(connect.status).toBe(201);
    commitFile(folder, 'src/balance.ts', 'export {};\n', 'feat: keep a running balance');
    const deadline = Date.now() + JOB_WAIT_MS;
    let entries: ChangelogEntry[] = [];
    while (entries.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      entries = (await call<ChangelogEntry[]>('GET', '/api/changelog-entries')).body;
    }
    expect(entries).toHaveLength(1);
    expect(entries[0]!.summary).toMatch(/running balance/i);
  });

  it('refuses, with a sentence each, a missing path, a file, a folder that is no git work tree, a relative path and a path given twice', async () => {
    const file = path.join(workDir, 'notes.txt');
    writeFileSync(file, 'not a folder\n');
    const plain = path.join(workDir, 'plain-folder');
    mkdirSync(plain);
    const ledger = path.join(workDir, 'elsewhere', 'ledger');
    const cases: [string, number, string][] = [
      [path.join(workDir, 'missing'), 400, `There is no folder ${path.join(workDir, 'missing')} on this machine.`],
      [file, 400, `${file} is a file, not a folder: give the folder of a git repository.`],
      [plain, 400, `${plain} is not a git repository: it has no .git folder (run git init there, or give the folder that has one).`],
      [path.join(ledger, 'src'), 400, `${path.join(ledger, 'src')} is inside the git repository ${ledger}: add ${ledger} instead.`],
      ['code/ledger', 400, "code/ledger is not a full path: give the folder's full path, starting with /."],
      ['', 400, 'Enter the full path of a git repository on this machine.'],
      [ledger, 409, `${ledger} is added already.`],
      [path.join(configured, 'from-env'), 409, `${path.join(configured, 'from-env')} is listed already: it comes with CHRONICLE_LOCAL_REPOS.`],
    ];
    for (const [folder, status, message] of cases) {
      const answer = await call<{ message: string }>('POST', '/api/local-folders', { path: folder });
      expect([folder, answer.status, answer.body.message]).toEqual([folder, status, message]);
    }
    expect(await app.database.db.select({ total: count() }).from(localFolders)).toEqual([{ total: 1 }]);
  });

  it('refuses a folder Chronicle cannot read', async () => {
    const folder = path.join(workDir, 'locked');
    createRepository(folder);
    // As root, permissions do not stop reading: a repository of another user is what git refuses.
    const asRoot = process.getuid?.() === 0;
    if (asRoot) chownSync(path.join(folder, '.git'), 65534, 65534);
    else chmodSync(folder, 0o000);
    try {
      const answer = await call<{ message: string }>('POST', '/api/local-folders', { path: folder });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(new RegExp(`^Chronicle cannot read ${folder}: `));
    } finally {
      if (!asRoot) chmodSync(folder, 0o755);
    }
  });

  it('removes an added folder: its connected repository is disconnected, its entries stay', async () => {
    const [folder] = (await call<LocalFolder[]>('GET', '/api/local-folders')).body.filter((candidate) => candidate.source === 'settings');
    expect(await call('DELETE', `/api/local-folders/${folder!.id}`)).toEqual({ status: 204, body: null });
    expect(await listed()).toEqual(['local/from-env']);
    expect((await call<{ repository: unknown }>('GET', '/api/repos/active')).body.repository).toBeNull();
    const [row] = await app.database.db.select().from(codeRepositories).where(eq(codeRepositories.name, 'ledger'));
    expect(row!.disconnectedAt).not.toBeNull();
    expect(await app.database.db.select({ total: count() }).from(changelogEntries).where(eq(changelogEntries.repositoryId, row!.id))).toEqual([{ total: 1 }]);
    expect(await call<{ message: string }>('DELETE', `/api/local-folders/${folder!.id}`)).toEqual({
      status: 404,
      body: { statusCode: 404, message: `There is no added folder with the id ${folder!.id}.` },
    });
  });

  it("accepts GitHub's forms on the admin panel: owner/name, its URL with .git and a trailing slash", async () => {
    const host = new URL(emulator.url).host;
    const added = await call<Project>('POST', '/api/admin/projects', { repositoryUrl: 'octocat/hello-world' });
    expect(added.status).toBe(201);
    expect(added.body.fullName).toBe('octocat/hello-world');
    for (const form of [`${emulator.url}/octocat/hello-world`, `${emulator.url}/octocat/hello-world.git`, `${host}/octocat/hello-world/`]) {
      const again = await call<{ message: string }>('POST', '/api/admin/projects', { repositoryUrl: form });
      expect([form, again.status, again.body.message]).toEqual([form, 409, 'octocat/hello-world is already a project.']);
    }
  });

  it('adds a local git folder as a project and analyses it', async () => {
    const folder = path.join(workDir, 'tools', 'stopwatch');
    createRepository(folder);
    commitFile(folder, 'src/lap.ts', 'export {};\n', 'feat: record laps');
    const added = await call<Project>('POST', '/api/admin/projects', { repositoryUrl: folder });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ fullName: 'local/stopwatch', name: 'stopwatch' });
    const deadline = Date.now() + JOB_WAIT_MS;
    let status: ProjectStatus;
    do {
      await new Promise((resolve) => setTimeout(resolve, 200));
      status = (await call<ProjectStatus>('GET', `/api/admin/projects/${added.body.id}/status`)).body;
    } while (status.status !== 'success' && status.status !== 'error' && Date.now() < deadline);
    expect(status.analysis?.errorMessage).toBeNull();
    expect(status.analysis!.result!.analysis.totalCommitsAnalyzed).toBe(2);
    const again = await call<{ message: string }>('POST', '/api/admin/projects', { repositoryUrl: `${folder}/` });
    expect([again.status, again.body.message]).toEqual([409, 'local/stopwatch is already a project.']);
    const missing = await call<{ message: string }>('POST', '/api/admin/projects', { repositoryUrl: path.join(workDir, 'nowhere') });
    expect([missing.status, missing.body.message]).toEqual([400, `There is no folder ${path.join(workDir, 'nowhere')} on this machine.`]);
  });

  it('tries an https:// git URL on an allowed host over https only, and refuses other hosts and every other transport with a sentence', async () => {
    const unreachable = await call<{ message: string }>('POST', '/api/admin/projects', { repositoryUrl: `https://127.0.0.1:${closedPort}/acme/tool.git` });
    expect(unreachable.status).toBe(400);
    expect(unreachable.body.message).toMatch(new RegExp(`^https://127\\.0\\.0\\.1:${closedPort}/acme/tool\\.git could not be read as a git repository: `));

    const cases: [string, string][] = [
      ['https://gitlab.com/acme/tool', `Chronicle may not clone from gitlab.com: the hosts allowed are ${new URL(emulator.url).host}, 127.0.0.1:${closedPort} (CHRONICLE_ALLOWED_GIT_HOSTS).`],
      [`file://${configured}/from-env`, transportRefused('file:// URLs')],
      ['ext::sh -c touch% /tmp/pwned', transportRefused('ext:: addresses')],
      ['ssh://git@github.com/acme/tool.git', transportRefused('ssh:// URLs')],
      ['git@github.com:acme/tool.git', transportRefused('SSH addresses such as git@host:owner/name')],
      ['git@github.com:-oProxyCommand=touch /tmp/pwned', transportRefused('SSH addresses such as git@host:owner/name')],
      ['git://github.com/acme/tool.git', transportRefused('git:// URLs')],
      [`http://127.0.0.1:${closedPort}/acme/tool.git`, transportRefused('http:// URLs')],
      [`https://ada:secret@127.0.0.1:${closedPort}/acme/tool.git`, `Addresses with a user name or password are not accepted: Chronicle reads public repositories without credentials. ${LOCAL_ACCEPTED}`],
      ['--upload-pack=touch /tmp/pwned', `An address cannot start with "-". ${LOCAL_ACCEPTED}`],
      ['./tools/stopwatch', "./tools/stopwatch is not a full path: give the folder's full path, starting with /."],
      ['   ', PROJECT_URL_ERRORS.required],
    ];
    for (const [repositoryUrl, message] of cases) {
      const answer = await call<{ message: string }>('POST', '/api/admin/projects', { repositoryUrl });
      expect([repositoryUrl, answer.status, answer.body.message]).toEqual([repositoryUrl, 400, message]);
    }
    expect(await app.database.db.select({ total: count() }).from(codeRepositories).where(eq(codeRepositories.kind, 'project'))).toEqual([{ total: 2 }]);
  });
});

describe('folders with GitHub sign-in', () => {
  it('are refused: repositories come from GitHub there', async () => {
    const emulator = await startGithubEmulator({ seed: defaultSeed });
    const app = await startTestApp('pglite', { GITHUB_URL: emulator.url, GITHUB_API_URL: `${emulator.url}/api/v3`, GITHUB_CLIENT_ID: 'id', GITHUB_CLIENT_SECRET: 'secret', ADMIN_LOGINS: 'octocat' }, { listen: true });
    try {
      const { signInThroughEmulator } = await import('./sign-in.js');
      const admin = await signInThroughEmulator(app, 'octocat');
      const answer = await admin.request(`${app.url}/api/local-folders`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: '/tmp' }) });
      expect(answer.status).toBe(409);
      expect(((await answer.json()) as { message: string }).message).toBe(
        'Chronicle signs in with GitHub here, so repositories come from GitHub: folders on this machine are read only in local mode.',
      );
      const folder = await admin.request(`${app.url}/api/admin/projects`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ repositoryUrl: '/srv/code/tool' }) });
      expect(((await folder.json()) as { message: string }).message).toBe(
        "A folder on this machine can be added only in local mode (no GitHub sign-in configured). Enter owner/name or the repository's https:// address on GitHub.",
      );
    } finally {
      await closeAll(app, emulator);
    }
  });
});

// The built server, as `npm start` runs it: its log is what an operator reads.
const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));

describe('an unreachable GitHub', () => {
  let child: ChildProcess;
  let output = '';
  let dataDir: string;

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is named, with what to do instead, as a 502 — and logged as one warning line with no stack', async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'chronicle-unreachable-'));
    const closed = `http://127.0.0.1:${await freePort()}`;
    const env = { PATH: process.env.PATH!, HOME: process.env.HOME ?? '/tmp', PORT: '0', CHRONICLE_DATA_DIR: dataDir, LOG_LEVEL: 'info', GITHUB_URL: closed, GITHUB_API_URL: `${closed}/api/v3` };
    child = spawn(process.execPath, [MAIN], { env });
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk;
        const match = /Chronicle is running at (\S+)/.exec(output);
        if (match) resolve(match[1]!);
      });
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
      child.once('exit', (code) => reject(new Error(`The server exited with code ${code}:\n${output}`)));
    });
    const browser = new TestBrowser();
    await browser.navigate(`${url}/api/auth/github`, (next) => next.pathname === '/dashboard');
    const before = output.length;
    const answer = await browser.request(`${url}/api/admin/projects`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ repositoryUrl: 'octocat/hello-world' }) });
    const sentence = `Chronicle cannot reach ${new URL(closed).host} from this server; add a local folder, or set GITHUB_URL.`;
    expect([answer.status, await answer.json()]).toEqual([502, { statusCode: 502, message: sentence }]);
    // The request's own log line may follow the answer by a moment.
    const deadline = Date.now() + 10_000;
    while (!output.slice(before).includes(sentence) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const logged = output.slice(before).split('\n').filter((line) => line.includes(sentence));
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0]!)).toMatchObject({ level: 40 });
    expect(output.slice(before)).not.toMatch(/"stack"|\n\s+at /);
  });
});
