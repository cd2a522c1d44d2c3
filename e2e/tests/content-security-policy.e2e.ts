import { expect, test, type Page } from '@playwright/test';
import { serveRemoteElsewhere } from '../support/servers.js';
import { resetRemotesManifest, url, writeRemotesManifest } from '../support/chronicle.js';
import { HELLO_WORLD, OCTOCAT, connectThroughApi, deleteAccountIfSignedIn, entryRow, getActiveRepository, pushCommits, signIn, waitForEntries } from '../support/dashboard.js';

// The app under the Content-Security-Policy the server sends (apps/api/src/web/security-headers.ts):
// every page renders, and the browser reports no violation. The other browser tests run under the
// same policy, so they prove the flows work; these prove nothing was quietly refused on the way.

test.afterEach(async ({ page }) => {
  resetRemotesManifest();
  await deleteAccountIfSignedIn(page);
});

/**
 * Every violation the browser reports on this page: the `securitypolicyviolation` event of each
 * document (listened to from an init script, which Playwright injects past the CSP) and
 * Chromium's console line, in case a violation has no event (a blocked worker, say).
 */
async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as { reportCspViolation: (violation: string) => void }).reportCspViolation;
        void report(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
      },
      true,
    );
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** Opens a page and waits until the browser has nothing left to load, so a late refusal is seen too. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(url(path));
  await page.waitForLoadState('networkidle');
}

test('the public pages render with no CSP violation', async ({ page }) => {
  const violations = await collectViolations(page);
  const main = page.getByRole('main');

  await visit(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Contextualize Your Code' })).toBeVisible();
  await visit(page, '/features');
  await expect(main.getByRole('heading', { name: 'How It Works' })).toBeVisible();
  await visit(page, '/pricing');
  await expect(main.getByText('$8', { exact: true })).toBeVisible();
  // The theme switch restyles every antd component through CSS-in-JS: new <style> tags at run time.
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.evaluate(() => localStorage.removeItem('theme'));

  expect(violations).toEqual([]);
});

test('the dashboard, the settings, the admin, agents and AI tuning pages and a public changelog render signed in with no CSP violation', async ({ page }) => {
  const violations = await collectViolations(page);
  const main = page.getByRole('main');

  // Through the emulator's OAuth: the redirects to another origin and back are navigations.
  await signIn(page);
  await connectThroughApi(page);
  await pushCommits([{ message: 'feat: keep every answer under a content security policy', files: { 'csp.txt': 'self\n' } }]);
  const [entry] = await waitForEntries(page, 1);
  const { repository } = await getActiveRepository(page);

  // The dashboard's live updates (an EventSource on our own origin) are allowed: connect-src 'self'.
  const liveUpdates = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
  await visit(page, '/dashboard');
  expect((await liveUpdates).status()).toBe(200);
  await expect(main.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(main.getByText(OCTOCAT.name, { exact: true })).toBeVisible();
  await expect(entryRow(page, entry!.headline)).toBeVisible();
  await visit(page, '/settings');
  await expect(main.getByText(HELLO_WORLD.fullName, { exact: true })).toBeVisible();
  // octocat is an admin in the browser tests (ADMIN_LOGINS).
  await visit(page, '/admin');
  await expect(main.getByRole('heading', { level: 1, name: 'Open-Source Projects' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Projects' })).toBeVisible();
  await visit(page, '/agents');
  await expect(main.getByRole('checkbox', { name: 'Changelog Agent', exact: true })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Recent Jobs' })).toBeVisible();
  await visit(page, '/ai-tuning');
  await expect(main.getByRole('heading', { level: 1, name: 'AI Tuning Dashboard' })).toBeVisible();
  await expect(main.getByRole('article').first()).toBeVisible();
  await visit(page, `/${repository!.publicSlug}`);
  await expect(page.getByRole('heading', { level: 1, name: HELLO_WORLD.fullName })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: entry!.headline })).toBeVisible();

  expect(violations).toEqual([]);
});

test('a remote moved to another origin by the manifest loads its code and styles with no CSP violation', async ({ page }) => {
  const elsewhere = await serveRemoteElsewhere('marketing');
  try {
    writeRemotesManifest({ marketing: { entry: `${elsewhere.url}/remoteEntry.js` } });
    const violations = await collectViolations(page);
    await visit(page, '/features');
    await expect(page.getByRole('main').getByRole('heading', { name: 'How It Works' })).toBeVisible();
    expect(elsewhere.requests).toContain('/remoteEntry.js');
    expect(elsewhere.requests.some((path) => path.endsWith('.css'))).toBe(true);
    expect(violations).toEqual([]);
  } finally {
    await elsewhere.close();
  }
});
