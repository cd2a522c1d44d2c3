import { renderRelease } from './render-markdown.js';
import type { Commit, Tag } from '../model.js';
import { linearHistory, makeCommit } from '../testing/factories.js';
import { buildChangelog } from './build-changelog.js';

const URL = 'https://github.com/acme/tool';
const tag = (name: string, commit: Commit, date = '2024-05-01T23:30:00-07:00'): Tag => ({ name, sha: commit.sha, date });

function history() {
  const commits = linearHistory([
    makeCommit({ subject: 'Add streaming mode (#9)' }),
    makeCommit({ subject: 'Release 1.1.0', files: ['CHANGELOG.md', 'package.json'] }),
    makeCommit({ subject: 'Fix crash on empty input (#8)' }),
    makeCommit({ subject: 'Release 1.1.0-rc.1', files: ['package.json'] }),
    makeCommit({ subject: 'Add CSV export (#7)' }),
    makeCommit({ subject: 'Remove the legacy parser (#6)' }),
    makeCommit({ subject: 'Release 1.0.0', files: ['package.json'] }),
    makeCommit({ subject: 'Write the parser' }),
  ]);
  const tags = [
    tag('v1.1.0', commits[1]!, '2024-06-02T01:00:00+02:00'),
    tag('v1.1.0-rc.1', commits[3]!),
    tag('v1.0.0', commits[6]!, '2024-03-09T10:00:00+00:00'),
    tag('nightly', commits[0]!),
    tag('plugin-v0.1.0', commits[4]!),
  ];
  return { commits, tags };
}

