import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { AI_TUNING_TEXTS, SAMPLE_TEST_COMMITS, type AiConfiguration, type AiPhaseView } from '@chronicle/contracts';
import { HUBOT, signInAs } from '../support/admin.js';
import { expectNoSeriousA11yViolations, url } from '../support/chronicle.js';
import { OCTOCAT, deleteAccountIfSignedIn, toast } from '../support/dashboard.js';

const THEMES = ['dark', 'light'] as const;

async function getPhases(page: Page): Promise<AiPhaseView[]> {
  const response = await page.request.get(url('/api/ai/phases'));
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as AiPhaseView[];
}

/** Removes the custom phases an earlier test left (all tests share one server). */
async function deleteCustomPhases(page: Page): Promise<void> {
  for (const phase of (await getPhases(page)).filter((candidate) => candidate.isCustom)) {
    const response = await page.request.delete(url(`/api/ai/phases/${phase.id}`));
    expect(response.status(), await response.text()).toBe(204);
  }
}

test.afterEach(async ({ page }) => {
  const me = await page.request.get(url('/api/auth/me'));
  if (me.status() === 200 && (await me.json()).role === 'admin') await deleteCustomPhases(page);
  await deleteAccountIfSignedIn(page);
});

/** Every request the page makes to the AI API, to show that a refused visitor makes none. */
function recordAiCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/ai/')) calls.push(request);
  });
  return calls;
}

/** A phase's card on the AI Phases tab, found by its name (a level-2 heading). */
function phaseCard(page: Page, name: string): Locator {
  return page.getByRole('article', { name, exact: true });
}

/** The value of a labelled fact (a <dt>/<dd> pair) within `scope`. */
function fact(scope: Locator, label: string): Locator {
  return scope.locator('div', { has: scope.page().getByRole('term').getByText(label, { exact: true }) }).getByRole('definition');
}

