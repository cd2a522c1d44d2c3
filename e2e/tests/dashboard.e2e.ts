import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, url } from '../support/chronicle.js';
import {
  HELLO_WORLD,
  OCTOCAT,
  connectThroughApi,
  dateTextInBrowser,
  deleteAccountIfSignedIn,
  entryRow,
  getActiveRepository,
  pushCommits,
  signIn,
  toast,
  waitForEntries,
} from '../support/dashboard.js';

test.afterEach(async ({ page }) => deleteAccountIfSignedIn(page));

test('the core loop: connect, push, see, copy and delete an entry, publish, disconnect, delete the account', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url('') });
  const main = page.getByRole('main');

  // Sign in: the dashboard greets the user and has nothing connected yet.
  await signIn(page);
  await expect(main.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(main.getByText(OCTOCAT.name, { exact: true })).toBeVisible();
  await expect(main.getByText(`@${OCTOCAT.login}`, { exact: true })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'No Repository Connected' })).toBeVisible();

  // Settings: the repository list loads (held back a moment so that its loading text shows).
  await page.route('**/api/repos', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fallback();
  });
  await main.getByRole('button', { name: 'Connect Repository', exact: true }).click();
  await expect(page).toHaveURL(url('/settings'));
  await expect(main.getByText('Loading repositories...')).toBeVisible();
  const picker = main.getByRole('combobox', { name: 'Select a repository' });
  await expect(picker).toBeVisible();
  await page.unroute('**/api/repos');
  const connectButton = main.getByRole('button', { name: 'Connect Repository', exact: true });
  await expect(connectButton).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  // Choose and connect; the button reads 'Connecting...' while the call is under way.
  await picker.selectOption({ label: HELLO_WORLD.fullName });
  await expect(connectButton).toBeEnabled();
  await page.route('**/api/repos/connect', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.fallback();
  });
  await connectButton.click();
  await expect(main.getByRole('button', { name: 'Connecting...' })).toBeDisabled();
  await expect(toast(page, 'Repository Connected', 'Your repository has been connected successfully!')).toBeVisible();
  await page.unroute('**/api/repos/connect');

  // The settings now describe the connected repository, its public URL and its webhook.
  const { repository } = await getActiveRepository(page);
  expect(repository).toMatchObject({ fullName: HELLO_WORLD.fullName, isActive: true });
  const slug = repository!.publicSlug;
  await expect(main.getByRole('heading', { name: 'Repository Information' })).toBeVisible();
  await expect(main.getByText('Connected and active')).toBeVisible();
  await expect(main.getByRole('textbox', { name: 'Public URL' })).toHaveValue(url(`/${slug}`));
  await expect(main.getByText('Webhook Active')).toBeVisible();
  await expect(main.getByText('Receiving push events from the main branch')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Connect Repository', exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // The dashboard shows the repository, its public page link and an empty list.
  await main.getByRole('button', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(url('/dashboard'));
  await expect(main.getByRole('heading', { level: 2, name: HELLO_WORLD.fullName })).toBeVisible();
  await expect(main.getByText('Connected', { exact: true })).toBeVisible();
  const publicLink = main.getByRole('link', { name: 'View Public Page' });
  await expect(publicLink).toHaveAttribute('href', `/${slug}`);
  await expect(publicLink).toHaveAttribute('target', '_blank');
  await expect(main.getByText('No Changelog Entries Yet')).toBeVisible();

  // Two pushes to main make two entries; the page shows them once revisited (it does not poll).
  await pushCommits([
    { message: 'feat: greet the world in French', files: { 'bonjour.txt': 'Bonjour le monde\n' } },
    { message: 'fix: end the French greeting with a newline', files: { 'bonjour.txt': 'Bonjour, le monde !\n' } },
  ]);
  await waitForEntries(page, 1);
  await pushCommits([{ message: 'docs: explain the greetings', files: { 'GREETINGS.md': '# Greetings\n\nSay hello.\n' } }]);
  const [second, first] = await waitForEntries(page, 2);
  await page.reload();
  await expect(main.getByRole('heading', { name: 'Recent Changelog Entries' })).toBeVisible();
  await expect(main.getByText('Last 30 entries')).toBeVisible();

  const firstRow = entryRow(page, first!.headline);
  await expect(firstRow).toBeVisible();
  await expect(firstRow.getByText(await dateTextInBrowser(page, first!.pushedAt), { exact: true })).toBeVisible();
  await expect(firstRow.getByText('2 commits', { exact: true })).toBeVisible();
  await expect(firstRow.getByText('✓ Processed')).toBeVisible();
  await expect(entryRow(page, second!.headline).getByText('1 commit', { exact: true })).toBeVisible();
  // Newest first.
  await expect(main.getByRole('heading', { level: 3 })).toHaveText([second!.headline, first!.headline]);
  await expect(statTile(page, 'Total Entries')).toContainText('2');
  await expect(statTile(page, 'This Week')).toContainText('2');
  await expect(statTile(page, 'Avg Processing')).toContainText(/\d(ms|\.\ds)$/);
  await expectNoSeriousA11yViolations(page);

  // 'Copy Social' puts the entry's social text on the clipboard.
  await firstRow.getByRole('button', { name: 'Copy Social' }).click();
  await expect(toast(page, 'Copied!', 'Social snippet copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first!.socialText);

  // Delete the first entry: the list and the stats are refreshed.
  await firstRow.getByRole('button', { name: 'Delete entry' }).click();
  await expect(toast(page, 'Entry deleted', 'The changelog entry has been deleted successfully.')).toBeVisible();
  await expect(firstRow).toHaveCount(0);
  await expect(entryRow(page, second!.headline)).toBeVisible();
  await expect(statTile(page, 'Total Entries')).toContainText('1');
  expect((await waitForEntries(page, 1)).map((entry) => entry.id)).toEqual([second!.id]);

  // The public page, opened in a new tab, lists the remaining entry.
  const [publicPage] = await Promise.all([context.waitForEvent('page'), publicLink.click()]);
  await expect(publicPage).toHaveURL(url(`/${slug}`));
  await expect(publicPage.getByRole('heading', { name: second!.headline, exact: true })).toBeVisible();
  await expect(publicPage.getByRole('heading', { name: first!.headline, exact: true })).toHaveCount(0);
  await publicPage.close();

  // Disconnect: the Connect section is back.
  await main.getByRole('button', { name: 'Settings' }).click();
  await expect(page).toHaveURL(url('/settings'));
  await main.getByRole('button', { name: 'Disconnect Repository' }).click();
  await expect(toast(page, 'Repository Disconnected', 'Your repository has been disconnected successfully')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Connect Repository', exact: true })).toBeVisible();
  await expect(main.getByRole('combobox', { name: 'Select a repository' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Danger Zone' })).toHaveCount(0);

  // Delete the account from its own card: signed out, at '/'.
  await expect(main.getByRole('heading', { name: 'Delete Account' })).toBeVisible();
  await main.getByRole('button', { name: 'Delete Account' }).click();
  await expect(toast(page, 'Account Deleted', 'Your account and all data have been deleted')).toBeVisible();
  await expect(page).toHaveURL(url('/'));
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in with GitHub' })).toBeVisible();
  expect(await (await page.request.get(url('/api/auth/me'))).json()).toMatchObject({ signedIn: false });
});

test('live: a push appears on the open dashboard without a reload, and an idle dashboard asks the API nothing', async ({ page }) => {
  const main = page.getByRole('main');
  await signIn(page);
  await connectThroughApi(page);
  // The page follows the live updates once their stream answers (GET /api/events).
  const streamOpened = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
  await page.goto(url('/dashboard'));
  expect((await streamOpened).status()).toBe(200);
  await expect(main.getByText('No Changelog Entries Yet')).toBeVisible();
  await expect(statTile(page, 'Total Entries')).toContainText('0');
  // A reload would lose this.
  await page.evaluate(() => Object.assign(window, { chronicleLiveMarker: 'not reloaded' }));

  // Idle, the page asks the API nothing: no polling loop (spec §9). Counted over a few seconds of idleness.
  const idleRequests: string[] = [];
  const count = (request: { url(): string }) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) idleRequests.push(request.url());
  };
  page.on('request', count);
  await page.waitForTimeout(6_000);
  page.off('request', count);
  expect(idleRequests).toEqual([]);

  await pushCommits([{ message: 'feat: greet the world in Welsh', files: { 'helo.txt': 'Helo byd\n' } }]);
  const [entry] = await waitForEntries(page, 1);
  await expect(entryRow(page, entry!.headline)).toBeVisible();
  await expect(entryRow(page, entry!.headline).getByText('1 commit', { exact: true })).toBeVisible();
  await expect(statTile(page, 'Total Entries')).toContainText('1');
  expect(await page.evaluate(() => (window as unknown as { chronicleLiveMarker?: string }).chronicleLiveMarker)).toBe('not reloaded');
});

function statTile(page: Page, title: string) {
  return page.getByRole('main').getByRole('listitem').filter({ hasText: title });
}
