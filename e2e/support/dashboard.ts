import { pushToEmulator, type PushCommit } from '@chronicle/github-emulator';
import { expect, type APIResponse, type Locator, type Page } from '@playwright/test';
import type { ActiveRepositoryView, ChangelogEntry, RepositorySummary } from '@chronicle/contracts';
import { url } from './chronicle.js';

/** The seeded emulator user every dashboard test signs in as, and the repository it connects. */
export const OCTOCAT = { login: 'octocat', name: 'The Octocat' } as const;
export const HELLO_WORLD = { owner: 'octocat', repo: 'hello-world', fullName: 'octocat/hello-world', branch: 'main' } as const;

/** How long a failing mutation's toast may take to show (mutations are not retried; room for a busy machine). */
export const AFTER_MUTATION_RETRIES = { timeout: 15_000 };

export function emulatorUrl(): string {
  const value = process.env.E2E_EMULATOR_URL;
  if (!value) throw new Error('E2E_EMULATOR_URL is not set: run the tests through playwright.config.ts (global setup).');
  return value;
}

/**
 * Signs in through the emulator's OAuth flow (a full-page navigation, as the sign-in button does)
 * as a fresh account: whatever an earlier test left of octocat's account (a connected repository,
 * its webhook, entries) is deleted first, since all tests share one server and one emulator.
 */
export async function signIn(page: Page): Promise<void> {
  await page.goto(url('/api/auth/github'));
  await expect(page).toHaveURL(url('/dashboard'));
  await deleteAccountIfSignedIn(page);
  await page.goto(url('/api/auth/github'));
  await expect(page).toHaveURL(url('/dashboard'));
}

/** Leaves nothing behind: deletes the signed-in account (its webhook too), if any. */
export async function deleteAccountIfSignedIn(page: Page): Promise<void> {
  // A visitor is answered 200 too, as `{ signedIn: false }`.
  const me = (await (await page.request.get(url('/api/auth/me'))).json()) as { signedIn?: false };
  if (me.signedIn !== false) expect((await page.request.delete(url('/api/account'))).status()).toBe(200);
}

async function json<T>(response: APIResponse): Promise<T> {
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

export function getEntries(page: Page): Promise<ChangelogEntry[]> {
  return page.request.get(url('/api/changelog-entries')).then((response) => json<ChangelogEntry[]>(response));
}

export function getActiveRepository(page: Page): Promise<ActiveRepositoryView> {
  return page.request.get(url('/api/repos/active')).then((response) => json<ActiveRepositoryView>(response));
}

/** Connects a repository through the API (for tests whose subject is not the connect flow). */
export async function connectThroughApi(page: Page, fullName: string = HELLO_WORLD.fullName): Promise<void> {
  const repositories = await page.request.get(url('/api/repos')).then((response) => json<RepositorySummary[]>(response));
  const repository = repositories.find((candidate) => candidate.full_name === fullName);
  if (!repository) throw new Error(`${fullName} is not among the signed-in user's repositories.`);
  const response = await page.request.post(url('/api/repos/connect'), {
    data: { repoId: repository.id, repoName: repository.name, owner: repository.owner.login, fullName: repository.full_name },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Pushes commits to hello-world's main branch on the emulator; the webhook must have been accepted. */
export async function pushCommits(commits: PushCommit[]): Promise<void> {
  const result = await pushToEmulator(emulatorUrl(), { owner: HELLO_WORLD.owner, repo: HELLO_WORLD.repo, branch: HELLO_WORLD.branch, commits });
  expect(result.deliveries.map((delivery) => delivery.status)).toEqual([202]);
}

/** Waits until the API lists `count` entries; the dashboard itself does not poll (spec §9). */
export async function waitForEntries(page: Page, count: number): Promise<ChangelogEntry[]> {
  await expect.poll(async () => (await getEntries(page)).length, { timeout: 20_000 }).toBe(count);
  return getEntries(page);
}

/** The toast (antd notification) with this title, and this description when given. */
export function toast(page: Page, title: string, description?: string): Locator {
  const notice = page.locator('.ant-notification-notice').filter({ has: page.getByText(title, { exact: true }) });
  return description === undefined ? notice : notice.filter({ hasText: description });
}

/** A row of the dashboard's entry list, found by its headline. */
export function entryRow(page: Page, headline: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: headline, exact: true }) });
}

/** Answers every matching call with an error status and body until the page closes. */
export async function failCalls(page: Page, pattern: string, method: string, status: number, body: string): Promise<void> {
  await page.route(pattern, (route) =>
    route.request().method() === method
      ? route.fulfill({ status, contentType: body ? 'application/json' : undefined, body })
      : route.fallback(),
  );
}

/**
 * Like {@link failCalls}, but each failing answer waits until the returned `release` is called, so
 * a test can see the pending state first (mutations are not retried, so it would otherwise pass in
 * a moment).
 */
export async function failCallsOnRelease(page: Page, pattern: string, method: string, status: number, body: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    if (route.request().method() !== method) return route.fallback();
    await released;
    await route.fulfill({ status, contentType: body ? 'application/json' : undefined, body });
  });
  return release;
}

/** The same date text the dashboard shows for an ISO time, computed in the browser's time zone. */
export function dateTextInBrowser(page: Page, iso: string): Promise<string> {
  return page.evaluate((value) => new Date(value).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }), iso);
}
