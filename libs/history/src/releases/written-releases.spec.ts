import { writtenReleases } from './written-releases.js';

describe('writtenReleases', () => {
  it('reads a Keep a Changelog file: the level-2 releases, their subsections kept in their text', () => {
    const text = [
      '# Changelog',
      '',
      'All notable changes.',
      '',
      '## [Unreleased]',
      '',
      '## [1.2.0] - 2024-05-01',
      '',
      '### Added',
      '',
      '- Retries.',
      '',
      '```md',
      '## 9.9.9 inside a fence',
      '```',
      '',
      '## [1.1.0] - 2024-04-01',
      '- Fixed the order.',
      '',
      '[1.2.0]: https://example.com/compare/v1.1.0...v1.2.0',
    ].join('\n');
    expect(writtenReleases(text)).toEqual([
      { heading: '[Unreleased]', version: null, unreleased: true, body: '' },
      { heading: '[1.2.0] - 2024-05-01', version: '1.2.0', unreleased: false, body: '### Added\n\n- Retries.\n\n```md\n## 9.9.9 inside a fence\n```' },
      { heading: '[1.1.0] - 2024-04-01', version: '1.1.0', unreleased: false, body: '- Fixed the order.' },
    ]);
  });

  it('reads a History.md whose releases are underlined, after a notice and a rule', () => {
    const text = ['> Releases are on GitHub now.', '', '---', '', '3.0.0-alpha.3 / 2025-02-11', '==================', '', '**fixes**', '- Avoid redos on host', '', '2.16.1 / 2024-04-02', '==================', '', '  * Fix the redirect'].join('\n');
    expect(writtenReleases(text).map(({ version, body }) => [version, body])).toEqual([
      ['3.0.0-alpha.3', '**fixes**\n- Avoid redos on host'],
      ['2.16.1', '  * Fix the redirect'],
    ]);
  });

  it('reads a CHANGES.rst, ranking underline styles as they first appear', () => {
    const text = ['=======', 'Changes', '=======', '', 'Version 2.3.0', '-------------', '', 'Unreleased', '', '-   Drop Python 3.8.', '', 'Version 2.2.0', '-------------', '', 'Released 2024-04-16', '', 'Details', '~~~~~~~', '', '-   Use flit.'].join('\n');
    expect(writtenReleases(text, 'rst').map(({ heading, version, body }) => [heading, version, body])).toEqual([
      ['Version 2.3.0', '2.3.0', 'Unreleased\n\n-   Drop Python 3.8.'],
      ['Version 2.2.0', '2.2.0', 'Released 2024-04-16\n\nDetails\n~~~~~~~\n\n-   Use flit.'],
    ]);
  });

  it('finds no release in a file without version headings', () => {
    expect(writtenReleases('# Notes\n\nNothing released.\n')).toEqual([]);
  });
});
