import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, url } from '../support/chronicle.js';
import { AFTER_MUTATION_RETRIES, connectThroughApi, deleteAccountIfSignedIn, getActiveRepository, signIn, toast } from '../support/dashboard.js';

const OCTO_DOCS = 'octocat/octo-docs';

test.afterEach(async ({ page }) => deleteAccountIfSignedIn(page));

test("a private repository's changelog page is its owner's until the owner publishes it", async ({ page, browser }) => {
  await signIn(page);
  await connectThroughApi(page, OCTO_DOCS);
  const { repository } = await getActiveRepository(page);
  expect(repository).toMatchObject({ fullName: OCTO_DOCS, isPrivate: true, published: false });
  const publicPage = url(`/${repository!.publicSlug}`);

  // Settings offer the choice, set to "Only you".
  await page.goto(url('/settings'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Public Page' })).toBeVisible();
  await expect(main.getByText(/This repository is private, so its changelog page and feed are shown only to you/)).toBeVisible();
  const audience = main.getByRole('radiogroup', { name: 'Who can read the changelog page' });
  await expect(audience.getByRole('radio', { name: 'Only you' })).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  // Its owner sees the page; a visitor who is not signed in finds nothing there.
  await page.goto(publicPage);
  await expect(page.getByRole('heading', { level: 1, name: OCTO_DOCS })).toBeVisible();
  const visitor = await browser.newContext();
  const stranger = await visitor.newPage();
  await stranger.goto(publicPage);
  await expect(stranger.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();

  // Published, it is everyone's; a failed save says so and keeps the saved choice.
  await page.goto(url('/settings'));
  await page.route('**/api/repos/*/publishing', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
  // click, not check(): the radio shows the saved choice, so it turns only once the server answers.
  await audience.getByRole('radio', { name: 'Everyone with the link' }).click();
  await expect(toast(page, 'Publishing Not Saved')).toBeVisible(AFTER_MUTATION_RETRIES);
  await expect(audience.getByRole('radio', { name: 'Only you' })).toBeChecked();
  await page.unroute('**/api/repos/*/publishing');
  await audience.getByRole('radio', { name: 'Everyone with the link' }).click();
  await expect(audience.getByRole('radio', { name: 'Everyone with the link' })).toBeChecked();
  await expect.poll(async () => (await getActiveRepository(page)).repository?.published).toBe(true);
  await stranger.reload();
  await expect(stranger.getByRole('heading', { level: 1, name: OCTO_DOCS })).toBeVisible();
  await visitor.close();
});

test('a public repository has no publishing choice: its page is public', async ({ page }) => {
  await signIn(page);
  await connectThroughApi(page);
  await page.goto(url('/settings'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Repository Information' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Public Page' })).toHaveCount(0);
});
