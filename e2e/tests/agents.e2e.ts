import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { AGENTS_TEXTS, type AgentJob } from '@chronicle/contracts';
import { HUBOT, addProjectThroughApi, deleteAllProjects, signInAs } from '../support/admin.js';
import { HUBOT_PRIVATE, getAgentJobs, getAgentRepositories, waitForJobsToEnd } from '../support/agents.js';
import { expectNoSeriousA11yViolations, JOB_WAIT_MS, url } from '../support/chronicle.js';
import { HELLO_WORLD, OCTOCAT, connectThroughApi, deleteAccountIfSignedIn, toast } from '../support/dashboard.js';

test.afterEach(async ({ page }) => {
  const me = await page.request.get(url('/api/auth/me'));
  if (me.status() === 200 && (await me.json()).role === 'admin') await deleteAllProjects(page);
  await deleteAccountIfSignedIn(page);
});

const THEMES = ['dark', 'light'] as const;

/** Every request the page makes to the agents API. */
function recordAgentCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/agents')) calls.push(request);
  });
  return calls;
}

/** An agent's card on the current tab, found by its checkbox's label (the agent's name). */
function agentCard(page: Page, name: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name, exact: true }) });
}

function recentJobs(page: Page): Locator {
  return page.locator('.ant-card').filter({ has: page.getByRole('heading', { level: 2, name: AGENTS_TEXTS.recentJobs }) });
}

