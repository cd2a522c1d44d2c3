import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page, type Request } from '@playwright/test';
import type { ActiveRepositoryView, ChangelogEntry, Project, PublicProjectView, RepositorySummary } from '@chronicle/contracts';
import { expectNoSeriousA11yViolations, JOB_WAIT_MS } from '../support/chronicle.js';
import { toast } from '../support/dashboard.js';
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

/**
 * Commits files on a side branch and fast-forwards the polled branch to them in one step, so that
 * one poll sees them together, as one push.
 */
function pushCommits(folder: string, commits: Array<[file: string, subject: string]>): void {
  git(folder, 'checkout', '--quiet', '-b', 'work');
  for (const [file, subject] of commits) {
    writeFileSync(path.join(folder, file), `${subject}\n`);
    git(folder, 'add', '.');
    git(folder, 'commit', '--quiet', '-m', subject);
  }
  git(folder, 'checkout', '--quiet', 'trunk');
  git(folder, 'merge', '--quiet', '--ff-only', 'work');
  git(folder, 'branch', '--quiet', '-d', 'work');
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
  await expect(main.getByText(`Chronicle lists the git repositories in ${reposFolder} and the folders one level below, and those added under Folders.`)).toBeVisible();
  await expect(main.getByText('To add a repository, add its folder under Folders below: it is listed here at once, with no restart.')).toBeVisible();
  await expect(main.getByText(`No repositories available. No git repository was found in ${reposFolder} or the folders one level below, and none was added under Folders.`)).toBeVisible();
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

/** Signed in as the local user, with no repository connected (whatever an earlier test left). */
async function signInWithNothingConnected(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/api/auth/github`);
  await expect(page).toHaveURL(`${baseUrl}/dashboard`);
  const active = (await (await page.request.get(`${baseUrl}/api/repos/active`)).json()) as ActiveRepositoryView;
  if (active.repository) expect((await page.request.delete(`${baseUrl}/api/repos/${active.repository.id}`)).status()).toBe(200);
}

/** Every POST the page sends to `path`, to show that one click sends one. */
function recordPosts(page: Page, path: string): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) posts.push(request);
  });
  return posts;
}

test('local mode, first ten minutes: a folder added in Settings without a restart, a push to it on the open dashboard without a reload, written as sentences, its twelve documents public; removing it asks first', async ({ page }) => {
  const main = page.getByRole('main');
  await signInWithNothingConnected(page);
  const ledger = path.join(workDir, 'elsewhere', 'ledger');
  createRepository(ledger);
  const posts = recordPosts(page, '/api/local-folders');

  await page.goto(`${baseUrl}/settings`);
  const folders = main.getByRole('list', { name: 'Folders Chronicle reads' });
  await expect(folders.getByRole('listitem').filter({ hasText: reposFolder })).toContainText('From CHRONICLE_LOCAL_REPOS');
  const field = main.getByRole('textbox', { name: 'Full path of a git repository on this machine' });
  const add = main.getByRole('button', { name: 'Add Folder' });

  // The server checks the folder; its sentence shows under the field.
  const plain = path.join(workDir, 'plain');
  mkdirSync(plain);
  await field.fill(plain);
  await add.click();
  await expect(main.getByRole('alert').filter({ hasText: plain })).toHaveText(`${plain} is not a git repository: it has no .git folder (run git init there, or give the folder that has one).`);
  expect(posts).toHaveLength(1);

  await field.fill(ledger);
  await add.click();
  await expect(toast(page, 'Folder Added', 'Its repository can be connected now, with no restart.')).toBeVisible();
  expect(posts).toHaveLength(2);
  await expect(folders.getByRole('listitem').filter({ hasText: ledger }).getByRole('button', { name: `Remove ${ledger}` })).toBeVisible();
  await expectNoGithubWords(page);
  await expectNoSeriousA11yViolations(page);

  // Listed at once: connected, and its branch polled.
  await main.getByRole('combobox', { name: 'Select a repository' }).selectOption({ label: 'local/ledger' });
  await main.getByRole('button', { name: 'Connect Repository', exact: true }).click();
  await expect(main.getByText('Polling Active')).toBeVisible();
  const slug = ((await (await page.request.get(`${baseUrl}/api/repos/active`)).json()) as ActiveRepositoryView).repository!.publicSlug;

  // The open dashboard shows the new entry without a reload, its texts written as sentences about
  // what the commits' subjects describe (a behaviour, not an order to remove something).
  const streamOpened = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
  await page.goto(`${baseUrl}/dashboard`);
  expect((await streamOpened).status()).toBe(200);
  await expect(main.getByText('local/ledger', { exact: true })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { chronicleLiveMarker: 'not reloaded' }));
  pushCommits(ledger, [
    ['list.js', 'feat: clear() empties the list (#3)'],
    ['items.js', 'feat: remove() deletes an item by index'],
  ]);
  await expect(main.getByRole('heading', { level: 3, name: 'clear() now empties the list, plus another feature', exact: true })).toBeVisible({ timeout: JOB_WAIT_MS });
  expect(await page.evaluate(() => (window as unknown as { chronicleLiveMarker?: string }).chronicleLiveMarker)).toBe('not reloaded');
  // The dashboard's card shows the headline; the summary is the entry's (and the public page's) text.
  const entries = (await (await page.request.get(`${baseUrl}/api/changelog-entries`)).json()) as ChangelogEntry[];
  expect(entries.map((entry) => entry.summary)).toEqual(['This push makes clear() empty the list (#3) and remove() delete an item by index. Contributed by Local Author.']);

  // Its public docs page: all twelve documents, none locked by a plan.
  const states = async () => ((await (await page.request.get(`${baseUrl}/api/docs/${slug}`)).json()) as PublicProjectView).documents.map((card) => card.state);
  await expect.poll(async () => (await states()).filter((state) => state === 'ready').length, { timeout: JOB_WAIT_MS }).toBe(12);
  await page.goto(`${baseUrl}/${slug}/docs`);
  await expect(main.getByRole('article').filter({ hasText: 'Ready' })).toHaveCount(12);
  await expect(main).not.toContainText('Not in this plan');

  // Removing asks first and says what happens; the repository is then disconnected, its entry kept.
  await page.goto(`${baseUrl}/settings`);
  await main.getByRole('button', { name: `Remove ${ledger}` }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: `Remove ${ledger}?` });
  await expect(confirm).toContainText('its changelog entries and documents stay on its public page');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, 'Folder Removed')).toBeVisible();
  await expect(folders.getByRole('listitem').filter({ hasText: ledger })).toHaveCount(0);
  await expect(main.getByRole('heading', { name: 'Connect Repository' })).toBeVisible();
});

test('local mode: the admin panel adds a local git folder, and refuses file:// and ext:: with a sentence; one click sends one POST', async ({ page }) => {
  const main = page.getByRole('main');
  await signInWithNothingConnected(page);
  const stopwatch = path.join(workDir, 'tools', 'stopwatch');
  createRepository(stopwatch);
  const posts = recordPosts(page, '/api/admin/projects');
  await page.goto(`${baseUrl}/admin`);
  const field = main.getByRole('textbox', { name: 'Repository URL' });
  const add = main.getByRole('button', { name: 'Add Repository' });
  const accepted = "Enter owner/name, a repository's https:// address, or the full path of a git repository on this machine.";

  await field.fill(`file://${stopwatch}`);
  await add.click();
  await expect(main.getByRole('alert')).toHaveText(`file:// URLs are not accepted: Chronicle reads repositories over https:// only. ${accepted}`);
  await field.fill(`ext::sh -c touch% ${path.join(workDir, 'pwned')}`);
  await add.click();
  await expect(main.getByRole('alert')).toHaveText(`ext:: addresses are not accepted: Chronicle reads repositories over https:// only. ${accepted}`);
  expect(posts).toHaveLength(0);

  await field.fill(path.join(workDir, 'nowhere'));
  await add.click();
  await expect(main.getByRole('alert')).toHaveText(`There is no folder ${path.join(workDir, 'nowhere')} on this machine.`);
  expect(posts).toHaveLength(1);

  await field.fill(stopwatch);
  await add.click();
  await expect(page.getByRole('article', { name: 'local/stopwatch' })).toBeVisible();
  expect(posts).toHaveLength(2);
  const projects = (await (await page.request.get(`${baseUrl}/api/admin/projects`)).json()) as Project[];
  expect(projects.map((project) => project.fullName)).toEqual(['local/stopwatch']);
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

test("local mode: the local user's own repository gets all twelve documents on its public docs page, none locked by a plan", async ({ page }) => {
  const main = page.getByRole('main');
  const folder = path.join(reposFolder, 'sample');
  createRepository(folder);
  writeFileSync(path.join(folder, 'package.json'), '{ "name": "sample", "version": "1.0.0", "main": "src/list.js", "scripts": { "test": "node --test" } }\n');
  mkdirSync(path.join(folder, 'src'));
  writeFileSync(path.join(folder, 'src', 'list.js'), '/** A list of items. */\nexport class List {\n  items = [];\n  /** Empties the list. */\n  clear() {\n    this.items = [];\n  }\n}\n');
  git(folder, 'add', '.');
  git(folder, 'commit', '--quiet', '-m', 'feat: clear() empties the list');

  await signInWithNothingConnected(page);
  const me = (await (await page.request.get(`${baseUrl}/api/auth/me`)).json()) as { subscription_tier: string };
  expect(me.subscription_tier).toBe('pro');
  const repositories = (await (await page.request.get(`${baseUrl}/api/repos`)).json()) as RepositorySummary[];
  const sample = repositories.find((candidate) => candidate.name === 'sample')!;
  const connect = await page.request.post(`${baseUrl}/api/repos/connect`, {
    data: { repoId: sample.id, repoName: sample.name, owner: sample.owner.login, fullName: sample.full_name },
  });
  expect(connect.status(), await connect.text()).toBe(201);
  const slug = ((await connect.json()) as { publicSlug: string }).publicSlug;

  // Connecting queues the documents; every one of the twelve is in the plan, so each gets written.
  const states = async () => ((await (await page.request.get(`${baseUrl}/api/docs/${slug}`)).json()) as PublicProjectView).documents.map((card) => card.state);
  await expect.poll(async () => (await states()).filter((state) => state === 'ready').length, { timeout: JOB_WAIT_MS }).toBe(12);

  await page.goto(`${baseUrl}/${slug}/docs`);
  const cards = main.getByRole('article');
  await expect(cards).toHaveCount(12);
  await expect(cards.filter({ hasText: 'Ready' })).toHaveCount(12);
  await expect(main).not.toContainText('Not in this plan');
  await expect(main).not.toContainText(/Comes with the \w+ tier/);
});
