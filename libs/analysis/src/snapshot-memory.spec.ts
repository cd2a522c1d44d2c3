import type { Snapshot } from '@chronicle/snapshot';
import { estimatedBytes, SnapshotMemory } from './snapshot-memory.js';

/** A stand-in snapshot of about `size` characters of JSON (the memory only weighs and keeps it). */
const snapshotOf = (sha: string, size = 100): Snapshot => ({ commit: { sha }, padding: 'x'.repeat(size) }) as unknown as Snapshot;

describe('SnapshotMemory', () => {
  it('reads a snapshot once and keeps it for every later call on the same key', async () => {
    const memory = new SnapshotMemory({ count: 4, bytes: 10_000_000 });
    let reads = 0;
    const load = async () => {
      reads++;
      return snapshotOf('a');
    };
    const [first, second] = await Promise.all([memory.get('a', load), memory.get('a', load)]);
    expect(await memory.get('a', load)).toBe(first);
    expect(second).toBe(first);
    expect(reads).toBe(1);
    expect(memory.stats()).toEqual({ snapshots: 1, bytes: estimatedBytes(first), hits: 2, loads: 1 });
  });

  it('drops the least recently used beyond its count', async () => {
    const memory = new SnapshotMemory({ count: 2, bytes: 10_000_000 });
    await memory.get('a', async () => snapshotOf('a'));
    await memory.get('b', async () => snapshotOf('b'));
    await memory.get('a', async () => snapshotOf('a')); // a is now the most recent
    await memory.get('c', async () => snapshotOf('c'));
    const reloaded: string[] = [];
    for (const key of ['a', 'c', 'b']) await memory.get(key, async () => (reloaded.push(key), snapshotOf(key)));
    expect(reloaded).toEqual(['b']);
    expect(memory.stats().snapshots).toBe(2);
  });

  it('drops the least recently used beyond its bytes, but keeps one larger than them all', async () => {
    const one = estimatedBytes(snapshotOf('a', 1_000));
    const memory = new SnapshotMemory({ count: 10, bytes: one * 2 });
    for (const key of ['a', 'b', 'c']) await memory.get(key, async () => snapshotOf(key, 1_000));
    expect(memory.stats()).toMatchObject({ snapshots: 2, bytes: one * 2 });
    await memory.get('huge', async () => snapshotOf('huge', 100_000));
    expect(memory.stats()).toMatchObject({ snapshots: 1, bytes: estimatedBytes(snapshotOf('huge', 100_000)) });
  });

  it('forgets a load that failed, so the next call reads again', async () => {
    const memory = new SnapshotMemory({ count: 4, bytes: 10_000_000 });
    await expect(memory.get('a', async () => Promise.reject(new Error('no such commit')))).rejects.toThrow('no such commit');
    expect((await memory.get('a', async () => snapshotOf('a'))).commit.sha).toBe('a');
    expect(memory.stats()).toMatchObject({ snapshots: 1, loads: 2, hits: 0 });
  });
});
