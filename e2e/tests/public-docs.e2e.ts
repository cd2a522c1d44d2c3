import { readFile } from 'node:fs/promises';
import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { pushToEmulator } from '@chronicle/github-emulator';
import {
  ADMIN_ROUTES,
  DOC_TITLES,
  DOC_TYPES,
  DOCS_ROUTES,
  type DocumentCard,
  type Project,
  type ProjectStatus,
  type PublicDocumentView,
  type PublicProjectView,
} from '@chronicle/contracts';
import { expectNoSeriousA11yViolations, JOB_WAIT_MS, url } from '../support/chronicle.js';
import { emulatorUrl, toast } from '../support/dashboard.js';

// The public documentation pages over a real analysis: octocat (an admin in the e2e server) adds
// octocat/hello-world through the admin API, the documentation agents write its documents, and
// the pages are checked against what the API answers.

type Analysed = { project: Project; view: PublicProjectView };

let admin: APIRequestContext;
let helloWorld: Analysed;

/** Adds a repository of the emulator as a project and waits until its first analysis is done. */
async function addAndAnalyse(fullName: string): Promise<Analysed> {
  const added = await admin.post(ADMIN_ROUTES.projects, { data: { repositoryUrl: `${emulatorUrl()}/${fullName}` } });
  expect(added.status(), await added.text()).toBe(201);
  const project = (await added.json()) as Project;
  await expect
    .poll(async () => ((await (await admin.get(ADMIN_ROUTES.status(project.id))).json()) as ProjectStatus).status, { timeout: JOB_WAIT_MS, intervals: [1_000] })
    .toMatch(/^(success|error)$/);
  const status = (await (await admin.get(ADMIN_ROUTES.status(project.id))).json()) as ProjectStatus;
  expect(status.analysis?.errorMessage ?? null).toBeNull();
  expect(status.status).toBe('success');
  const view = await admin.get(DOCS_ROUTES.project(project.publicSlug));
  expect(view.status(), await view.text()).toBe(200);
  return { project, view: (await view.json()) as PublicProjectView };
}

async function getDocument(slug: string, card: DocumentCard): Promise<PublicDocumentView> {
  const answer = await admin.get(DOCS_ROUTES.document(slug, card.type));
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as PublicDocumentView;
}

function readyCards(view: PublicProjectView): DocumentCard[] {
  return view.documents.filter((card) => card.state === 'ready');
}

