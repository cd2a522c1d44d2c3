import { and, desc, eq } from 'drizzle-orm';
import { startGithubEmulator, type PushCommit, type RunningEmulator, type StartEmulatorOptions } from '@chronicle/github-emulator';
import type { ChangelogEntry, RepositorySummary } from '@chronicle/contracts';
import { changelogEntries, repositoryJobs, type RepositoryJobRow } from '../src/database/schema.js';
import type { TestBrowser } from './browser.js';
import { githubEnv, signInThroughEmulator } from './sign-in.js';
import { startTestApp, type DatabaseKind, type TestApp } from './test-app.js';

// A running Chronicle and emulator with octocat signed in and octocat/hello-world connected.
/**
 * How long a test waits for an entry or a job: their work runs in worker threads at background
 * priority, which on a machine loaded with work at normal priority get a few percent of a core.
 * Under jest's timeout for the API's tests (jest.config.mjs), so a test that waits too long says what for.
 */
export const JOB_WAIT_MS = 540_000;

export type Setup = { emulator: RunningEmulator; app: TestApp; browser: TestBrowser };

export async function connectedApp(kind: DatabaseKind, env: Record<string, string> = {}, emulatorOptions: StartEmulatorOptions = {}): Promise<Setup> {
  const emulator = await startGithubEmulator(emulatorOptions);
  const app = await startTestApp(kind, githubEnv(emulator, env), { listen: true });
  const browser = await signInThroughEmulator(app);
  await connectHelloWorld(app, browser);
  return { emulator, app, browser };
}

/** Connects octocat/hello-world for the signed-in browser, as the dashboard's connect button does. */
export async function connectHelloWorld(app: TestApp, browser: TestBrowser): Promise<void> {
  const repositories = (await (await browser.request(`${app.url}/api/repos`)).json()) as RepositorySummary[];
  const repoId = repositories.find((repository) => repository.full_name === 'octocat/hello-world')!.id;
  const connect = await browser.request(`${app.url}/api/repos/connect`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ repoId, repoName: 'hello-world', owner: 'octocat', fullName: 'octocat/hello-world' }),
  });
  if (connect.status !== 201) throw new Error(`connect answered ${connect.status}`);
}

export function commit(message: string): PushCommit {
  return { message, files: { [`src/${message.replace(/\W+/g, '-').toLowerCase()}.ts`]: `// ${message}\n` } };
}

export async function entries({ app, browser }: Setup): Promise<ChangelogEntry[]> {
  return (await (await browser.request(`${app.url}/api/changelog-entries`)).json()) as ChangelogEntry[];
}

/** Waits until the entry of a delivery is stored (processing is asynchronous). */
export async function entryOf(setup: Setup, deliveryId: string, timeoutMs = JOB_WAIT_MS): Promise<typeof changelogEntries.$inferSelect> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const [row] = await setup.app.database.db.select().from(changelogEntries).where(eq(changelogEntries.deliveryId, deliveryId));
    if (row) return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No entry for delivery ${deliveryId} within ${timeoutMs} ms`);
}

/** A second user of the emulator, who is no admin (ADMIN_LOGINS names octocat). */
export const HUBOT = { login: 'hubot', name: 'Hubot', avatar_url: 'https://avatars.githubusercontent.com/u/480938?v=4' };

/** Waits for the repository's latest documentation job, created at or after `after`, to finish; answers it. */
export async function documentsJobDone(app: TestApp, repositoryId: string, after: Date, timeoutMs = JOB_WAIT_MS): Promise<RepositoryJobRow> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [job] = await app.database.db
      .select()
      .from(repositoryJobs)
      .where(and(eq(repositoryJobs.repositoryId, repositoryId), eq(repositoryJobs.kind, 'documents')))
      .orderBy(desc(repositoryJobs.createdAt))
      .limit(1);
    if (job && job.createdAt >= after && (job.status === 'success' || job.status === 'error')) return job;
    if (Date.now() > deadline) throw new Error(`No finished documentation job within ${timeoutMs} ms: ${JSON.stringify(job)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
