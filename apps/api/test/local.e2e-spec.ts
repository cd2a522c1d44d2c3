import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChangelogEntry, RepositorySummary } from '@chronicle/contracts';
import { TestBrowser } from './browser.js';
import { commitFile, createRepository, git } from './local-git.js';
import { DATABASE_KINDS, startTestApp, type TestApp } from './test-app.js';

// The local code host: git repositories under CHRONICLE_LOCAL_REPOS, polled for new commits on
// their branch, each batch processed exactly like a push delivered by GitHub.
describe.each(DATABASE_KINDS)('the local code host on %s', (kind) => {
  let folder: string;
  let app: TestApp;
  let browser: TestBrowser;

  const api = (route: string, init?: RequestInit) => browser.request(`${app.url}${route}`, init);
  const json = async <T>(route: string): Promise<T> => (await (await api(route)).json()) as T;
  const entries = () => json<ChangelogEntry[]>('/api/changelog-entries');

  async function waitForEntries(count: number, timeoutMs = 90_000): Promise<ChangelogEntry[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const listed = await entries();
      if (listed.length >= count) return listed;
      if (Date.now() > deadline) throw new Error(`Expected ${count} entries, have ${listed.length} after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** Longer than two polls: a poll that was going to see the commits has seen them. */
  const twoPolls = () => new Promise((resolve) => setTimeout(resolve, 2500));

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'chronicle-local-repos-'));
    createRepository(path.join(folder, 'rate-limiter'));
    // Its remote is on GitHub, so its entries name it `acme/rate-limiter`, not after its folder.
    git(path.join(folder, 'rate-limiter'), 'remote', 'add', 'origin', 'git@github.com:acme/rate-limiter.git');
    createRepository(path.join(folder, 'docs site'));
    mkdirSync(path.join(folder, 'not-a-repository'));
    app = await startTestApp(kind, { CHRONICLE_LOCAL_REPOS: folder, CHRONICLE_POLL_SECONDS: '1', GITHUB_PUSH_PAYLOAD_LIMIT: '3' }, { listen: true });
    browser = new TestBrowser();
    await browser.navigate(`${app.url}/api/auth/github`, (next) => next.pathname === '/dashboard');
  });
  afterAll(async () => {
    await app.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("tells the signed-in user that their code host is this machine's folders, read every CHRONICLE_POLL_SECONDS", async () => {
    const me = await json<{ codeHost: unknown }>('/api/auth/me');
    expect(me.codeHost).toEqual({ kind: 'local', folders: [folder], pollSeconds: 1 });
  });

  it('lists the git repositories found in the configured folders', async () => {
    const repositories = await json<RepositorySummary[]>('/api/repos');
    expect(repositories.map((repository) => repository.full_name)).toEqual(['local/docs-site', 'local/rate-limiter']);
    expect(repositories.every((repository) => Number.isSafeInteger(repository.id) && !repository.connected)).toBe(true);
    // The same ids after a restart: they come from the folders' paths.
    expect((await json<RepositorySummary[]>('/api/repos')).map((repository) => repository.id)).toEqual(repositories.map((repository) => repository.id));
  });

  it('connects one, then makes an entry for the commits made after that', async () => {
    const repository = (await json<RepositorySummary[]>('/api/repos')).find((candidate) => candidate.name === 'rate-limiter')!;
    const connect = await api('/api/repos/connect', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ repoId: repository.id, repoName: 'rate-limiter', owner: 'local', fullName: 'local/rate-limiter', tone: 'playful' }),
    });
    expect(connect.status).toBe(201);
    expect(await connect.json()).toMatchObject({ fullName: 'local/rate-limiter', isActive: true, publicSlug: 'rate-limiter', tone: 'playful' });
    await twoPolls();
    expect(await entries()).toEqual([]);

    const repo = path.join(folder, 'rate-limiter');
    commitFile(repo, 'src/redis-store.ts', 'export {};\n', 'feat: add a Redis store for token buckets');
    commitFile(repo, 'src/refill.ts', 'export {};\n', 'fix: refill tokens at the configured rate');
    const [entry] = await waitForEntries(1);
    expect(entry).toMatchObject({ commitCount: 2 });
    expect(entry!.headline.length).toBeGreaterThan(0);
    expect(entry!.summary).toMatch(/Redis store/i);
    // A local push has no compare view: the snippet links to the public changelog page instead.
    expect(entry!.socialText).toContain('acme/rate-limiter');
    expect(entry!.socialText.endsWith(` ${app.url}/rate-limiter`)).toBe(true);
  });

  it('reads a push with more commits than a payload holds from git', async () => {
    const repo = path.join(folder, 'rate-limiter');
    for (let n = 1; n <= 5; n += 1) commitFile(repo, `docs/page-${n}.md`, `# Page ${n}\n`, `docs: write page ${n} of the guide`);
    const [newest] = await waitForEntries(2);
    expect(newest!.commitCount).toBe(5);
  });

  it('makes no entry for commits on another branch', async () => {
    const repo = path.join(folder, 'rate-limiter');
    git(repo, 'checkout', '-q', '-b', 'experiment');
    commitFile(repo, 'src/experiment.ts', 'export {};\n', 'Try a sliding window');
    git(repo, 'checkout', '-q', 'main');
    await twoPolls();
    expect(await entries()).toHaveLength(2);
  });

  it('stops after disconnecting', async () => {
    const repository = (await json<RepositorySummary[]>('/api/repos')).find((candidate) => candidate.connected)!;
    expect((await api(`/api/repos/${repository.id}`, { method: 'DELETE' })).status).toBe(200);
    commitFile(path.join(folder, 'rate-limiter'), 'src/after.ts', 'export {};\n', 'feat: something after the disconnect');
    await twoPolls();
    const active = await json<{ repository: unknown }>('/api/repos/active');
    expect(active.repository).toBeNull();
    expect(await entries()).toEqual([]);
  });
});
