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
    expect(changelog.releases.map((release) => [release.version, release.tag, release.date, release.commitCount])).toEqual([
      [null, null, null, 1],
      ['1.1.0', 'v1.1.0', '2024-06-02', 2],
      ['1.1.0-rc.1', 'v1.1.0-rc.1', '2024-05-01', 3],
      ['1.0.0', 'v1.0.0', '2024-03-09', 2],
    ]);
    expect(changelog.releases.map((release) => release.items.map((item) => `${item.section}: ${item.text}`))).toEqual([
      ['Added: Add streaming mode (#9)'],
      ['Fixed: Fix crash on empty input (#8)'],
      ['Added: Add CSV export (#7)', 'Removed: Remove the legacy parser (#6)'],
      ['Changed: Write the parser'],
    ]);
  });

  it('links each release to the comparison with the previous tag', () => {
    const { commits, tags } = history();
    const links = buildChangelog({ commits, tags, repository: 'acme/tool', repositoryUrl: URL }).releases.map((release) => release.compareUrl);
    expect(links).toEqual([
      `${URL}/compare/v1.1.0...HEAD`,
      `${URL}/compare/v1.1.0-rc.1...v1.1.0`,
      `${URL}/compare/v1.0.0...v1.1.0-rc.1`,
      `${URL}/releases/tag/v1.0.0`,
    ]);
  });

  it('has no links without a repository URL, and uses GitLab paths on GitLab', () => {
    const { commits, tags } = history();
    expect(buildChangelog({ commits, tags, repository: 'tool', repositoryUrl: null }).releases.every((release) => release.compareUrl === null)).toBe(true);
    const gitlab = buildChangelog({ commits, tags, repository: 'g/tool', repositoryUrl: 'https://gitlab.com/g/tool' }).releases;
    expect(gitlab[1]!.compareUrl).toBe('https://gitlab.com/g/tool/-/compare/v1.1.0-rc.1...v1.1.0');
  });

  it('omits an Unreleased section that holds only noise, and handles a history without tags', () => {
    const commits = linearHistory([makeCommit({ subject: 'Update readme', files: ['README.md'] }), makeCommit({ subject: 'Add CSV export' })]);
    expect(buildChangelog({ commits, tags: [tag('v1.0.0', commits[1]!)], repository: 'r', repositoryUrl: URL }).releases.map((r) => r.version)).toEqual(['1.0.0']);
    const untagged = buildChangelog({ commits, tags: [], repository: 'r', repositoryUrl: URL }).releases;
    expect(untagged).toMatchObject([{ version: null, compareUrl: null, commitCount: 2, items: [{ text: 'Add CSV export' }] }]);
  });

  it('takes the highest version when several release tags name one commit', () => {
    const commits = linearHistory([makeCommit({ subject: 'Add CSV export' })]);
    const releases = buildChangelog({ commits, tags: [tag('v2.0.0-rc.2', commits[0]!), tag('v2.0.0', commits[0]!)], repository: 'r', repositoryUrl: null }).releases;
    expect(releases.map((release) => release.version)).toEqual(['2.0.0']);
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

  it('keeps a person’s dependency upgrade and drops changes that touch no library code', () => {
    const commits = linearHistory([
      makeCommit({ subject: 'Bump linkify-it to 5.0.1 (#12)', files: ['package.json', 'package-lock.json'] }),
      makeCommit({ subject: 'build(deps-dev): bump eslint from 8.0.0 to 9.0.0', files: ['package.json', 'package-lock.json'] }),
      makeCommit({ subject: 'Port demo to vite build', files: ['support/demo_template/index.mjs', 'package.json'] }),
      makeCommit({ subject: 'Reduce spec tests output', files: ['package.json'] }),
      makeCommit({ subject: 'fix: sign with the committer signature', files: ['Cargo.lock'] }),
      makeCommit({ subject: 'Fix crash on empty input', files: ['lib/parse.js', 'test/parse.js'] }),
    ]);
    const items = buildChangelog({ commits, tags: [tag('v1.0.0', commits[0]!)], repository: 'r', repositoryUrl: null }).releases[0]!.items;
    expect(items.map((item) => item.text)).toEqual(['Bump linkify-it to 5.0.1 (#12)', 'Sign with the committer signature', 'Fix crash on empty input']);
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

  it('is plain data', () => {
    const { commits, tags } = history();
    const changelog = buildChangelog({ commits, tags, repository: 'acme/tool', repositoryUrl: URL });
    expect(JSON.parse(JSON.stringify(changelog))).toEqual(changelog);
  });
});
