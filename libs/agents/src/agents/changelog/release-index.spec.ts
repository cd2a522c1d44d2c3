import { RELEASE_INDEX_LIMIT, releaseHeadings, releaseIndex } from './release-index.js';

describe('releaseIndex', () => {
  it('links every release heading of a short changelog', () => {
    const headings = releaseHeadings('# Changelog\n\n## [Unreleased]\n\n## [1.2.0] - 2024-05-01\n\n- Added.\n');
    expect(releaseIndex(headings)).toBe('Releases: [Unreleased](#unreleased), [1.2.0](#120---2024-05-01).');
  });

  it('links the first releases of a changelog of thousands and says how many more follow', () => {
    const markdown = ['# Changelog', ...Array.from({ length: 20_000 }, (_, index) => `## [1.0.${20_000 - index}] - 2024-01-01\n\n- Fixed ${index}.`)].join('\n\n');
    const index = releaseIndex(releaseHeadings(markdown));
    expect(index.match(/\]\(#/g)).toHaveLength(RELEASE_INDEX_LIMIT);
    expect(index).toMatch(/^Releases: \[1\.0\.20000\]\(#1020000---2024-01-01\), /);
    expect(index).toMatch(/\[1\.0\.19901\]\(#1019901---2024-01-01\), and 19,900 more below\.$/);
  });
});