describe('buildChangelog', () => {
  it('cuts releases at version tags, newest first, with an Unreleased section', () => {
    const { commits, tags } = history();
    const changelog = buildChangelog({ commits, tags, repository: 'acme/tool', repositoryUrl: URL });
    expect(changelog.repository).toBe('acme/tool');
    // The release candidate is folded into its final release (one section since 1.0.0) and listed under it with its own window.
    expect(changelog.releases.map((release) => [release.version, release.tag, release.date, release.commitCount])).toEqual([
      [null, null, null, 1],
      ['1.1.0', 'v1.1.0', '2024-06-02', 5],
      ['1.1.0-rc.1', 'v1.1.0-rc.1', '2024-05-01', 3],
      ['1.0.0', 'v1.0.0', '2024-03-09', 2],
    ]);
    expect(changelog.releases.map((release) => release.items.map((item) => `${item.section}: ${item.text}`))).toEqual([
      ['Added: Add streaming mode (#9)'],
      ['Fixed: Fix crash on empty input (#8)', 'Added: Add CSV export (#7)', 'Removed: Remove the legacy parser (#6)'],
      ['Added: Add CSV export (#7)', 'Removed: Remove the legacy parser (#6)'],
      ['Changed: Write the parser'],
    ]);
  });

  it('links each release to the comparison with the previous tag', () => {
    const { commits, tags } = history();
    const links = buildChangelog({ commits, tags, repository: 'acme/tool', repositoryUrl: URL }).releases.map((release) => release.compareUrl);
    expect(links).toEqual([
      `${URL}/compare/v1.1.0...HEAD`,
      `${URL}/compare/v1.0.0...v1.1.0`,
      `${URL}/compare/v1.0.0...v1.1.0-rc.1`,
      `${URL}/releases/tag/v1.0.0`,
    ]);
  });

  it('has no links without a repository URL, and uses GitLab paths on GitLab', () => {
    const { commits, tags } = history();
    expect(buildChangelog({ commits, tags, repository: 'tool', repositoryUrl: null }).releases.every((release) => release.compareUrl === null)).toBe(true);
    const gitlab = buildChangelog({ commits, tags, repository: 'g/tool', repositoryUrl: 'https://gitlab.com/g/tool' }).releases;
    expect(gitlab[1]!.compareUrl).toBe('https://gitlab.com/g/tool/-/compare/v1.0.0...v1.1.0');
  });

  it('omits an Unreleased section that holds only noise, and handles a history without tags', () => {
    const commits = linearHistory([makeCommit({ subject: 'Update readme', files: ['README.md'] }), makeCommit({ subject: 'Add CSV export' })]);
    expect(buildChangelog({ commits, tags: [tag('v1.0.0', commits[1]!)], repository: 'r', repositoryUrl: URL }).releases.map((r) => r.version)).toEqual(['1.0.0']);
    const untagged = buildChangelog({ commits, tags: [], repository: 'r', repositoryUrl: URL }).releases;
    expect(untagged).toMatchObject([{ version: null, compareUrl: null, commitCount: 2, items: [{ text: 'Add CSV export' }] }]);
  });

  it('takes the final version over its candidate on one commit, and shows a re-release of a commit without items', () => {
    const commits = linearHistory([makeCommit({ subject: 'Add CSV export' })]);
    const releases = buildChangelog({ commits, tags: [tag('v2.0.0-rc.2', commits[0]!), tag('v2.0.0', commits[0]!)], repository: 'r', repositoryUrl: null }).releases;
    expect(releases.map((release) => release.version)).toEqual(['2.0.0']);
    // v0.3.6 re-released the commit of v0.3.5: the changes are 0.3.5's, the first release to ship them.
    const again = linearHistory([makeCommit({ subject: 'Add health checks (#520)' }), makeCommit({ subject: 'Add the server' })]);
    const retagged = buildChangelog({ commits: again, tags: [tag('v0.3.6', again[0]!), tag('v0.3.5', again[0]!), tag('0.3.5', again[0]!), tag('v0.3.4', again[1]!)], repository: 'r', repositoryUrl: URL }).releases;
    expect(retagged.map((release) => [release.version, release.items.map((item) => item.text), release.compareUrl])).toEqual([
      ['0.3.6', [], `${URL}/compare/v0.3.5...v0.3.6`],
      ['0.3.5', ['Add health checks (#520)'], `${URL}/compare/v0.3.4...v0.3.5`],
      ['0.3.4', ['Add the server'], `${URL}/releases/tag/v0.3.4`],
    ]);
  });

  describe('release windows', () => {
    const view = (input: Parameters<typeof buildChangelog>[0]) =>
      buildChangelog(input).releases.map((release) => [release.version, release.items.map((item) => item.text).join(' | '), release.compareUrl?.replace(`${URL}/`, '') ?? null]);

    it('folds every pre-release since the previous final release into the final one, links it to that final release, and lists the pre-releases under it', () => {
      const commits = linearHistory([
        makeCommit({ subject: 'Add streaming mode (#12)' }),
        makeCommit({ subject: 'Fix the rc regression (#11)' }),
        makeCommit({ subject: 'Fix a crash in the beta (#10)' }),
        makeCommit({ subject: 'Add CSV export (#9)' }),
        makeCommit({ subject: 'Add the parser (#8)' }),
      ]);
      const tags = [tag('v2.0.0', commits[1]!), tag('v2.0.0-rc.1', commits[2]!), tag('v2.0.0-beta.1', commits[3]!), tag('v1.0.0', commits[4]!)];
      expect(view({ commits, tags, repository: 'r', repositoryUrl: URL })).toEqual([
        [null, 'Add streaming mode (#12)', 'compare/v2.0.0...HEAD'],
        ['2.0.0', 'Fix the rc regression (#11) | Fix a crash in the beta (#10) | Add CSV export (#9)', 'compare/v1.0.0...v2.0.0'],
        ['2.0.0-rc.1', 'Fix a crash in the beta (#10)', 'compare/v2.0.0-beta.1...v2.0.0-rc.1'],
        ['2.0.0-beta.1', 'Add CSV export (#9)', 'compare/v1.0.0...v2.0.0-beta.1'],
        ['1.0.0', 'Add the parser (#8)', 'releases/tag/v1.0.0'],
      ]);
    });

    it('keeps a pre-release section while no final release has followed, and leaves out one a higher final release never took in', () => {
      const root = makeCommit({ subject: 'Add the parser (#1)' });
      const beta = makeCommit({ subject: 'Rewrite the tokenizer (#2)', parents: [root.sha] });
      const minor = makeCommit({ subject: 'Add CSV export (#3)', parents: [root.sha] });
      const next = makeCommit({ subject: 'Add streaming mode (#4)', parents: [minor.sha] });
      const commits = [next, minor, beta, root];
      // 3.0.0-beta.1 on an abandoned branch, then 3.1.0 from main: the beta was never released as such.
      const abandoned = [tag('v1.0.0', root), tag('v3.0.0-beta.1', beta), tag('v1.1.0', minor), tag('v3.1.0', next)];
      expect(view({ commits, tags: abandoned, repository: 'r', repositoryUrl: null, head: next.sha }).map(([version]) => version)).toEqual(['3.1.0', '1.1.0', '1.0.0']);
      // Merged since, its changes are unreleased.
      const merge = makeCommit({ subject: 'Merge pull request #7 from acme/tokenizer', body: 'Rewrite the tokenizer', parents: [next.sha, beta.sha] });
      const merged = view({ commits: [merge, ...commits], tags: abandoned, repository: 'r', repositoryUrl: null, head: merge.sha });
      expect(merged.map(([version, items]) => `${version}: ${items}`)).toEqual([
        'null: Rewrite the tokenizer (#2, #7)',
        '3.1.0: Add streaming mode (#4)',
        '1.1.0: Add CSV export (#3)',
        '1.0.0: Add the parser (#1)',
      ]);
      // The newest release being a pre-release, it keeps its own section.
      const newest = [tag('v1.0.0', root), tag('v1.1.0', minor), tag('v2.0.0-rc.1', next)];
      expect(view({ commits, tags: newest, repository: 'r', repositoryUrl: null, head: next.sha }).map(([version, items]) => `${version}: ${items}`)).toEqual([
        '2.0.0-rc.1: Add streaming mode (#4)',
        '1.1.0: Add CSV export (#3)',
        '1.0.0: Add the parser (#1)',
      ]);
    });

    it('gives releases tagged on a release branch merged back their own sections, and the merge no item', () => {
      // main: 14.0.0 → feature → merge of release/14.x → feature → 14.1.0; release/14.x: fix (14.0.1), fix (14.0.2).
      const root = makeCommit({ subject: 'Add the parser (#1)' });
      const feature = makeCommit({ subject: 'Add CSV export (#3)', parents: [root.sha] });
      const fixOne = makeCommit({ subject: 'Fix crash on empty input (#2)', parents: [root.sha] });
      const fixTwo = makeCommit({ subject: 'List excess arguments in the error message (#4)', parents: [fixOne.sha] });
      const merge = makeCommit({ subject: 'Merge pull request #5 from acme/release/14.x', body: 'Release 14.0.2', parents: [feature.sha, fixTwo.sha], files: ['src/parse.ts', 'src/errors.ts'] });
      const later = makeCommit({ subject: 'Add streaming mode (#6)', parents: [merge.sha] });
      const commits = [later, merge, fixTwo, feature, fixOne, root];
      const tags = [tag('v14.0.0', root), tag('v14.0.1', fixOne), tag('v14.0.2', fixTwo), tag('v14.1.0', later)];
      expect(view({ commits, tags, repository: 'r', repositoryUrl: URL, head: later.sha })).toEqual([
        ['14.1.0', 'Add streaming mode (#6) | Add CSV export (#3)', 'compare/v14.0.2...v14.1.0'],
        ['14.0.2', 'List excess arguments in the error message (#4)', 'compare/v14.0.1...v14.0.2'],
        ['14.0.1', 'Fix crash on empty input (#2)', 'compare/v14.0.0...v14.0.1'],
        ['14.0.0', 'Add the parser (#1)', 'releases/tag/v14.0.0'],
      ]);
    });

    it('cuts no release at a version tag out of order with the history', () => {
      const commits = linearHistory([
        makeCommit({ subject: 'Add streaming mode (#6)' }),
        makeCommit({ subject: 'Fix the exporter (#5)' }),
        makeCommit({ subject: 'Add CSV export (#4)' }),
        makeCommit({ subject: 'Fix crash on empty input (#3)' }),
        makeCommit({ subject: 'Add the tokenizer (#2)' }),
        makeCommit({ subject: 'Add the parser (#1)' }),
      ]);
      // A stray v0.0.1 cut after 2.x, and a v9.9.9 far ahead of its time between 1.0.0 and 1.1.0.
      const tags = [tag('v0.0.1', commits[0]!), tag('v2.1.0', commits[1]!), tag('v2.0.0', commits[2]!), tag('v1.1.0', commits[3]!), tag('v9.9.9', commits[4]!), tag('v1.0.0', commits[5]!)];
      expect(view({ commits, tags, repository: 'r', repositoryUrl: URL })).toEqual([
        [null, 'Add streaming mode (#6)', 'compare/v2.1.0...HEAD'],
        ['2.1.0', 'Fix the exporter (#5)', 'compare/v2.0.0...v2.1.0'],
        ['2.0.0', 'Add CSV export (#4)', 'compare/v1.1.0...v2.0.0'],
        ['1.1.0', 'Fix crash on empty input (#3) | Add the tokenizer (#2)', 'compare/v1.0.0...v1.1.0'],
        ['1.0.0', 'Add the parser (#1)', 'releases/tag/v1.0.0'],
      ]);
    });

    it('dates a release tagged afterwards by its commit', () => {
      const commits = linearHistory([
        makeCommit({ subject: 'Add CSV export (#2)', committerDate: '2021-03-01T10:00:00+00:00' }),
        makeCommit({ subject: 'Add the parser (#1)', committerDate: '2019-05-01T10:00:00+00:00' }),
      ]);
      const tags = [tag('v1.0.0', commits[0]!, '2021-03-01T11:00:00+00:00'), tag('v0.1.0', commits[1]!, '2024-02-02T10:00:00+00:00')];
      expect(buildChangelog({ commits, tags, repository: 'r', repositoryUrl: null }).releases.map((release) => `${release.version} ${release.date}`)).toEqual(['1.0.0 2021-03-01', '0.1.0 2019-05-01']);
    });

    it('leaves commits outside the scope out of the items, not out of the windows', () => {
      const commits = linearHistory([
        makeCommit({ subject: 'chore(release): publish plugin 1.2.0', files: ['packages/plugin/package.json', 'packages/plugin/CHANGELOG.md', 'package-lock.json'] }),
        makeCommit({ subject: 'Add a plugin hook (#3)', files: ['packages/plugin/src/hook.ts'] }),
        makeCommit({ subject: 'Fix crash on empty input (#2)', files: ['src/parse.ts', 'packages/plugin/src/parse.ts'] }),
        makeCommit({ subject: 'Add the parser (#1)', files: ['src/parse.ts'] }),
      ]);
      const tags = [tag('v1.1.0', commits[0]!), tag('v1.0.0', commits[3]!)];
      const releases = buildChangelog({ commits, tags, repository: 'r', repositoryUrl: null, scope: { path: '', exclude: ['packages/plugin'] } }).releases;
      expect(releases.map((release) => [release.version, release.commitCount, release.items.map((item) => item.text)])).toEqual([
        ['1.1.0', 1, ['Fix crash on empty input (#2)']],
        ['1.0.0', 1, ['Add the parser (#1)']],
      ]);
    });
  });

  it('gives releases of a maintenance branch the commits since their previous tag', () => {
    const root = makeCommit({ subject: 'Add the parser' });
    const mainOne = makeCommit({ subject: 'Add streaming mode', parents: [root.sha] });
    const stableOne = makeCommit({ subject: 'Fix crash on empty input', parents: [root.sha] });
    const mainTwo = makeCommit({ subject: 'Remove the legacy parser', parents: [mainOne.sha] });
    const stableTwo = makeCommit({ subject: 'Bump version to 1.0.1', parents: [stableOne.sha], files: ['lib/tool/version.rb'] });
    const commits = [mainTwo, stableTwo, stableOne, mainOne, root];
    const tags = [tag('v1.0.0', root), tag('v1.0.1', stableTwo), tag('v2.0.0', mainTwo)];
    const releases = buildChangelog({ commits, tags, repository: 'r', repositoryUrl: URL, head: mainTwo.sha }).releases;
    expect(releases.map((release) => [release.version, release.commitCount, release.compareUrl, release.items.map((item) => item.text)])).toEqual([
      ['2.0.0', 2, `${URL}/compare/v1.0.0...v2.0.0`, ['Remove the legacy parser', 'Add streaming mode']],
      ['1.0.1', 2, `${URL}/compare/v1.0.0...v1.0.1`, ['Fix crash on empty input']],
      ['1.0.0', 1, `${URL}/releases/tag/v1.0.0`, ['Add the parser']],
    ]);
  });

  it('reads a history with branch commits: a release holds what its merges brought in', () => {
    const root = makeCommit({ subject: 'Add the parser' });
    const branch = makeCommit({ subject: 'Handle unicode', parents: [root.sha] });
    const merge = makeCommit({ subject: 'Merge pull request #4 from o/unicode', body: 'Support unicode input', parents: [root.sha, branch.sha] });
    const releases = buildChangelog({ commits: [merge, branch, root], tags: [tag('v1.0.0', root), tag('v1.1.0', merge)], repository: 'r', repositoryUrl: null }).releases;
    expect(releases[0]).toMatchObject({ version: '1.1.0', commitCount: 2, items: [{ text: 'Support unicode input (#4)', commits: [merge.sha, branch.sha] }] });
  });

  it('links the oldest release of a history cut short to the previous version among the tags not read', () => {
    const commits = linearHistory([makeCommit({ subject: 'Add CSV export' }), makeCommit({ subject: 'Fix crash', parents: ['0'.repeat(40)] })]);
    const tags = [tag('v1.2.0', commits[0]!), tag('v1.1.0', { ...commits[1]!, sha: 'f'.repeat(40) }), tag('v1.0.0', { ...commits[1]!, sha: 'e'.repeat(40) })];
    expect(buildChangelog({ commits, tags, repository: 'r', repositoryUrl: URL }).releases[0]!.compareUrl).toBe(`${URL}/compare/v1.1.0...v1.2.0`);
  });

  it('groups a release’s dependency updates into one line', () => {
    const commits = linearHistory([
      makeCommit({ subject: 'Bump serde from 1.0.1 to 1.0.2', authorName: 'dependabot[bot]', files: ['Cargo.lock'] }),
      makeCommit({ subject: 'chore(deps): update rust crate clap to v4.5.1', authorName: 'renovate[bot]', files: ['Cargo.toml'] }),
      makeCommit({ subject: 'Fix crash' }),
    ]);
    const input = { commits, tags: [tag('v1.0.0', commits[0]!)], repository: 'r', repositoryUrl: null };
    expect(buildChangelog(input, { clustering: 'individual' }).releases[0]!.items.map((item) => item.text)).toEqual(['Updated 2 dependencies: clap v4.5.1, serde 1.0.1 → 1.0.2', 'Fix crash']);
    // Maintainers do not list a bot's updates: the release keeps the fix and counts all three commits.
    expect(buildChangelog(input).releases[0]).toMatchObject({ commitCount: 3, items: [{ text: 'Fix crash' }] });
  });

  it('keeps a person’s dependency upgrade and a fix to the package’s own manifest, and drops changes that touch no library code', () => {
    const commits = linearHistory([
      makeCommit({ subject: 'Bump linkify-it to 5.0.1 (#12)', files: ['package.json', 'package-lock.json'] }),
      makeCommit({ subject: 'build(deps-dev): bump eslint from 8.0.0 to 9.0.0', files: ['package.json', 'package-lock.json'] }),
      makeCommit({ subject: 'Port demo to vite build', files: ['support/demo_template/index.mjs', 'package.json'] }),
      makeCommit({ subject: 'Reduce spec tests output', files: ['package.json'] }),
      makeCommit({ subject: 'Fix CocoaPods (#3825)', files: ['Lib.podspec'] }),
      makeCommit({ subject: 'Update the podspec summary', files: ['Lib.podspec'] }),
      makeCommit({ subject: 'Deps bump', files: ['package.json'] }),
      makeCommit({ subject: 'Dev deps bump', files: ['package.json', 'package-lock.json'] }),
      makeCommit({ subject: 'Bump linkify-it / vite deps', files: ['package.json', 'package-lock.json'] }),
      makeCommit({ subject: 'Bump docusaurus to 3.5.2 (#40)', files: ['website/package.json', 'website/yarn.lock'] }),
      makeCommit({ subject: 'Remove unused comparison code', files: ['lib/parse.js'] }),
      makeCommit({ subject: 'fix: sign with the committer signature', files: ['Cargo.lock'] }),
      makeCommit({ subject: 'Fix crash on empty input', files: ['lib/parse.js', 'test/parse.js'] }),
    ]);
    const items = buildChangelog({ commits, tags: [tag('v1.0.0', commits[0]!)], repository: 'r', repositoryUrl: null }).releases[0]!.items;
    expect(items.map((item) => item.text)).toEqual(['Bump linkify-it to 5.0.1 (#12)', 'Fix CocoaPods (#3825)', 'Bump linkify-it / vite deps', 'Sign with the committer signature', 'Fix crash on empty input']);
  });

  it('never leaves a release empty when it shipped CI or internal work only', () => {
    const commits = linearHistory([
      makeCommit({ subject: 'chore: Release', files: ['Cargo.toml', 'Cargo.lock'] }),
      makeCommit({ subject: 'docs: Update changelog', files: ['CHANGELOG.md'] }),
      makeCommit({ subject: 'chore(ci): Add Linux arm builds', files: ['.github/workflows/release.yml'] }),
      makeCommit({ subject: 'feat: first', files: ['src/lib.rs'] }),
    ]);
    const tags = [tag('v1.0.1', commits[0]!), tag('v1.0.0', commits[3]!)];
    const releases = buildChangelog({ commits, tags, repository: 'r', repositoryUrl: null }).releases;
    expect(releases.map((release) => [release.version, release.items.map((item) => item.text)])).toEqual([
      ['1.0.1', ['**ci:** Add Linux arm builds']],
      ['1.0.0', ['First']],
    ]);
  });

  it('lists the documentation of a release cut for it, not of changes not released yet', () => {
    const commits = linearHistory([
      makeCommit({ subject: 'Fix the link to the guide', files: ['README.md'] }),
      makeCommit({ subject: 'Prepare release v1.8.1', files: ['VERSION', 'package.json'] }),
      makeCommit({ subject: 'Clarify parse doc', files: ['src/parse/index.js'] }),
      makeCommit({ subject: 'Add the Japanese and German locales to the list in the i18n doc', files: ['CHANGELOG.md', 'docs/i18n.md'] }),
      makeCommit({ subject: 'Add the ja locale', files: ['src/locale/ja/index.js'] }),
    ]);
    const tags = [tag('v1.8.1', commits[1]!), tag('v1.8.0', commits[4]!)];
    const releases = buildChangelog({ commits, tags, repository: 'r', repositoryUrl: null }).releases;
    // The README fix after the last tag makes no Unreleased section.
    expect(releases.map((release) => [release.version, release.items.map((item) => item.text)])).toEqual([
      // The docs site's page touches no library code and stays out, as ever.
      ['1.8.1', ['Clarify parse doc']],
      ['1.8.0', ['Add the ja locale']],
    ]);
  });

  it('says "Initial release" for a first release that took twenty changes or more since the first commit, and lists a smaller one', () => {
    const made = Array.from({ length: 21 }, (_, index) => makeCommit({ subject: `Add check number ${index + 1}`, files: [`src/check${index}.hs`] }));
    const commits = linearHistory([makeCommit({ subject: 'Warn about unquoted globs', files: ['src/glob.hs'] }), ...made]);
    const tags = [tag('v0.2.0', commits[0]!), tag('v0.1.0', commits[1]!)];
    const releases = buildChangelog({ commits, tags, repository: 'r', repositoryUrl: null }).releases;
    expect(releases.map((release) => [release.version, release.commitCount, release.items.map((item) => `${item.section}: ${item.text}`)])).toEqual([
      ['0.2.0', 1, ['Changed: Warn about unquoted globs']],
      ['0.1.0', 21, ['Added: Initial release']],
    ]);
    expect(releases[1]!.items[0]!.commits).toHaveLength(21);
    // Individual mode lists every change; a history cut short does not start with the first release.
    expect(buildChangelog({ commits, tags, repository: 'r', repositoryUrl: null }, { clustering: 'individual' }).releases[1]!.items).toHaveLength(21);
    const cutShort = commits.slice(0, -1);
    expect(buildChangelog({ commits: cutShort, tags, repository: 'r', repositoryUrl: null }).releases[1]!.items).toHaveLength(20);
    const small = linearHistory(made.slice(0, 19).map((commit) => ({ ...commit, parents: [] })));
    expect(buildChangelog({ commits: small, tags: [tag('v0.1.0', small[0]!)], repository: 'r', repositoryUrl: null }).releases[0]!.items).toHaveLength(19);
  });

  it('keeps what authors wrote into the CHANGELOG where they do so, except in individual mode', () => {
    const commits = linearHistory([
      makeCommit({ subject: 'Fix crash on empty input (#3)', files: ['CHANGELOG.md', 'src/parse.ts'] }),
      makeCommit({ subject: 'Speed up the tokenizer (#2)', files: ['src/tokenize.ts'] }),
      makeCommit({ subject: 'Add CSV export (#1)', files: ['CHANGELOG.md', 'src/export.ts'] }),
      makeCommit({ subject: 'feat!: drop Node 16 (#5)', files: ['package.json', 'src/index.ts'] }),
    ]);
    const input = { commits, tags: [tag('v1.0.0', commits[0]!)], repository: 'r', repositoryUrl: null };
    expect(buildChangelog(input).releases[0]!.items.map((item) => item.text)).toEqual(['**Breaking:** Drop Node 16 (#5)', 'Fix crash on empty input (#3)', 'Add CSV export (#1)']);
    expect(buildChangelog(input, { clustering: 'individual' }).releases[0]!.items).toHaveLength(4);
  });

  it('keeps every change of a release where only one author wrote the CHANGELOG with their change', () => {
    const commits = linearHistory([
      makeCommit({ subject: 'Add Japanese Hiragana locale (#2663)', files: ['src/locale/ja-Hira/index.js'] }),
      makeCommit({ subject: 'Add standalone months to the de locale (#2602)', files: ['src/locale/de/index.ts'] }),
      makeCommit({ subject: 'Fix the order of weekdays (#2636)', files: ['CHANGELOG.md', 'src/format/index.js'] }),
      makeCommit({ subject: 'Add previousDay (#2522)', files: ['src/previousDay/index.js'] }),
      makeCommit({ subject: 'Use 1 instead of ein in German durations (#2576)', files: ['src/locale/de/index.ts'] }),
    ]);
    // The neighbour release (2.24.0) writes none: across both, one change in five was written.
    const input = { commits, tags: [tag('v2.25.0', commits[0]!), tag('v2.24.0', commits[3]!)], repository: 'r', repositoryUrl: null };
    expect(buildChangelog(input).releases[0]!.items.map((item) => item.text)).toEqual(['Add Japanese Hiragana locale (#2663)', 'Add standalone months to the de locale (#2602)', 'Fix the order of weekdays (#2636)']);
  });

  it('counts a change as written when a later changelog-only commit of its release names its pull request', () => {
    const commits = linearHistory([
      makeCommit({ subject: 'v2.1.0', files: ['internal/version/version.txt'] }),
      makeCommit({ subject: 'docs(changelog): add entry for #41 and #44', files: ['CHANGELOG.md', 'website/docs/changelog.md'] }),
      makeCommit({ subject: 'fix: watch mode always runs the task (#44)', files: ['watch.go'] }),
      makeCommit({ subject: 'Speed up the template engine (#43)', files: ['templater.go'] }),
      makeCommit({ subject: 'Log the remote cache path (#42)', files: ['logger.go'] }),
      makeCommit({ subject: 'feat: add --trusted-hosts (#41)', files: ['remote.go', 'remote_test.go'] }),
      makeCommit({ subject: 'fix: quote paths on Windows (#40)', files: ['CHANGELOG.md', 'path.go'] }),
    ]);
    const items = buildChangelog({ commits, tags: [tag('v2.1.0', commits[0]!)], repository: 'r', repositoryUrl: null }).releases[0]!.items;
    expect(items.map((item) => item.text)).toEqual(['Watch mode always runs the task (#44)', 'Add `--trusted-hosts` (#41)', 'Quote paths on Windows (#40)']);
  });

  it('lists the changes of a release that failed to ship under the patch that repaired the release within the hour', () => {
    const commits = linearHistory([
      makeCommit({ subject: 'v3.2.1', files: ['internal/version/version.txt'] }),
      makeCommit({ subject: 'fix(ci): run pnpm install from the website directory', files: ['.github/workflows/release.yml'] }),
      makeCommit({ subject: 'v3.2.0', files: ['internal/version/version.txt'] }),
      makeCommit({ subject: 'feat: per-command timeout (#12)', files: ['timeout.go'] }),
      makeCommit({ subject: 'v3.1.0', files: ['internal/version/version.txt'] }),
      makeCommit({ subject: 'feat: first', files: ['task.go'] }),
    ]);
    const tags = [tag('v3.2.1', commits[0]!, '2026-08-18T17:23:38+02:00'), tag('v3.2.0', commits[2]!, '2026-08-18T17:14:13+02:00'), tag('v3.1.0', commits[4]!, '2026-07-01T10:00:00+02:00')];
    const releases = buildChangelog({ commits, tags, repository: 'r', repositoryUrl: null }).releases;
    expect(releases.map((release) => [release.version, release.items.map((item) => item.text), release.shippedIn])).toEqual([
      ['3.2.1', ['Per-command timeout (#12)'], undefined],
      ['3.2.0', [], '3.2.1'],
      ['3.1.0', ['First'], undefined],
    ]);
    expect(renderRelease(releases[1]!)).toContain('_Did not ship: 3.2.1 followed within the hour');
    // A patch a day later, or one that fixes the code, is a release of its own.
    const later = tags.map((one) => (one.name === 'v3.2.1' ? { ...one, date: '2026-08-19T17:23:38+02:00' } : one));
    expect(buildChangelog({ commits, tags: later, repository: 'r', repositoryUrl: null }).releases[1]!.items.map((item) => item.text)).toEqual(['Per-command timeout (#12)']);
    const fixing = commits.map((commit, index) => (index === 1 ? { ...commit, subject: 'fix: quote the shell path', files: [{ path: 'shell.go', additions: 3, deletions: 1 }] } : commit));
    expect(buildChangelog({ commits: fixing, tags, repository: 'r', repositoryUrl: null }).releases.map((release) => release.items.map((item) => item.text))).toEqual([['Quote the shell path'], ['Per-command timeout (#12)'], ['First']]);
  });

  it('is plain data', () => {
    const { commits, tags } = history();
    const changelog = buildChangelog({ commits, tags, repository: 'acme/tool', repositoryUrl: URL });
    expect(JSON.parse(JSON.stringify(changelog))).toEqual(changelog);
  });
});