test('a signed-out visitor and a user who is not an admin are refused, and the page calls no AI route', async ({ page }) => {
  const calls = recordAiCalls(page);
  await page.goto(url('/ai-tuning'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'AI Tuning Dashboard' })).toBeVisible();
  await expect(main.getByText('AI tuning is for administrators. Sign in to use it.')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Sign in with GitHub' })).toHaveAttribute('href', '/api/auth/github');
  await expectNoSeriousA11yViolations(page);

  await signInAs(page, HUBOT.login);
  await page.goto(url('/ai-tuning'));
  await expect(main.getByText(`AI tuning is for administrators only, and @${HUBOT.login} is not one.`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(calls.map((call) => call.url())).toEqual([]);
  const refused = await page.request.get(url('/api/ai/phases'));
  expect(refused.status()).toBe(403);
});

test('an admin creates a phase, edits it, tests it and deletes it', async ({ page }) => {
  await signInAs(page, OCTOCAT.login);
  await deleteCustomPhases(page);
  const builtIn = await getPhases(page);
  expect(builtIn.length).toBeGreaterThan(0);
  await page.goto(url('/ai-tuning'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'AI Tuning Dashboard' })).toBeVisible();
  for (const name of Object.values(AI_TUNING_TEXTS.tabs)) await expect(main.getByRole('tab', { name })).toBeVisible();
  await expect(main.getByRole('tab', { name: 'AI Phases' })).toHaveAttribute('aria-selected', 'true');

  // Every stored phase, in order, Built-in; a built-in phase can be edited but has no Delete.
  const first = [...builtIn].sort((a, b) => a.order - b.order)[0]!;
  await expect(main.getByRole('article')).toHaveCount(builtIn.length);
  const firstCard = phaseCard(page, first.name);
  await expect(firstCard.getByText('Built-in', { exact: true })).toBeVisible();
  await expect(fact(firstCard, 'Used for')).toHaveText(first.usedFor);
  await expect(fact(firstCard, 'Temperature')).toHaveText(String(first.temperature));
  await firstCard.getByRole('button', { name: 'Edit' }).click();
  const builtInDialog = page.getByRole('dialog', { name: `Edit ${first.name}` });
  await expect(builtInDialog).toBeVisible();
  await expect(builtInDialog.getByRole('textbox', { name: 'Name' })).toHaveValue(first.name);
  await expect(builtInDialog.getByRole('button', { name: 'Delete Phase' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await builtInDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(builtInDialog).toHaveCount(0);

  // New Phase: the spec's defaults; without a name the toast asks for the required fields.
  const creates: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/ai/phases') creates.push(request);
  });
  await main.getByRole('button', { name: 'New Phase' }).click();
  const dialog = page.getByRole('dialog', { name: 'New AI Phase' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  await expect(dialog.getByRole('textbox', { name: 'System prompt' })).toHaveValue('You are an AI assistant that analyzes code commits.');
  await expect(dialog.getByRole('textbox', { name: 'User prompt template' })).toHaveValue('Analyze the following commits:\n\n{commits}');
  await expect(dialog.getByRole('spinbutton', { name: 'Max tokens' })).toHaveValue('1000');
  const temperature = dialog.getByRole('spinbutton', { name: 'Temperature' });
  await expect(temperature).toHaveValue('0.7');
  await expect(temperature).toHaveAttribute('min', '0');
  await expect(temperature).toHaveAttribute('max', '2');
  await expect(temperature).toHaveAttribute('step', '0.1');
  await expect(dialog.getByRole('spinbutton', { name: 'Order' })).toHaveValue(String(builtIn.length + 1));
  await expect(dialog.getByRole('switch', { name: 'Active' })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Says which teams a change touches');
  await dialog.getByRole('button', { name: 'Create Phase' }).click();
  await expect(toast(page, 'Error', AI_TUNING_TEXTS.requiredFields)).toBeVisible();
  await expect(dialog).toBeVisible();
  // A temperature off the 0.1 steps is refused under its field.
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Team impact');
  await temperature.fill('0.75');
  await dialog.getByRole('button', { name: 'Create Phase' }).click();
  await expect(dialog.getByText('Temperature must be between 0 and 2, in steps of 0.1.')).toBeVisible();
  expect(creates).toHaveLength(0);
  await temperature.fill('0.7');

  const created = page.waitForResponse((response) => response.url().endsWith('/api/ai/phases') && response.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Create Phase' }).click();
  const createResponse = await created;
  expect(createResponse.request().postDataJSON()).toEqual({
    name: 'Team impact',
    description: 'Says which teams a change touches',
    order: builtIn.length + 1,
    systemPrompt: 'You are an AI assistant that analyzes code commits.',
    userPromptTemplate: 'Analyze the following commits:\n\n{commits}',
    maxTokens: 1000,
    temperature: 0.7,
    isActive: true,
  });
  const phase = (await createResponse.json()) as AiPhaseView;
  await expect(toast(page, 'Success', 'AI phase created successfully')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const card = phaseCard(page, 'Team impact');
  await expect(card.getByText('Custom', { exact: true })).toBeVisible();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  // The form was cleared: a second New Phase starts empty, its order after the new phase.
  await main.getByRole('button', { name: 'New Phase' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue('');
  await expect(dialog.getByRole('spinbutton', { name: 'Order' })).toHaveValue(String(builtIn.length + 2));
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Edit: switch it off and change the temperature; only those fields are sent.
  await card.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Team impact' });
  await expect(edit.getByRole('switch', { name: 'Active' })).toBeChecked();
  await edit.getByRole('switch', { name: 'Active' }).uncheck();
  await edit.getByRole('spinbutton', { name: 'Temperature' }).fill('1.2');
  const updated = page.waitForRequest((request) => request.url().endsWith(`/api/ai/phases/${phase.id}`) && request.method() === 'PUT');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  expect((await updated).postDataJSON()).toEqual({ isActive: false, temperature: 1.2 });
  await expect(toast(page, 'Success', 'AI phase updated successfully')).toBeVisible();
  await expect(edit).toHaveCount(0);
  await expect(card.getByText('Inactive', { exact: true })).toBeVisible();
  await expect(fact(card, 'Temperature')).toHaveText('1.2');
  expect((await getPhases(page)).find((candidate) => candidate.id === phase.id)).toMatchObject({ isActive: false, temperature: 1.2 });

  // Configurations: the engines the server names.
  const configurations = (await (await page.request.get(url('/api/ai/configurations'))).json()) as AiConfiguration[];
  await main.getByRole('tab', { name: 'Configurations' }).click();
  for (const configuration of configurations) {
    const configurationCard = page.getByRole('article', { name: configuration.name, exact: true });
    await expect(configurationCard).toBeVisible();
    if (configuration.isDefault) await expect(configurationCard.getByText('Default', { exact: true })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);

  // Testing: the sample commits, and the phase's answer as formatted JSON.
  await main.getByRole('tab', { name: 'Testing' }).click();
  for (const commit of SAMPLE_TEST_COMMITS) await expect(main.getByText(commit, { exact: true })).toBeVisible();
  const tested = page.waitForResponse((response) => response.url().endsWith(`/api/ai/test-phase/${phase.id}`));
  await main.getByRole('button', { name: 'Test Team impact' }).click();
  const testResponse = await tested;
  expect(testResponse.status()).toBe(200);
  expect(testResponse.request().postDataJSON()).toEqual({ testData: { commits: [...SAMPLE_TEST_COMMITS] } });
  const answer = page.getByRole('region', { name: 'Test answer of Team impact' });
  await expect(answer.locator('pre')).toHaveText(JSON.stringify(await testResponse.json(), null, 2));
  await expect(answer).toContainText(`"phaseId": "${phase.id}"`);
  for (const mode of THEMES) {
    await page.evaluate((value) => localStorage.setItem('theme', value), mode);
    await page.reload();
    await expect(main.getByRole('heading', { level: 1, name: 'AI Tuning Dashboard' })).toBeVisible();
    await expect(phaseCard(page, 'Team impact')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }

  // Delete: asked first; Cancel keeps it, Delete removes it and closes the dialog.
  await phaseCard(page, 'Team impact').getByRole('button', { name: 'Edit' }).click();
  await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue('Team impact');
  const confirm = page.getByRole('dialog').filter({ hasText: 'Delete the AI phase "Team impact"?' });
  // A click landing while the dialog still animates in can go unheard on a loaded machine (CI saw
  // it once): click again until the question shows — never twice once it does.
  await expect(async () => {
    if (!(await confirm.isVisible())) await edit.getByRole('button', { name: 'Delete Phase' }).click();
    await expect(confirm).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 120_000 });
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(edit).toBeVisible();
  await edit.getByRole('button', { name: 'Delete Phase' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Success', 'AI phase deleted successfully')).toBeVisible();
  await expect(edit).toHaveCount(0);
  await expect(phaseCard(page, 'Team impact')).toHaveCount(0);
  expect((await getPhases(page)).some((candidate) => candidate.id === phase.id)).toBe(false);
});

test("the server's refusals show in the toasts: a prompt without its placeholder, a failed test", async ({ page }) => {
  await signInAs(page, OCTOCAT.login);
  await deleteCustomPhases(page);
  await page.goto(url('/ai-tuning'));
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'New Phase' }).click();
  const dialog = page.getByRole('dialog', { name: 'New AI Phase' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('No placeholder');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Forgets the commits');
  await dialog.getByRole('textbox', { name: 'User prompt template' }).fill('Analyze nothing.');
  const created = page.waitForResponse((response) => response.url().endsWith('/api/ai/phases') && response.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Create Phase' }).click();
  const refusal = await created;
  expect(refusal.status()).toBe(400);
  const { message } = (await refusal.json()) as { message: string };
  await expect(toast(page, 'Error', message)).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const [phase] = await getPhases(page);
  await page.route(`**/api/ai/test-phase/${phase!.id}`, (route) =>
    route.fulfill({ status: 404, json: { statusCode: 404, message: 'There is no AI phase with this id.' } }),
  );
  await main.getByRole('tab', { name: 'Testing' }).click();
  await main.getByRole('button', { name: `Test ${phase!.name}` }).click();
  await expect(toast(page, 'Error', 'There is no AI phase with this id.')).toBeVisible();
  await expect(page.getByRole('region', { name: `Test answer of ${phase!.name}` })).toHaveCount(0);
});
