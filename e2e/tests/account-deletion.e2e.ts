import { expect, test } from '@playwright/test';
import { url } from '../support/chronicle.js';
import { HUBOT, signInAs } from '../support/admin.js';
import { deleteAccountIfSignedIn, signIn, toast } from '../support/dashboard.js';

test.afterEach(async ({ page }) => deleteAccountIfSignedIn(page));

test('deleting the account forgets its summary tone: the next account in this browser starts Professional', async ({ page }) => {
  const main = page.getByRole('main');
  await signIn(page);
  await page.goto(url('/settings'));
  await main.getByRole('radio', { name: 'Playful' }).check();
  expect(await page.evaluate(() => localStorage.getItem('summaryTone'))).toBe('playful');

  await main.getByRole('button', { name: 'Delete Account' }).click();
  await expect(toast(page, 'Account Deleted')).toBeVisible();
  await expect(page).toHaveURL(url('/'));
  expect(await page.evaluate(() => localStorage.getItem('summaryTone'))).toBeNull();

  // Another person signs in on the same browser.
  await signInAs(page, HUBOT.login);
  await page.goto(url('/settings'));
  await expect(main.getByRole('radio', { name: 'Professional' })).toBeChecked();
  await expect(main.getByRole('radio', { name: 'Playful' })).not.toBeChecked();
});
