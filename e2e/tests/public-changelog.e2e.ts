import { expect, request, test as base, type APIRequestContext, type Page } from '@playwright/test';
import { pushToEmulator, type PushCommit } from '@chronicle/github-emulator';
import type { ActiveRepositoryView, ChangelogEntry, ConnectedRepository, RepositorySummary } from '@chronicle/contracts';
import { expectNoSeriousA11yViolations, JOB_WAIT_MS, url } from '../support/chronicle.js';

const REPOSITORY = { owner: 'octocat', name: 'hello-world', fullName: 'octocat/hello-world' };

type Connected = { api: APIRequestContext; repository: ConnectedRepository };

function emulatorUrl(): string {
  const value = process.env.E2E_EMULATOR_URL;
  if (!value) throw new Error('E2E_EMULATOR_URL is not set: global-setup must expose the GitHub emulator.');
  return value;
}

/** octocat signed in over HTTP (through the emulator's OAuth) with octocat/hello-world connected. */
async function connectRepository(): Promise<Connected> {
  const api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const signIn = await api.get('/api/auth/github');
  expect(signIn.url()).toBe(url('/dashboard'));
  const repositories = (await (await api.get('/api/repos')).json()) as RepositorySummary[];
  const repoId = repositories.find((repository) => repository.full_name === REPOSITORY.fullName)!.id;
  const connect = await api.post('/api/repos/connect', {
    data: { repoId, repoName: REPOSITORY.name, owner: REPOSITORY.owner, fullName: REPOSITORY.fullName },
  });
  expect(connect.status()).toBe(201);
  return { api, repository: (await connect.json()) as ConnectedRepository };
}

/** Other tests sign in as octocat too and expect nothing connected: leave no repository and no account. */
async function disconnectAndDeleteAccount({ api, repository }: Connected): Promise<void> {
  expect((await api.delete(`/api/repos/${repository.id}`)).status()).toBe(200);
  expect((await api.delete('/api/account')).status()).toBe(200);
  await api.dispose();
}

const test = base.extend<{ connected: Connected }>({
  connected: async ({}, use) => {
    const connected = await connectRepository();
    try {
      await use(connected);
    } finally {
      await disconnectAndDeleteAccount(connected);
    }
  },
});

function commit(message: string): PushCommit {
  return { message, files: { [`src/${message.replace(/\W+/g, '-').toLowerCase()}.ts`]: `// ${message}\n` } };
}

async function push(commits: PushCommit[]): Promise<void> {
  const result = await pushToEmulator(emulatorUrl(), { owner: REPOSITORY.owner, repo: REPOSITORY.name, branch: 'main', commits });
  expect(result.deliveries.map((delivery) => delivery.status)).toEqual([202]);
}

/** Entries are written after the webhook was answered: wait until the dashboard's list has them all. */
async function waitForEntries(api: APIRequestContext, count: number): Promise<ChangelogEntry[]> {
  let entries: ChangelogEntry[] = [];
  await expect
    .poll(async () => (entries = (await (await api.get('/api/changelog-entries')).json()) as ChangelogEntry[]).length, { timeout: JOB_WAIT_MS })
    .toBe(count);
  return entries;
}

function entryItems(page: Page) {
  return page.getByRole('list', { name: 'Changelog entries' }).getByRole('listitem');
}

test('an unknown slug shows Page Not Found, asking the server once', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/public/no-such-project') asked.push(sent.url());
  });
  await page.goto(url('/no-such-project'));
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(asked).toHaveLength(1);
});

