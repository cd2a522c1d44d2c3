import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GitFixture } from '@chronicle/history/testing';
import { buildSnapshot, SNAPSHOT_SCHEMA_VERSION } from '../build-snapshot.js';
import type { CodeExtractor } from '../files/index-files.js';
import { makeSymbol } from '../testing/factories.js';

/** An extractor that records every file it parses and finds one function named after the file's first line. */
function countingExtractor(calls: string[]): CodeExtractor {
  return {
    languages: ['TypeScript'],
    extract: async ({ path: file, text }) => {
      calls.push(file);
      return { symbols: [makeSymbol({ name: text.split('\n')[0]! })], imports: [], comments: [], routes: [], functions: [], hints: [], calls: [], purpose: null, moduleValue: null, pathUses: [] };
    },
  };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

describe('snapshot cache', () => {
  let fixture: GitFixture;
  let cacheDir: string;
  beforeEach(() => {
    fixture = new GitFixture();
    cacheDir = GitFixture.tempDir('chronicle-snapshot-cache-');
  });
  afterEach(() => {
    fixture.remove();
    rmSync(cacheDir, { recursive: true, force: true });
  });

  it('parses only the blob that changed when a later commit is taken', async () => {
    const first = fixture.commit('Three modules', { 'src/a.ts': 'alpha\n', 'src/b.ts': 'beta\n', 'src/c.ts': 'gamma\n', 'README.md': '# Demo\n' });
    const second = fixture.commit('Change b', { 'src/b.ts': 'beta2\nmore\n' });
    const calls: string[] = [];
    const extractor = countingExtractor(calls);

    await buildSnapshot(fixture.dir, { commit: first, cacheDir, codeExtractor: extractor });
    expect(calls.sort()).toEqual(['src/a.ts', 'src/b.ts', 'src/c.ts']);

    calls.length = 0;
    const later = await buildSnapshot(fixture.dir, { commit: second, cacheDir, codeExtractor: extractor });
    expect(calls).toEqual(['src/b.ts']);
    expect(later.files.map((file) => [file.path, file.lines, file.code.symbols.map((symbol) => symbol.name)])).toEqual([
      ['README.md', 1, []],
      ['src/a.ts', 1, ['alpha']],
      ['src/b.ts', 2, ['beta2']],
      ['src/c.ts', 1, ['gamma']],
    ]);
    expect(later.files.find((file) => file.path === 'src/a.ts')?.parsed).toBe(true);
    expect(filesUnder(cacheDir).filter((file) => file.includes('.tmp-'))).toEqual([]);
  });

  it('removes the folders of older schema versions when it writes a snapshot, and leaves other folders alone', async () => {
    fixture.commit('One module', { 'src/a.ts': 'alpha\n' });
    for (const folder of [`v${SNAPSHOT_SCHEMA_VERSION - 1}/snapshots`, 'v1/blobs/ab', 'documents']) {
      mkdirSync(path.join(cacheDir, folder), { recursive: true });
      writeFileSync(path.join(cacheDir, folder, 'old.json'), '{}');
    }
    const taken = await buildSnapshot(fixture.dir, { cacheDir, codeExtractor: countingExtractor([]) });
    expect(readdirSync(cacheDir).sort()).toEqual(['documents', `v${SNAPSHOT_SCHEMA_VERSION}`]);
    expect(filesUnder(cacheDir).filter((file) => file.includes('snapshots'))).toEqual([path.join(`v${SNAPSHOT_SCHEMA_VERSION}`, 'snapshots', `${taken.commit.sha}.json`)]);
  });

  it('reads a commit taken before back from the cache, with its tags read again', async () => {
    fixture.commit('One module', { 'src/a.ts': 'alpha\n' });
    const calls: string[] = [];
    const extractor = countingExtractor(calls);
    const taken = await buildSnapshot(fixture.dir, { cacheDir, codeExtractor: extractor });
    expect(filesUnder(cacheDir).filter((file) => file.includes('snapshots'))).toEqual([path.join(`v${SNAPSHOT_SCHEMA_VERSION}`, 'snapshots', `${taken.commit.sha}.json`)]);

    // Without the blob facts, only the cached snapshot can spare the parse.
    rmSync(path.join(cacheDir, `v${SNAPSHOT_SCHEMA_VERSION}`, 'blobs'), { recursive: true });
    fixture.tag('v0.1.0');
    calls.length = 0;
    const again = await buildSnapshot(fixture.dir, { cacheDir, codeExtractor: extractor });
    expect(calls).toEqual([]);
    expect(again.files).toEqual(taken.files);
    expect(again.history.tags.map((tag) => tag.name)).toEqual(['v0.1.0']);
  });

  it('keeps nothing on disk without a cache folder', async () => {
    fixture.commit('One module', { 'src/a.ts': 'alpha\n' });
    const calls: string[] = [];
    await buildSnapshot(fixture.dir, { codeExtractor: countingExtractor(calls) });
    await buildSnapshot(fixture.dir, { codeExtractor: countingExtractor(calls) });
    expect(calls).toEqual(['src/a.ts', 'src/a.ts']);
  });
});
