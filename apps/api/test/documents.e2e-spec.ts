import { eq } from 'drizzle-orm';
import { pushToEmulator } from '@chronicle/github-emulator';
import { DOC_TYPES, type PublicProjectView } from '@chronicle/contracts';
import { codeRepositories, documents, repositoryJobs } from '../src/database/schema.js';
import { RepositoryJobsService } from '../src/modules/repository-jobs/repository-jobs.service.js';
import { connectedApp, documentsJobDone, entryOf, JOB_WAIT_MS, type Setup } from './connected-app.js';
import { requireTestEnv, closeAll } from './test-app.js';

describe.each([
  ['the embedded database and the in-process queue', 'pglite' as const, () => ({})],
  ['PostgreSQL and BullMQ on Redis', 'postgres' as const, () => ({ REDIS_URL: requireTestEnv('TEST_REDIS_URL') })],
])("a connected repository's documents on %s", (_name, kind, env) => {
  let setup: Setup;
  let repositoryId: string;

  beforeAll(async () => {
    setup = await connectedApp(kind, env());
    const [row] = await setup.app.database.db.select().from(codeRepositories);
    repositoryId = row!.id;
  });
  afterAll(async () => {
    await closeAll(setup.app, setup.emulator);
  });

  const stored = async () => new Map((await setup.app.database.db.select().from(documents).where(eq(documents.repositoryId, repositoryId))).map((row) => [row.docType, row]));

  it('writes the documents at connect time, then after a push only those whose inputs changed', async () => {
    const connectJob = await documentsJobDone(setup.app, repositoryId, new Date(0));
    expect([connectJob.trigger, connectJob.status, connectJob.errorMessage]).toEqual(['connect', 'success', null]);
    const before = await stored();
    expect([...before.keys()].sort()).toEqual([...DOC_TYPES].sort());
    const firstHead = before.get('readme')!.commitSha!;
    expect([...before.values()].every((row) => row.status === 'ready' && row.commitSha === firstHead)).toBe(true);

    // A note that is no source file and no manifest: the dependency report does not read it.
    const pushedAt = new Date();
    const push = await pushToEmulator(setup.emulator, {
      owner: 'octocat',
      repo: 'hello-world',
      branch: 'main',
      commits: [{ message: 'docs: write down the release checklist', files: { 'docs/release-checklist.md': '# Release checklist\n\n1. Tag the release.\n' } }],
    });
    await entryOf(setup, push.deliveries[0]!.id);
    const pushJob = await documentsJobDone(setup.app, repositoryId, pushedAt);
    expect([pushJob.trigger, pushJob.status, pushJob.errorMessage]).toEqual(['push', 'success', null]);

    const after = await stored();
    const kept = after.get('dependency_report')!;
    const keptBefore = before.get('dependency_report')!;
    expect(kept.sha256).toBe(keptBefore.sha256);
    expect(kept.content).toBe(keptBefore.content);
    expect(kept.generatedAt).toEqual(keptBefore.generatedAt);
    expect(kept.commitSha).toBe(firstHead);
    expect(kept.commitsBehind).toBe(1);

    const rewritten = after.get('readme')!;
    expect(rewritten.commitSha).toBe(push.head);
    expect(rewritten.commitsBehind).toBe(0);
    expect(rewritten.generatedAt!.getTime()).toBeGreaterThan(before.get('readme')!.generatedAt!.getTime());
    expect(after.get('changelog')!.commitSha).toBe(push.head);

    // The public page shows each document's commit and how far behind the branch head it is.
    const [repository] = await setup.app.database.db.select().from(codeRepositories).where(eq(codeRepositories.id, repositoryId));
    const view = (await (await fetch(`${setup.app.url}/api/docs/${repository!.publicSlug}`)).json()) as PublicProjectView;
    expect(view.project.headSha).toBe(push.head);
    expect(view.documents.find((card) => card.type === 'dependency_report')!.commit).toEqual({ sha: firstHead, commitsBehind: 1 });
    expect(view.documents.find((card) => card.type === 'readme')!.commit).toEqual({ sha: push.head, commitsBehind: 0 });
  });

  it('runs again, at the next start, a job a stopped process left running', async () => {
    // As a process that died mid-run leaves it: running, with its progress half-way.
    const [job] = await setup.app.database.db
      .insert(repositoryJobs)
      .values({ repositoryId, kind: 'documents', trigger: 'push', status: 'running', phase: 'writing-documents', options: { documentTypes: ['readme'], writeDocuments: true }, progress: { commitsRead: 0, documentsDone: 5, documentsTotal: 12 }, startedAt: new Date() })
      .returning();
    await setup.app.app.get(RepositoryJobsService).resumeUnfinished();
    const deadline = Date.now() + JOB_WAIT_MS;
    for (;;) {
      const [row] = await setup.app.database.db.select().from(repositoryJobs).where(eq(repositoryJobs.id, job!.id));
      if (row!.status === 'success') {
        expect(row!.progress).toEqual({ commitsRead: 0, documentsDone: 1, documentsTotal: 1 });
        break;
      }
      expect(row!.status).not.toBe('error');
      if (Date.now() > deadline) throw new Error(`The interrupted job did not run again: ${JSON.stringify(row)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });
});
