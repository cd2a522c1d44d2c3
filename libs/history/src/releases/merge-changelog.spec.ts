import type { Changelog } from '../model.js';
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
