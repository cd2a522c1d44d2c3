import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, JOB_WAIT_MS } from '../support/chronicle.js';
import { freePort, startChronicle } from '../support/servers.js';

// A second Chronicle in local mode (no GitHub OAuth app): its repositories are the git folders in
// CHRONICLE_LOCAL_REPOS, read every CHRONICLE_POLL_SECONDS. Nothing of GitHub is involved, so
// the dashboard and settings must not speak of it.
const POLL_SECONDS = 2;

let workDir: string;
let reposFolder: string;
let chronicle: ChildProcess;
let baseUrl: string;

function git(cwd: string, ...args: string[]): void {
  execFileSync('git', ['-c', 'user.name=Local Author', '-c', 'user.email=local@example.com', ...args], { cwd, stdio: 'ignore' });
}

function createRepository(folder: string): void {
  mkdirSync(folder, { recursive: true });
  git(folder, 'init', '--quiet', '--initial-branch=trunk');
  writeFileSync(path.join(folder, 'README.md'), '# Rate limiter\n');
  git(folder, 'add', '.');
  git(folder, 'commit', '--quiet', '-m', 'feat: first commit');
}

test.beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'chronicle-e2e-local-'));
  reposFolder = path.join(workDir, 'code');
  mkdirSync(reposFolder);
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  chronicle = await startChronicle({
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    CHRONICLE_DATA_DIR: path.join(workDir, 'data'),
    CHRONICLE_LOCAL_REPOS: reposFolder,
    CHRONICLE_POLL_SECONDS: String(POLL_SECONDS),
  });
});

test.afterAll(async () => {
  chronicle.kill('SIGTERM');
  await new Promise((resolve) => chronicle.once('exit', resolve));
  rmSync(workDir, { recursive: true, force: true });
});

async function expectNoGithubWords(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await expect(main).not.toContainText(/github/i);
  await expect(main).not.toContainText(/webhook/i);
}

test('local mode: the dashboard and settings speak of local repositories, their folders and the poll, never of GitHub', async ({ page }) => {
  const main = page.getByRole('main');
  await page.goto(`${baseUrl}/api/auth/github`);
  await expect(page).toHaveURL(`${baseUrl}/dashboard`);

  // Nothing connected, nothing found yet.
  await expect(main.getByRole('heading', { name: 'No Repository Connected' })).toBeVisible();
  await expect(main.getByText('Connect a local git repository to start generating changelogs')).toBeVisible();
  await expectNoGithubWords(page);

  await main.getByRole('button', { name: 'Connect Repository' }).click();
  await expect(page).toHaveURL(`${baseUrl}/settings`);
  await expect(main.getByText(`Chronicle lists the git repositories in ${reposFolder} and the folders one level below.`)).toBeVisible();
  await expect(main.getByText('To add a folder, list it in CHRONICLE_LOCAL_REPOS (folders separated by commas) and restart Chronicle.')).toBeVisible();
  await expect(main.getByText(`No repositories available. No git repository was found in ${reposFolder} or the folders one level below.`)).toBeVisible();
  await expectNoGithubWords(page);

  // A repository appears in the folder: it is offered, connected, and its branch is polled.
  createRepository(path.join(reposFolder, 'rate-limiter'));
  await page.reload();
  await main.getByRole('combobox', { name: 'Select a repository' }).selectOption({ label: 'local/rate-limiter' });
  await main.getByRole('button', { name: 'Connect Repository', exact: true }).click();
  await expect(main.getByRole('heading', { name: 'Repository Information' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Branch Polling' })).toBeVisible();
  await expect(main.getByText('Polling Active')).toBeVisible();
  await expect(main.getByText(`New commits on the repository's branch are read every ${POLL_SECONDS} seconds`)).toBeVisible();
  await expect(main.getByText('Stop reading its branch and generating changelogs')).toBeVisible();
  await expectNoGithubWords(page);
  await expectNoSeriousA11yViolations(page);

  await page.goto(`${baseUrl}/dashboard`);
  await expect(main.getByText('local/rate-limiter', { exact: true })).toBeVisible();
  await expect(main.getByText("Commit to the connected repository's branch to generate your first changelog entry")).toBeVisible();
  await expectNoGithubWords(page);

  // The promise holds: a commit on the branch becomes an entry within a poll or two.
  writeFileSync(path.join(reposFolder, 'rate-limiter', 'limiter.txt'), 'tokens\n');
  git(path.join(reposFolder, 'rate-limiter'), 'add', '.');
  git(path.join(reposFolder, 'rate-limiter'), 'commit', '--quiet', '-m', 'feat: add a token bucket');
  await expect
    .poll(async () => ((await (await page.request.get(`${baseUrl}/api/changelog-entries`)).json()) as unknown[]).length, { timeout: JOB_WAIT_MS })
    .toBe(1);
});

test('local mode: signed out, every sign-in button says "Continue", none speaks of GitHub', async ({ page }) => {
  await page.goto(`${baseUrl}/`);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Continue' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Continue' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /GitHub/ })).toHaveCount(0);

  await page.goto(`${baseUrl}/admin`);
  await expect(page.getByRole('main').getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/api/auth/github');
  await page.getByRole('main').getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`${baseUrl}/dashboard`);
});
