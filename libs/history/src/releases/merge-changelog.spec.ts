import type { Changelog, ChangelogItem } from '../model.js';
import { mergeIntoChangelog } from './merge-changelog.js';
import { renderMarkdown } from './render-markdown.js';

const EXISTING = `# Changelog

Hand-written introduction that must survive.

<!-- next-header -->
## [Unreleased] - ReleaseDate

- An old unreleased note

## [1.2.2] - 2024-04-01

### Fixed

- A fix, as its maintainer worded it ([#5](https://github.com/acme/tool/pull/5))

Some prose under the release.

## [1.0.0] - 2024-01-01

- First release

[Unreleased]: https://github.com/acme/tool/compare/v1.2.2...HEAD
[1.2.2]: https://github.com/acme/tool/compare/v1.0.0...v1.2.2
[1.0.0]: https://github.com/acme/tool/releases/tag/v1.0.0
`;

const item = (text: string) => ({ section: 'Added' as const, text, scope: null, breaking: false, commits: ['a'], references: { pullRequests: [], issues: [] } });

const CHANGELOG: Changelog = {
  repository: 'acme/tool',
  repositoryUrl: 'https://github.com/acme/tool',
  releases: [
    { version: null, tag: null, date: null, compareUrl: 'https://github.com/acme/tool/compare/v1.3.0...HEAD', commitCount: 1, items: [item('Add streaming')] },
    { version: '1.3.0', tag: 'v1.3.0', date: '2024-06-01', compareUrl: 'https://github.com/acme/tool/compare/v1.2.2...v1.3.0', commitCount: 3, items: [item('Add CSV export')] },
    { version: '1.2.2', tag: 'v1.2.2', date: '2024-04-01', compareUrl: 'https://github.com/acme/tool/compare/v1.0.0...v1.2.2', commitCount: 3, items: [item('Generated text that must not replace the hand-written one')] },
    { version: '1.1.0', tag: 'v1.1.0', date: '2024-02-01', compareUrl: 'https://github.com/acme/tool/compare/v1.0.0...v1.1.0', commitCount: 3, items: [item('A version the file left out')] },
  ],
};

describe('mergeIntoChangelog', () => {
  const merged = mergeIntoChangelog(EXISTING, CHANGELOG);

  it('keeps the header, the existing releases and their prose untouched', () => {
    expect(merged.startsWith('# Changelog\n\nHand-written introduction that must survive.\n\n<!-- next-header -->\n')).toBe(true);
    expect(merged).toContain('- A fix, as its maintainer worded it ([#5](https://github.com/acme/tool/pull/5))\n\nSome prose under the release.');
    expect(merged).toContain('## [1.0.0] - 2024-01-01\n\n- First release');
    expect(merged).not.toContain('Generated text that must not replace');
  });

  it('adds new releases above the existing ones, not older versions the file left out', () => {
    const headings = merged.split('\n').filter((line) => line.startsWith('## '));
    expect(headings).toEqual(['## [Unreleased] - ReleaseDate', '## [1.3.0] - 2024-06-01', '## [1.2.2] - 2024-04-01', '## [1.0.0] - 2024-01-01']);
    expect(merged).toContain('## [1.3.0] - 2024-06-01\n\n### Added\n\n- Add CSV export\n');
  });

  it('replaces the Unreleased items and keeps its heading', () => {
    expect(merged).toContain('## [Unreleased] - ReleaseDate\n\n### Added\n\n- Add streaming\n');
    expect(merged).not.toContain('An old unreleased note');
  });

  it('adds link definitions for new releases and moves the Unreleased link', () => {
    expect(merged.trimEnd().split('\n').slice(-4)).toEqual([
      '[unreleased]: https://github.com/acme/tool/compare/v1.3.0...HEAD',
      '[1.3.0]: https://github.com/acme/tool/compare/v1.2.2...v1.3.0',
      '[1.2.2]: https://github.com/acme/tool/compare/v1.0.0...v1.2.2',
      '[1.0.0]: https://github.com/acme/tool/releases/tag/v1.0.0',
    ]);
  });

  it('is stable when run again with the same changelog', () => {
    expect(mergeIntoChangelog(merged, CHANGELOG)).toBe(merged);
  });

  it('writes a whole changelog into an empty file, and adds an Unreleased section to a file without one', () => {
    expect(mergeIntoChangelog('', CHANGELOG)).toBe(renderMarkdown(CHANGELOG));
    const withoutUnreleased = mergeIntoChangelog('# Changelog\n\n## 1.2.2 (2024-04-01)\n\n* Fixed things\n', CHANGELOG);
    expect(withoutUnreleased.split('\n').filter((line) => line.startsWith('## '))).toEqual(['## [Unreleased]', '## [1.3.0] - 2024-06-01', '## 1.2.2 (2024-04-01)']);
    expect(withoutUnreleased).toContain('* Fixed things');
    expect(withoutUnreleased.trimEnd().split('\n').slice(-2)).toEqual(['[unreleased]: https://github.com/acme/tool/compare/v1.3.0...HEAD', '[1.3.0]: https://github.com/acme/tool/compare/v1.2.2...v1.3.0']);
  });

  it('follows the heading level the file uses for versions', () => {
    const result = mergeIntoChangelog('# Changelog\n\n# v1.2.2\n\n- Fixed things\n', CHANGELOG);
    expect(result).toContain('# [1.3.0] - 2024-06-01\n\n## Added\n\n- Add CSV export');
  });
});

