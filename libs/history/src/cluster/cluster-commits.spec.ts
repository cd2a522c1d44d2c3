import { classifyCommit } from '../classify/classify-commit.js';
import type { ClassifiedCommit, Commit } from '../model.js';
import { linearHistory, makeCommit } from '../testing/factories.js';
import { clusterCommits } from './cluster-commits.js';

const classify = (commits: Commit[]): ClassifiedCommit[] => commits.map(classifyCommit);
const texts = (commits: Commit[], mode: Parameters<typeof clusterCommits>[1]) => clusterCommits(classify(commits), mode).map((item) => item.text);

describe('clusterCommits: every mode', () => {
  it('leaves noise out and cancels a revert together with the commit it reverts', () => {
    const added = makeCommit({ subject: 'Add a --json flag', files: ['src/cli.ts'] });
    const history = linearHistory([
      makeCommit({ subject: `Revert "Add a --json flag"`, body: `This reverts commit ${added.sha}.`, files: ['src/cli.ts'] }),
      makeCommit({ subject: 'Update readme', files: ['README.md'] }),
      makeCommit({ subject: 'Fix crash on empty input', files: ['src/parse.ts'] }),
      added,
    ]);
    for (const mode of ['individual', 'minimal', 'balanced', 'aggressive'] as const) {
      expect(texts(history, mode)).toEqual(['Fix crash on empty input']);
    }
  });

  it('keeps a revert whose target is outside the commits, under the section it undoes', () => {
    const items = clusterCommits(classify([makeCommit({ subject: 'Revert "Add a --json flag"', body: 'This reverts commit 0123456789abcdef0123456789abcdef01234567.' })]), 'minimal');
    expect(items).toMatchObject([{ section: 'Removed', text: 'Revert "Add a `--json` flag"' }]);
  });

  it('cancels a revert of a revert with the first revert, keeping the original change', () => {
    const history = linearHistory([
      makeCommit({ subject: 'Revert "Revert "Add a --json flag""' }),
      makeCommit({ subject: 'Revert "Add a --json flag"' }),
      makeCommit({ subject: 'Add a --json flag' }),
    ]);
    expect(texts(history, 'minimal')).toEqual(['Add a `--json` flag']);
  });

  it('groups dependency updates into one line with names, versions and counts', () => {
    const history = linearHistory([
      makeCommit({ subject: 'Bump serde from 1.0.2 to 1.0.3', authorName: 'dependabot[bot]', files: ['Cargo.lock'] }),
      makeCommit({ subject: 'Fix crash on empty input', files: ['src/parse.rs'] }),
      makeCommit({ subject: 'Bump clap from 4.1.0 to 4.2.0 (#41)', authorName: 'dependabot[bot]', files: ['Cargo.toml', 'Cargo.lock'] }),
      makeCommit({ subject: 'Bump serde from 1.0.1 to 1.0.2', authorName: 'dependabot[bot]', files: ['Cargo.lock'] }),
    ]);
    const items = clusterCommits(classify(history), 'minimal');
    expect(items.map((item) => item.text)).toEqual(['Updated 2 dependencies: serde 1.0.1 → 1.0.3, clap 4.1.0 → 4.2.0', 'Fix crash on empty input']);
    expect(items[0]).toMatchObject({ section: 'Changed', commits: [history[0]!.sha, history[2]!.sha, history[3]!.sha], references: { pullRequests: [41], issues: [] } });
  });

  it('formats items: capital letter, no trailing period, scope, breaking marker, references', () => {
    const items = clusterCommits(classify([makeCommit({ subject: 'feat(cli)!: add a --json flag. (#12)', body: 'Closes #7' })]), 'individual');
    expect(items).toEqual([
      { section: 'Added', text: '**Breaking:** **cli:** Add a `--json` flag (#12, #7)', scope: 'cli', breaking: true, commits: [expect.any(String)], references: { pullRequests: [12], issues: [7] } },
    ]);
  });
});

describe('clusterCommits: individual', () => {
  it('lists every kept commit, repeats and fixups included', () => {
    const history = linearHistory([
      makeCommit({ subject: 'fixup! Add a --json flag' }),
      makeCommit({ subject: 'Add a --json flag' }),
      makeCommit({ subject: 'Add a --json flag' }),
    ]);
    expect(texts(history, 'individual')).toEqual(['Add a `--json` flag', 'Add a `--json` flag', 'Add a `--json` flag']);
  });
});

