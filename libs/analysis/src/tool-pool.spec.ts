// ToolPool starts the built task module (dist/worker/tool-worker.js), so these tests import the
// package from its dist, as the API does; `nx test` builds it first.
import { readdirSync, readlinkSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
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
      for (const outcome of answered) expect(outcome.value).toEqual({ commit: repo.head(), matches: [expect.objectContaining({ name: 'Queue', file: 'src/queue.ts' })] });
      // Once the pool is free again it answers, from the thread's kept snapshot.
      expect((await pool.findSymbols({ ...input, query: { name: 'retry', limit: 5 } })).matches).toEqual([expect.objectContaining({ name: 'retry', kind: 'function' })]);
      expect(pool.load).toBe(0);
    } finally {
      await pool.close();
    }
    expect(openFiles() - before).toBeLessThan(10);
  });

  it('keeps a snapshot in memory: a later query on its commit needs neither the snapshot cache nor git', async () => {
    const pool = new ToolPool();
    const head = repo.head();
    const at = { gitDir: repo.dir, commit: head, snapshotCacheDir: cache };
    try {
      const first = await pool.querySnapshot(at, { name: 'findSymbols', args: [{ name: 'Queue', limit: 5 }] });
      expect(first).toEqual({ commit: head, result: [expect.objectContaining({ name: 'Queue', file: 'src/queue.ts' })] });
      // Without the memory, the next query would read the cache, then git, and fail on both.
      const objects = path.join(repo.dir, '.git', 'objects');
      renameSync(objects, `${objects}.aside`);
      renameSync(cache, `${cache}.aside`);
      try {
        expect(await pool.findSymbols({ ...at, query: { name: 'retry', limit: 5 } })).toEqual({ commit: head, matches: [expect.objectContaining({ name: 'retry', kind: 'function' })] });
      } finally {
        renameSync(`${objects}.aside`, objects);
        renameSync(`${cache}.aside`, cache);
      }
      expect(await pool.stats()).toEqual({ snapshots: 1, bytes: expect.any(Number), hits: 1, loads: 1 });
    } finally {
      await pool.close();
    }
  });

  it('searches the declarations of the same snapshot for search’s code facts', async () => {
    const pool = new ToolPool({ threads: 1, queue: 2 });
    try {
      const input = { gitDir: repo.dir, commit: repo.head(), snapshotCacheDir: cache };
      const answer = await pool.searchCode({ ...input, query: { terms: ['tries', 'again'], limit: 5 } });
      expect(answer).toEqual({ commit: repo.head(), hits: [expect.objectContaining({ name: 'retry', kind: 'function', file: 'src/retry.ts', line: 2, doc: 'Tries again.' })] });
      expect((await pool.searchCode({ ...input, query: { terms: ['Queue'], limit: 5 } })).hits[0]).toMatchObject({ qualifiedName: 'Queue', relevance: 1 });
    } finally {
      await pool.close();
    }
  });
});