describe('mergeIntoChangelog with what people write', () => {
  const change = (text: string, extra: Partial<ChangelogItem> = {}): ChangelogItem => ({ section: 'Fixed', text, scope: null, breaking: false, commits: [`${text.length}abc`], references: { pullRequests: [], issues: [] }, ...extra });
  const built = (unreleasedItems: ChangelogItem[], releaseItems: ChangelogItem[] = []): Changelog => ({
    repository: 'acme/tool',
    repositoryUrl: 'https://github.com/acme/tool',
    releases: [
      { version: null, tag: null, date: null, compareUrl: 'https://github.com/acme/tool/compare/v1.3.0...HEAD', commitCount: 2, items: unreleasedItems },
      { version: '1.3.0', tag: 'v1.3.0', date: '2024-06-01', compareUrl: 'https://github.com/acme/tool/compare/v1.2.0...v1.3.0', commitCount: 2, items: releaseItems },
      { version: '1.2.0', tag: 'v1.2.0', date: '2024-04-01', compareUrl: null, commitCount: 1, items: [] },
    ],
  });
  const headings = (markdown: string) => markdown.split('\n').filter((line) => /^#{1,3} /.test(line));

  it('keeps code spans, links, emphasis, nested lists and reference definitions byte for byte', () => {
    const written = [
      '# Changelog',
      '',
      '## [1.2.0] - 2024-04-01',
      '',
      '### Fixed',
      '',
      '* `parse()` keeps *emphasis* and **strong** text ([#12](https://github.com/acme/tool/pull/12))',
      '  * nested: see [the guide][guide] and <https://example.com/a_b>',
      '    1. deeper, with `a|b` and a_snake_case word',
      '',
      '[1.2.0]: https://github.com/acme/tool/compare/v1.1.0...v1.2.0',
      '[guide]: https://example.com/guide',
      '',
    ].join('\n');
    const merged = mergeIntoChangelog(written, built([change('Fix the lexer')]));
    expect(merged).toContain(written.slice(written.indexOf('## [1.2.0]'), written.indexOf('\n\n[1.2.0]:')));
    expect(merged).toContain('[1.2.0]: https://github.com/acme/tool/compare/v1.1.0...v1.2.0\n[guide]: https://example.com/guide');
    // The added items use the file's own bullet.
    expect(merged).toContain('### Fixed\n\n* Fix the lexer\n');
  });

  it.each([
    ['## [Unreleased]'],
    ['## Unreleased'],
    ['## unreleased changes'],
    ['## [vNext]'],
    ['## main'],
    ['## 1.4.0 (pending)'],
    ['## 1.4.0'],
  ])('finds the Unreleased section under %j and makes no second one', (heading) => {
    const written = `# Changelog\n\n${heading}\n\n## 1.2.0 - 2024-04-01\n\n- Old fix\n`;
    const merged = mergeIntoChangelog(written, built([change('Fix the lexer')]));
    expect(headings(merged)).toEqual(['# Changelog', heading, '### Fixed', '## [1.3.0] - 2024-06-01', '## 1.2.0 - 2024-04-01']);
    expect(merged).toContain(`${heading}\n\n### Fixed\n\n- Fix the lexer\n`);
    // The compare link is defined only where a heading uses it.
    expect(merged.includes('[unreleased]: https://github.com/acme/tool/compare/v1.3.0...HEAD')).toBe(heading === '## [Unreleased]');
  });

  it('keeps a written Unreleased section as it is when asked to, and adds none', () => {
    const written = '# Changelog\n\n## 1.4.0 (in progress)\n\n- Lexer fixed, by hand\n\n## 1.2.0 - 2024-04-01\n\n- Old fix\n';
    const merged = mergeIntoChangelog(written, built([change('Fix the lexer')]), { keepWrittenUnreleased: true });
    expect(headings(merged)).toEqual(['# Changelog', '## 1.4.0 (in progress)', '## [1.3.0] - 2024-06-01', '## 1.2.0 - 2024-04-01']);
    expect(merged).toContain('- Lexer fixed, by hand');
    expect(merged).not.toContain('Fix the lexer');
  });

  it('takes a version the history has tagged for a release, even when its heading still says pending', () => {
    const written = '# Changelog\n\n## 1.3.0 (pending)\n\n- Written before the tag\n\n## 1.2.0 - 2024-04-01\n\n- Old fix\n';
    const merged = mergeIntoChangelog(written, built([change('Fix the lexer')], [change('Add CSV export')]));
    expect(headings(merged)).toEqual(['# Changelog', '## [Unreleased]', '### Fixed', '## 1.3.0 (pending)', '## 1.2.0 - 2024-04-01']);
  });

  it('does not add an item the file lists already: same pull request, same commit or same words', () => {
    const written = [
      '# Changelog',
      '',
      '## Unreleased',
      '',
      '## 1.2.0 - 2024-04-01',
      '',
      '- Parser: handle tabs ([#31](https://github.com/acme/tool/pull/31))',
      '- Lexer rewrite (commit 9f8e7d6)',
      '- Fix `crash()` on empty input.',
      '',
    ].join('\n');
    const items = [
      change('Handle tabs in the parser (#31)', { references: { pullRequests: [31], issues: [] } }),
      change('Rewrite the lexer', { commits: ['9f8e7d6c5b4a'] }),
      change('**Breaking:** fix crash() on empty input (#40)', { breaking: true }),
      change('Fix the lexer'),
    ];
    const merged = mergeIntoChangelog(written, built(items, [change('Handle tabs in the parser (#31)', { references: { pullRequests: [31], issues: [] } })]));
    expect(merged.match(/^- .*$/gm)).toEqual(['- Fix the lexer', '- Parser: handle tabs ([#31](https://github.com/acme/tool/pull/31))', '- Lexer rewrite (commit 9f8e7d6)', '- Fix `crash()` on empty input.']);
    // A release whose every item the file lists already says so instead of saying nothing.
    expect(merged).toContain('## [1.3.0] - 2024-06-01\n\nIts changes are listed elsewhere in this changelog, as its authors wrote them.\n');
  });

  it('keeps a second unreleased-looking section the file has, as written', () => {
    const written = '# Changelog\n\n## Unreleased\n\n- One\n\n## Upcoming\n\n- Two\n\n## 1.2.0 - 2024-04-01\n\n- Old fix\n';
    const merged = mergeIntoChangelog(written, built([change('Fix the lexer')]), { keepWrittenUnreleased: true });
    expect(headings(merged)).toEqual(['# Changelog', '## Unreleased', '## [1.3.0] - 2024-06-01', '## Upcoming', '## 1.2.0 - 2024-04-01']);
    expect(merged).toContain('- Two');
  });
});
