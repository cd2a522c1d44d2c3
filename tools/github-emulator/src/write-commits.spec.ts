import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runGit } from './git/run-git.js';
import { rawGitDate, writeCommits, type CommitIdentity, type NewCommit } from './git/write-commits.js';

let workDir: string;
let repositoryCount = 0;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'github-emulator-write-test-'));
});

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

async function bareRepository(): Promise<string> {
  const gitDir = path.join(workDir, `repository-${(repositoryCount += 1)}.git`);
  await runGit(['init', '--quiet', '--bare', gitDir]);
  return gitDir;
}

/** A first commit with `README.md` and `docs/old.md`, made with plumbing. */
async function seedCommit(gitDir: string): Promise<string> {
  const git = (args: string[], input?: string) => runGit(['--git-dir', gitDir, ...args], { input, env: identityEnv({ name: 'Seed', email: 'seed@example.com', date: '2024-01-01T00:00:00Z' }) });
  const readme = await git(['hash-object', '-w', '--stdin'], '# Readme\n');
  const old = await git(['hash-object', '-w', '--stdin'], 'old\n');
  const docs = await git(['mktree'], `100644 blob ${old}\told.md\n`);
  const tree = await git(['mktree'], `100644 blob ${readme}\tREADME.md\n040000 tree ${docs}\tdocs\n`);
  return git(['commit-tree', tree, '-m', 'Seed']);
}

function identityEnv(identity: CommitIdentity): Record<string, string> {
  const { name, email, date } = identity;
  return { GIT_AUTHOR_NAME: name, GIT_AUTHOR_EMAIL: email, GIT_AUTHOR_DATE: date, GIT_COMMITTER_NAME: name, GIT_COMMITTER_EMAIL: email, GIT_COMMITTER_DATE: date };
}

/** The reference: how the emulator committed with plumbing (a private index, one commit-tree per commit). */
async function writeCommitsWithPlumbing(gitDir: string, parent: string | undefined, commits: NewCommit[], identity: CommitIdentity): Promise<string[]> {
  const env = { ...identityEnv(identity), GIT_INDEX_FILE: path.join(workDir, `index-${(repositoryCount += 1)}`) };
  const git = (args: string[], input?: string) => runGit(['--git-dir', gitDir, ...args], { env, input });
  await git(parent ? ['read-tree', parent] : ['read-tree', '--empty']);
  const shas: string[] = [];
  let head = parent;
  for (const commit of commits) {
    const entries: string[] = [];
    for (const [file, content] of Object.entries(commit.files)) {
      entries.push(content === null ? `0 ${'0'.repeat(40)}\t${file}\0` : `100644 ${await git(['hash-object', '-w', '--stdin'], content)}\t${file}\0`);
    }
    if (entries.length > 0) await git(['update-index', '-z', '--index-info'], entries.join(''));
    const tree = await git(['write-tree']);
    head = await git(['commit-tree', tree, ...(head ? ['-p', head] : []), '-F', '-'], commit.message);
    shas.push(head);
  }
  return shas;
}

const TRICKY_COMMITS: NewCommit[] = [
  { message: 'Add the guide', files: { 'docs/guide.md': '# Guide\n', 'src/index.js': 'export {};\n' } },
  { message: 'Extend the guide\n\nWith a body.\n\n\n', files: { 'docs/guide.md': '# Guide\nTwo\n', 'README.md': null } },
  { message: 'CRLF\r\nand ünïcødé ☃', files: { 'a b/"q"\\x\ty.txt': 'é', 'line\nbreak': 'x', '日本/語.md': '', 'ctrl\x01\x7f': 'c' } },
  { message: 'A file, then a directory at its path', files: { clash: 'file', 'clash/inner': 'nested' } },
  { message: 'And back', files: { 'clash/more': 'more', clash: 'file again' } },
  { message: 'Null on directories, missing paths and paths under a file', files: { docs: null, src: null, nope: null, 'clash/zzz': null } },
  { message: 'Empty a directory', files: { 'src/index.js': null } },
  { message: 'No changes', files: {} },
];

