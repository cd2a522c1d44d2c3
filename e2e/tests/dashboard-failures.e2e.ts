import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, url } from '../support/chronicle.js';
import {
  AFTER_MUTATION_RETRIES,
  HELLO_WORLD,
  connectThroughApi,
  deleteAccountIfSignedIn,
  entryRow,
  failCalls,
  failCallsOnRelease,
  getActiveRepository,
  pushCommits,
  signIn,
  toast,
  waitForEntries,
} from '../support/dashboard.js';

test.afterEach(async ({ page }) => deleteAccountIfSignedIn(page));

test.describe('signed out', () => {
  for (const path of ['/dashboard', '/settings']) {
    test(`${path} redirects to /`, async ({ page }) => {
      await page.goto(url(path));
      await expect(page).toHaveURL(url('/'));
      await expect(page.getByRole('heading', { level: 1, name: 'Contextualize Your Code' })).toBeVisible();
    });
  }
});

test('with nothing connected, and then with no entries, the dashboard says so', async ({ page }) => {
  const main = page.getByRole('main');
  await signIn(page);
  await expect(main.getByRole('heading', { name: 'No Repository Connected' })).toBeVisible();
  await expect(main.getByText('Connect a GitHub repository to start generating changelogs')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Recent Changelog Entries' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // The settings offer to connect, and a separate Delete Account card instead of the Danger Zone.
  await main.getByRole('button', { name: 'Connect Repository', exact: true }).click();
  await expect(page).toHaveURL(url('/settings'));
  await expect(main.getByText('Select a GitHub repository to start generating automated changelogs.')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Summary Tone' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Delete Account' })).toBeVisible();
  for (const absent of ['Repository Information', 'Webhook Status', 'Danger Zone']) {
    await expect(main.getByRole('heading', { name: absent })).toHaveCount(0);
  }

  await connectThroughApi(page);
  await page.goto(url('/dashboard'));
  await expect(main.getByRole('heading', { level: 2, name: HELLO_WORLD.fullName })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'No Changelog Entries Yet' })).toBeVisible();
  await expect(main.getByText('Push some commits to your main branch to generate your first changelog entry')).toBeVisible();
  await expect(main.getByRole('listitem').filter({ hasText: 'Total Entries' })).toContainText('0');
  await expect(main.getByRole('listitem').filter({ hasText: 'Avg Processing' })).toContainText('—');
  await expect(main.getByRole('listitem').filter({ hasText: 'Public Views' })).toContainText('0');
});

test('a failed connect shows Connection Failed with the server message', async ({ page }) => {
  const main = page.getByRole('main');
  await signIn(page);
  const release = await failCallsOnRelease(page, '**/api/repos/connect', 'POST', 502, JSON.stringify({ statusCode: 502, message: 'GitHub did not answer in time.' }));
  await page.goto(url('/settings'));
  await main.getByRole('combobox', { name: 'Select a repository' }).selectOption({ label: HELLO_WORLD.fullName });
  await main.getByRole('button', { name: 'Connect Repository', exact: true }).click();
  await expect(main.getByRole('button', { name: 'Connecting...' })).toBeDisabled();
  release();
  await expect(toast(page, 'Connection Failed', 'GitHub did not answer in time.')).toBeVisible(AFTER_MUTATION_RETRIES);
  await expect(main.getByRole('button', { name: 'Connect Repository', exact: true })).toBeEnabled();
});

test('a failed disconnect with no message shows the default text', async ({ page }) => {
  const main = page.getByRole('main');
  await signIn(page);
  await connectThroughApi(page);
  const release = await failCallsOnRelease(page, '**/api/repos/*', 'DELETE', 500, '');
  await page.goto(url('/settings'));
  await main.getByRole('button', { name: 'Disconnect Repository' }).click();
  await expect(main.getByRole('button', { name: 'Disconnecting...' })).toBeDisabled();
  release();
  await expect(toast(page, 'Disconnect Failed', 'Failed to disconnect repository')).toBeVisible(AFTER_MUTATION_RETRIES);
  await expect(main.getByRole('heading', { name: 'Danger Zone' })).toBeVisible();
  expect((await getActiveRepository(page)).repository?.fullName).toBe(HELLO_WORLD.fullName);
});

