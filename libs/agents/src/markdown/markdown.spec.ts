import { extractMentions } from '../gate/mentions.js';
import { code, fence, table, text } from './markdown.js';

describe('markdown helpers', () => {
  it('writes code spans that survive backticks inside', () => {
    expect(code('a')).toBe('`a`');
    expect(code('a `b` c')).toBe('``a `b` c``');
    expect(code('`x')).toBe('`` `x ``');
  });

  it('breaks hex words in free text so the gate does not read a name as a commit', () => {
    expect(text('Seed 152609ca maintainers')).toBe('Seed &#x31;52609&#x63;a maintainers');
    expect(extractMentions(`Ask ${text('Seed 152609ca maintainers')} or ${text('deadbeefcafe1234')}.`)).toEqual([]);
    expect(text('Ada Lovelace')).toBe('Ada Lovelace');
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
