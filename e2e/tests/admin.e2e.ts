import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { ADMIN_TEXTS, DOC_TYPES, PROJECT_URL_ERRORS, type PreviewResult } from '@chronicle/contracts';
import { expectNoSeriousA11yViolations, JOB_WAIT_MS, url } from '../support/chronicle.js';
import { HUBOT, addProjectThroughApi, deleteAllProjects, getProjects, signInAs, waitForAnalysis } from '../support/admin.js';
import { HELLO_WORLD, OCTOCAT, dateTextInBrowser, deleteAccountIfSignedIn, emulatorUrl, toast } from '../support/dashboard.js';

test.afterEach(async ({ page }) => {
  const me = await page.request.get(url('/api/auth/me'));
  if (me.status() === 200 && (await me.json()).role === 'admin') await deleteAllProjects(page);
  await deleteAccountIfSignedIn(page);
});

const THEMES = ['dark', 'light'] as const;

/** Every request the page makes to the admin API, to show that a refused visitor makes none. */
function recordAdminCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/admin')) calls.push(request);
  });
  return calls;
}

/** The card of a project, found by its full name (a level-3 heading). */
function projectCard(page: Page, fullName: string) {
  return page.getByRole('article', { name: fullName });
}

/** The value of a labelled fact (a <dt>/<dd> pair) within `scope`. */
function fact(scope: Locator, label: string): Locator {
  return scope.locator('div', { has: scope.page().getByRole('term').getByText(label, { exact: true }) }).getByRole('definition');
}

function actions(page: Page, fullName: string) {
  return page.getByRole('group', { name: `Actions for ${fullName}` });
}

/** Holds each status answer back a moment, so a fast analysis still shows its progress note. */
async function slowStatus(page: Page): Promise<void> {
  await page.route('**/api/admin/projects/*/status', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.fallback();
  });
}

