import { rmSync } from 'node:fs';
import { generateChangelog } from './generate-changelog.js';
import { renderMarkdown } from './releases/render-markdown.js';
import { InvalidScopeError } from './releases/scope.js';
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
      // v1.1.0 was tagged on the release branch before its pull request merged it back: the release holds the branch.
      ['1.1.0', 'https://github.com/acme/tool/compare/v1.0.0...v1.1.0', ['Removed: Remove the legacy parser', 'Added: Add CSV export (#7)']],
      ['1.0.1', 'https://github.com/acme/tool/compare/v1.0.0...v1.0.1', ['Fixed: Fix crash on empty input']],
      ['1.0.0', 'https://github.com/acme/tool/releases/tag/v1.0.0', ['Added: Add the parser']],
    ]);
    expect(changelog.releases.map((release) => release.commitCount)).toEqual([3, 3, 2, 1]);
    expect(progress[progress.length - 1]).toBe(9);
    const markdown = renderMarkdown(changelog);
    expect(markdown).toContain('## [1.1.0] - 2024-01-01');
    expect(markdown).toContain('[1.0.1]: https://github.com/acme/tool/compare/v1.0.0...v1.0.1');
  });

  it('gives each release tagged on a release branch merged back its own section, and names the newest before it in the link', async () => {
    const repo = new GitFixture();
    try {
      repo.commit('Add the parser (#1)', { 'src/parser.ts': '1\n' });
      repo.tag('v14.0.0');
      repo.git('checkout', '-q', '-b', 'release/14.x');
      repo.commit('Fix crash on empty input (#2)', { 'src/parser.ts': '2\n' });
      repo.tag('v14.0.1');
      repo.commit('List excess arguments in error message (#4)', { 'src/errors.ts': 'e\n' });
      repo.tag('v14.0.2', { annotated: true });
      repo.git('checkout', '-q', 'main');
      repo.commit('Add CSV export (#3)', { 'src/csv.ts': 'csv\n' });
      repo.merge('release/14.x', "Merge branch 'release/14.x'");
      repo.commit('Add streaming mode (#5)', { 'src/stream.ts': 's\n' });
      repo.tag('v14.1.0');
      repo.git('remote', 'add', 'origin', 'https://github.com/acme/tool.git');
      const changelog = await generateChangelog(repo.dir, { cacheDir });
      expect(changelog.releases.map((release) => release.compareUrl?.replace('https://github.com/acme/tool/', ''))).toEqual(['compare/v14.0.2...v14.1.0', 'compare/v14.0.1...v14.0.2', 'compare/v14.0.0...v14.0.1', 'releases/tag/v14.0.0']);
      expect(changelog.releases.map((release) => [release.version, release.items.map((item) => item.text), release.commitCount])).toEqual([
        ['14.1.0', ['Add streaming mode (#5)', 'Add CSV export (#3)'], 3],
        ['14.0.2', ['List excess arguments in error message (#4)'], 1],
        ['14.0.1', ['Fix crash on empty input (#2)'], 1],
        ['14.0.0', ['Add the parser (#1)'], 1],
      ]);
    } finally {
      repo.remove();
    }
  });

  it("lists the commits of a branch merged without a title (`Merge branch '3-0-sec'`), not a branch sync's", async () => {
    const repo = new GitFixture();
    try {
      repo.commit('Add the parser (#1)', { 'lib/parser.rb': '1\n' });
      repo.tag('v3.0.0');
      repo.git('checkout', '-q', '-b', '3-0-sec');
      repo.commit('Fix ReDoS in the multipart parser', { 'lib/multipart.rb': 'm\n' });
      repo.commit('Forbid control characters in attributes', { 'lib/attributes.rb': 'a\n' });
      repo.git('checkout', '-q', 'main');
      repo.commit('Add CSV export (#3)', { 'lib/csv.rb': 'c\n' });
      repo.merge('3-0-sec', "Merge branch '3-0-sec'");
      repo.tag('v3.0.1');
      const changelog = await generateChangelog(repo.dir, { cacheDir });
      expect(changelog.releases.map((release) => [release.version, release.items.map((item) => item.text)])).toEqual([
        ['3.0.1', ['Forbid control characters in attributes', 'Fix ReDoS in the multipart parser', 'Add CSV export (#3)']],
        ['3.0.0', ['Add the parser (#1)']],
      ]);
    } finally {
      repo.remove();
    }
  });

  it('lists the changes of a development line merged by a pull request titled after the line (`Next`), started at a release tag', async () => {
    const repo = new GitFixture();
    try {
      repo.commit('feat: add the router (#1)', { 'src/router.ts': '1\n' });
      repo.tag('v4.12.0');
      repo.git('checkout', '-q', '-b', 'next');
      repo.commit('feat: add first-class PATCH method support (#2)', { 'src/router.ts': '2\n' });
      repo.commit('fix(cors): allow PATCH by default (#3)', { 'src/cors.ts': 'c\n' });
      repo.git('checkout', '-q', 'main');
      repo.merge('next', 'Merge pull request #4 from acme/next\n\nNext');
      repo.commit('4.13.0', { 'package.json': '{"version":"4.13.0"}\n' });
      repo.tag('v4.13.0');
      const changelog = await generateChangelog(repo.dir, { cacheDir });
      expect(changelog.releases.map((release) => [release.version, release.items.map((item) => item.text)])).toEqual([
        ['4.13.0', ['**cors:** Allow PATCH by default (#3)', 'Add first-class PATCH method support (#2)']],
        ['4.12.0', ['Add the router (#1)']],
      ]);
    } finally {
      repo.remove();
    }
  });

  it('keeps the pre-releases tagged on a development line merged after them (`v2-exp`), each with its own changes', async () => {
    const repo = new GitFixture();
    try {
      repo.commit('feat: add the program loop (#1)', { 'tea.go': '1\n' });
      repo.tag('v1.3.0');
      repo.git('checkout', '-q', '-b', 'v2-exp');
      repo.commit('feat!: View returns a tea.View (#2)', { 'tea.go': '2\n' });
      repo.tag('v2.0.0-beta.1');
      repo.commit('feat: add the cursor to the View (#3)', { 'cursor.go': 'c\n' });
      repo.tag('v2.0.0-rc.1');
      repo.commit('fix: restore the terminal on exit (#5)', { 'tty.go': 't\n' });
      repo.git('checkout', '-q', 'main');
      repo.commit('fix: handle a nil message (#4)', { 'msg.go': 'm\n' });
      repo.merge('v2-exp', 'Merge pull request #6 from acme/v2-exp\n\n(v2) Tea v2');
      repo.tag('v2.0.0');
      const changelog = await generateChangelog(repo.dir, { cacheDir });
      expect(changelog.releases.map((release) => [release.version, release.items.map((item) => item.text)])).toEqual([
        ['2.0.0', ['**Breaking:** View returns a `tea.View` (#2)', 'Restore the terminal on exit (#5)', 'Handle a nil message (#4)', 'Add the cursor to the View (#3)']],
        ['2.0.0-rc.1', ['Add the cursor to the View (#3)']],
        ['2.0.0-beta.1', ['**Breaking:** View returns a `tea.View` (#2)']],
        ['1.3.0', ['Add the program loop (#1)']],
      ]);
    } finally {
      repo.remove();
    }
  });

  it("opens a release with the upgrade guide it adds, naming the guide's sections", async () => {
    const repo = new GitFixture();
    try {
      repo.commit('feat: add the program loop (#1)', { 'tea.go': '1\n' });
      repo.tag('v1.0.0');
      repo.commit('feat: add the View type (#2)', { 'view.go': 'v\n' });
      repo.commit('docs: add the v2 upgrade guide (#3)', { 'UPGRADE_GUIDE_V2.md': '# Upgrading to v2\n\n## Migration Checklist\n\n## View Returns a `tea.View` Now\n\n## Key Messages\n' });
      repo.commit('docs: fix a typo in the upgrade guide', { 'UPGRADE_GUIDE_V2.md': '# Upgrading to v2\n\n## View Returns a `tea.View` Now\n' });
      repo.tag('v2.0.0');
      const changelog = await generateChangelog(repo.dir, { cacheDir });
      expect(changelog.releases[0]!.items.map((item) => `${item.section}: ${item.text}`)).toEqual([
        'Added: **Breaking:** Upgrade guide `UPGRADE_GUIDE_V2.md`: View Returns a `tea.View` Now; Key Messages (#3)',
        'Added: Add the View type (#2)',
      ]);
    } finally {
      repo.remove();
    }
  });

  it('reads the texts of several guides together, each cut at its own length (non-ASCII text included)', async () => {
    const repo = new GitFixture();
    try {
      repo.commit('feat: add the program loop (#1)', { 'tea.go': '1\n' });
      repo.tag('v1.0.0');
      repo.commit('docs: add the v2 upgrade guide (#2)', { 'UPGRADE_GUIDE_V2.md': '# Upgrading\n\n## Größere Änderungen — Überblick\n\n## Key Messages\n' });
      repo.tag('v2.0.0');
      repo.commit('docs: add the v3 migration guide (#3)', { 'docs/migration/v3.md': '# Migrating\n\n## Renamed `Model` to `App`\n' });
      repo.tag('v3.0.0');
      const changelog = await generateChangelog(repo.dir, { cacheDir });
      expect(changelog.releases.map((release) => `${release.version}: ${release.items.map((item) => item.text).join(' | ')}`)).toEqual([
        '3.0.0: **Breaking:** Upgrade guide `docs/migration/v3.md`: Renamed `Model` to `App` (#3)',
        '2.0.0: **Breaking:** Upgrade guide `UPGRADE_GUIDE_V2.md`: Größere Änderungen — Überblick; Key Messages (#2)',
        '1.0.0: Add the program loop (#1)',
      ]);
    } finally {
      repo.remove();
    }
  });

  describe('scope', () => {
    let mono: GitFixture;

    beforeAll(() => {
      // A root package whose sub-package packages/plugin keeps its own CHANGELOG; packages/shared has none.
      mono = new GitFixture();
      mono.commit('Add the parser (#1)', { 'package.json': '{"name":"tool"}\n', 'CHANGELOG.md': '# Changelog\n', 'src/parser.ts': '1\n', 'packages/shared/package.json': '{"name":"@acme/shared"}\n' });
      mono.commit('Add the plugin (#2)', { 'packages/plugin/package.json': '{"name":"@acme/plugin","version":"1.0.0"}\n', 'packages/plugin/CHANGELOG.md': '# Changelog\n', 'packages/plugin/src/index.ts': 'p\n' });
      mono.tag('@acme/plugin@1.0.0');
      mono.tag('v1.0.0');
      mono.commit('Add a plugin hook (#3)', { 'packages/plugin/src/hook.ts': 'h\n' });
      mono.commit('chore(release): publish @acme/plugin@1.1.0', { 'packages/plugin/package.json': '{"name":"@acme/plugin","version":"1.1.0"}\n', 'package-lock.json': '{}\n' });
      mono.tag('@acme/plugin@1.1.0');
      mono.commit('Fix a shared helper (#4)', { 'packages/shared/index.ts': 's\n' });
      mono.commit('Fix crash on empty input (#5)', { 'src/parser.ts': '2\n' });
      mono.tag('v1.1.0');
    });

    afterAll(() => mono.remove());

    const view = (changelog: { releases: Array<{ version: string | null; items: Array<{ text: string }> }> }) => changelog.releases.map((release) => [release.version, release.items.map((item) => item.text)]);

    it('covers the root package only when sub-packages keep their own CHANGELOG files', async () => {
      expect(view(await generateChangelog(mono.dir, { cacheDir }))).toEqual([
        ['1.1.0', ['Fix crash on empty input (#5)', 'Fix a shared helper (#4)']],
        ['1.0.0', ['Add the parser (#1)']],
      ]);
      // Told to include them, every commit is the root's.
      const all = view(await generateChangelog(mono.dir, { cacheDir, subPackages: 'include' }));
      expect(all[0]![1]).toEqual(['Fix crash on empty input (#5)', 'Fix a shared helper (#4)', 'Add a plugin hook (#3)']);
    });

    it('writes the changelog of one package from its own tags', async () => {
      expect(view(await generateChangelog(mono.dir, { cacheDir, path: 'packages/plugin/' }))).toEqual([
        ['1.1.0', ['Add a plugin hook (#3)']],
        ['1.0.0', ['Add the plugin (#2)']],
      ]);
      // Without tags of its own, a package's releases are the repository's.
      expect(view(await generateChangelog(mono.dir, { cacheDir, path: './packages/shared' }))).toEqual([
        ['1.1.0', ['Fix a shared helper (#4)']],
        ['1.0.0', ['Add the parser (#1)']],
      ]);
    });

    it('refuses a path that is not a folder inside the repository', async () => {
      for (const path of ['../elsewhere', '/etc', '--output=x', ':(glob)**', 'packages/missing']) {
        await expect(generateChangelog(mono.dir, { cacheDir, path })).rejects.toBeInstanceOf(InvalidScopeError);
      }
    });
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
