import { expect, request, test, type Browser, type Page, type Route } from '@playwright/test';
import type { ConnectedRepository, RepositorySummary } from '@chronicle/contracts';
import { url } from '../support/chronicle.js';

/** The layout background of each theme (antd's colorBgLayout), which index.html paints before any script loads. */
const BACKGROUND = { dark: [0, 0, 0], light: [245, 245, 245] } as const;

/**
 * The colour of one pixel of a screenshot, decoded by the browser itself (an <img> drawn on a
 * canvas) in a page of its own, so no PNG library is needed.
 */
async function pixel(browser: Browser, png: Buffer, x: number, y: number): Promise<number[]> {
  const probe = await browser.newPage();
  try {
    return await probe.evaluate(
      async ({ source, x, y }) => {
        const image = new Image();
        image.src = source;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        return [...context.getImageData(x, y, 1, 1).data.slice(0, 3)];
      },
      { source: `data:image/png;base64,${png.toString('base64')}`, x, y },
    );
  } finally {
    await probe.close();
  }
}

/** The page as the HTML alone paints it: every JavaScript file is refused, so no bundle ever runs. */
async function firstPaint(page: Page, path: string): Promise<Buffer> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto(url(path), { waitUntil: 'domcontentloaded' });
  expect(await page.locator('#root').innerHTML()).toBe('');
  const screenshot = await page.screenshot();
  // The inline theme script runs: the CSP allows it by its hash.
  expect(violations).toEqual([]);
  return screenshot;
}

test.describe('first paint', () => {
  test('a dark first load has no white frame: the HTML alone paints the dark background', async ({ page, browser }) => {
    const screenshot = await firstPaint(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    for (const [x, y] of [
      [5, 5],
      [640, 360],
      [1270, 700],
    ] as const) {
      expect(await pixel(browser, screenshot, x, y)).toEqual(BACKGROUND.dark);
    }
  });

  test('a stored light theme is painted light from the first frame, through the inline script', async ({ page, browser }) => {
    await page.goto(url('/features'));
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    const screenshot = await firstPaint(page, '/features');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await pixel(browser, screenshot, 640, 360)).toEqual(BACKGROUND.light);
    await page.evaluate(() => localStorage.removeItem('theme'));
  });
});

/** A repository connected through the API alone (its own session), so its public changelog exists. */
async function connectedRepository(): Promise<{ slug: string; close(): Promise<void> }> {
  const api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  expect((await api.get('/api/auth/github')).url()).toBe(url('/dashboard'));
  const repositories = (await (await api.get('/api/repos')).json()) as RepositorySummary[];
  const repoId = repositories.find((repository) => repository.full_name === 'octocat/hello-world')!.id;
  const connect = await api.post('/api/repos/connect', { data: { repoId, repoName: 'hello-world', owner: 'octocat', fullName: 'octocat/hello-world' } });
  expect(connect.status()).toBe(201);
  const { publicSlug } = (await connect.json()) as ConnectedRepository;
  return {
    slug: publicSlug,
    close: async () => {
      // Other tests sign in as octocat and expect a fresh account.
      expect((await api.delete('/api/account')).status()).toBe(200);
      await api.dispose();
    },
  };
}

test('public pages render while /api/auth/me has not answered; the top bar shows sign-in once it does', async ({ page }) => {
  const repository = await connectedRepository();
  const held: Route[] = [];
  await page.route('**/api/auth/me', (route) => void held.push(route));
  const main = page.getByRole('main');
  try {
    const pages: [string, string][] = [
      ['/', 'Contextualize Your Code'],
      ['/features', 'Documentation that keeps up with your code'],
      ['/pricing', 'Simple pricing for living documentation'],
      [`/${repository.slug}`, 'octocat/hello-world'],
      ['/no-such-project/docs', 'Project Not Found'],
      ['/no/such/page', 'Page Not Found'],
    ];
    for (const [path, heading] of pages) {
      await page.goto(url(path));
      await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText('Loading...')).toHaveCount(0);
    }
    expect(held.length).toBeGreaterThan(0);
    // The session is still unknown: the bar offers neither sign-in nor the dashboard yet.
    await expect(page.getByRole('button', { name: 'Sign in with GitHub' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Dashboard' })).toHaveCount(0);
    for (const route of held.splice(0)) await route.continue();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in with GitHub' })).toBeVisible();
  } finally {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await repository.close();
  }
});
