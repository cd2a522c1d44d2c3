import type { Changelog, ChangelogItem } from '../model.js';
import { renderMarkdown } from './render-markdown.js';

const item = (section: ChangelogItem['section'], text: string): ChangelogItem => ({ section, text, scope: null, breaking: false, commits: ['a'], references: { pullRequests: [], issues: [] } });

const CHANGELOG: Changelog = {
  repository: 'acme/tool',
  repositoryUrl: 'https://github.com/acme/tool',
  releases: [
    { version: null, tag: null, date: null, compareUrl: 'https://github.com/acme/tool/compare/v1.2.3...HEAD', commitCount: 2, items: [item('Fixed', 'Fix crash (#9)')] },
    {
      version: '1.2.3',
      tag: 'v1.2.3',
      date: '2024-05-01',
      compareUrl: 'https://github.com/acme/tool/compare/v1.2.2...v1.2.3',
      commitCount: 5,
      items: [item('Security', 'Escape file names'), item('Fixed', 'Fix the parser'), item('Added', 'Add CSV export'), item('Removed', 'Remove the v1 API'), item('Added', 'Add JSON export')],
    },
    { version: '1.2.2', tag: 'v1.2.2', date: '2024-04-01', compareUrl: null, commitCount: 1, items: [] },
  ],
};

describe('renderMarkdown', () => {
  const markdown = renderMarkdown(CHANGELOG);
  const lines = markdown.split('\n');

  it('starts with the Keep a Changelog header and its links', () => {
    expect(lines[0]).toBe('# Changelog');
    expect(markdown).toContain('[Keep a Changelog](https://keepachangelog.com/en/1.1.0/)');
    expect(markdown).toContain('[Semantic Versioning](https://semver.org/spec/v2.0.0.html)');
  });

  it('writes release headings newest first, with dates', () => {
    expect(lines.filter((line) => line.startsWith('## '))).toEqual(['## [Unreleased]', '## [1.2.3] - 2024-05-01', '## [1.2.2] - 2024-04-01']);
  });

  it('writes sections in Keep a Changelog order with their items', () => {
    const release = markdown.slice(markdown.indexOf('## [1.2.3]'), markdown.indexOf('## [1.2.2]'));
    expect(release.split('\n').filter((line) => line.startsWith('### ') || line.startsWith('- '))).toEqual([
      '### Added',
      '- Add CSV export',
      '- Add JSON export',
      '### Removed',
      '- Remove the v1 API',
      '### Fixed',
      '- Fix the parser',
      '### Security',
      '- Escape file names',
    ]);
  });

  it('ends with link reference definitions for the releases that have a link', () => {
    expect(lines.slice(-3)).toEqual(['[unreleased]: https://github.com/acme/tool/compare/v1.2.3...HEAD', '[1.2.3]: https://github.com/acme/tool/compare/v1.2.2...v1.2.3', '']);
    expect(markdown).not.toContain('[1.2.2]:');
  });

  it('opens a breaking item with **Breaking:** in its own section, once', () => {
    const breaking = (text: string): ChangelogItem => ({ ...item('Removed', text), breaking: true });
    const release = renderMarkdown({ ...CHANGELOG, releases: [{ ...CHANGELOG.releases[1]!, items: [breaking('Drop support for Node < 18'), breaking('**Breaking:** Remove the v1 API')] }] });
    expect(release.split('\n').filter((line) => line.startsWith('### ') || line.startsWith('- '))).toEqual([
      '### Removed',
      '- **Breaking:** Drop support for Node < 18',
      '- **Breaking:** Remove the v1 API',
    ]);
  });

  it('separates blocks with single blank lines', () => {
    expect(markdown).not.toMatch(/\n{3,}/);
    expect(markdown.endsWith('\n')).toBe(true);
  });
  it('says why a release has no items instead of leaving a bare heading', () => {
    const release = (version: string, commitCount: number) => ({ version, tag: `v${version}`, date: '2024-05-01', compareUrl: null, items: [], commitCount });
    const text = renderMarkdown({ repository: 'r', repositoryUrl: null, releases: [release('1.0.2', 0), release('1.0.1', 1)] });
    expect(text).toContain('## [1.0.2] - 2024-05-01\n\n_No changes of its own: tagged on a commit the release below already holds._\n');
    expect(text).toContain('## [1.0.1] - 2024-05-01\n\n_No changes worth a line: one commit of housekeeping (version bumps, docs, tests or CI)._\n');
  });
});
