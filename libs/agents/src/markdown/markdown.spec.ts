import { code, fence, table, text } from './markdown.js';

describe('markdown helpers', () => {
  it('writes code spans that survive backticks inside', () => {
    expect(code('a')).toBe('`a`');
    expect(code('a `b` c')).toBe('``a `b` c``');
    expect(code('`x')).toBe('`` `x ``');
  });

  it('escapes Markdown in plain text, links bare URLs, and keeps a quoted #number from reading as a reference', () => {
    expect(text('a *b* [c] <d> | e')).toBe('a \\*b\\* \\[c\\] \\<d\\> \\| e');
    expect(text('see https://example.com/x.')).toBe('see <https://example.com/x>.');
    expect(text('fixes #123 in C#')).toBe('fixes &#35;123 in C\\#');
  });

  it('writes tables with escaped pipes and fences longer than any backtick run inside', () => {
    expect(table(['A', 'B'], [['1', 'x|y']], ['right', 'left'])).toBe('| A | B |\n| ---: | --- |\n| 1 | x\\|y |');
    expect(fence('```\ninner\n```', 'md')).toBe('````md\n```\ninner\n```\n````');
  });
});
