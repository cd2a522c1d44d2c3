import { execFileSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { openRepository } from '@chronicle/history';
import { GitFixture } from '@chronicle/history/testing';
import { buildSnapshot } from '../build-snapshot.js';

function git(gitDir: string, ...args: string[]): string {
  return execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8', env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', LC_ALL: 'C' } });
}

function missingBlobs(gitDir: string, commit: string, walk: boolean): string[] {
  return git(gitDir, 'rev-list', '--objects', '--missing=print', ...(walk ? [] : ['--no-walk']), commit)
    .split('\n')
    .filter((line) => line.startsWith('?'));
}

describe('a partial clone (blobs not downloaded)', () => {
  let fixture: GitFixture;
  let work: string;
  afterEach(() => {
    fixture.remove();
    rmSync(work, { recursive: true, force: true });
  });

  it('fetches the blobs of the commit\'s tree in one batch, and only those, before reading them', async () => {
    fixture = new GitFixture();
    fixture.commit('First', { 'src/a.ts': 'old a\n', 'src/b.ts': 'b\n' });
    fixture.commit('Second', { 'src/a.ts': 'new a\nsecond line\n', 'docs/guide.md': '# Guide\n' });
    work = GitFixture.tempDir('chronicle-partial-');
    const origin = path.join(work, 'origin.git');
    execFileSync('git', ['clone', '-q', '--bare', fixture.dir, origin]);
    git(origin, 'config', 'uploadpack.allowFilter', 'true');
    git(origin, 'config', 'uploadpack.allowAnySHA1InWant', 'true');
    const url = `file://${origin}`;
    const cloneCacheDir = path.join(work, 'clones');

    const snapshot = await buildSnapshot(url, { cloneCacheDir });
    expect(snapshot.files.map((file) => [file.path, file.lines])).toEqual([
      ['docs/guide.md', 1],
      ['src/a.ts', 2],
      ['src/b.ts', 1],
    ]);
    expect(snapshot.history.commits).toBe(2);
    expect(snapshot.files.find((file) => file.path === 'src/a.ts')?.history.commits).toBe(2);

    const clone = await openRepository(url, { cacheDir: cloneCacheDir });
    expect(clone.partialClone).toBe(true);
    expect(missingBlobs(clone.gitDir, snapshot.commit.sha, false)).toEqual([]);
    // The first commit's version of src/a.ts was never needed, so it was never downloaded.
    expect(missingBlobs(clone.gitDir, snapshot.commit.sha, true)).toHaveLength(1);
    // One pack from the clone and one from the single fetch: git never fetched a blob on its own.
    expect(readdirSync(path.join(clone.gitDir, 'objects', 'pack')).filter((file) => file.endsWith('.promisor'))).toHaveLength(2);
  });
});
