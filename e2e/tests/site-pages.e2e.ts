import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, url } from '../support/chronicle.js';

/** The repository named in the root package.json, as a web address. */
function repositoryUrl(): string {
  const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { repository: { url: string } };
  return manifest.repository.url.replace(/^git\+/, '').replace(/\.git$/, '');
}

// Every link of the site footer: where it leads and the heading of the page it shows.
const FOOTER_PAGES = [
  { link: 'Features', path: '/features', heading: /.+/ },
  { link: 'Pricing', path: '/pricing', heading: 'Simple pricing for living documentation' },
  { link: 'Documentation', path: '/docs', heading: 'Documentation' },
  { link: 'API', path: '/api-reference', heading: 'API reference' },
  { link: 'Help Center', path: '/help', heading: 'Help Center' },
  { link: 'Contact', path: '/contact', heading: 'Contact' },
  { link: 'Privacy', path: '/privacy', heading: 'Privacy' },
  { link: 'Terms', path: '/terms', heading: 'Terms' },
] as const;

async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(url(path));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('the site footer', () => {
  for (const { link, path, heading } of FOOTER_PAGES) {
    test(`${link} answers 200 and shows its page`, async ({ page }) => {
      await open(page, '/');
      await page.locator('footer').getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(url(path));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText('Page Not Found')).toHaveCount(0);
      // Opened directly too, as a bookmark or a shared link would.
      expect((await page.request.get(url(path))).status()).toBe(200);
    });
  }

  test('its only social icon leads to the repository named in package.json', async ({ page }) => {
    await open(page, '/');
    const footer = page.locator('footer');
    const external = footer.locator('a[href^="http"]');
    await expect(external).toHaveCount(1);
    await expect(footer.getByRole('link', { name: 'Chronicle on GitHub' })).toHaveAttribute('href', repositoryUrl());
    // No link of the footer is an in-page anchor any more.
    await expect(footer.locator('a[href^="#"]')).toHaveCount(0);
  });
});

test('the top bar Docs link opens the documentation', async ({ page }) => {
  await open(page, '/pricing');
  await page.getByRole('banner').getByRole('link', { name: 'Docs', exact: true }).click();
  await expect(page).toHaveURL(url('/docs'));
  await expect(page.getByRole('heading', { level: 1, name: 'Documentation' })).toBeVisible();
});

test("documentation shows Chronicle's README, its file links leading to the repository", async ({ page }) => {
  await open(page, '/docs');
  await expect(page.getByRole('heading', { level: 3, name: 'Two commands' })).toBeVisible();
  await expect(page.getByText('npm ci && npm start').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'ARCHITECTURE.md' }).first()).toHaveAttribute('href', `${repositoryUrl()}/blob/main/ARCHITECTURE.md`);
  // A link to a section of the README stays on the page.
  await expect(page.locator('a[href="#security"]').first()).toBeVisible();
  await expect(page.locator('#security')).toHaveCount(1);
});

test('the API reference lists every operation of /api/openapi.json with its access', async ({ page }) => {
  const document = (await (await page.request.get(url('/api/openapi.json'))).json()) as { paths: Record<string, Record<string, unknown>> };
  const operations = Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
  expect(operations.length).toBeGreaterThan(20);

  await open(page, '/api-reference');
  const headings = page.getByRole('heading', { level: 3 });
  await expect(headings).toHaveCount(operations.length);
  expect((await headings.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim()).sort()).toEqual([...operations].sort());

  const health = page.getByRole('region', { name: 'GET /api/health', exact: true });
  await expect(health.getByText('Access: public')).toBeVisible();
  await expect(health.getByText(/Whether Chronicle, its database and its queue are up/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'DELETE /api/account', exact: true }).getByText('Access: signed in')).toBeVisible();
  await expect(page.getByRole('region', { name: 'GET /api/admin/projects', exact: true }).getByText('Access: admin')).toBeVisible();

  const tone = page.getByRole('region', { name: 'PUT /api/repos/{id}/tone', exact: true });
  await expect(tone.getByText('Body: UpdateToneRequest, JSON')).toBeVisible();
  await expect(tone.getByRole('row', { name: /tone/ })).toContainText('"professional", "playful"');
});

test('help shows the FAQ and the local mode; privacy names the cookies', async ({ page }) => {
  await open(page, '/help');
  await expect(page.getByRole('heading', { level: 2, name: 'Local mode' })).toBeVisible();
  await expect(page.getByText('CHRONICLE_LOCAL_REPOS').first()).toBeVisible();
  await page.getByText('Is Chronicle free for open-source projects?').click();
  await expect(page.getByText('Yes. Open-source projects get all Pro features free.')).toBeVisible();

  await open(page, '/privacy');
  await expect(page.getByText('chronicle_session', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Deleting your data' })).toBeVisible();
});

for (const { path } of FOOTER_PAGES.slice(2)) {
  test(`axe finds no serious or critical violation on ${path}, dark and light`, async ({ page }) => {
    // The README is a long page: axe takes a while over it, twice.
    if (path === '/docs') test.slow();
    await open(page, path);
    await expect(page.locator('footer')).toBeVisible();
    if (path === '/api-reference') await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
    if (path === '/docs') await expect(page.getByRole('heading', { level: 3, name: 'Two commands' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expectNoSeriousA11yViolations(page);
    await page.evaluate(() => localStorage.removeItem('theme'));
  });
}
