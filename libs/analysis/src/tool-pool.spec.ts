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
      const at = { gitDir: repo.dir, commit: repo.head(), snapshotCacheDir: cache };
      const outcomes = await Promise.allSettled(Array.from({ length: 10 }, () => pool.querySnapshot(at, { tool: 'find_symbol', name: 'Queue', limit: 5 })));
      const answered = outcomes.filter((outcome) => outcome.status === 'fulfilled');
      const refused = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
      expect([answered.length, refused.length]).toEqual([3, 7]);
      expect(refused.every((outcome) => outcome.reason instanceof ToolPoolBusyError)).toBe(true);
      for (const outcome of answered) expect(outcome.value).toEqual(expect.objectContaining({ commit: repo.head(), matches: [expect.objectContaining({ name: 'Queue', file: 'src/queue.ts' })] }));
      // Once the pool is free again it answers, from the thread's kept snapshot.
      expect((await pool.querySnapshot(at, { tool: 'find_symbol', name: 'retry', limit: 5 })).matches).toEqual([expect.objectContaining({ name: 'retry', kind: 'function' })]);
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
      const first = await pool.querySnapshot(at, { tool: 'find_symbol', name: 'Queue', limit: 5 });
      expect(first).toEqual(expect.objectContaining({ commit: head, matches: [expect.objectContaining({ name: 'Queue', file: 'src/queue.ts' })] }));
      // Without the memory, the next query would read the cache, then git, and fail on both.
      const objects = path.join(repo.dir, '.git', 'objects');
      renameSync(objects, `${objects}.aside`);
      renameSync(cache, `${cache}.aside`);
      try {
        // Another tool's query on the same commit: the same snapshot in memory.
        expect(await pool.querySnapshot(at, { tool: 'members_of', type: 'Queue', limit: 10 })).toEqual(expect.objectContaining({ status: 'found', commit: head, members: [expect.objectContaining({ name: 'push', file: 'src/queue.ts' })] }));
      } finally {
        renameSync(`${objects}.aside`, objects);
        renameSync(`${cache}.aside`, cache);
      }
      expect(await pool.stats()).toEqual({ snapshots: 1, bytes: expect.any(Number), hits: 1, loads: 1 });
    } finally {
      await pool.close();
    }
  });

  it('answers the code tools’ snapshot queries on its threads', async () => {
    const pool = new ToolPool({ threads: 1, queue: 2 });
    try {
      const at = { gitDir: repo.dir, commit: repo.head(), snapshotCacheDir: cache };
      const members = await pool.querySnapshot(at, { tool: 'members_of', type: 'Queue', limit: 10 });
      expect(members).toEqual(expect.objectContaining({ status: 'found', commit: repo.head(), members: [expect.objectContaining({ name: 'push', file: 'src/queue.ts', line: 11 })] }));
      const summary = await pool.querySnapshot(at, { tool: 'module_summary', path: 'src/queue.ts' });
      expect(summary).toEqual(expect.objectContaining({ status: 'found', importsOut: expect.objectContaining({ packages: [{ name: 'ms', files: 1 }] }) }));
    } finally {
      await pool.close();
    }
  });

  it('searches the declarations of the same snapshot for search’s code facts', async () => {
    const pool = new ToolPool({ threads: 1, queue: 2 });
    try {
      const input = { gitDir: repo.dir, commit: repo.head(), snapshotCacheDir: cache };
      const answer = await pool.querySnapshot(input, { tool: 'search', terms: ['tries', 'again'], limit: 5 });
      expect(answer).toEqual({ commit: repo.head(), hits: [expect.objectContaining({ name: 'retry', kind: 'function', file: 'src/retry.ts', line: 2, doc: 'Tries again.' })] });
      expect((await pool.querySnapshot(input, { tool: 'search', terms: ['Queue'], limit: 5 })).hits[0]).toMatchObject({ qualifiedName: 'Queue', relevance: 1 });
    } finally {
      await pool.close();
    }
  });
});
