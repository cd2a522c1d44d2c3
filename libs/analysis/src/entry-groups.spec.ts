import { classifyCommit, type ClassifiedCommit, type ClusteringMode } from '@chronicle/history';
import { linearHistory, makeCommit } from '@chronicle/history/testing';
import { entryGroups } from './entry-groups.js';

/** Commits newest first, each `[subject, committer date, files?]`. */
function history(...commits: Array<[string, string, string[]?]>): ClassifiedCommit[] {
  return linearHistory(commits.map(([subject, date, files]) => makeCommit({ subject, authorDate: date, committerDate: date, ...(files ? { files } : {}) }))).map(classifyCommit);
}

const subjectsOf = (groups: ReturnType<typeof entryGroups>) => groups.map((group) => group.commits.map((classified) => classified.commit.subject));

describe('entryGroups', () => {
  // Newest first. 2024-05-01 is a Wednesday; 2024-05-05 a Sunday; 2024-05-06 a Monday.
  const commits = history(
    ['feat: export to CSV', '2024-06-02T09:00:00+00:00'],
    ['fix: month rollover in the calendar', '2024-05-31T23:30:00-02:00'], // 2024-06-01T01:30Z: June in UTC
    ['feat: dark theme', '2024-05-06T08:00:00+00:00'],
    ['fix: crash on empty input', '2024-05-05T22:00:00+00:00'],
    ['feat: search by tag', '2024-05-05T10:00:00+00:00'],
    ['docs: fix a typo in the guide', '2024-05-03T12:00:00+00:00', ['docs/guide.md']],
    ['feat: tags on notes', '2024-05-01T23:30:00-02:00'], // 2024-05-02T01:30Z
    ['feat: notes', '2024-05-01T10:00:00+00:00'],
  );

  it('individual: one entry per commit, noise included, so no entry is empty', () => {
    const groups = entryGroups(commits, 'individual');
    expect(subjectsOf(groups)).toEqual(commits.map((classified) => [classified.commit.subject]));
    const noise = groups[5]!;
    expect(commits[5]!.noise).not.toBeNull();
    expect(noise.items.map((item) => item.text)).toEqual(['docs: fix a typo in the guide']);
    expect(groups.every((group) => group.items.length >= 1)).toBe(true);
    expect(groups[1]!.pushedAt.toISOString()).toBe('2024-06-01T01:30:00.000Z');
  });

  it('minimal: by UTC calendar day of the commit date; a day of noise only makes no entry', () => {
    const groups = entryGroups(commits, 'minimal');
    expect(subjectsOf(groups)).toEqual([
      ['feat: export to CSV'],
      ['fix: month rollover in the calendar'],
      ['feat: dark theme'],
      ['fix: crash on empty input', 'feat: search by tag'],
      ['feat: tags on notes'],
      ['feat: notes'],
    ]);
    expect(groups[3]!.items.map((item) => item.text).sort()).toEqual(['Crash on empty input', 'Search by tag']);
    expect(groups[3]!.pushedAt.toISOString()).toBe('2024-05-05T22:00:00.000Z');
  });

  it('balanced: by ISO week in UTC, weeks starting on Monday', () => {
    // Sunday 2 June and Saturday 1 June (UTC) are in the week of Monday 27 May; Monday 6 May starts
    // a week; Sunday 5 May ends the week of Monday 29 April.
    expect(subjectsOf(entryGroups(commits, 'balanced'))).toEqual([
      ['feat: export to CSV', 'fix: month rollover in the calendar'],
      ['feat: dark theme'],
      ['fix: crash on empty input', 'feat: search by tag', 'docs: fix a typo in the guide', 'feat: tags on notes', 'feat: notes'],
    ]);
  });

  it('aggressive: by UTC calendar month', () => {
    const groups = entryGroups(commits, 'aggressive');
    expect(subjectsOf(groups)).toEqual([
      ['feat: export to CSV', 'fix: month rollover in the calendar'],
      ['feat: dark theme', 'fix: crash on empty input', 'feat: search by tag', 'docs: fix a typo in the guide', 'feat: tags on notes', 'feat: notes'],
    ]);
    expect(groups.map((group) => group.pushedAt.toISOString())).toEqual(['2024-06-02T09:00:00.000Z', '2024-05-06T08:00:00.000Z']);
    // The noise commit is in the month's group but not among its items.
    expect(groups[1]!.items.flatMap((item) => item.commits)).not.toContain(commits[5]!.commit.sha);
  });

  it.each<ClusteringMode>(['minimal', 'balanced', 'aggressive'])('%s: a period of noise only makes no entry', (mode) => {
    const noiseOnly = history(['ci: cache node_modules', '2024-03-02T10:00:00+00:00', ['.github/workflows/ci.yml']], ['docs: typo', '2024-03-01T10:00:00+00:00', ['README.md']]);
    expect(entryGroups(noiseOnly, mode)).toEqual([]);
    expect(entryGroups(noiseOnly, 'individual')).toHaveLength(2);
  });
});
