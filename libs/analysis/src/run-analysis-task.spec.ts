// runAnalysisTask starts the built worker (dist/worker/analysis-worker.js), so these tests import
// the package from its dist, as the API does; `nx test` builds it first.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { AnalysisTaskError, runAnalysisTask, type AnalysisTasks } from '@chronicle/analysis';
import { GitFixture } from '@chronicle/history/testing';
import { reply, startOpenAiTestServer } from '@chronicle/openai-test-server';
import { FAILING_AGENT_MESSAGE, FAILING_AGENT_PACKAGE, projectWithFailingAgent } from './testing/agent-packages.js';
import { packageRepository } from './testing/repositories.js';

describe('runAnalysisTask', () => {
  let repo: GitFixture;
  let caches: string;
  let project: string;
  const documentInput = (): AnalysisTasks['document']['input'] => ({
    source: repo.dir,
    cloneCacheDir: path.join(caches, 'clones'),
    // A fresh snapshot cache: the worker parses every file, the heavy part this test watches.
    snapshotCacheDir: GitFixture.tempDir('chronicle-analysis-snapshots-'),
    gateCacheDir: path.join(caches, 'gate'),
    agentPackages: [FAILING_AGENT_PACKAGE],
    agentResolveFrom: [project],
    docTypes: null,
    previous: [],
  });

  beforeAll(() => {
    repo = packageRepository();
    caches = GitFixture.tempDir('chronicle-analysis-worker-');
    project = projectWithFailingAgent();
  });
  afterAll(() => {
    for (const folder of [repo.dir, caches, project]) rmSync(folder, { recursive: true, force: true });
  });

  it('documents a repository in a worker while this thread stays free, relaying progress and a failed agent', async () => {
    const input = documentInput();
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const before = performance.eventLoopUtilization();
    const events: AnalysisTasks['document']['progress'][] = [];
    let utilization = 1;
    try {
      const result = await runAnalysisTask('document', input, { onProgress: (event) => events.push(event) });
      utilization = performance.eventLoopUtilization(before).utilization;
      expect(result.headSha).toBe(repo.head());
      expect(result.failed).toEqual([{ type: 'todo', reason: expect.stringContaining(FAILING_AGENT_MESSAGE) }]);
      expect(result.documents).toHaveLength(11);
      expect(result.documents.every((document) => document.content.startsWith('# '))).toBe(true);
    } finally {
      clearInterval(timer);
      rmSync(input.snapshotCacheDir, { recursive: true, force: true });
    }
    expect(events.some((event) => event.phase === 'snapshot' && event.stage === 'files')).toBe(true);
    expect(events.at(-1)).toEqual({ phase: 'writing-documents', documentsDone: 12, documentsTotal: 12 });
    // The snapshot, twelve agents and the gate ran meanwhile, yet this thread's event loop was idle
    // most of the time (run in this thread, the same work keeps it busy 96% of the time) and its
    // timer kept firing. Idle time is counted as such even on a loaded machine.
    expect(utilization).toBeLessThan(0.5);
    expect(ticks).toBeGreaterThan(20);
  });

  it('relays the history analysis’s progress and resolves with its result', async () => {
    const events: AnalysisTasks['analyze-history']['progress'][] = [];
    const result = await runAnalysisTask(
      'analyze-history',
      { source: repo.dir, cloneCacheDir: path.join(caches, 'clones'), maxCommits: 50, clustering: 'individual', tone: 'professional', model: null },
      { onProgress: (event) => events.push(event) },
    );
    expect(result.totalCommitsAnalyzed).toBe(2);
    expect(result.entries.map((entry) => entry.commitShas[0])).toEqual([repo.head(), repo.git('rev-parse', 'HEAD~1')]);
    expect(events).toEqual([
      { phase: 'cloning' },
      { phase: 'reading-history', commitsRead: 2 },
      { phase: 'writing-entries', entriesDone: 0, entriesTotal: 2 },
      { phase: 'writing-entries', entriesDone: 1, entriesTotal: 2 },
      { phase: 'writing-entries', entriesDone: 2, entriesTotal: 2 },
    ]);
  });

  it('builds the model provider inside the worker from plain settings', async () => {
    const server = await startOpenAiTestServer();
    try {
      const text = 'Failed jobs are retried';
      server.respondWith(reply.text(text), reply.text(text), reply.text(text));
      const result = await runAnalysisTask('analyze-history', {
        source: repo.dir,
        cloneCacheDir: path.join(caches, 'clones'),
        maxCommits: 1,
        clustering: 'individual',
        tone: 'professional',
        model: { baseUrl: server.url, apiKey: null, model: 'chronicle-test-model', contextTokens: 16_384 },
      });
      expect(result.entries).toEqual([expect.objectContaining({ generatedBy: 'model', headline: text })]);
      expect(server.requests.length).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });

  it('rejects with the worker’s message and the name of its error', async () => {
    const missing = path.join(caches, 'no-such-repository');
    const failure = runAnalysisTask('preview', { source: missing, cloneCacheDir: path.join(caches, 'clones'), maxCommits: 100 });
    await expect(failure).rejects.toBeInstanceOf(AnalysisTaskError);
    await expect(failure).rejects.toEqual(expect.objectContaining({ errorName: 'NotARepositoryError', message: `${missing} does not exist, so it is not a git repository.` }));
    await expect(runAnalysisTask('commits-behind', { source: repo.dir, cloneCacheDir: caches, from: 'HEAD~1', to: 'HEAD' })).rejects.toThrow('from must be a commit SHA');
  });

  it('terminates the worker when the signal aborts', async () => {
    const controller = new AbortController();
    const running = runAnalysisTask('document', documentInput(), { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(running).rejects.toThrow('The document task was cancelled.');
  });

  it('ends the git processes of a cancelled task before it settles: a clone is not left running', async () => {
    // A git server that takes the clone's first request and never answers: git waits on it.
    let cloneRequest: IncomingMessage | null = null;
    let requested!: () => void;
    const cloneStarted = new Promise<void>((resolve) => (requested = resolve));
    const server = createServer((request) => {
      cloneRequest = request;
      requested();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/octocat/never-answers.git`;
    const gitProcessesFor = () => {
      try {
        return execFileSync('pgrep', ['-f', url], { encoding: 'utf8' }).trim();
      } catch {
        return ''; // pgrep exits 1 when no process matches
      }
    };
    try {
      const controller = new AbortController();
      const running = runAnalysisTask('preview', { source: url, cloneCacheDir: path.join(caches, 'clones'), maxCommits: 100 }, { signal: controller.signal });
      running.catch(() => undefined);
      await cloneStarted;
      expect(gitProcessesFor()).not.toBe('');

      controller.abort();
      await expect(running).rejects.toThrow('The preview task was cancelled.');
      expect(gitProcessesFor()).toBe('');
      expect(cloneRequest!.socket.destroyed || cloneRequest!.socket.readableEnded).toBe(true);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
