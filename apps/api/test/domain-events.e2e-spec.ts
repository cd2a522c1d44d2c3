import { and, eq, inArray } from 'drizzle-orm';
import { pushToEmulator } from '@chronicle/github-emulator';
import type { Project } from '@chronicle/contracts';
import { changelogEntries, codeRepositories, repositoryJobs } from '../src/database/schema.js';
import { ChangelogEntriesService } from '../src/modules/changelog-entries/changelog-entries.service.js';
import { PushDeliveriesQueue } from '../src/modules/changelog-entries/push-deliveries.queue.js';
import { DocumentsListener } from '../src/modules/documents/documents.listener.js';
import { commit, connectedApp, documentsJobDone, entryOf, JOB_WAIT_MS, type Setup } from './connected-app.js';
import { eventNamed, openEventStream, type EventStreamReader } from './event-stream.js';
import { closeAll, requireTestEnv, type DatabaseKind } from './test-app.js';

// The domain events (ARCHITECTURE.md, Domain events): for each, its listener's step is queued and
// done, and a listener or step that fails once does not lose the step. On both queue drivers.
const SETUPS: [string, DatabaseKind, () => Record<string, string>][] = [
  ['the embedded database and the in-process queue', 'pglite', () => ({})],
  ['PostgreSQL and BullMQ on Redis', 'postgres', () => ({ REDIS_URL: requireTestEnv('TEST_REDIS_URL') })],
];

/**
 * Makes the next call of `object[method]` fail as a fault would (a database that went away);
 * later calls behave. Answers whether the fault has happened.
 */
function failOnce<T extends object>(object: T, method: keyof T & string): () => boolean {
  const own = object as Record<string, unknown>;
  own[method] = async () => {
    delete own[method];
    throw new Error('The database went away for a moment.');
  };
  return () => !Object.hasOwn(own, method);
}

