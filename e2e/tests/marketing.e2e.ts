import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, url } from '../support/chronicle.js';

async function open(page: Page, path: string): Promise<void> {
  await page.goto(url(path));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('landing page', () => {
  test('shows the hero, the note and scrolls to the samples', async ({ page }) => {
    await open(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Contextualize Your Code' })).toBeVisible();
    await expect(page.getByText('Free forever changelogs and open source projects')).toBeVisible();
    const samplesTop = () => page.evaluate(() => document.querySelector('#context-engine')!.getBoundingClientRect().top);
    expect(await samplesTop()).toBeGreaterThan(200);
    await page.getByRole('button', { name: 'See it in action' }).click();
    await expect.poll(samplesTop).toBeLessThan(100);
  });

  test('sample tabs: CHANGELOG.md first, grouped Free / Lite / Pro, each with its own text', async ({ page }) => {
    await open(page, '/');
    const samples = page.locator('#context-engine');
    const changelogTab = samples.getByRole('tab', { name: 'CHANGELOG.md' });
    await expect(changelogTab).toHaveAttribute('aria-selected', 'true');
    for (const file of ['README.md', 'ARCHITECTURE.md', 'TODO.md', 'ONBOARDING.md', 'SECURITY.md', 'PERFORMANCE.md', 'API_REFERENCE.md', 'CODE_INDEX.md', 'INTERFACES.md', 'DEPENDENCY_REPORT.md', 'LOGGING.md']) {
      await expect(samples.getByRole('tab', { name: file })).toBeVisible();
    }
    for (const tier of ['Free', 'Lite', 'Pro']) await expect(samples.getByText(tier, { exact: true }).first()).toBeVisible();

    const panel = samples.getByRole('tabpanel');
    await expect(panel).toContainText('Unreleased');
    await expect(samples.getByText('OSS projects get Pro features free')).toBeVisible();
    const changelogText = await panel.innerText();

    await samples.getByRole('tab', { name: 'README.md' }).click();
    await expect(samples.getByRole('tab', { name: 'README.md' })).toHaveAttribute('aria-selected', 'true');
    await expect(changelogTab).toHaveAttribute('aria-selected', 'false');
    await expect(samples.getByRole('tabpanel')).not.toHaveText(changelogText);
    const readmeText = await samples.getByRole('tabpanel').innerText();

    await samples.getByRole('tab', { name: 'LOGGING.md' }).click();
    await expect(samples.getByRole('tabpanel')).not.toHaveText(readmeText);
  });

  test('has the banner, the benefits, the closing call to action and the footer', async ({ page }) => {
    await open(page, '/');
    await expect(page.getByText('Generate context from your code in 3 minutes')).toBeVisible();
    await expect(page.getByText('Start free with GitHub-style sign-in')).toBeVisible();
    const footer = page.locator('footer');
    for (const link of ['Features', 'Pricing', 'Documentation', 'API', 'Help Center', 'Contact', 'Privacy', 'Terms']) {
      await expect(footer.getByRole('link', { name: link, exact: true })).toBeVisible();
    }
    await expect(footer).toContainText(String(new Date().getFullYear()));
    await footer.getByRole('link', { name: 'Pricing', exact: true }).click();
    await expect(page).toHaveURL(url('/pricing'));
  });

  test('its sign-in buttons navigate the whole page to the sign-in endpoint', async ({ page }) => {
    await open(page, '/');
    const [request] = await Promise.all([
      page.waitForRequest((request) => request.url().endsWith('/api/auth/github') && request.isNavigationRequest()),
      page.locator('main').getByRole('button', { name: /GitHub|Get Started|Sign in/i }).first().click(),
    ]);
    expect(request.url()).toBe(url('/api/auth/github'));
  });
});

test.describe('features page', () => {
  test('lists the 12 documents by tier, selects stakeholders and explains how it works', async ({ page }) => {
    await open(page, '/features');
    await expect(page.getByRole('button', { name: 'Get Started Free' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();

    const tabs = page.getByRole('tablist').first();
    for (const tier of ['All', 'Free', 'Lite', 'Pro']) await expect(tabs.getByRole('tab', { name: tier })).toBeVisible();
    await tabs.getByRole('tab', { name: 'Pro' }).click();
    const proPanel = page.getByRole('tabpanel').first();
    await expect(proPanel).toContainText('LOGGING.md');
    await expect(proPanel).not.toContainText('CHANGELOG.md');
    await tabs.getByRole('tab', { name: 'All' }).click();
    for (const file of ['CHANGELOG.md', 'README.md', 'DEPENDENCY_REPORT.md']) await expect(page.getByRole('tabpanel').first()).toContainText(file);

    const executives = page.getByRole('button', { name: /executives/i });
    await executives.click();
    await expect(executives).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: /developers/i })).toHaveAttribute('aria-pressed', 'false');
  });
});

test.describe('pricing page', () => {
  test('shows the three plans, the open-source banner and the FAQ; plan buttons go home', async ({ page }) => {
    await open(page, '/pricing');
    for (const price of ['$0', '$8', '$50']) await expect(page.getByText(price, { exact: true })).toBeVisible();
    await expect(page.getByText(/per user per month/).first()).toBeVisible();
    await expect(page.getByText(/open[- ]source/i).first()).toBeVisible();
    const questions = page.locator('.ant-collapse-header');
    expect(await questions.count()).toBeGreaterThanOrEqual(3);
    for (const question of await questions.all()) await question.click();
    await expect(page.getByText(/prorated/i)).toBeVisible();
    await expect(page.getByText('Do you offer discounts?')).toBeVisible();
    await expect(page.getByText(/^No\. Prices are the same for everyone/)).toBeVisible();
    // Only the twelve documents there are: none the agents never write.
    await expect(page.getByRole('main')).not.toContainText('BUSINESS.md');
    await expect(page.getByRole('main')).not.toContainText('DEPENDENCIES.md');
    await expect(page.getByRole('article', { name: 'Pro' })).toContainText('DEPENDENCY_REPORT.md');
    // A plan button goes home (spec §2), and says why rather than moving silently.
    await page.getByRole('button', { name: 'Choose Pro' }).click();
    await expect(page).toHaveURL(url('/'));
    await expect(page.getByText("Chronicle takes no payments: whoever runs this server sets each account's plan. Sign in, then ask them for Pro.")).toBeVisible();
  });
});

test('the landing and features pages quote the same measured speed figure, with its basis', async ({ page }) => {
  for (const path of ['/', '/features']) {
    await open(page, path);
    await expect(page.getByText(/for all twelve documents of a 1,000-file repository/).first()).toBeVisible();
    await expect(page.getByText(/measured on two CPU cores with npm run bench:docs/).first()).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(/95%|90%/);
  }
});

test('example template page shows its cards', async ({ page }) => {
  await open(page, '/example-template');
  await expect(page.locator('.ant-card').first()).toBeVisible();
});

for (const path of ['/', '/features', '/pricing', '/example-template']) {
  test(`axe finds no serious or critical violation on ${path}, dark and light`, async ({ page }) => {
    await open(page, path);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expectNoSeriousA11yViolations(page);
    await page.evaluate(() => localStorage.removeItem('theme'));
  });
}