describe('clusterCommits: minimal', () => {
  it('makes one item of the commits of one pull request, read as its oldest commit', () => {
    const history = linearHistory([
      makeCommit({ subject: 'Address review comments (#12)' }),
      makeCommit({ subject: 'Add CSV export (#12)' }),
      makeCommit({ subject: 'Fix crash on empty input (#11)' }),
    ]);
    const items = clusterCommits(classify(history), 'minimal');
    expect(items.map((item) => item.text)).toEqual(['Add CSV export (#12)', 'Fix crash on empty input (#11)']);
    expect(items[0]!.commits).toEqual([history[0]!.sha, history[1]!.sha]);
  });

  it('folds a merged branch into its pull request merge, which gives the text', () => {
    const base = makeCommit({ subject: 'Initial commit' });
    const branchOne = makeCommit({ subject: 'Write the exporter', parents: [base.sha] });
    const branchTwo = makeCommit({ subject: 'Handle unicode', parents: [branchOne.sha] });
    const mainline = makeCommit({ subject: 'Fix typo in docs', parents: [base.sha], files: ['docs/a.md'] });
    const merge = makeCommit({ subject: 'Merge pull request #5 from o/export', body: 'Add CSV export', parents: [mainline.sha, branchTwo.sha] });
    const items = clusterCommits(classify([merge, branchTwo, branchOne, mainline, base]), 'minimal');
    expect(items.map((item) => item.text)).toEqual(['Add CSV export (#5)']);
    expect(items[0]!.commits).toEqual([merge.sha, branchTwo.sha, branchOne.sha]);
  });

  it('folds fixup! and squash! commits into their target', () => {
    const history = linearHistory([
      makeCommit({ subject: 'squash! fixup! feat: add CSV export' }),
      makeCommit({ subject: 'fixup! feat: add CSV export' }),
      makeCommit({ subject: 'Fix crash on empty input' }),
      makeCommit({ subject: 'feat: add CSV export' }),
    ]);
    const items = clusterCommits(classify(history), 'minimal');
    expect(items.map((item) => item.text)).toEqual(['Add CSV export', 'Fix crash on empty input']);
    expect(items[0]!.commits).toHaveLength(3);
  });

  it('makes one item of repeated subjects and of numbered series', () => {
    const history = linearHistory([
      makeCommit({ subject: 'Migrate to TS (pass 2, rules)' }),
      makeCommit({ subject: 'Update the parser.' }),
      makeCommit({ subject: 'update the parser' }),
      makeCommit({ subject: 'Migrate to TS (pass 1, rename)' }),
    ]);
    expect(texts(history, 'minimal')).toEqual(['Migrate to TS', 'Update the parser']);
  });

  it('keeps the parts of a series together even when one part reads as a fix', () => {
    const history = linearHistory([makeCommit({ subject: 'Migrate to TS (pass 2, renderer and minor fixes)' }), makeCommit({ subject: 'Migrate to TS (pass 1, rename)' })]);
    expect(clusterCommits(classify(history), 'minimal')).toMatchObject([{ section: 'Changed', text: 'Migrate to TS' }]);
  });

  it('makes one item of a branch applied in one go (one author, one committer date, written earlier), read as its oldest commit', () => {
    const applied = '2020-01-01T11:54:01+01:00';
    const by = (subject: string, authorDate: string, files: string[], more: Partial<Commit> = {}) => makeCommit({ subject, authorName: 'Simon', authorDate, committerDate: applied, files, ...more });
    const history = linearHistory([
      makeCommit({ subject: 'Hide --one-file-system from the short help', authorDate: '2020-01-01T11:21:30+01:00', committerDate: applied, files: ['src/app.rs'] }),
      by('Add aliases for --one-file-system', '2019-12-30T22:10:18+01:00', ['src/app.rs']),
      by('Rename --same-file-system to --one-file-system', '2019-12-30T21:49:22+01:00', ['src/app.rs', 'src/walk.rs', 'tests/tests.rs']),
      by('Add tests for --same-file-system', '2019-11-14T22:27:53+01:00', ['tests/tests.rs']),
      by('Add same file system functionality', '2019-11-14T21:55:40+01:00', ['src/app.rs', 'src/walk.rs']),
      // Pushed by the same author, but each commit on its own: committed when written.
      makeCommit({ subject: 'Quit when the channel is closed', authorName: 'Simon', authorDate: '2019-11-10T10:00:00+01:00', committerDate: '2019-11-10T10:00:00+01:00', files: ['src/walk.rs'] }),
      makeCommit({ subject: 'Update the help text', authorName: 'Simon', authorDate: '2019-11-09T10:00:00+01:00', committerDate: '2019-11-09T10:00:00+01:00', files: ['src/app.rs'] }),
    ]);
    const items = clusterCommits(classify(history), 'minimal');
    expect(items.map((item) => [item.text, item.commits.length])).toEqual([
      ['Hide `--one-file-system` from the short help', 1],
      ['Add same file system functionality', 3],
      ['Quit when the channel is closed', 1],
      ['Update the help text', 1],
    ]);
  });

  it('keeps apart commits applied together that change unrelated files (backports picked in one go) or name other pull requests', () => {
    const applied = '2024-07-11T13:00:49+12:00';
    const history = linearHistory([
      makeCommit({ subject: 'Fix encoding of IO-like bodies in MockRequest', authorName: 'Jeremy', authorDate: '2024-07-03T15:26:15-07:00', committerDate: applied, files: ['lib/rack/mock_request.rb', 'test/spec_mock_request.rb'] }),
      makeCommit({ subject: 'Keep escaped quotes in content-disposition filenames', authorName: 'Jeremy', authorDate: '2024-07-05T13:42:46-07:00', committerDate: applied, files: ['lib/rack/multipart/parser.rb', 'test/spec_multipart.rb'] }),
      makeCommit({ subject: 'Speed up the parser (#12)', authorName: 'Jeremy', authorDate: '2024-07-01T10:00:00-07:00', committerDate: applied, files: ['lib/rack/multipart/parser.rb'] }),
    ]);
    expect(texts(history, 'minimal')).toEqual(['Fix encoding of IO-like bodies in MockRequest', 'Keep escaped quotes in content-disposition filenames', 'Speed up the parser (#12)']);
  });

  it('does not repeat a reference the description already shows', () => {
    expect(texts([makeCommit({ subject: 'Add reference_definition token, #1055 (#1055)' })], 'minimal')).toEqual(['Add `reference_definition` token, #1055']);
  });

  it('keeps items that only look alike', () => {
    const history = linearHistory([makeCommit({ subject: 'Fix crash in the parser' }), makeCommit({ subject: 'Fix crash in the parser when input is empty' })]);
    expect(texts(history, 'minimal')).toHaveLength(2);
  });
});

