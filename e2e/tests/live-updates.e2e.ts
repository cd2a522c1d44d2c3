import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { ChangelogEntry, RepositorySummary } from '@chronicle/contracts';
import { JOB_WAIT_MS } from '../support/chronicle.js';
import { freePort, startChronicle } from '../support/servers.js';

// Live updates in local mode, on a Chronicle of this file's own (it is restarted): a commit in the
// connected folder appears on the open dashboard without a reload, also after the server restarted
// under the open page.
const POLL_SECONDS = 2;

let workDir: string;
let repository: string;
let env: Record<string, string>;
let chronicle: ChildProcess;
let baseUrl: string;

function git(...args: string[]): void {
  execFileSync('git', ['-c', 'user.name=Local Author', '-c', 'user.email=local@example.com', ...args], { cwd: repository, stdio: 'ignore' });
}

function commitFile(name: string, message: string): void {
  writeFileSync(path.join(repository, name), `${message}\n`);
  git('add', '.');
  git('commit', '--quiet', '-m', message);
}

async function stopChronicle(): Promise<void> {
  const exited = new Promise((resolve) => chronicle.once('exit', resolve));
  chronicle.kill('SIGTERM');
  await exited;
}

test.beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'chronicle-e2e-live-'));
  repository = path.join(workDir, 'code', 'notes');
  mkdirSync(repository, { recursive: true });
  git('init', '--quiet', '--initial-branch=main');
  commitFile('README.md', 'docs: start the notes');
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  env = {
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    CHRONICLE_DATA_DIR: path.join(workDir, 'data'),
    CHRONICLE_LOCAL_REPOS: path.join(workDir, 'code'),
    CHRONICLE_POLL_SECONDS: String(POLL_SECONDS),
  };
  chronicle = await startChronicle(env);
});

test.afterAll(async () => {
  await stopChronicle();
  rmSync(workDir, { recursive: true, force: true });
});

async function entries(page: Page): Promise<ChangelogEntry[]> {
  return (await (await page.request.get(`${baseUrl}/api/changelog-entries`)).json()) as ChangelogEntry[];
}

/** Waits until the API lists `count` entries (the test's own check; the page is not reloaded). */
async function waitForEntries(page: Page, count: number): Promise<ChangelogEntry[]> {
  await expect.poll(async () => (await entries(page)).length, { timeout: JOB_WAIT_MS }).toBe(count);
  return entries(page);
}

function entryHeading(page: Page, headline: string) {
  return page.getByRole('main').getByRole('heading', { level: 3, name: headline, exact: true });
}

test('local mode: a commit appears on the open dashboard without a reload, and again after the server restarted', async ({ page }) => {
  const main = page.getByRole('main');
  await page.goto(`${baseUrl}/api/auth/github`);
  await expect(page).toHaveURL(`${baseUrl}/dashboard`);
  const repositories = (await (await page.request.get(`${baseUrl}/api/repos`)).json()) as RepositorySummary[];
  const notes = repositories.find((candidate) => candidate.full_name === 'local/notes')!;
  const connect = await page.request.post(`${baseUrl}/api/repos/connect`, { data: { repoId: notes.id, repoName: notes.name, owner: notes.owner.login, fullName: notes.full_name } });
  expect(connect.status(), await connect.text()).toBe(201);

  const streamOpened = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
  await page.goto(`${baseUrl}/dashboard`);
  expect((await streamOpened).status()).toBe(200);
  await expect(main.getByText('local/notes', { exact: true })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { chronicleLiveMarker: 'not reloaded' }));

  commitFile('limiter.txt', 'feat: add a token bucket');
  const [first] = await waitForEntries(page, 1);
  await expect(entryHeading(page, first!.headline)).toBeVisible();

  // The server stops under the open page and comes back: the page's stream opens again by itself.
  await stopChronicle();
  const streamReopened = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events' && response.status() === 200, { timeout: JOB_WAIT_MS });
  chronicle = await startChronicle(env);
  await streamReopened;
  commitFile('window.txt', 'feat: add a sliding window');
  const [second] = await waitForEntries(page, 2);
  await expect(entryHeading(page, second!.headline)).toBeVisible();
  await expect(entryHeading(page, first!.headline)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { chronicleLiveMarker?: string }).chronicleLiveMarker)).toBe('not reloaded');
});