async function everyTheme(page: Page, shown: Locator): Promise<void> {
  for (const mode of THEMES) {
    await page.evaluate((value) => localStorage.setItem('theme', value), mode);
    await page.reload();
    await expect(shown).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
}

test('a signed-out visitor is asked to log in, and the page asks the agents API nothing', async ({ page }) => {
  const calls = recordAgentCalls(page);
  await page.goto(url('/agents'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Documentation Agents' })).toBeVisible();
  await expect(main.getByText(AGENTS_TEXTS.loggedOut)).toBeVisible();
  await expect(main.getByRole('link', { name: 'Sign in with GitHub' })).toHaveAttribute('href', '/api/auth/github');
  await everyTheme(page, main.getByText(AGENTS_TEXTS.loggedOut));
  expect(calls.map((call) => call.url())).toEqual([]);
});

test('octocat picks the repository, selects agents in a tab, runs them and watches the job finish without a reload', async ({ page }) => {
  await signInAs(page, OCTOCAT.login);
  await connectThroughApi(page, HELLO_WORLD.fullName);
  const [repository] = await getAgentRepositories(page);
  expect(repository).toMatchObject({ fullName: HELLO_WORLD.fullName, kind: 'connected', tier: 'pro' });
  // Connecting writes the first documents: let that job end, so the run below is a job of its own.
  await waitForJobsToEnd(page, repository!.id);

  const jobAnswers: AgentJob[][] = [];
  page.on('response', async (response) => {
    if (response.request().method() === 'GET' && new URL(response.url()).pathname === `/api/agents/jobs/${repository!.id}` && response.ok()) {
      jobAnswers.push((await response.json()) as AgentJob[]);
    }
  });
  await page.goto(url('/agents'));
  // A mark on this document: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { e2eSameDocument: true }));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Documentation Agents' })).toBeVisible();
  const select = main.getByRole('combobox', { name: 'Repository' });
  await expect(select).toHaveValue(repository!.id);
  await expect(select.locator('option:checked')).toHaveText(HELLO_WORLD.fullName);
  await expect(main.getByText('Pro tier', { exact: true })).toBeVisible();

  // The tabs filter by category; nothing is chosen yet, so the run button is off.
  const run = main.getByRole('button', { name: AGENTS_TEXTS.runSelected });
  await expect(run).toBeDisabled();
  await expect(main.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  await expect(main.getByRole('checkbox')).toHaveCount(12);
  await main.getByRole('tab', { name: 'Quality' }).click();
  await expect(main.getByRole('checkbox', { name: 'Security Agent' })).toBeVisible();
  await expect(main.getByRole('checkbox', { name: 'Changelog Agent' })).toHaveCount(0);
  await main.getByRole('tab', { name: 'Core' }).click();
  const changelog = main.getByRole('checkbox', { name: 'Changelog Agent', exact: true });
  const readme = main.getByRole('checkbox', { name: 'README Agent', exact: true });
  await expect(changelog).toBeEnabled();
  await changelog.check();
  await expect(run).toBeEnabled();
  await readme.check();
  await expect(main.getByText('2 agents selected')).toBeVisible();
  await readme.uncheck();
  await expect(main.getByText('1 agent selected')).toBeVisible();
  await main.getByRole('tab', { name: 'Structure' }).click();
  await main.getByRole('checkbox', { name: 'Architecture Agent', exact: true }).check();
  // The choice holds across tabs.
  await main.getByRole('tab', { name: 'Core' }).click();
  await expect(changelog).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  const runRequest = page.waitForRequest((request) => request.url().endsWith('/api/agents/run') && request.method() === 'POST');
  await run.click();
  expect((await runRequest).postDataJSON()).toEqual({ repository_id: repository!.id, agent_ids: ['changelog', 'architecture'] });
  const queued = AGENTS_TEXTS.agentsQueued(2);
  await expect(toast(page, queued.title, queued.description)).toBeVisible();
  await expect(run).toBeDisabled();
  await expect(changelog).not.toBeChecked();

  // The job shows at once and moves on to Success while the page polls; nothing is reloaded.
  const job = recentJobs(page)
    .getByRole('listitem')
    .filter({ hasText: 'Run from this page' })
    .filter({ hasText: 'Agents: Changelog Agent, Architecture Agent' })
    .first();
  await expect(job).toBeVisible();
  await expect(job.locator('[data-status]')).toHaveAttribute('data-status', /^(queued|running|success)$/);
  await expect(job.locator('[data-status="success"]')).toHaveText('Success', { timeout: JOB_WAIT_MS });
  const [ran] = (await getAgentJobs(page, repository!.id)).filter((candidate) => candidate.trigger === 'agents');
  expect(ran).toMatchObject({ status: 'success', agents: ['changelog', 'architecture'] });
  // The page saw the job unfinished first, then finished, from its own polling.
  const seen = jobAnswers.map((answer) => answer.find((candidate) => candidate.id === ran!.id)?.status).filter(Boolean);
  expect(seen[0]).toMatch(/^(queued|running)$/);
  expect(seen.at(-1)).toBe('success');
  expect(await page.evaluate(() => 'e2eSameDocument' in window)).toBe(true);

  // The agents' last run is asked again once the job ended.
  await expect(agentCard(page, 'Changelog Agent')).toContainText(/Last run: .+ \(document written\)/);
  await expectNoSeriousA11yViolations(page);
  await everyTheme(page, job);
});

test("an admin chooses between their repository and the open-source projects, each with its own agents and jobs", async ({ page }) => {
  await signInAs(page, OCTOCAT.login);
  await deleteAllProjects(page);
  await connectThroughApi(page, HELLO_WORLD.fullName);
  const project = await addProjectThroughApi(page, 'octocat/Spoon-Knife');
  const repositories = await getAgentRepositories(page);
  expect(repositories.map((repository) => [repository.fullName, repository.kind])).toEqual([
    [HELLO_WORLD.fullName, 'connected'],
    ['octocat/Spoon-Knife', 'project'],
  ]);
  await page.goto(url('/agents'));
  const main = page.getByRole('main');
  const select = main.getByRole('combobox', { name: 'Repository' });
  await expect(select.locator('optgroup[label="Your repository"] option')).toHaveText([HELLO_WORLD.fullName]);
  await expect(select.locator('optgroup[label="Open-source projects"] option')).toHaveText(['octocat/Spoon-Knife']);
  await expect(select).toHaveValue(repositories[0]!.id);

  // A choice does not follow to another repository; the project's analysis shows among its jobs.
  await main.getByRole('checkbox', { name: 'Changelog Agent', exact: true }).check();
  const jobsAsked = page.waitForRequest((request) => request.url().endsWith(`/api/agents/jobs/${project.id}`));
  await select.selectOption({ label: 'octocat/Spoon-Knife' });
  await jobsAsked;
  await expect(select).toHaveValue(project.id);
  await expect(main.getByRole('heading', { level: 2, name: 'Agents', exact: true })).toHaveCount(1);
  await expect(main.getByRole('checkbox', { name: 'Changelog Agent', exact: true })).not.toBeChecked();
  await expect(main.getByRole('button', { name: AGENTS_TEXTS.runSelected })).toBeDisabled();
  await expect(recentJobs(page).getByRole('listitem').filter({ hasText: 'Admin analysis' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await waitForJobsToEnd(page, project.id);
});

test("a free account's private repository: agents outside its tier are greyed out and cannot be chosen", async ({ page }) => {
  await signInAs(page, HUBOT.login);

  // Nothing connected yet: the page says so and points to Settings.
  await page.goto(url('/agents'));
  const main = page.getByRole('main');
  await expect(main.getByText('No repository to run agents on yet.')).toBeVisible();
  const settings = main.getByRole('link', { name: 'Connect a repository in Settings' });
  await expect(settings).toHaveAttribute('href', '/settings');
  await expectNoSeriousA11yViolations(page);

  await connectThroughApi(page, HUBOT_PRIVATE.fullName);
  const [repository] = await getAgentRepositories(page);
  expect(repository).toMatchObject({ fullName: HUBOT_PRIVATE.fullName, tier: 'free' });
  await waitForJobsToEnd(page, repository!.id);
  await page.reload();
  await expect(main.getByRole('combobox', { name: 'Repository' })).toHaveValue(repository!.id);
  await expect(main.getByText('Free tier', { exact: true })).toBeVisible();

  await main.getByRole('tab', { name: 'Quality' }).click();
  const security = main.getByRole('checkbox', { name: 'Security Agent', exact: true });
  await expect(security).toBeDisabled();
  await expect(agentCard(page, 'Security Agent')).toContainText('Requires Pro tier');
  await expect(security).toHaveAccessibleDescription(/Requires Pro tier/);
  await main.getByRole('tab', { name: 'Core' }).click();
  await expect(agentCard(page, 'README Agent')).toContainText('Requires Lite or Pro tier');
  await expect(main.getByRole('checkbox', { name: 'README Agent', exact: true })).toBeDisabled();
  const changelog = main.getByRole('checkbox', { name: 'Changelog Agent', exact: true });
  await expect(changelog).toBeEnabled();
  await expect(agentCard(page, 'Changelog Agent')).not.toContainText('Requires');
  await changelog.check();
  await expect(main.getByRole('button', { name: AGENTS_TEXTS.runSelected })).toBeEnabled();
  await everyTheme(page, main.getByRole('tab', { name: 'Quality' }));

  // The server refuses a locked agent too, with a sentence naming it.
  const refused = await page.request.post(url('/api/agents/run'), { data: { repository_id: repository!.id, agent_ids: ['security'] } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toContain('Requires Pro tier');
});

test("a failed job shows 'Error: {error_message}', and a refused run the server's sentence", async ({ page }) => {
  await signInAs(page, OCTOCAT.login);
  await connectThroughApi(page, HELLO_WORLD.fullName);
  const [repository] = await getAgentRepositories(page);
  await waitForJobsToEnd(page, repository!.id);
  // No fixture repository fails on demand, so the jobs answer is replaced by one failed job.
  const now = new Date().toISOString();
  const failed: AgentJob = {
    id: '00000000-0000-4000-8000-000000000001',
    status: 'error',
    created_at: now,
    started_at: now,
    finished_at: now,
    agents: ['changelog'],
    trigger: 'agents',
    error_message: 'git clone failed: the repository is not reachable',
    documents_done: 0,
    documents_total: 1,
  };
  await page.route(`**/api/agents/jobs/${repository!.id}`, (route) => route.fulfill({ json: [failed] }));
  await page.goto(url('/agents'));
  const job = recentJobs(page).getByRole('listitem').first();
  await expect(job.locator('[data-status="error"]')).toHaveText('Error');
  await expect(job).toContainText(AGENTS_TEXTS.jobError('git clone failed: the repository is not reachable'));
  await expectNoSeriousA11yViolations(page);

  // A refusal (4xx) is shown at once with the server's sentence under the spec's title.
  await page.route('**/api/agents/run', (route) =>
    route.fulfill({ status: 409, json: { statusCode: 409, message: 'octocat/hello-world is being analyzed; run the agents when it ends.' } }),
  );
  const main = page.getByRole('main');
  await main.getByRole('checkbox', { name: 'Changelog Agent', exact: true }).check();
  await main.getByRole('button', { name: AGENTS_TEXTS.runSelected }).click();
  await expect(toast(page, 'Error', 'octocat/hello-world is being analyzed; run the agents when it ends.')).toBeVisible();
  await expect(main.getByRole('checkbox', { name: 'Changelog Agent', exact: true })).toBeChecked();
});

test('on a narrow screen the agents page fits the width', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAs(page, OCTOCAT.login);
  await connectThroughApi(page, HELLO_WORLD.fullName);
  const [repository] = await getAgentRepositories(page);
  await waitForJobsToEnd(page, repository!.id);
  await page.goto(url('/agents'));
  await expect(page.getByRole('main').getByRole('checkbox', { name: 'Changelog Agent', exact: true })).toBeVisible();
  await expect(recentJobs(page).getByRole('listitem').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
