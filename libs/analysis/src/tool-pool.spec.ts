// ToolPool starts the built task module (dist/worker/tool-worker.js), so these tests import the
// package from its dist, as the API does; `nx test` builds it first.
import { readdirSync, readlinkSync, rmSync } from 'node:fs';
import { ToolPool, ToolPoolBusyError } from '@chronicle/analysis';
import { GitFixture } from '@chronicle/history/testing';
import { packageRepository } from './testing/repositories.js';

/** Files (not sockets or pipes) this process has open: a worker's leak shows here. */
const openFiles = () =>
  readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`).startsWith('/');
    } catch {
      return false;
    }
  }).length;

describe('ToolPool', () => {
  let repo: GitFixture;
  let cache: string;

  beforeAll(() => {
    repo = packageRepository();
    cache = GitFixture.tempDir('chronicle-tool-pool-');
  });
  afterAll(() => {
    for (const folder of [repo.dir, cache]) rmSync(folder, { recursive: true, force: true });
  });

  it('runs at most its threads and queue at once, refuses the rest as busy at once, and leaves no file open', async () => {
    const pool = new ToolPool({ threads: 1, queue: 2 });
    const before = openFiles();
    try {
      const input = { gitDir: repo.dir, commit: repo.head(), snapshotCacheDir: cache, query: { name: 'Queue', limit: 5 } };
      const outcomes = await Promise.allSettled(Array.from({ length: 10 }, () => pool.findSymbols(input)));
      const answered = outcomes.filter((outcome) => outcome.status === 'fulfilled');
      const refused = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
      expect([answered.length, refused.length]).toEqual([3, 7]);
      expect(refused.every((outcome) => outcome.reason instanceof ToolPoolBusyError)).toBe(true);
      for (const outcome of answered) expect(outcome.value).toEqual(expect.objectContaining({ commit: repo.head(), matches: [expect.objectContaining({ name: 'Queue', file: 'src/queue.ts' })] }));
      // Once the pool is free again it answers, from the thread's kept snapshot.
      expect((await pool.findSymbols({ ...input, query: { name: 'retry', limit: 5 } })).matches).toEqual([expect.objectContaining({ name: 'retry', kind: 'function' })]);
      expect(pool.load).toBe(0);
    } finally {
      await pool.close();
    }
    expect(openFiles() - before).toBeLessThan(10);
  });

  it('answers the code tools’ snapshot queries on its threads', async () => {
    const pool = new ToolPool({ threads: 1, queue: 2 });
    try {
      const at = { gitDir: repo.dir, commit: repo.head(), snapshotCacheDir: cache };
      const members = await pool.querySnapshot({ ...at, query: { tool: 'members_of', type: 'Queue', limit: 10 } });
      expect(members).toEqual(expect.objectContaining({ status: 'found', commit: repo.head(), members: [expect.objectContaining({ name: 'push', file: 'src/queue.ts', line: 11 })] }));
      const summary = await pool.querySnapshot({ ...at, query: { tool: 'module_summary', path: 'src/queue.ts' } });
      expect(summary).toEqual(expect.objectContaining({ status: 'found', importsOut: expect.objectContaining({ packages: [{ name: 'ms', files: 1 }] }) }));
    } finally {
      await pool.close();
    }
  });

  it('searches the declarations of the same snapshot for search’s code facts', async () => {
    const pool = new ToolPool({ threads: 1, queue: 2 });
    try {
      const input = { gitDir: repo.dir, commit: repo.head(), snapshotCacheDir: cache };
      const answer = await pool.querySnapshot({ ...input, query: { tool: 'search', terms: ['tries', 'again'], limit: 5 } });
      expect(answer).toEqual({ commit: repo.head(), hits: [expect.objectContaining({ name: 'retry', kind: 'function', file: 'src/retry.ts', line: 2, doc: 'Tries again.' })] });
      expect((await pool.querySnapshot({ ...input, query: { tool: 'search', terms: ['Queue'], limit: 5 } })).hits[0]).toMatchObject({ qualifiedName: 'Queue', relevance: 1 });
    } finally {
      await pool.close();
    }
  });
});
