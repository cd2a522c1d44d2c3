import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { GitFixture } from '@chronicle/history/testing';
import { analyzeHistory, type AnalyzeHistoryProgress } from './analyze-history.js';
import { commitsBehind } from './commits-behind.js';
import { previewRepository } from './preview-repository.js';

const git = (dir: string, ...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim();

/** 12 commits over four days (three a day, an hour apart), starting on Monday 2024-03-04 at 09:00 UTC. */
function datedRepository(): GitFixture {
  const fixture = new GitFixture();
  const subjects = ['feat: a queue', 'feat: workers take jobs', 'fix: a job is taken once', 'docs: how to run it', 'feat: retries', 'fix: retry delay', 'test: retries', 'feat: job priorities', 'fix: priority order', 'feat(cli): list jobs', 'chore: release 1.0.0', 'feat: pause a queue'];
  subjects.forEach((subject, index) => {
    if (index % 3 === 0) fixture.setDate(new Date(Date.UTC(2024, 2, 4 + index / 3, 9)));
    const folder = subject.startsWith('docs') ? 'docs' : subject.startsWith('test') ? 'test' : index % 2 ? 'lib' : 'src';
    fixture.commit(subject, { [`${folder}/file-${index}.${folder === 'docs' ? 'md' : 'ts'}`]: `export const value${index} = ${index};\n` });
  });
  return fixture;
}

describe('the history tasks on a real repository', () => {
  let repo: GitFixture;
  let cache: string;
  beforeAll(() => {
    repo = datedRepository();
    cache = GitFixture.tempDir('chronicle-analysis-cache-');
  });
  afterAll(() => {
    repo.remove();
    rmSync(cache, { recursive: true, force: true });
  });

  it('analyzeHistory in individual mode writes one entry per commit read, with real SHAs, newest first', async () => {
    const events: AnalyzeHistoryProgress[] = [];
    const result = await analyzeHistory({ source: repo.dir, cloneCacheDir: cache, maxCommits: 50, clustering: 'individual', tone: 'professional' }, (event) => events.push(event));
    const shas = git(repo.dir, 'rev-list', 'HEAD').split('\n');
    expect(result.totalCommitsAnalyzed).toBe(12);
    expect(result.headSha).toBe(shas[0]);
    expect(result.entries.map((entry) => entry.commitShas)).toEqual(shas.map((sha) => [sha]));
    expect(result.oldestCommitAt).toBe('2024-03-04T09:00:00.000Z');
    expect(result.entries[0]).toEqual(expect.objectContaining({ commitCount: 1, generatedBy: 'built-in', pushedAt: '2024-03-07T11:00:00.000Z' }));
    for (const entry of result.entries) expect(entry.headline.length).toBeGreaterThan(0);
    expect(events[0]).toEqual({ phase: 'cloning' });
    expect(events).toContainEqual({ phase: 'reading-history', commitsRead: 12 });
    expect(events.at(-1)).toEqual({ phase: 'writing-entries', entriesDone: 12, entriesTotal: 12 });
  });

  it('analyzeHistory reads at most maxCommits, newest first, through the clone cache for a URL', async () => {
    const result = await analyzeHistory({ source: pathToFileURL(repo.dir).href, cloneCacheDir: cache, maxCommits: 5, clustering: 'individual', tone: 'playful' });
    expect(result.totalCommitsAnalyzed).toBe(5);
    expect(result.entries.flatMap((entry) => entry.commitShas)).toEqual(git(repo.dir, 'rev-list', '-n', '5', 'HEAD').split('\n'));
  });

  it('analyzeHistory in minimal mode makes one entry per UTC day', async () => {
    const result = await analyzeHistory({ source: repo.dir, cloneCacheDir: cache, maxCommits: 50, clustering: 'minimal', tone: 'professional' });
    expect(result.entries.map((entry) => entry.commitCount)).toEqual([3, 3, 3, 3]);
    expect(result.entries.map((entry) => entry.pushedAt)).toEqual(['2024-03-07T11:00:00.000Z', '2024-03-06T11:00:00.000Z', '2024-03-05T11:00:00.000Z', '2024-03-04T11:00:00.000Z']);
  });

  it('previewRepository gives the figures git gives', async () => {
    const preview = await previewRepository({ source: pathToFileURL(repo.dir).href, cloneCacheDir: cache, maxCommits: 10 });
    const newest = git(repo.dir, 'log', '-n', '5', '--format=%H%x00%an%x00%s').split('\n').map((line) => line.split('\0'));
    expect(preview).toEqual({
      commitCount: 10,
      estimatedEntries: 4,
      overview: {
        primaryLanguage: 'TypeScript',
        timeSpan: '3 days (2024-03-04 to 2024-03-07)',
        totalCommits: Number(git(repo.dir, 'rev-list', '--count', 'HEAD')),
        structure: { files: git(repo.dir, 'ls-tree', '-r', '--name-only', 'HEAD').split('\n').length, folders: ['docs', 'lib', 'src', 'test'] },
      },
      sampleCommits: newest.map(([sha, author, message]) => ({ sha, author, message })),
    });
  });

  it('commitsBehind counts the commits between two SHAs, null for one the repository does not have', async () => {
    const [head, , , older] = git(repo.dir, 'rev-list', 'HEAD').split('\n');
    const source = pathToFileURL(repo.dir).href;
    await expect(commitsBehind({ source, cloneCacheDir: cache, from: older!, to: head! })).resolves.toBe(3);
    await expect(commitsBehind({ source, cloneCacheDir: cache, from: head!.slice(0, 12), to: head! })).resolves.toBe(0);
    await expect(commitsBehind({ source, cloneCacheDir: cache, from: 'abcdef1234567890', to: head! })).resolves.toBeNull();
    await expect(commitsBehind({ source, cloneCacheDir: cache, from: '--all', to: head! })).rejects.toThrow('from must be a commit SHA');
  });
});
