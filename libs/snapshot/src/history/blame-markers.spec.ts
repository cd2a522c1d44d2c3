import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openRepository, runGit } from '@chronicle/history';
import { GitFixture } from '@chronicle/history/testing';
import { buildSnapshot } from '../build-snapshot.js';
import { SnapshotCache } from '../cache/snapshot-cache.js';
import type { SourceFile } from '../model.js';
import { blameMarkers, isoDate, parsePorcelain } from './blame-markers.js';
import { readHistory } from './read-history.js';

describe('blameMarkers', () => {
  let fixture: GitFixture;
  afterEach(() => fixture.remove());

  /** Commits as `name`, with an author date of our choosing (blame reads the author date). */
  function commitAs(name: string, date: string, files: Record<string, string>): void {
    for (const [file, text] of Object.entries(files)) writeFileSync(path.join(fixture.dir, file), text);
    fixture.git('add', '-A');
    fixture.git('-c', `user.name=${name}`, '-c', `user.email=${name.toLowerCase()}@example.com`, 'commit', '-q', '--date', date, '-m', `Work by ${name}`);
  }

  function buildRepository(): void {
    fixture = new GitFixture();
    commitAs('Ada Lovelace', '2020-03-01T10:00:00+01:00', {
      'app.ts': 'export const a = 1;\n// TODO: split this file\nexport const b = 2;\n',
      'clean.ts': 'export const c = 3;\n',
      'deploy.sh': '#!/bin/sh\n# FIXME: pin the image\n',
    });
    commitAs('Bob Byte', '2023-11-20T08:30:00-05:00', {
      'app.ts': 'export const a = 1;\n// TODO: split this file\nexport const b = 2;\n// HACK: until the API is fixed\n',
    });
  }

  it('gives each marker the author and author date of its line at the commit, never an e-mail address', async () => {
    buildRepository();
    const snapshot = await buildSnapshot(fixture.dir);
    const markers = Object.fromEntries(snapshot.files.map((file) => [file.path, file.scan.markers.map(({ line, tag, author, date }) => ({ line, tag, author, date }))]));
    expect(markers['app.ts']).toEqual([
      { line: 2, tag: 'TODO', author: 'Ada Lovelace', date: '2020-03-01T10:00:00+01:00' },
      { line: 4, tag: 'HACK', author: 'Bob Byte', date: '2023-11-20T08:30:00-05:00' },
    ]);
    expect(markers['deploy.sh']).toEqual([{ line: 2, tag: 'FIXME', author: 'Ada Lovelace', date: '2020-03-01T10:00:00+01:00' }]);
    expect(JSON.stringify(snapshot.files)).not.toContain('@example.com');
  });

  it('runs one git blame per file with markers, one -L range per marker, and none for files without', async () => {
    buildRepository();
    const snapshot = await buildSnapshot(fixture.dir);
    const unblamed = snapshot.files.map((file) => ({ ...file, scan: { ...file.scan, markers: file.scan.markers.map((marker) => ({ ...marker, author: null, date: null })) } }));
    const calls: string[][] = [];
    const counting = (args: string[]) => {
      calls.push(args);
      return runGit(args);
    };
    const repository = await openRepository(fixture.dir, { cacheDir: fixture.dir });
    const blamed = await blameMarkers(repository, snapshot.commit, unblamed, { runGit: counting });
    const blames = calls.filter((args) => args.includes('blame'));
    expect(blames.map((args) => args.at(-1)).sort()).toEqual(['app.ts', 'deploy.sh']);
    expect(blames.map((args) => args.filter((arg) => arg === '-L').length).sort()).toEqual([1, 2]);
    expect(blamed.find((file) => file.path === 'app.ts')!.scan.markers.map((marker) => marker.author)).toEqual(['Ada Lovelace', 'Bob Byte']);
  });

  it('blames again only the files whose blob or last commit changed when a cache is given', async () => {
    buildRepository();
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'chronicle-blame-cache-'));
    try {
      const cache = new SnapshotCache(cacheDir, 1);
      const repository = await openRepository(fixture.dir, { cacheDir: fixture.dir });
      const unblamed = (files: readonly SourceFile[]) => files.map((file) => ({ ...file, scan: { ...file.scan, markers: file.scan.markers.map((marker) => ({ ...marker, author: null, date: null })) } }));
      const blamedFiles = async (snapshot: Awaited<ReturnType<typeof buildSnapshot>>) => {
        const calls: string[] = [];
        const counting = (args: string[]) => {
          if (args.includes('blame')) calls.push(args.at(-1)!);
          return runGit(args);
        };
        const files = await blameMarkers(repository, snapshot.commit, unblamed(snapshot.files), { runGit: counting, cache });
        const markers = Object.fromEntries(files.map((file) => [file.path, file.scan.markers.map(({ line, author, date }) => ({ line, author, date }))]));
        return { calls: calls.sort(), markers };
      };
      const first = await buildSnapshot(fixture.dir);
      const cold = await blamedFiles(first);
      expect(cold.calls).toEqual(['app.ts', 'deploy.sh']);
      expect(await blamedFiles(first)).toEqual({ calls: [], markers: cold.markers });

      commitAs('Cleo Code', '2024-06-01T12:00:00+00:00', { 'app.ts': 'export const a = 1;\n// TODO: split this file\nexport const b = 2;\n// HACK: until the API is fixed\n// TODO: one more\n' });
      const warm = await blamedFiles(await buildSnapshot(fixture.dir));
      expect(warm.calls).toEqual(['app.ts']);
      expect(warm.markers['deploy.sh']).toEqual(cold.markers['deploy.sh']);
      expect(warm.markers['app.ts']).toEqual([...cold.markers['app.ts']!, { line: 5, author: 'Cleo Code', date: '2024-06-01T12:00:00+00:00' }]);
    } finally {
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });

  it('names the commit that added a file and nothing else touched without running git blame, as blame would', async () => {
    buildRepository();
    // A renamed file keeps its lines' authors: the rename deletes a file, so it is blamed.
    fixture.git('mv', 'deploy.sh', 'release.sh');
    fixture.git('-c', 'user.name=Rita Rename', '-c', 'user.email=rita@example.com', 'commit', '-q', '--date', '2024-01-01T00:00:00+00:00', '-m', 'Rename the script');
    commitAs('Nils New', '2024-02-02T09:15:00-03:30', { 'fresh.py': 'x = 1\n# TODO: fill in\n' });
    const snapshot = await buildSnapshot(fixture.dir);
    const repository = await openRepository(fixture.dir, { cacheDir: fixture.dir });
    const history = await readHistory(repository, snapshot.commit, new Set(snapshot.files.map((file) => file.path)));
    expect([...history.soleCommits.keys()].sort()).toEqual(['clean.ts', 'fresh.py']);
    const unblamed = snapshot.files.map((file) => ({ ...file, scan: { ...file.scan, markers: file.scan.markers.map((marker) => ({ ...marker, author: null, date: null })) } }));
    const markersOf = (files: readonly SourceFile[]) => Object.fromEntries(files.map((file) => [file.path, file.scan.markers.map(({ line, author, date }) => ({ line, author, date }))]));
    const byBlame = markersOf(await blameMarkers(repository, snapshot.commit, unblamed));
    for (const hasMerges of [false, true]) {
      const calls: string[][] = [];
      const counting = (args: string[]) => {
        calls.push(args);
        return runGit(args);
      };
      const files = await blameMarkers(repository, snapshot.commit, unblamed, { runGit: counting, soleCommits: history.soleCommits, hasMerges });
      expect(markersOf(files)).toEqual(byBlame);
      expect(calls.filter((args) => args.includes('blame')).map((args) => args.at(-1)).sort()).toEqual(['app.ts', 'release.sh']);
      expect(calls.some((args) => args.includes('ls-tree'))).toBe(hasMerges);
    }
    expect(byBlame['fresh.py']).toEqual([{ line: 2, author: 'Nils New', date: '2024-02-02T09:15:00-03:30' }]);
    expect(byBlame['release.sh']).toEqual([{ line: 2, author: 'Ada Lovelace', date: '2020-03-01T10:00:00+01:00' }]);
    // With a mailmap, git blame may print other names: every marked file is blamed.
    const withMailmap = await blameMarkers(repository, snapshot.commit, unblamed, { soleCommits: history.soleCommits, hasMailmap: true, runGit: async (args) => (args.includes('blame') && args.at(-1) === 'fresh.py' ? '' : runGit(args)) });
    expect(markersOf(withMailmap)['fresh.py']).toEqual([{ line: 2, author: null, date: null }]);
  });

  it('reads porcelain output, headers given once per commit', () => {
    const sha = 'a'.repeat(40);
    const output = [`${sha} 2 2 1`, 'author Ada', 'author-mail <ada@example.com>', 'author-time 1704103200', 'author-tz +0200', 'filename a.ts', '\t// TODO: one', `${sha} 9 7`, '\t// TODO: two', ''].join('\n');
    expect([...parsePorcelain(output)]).toEqual([
      [2, { author: 'Ada', date: '2024-01-01T12:00:00+02:00' }],
      [7, { author: 'Ada', date: '2024-01-01T12:00:00+02:00' }],
    ]);
    expect(isoDate(0, '-0130')).toBe('1969-12-31T22:30:00-01:30');
  });
});