describe('clusterCommits: balanced', () => {
  it('merges items of the same section and scope that say the same thing, keeping the longest text', () => {
    const history = linearHistory([
      makeCommit({ subject: 'fix(parser): crash on empty input' }),
      makeCommit({ subject: 'fix(render): crash on empty input' }),
      makeCommit({ subject: 'fix(parser): crash on empty input lines (#3)' }),
      makeCommit({ subject: 'feat(parser): crash reporting' }),
    ]);
    const items = clusterCommits(classify(history), 'balanced');
    expect(items.map((item) => item.text)).toEqual(['**parser:** Crash on empty input lines (#3)', '**render:** Crash on empty input', '**parser:** Crash reporting']);
    expect(items[0]!.commits).toEqual([history[0]!.sha, history[2]!.sha]);
  });
});

describe('clusterCommits: aggressive', () => {
  it('groups items of a section by scope, and without a scope by the directory they change', () => {
    const history = linearHistory([
      makeCommit({ subject: 'fix(parser): crash on empty input (#4)' }),
      makeCommit({ subject: 'Fix table borders', files: ['src/render/table.ts'] }),
      makeCommit({ subject: 'fix(parser): wrong line numbers (#3)' }),
      makeCommit({ subject: 'Fix column widths', files: ['src/render/columns.ts', 'test/columns.spec.ts'] }),
      makeCommit({ subject: 'feat(parser): add a streaming mode' }),
      makeCommit({ subject: 'Fix README links', files: ['README.md', 'index.js'] }),
    ]);
    expect(texts(history, 'aggressive')).toEqual([
      '**parser:** Crash on empty input; wrong line numbers (#3, #4)',
      '**render:** Fix table borders; fix column widths',
      '**parser:** Add a streaming mode',
      'Fix README links',
    ]);
  });
});
