import { rmSync } from 'node:fs';
import { generateChangelog } from './generate-changelog.js';
import { renderMarkdown } from './releases/render-markdown.js';
import { GitFixture } from './testing/git-fixture.js';

describe('generateChangelog', () => {
  let fixture: GitFixture;
  let cacheDir: string;

  beforeAll(() => {
    fixture = new GitFixture();
    cacheDir = GitFixture.tempDir('chronicle-cache-');
    fixture.git('remote', 'add', 'origin', 'https://github.com/acme/tool.git');
    fixture.commit('Add the parser', { 'src/parser.ts': '1\n' });
    fixture.tag('v1.0.0', { annotated: true });
    // A maintenance branch whose release is never merged back.
    fixture.git('checkout', '-q', '-b', '1-0-stable');
    fixture.commit('Fix crash on empty input', { 'src/parser.ts': '2\n' });
    fixture.commit('Bump version to 1.0.1', { 'src/version.ts': '1.0.1\n' });
    fixture.tag('v1.0.1');
    fixture.git('checkout', '-q', 'main');
    fixture.git('checkout', '-q', '-b', 'csv');
    fixture.commit('Add CSV export', { 'src/csv.ts': 'csv\n' });
    fixture.git('checkout', '-q', 'main');
    fixture.merge('csv', 'Merge pull request #7 from acme/csv\n\nAdd CSV export');
    fixture.commit('Update readme', { 'README.md': 'readme\n' });
    // A release tagged on a release branch that is then merged.
    fixture.git('checkout', '-q', '-b', 'release-1.1');
    fixture.commit('Remove the legacy parser', { 'src/legacy.ts': '' });
    fixture.tag('v1.1.0');
    fixture.git('checkout', '-q', 'main');
    fixture.merge('release-1.1', 'Merge pull request #8 from acme/release-1.1\n\nRemove the legacy parser');
    fixture.commit('fix: handle unicode input (#9)', { 'src/parser.ts': '3\n' });
    fixture.commit('Bump serde from 1.0.1 to 1.0.2', { 'Cargo.lock': 'lock\n' });
  });

  afterAll(() => {
    fixture.remove();
    rmSync(cacheDir, { recursive: true, force: true });
  });

  it('reads a repository into releases, including maintenance and merged release branches', async () => {
    const progress: number[] = [];
    const changelog = await generateChangelog(fixture.dir, { cacheDir, onProgress: ({ commitsRead }) => progress.push(commitsRead) });
    expect(changelog).toMatchObject({ repository: 'acme/tool', repositoryUrl: 'https://github.com/acme/tool' });
    expect(changelog.releases.map((release) => [release.version, release.compareUrl, release.items.map((item) => `${item.section}: ${item.text}`)])).toEqual([
      [null, 'https://github.com/acme/tool/compare/v1.1.0...HEAD', ['Changed: Bump serde from 1.0.1 to 1.0.2', 'Fixed: Handle unicode input (#9)']],
      ['1.1.0', 'https://github.com/acme/tool/compare/v1.0.0...v1.1.0', ['Removed: Remove the legacy parser (#8)', 'Added: Add CSV export (#7)']],
      ['1.0.1', 'https://github.com/acme/tool/compare/v1.0.0...v1.0.1', ['Fixed: Fix crash on empty input']],
      ['1.0.0', 'https://github.com/acme/tool/releases/tag/v1.0.0', ['Added: Add the parser']],
    ]);
    expect(changelog.releases.map((release) => release.commitCount)).toEqual([2, 3, 2, 1]);
    expect(progress[progress.length - 1]).toBe(8);
    const markdown = renderMarkdown(changelog);
    expect(markdown).toContain('## [1.1.0] - 2024-01-01');
    expect(markdown).toContain('[1.0.1]: https://github.com/acme/tool/compare/v1.0.0...v1.0.1');
  });

  it('reads at most maxCommits commits', async () => {
    const changelog = await generateChangelog(fixture.dir, { cacheDir, maxCommits: 2, clustering: 'individual' });
    expect(changelog.releases).toHaveLength(1);
    expect(changelog.releases[0]).toMatchObject({ version: null, commitCount: 2 });
  });

  it('gives an empty changelog for a repository without commits', async () => {
    const empty = new GitFixture();
    try {
      expect((await generateChangelog(empty.dir, { cacheDir })).releases).toEqual([]);
    } finally {
      empty.remove();
    }
  });
});