const DATE_TIME = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** The value shown beside a term of the document's footer. */
function figure(page: Page, term: string) {
  return page.locator('dl > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) }).locator('dd');
}

test.beforeAll(async () => {
  admin = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  // The emulator's OAuth signs in octocat, whom the e2e server lists in ADMIN_LOGINS.
  const signIn = await admin.get('/api/auth/github');
  expect(signIn.url()).toBe(url('/dashboard'));
  helloWorld = await addAndAnalyse('octocat/hello-world');
});

test.afterAll(async () => {
  // Other tests sign in as octocat too and expect a fresh account: leave no project and no account.
  for (const project of (await (await admin.get(ADMIN_ROUTES.projects)).json()) as Project[]) {
    expect((await admin.delete(ADMIN_ROUTES.project(project.id))).status()).toBe(204);
  }
  expect((await admin.delete('/api/account')).status()).toBe(200);
  await admin.dispose();
});

test('the project page shows the repository and a card per document, with its state', async ({ page, context }) => {
  const { project, view } = helloWorld;
  const slug = project.publicSlug;
  await page.goto(url(`/${slug}/docs`));

  await expect(page.getByRole('heading', { level: 1, name: view.project.name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const main = page.getByRole('main');
  await expect(main.getByText(view.project.fullName, { exact: true })).toBeVisible();
  await expect(main.getByText(`${view.project.stars.toLocaleString('en-US')} stars`)).toBeVisible();
  await expect(main.getByText(view.project.language!, { exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'View on GitHub' })).toHaveAttribute('href', view.project.htmlUrl!);
  const about = main.locator('section', { has: page.getByRole('heading', { level: 2, name: 'About' }) });
  await expect(about).toContainText(view.project.description!);
  await expect(page).toHaveTitle(`${view.project.fullName} documentation · Chronicle`);

  // Twelve cards, in the API's order, each linking to its document and saying its state.
  expect(view.documents).toHaveLength(12);
  const cards = main.getByRole('article');
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(view.documents.map((card) => card.title));
  for (const [index, card] of view.documents.entries()) {
    const shown = cards.nth(index);
    await expect(shown.getByRole('link', { name: card.title })).toHaveAttribute('href', `/${slug}/docs/${card.type}`);
    await expect(shown).toContainText(card.fileName);
    if (card.state === 'ready') {
      await expect(shown).toContainText('Ready');
      await expect(shown).toContainText(`Quality ${Math.round(card.qualityScore!)}%`);
      await expect(shown).toContainText(`Commit ${card.commit!.sha.slice(0, 7)}`);
      await expect(shown.locator('time')).toHaveText(DATE_TIME.format(new Date(card.generatedAt!)));
    } else if (card.state === 'not-generated') {
      await expect(shown).toContainText('Generate documentation');
    } else {
      await expect(shown).toContainText(card.reason!);
    }
  }
  expect(readyCards(view).length).toBeGreaterThan(0);

  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expectNoSeriousA11yViolations(page);

  // Share copies the page's link (this Chromium has no system share sheet).
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await main.getByRole('button', { name: 'Share' }).click();
  await expect(toast(page, 'Copied!', 'URL copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url(`/${slug}/docs`));

  // A card opens its document.
  const first = readyCards(view)[0]!;
  await cards.nth(view.documents.indexOf(first)).getByRole('link', { name: first.title }).click();
  await expect(page).toHaveURL(url(`/${slug}/docs/${first.type}`));
  await expect(page.getByRole('tab', { name: first.title, selected: true })).toBeVisible();
});

test('a document: header, rendered Markdown, tabs in both URL forms, footer figures, Download and Share', async ({ page, context }) => {
  const { project, view } = helloWorld;
  const slug = project.publicSlug;
  const ready = readyCards(view);
  expect(ready.length).toBeGreaterThan(1);
  const [first, second] = ready as [DocumentCard, DocumentCard];
  const { document } = await getDocument(slug, first);

  await page.goto(url(`/${slug}/docs/${first.type}`));
  await expect(page.getByRole('heading', { level: 1, name: view.project.name })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText(`Quality score ${Math.round(document.qualityScore)}%`)).toBeVisible();
  await expect(page).toHaveTitle(`${document.title} · ${view.project.fullName} · Chronicle`);

  // The document's own first heading is rendered, one level under the page's h1.
  const panel = page.getByRole('tabpanel');
  const firstHeading = /^# (.+)$/m.exec(document.content)![1]!.replace(/`/g, '');
  await expect(panel.getByRole('heading', { level: 2 }).first()).toHaveText(firstHeading);
  if (/^\|.+\|$/m.test(document.content)) await expect(panel.locator('table').first()).toBeVisible();

  // The tabs: the ready documents, linking to /docs/{slug}/{type}.
  const tabs = page.getByRole('tablist', { name: 'Documents' }).getByRole('tab');
  await expect(tabs).toHaveText(ready.map((card) => DOC_TITLES[card.type]));
  await expect(page.getByRole('tab', { selected: true })).toHaveText(first.title);
  await expect(tabs.nth(1)).toHaveAttribute('href', `/docs/${slug}/${second.type}`);
  await tabs.nth(1).click();
  await expect(page).toHaveURL(url(`/docs/${slug}/${second.type}`));
  await expect(page.getByRole('tab', { selected: true })).toHaveText(second.title);
  const secondDocument = (await getDocument(slug, second)).document;
  await expect(panel.getByRole('heading', { level: 2 }).first()).toHaveText(/^# (.+)$/m.exec(secondDocument.content)![1]!.replace(/`/g, ''));
  // And back with the keyboard: the arrow keys move between tabs, Enter opens one.
  await page.getByRole('tab', { selected: true }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(url(`/docs/${slug}/${first.type}`));
  await expect(page.getByRole('tab', { selected: true })).toHaveText(first.title);

  // The footer says what the API says.
  await expect(figure(page, 'Quality score')).toHaveText(`${Math.round(document.qualityScore)}%`);
  await expect(figure(page, 'Tokens used')).toHaveText(`${document.tokensUsed.toLocaleString('en-US')}${document.tokensEstimated ? ' (estimated)' : ''}`);
  await expect(figure(page, 'Generation time')).toHaveText(`${(document.generationTime / 1000).toFixed(2)}s`);
  await expect(figure(page, 'Generated')).toHaveText(DATE_TIME.format(new Date(document.generatedAt)));
  const behind = document.commit.commitsBehind;
  await expect(figure(page, 'Commit')).toHaveText(
    `${document.commit.sha.slice(0, 7)}${behind ? `, ${behind} ${behind === 1 ? 'commit' : 'commits'} behind the branch head` : ''}`,
  );
  await expect(figure(page, 'Engine')).toHaveText(document.engine === 'model' ? `Model: ${document.model}` : 'Built-in engine');
  for (const [name, value] of Object.entries(document.components)) {
    await expect(figure(page, name[0]!.toUpperCase() + name.slice(1))).toHaveText(`${Math.round(value * 100)}%`);
  }

  // Download saves the Markdown the API serves, under the document's file name.
  const [download] = await Promise.all([page.waitForEvent('download'), main.getByRole('link', { name: `Download ${document.fileName}` }).click()]);
  expect(download.suggestedFilename()).toBe(document.fileName);
  const markdown = await admin.get(DOCS_ROUTES.markdown(slug, first.type));
  expect(markdown.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  expect(await readFile((await download.path())!, 'utf8')).toBe(await markdown.text());

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await main.getByRole('button', { name: 'Share' }).click();
  await expect(toast(page, 'Copied!', 'URL copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url(`/${slug}/docs/${first.type}`));

  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expectNoSeriousA11yViolations(page);

  // /docs/{slug} with no type is the changelog.
  await page.goto(url(`/docs/${slug}`));
  await expect(page.getByRole('tab', { selected: true })).toHaveText('Changelog');
});

test('the project page loads no Markdown renderer, and a document without a diagram no Mermaid', async ({ page }) => {
  const { project, view } = helloWorld;
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  });
  await page.goto(url(`/${project.publicSlug}/docs`));
  await expect(page.getByRole('heading', { level: 2, name: 'Documents' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => /markdown-renderer|mermaid/.test(path))).toEqual([]);

  for (const card of readyCards(view)) {
    const { document } = await getDocument(project.publicSlug, card);
    if (document.content.includes('```mermaid')) continue;
    await page.goto(url(`/${project.publicSlug}/docs/${card.type}`));
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.some((path) => path.includes('markdown-renderer'))).toBe(true);
    expect(scripts.filter((path) => path.includes('mermaid'))).toEqual([]);
    return;
  }
  throw new Error('Every ready document has a diagram: no document to check without one.');
});

test('a Mermaid block is drawn as SVG, under the Content-Security-Policy', async ({ page }) => {
  // Two packages, one importing the other: ARCHITECTURE draws the import graph as a diagram.
  const pushed = await pushToEmulator(emulatorUrl(), {
    owner: 'octocat',
    repo: 'Spoon-Knife',
    branch: 'master',
    commits: [
      {
        message: 'feat: a core package and an app that uses it',
        files: {
          'package.json': JSON.stringify({ name: 'spoon-knife', private: true, workspaces: ['packages/*'] }, null, 2) + '\n',
          'packages/core/package.json': JSON.stringify({ name: '@spoon/core', version: '1.0.0', main: 'index.js' }, null, 2) + '\n',
          'packages/core/index.js': 'export function greet(name) {\n  return `Hello, ${name}!`;\n}\n',
          'packages/app/package.json': JSON.stringify({ name: '@spoon/app', version: '1.0.0', main: 'index.js' }, null, 2) + '\n',
          'packages/app/index.js': "import { greet } from '../core/index.js';\n\nconsole.log(greet('world'));\n",
        },
      },
    ],
  });
  expect(pushed.deliveries.every((delivery) => delivery.status === 202)).toBe(true);
  const { project } = await addAndAnalyse('octocat/Spoon-Knife');
  const architecture = await admin.get(DOCS_ROUTES.document(project.publicSlug, 'architecture'));
  expect(architecture.status(), await architecture.text()).toBe(200);
  expect(((await architecture.json()) as PublicDocumentView).document.content).toContain('```mermaid');

  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(url(`/${project.publicSlug}/docs/architecture`));
  const diagram = page.getByRole('tabpanel').getByRole('figure', { name: 'Diagram' });
  await expect(diagram.locator('svg')).toBeVisible({ timeout: 20_000 });
  await expect(diagram.locator('svg')).toContainText('packages/core');
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(diagram.locator('svg')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('each card state reads as the server gives it, and a server failure offers Retry', async ({ page }) => {
  const { project, view } = helloWorld;
  const slug = project.publicSlug;
  // The analysed repository is public (Pro): every document is written. The other states, as the server words them.
  const [changelog, readme, architecture, todo] = view.documents as [DocumentCard, DocumentCard, DocumentCard, DocumentCard];
  const states: PublicProjectView = {
    ...view,
    documents: [
      { ...changelog, commit: { sha: changelog.commit!.sha, commitsBehind: 2 } },
      { ...readme, state: 'failed', qualityScore: null, reason: 'The document named a file that does not exist: src/gone.ts' },
      { ...architecture, state: 'not-generated', qualityScore: null, commit: null, generatedAt: null, reason: null },
      { ...todo, state: 'not-in-tier', qualityScore: null, commit: null, generatedAt: null, reason: 'Comes with the Lite tier.' },
      ...view.documents.slice(4),
    ],
  };
  let failing = true;
  await page.route(`**${DOCS_ROUTES.project(slug)}`, (route) =>
    failing
      ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ statusCode: 503, message: 'The database is not reachable.' }) })
      : route.fulfill({ contentType: 'application/json', body: JSON.stringify(states) }),
  );
  await page.goto(url(`/${slug}/docs`));
  // A 5xx that gives the server's reason is not retried: the card shows at once.
  await expect(page.getByRole('heading', { level: 1, name: 'This documentation could not be loaded' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('The database is not reachable.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  failing = false;
  await page.getByRole('button', { name: 'Retry' }).click();

  const card = (title: string) => page.getByRole('article', { name: title });
  await expect(card(changelog.title)).toContainText(`Commit ${changelog.commit!.sha.slice(0, 7)} · 2 commits behind`);
  await expect(card(readme.title)).toContainText('Failed');
  await expect(card(readme.title)).toContainText('The document named a file that does not exist: src/gone.ts');
  await expect(card(architecture.title)).toContainText('Generate documentation');
  await expect(card(todo.title)).toContainText('Not in this plan');
  await expect(card(todo.title)).toContainText('Comes with the Lite tier.');
  await expectNoSeriousA11yViolations(page);

  // A document outside the tier: only the server's sentence naming the tier, not a "not generated yet".
  await page.route(`**${DOCS_ROUTES.document(slug, 'todo')}`, (route) =>
    route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ statusCode: 403, message: "The TODO document is not in octocat/hello-world's tier: it comes with Lite." }) }),
  );
  await card(todo.title).getByRole('link', { name: todo.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Not in this plan' })).toBeVisible();
  await expect(page.getByText("The TODO document is not in octocat/hello-world's tier: it comes with Lite.")).toBeVisible();
  await expect(page.getByText(/hasn't generated any/)).toHaveCount(0);
});

test('an unknown project and a document not generated show their not-found cards', async ({ page }) => {
  await page.goto(url('/no-such-project/docs'));
  await expect(page.getByRole('heading', { level: 1, name: 'Project Not Found' })).toBeVisible();
  await expect(page.getByText("This project doesn't exist or hasn't generated any documentation yet.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(url('/'));

  const unknownType = await page.goto(url(`/${helloWorld.project.publicSlug}/docs/not_a_document`));
  expect(unknownType?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'No Such Document' })).toBeVisible();
  await expect(page.getByText(`There is no document type "not_a_document". Chronicle writes twelve: ${DOC_TYPES.join(', ')}.`)).toBeVisible();
  await page.goto(url('/docs/no-such-project/readme'));
  await expect(page.getByRole('heading', { level: 1, name: 'Documentation Not Found' })).toBeVisible();
  await expect(page.getByText("This project hasn't generated any readme documentation yet.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(url('/'));
});
