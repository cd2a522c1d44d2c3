import { pagePartOf } from './page-part.js';

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

describe('pagePartOf', () => {
  it('keeps a document within the limit whole', () => {
    expect(pagePartOf('# Title\n\nText.\n', 100)).toEqual({ content: '# Title\n\nText.\n', truncated: false, contentBytes: 15 });
  });

  it('cuts a long document before its last heading within the limit, and gives the whole size', () => {
    const releases = Array.from({ length: 2_000 }, (_, index) => `## [1.0.${2_000 - index}] - 2024-01-01\n\n- Fixed thing ${index}.\n`).join('\n');
    const markdown = `# Changelog\n\n${releases}`;
    const part = pagePartOf(markdown, 10_000);
    expect(part.truncated).toBe(true);
    expect(part.contentBytes).toBe(bytes(markdown));
    expect(bytes(part.content)).toBeLessThanOrEqual(10_000);
    expect(bytes(part.content)).toBeGreaterThan(9_000);
    expect(markdown.startsWith(part.content.trimEnd())).toBe(true);
    // The next thing in the document is a heading: no release is shown half.
    expect(markdown.slice(part.content.trimEnd().length).replace(/^\s+/, '')).toMatch(/^## \[1\.0\.\d+\]/);
  });

  it('cuts one very long line at a space, and never inside a character', () => {
    const index = `Releases: ${Array.from({ length: 5_000 }, (_, i) => `[v${i}](#v${i}) é`).join(', ')}\n`;
    const part = pagePartOf(`# Changelog\n\n${index}`, 1_001);
    expect(part.truncated).toBe(true);
    expect(bytes(part.content)).toBeLessThanOrEqual(1_001);
    expect(part.content).not.toContain('\uFFFD');
    expect(part.content).toMatch(/[,é]\n$/);
  });

  it('never splits a character, even with no space to cut at', () => {
    const part = pagePartOf('ééééééééé', 5);
    expect(part).toEqual({ content: 'éé\n', truncated: true, contentBytes: 18 });
  });
});
