import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Commit } from '../model.js';
import { GitFixture } from '../testing/git-fixture.js';
import { NotARepositoryError, openRepository, readRemoteDefaultBranch, transportPin, type Repository } from './open-repository.js';
import { readCommits } from './read-commits.js';
import { readTags } from './read-tags.js';

async function collect(repository: Repository, options: Parameters<typeof readCommits>[1] = {}): Promise<Commit[]> {
  const commits: Commit[] = [];
  for await (const commit of readCommits(repository, options)) commits.push(commit);
  return commits;
}

describe('git ingestion', () => {
  let fixture: GitFixture;
  let cacheDir: string;
  const shas: Record<string, string> = {};

  beforeAll(() => {
    fixture = new GitFixture();
    cacheDir = GitFixture.tempDir('chronicle-cache-');
    shas.root = fixture.commit('Initial import', { 'src/a.ts': 'one\ntwo\n', 'logo.png': Buffer.from([0, 1, 2, 3, 0, 255]) });
    fixture.tag('v1.0.0');
    shas.unicode = fixture.commit('Fix naïve parsing (#3)\n\nBody with "quotes", tabs\tand \x1e separators.\n\nFixes #2', { 'src/a.ts': 'one\n2\nthree\n' });
    fixture.git('checkout', '-q', '-b', 'feature');
    shas.branchOne = fixture.commit('Add the b module', { 'src/b.ts': 'b\n' });
    fixture.git('mv', 'src/a.ts', 'src/renamed.ts');
    shas.branchTwo = fixture.commit('Rename a');
    fixture.git('checkout', '-q', 'main');
    shas.direct = fixture.commit('Update readme', { 'README.md': '# Tool\n' });
    shas.merge = fixture.merge('feature', 'Merge pull request #4 from acme/feature\n\nAdd the b module');
    fixture.tag('v1.1.0', { annotated: true });
    fixture.git('tag', 'a-tree', 'HEAD^{tree}');
    fixture.git('tag', '-a', 'nested', '-m', 'tag of a tag', 'v1.1.0');
  });

  afterAll(() => {
    fixture.remove();
    rmSync(cacheDir, { recursive: true, force: true });
  });

  describe('openRepository', () => {
    it('opens a work tree in place, named after its folder when it has no remote', async () => {
      const repository = await openRepository(fixture.dir, { cacheDir });
      expect(repository).toEqual({ gitDir: path.join(fixture.dir, '.git'), remoteUrl: null, name: path.basename(fixture.dir), webUrl: null, defaultRef: 'HEAD', partialClone: false });
    });

    it('reads the name and web address from the origin remote', async () => {
      fixture.git('remote', 'add', 'origin', 'git@github.com:acme/tool.git');
      try {
        expect(await openRepository(path.join(fixture.dir, 'src'), { cacheDir })).toMatchObject({ remoteUrl: 'git@github.com:acme/tool.git', name: 'acme/tool', webUrl: 'https://github.com/acme/tool' });
      } finally {
        fixture.git('remote', 'remove', 'origin');
      }
    });

    it('without an origin, reads the first remote by name, as git remote lists them', async () => {
      fixture.git('remote', 'add', 'zeta', 'https://gitlab.com/zeta/tool.git');
      fixture.git('remote', 'add', 'alpha', 'https://github.com/alpha/tool.git');
      try {
        expect(await openRepository(fixture.dir, { cacheDir })).toMatchObject({ remoteUrl: 'https://github.com/alpha/tool.git', name: 'alpha/tool', partialClone: false });
      } finally {
        fixture.git('remote', 'remove', 'zeta');
        fixture.git('remote', 'remove', 'alpha');
      }
    });

    it('opens a bare repository in place', async () => {
      const bare = `${GitFixture.tempDir()}/tool.git`;
      fixture.git('clone', '-q', '--bare', fixture.dir, bare);
      try {
        const repository = await openRepository(bare, { cacheDir });
        expect(repository).toMatchObject({ gitDir: bare, name: 'tool' });
        expect((await collect(repository)).map((commit) => commit.sha)).toContain(shas.merge);
      } finally {
        rmSync(path.dirname(bare), { recursive: true, force: true });
      }
    });

    it('refuses paths that are not repositories with a clear sentence', async () => {
      const empty = GitFixture.tempDir('chronicle-not-a-repo-');
      writeFileSync(path.join(empty, 'file.txt'), 'x');
      try {
        await expect(openRepository(empty, { cacheDir })).rejects.toThrow(new NotARepositoryError(`${empty} is not a git repository (nor inside one).`));
        await expect(openRepository(path.join(empty, 'missing'), { cacheDir })).rejects.toBeInstanceOf(NotARepositoryError);
        await expect(openRepository(path.join(empty, 'file.txt'), { cacheDir })).rejects.toThrow(/is a file, not a git repository/);
      } finally {
        rmSync(empty, { recursive: true, force: true });
      }
    });
  });

  describe('readCommits', () => {
    it('streams the whole history newest first, with files, line counts, binary files and renames', async () => {
      const commits = await collect(await openRepository(fixture.dir, { cacheDir }));
      expect(commits.map((commit) => commit.sha)).toEqual([shas.merge, shas.direct, shas.branchTwo, shas.branchOne, shas.unicode, shas.root]);
      const root = commits[commits.length - 1]!;
      expect(root).toMatchObject({ parents: [], authorName: 'Ada Lovelace', authorEmail: 'ada@example.com', subject: 'Initial import', body: '' });
      expect(root.authorDate).toBe('2024-01-01T14:00:00+02:00');
      expect(root.files).toEqual([
        { path: 'logo.png', additions: 0, deletions: 0 },
        { path: 'src/a.ts', additions: 2, deletions: 0 },
      ]);
      expect(commits[4]).toMatchObject({ subject: 'Fix naïve parsing (#3)', body: 'Body with "quotes", tabs\tand \x1e separators.\n\nFixes #2', files: [{ path: 'src/a.ts', additions: 2, deletions: 1 }] });
      // Renames are read as a deletion and an addition.
      expect(commits[2]!.files.map((file) => file.path).sort()).toEqual(['src/a.ts', 'src/renamed.ts']);
      // Without --first-parent a merge lists no files: its branch commits carry them.
      expect(commits[0]).toMatchObject({ parents: [shas.direct, shas.branchTwo], subject: 'Merge pull request #4 from acme/feature', body: 'Add the b module', files: [] });
    });

    it('follows first parents only, a merge then carrying its whole pull request', async () => {
      const commits = await collect(await openRepository(fixture.dir, { cacheDir }), { firstParent: true });
      expect(commits.map((commit) => commit.sha)).toEqual([shas.merge, shas.direct, shas.unicode, shas.root]);
      expect(commits[0]!.files.map((file) => file.path).sort()).toEqual(['src/a.ts', 'src/b.ts', 'src/renamed.ts']);
    });

    it('honours maxCommits and ranges', async () => {
      const repository = await openRepository(fixture.dir, { cacheDir });
      expect((await collect(repository, { maxCommits: 2, firstParent: true })).map((commit) => commit.sha)).toEqual([shas.merge, shas.direct]);
      expect((await collect(repository, { range: `${shas.unicode}..${shas.direct}` })).map((commit) => commit.sha)).toEqual([shas.direct]);
      expect(await collect(repository, { maxCommits: 0 })).toEqual([]);
    });

    it('reads only commits after a date, or only those that touched given paths', async () => {
      const repository = await openRepository(fixture.dir, { cacheDir });
      expect((await collect(repository, { since: '2024-01-01T14:00:00Z', firstParent: true })).map((commit) => commit.sha)).toEqual([shas.merge, shas.direct]);
      const touched = await collect(repository, { paths: ['src/a.ts'], pathsOnly: true });
      expect(touched.map((commit) => [commit.sha, commit.files.map((file) => `${file.status} ${file.path}`)])).toEqual([
        [shas.branchTwo, ['D src/a.ts']],
        [shas.unicode, ['M src/a.ts']],
        [shas.root, ['A src/a.ts']],
      ]);
      // A path is literal: a pattern in it matches nothing.
      expect(await collect(repository, { paths: ['src/*.ts'] })).toEqual([]);
    });

    it('follows one file across a rename, as git log --follow does, naming the path it had before', async () => {
      const repository = await openRepository(fixture.dir, { cacheDir });
      const followed = await collect(repository, { paths: ['src/renamed.ts'], pathsOnly: true, follow: true });
      expect(followed.map((commit) => commit.sha)).toEqual(fixture.git('log', '--follow', '--format=%H', '--', 'src/renamed.ts').split('\n'));
      expect(followed.map((commit) => commit.files.map((file) => `${file.status} ${file.previousPath ?? '-'} ${file.path}`))).toEqual([
        ['R src/a.ts src/renamed.ts'],
        ['M - src/a.ts'],
        ['A - src/a.ts'],
      ]);
      await expect(collect(repository, { paths: ['src/a.ts', 'src/b.ts'], follow: true })).rejects.toThrow('follow takes exactly one path.');
    });

    it("reads a merge's branch: what its second parent holds and its first parent does not", async () => {
      const repository = await openRepository(fixture.dir, { cacheDir });
      const branch = await collect(repository, { firstParent: true, range: shas.branchTwo!, notFrom: [shas.direct!] });
      expect(branch.map((commit) => commit.sha)).toEqual([shas.branchTwo, shas.branchOne]);
      await expect(collect(repository, { range: shas.branchTwo!, notFrom: ['--all'] })).rejects.toThrow(/full commit SHAs/);
    });

    it('stops git when the reader stops early', async () => {
      const repository = await openRepository(fixture.dir, { cacheDir });
      for await (const commit of readCommits(repository)) {
        expect(commit.sha).toBe(shas.merge);
        break;
      }
    });

    it('yields nothing for an empty repository and fails clearly on a bad range', async () => {
      const empty = new GitFixture();
      try {
        const repository = await openRepository(empty.dir, { cacheDir });
        expect(await collect(repository)).toEqual([]);
        await expect(collect(repository, { range: 'nope..also-nope' })).rejects.toThrow(/git .*log.* failed/);
      } finally {
        empty.remove();
      }
    });

    it('never reads a range as a git option, however it is spelt', async () => {
      const repository = await openRepository(fixture.dir, { cacheDir });
      const written = path.join(cacheDir, 'written-by-git.txt');
      for (const range of [`--output=${written}`, `-o${written}`, '--all']) {
        await expect(collect(repository, { range })).rejects.toThrow(/git .*log.* failed/);
      }
      await expect(collect(repository, { range: shas.root!, alsoFrom: [`--output=${written}`] })).rejects.toThrow(/git .*log.* failed/);
      expect(existsSync(written)).toBe(false);
    });
  });

  describe('readTags', () => {
    it('reads lightweight and annotated tags, peeled to their commits, and skips tags of trees', async () => {
      const tags = await readTags(await openRepository(fixture.dir, { cacheDir }));
      const byName = Object.fromEntries(tags.map((tag) => [tag.name, tag]));
      expect(Object.keys(byName).sort()).toEqual(['nested', 'v1.0.0', 'v1.1.0']);
      expect(byName['v1.0.0']).toEqual({ name: 'v1.0.0', sha: shas.root, date: '2024-01-01T14:00:00+02:00' });
      expect(byName['v1.1.0']!.sha).toBe(shas.merge);
      expect(byName['v1.1.0']!.date).not.toBe(byName['v1.0.0']!.date);
      expect(byName.nested!.sha).toBe(shas.merge);
    });
  });

  describe('cached clones', () => {
    it('clones a file:// URL once into the cache and fetches new commits and tags on later opens', async () => {
      const source = new GitFixture();
      try {
        source.commit('Add the parser', { 'src/parser.ts': 'x\n' });
        source.tag('v0.1.0');
        const url = `file://${source.dir}`;
        const [first, concurrent] = await Promise.all([openRepository(url, { cacheDir }), openRepository(url, { cacheDir })]);
        expect(first.gitDir).toBe(concurrent.gitDir);
        expect(path.dirname(first.gitDir)).toBe(path.resolve(cacheDir));
        expect(first).toMatchObject({ remoteUrl: url, name: path.basename(source.dir), webUrl: null });
        expect((await collect(first)).map((commit) => commit.subject)).toEqual(['Add the parser']);

        const added = source.commit('Fix the parser', { 'src/parser.ts': 'y\n' });
        source.tag('v0.1.1');
        const again = await openRepository(url, { cacheDir });
        expect(again.gitDir).toBe(first.gitDir);
        expect((await collect(again)).map((commit) => commit.sha)[0]).toBe(added);
        expect((await readTags(again)).map((tag) => tag.name).sort()).toEqual(['v0.1.0', 'v0.1.1']);
      } finally {
        source.remove();
      }
    });

    it('reads a partial clone (no blobs) with paths only, without going back to the remote', async () => {
      const source = new GitFixture();
      const moved = `${source.dir}-moved`;
      try {
        source.git('config', 'uploadpack.allowFilter', 'true');
        source.commit('Add the parser', { 'src/parser.ts': 'x\n' });
        source.commit('Fix the parser', { 'src/parser.ts': 'y\n', 'test/parser.spec.ts': 't\n' });
        const repository = await openRepository(`file://${source.dir}`, { cacheDir });
        expect(repository.partialClone).toBe(true);
        renameSync(source.dir, moved);
        const commits = await collect(repository);
        expect(commits.map((commit) => commit.files.map((file) => `${file.path} ${file.additions}`))).toEqual([['src/parser.ts 0', 'test/parser.spec.ts 0'], ['src/parser.ts 0']]);
      } finally {
        rmSync(moved, { recursive: true, force: true });
        source.remove();
      }
    });

    it('follows a file in a partial clone across renames that kept the content only, never going back to the remote', async () => {
      const source = new GitFixture();
      const moved = `${source.dir}-moved`;
      try {
        source.git('config', 'uploadpack.allowFilter', 'true');
        const text = 'one\ntwo\nthree\nfour\nfive\nsix\n';
        source.commit('Add the parser', { 'src/parser.ts': text });
        source.git('rm', '-q', 'src/parser.ts');
        source.commit('Move the parser', { 'lib/parser.ts': text });
        source.commit('Fix the parser', { 'lib/parser.ts': text.replace('six', '6') });
        source.git('rm', '-q', 'lib/parser.ts');
        source.commit('Move and edit the parser', { 'pkg/parser.ts': text.replace('six', 'VI') });
        const repository = await openRepository(`file://${source.dir}`, { cacheDir });
        // The remote is gone: a blob git tried to download would fail the read.
        renameSync(source.dir, moved);
        const follow = async (file: string) =>
          (await collect(repository, { paths: [file], pathsOnly: true, follow: true })).map((commit) => `${commit.subject}: ${commit.files.map((entry) => `${entry.status} ${entry.previousPath ?? ''}→${entry.path}`).join(', ')}`);
        expect(await follow('lib/parser.ts')).toEqual(['Move and edit the parser: D →lib/parser.ts', 'Fix the parser: M →lib/parser.ts', 'Move the parser: R src/parser.ts→lib/parser.ts', 'Add the parser: A →src/parser.ts']);
        // Finding the edited rename would need both blobs: without them the file starts there.
        expect(await follow('pkg/parser.ts')).toEqual(['Move and edit the parser: A →pkg/parser.ts']);
      } finally {
        rmSync(moved, { recursive: true, force: true });
        source.remove();
      }
    });

    it("lets git use the URL's own transport and no other", async () => {
      expect(transportPin('https://github.com/acme/tool.git')).toEqual(['-c', 'protocol.allow=never', '-c', 'protocol.https.allow=always']);
      expect(transportPin('git@github.com:acme/tool.git')).toEqual(['-c', 'protocol.allow=never', '-c', 'protocol.ssh.allow=always']);
      expect(transportPin('ext::sh -c id')).toEqual(['-c', 'protocol.allow=never']);
      const source = new GitFixture();
      const marker = path.join(source.dir, 'ran');
      try {
        source.commit('Add the parser', { 'src/parser.ts': 'x\n' });
        expect(await readRemoteDefaultBranch(`file://${source.dir}`)).toBe(source.git('symbolic-ref', '--short', 'HEAD').trim());
        // A remote helper given as the URL finds its transport switched off: nothing runs.
        await expect(readRemoteDefaultBranch(`ext::sh -c touch% ${marker}`)).rejects.toThrow(/could not be read as a git repository: transport 'ext' not allowed/);
        expect(existsSync(marker)).toBe(false);
      } finally {
        source.remove();
      }
    });

    it('reports a URL that cannot be cloned as not a repository', async () => {
      const missing = GitFixture.tempDir('chronicle-missing-');
      mkdirSync(path.join(missing, 'nothing'));
      try {
        await expect(openRepository(`file://${missing}/nothing`, { cacheDir })).rejects.toBeInstanceOf(NotARepositoryError);
      } finally {
        rmSync(missing, { recursive: true, force: true });
      }
    });
  });
});
