import { expect, type Page } from '@playwright/test';
import type { AgentJob, AgentRepository } from '@chronicle/contracts';
import { JOB_WAIT_MS, url } from './chronicle.js';

/** hubot's private repository (global setup seeds it): on a free account its tier is Free. */
export const HUBOT_PRIVATE = { fullName: 'hubot/hubot-scripts' } as const;

export async function getAgentRepositories(page: Page): Promise<AgentRepository[]> {
  const response = await page.request.get(url('/api/agents/repositories'));
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as AgentRepository[];
}

export async function getAgentJobs(page: Page, repositoryId: string): Promise<AgentJob[]> {
  const response = await page.request.get(url(`/api/agents/jobs/${repositoryId}`));
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as AgentJob[];
}

/** Waits until none of the repository's jobs is queued or running (connecting a repository starts one). */
export async function waitForJobsToEnd(page: Page, repositoryId: string): Promise<void> {
  await expect
    .poll(async () => (await getAgentJobs(page, repositoryId)).filter((job) => job.status === 'queued' || job.status === 'running').length, {
      timeout: JOB_WAIT_MS,
    })
    .toBe(0);
}
