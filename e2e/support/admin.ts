import { expect, type Page } from '@playwright/test';
import type { Project, ProjectStatus } from '@chronicle/contracts';
import { JOB_WAIT_MS, url } from './chronicle.js';
import { deleteAccountIfSignedIn } from './dashboard.js';

/** The emulator user who is not an admin (global setup seeds it; `ADMIN_LOGINS` names only octocat). */
export const HUBOT = { login: 'hubot', name: 'Hubot' } as const;

/**
 * Signs in through the emulator's OAuth flow as `login`: Chronicle's redirect to the emulator's
 * authorize page (its state cookie kept in the browser context) is followed with `login=`, which
 * picks that seeded user instead of the first. Whatever an earlier test left of the account is
 * deleted first.
 */
export async function signInAs(page: Page, login: string): Promise<void> {
  for (let round = 0; round < 2; round++) {
    const start = await page.request.get(url('/api/auth/github'), { maxRedirects: 0 });
    expect(start.status()).toBe(302);
    const authorize = new URL(start.headers()['location']!);
    authorize.searchParams.set('login', login);
    await page.goto(authorize.toString());
    await expect(page).toHaveURL(url('/dashboard'));
    if (round === 0) await deleteAccountIfSignedIn(page);
  }
}

export async function getProjects(page: Page): Promise<Project[]> {
  const response = await page.request.get(url('/api/admin/projects'));
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Project[];
}

export async function getProjectStatus(page: Page, id: string): Promise<ProjectStatus> {
  const response = await page.request.get(url(`/api/admin/projects/${id}/status`));
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ProjectStatus;
}

/** Removes every project an earlier test left (all tests share one server). */
export async function deleteAllProjects(page: Page): Promise<void> {
  for (const project of await getProjects(page)) {
    const response = await page.request.delete(url(`/api/admin/projects/${project.id}`));
    expect(response.status(), await response.text()).toBe(204);
  }
}

/** Adds a project through the API (for tests whose subject is not the form). */
export async function addProjectThroughApi(page: Page, repositoryUrl: string): Promise<Project> {
  const response = await page.request.post(url('/api/admin/projects'), { data: { repositoryUrl } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Project;
}

/** Waits until the project's latest analysis has ended, and answers its status. */
export async function waitForAnalysis(page: Page, id: string): Promise<ProjectStatus> {
  await expect
    .poll(async () => (await getProjectStatus(page, id)).status, { timeout: JOB_WAIT_MS })
    .toMatch(/^(success|error)$/);
  return getProjectStatus(page, id);
}