describe('writeCommits', () => {
  it('makes byte for byte the commits plumbing makes, on top of a parent, and moves no ref', async () => {
    const [viaImport, viaPlumbing] = [await bareRepository(), await bareRepository()];
    const identity = { name: 'The Octocat', email: 'octocat@users.noreply.github.com', date: '2024-03-04T05:06:07Z' };

    const shas = await writeCommits(viaImport, await seedCommit(viaImport), TRICKY_COMMITS, identity);

    expect(shas).toEqual(await writeCommitsWithPlumbing(viaPlumbing, await seedCommit(viaPlumbing), TRICKY_COMMITS, identity));
    expect(await runGit(['--git-dir', viaImport, 'for-each-ref'])).toBe('');
    const files = await runGit(['--git-dir', viaImport, 'ls-tree', '-r', '-z', '--name-only', shas.at(-1)!], { raw: true });
    expect(files.split('\0').filter(Boolean).sort()).toEqual(['a b/"q"\\x\ty.txt', 'clash', 'ctrl\x01\x7f', 'docs/guide.md', 'docs/old.md', 'line\nbreak', '日本/語.md'].sort());
  });

  it('writes identities as git tidies them, keeps the date\'s offset, and starts a root commit without a parent', async () => {
    const [viaImport, viaPlumbing] = [await bareRepository(), await bareRepository()];
    const identity = { name: '  ..Mona "Lisa".  ', email: ' <mona@example.com>. ', date: '2024-03-04T05:06:07+02:30' };
    const commits = [
      { message: 'Root', files: { 'only.txt': 'x' } },
      { message: 'Remove it', files: { 'only.txt': null } },
    ];

    const shas = await writeCommits(viaImport, undefined, commits, identity);

    expect(shas).toEqual(await writeCommitsWithPlumbing(viaPlumbing, undefined, commits, identity));
    expect(await runGit(['--git-dir', viaImport, 'log', '-1', '--format=%an <%ae> %aI', shas[0]!])).toBe('Mona "Lisa <mona@example.com> 2024-03-04T05:06:07+02:30');
  });

  it('fails with git\'s message and leaves no ref or crash report behind', async () => {
    const gitDir = await bareRepository();
    const identity = { name: 'A', email: 'a@example.com', date: '2024-01-01T00:00:00Z' };
    const commits: NewCommit[] = [
      { message: 'Fine', files: { a: 'x' } },
      { message: 'Not a path fast-import takes', files: { 'a//b': 'x' } },
    ];

    await expect(writeCommits(gitDir, undefined, commits, identity)).rejects.toThrow(/fast-import .*failed: fatal: Empty path component/);
    await expect(writeCommits(gitDir, '1'.repeat(40), [{ message: 'x', files: {} }], identity)).rejects.toThrow(/Not a valid commit/);

    expect(await runGit(['--git-dir', gitDir, 'for-each-ref'])).toBe('');
    expect((await readdir(gitDir)).filter((name) => name.startsWith('fast_import_crash'))).toEqual([]);
  });

  it('writes nothing for no commits', async () => {
    expect(await writeCommits(await bareRepository(), undefined, [], { name: 'A', email: 'a@example.com', date: '2024-01-01T00:00:00Z' })).toEqual([]);
  });
});

describe('rawGitDate', () => {
  it('turns ISO 8601 into git\'s raw seconds and offset', () => {
    expect(rawGitDate('2024-01-01T00:00:00Z')).toBe('1704067200 +0000');
    expect(rawGitDate('2024-01-01T02:30:00+02:30')).toBe('1704067200 +0230');
    expect(rawGitDate('2023-12-31T19:00:00-05:00')).toBe('1704067200 -0500');
    expect(() => rawGitDate('2024-01-01T00:00:00')).toThrow(/time zone/);
  });
});
