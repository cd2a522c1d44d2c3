import { guideKind, markdownSections, readGuides, rstSections } from './guides.js';

describe('guides', () => {
  it('knows the README, CONTRIBUTING, SECURITY and docs pages, and leaves the rest', () => {
    expect(guideKind('README.md')).toBe('readme');
    expect(guideKind('Readme.md')).toBe('readme');
    expect(guideKind('.github/CONTRIBUTING.md')).toBe('contributing');
    expect(guideKind('docs/SECURITY.md')).toBe('security');
    expect(guideKind('SECURITY')).toBe('security');
    expect(guideKind('docs/guide.md')).toBe('guide');
    expect(guideKind('docs/api/context.md')).toBe('guide');
    expect(guideKind('docs/a/b/c.md')).toBeNull();
    expect(guideKind('src/README.md')).toBeNull();
    expect(guideKind('node_modules/x/README.md')).toBeNull();
    expect(guideKind('docs/conf.py')).toBeNull();
  });

  it('splits Markdown into sections with their code, ignoring headings inside fences', () => {
    const sections = markdownSections(['Intro text.', '', '# Koa', '', '## Installation', '', '```sh', '$ npm install koa', '# not a heading', '```', '', 'Setext', '------', '', 'Body.'].join('\n'));
    expect(sections.map((section) => [section.heading, section.level, section.line])).toEqual([
      [null, 0, 1],
      ['Koa', 1, 3],
      ['Installation', 2, 5],
      ['Setext', 2, 12],
    ]);
    expect(sections[2]!.code).toEqual([{ language: 'sh', line: 8, text: '$ npm install koa\n# not a heading' }]);
    expect(sections[2]!.text).toContain('```sh\n$ npm install koa');
    expect(sections[3]!.text).toBe('Body.');
  });

  it('reads reStructuredText titles and code blocks', () => {
    const sections = rstSections(['ItsDangerous', '============', '', 'Install::', '', '    pip install -U itsdangerous', '', 'Usage', '-----', '', '.. code-block:: python', '', '    s.dumps(1)', ''].join('\n'));
    expect(sections.map((section) => [section.heading, section.level])).toEqual([
      ['ItsDangerous', 1],
      ['Usage', 2],
    ]);
    expect(sections[0]!.code).toEqual([{ language: null, line: 6, text: 'pip install -U itsdangerous' }]);
    expect(sections[1]!.code).toEqual([{ language: 'python', line: 13, text: 's.dumps(1)' }]);
  });

  it('orders README, CONTRIBUTING, SECURITY, then pages by path', () => {
    const guides = readGuides([
      { path: 'docs/b.md', text: '# B' },
      { path: 'SECURITY.md', text: '# Security' },
      { path: 'docs/a.md', text: '# A' },
      { path: 'README.md', text: '# R' },
      { path: 'src/app.ts', text: 'x' },
    ]);
    expect(guides.map((guide) => [guide.path, guide.kind])).toEqual([
      ['README.md', 'readme'],
      ['SECURITY.md', 'security'],
      ['docs/a.md', 'guide'],
      ['docs/b.md', 'guide'],
    ]);
  });
});
