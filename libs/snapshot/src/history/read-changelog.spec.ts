import { GitFixture } from '@chronicle/history/testing';
import { buildSnapshot } from '../build-snapshot.js';
import { isChangelogPath, pickChangelog } from '../project/changelog-file.js';

describe('the changelog facts', () => {
  let fixture: GitFixture;
  afterEach(() => fixture.remove());

  function releases(): void {
    fixture = new GitFixture();
    fixture.commit('feat: add the router (#1)', { 'src/router.ts': 'export const a = 1;\n', 'CHANGELOG.md': '# Changelog\n\n## 1.0.0\n\nHand-written.\n' });
    fixture.tag('v1.0.0');
    fixture.commit('fix: crash on empty paths (#2)', { 'src/router.ts': 'export const a = 2;\n' });
    fixture.tag('v1.1.0', { annotated: true });
    fixture.commit('feat: wildcard routes (#3)', { 'src/router.ts': 'export const a = 3;\n' });
  }

  it('holds the history engine\'s releases up to the commit, as Markdown and as data, and the repository\'s own changelog', async () => {
    releases();
    const snapshot = await buildSnapshot(fixture.dir);
    const { changelog } = snapshot.history;
    expect(changelog.releases.map((release) => [release.version, release.tag, release.items, release.commits])).toEqual([
      ['Unreleased', null, 1, 1],
      ['1.1.0', 'v1.1.0', 1, 1],
      ['1.0.0', 'v1.0.0', 1, 1],
    ]);
    expect(changelog.releases[0]!.changes).toEqual([expect.objectContaining({ section: 'Added', text: 'Wildcard routes (#3)', references: { pullRequests: [3], issues: [] } })]);
    expect(changelog.releases[1]!.date).toBe('2024-01-01');
    expect(changelog.markdown).toContain('## [1.1.0] - 2024-01-01\n\n### Fixed\n\n- Crash on empty paths (#2)');
    expect(snapshot.project.changelog).toEqual({ path: 'CHANGELOG.md', text: '# Changelog\n\n## 1.0.0\n\nHand-written.\n' });
  });

  it('leaves out the releases tagged after the commit', async () => {
    releases();
    const snapshot = await buildSnapshot(fixture.dir, { commit: 'v1.0.0' });
    expect(snapshot.history.changelog.releases.map((release) => release.version)).toEqual(['1.0.0']);
  });

  it('is empty for a history without a change worth listing', async () => {
    fixture = new GitFixture();
    fixture.commit('docs: typo', { 'README.md': '# a\n' });
    const snapshot = await buildSnapshot(fixture.dir);
    expect(snapshot.history.changelog).toEqual({ markdown: '', releases: [] });
    expect(snapshot.project.changelog).toBeNull();
  });
});

describe('the repository\'s changelog file', () => {
  it('claims root changelogs in any case and common formats only', () => {
    expect(['CHANGELOG.md', 'changelog', 'HISTORY.rst', 'News.txt', 'CHANGES.markdown'].every(isChangelogPath)).toBe(true);
    expect(['docs/CHANGELOG.md', 'CHANGELOG.json', 'CHANGELOGS.md'].some(isChangelogPath)).toBe(false);
  });

  it('prefers CHANGELOG.md, then CHANGELOG in other formats, then CHANGES, HISTORY and NEWS', () => {
    const file = (path: string) => ({ path, text: path });
    expect(pickChangelog([file('HISTORY.md'), file('CHANGELOG.rst'), file('CHANGELOG.md')])?.path).toBe('CHANGELOG.md');
    expect(pickChangelog([file('NEWS.md'), file('HISTORY.md')])?.path).toBe('HISTORY.md');
    expect(pickChangelog([file('CHANGES.rst'), file('CHANGES.md')])?.path).toBe('CHANGES.md');
    expect(pickChangelog([file('README.md')])).toBeNull();
    expect(pickChangelog([{ path: 'CHANGELOG.md', text: '\uFEFF# Log\r\n' }])?.text).toBe('# Log\n');
  });
});