test('a failed account deletion shows Delete Failed and keeps the user signed in', async ({ page }) => {
  const main = page.getByRole('main');
  await signIn(page);
  const release = await failCallsOnRelease(page, '**/api/account', 'DELETE', 500, JSON.stringify({ statusCode: 500, message: 'The database is not reachable.' }));
  await page.goto(url('/settings'));
  await main.getByRole('button', { name: 'Delete Account' }).click();
  await expect(main.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
  release();
  await expect(toast(page, 'Delete Failed', 'The database is not reachable.')).toBeVisible(AFTER_MUTATION_RETRIES);
  await expect(page).toHaveURL(url('/settings'));
  expect(await (await page.request.get(url('/api/auth/me'))).json()).toMatchObject({ username: 'octocat' });
});

test('the summary tone is kept in the browser and with the repository; a failed save says so', async ({ page }) => {
  const main = page.getByRole('main');
  await signIn(page);
  await page.goto(url('/settings'));
  const playful = main.getByRole('radio', { name: 'Playful' });
  await expect(main.getByRole('radio', { name: 'Professional' })).toBeChecked();
  await playful.check();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('summaryTone'))).toBe('playful');

  // Connecting takes the browser's tone along; changing it afterwards saves it on the server.
  await main.getByRole('combobox', { name: 'Select a repository' }).selectOption({ label: HELLO_WORLD.fullName });
  await main.getByRole('button', { name: 'Connect Repository', exact: true }).click();
  await expect(main.getByRole('heading', { name: 'Repository Information' })).toBeVisible();
  expect((await getActiveRepository(page)).repository?.tone).toBe('playful');
  await expect(playful).toBeChecked();
  await main.getByRole('radio', { name: 'Professional' }).check();
  await expect.poll(async () => (await getActiveRepository(page)).repository?.tone).toBe('professional');
  // The browser keeps the tone once the save has answered, which may be a moment after the server has it.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('summaryTone'))).toBe('professional');

  const release = await failCallsOnRelease(page, '**/api/repos/*/tone', 'PUT', 500, JSON.stringify({ statusCode: 500, message: 'The tone could not be stored.' }));
  await playful.check();
  release();
  await expect(toast(page, 'Tone Not Saved', 'The tone could not be stored.')).toBeVisible(AFTER_MUTATION_RETRIES);
  await expect(main.getByRole('radio', { name: 'Professional' })).toBeChecked();
  expect((await getActiveRepository(page)).repository?.tone).toBe('professional');
});

test.describe('entry actions', () => {
  test('a failed copy shows Copy failed; a failed delete shows Error with the server message or a fallback', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
      });
    });
    await signIn(page);
    await connectThroughApi(page);
    await pushCommits([{ message: 'feat: add a farewell', files: { 'goodbye.txt': 'Goodbye\n' } }]);
    const [entry] = await waitForEntries(page, 1);
    await page.reload();
    const row = entryRow(page, entry!.headline);

    await row.getByRole('button', { name: 'Copy Social' }).click();
    await expect(toast(page, 'Copy failed', 'Could not copy to clipboard')).toBeVisible();

    const deleteButton = row.getByRole('button', { name: 'Delete entry' });
    const release = await failCallsOnRelease(page, '**/api/changelog-entries/*', 'DELETE', 500, JSON.stringify({ statusCode: 500, message: 'The entry is locked.' }));
    await deleteButton.click();
    await expect(deleteButton).toBeDisabled();
    release();
    await expect(toast(page, 'Error', 'The entry is locked.')).toBeVisible(AFTER_MUTATION_RETRIES);
    await expect(deleteButton).toBeEnabled();

    // An answer with no message: the final fallback.
    await page.unroute('**/api/changelog-entries/*');
    await page.route('**/api/changelog-entries/*', (route) => route.fulfill({ status: 500, body: '' }));
    await deleteButton.click();
    await expect(toast(page, 'Error', 'Failed to delete the changelog entry.')).toBeVisible(AFTER_MUTATION_RETRIES);

    // No answer at all: the catalogue's default.
    await page.unroute('**/api/changelog-entries/*');
    await page.route('**/api/changelog-entries/*', (route) => route.abort('connectionrefused'));
    await deleteButton.click();
    await expect(toast(page, 'Error', 'Failed to delete entry')).toBeVisible(AFTER_MUTATION_RETRIES);

    await expect(row).toBeVisible();
    expect((await waitForEntries(page, 1))[0]!.id).toBe(entry!.id);
  });

  test('entries that cannot be loaded show why, with a retry', async ({ page }) => {
    const main = page.getByRole('main');
    await signIn(page);
    await connectThroughApi(page);
    await failCalls(page, '**/api/changelog-entries', 'GET', 500, JSON.stringify({ statusCode: 500, message: 'The entries are unavailable.' }));
    await page.goto(url('/dashboard'));
    // A 5xx that gives the server's reason is not retried: the error shows at once.
    await expect(main.getByText('The changelog entries could not be loaded.')).toBeVisible({ timeout: 25_000 });
    await expect(main.getByText('The entries are unavailable.')).toBeVisible();
    await page.unroute('**/api/changelog-entries');
    await main.getByRole('button', { name: 'Retry' }).click();
    await expect(main.getByRole('heading', { name: 'No Changelog Entries Yet' })).toBeVisible();
  });
});

test('pushes whose entry failed for good are counted on the dashboard', async ({ page }) => {
  const main = page.getByRole('main');
  await signIn(page);
  await connectThroughApi(page);
  // The server's real figures, with two failed pushes, as GET /api/repos/active reports them after spent retries.
  await page.route('**/api/repos/active', async (route) => {
    const response = await route.fetch();
    const view = await response.json();
    await route.fulfill({ response, json: { ...view, stats: { ...view.stats, failedPushes: 2 } } });
  });
  await page.goto(url('/dashboard'));
  await expect(main.getByText('2 pushes could not be turned into changelog entries, even after retries.')).toBeVisible();
  await page.unroute('**/api/repos/active');
  await page.reload();
  await expect(main.getByRole('heading', { level: 2, name: HELLO_WORLD.fullName })).toBeVisible();
  await expect(main.getByText(/could not be turned into/)).toHaveCount(0);
});
