import { expect, test } from '@playwright/test';
import { serveRemoteElsewhere } from '../support/servers.js';
import { expectNoSeriousA11yViolations, resetRemotesManifest, url, writeRemotesManifest } from '../support/chronicle.js';

test.afterEach(() => resetRemotesManifest());

test.describe('theme', () => {
  test('is dark by default, toggles, and survives a reload', async ({ page }) => {
    await page.goto(url('/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Contextualize Your Code' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();

    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    const lightBackground = await page.locator('.ant-layout').first().evaluate((element) => getComputedStyle(element).backgroundColor);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const darkBackground = await page.locator('.ant-layout').first().evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(darkBackground).not.toBe(lightBackground);
  });

  test('treats any stored value but "light" as dark', async ({ page }) => {
    await page.goto(url('/'));
    await page.evaluate(() => localStorage.setItem('theme', 'sepia'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('top bar', () => {
  test('on a narrow screen the menu opens and closes when a link is chosen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(url('/'));
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(url('/pricing'));
  });

  test('works from the keyboard', async ({ page }) => {
    await page.goto(url('/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Contextualize Your Code' })).toBeVisible();
    const features = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Features' });
    for (let presses = 0; presses < 10 && !(await features.evaluate((element) => element === document.activeElement)); presses++) {
      await page.keyboard.press('Tab');
    }
    await expect(features).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(url('/features'));
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toBeVisible();
  });
});

test('an unknown path shows Page Not Found', async ({ page }) => {
  await page.goto(url('/this/page/does-not-exist'));
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('/docs/{slug}/{type} is the document page as /{slug}/docs/{type} is', async ({ page }) => {
  for (const path of ['/docs/acme-widgets/readme', '/acme-widgets/docs/readme']) {
    await page.goto(url(path));
    await expect(page).toHaveURL(url(path));
    await expect(page.getByRole('heading', { level: 1, name: 'Documentation Not Found' })).toBeVisible();
    await expect(page.getByText("This project hasn't generated any readme documentation yet.")).toBeVisible();
  }
});

test('the sign-in button leads through the emulator to a signed-in dashboard', async ({ page }) => {
  await page.goto(url('/'));
  await page.getByRole('banner').getByRole('button', { name: 'Sign in with GitHub' }).click();
  await expect(page).toHaveURL(url('/dashboard'));
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
  const me = await page.request.get(url('/api/auth/me'));
  expect(await me.json()).toMatchObject({ username: 'octocat', name: 'The Octocat' });

  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(url('/'));
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in with GitHub' })).toBeVisible();
  expect(await (await page.request.get(url('/api/auth/me'))).json()).toMatchObject({ signedIn: false });
});

test('a remote served from a second origin loads after editing the manifest alone', async ({ page }) => {
  const elsewhere = await serveRemoteElsewhere('marketing');
  try {
    writeRemotesManifest({ marketing: { entry: `${elsewhere.url}/remoteEntry.js` } });
    await page.goto(url('/features'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(elsewhere.requests).toContain('/remoteEntry.js');
  } finally {
    await elsewhere.close();
  }
});

test('a remote that cannot be loaded shows its error card while the top bar still works', async ({ page }) => {
  writeRemotesManifest({ marketing: { entry: 'http://127.0.0.1:9/remoteEntry.js' } });
  await page.goto(url('/pricing'));
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

  // Other remotes' routes still work from the top bar and by address.
  await page.goto(url('/no-such-project'));
  await expect(page.getByText('Page Not Found')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Chronicle home' })).toBeVisible();

  // Once the remote is back, Retry loads it without reloading the page.
  await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  resetRemotesManifest();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /pric/i })).toBeVisible();
});