test('a signed-out visitor at /admin is asked to sign in, and the page calls no admin route', async ({ page }) => {
  const calls = recordAdminCalls(page);
  await page.goto(url('/admin'));
  const main = page.getByRole('main');
  await expect(main.getByText('The admin panel is for administrators. Sign in to use it.')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Sign in with GitHub' })).toHaveAttribute('href', '/api/auth/github');
  for (const mode of THEMES) {
    await page.evaluate((value) => localStorage.setItem('theme', value), mode);
    await page.reload();
    await expect(main.getByRole('heading', { level: 1, name: 'Open-Source Projects' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
  expect(calls.map((call) => call.url())).toEqual([]);
});

test('a signed-in user who is not an admin is told the panel is for administrators', async ({ page }) => {
  await signInAs(page, HUBOT.login);
  const calls = recordAdminCalls(page);
  await page.goto(url('/admin'));
  await expect(page.getByRole('main').getByText(`The admin panel is for administrators only, and @${HUBOT.login} is not one.`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(calls.map((call) => call.url())).toEqual([]);
  // The server refuses anyway.
  const refused = await page.request.get(url('/api/admin/projects'));
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe('Only administrators can do that.');
});

test('the admin flow: add a repository, watch its analysis, preview it, generate again, view its docs', async ({ page }) => {
  await signInAs(page, OCTOCAT.login);
  await deleteAllProjects(page);
  await slowStatus(page);
  await page.goto(url('/admin'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Open-Source Projects' })).toBeVisible();
  await expect(main.getByText('No projects yet. Add a repository above to analyze it.')).toBeVisible();

  // Add: owner/name is enough; the first analysis starts at once and its progress shows.
  const field = main.getByRole('textbox', { name: 'Repository URL' });
  await expect(field).toHaveAttribute('placeholder', ADMIN_TEXTS.urlPlaceholder);
  await field.fill(HELLO_WORLD.fullName);
  await main.getByRole('button', { name: 'Add Repository' }).click();
  await expect(toast(page, 'Success', 'Repository added successfully and analysis started')).toBeVisible();
  await expect(field).toHaveValue('');
  const card = projectCard(page, HELLO_WORLD.fullName);
  await expect(card.getByText('Analyzing repository commits...')).toBeVisible();
  await expect(card.getByText('This may take a few minutes for large repositories')).toBeVisible();
  await expect(card.getByText(/^Step: /)).toBeVisible();
  await expect(card.getByText(/^\d[\d,]* commits? read$/)).toBeVisible();
  for (const name of ['Generate Docs', 'Check Status', 'Preview', 'Delete']) {
    await expect(actions(page, HELLO_WORLD.fullName).getByRole('button', { name })).toBeDisabled();
  }

  // It ends: 'Analysis Complete' with the job's figures, the buttons come back, the dates fill in.
  const [project] = await getProjects(page);
  const finished = await waitForAnalysis(page, project!.id);
  expect(finished.status).toBe('success');
  const result = finished.analysis!.result!;
  const complete = ADMIN_TEXTS.analysisComplete(result.entriesCreated, result.analysis.totalCommitsAnalyzed);
  await expect(toast(page, complete.title, complete.description)).toBeVisible({ timeout: JOB_WAIT_MS });
  await expect(card.getByText('Analyzing repository commits...')).toHaveCount(0);
  await expect(actions(page, HELLO_WORLD.fullName).getByRole('button', { name: 'Generate Docs' })).toBeEnabled();
  await page.unroute('**/api/admin/projects/*/status');

  // Every field of the project.
  const [analyzed] = await getProjects(page);
  await expect(card.getByText(analyzed!.isActive ? 'Active' : 'Inactive', { exact: true })).toBeVisible();
  await expect(card.getByText('JavaScript', { exact: true })).toBeVisible();
  await expect(card.getByText('My first repository on GitHub!')).toBeVisible();
  await expect(card.getByText('★ 2,710 stars')).toBeVisible();
  await expect(fact(card, 'Added')).toHaveText(await dateTextInBrowser(page, analyzed!.createdAt));
  await expect(fact(card, 'Last analyzed')).toHaveText(await dateTextInBrowser(page, analyzed!.lastAnalyzedAt!));
  await expect(fact(card, 'History to')).toHaveText(await dateTextInBrowser(page, analyzed!.oldestAnalyzedAt!));
  await expect(fact(card, 'Public URL')).toHaveText(url(`/${analyzed!.publicSlug}`));
  await expect(card.getByRole('link', { name: url(`/${analyzed!.publicSlug}`) })).toHaveAttribute('href', `/${analyzed!.publicSlug}`);

  // Check status: the entries so far and the status.
  await actions(page, HELLO_WORLD.fullName).getByRole('button', { name: 'Check Status' }).click();
  const statusToast = ADMIN_TEXTS.analysisStatus(finished.entriesGenerated, 'success');
  await expect(toast(page, statusToast.title, statusToast.description)).toBeVisible();

  // Preview of the last 100 commits: the figures the server answered, up to five samples, closed with ×.
  const previewAnswer = page.waitForResponse((response) => response.url().endsWith('/preview') && response.request().method() === 'POST');
  await actions(page, HELLO_WORLD.fullName).getByRole('button', { name: 'Preview' }).click();
  const previewResponse = await previewAnswer;
  expect(previewResponse.request().postDataJSON()).toEqual({ maxCommits: 100 });
  const preview = (await previewResponse.json()) as PreviewResult;
  const previewToast = ADMIN_TEXTS.previewGenerated(preview.commitCount, preview.estimatedEntries);
  await expect(toast(page, previewToast.title, previewToast.description)).toBeVisible();
  const panel = page.getByRole('region', { name: `Preview of ${HELLO_WORLD.fullName}` });
  await expect(panel).toBeVisible();
  await expect(fact(panel, 'Commits found')).toHaveText(preview.commitCount.toLocaleString('en-US'));
  await expect(fact(panel, 'Estimated entries')).toHaveText(preview.estimatedEntries.toLocaleString('en-US'));
  await expect(fact(panel, 'Primary language')).toHaveText(preview.overview.primaryLanguage ?? 'Unknown');
  await expect(fact(panel, 'Time span')).toHaveText(preview.overview.timeSpan);
  await expect(fact(panel, 'Total commits')).toHaveText(preview.overview.totalCommits.toLocaleString('en-US'));
  await expect(fact(panel, 'Structure')).toContainText(`${preview.overview.structure.files.toLocaleString('en-US')} file`);
  const rows = panel.getByRole('row');
  expect(preview.sampleCommits.length).toBeGreaterThan(0);
  await expect(rows).toHaveCount(Math.min(preview.sampleCommits.length, 5) + 1);
  const sample = preview.sampleCommits[0]!;
  await expect(rows.nth(1)).toContainText(sample.sha.slice(0, 7));
  await expect(rows.nth(1)).toContainText(sample.author);
  await expect(rows.nth(1)).toContainText(sample.message);
  for (const mode of THEMES) {
    await page.evaluate((value) => localStorage.setItem('theme', value), mode);
    await page.reload();
    await expect(card.getByRole('heading', { level: 3, name: HELLO_WORLD.fullName })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
  await actions(page, HELLO_WORLD.fullName).getByRole('button', { name: 'Preview' }).click();
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Close preview' }).click();
  await expect(panel).toHaveCount(0);

  // Generate Docs: the dialog's defaults, an empty max-commits field falls back to 500.
  await slowStatus(page);
  await actions(page, HELLO_WORLD.fullName).getByRole('button', { name: 'Generate Docs' }).click();
  const dialog = page.getByRole('dialog', { name: `Generate Docs for ${HELLO_WORLD.fullName}` });
  await expect(dialog).toBeVisible();
  const maxCommits = dialog.getByRole('spinbutton', { name: 'Max commits' });
  await expect(maxCommits).toHaveValue('500');
  await expect(maxCommits).toHaveAttribute('min', '50');
  await expect(maxCommits).toHaveAttribute('max', '2000');
  await expect(maxCommits).toHaveAttribute('step', '50');
  const clustering = dialog.getByRole('combobox', { name: 'Clustering' });
  await expect(clustering).toHaveValue('minimal');
  await expectNoSeriousA11yViolations(page);
  await clustering.selectOption('individual');
  await expect(dialog.getByText('Most detailed: one changelog entry per commit.')).toBeVisible();
  await maxCommits.fill('');
  const analyzeRequest = page.waitForRequest((request) => request.url().endsWith('/analyze') && request.method() === 'POST');
  await dialog.getByRole('button', { name: 'Generate Documentation' }).click();
  expect((await analyzeRequest).postDataJSON()).toEqual({ documentTypes: [...DOC_TYPES], maxCommits: 500, clustering: 'individual', useNewSystem: true });
  const started = ADMIN_TEXTS.analysisStarted(true);
  await expect(toast(page, started.title, started.description)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByText('Analyzing repository commits...')).toBeVisible();
  await expect(actions(page, HELLO_WORLD.fullName).getByRole('button', { name: 'Preview' })).toBeDisabled();
  const again = await waitForAnalysis(page, project!.id);
  expect(again.analysis).toMatchObject({ status: 'success', clustering: 'individual', maxCommits: 500 });
  const completeAgain = ADMIN_TEXTS.analysisComplete(again.analysis!.result!.entriesCreated, again.analysis!.result!.analysis.totalCommitsAnalyzed);
  await expect(toast(page, completeAgain.title, completeAgain.description)).toBeVisible({ timeout: JOB_WAIT_MS });
  await expect(actions(page, HELLO_WORLD.fullName).getByRole('button', { name: 'Preview' })).toBeEnabled();

  // View Docs lands on the project's documentation page.
  await actions(page, HELLO_WORLD.fullName).getByRole('link', { name: 'View Docs' }).click();
  await expect(page).toHaveURL(url(`/${analyzed!.publicSlug}/docs`));
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
});

test("the URL rules: the browser refuses what is never accepted, the server says the rest, and one click sends one POST", async ({ page }) => {
  await signInAs(page, OCTOCAT.login);
  await deleteAllProjects(page);
  const adds: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/admin/projects') adds.push(request);
  });
  await page.goto(url('/admin'));
  const main = page.getByRole('main');
  const field = main.getByRole('textbox', { name: 'Repository URL' });
  const add = main.getByRole('button', { name: 'Add Repository' });
  const github = "Enter owner/name or the repository's https:// address on GitHub.";

  // Checked in the browser: nothing is sent.
  await add.click();
  await expect(main.getByRole('alert')).toHaveText(PROJECT_URL_ERRORS.required);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill('file:///srv/code/tool');
  await expect(main.getByRole('alert')).toHaveCount(0);
  await add.click();
  await expect(main.getByRole('alert')).toHaveText(`file:// URLs are not accepted: Chronicle reads repositories over https:// only. ${github}`);
  await field.fill('ext::sh -c id');
  await add.click();
  await expect(main.getByRole('alert')).toHaveText(`ext:: addresses are not accepted: Chronicle reads repositories over https:// only. ${github}`);
  expect(adds).toHaveLength(0);

  // The server knows its code host (the emulator): each click, one POST, and its sentence under the field.
  const refusals: [string, string][] = [
    ['https://gitlab.com/octocat/hello-world', PROJECT_URL_ERRORS.notGithub],
    [`https://evil.example/${new URL(emulatorUrl()).host}/octocat/hello-world`, PROJECT_URL_ERRORS.invalid],
    ['https://github.com/octocat/hello-world', PROJECT_URL_ERRORS.notGithub],
    ['/srv/code/tool', `A folder on this machine can be added only in local mode (no GitHub sign-in configured). ${github}`],
  ];
  for (const [index, [input, sentence]] of refusals.entries()) {
    await field.fill(input);
    await add.click();
    await expect(main.getByRole('alert')).toHaveText(sentence);
    await expect(toast(page, 'Error', sentence).first()).toBeVisible();
    expect(adds).toHaveLength(index + 1);
  }

  // A repository the code host does not have: the server's 404 sentence.
  await field.fill('octocat/no-such-repository');
  await add.click();
  await expect(toast(page, 'Error', 'GitHub has no public repository octocat/no-such-repository')).toBeVisible();

  // A 5xx is not sent again either.
  await page.route('**/api/admin/projects', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>Service Unavailable</h1>' }) : route.fallback(),
  );
  const before = adds.length;
  await field.fill(HELLO_WORLD.fullName);
  await add.click();
  await expect(toast(page, 'Error', 'Failed to add repository')).toBeVisible();
  await page.unroute('**/api/admin/projects');
  expect(adds).toHaveLength(before + 1);

  // Added twice: the server's 409 sentence.
  await addProjectThroughApi(page, HELLO_WORLD.fullName);
  await field.fill(HELLO_WORLD.fullName);
  await add.click();
  await expect(toast(page, 'Error', `${HELLO_WORLD.fullName} is already a project.`)).toBeVisible();
  expect(await getProjects(page)).toHaveLength(1);
  expect(adds).toHaveLength(before + 2);
});

test('delete asks first, and removes the project', async ({ page }) => {
  await signInAs(page, OCTOCAT.login);
  await deleteAllProjects(page);
  const project = await addProjectThroughApi(page, HELLO_WORLD.fullName);
  await waitForAnalysis(page, project.id);
  await page.goto(url('/admin'));
  const card = projectCard(page, HELLO_WORLD.fullName);
  const deleteButton = actions(page, HELLO_WORLD.fullName).getByRole('button', { name: 'Delete' });
  await expect(deleteButton).toBeEnabled();

  // Cancel keeps it.
  await deleteButton.click();
  const confirm = page.getByRole('dialog').filter({ hasText: ADMIN_TEXTS.deleteConfirm });
  await expect(confirm).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(card).toBeVisible();
  expect(await getProjects(page)).toHaveLength(1);

  // Confirmed: gone from the page and the server.
  await deleteButton.click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Success', 'Project deleted successfully')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('main').getByText('No projects yet. Add a repository above to analyze it.')).toBeVisible();
  expect(await getProjects(page)).toEqual([]);
});

test('on a narrow screen the panel fits the width', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAs(page, OCTOCAT.login);
  await deleteAllProjects(page);
  const project = await addProjectThroughApi(page, HELLO_WORLD.fullName);
  await waitForAnalysis(page, project.id);
  await page.goto(url('/admin'));
  await expect(projectCard(page, HELLO_WORLD.fullName)).toBeVisible();
  await actions(page, HELLO_WORLD.fullName).getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('region', { name: `Preview of ${HELLO_WORLD.fullName}` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("Users and Plans: an admin changes a user's plan, is told so, and the list shows it", async ({ page }) => {
  // hubot exists and is on the default plan: Free, with a GitHub app.
  await signInAs(page, HUBOT.login);
  await signInAs(page, OCTOCAT.login);
  await page.goto(url('/admin'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Users and Plans' })).toBeVisible();
  await expect(main.getByText(/New users start on Free \(CHRONICLE_DEFAULT_PLAN\)/)).toBeVisible();

  const row = main.getByRole('row').filter({ hasText: `@${HUBOT.login}` });
  const plan = row.getByRole('combobox', { name: `Plan of @${HUBOT.login}` });
  const change = row.getByRole('button', { name: 'Change plan' });
  await expect(plan).toHaveValue('free');
  await expect(row).toContainText('Default plan');
  await expect(change).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  await plan.selectOption({ label: 'Lite' });
  await expect(change).toBeEnabled();
  await change.click();
  await expect(toast(page, 'Plan changed', `@${HUBOT.login} is now on the Lite plan.`)).toBeVisible();
  await expect(row).toContainText('Chosen by an admin');
  await expect(change).toBeDisabled();

  // The list is the server's: after a reload hubot is still on Lite, and the server says so too.
  await page.reload();
  await expect(plan).toHaveValue('lite');
  await expect(row).toContainText('Chosen by an admin');
  const users = (await (await page.request.get(url('/api/admin/users'))).json()) as { users: { username: string; subscription_tier: string }[] };
  expect(users.users.find((user) => user.username === HUBOT.login)?.subscription_tier).toBe('lite');

  // Leaves no hubot on Lite behind: signing in as him deletes what is left, and afterEach deletes him.
  await signInAs(page, HUBOT.login);
});