test('a failure other than not-found shows an error card whose Retry asks again', async ({ page }) => {
  let failing = true;
  await page.route('**/api/public/acme-demo', (route) =>
    failing
      ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ statusCode: 503, message: 'The database is not reachable.' }) })
      : route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({ repository: { name: 'demo', fullName: 'acme/demo', publicSlug: 'acme-demo' }, entries: [], page: 1, pageSize: 20, total: 0 }),
        }),
  );
  await page.goto(url('/acme-demo'));
  // A 5xx that gives the server's reason is not retried: the card shows at once.
  await expect(page.getByRole('heading', { level: 1, name: 'This changelog could not be loaded' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('The database is not reachable.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  failing = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'acme/demo' })).toBeVisible();
  await expect(page.getByText('No changelog entries yet.')).toBeVisible();
});

test('a repository with no entry yet says so', async ({ page, connected }) => {
  await page.goto(url(`/${connected.repository.publicSlug}`));
  await expect(page.getByRole('heading', { level: 1, name: REPOSITORY.fullName })).toBeVisible();
  await expect(page.getByText('No changelog entries yet.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Changelog pages' })).toHaveCount(0);
});

test("shows a push's entry with its date, summary and commit count, and links the Atom feed", async ({ page, connected }) => {
  await push([commit('feat: add a Redis store'), commit('fix: refill tokens at the configured rate')]);
  const [entry] = await waitForEntries(connected.api, 1);
  const viewsBefore = ((await (await connected.api.get('/api/repos/active')).json()) as ActiveRepositoryView).stats!.publicViews;
  const changelogRequests: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === `/api/public/${connected.repository.publicSlug}`) changelogRequests.push(sent.url());
  });

  await page.goto(url(`/${connected.repository.publicSlug}`));
  await expect(page.getByRole('heading', { level: 1, name: REPOSITORY.fullName })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const item = entryItems(page);
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('heading', { level: 2, name: entry!.headline })).toBeVisible();
  const date = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(entry!.pushedAt));
  await expect(item.locator('time')).toHaveText(date);
  await expect(item.locator('time')).toHaveAttribute('datetime', entry!.pushedAt);
  await expect(item).toContainText(entry!.summary.replace(/\s+/g, ' ').trim());
  await expect(item.getByText('2 commits', { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Changelog pages' })).toHaveCount(0);

  const feedLink = page.getByRole('link', { name: 'Atom feed' });
  await expect(feedLink).toHaveAttribute('href', `/api/public/${connected.repository.publicSlug}/feed.atom`);
  // Feed readers find it in <head> too.
  await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', `/api/public/${connected.repository.publicSlug}/feed.atom`);
  await expect(page).toHaveTitle(`${REPOSITORY.fullName} changelog · Chronicle`);
  const feed = await page.request.get(url((await feedLink.getAttribute('href'))!));
  expect(feed.headers()['content-type']).toMatch(/application\/atom\+xml/);
  expect(await feed.text()).toContain(`<title>${REPOSITORY.fullName} changelog</title>`);

  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expectNoSeriousA11yViolations(page);
  // One visit, one request, one counted view.
  expect(changelogRequests).toHaveLength(1);
  const viewsAfter = ((await (await connected.api.get('/api/repos/active')).json()) as ActiveRepositoryView).stats!.publicViews;
  expect(viewsAfter).toBe(viewsBefore + 1);
});

test('pages through more than 20 entries, newest first, with the page in the address', async ({ page, connected }) => {
  await push([commit('feat: the oldest step')]);
  // GitHub's pushed_at counts whole seconds: the oldest entry gets a second of its own.
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  for (let step = 1; step <= 20; step++) await push([commit(`feat: rollout step ${step}`)]);
  const entries = await waitForEntries(connected.api, 21);
  const oldest = entries.reduce((a, b) => (Date.parse(a.pushedAt) <= Date.parse(b.pushedAt) ? a : b));
  const slug = connected.repository.publicSlug;
  const headlines = (page_: Page) => entryItems(page_).getByRole('heading', { level: 2 }).allTextContents();

  await page.goto(url(`/${slug}`));
  await expect(entryItems(page)).toHaveCount(20);
  const times = await entryItems(page).locator('time').evaluateAll((nodes) => nodes.map((node) => Date.parse(node.getAttribute('datetime')!)));
  expect(times).toEqual([...times].sort((a, b) => b - a));
  expect((await headlines(page)).sort()).toEqual(entries.filter((entry) => entry.id !== oldest.id).map((entry) => entry.headline).sort());

  const pages = page.getByRole('navigation', { name: 'Changelog pages' });
  await pages.getByTitle('2', { exact: true }).click();
  await expect(page).toHaveURL(url(`/${slug}?page=2`));
  await expect(entryItems(page)).toHaveCount(1);
  await expect(entryItems(page).getByRole('heading', { level: 2 })).toHaveText(oldest.headline);

  await page.reload();
  await expect(entryItems(page)).toHaveCount(1);
  await expect(entryItems(page).getByRole('heading', { level: 2 })).toHaveText(oldest.headline);
  await expectNoSeriousA11yViolations(page);

  await pages.getByTitle('1', { exact: true }).click();
  await expect(page).toHaveURL(url(`/${slug}`));
  await expect(entryItems(page)).toHaveCount(20);
});