describe.each(SETUPS)('domain events on %s', (_label, kind, env) => {
  let setup: Setup;
  let repositoryId: string;
  const streams: EventStreamReader[] = [];

  beforeAll(async () => {
    setup = await connectedApp(kind, { ADMIN_LOGINS: 'octocat', ...env() });
    const [row] = await setup.app.database.db.select().from(codeRepositories).where(and(eq(codeRepositories.fullName, 'octocat/hello-world'), eq(codeRepositories.kind, 'connected')));
    repositoryId = row!.id;
  });
  afterEach(async () => {
    for (const stream of streams.splice(0)) await stream.close();
  });
  afterAll(async () => {
    await closeAll(setup?.app, setup?.emulator);
  });

  async function open(): Promise<EventStreamReader> {
    const stream = await openEventStream(setup.app.url, setup.browser);
    streams.push(stream);
    return stream;
  }

  async function push(message: string): Promise<string> {
    const result = await pushToEmulator(setup.emulator, { owner: 'octocat', repo: 'hello-world', branch: 'main', commits: [commit(message)] });
    expect(result.deliveries.map((delivery) => delivery.status)).toEqual([202]);
    return result.deliveries[0]!.id;
  }

  async function entriesOf(deliveryId: string) {
    return setup.app.database.db.select().from(changelogEntries).where(eq(changelogEntries.deliveryId, deliveryId));
  }

  /** Waits until the repository has no job queued or running, so the next documentation run is a new one. */
  async function idle(): Promise<void> {
    const deadline = Date.now() + JOB_WAIT_MS;
    for (;;) {
      const busy = await setup.app.database.db
        .select()
        .from(repositoryJobs)
        .where(and(eq(repositoryJobs.repositoryId, repositoryId), inArray(repositoryJobs.status, ['queued', 'running'])));
      if (busy.length === 0) return;
      if (Date.now() > deadline) throw new Error(`Jobs still unfinished: ${JSON.stringify(busy)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('repository.connected: the documents are queued at connect time and written', async () => {
    const [job] = await setup.app.database.db.select().from(repositoryJobs).where(and(eq(repositoryJobs.repositoryId, repositoryId), eq(repositoryJobs.trigger, 'connect')));
    expect(job).toMatchObject({ kind: 'documents' });
    const done = await documentsJobDone(setup.app, repositoryId, job!.createdAt);
    expect(done.status).toBe('success');
  });

  it('push.received: the push is queued and becomes one entry, also when its listener fails (the inbox sweep queues it)', async () => {
    const deliveryId = await push('feat: greet in Spanish');
    expect((await entryOf(setup, deliveryId)).commitCount).toBe(1);

    const failed = failOnce(setup.app.app.get(PushDeliveriesQueue), 'afterPush');
    const unheard = await push('feat: greet in Italian');
    expect((await entryOf(setup, unheard)).commitCount).toBe(1);
    expect(failed()).toBe(true);
    expect(await entriesOf(unheard)).toHaveLength(1);
  });

  it("push.received's step, the entry, is retried by the queue when it fails, and written once", async () => {
    const failed = failOnce(setup.app.app.get(ChangelogEntriesService), 'processDelivery');
    const deliveryId = await push('fix: trim the greeting');
    await entryOf(setup, deliveryId);
    expect(failed()).toBe(true);
    expect(await entriesOf(deliveryId)).toHaveLength(1);
  });

  it('entry.published: open pages are told, and the documents are queued after the entry and written', async () => {
    await idle();
    const stream = await open();
    const after = new Date();
    const deliveryId = await push('feat: greet in German');
    const { event } = await eventNamed(stream, 'entry.published', (data) => (data as { deliveryId: string }).deliveryId === deliveryId);
    expect(event.data).toEqual({ repositoryId, deliveryId });
    const job = await documentsJobDone(setup.app, repositoryId, after);
    expect([job.trigger, job.status]).toEqual(['push', 'success']);
  });

  it("entry.published: when its listener fails, the entry's job is retried and the documents are still queued, with one entry", async () => {
    await idle();
    const failed = failOnce(setup.app.app.get(DocumentsListener), 'afterEntry');
    const after = new Date();
    const deliveryId = await push('feat: greet in Dutch');
    const job = await documentsJobDone(setup.app, repositoryId, after);
    expect([job.trigger, job.status]).toEqual(['push', 'success']);
    expect(await entriesOf(deliveryId)).toHaveLength(1);
    expect(failed()).toBe(true);
  });

  it('documents.written: open pages are told when a documentation run ends', async () => {
    await idle();
    const stream = await open();
    const after = new Date();
    await push('docs: explain the greetings');
    const job = await documentsJobDone(setup.app, repositoryId, after);
    const { event } = await eventNamed(stream, 'documents.written', (data) => (data as { jobId: string }).jobId === job.id);
    expect(event.data).toEqual({ repositoryId, jobId: job.id, status: 'success' });
  });

  it('a job whose row says running while no queue holds it (Redis came back empty, its worker gone) is queued again by the sweep and done', async () => {
    await idle();
    const [lost] = await setup.app.database.db
      .insert(repositoryJobs)
      .values({ repositoryId, kind: 'documents', trigger: 'push', options: { documentTypes: null, writeDocuments: true }, status: 'running', startedAt: new Date() })
      .returning();
    const job = await documentsJobDone(setup.app, repositoryId, lost!.createdAt);
    expect([job.id, job.status]).toEqual([lost!.id, 'success']);
  });

  it("analysis.finished: an admin's open pages are told when a project's analysis ends", async () => {
    const stream = await open();
    const added = await setup.browser.request(`${setup.app.url}/api/admin/projects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ repositoryUrl: `${setup.emulator.url}/octocat/hello-world/` }),
    });
    expect(added.status).toBe(201);
    const project = (await added.json()) as Project;
    const { event } = await eventNamed(stream, 'analysis.finished', (data) => (data as { repositoryId: string }).repositoryId === project.id);
    expect(event.data).toMatchObject({ repositoryId: project.id, status: 'success' });
  });
});
