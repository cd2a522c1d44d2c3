import { GitFixture } from '@chronicle/history/testing';
import { buildSnapshot } from '../build-snapshot.js';
import { lastTwelveMonths } from './read-history.js';

describe('history in the snapshot', () => {
  let fixture: GitFixture;
  afterEach(() => fixture.remove());

  function as(name: string, email: string): void {
    fixture.git('config', 'user.name', name);
    fixture.git('config', 'user.email', email);
  }

  it('gives each file its commits, distinct authors and last change, and the repository its history facts', async () => {
    fixture = new GitFixture();
    const first = fixture.commit('Add the router', { 'src/router.ts': 'v1\n', 'src/app.ts': 'a1\n' });
    as('Bob', 'bob@example.com');
    fixture.commit('Speed up the router', { 'src/router.ts': 'v2\n' });
    fixture.tag('v1.0.0', { annotated: true });
    as('Ada Lovelace', 'ADA@example.com');
    const fix = fixture.commit('Fix a crash in the router (#12)', { 'src/router.ts': 'v3\n' });
    fixture.git('checkout', '-q', '-b', 'feature');
    fixture.commit('Add the app shell', { 'src/app.ts': 'a2\n' });
    fixture.git('checkout', '-q', 'main');
    const merge = fixture.merge('feature', 'Merge pull request #34 from ada/feature');
    fixture.git('checkout', '-q', '-b', 'unmerged');
    fixture.commit('Experiment', { 'src/app.ts': 'a3\n' });
    fixture.tag('experiment-1');
    fixture.git('checkout', '-q', 'main');

    const snapshot = await buildSnapshot(fixture.dir, { commit: 'main' });
    const router = snapshot.files.find((file) => file.path === 'src/router.ts')!;
    const app = snapshot.files.find((file) => file.path === 'src/app.ts')!;
    expect(router.history).toEqual({ commits: 3, authors: 2, lastCommit: fix, lastChange: expect.stringMatching(/^2024-01-01T/) });
    expect(app.history.commits).toBe(2);
    expect(app.history.authors).toBe(1);

    const history = snapshot.history;
    expect(history.commits).toBe(5);
    expect(history.contributors).toBe(2);
    expect(history.shas).toHaveLength(5);
    expect(history.shas).toContain(first);
    expect(history.shas).toContain(merge);
    expect([...history.shas].sort()).toEqual(history.shas);
    expect(history.tags.map((tag) => tag.name)).toEqual(['v1.0.0']);
    expect(history.references).toEqual([12, 34]);
    expect(history.firstCommitDate).toBe(fixture.git('log', '-1', '--format=%cI', first));
    expect(history.lastCommitDate).toBe(snapshot.commit.date);
    expect(history.recentActivity).toHaveLength(12);
    expect(history.recentActivity.at(-1)).toEqual({ month: '2024-01', commits: 5 });
    expect(history.recentActivity[0]).toEqual({ month: '2023-02', commits: 0 });
  });

  it('names the most active authors per top-level folder by their latest name, never an e-mail address, and leaves bots out', async () => {
    fixture = new GitFixture();
    as('Ada L.', 'ada@example.com');
    fixture.commit('Add the router', { 'src/router.ts': 'v1\n', 'README.md': 'r\n' });
    as('Ada Lovelace', 'ADA@example.com');
    fixture.commit('Speed up the router', { 'src/router.ts': 'v2\n', 'src/app.ts': 'a\n' });
    as('Bob', 'bob@example.com');
    fixture.commit('Document the router', { 'docs/router.md': 'd\n', 'src/router.ts': 'v3\n' });
    as('carol@example.com', 'carol@example.com');
    fixture.commit('Fix a typo', { 'docs/router.md': 'd2\n' });
    as('dependabot[bot]', 'support@github.com');
    fixture.commit('Bump a dependency', { 'src/app.ts': 'a2\n' });
    as('Bob', 'bob@work.example.com');
    fixture.commit('Tidy the docs', { 'docs/router.md': 'd3\n' });
    as('Dan', 'dan@example.com');
    fixture.commit('Add and remove scratch files', { 'scratch/x.ts': 'x\n' });
    fixture.git('rm', '-q', '-r', 'scratch');
    fixture.commit('Remove scratch');

    const snapshot = await buildSnapshot(fixture.dir);
    expect(snapshot.history.authorsByFolder).toEqual([
      { folder: '.', authors: [{ name: 'Ada Lovelace', commits: 1 }] },
      { folder: 'docs', authors: [{ name: 'Bob', commits: 2 }] },
      { folder: 'src', authors: [{ name: 'Ada Lovelace', commits: 2 }, { name: 'Bob', commits: 1 }] },
    ]);
    expect(JSON.stringify(snapshot.history.authorsByFolder)).not.toContain('@');
  });

  it('measures the commit conventions and names the branch the commit is on', async () => {
    fixture = new GitFixture();
    fixture.commit('feat(router): add the router', { 'a.ts': '1\n' });
    fixture.commit('fix: handle empty paths (#12)', { 'a.ts': '2\n' });
    fixture.commit('Update the docs', { 'b.md': '1\n' });
    fixture.git('checkout', '-q', '-b', 'feature');
    fixture.commit('chore: tidy', { 'c.ts': '1\n' });
    fixture.git('checkout', '-q', 'main');
    const older = fixture.head();
    fixture.merge('feature', 'Merge pull request #34 from ada/feature');

    const snapshot = await buildSnapshot(fixture.dir);
    expect(snapshot.history.conventions).toEqual({ conventionalCommits: 0.75, areaPrefixes: 0, topAreas: [], mergeCommits: 0.2, branch: 'main', squashMerges: 0.25 });
    expect((await buildSnapshot(fixture.dir, { commit: older })).history.conventions.branch).toBeNull();
    expect((await buildSnapshot(fixture.dir, { commit: 'feature' })).history.conventions.branch).toBe('feature');
  });

  it('lists the twelve months up to the commit\'s month, across a year boundary', () => {
    expect(lastTwelveMonths('2024-03-15T10:00:00+02:00')).toEqual(['2023-04', '2023-05', '2023-06', '2023-07', '2023-08', '2023-09', '2023-10', '2023-11', '2023-12', '2024-01', '2024-02', '2024-03']);
  });
});
