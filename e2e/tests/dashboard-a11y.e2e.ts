import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, url } from '../support/chronicle.js';
import { HELLO_WORLD, connectThroughApi, deleteAccountIfSignedIn, entryRow, pushCommits, signIn, waitForEntries } from '../support/dashboard.js';

test.afterEach(async ({ page }) => deleteAccountIfSignedIn(page));

const THEMES = ['dark', 'light'] as const;

async function useTheme(page: Page, mode: (typeof THEMES)[number]): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('theme', value), mode);
}

test('axe finds no serious or critical violation on /dashboard and /settings, dark and light', async ({ page }) => {
  const main = page.getByRole('main');
  await signIn(page);

  // Nothing connected: the way to connect, and the separate Delete Account card.
  for (const mode of THEMES) {
    await useTheme(page, mode);
    await page.goto(url('/dashboard'));
    await expect(main.getByRole('heading', { name: 'No Repository Connected' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto(url('/settings'));
    await expect(main.getByRole('combobox', { name: 'Select a repository' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }

  // Connected, with an entry.
  await connectThroughApi(page);
  await pushCommits([{ message: 'feat: wave at visitors', files: { 'wave.txt': 'o/\n' } }]);
  const [entry] = await waitForEntries(page, 1);
  for (const mode of THEMES) {
    await useTheme(page, mode);
    await page.goto(url('/dashboard'));
    await expect(entryRow(page, entry!.headline)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto(url('/settings'));
    await expect(main.getByText(HELLO_WORLD.fullName, { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
});

test('on a narrow screen the dashboard and settings fit the width', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page);
  await connectThroughApi(page);
  for (const path of ['/dashboard', '/settings']) {
    await page.goto(url(path));
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  }
});
