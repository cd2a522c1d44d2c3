import { expect, test, type Page } from '@playwright/test';
import { DOC_TYPES, type ConnectedRepository } from '@chronicle/contracts';
import { url } from '../support/chronicle.js';
import { connectThroughApi, deleteAccountIfSignedIn, getActiveRepository, signIn } from '../support/dashboard.js';

// Issue 30, item 6: a signed-out visit logs nothing in the console, an unknown path is a 404 with
// the 404 page, and every screen about a repository links to its public documentation.

/** Collects the console's errors (a failed request shows there too) while the page is in use. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

test.afterEach(async ({ page }) => {
  await deleteAccountIfSignedIn(page);
});

test('signed out, no public page logs an error in the console', async ({ page, browser }) => {
  // A repository with a public page, connected by someone else.
  await signIn(page);
  await connectThroughApi(page);
  const repository: ConnectedRepository = (await getActiveRepository(page)).repository!;

  const visitor = await browser.newPage();
  try {
    const errors = consoleErrors(visitor);
    const pages: [string, string][] = [
      ['/', 'Contextualize Your Code'],
      ['/features', 'Documentation that keeps up with your code'],
      ['/pricing', 'Simple pricing for living documentation'],
      ['/example-template', ''],
      ['/docs', ''],
      ['/help', ''],
      ['/api-reference', ''],
      ['/contact', ''],
      ['/privacy', ''],
      ['/terms', ''],
      [`/${repository.publicSlug}`, repository.fullName],
      [`/${repository.publicSlug}/docs`, ''],
    ];
    for (const [path, heading] of pages) {
      const response = await visitor.goto(url(path));
      expect(response?.status(), path).toBe(200);
      const h1 = visitor.getByRole('main').getByRole('heading', { level: 1 });
      await expect(heading ? h1.filter({ hasText: heading }) : h1.first()).toBeVisible();
      // The top bar has its answer from /api/auth/me: the visitor is offered sign-in.
      await expect(visitor.getByRole('banner').getByRole('button', { name: 'Sign in with GitHub' })).toBeVisible();
    }
    expect(errors).toEqual([]);
  } finally {
    await visitor.close();
  }
});

test('an unknown path answers 404 and shows the 404 page; an unknown document type names the twelve', async ({ page }) => {
  const response = await page.goto(url('/this/page/does-not-exist'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();

  const asset = await page.request.get(url('/remotes/nope/x.js'));
  expect(asset.status()).toBe(404);
  expect(asset.headers()['content-type']).not.toMatch(/html/);

  await signIn(page);
  await connectThroughApi(page);
  const { repository } = await getActiveRepository(page);
  const nonsense = await page.goto(url(`/${repository!.publicSlug}/docs/nonsense`));
  expect(nonsense?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'No Such Document' })).toBeVisible();
  await expect(page.getByText(`There is no document type "nonsense". Chronicle writes twelve: ${DOC_TYPES.join(', ')}.`)).toBeVisible();
});

test('the dashboard, settings and the public changelog link to the public documentation', async ({ page }) => {
  await signIn(page);
  await connectThroughApi(page);
  const { repository } = await getActiveRepository(page);
  const docsPath = `/${repository!.publicSlug}/docs`;
  const main = page.getByRole('main');

  await page.goto(url('/dashboard'));
  await expect(main.getByRole('link', { name: 'View Documentation' })).toHaveAttribute('href', docsPath);

  await page.goto(url('/settings'));
  await expect(main.getByRole('link', { name: 'View Documentation' })).toHaveAttribute('href', docsPath);

  await page.goto(url(`/${repository!.publicSlug}`));
  await main.getByRole('link', { name: 'Documentation' }).click();
  await expect(page).toHaveURL(url(docsPath));
  await expect(main.getByRole('heading', { level: 1 }).first()).toBeVisible();
});
