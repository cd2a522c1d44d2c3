import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { directorySizeKb, RepositorySizes } from './git/repository-sizes.js';

/** A measurement under test control: each call waits until `finish` gives it a size (or an error). */
function controlledMeasure() {
  const calls: Array<{ directory: string; finish: (sizeKb: number | Error) => void }> = [];
  const measure = (directory: string) =>
    new Promise<number>((resolve, reject) => calls.push({ directory, finish: (result) => (result instanceof Error ? reject(result) : resolve(result)) }));
  return { calls, measure };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('RepositorySizes', () => {
  let now: number;
  const clock = () => now;

  beforeEach(() => {
    now = 1_000_000;
  });

  it('measures on first use, sharing one measurement among callers meanwhile', async () => {
    const { calls, measure } = controlledMeasure();
    const sizes = new RepositorySizes(measure, 5_000, clock);

    const first = sizes.sizeKb('/repo.git');
    const second = sizes.sizeKb('/repo.git');
    expect(calls).toHaveLength(1);
    calls[0]!.finish(12);

    expect(await Promise.all([first, second])).toEqual([12, 12]);
  });

  it('answers a fresh size without measuring, and a stale one at once while measuring again in the background', async () => {
    const { calls, measure } = controlledMeasure();
    const sizes = new RepositorySizes(measure, 5_000, clock);
    const first = sizes.sizeKb('/repo.git');
    calls[0]!.finish(12);
    await first;

    now += 4_999;
    expect(await sizes.sizeKb('/repo.git')).toBe(12);
    expect(calls).toHaveLength(1);

    now += 1;
    expect(await sizes.sizeKb('/repo.git')).toBe(12);
    expect(await sizes.sizeKb('/repo.git')).toBe(12);
    expect(calls).toHaveLength(2);
    calls[1]!.finish(40);
    await flush();

    expect(await sizes.sizeKb('/repo.git')).toBe(40);
    expect(calls).toHaveLength(2);
  });

  it('keeps the last size when a background measurement fails, and measures directories separately', async () => {
    const { calls, measure } = controlledMeasure();
    const sizes = new RepositorySizes(measure, 5_000, clock);
    const first = sizes.sizeKb('/a.git');
    calls[0]!.finish(12);
    await first;
    now += 5_000;

    expect(await sizes.sizeKb('/a.git')).toBe(12);
    calls[1]!.finish(new Error('EACCES'));
    await flush();
    const other = sizes.sizeKb('/b.git');
    calls[2]!.finish(7);

    expect(await other).toBe(7);
    expect(await sizes.sizeKb('/a.git')).toBe(12);
    expect(calls.map((call) => call.directory)).toEqual(['/a.git', '/a.git', '/b.git', '/a.git']);
  });
});

describe('directorySizeKb', () => {
  it('adds up the files of a directory tree, in whole kilobytes rounded up', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'github-emulator-size-test-'));
    try {
      await mkdir(path.join(directory, 'objects', 'ab'), { recursive: true });
      await writeFile(path.join(directory, 'HEAD'), 'x'.repeat(1000));
      await writeFile(path.join(directory, 'objects', 'ab', 'cdef'), 'y'.repeat(1100));

      expect(await directorySizeKb(directory)).toBe(3);
      expect(await directorySizeKb(path.join(directory, 'missing'))).toBe(0);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
