import type { ChangelogItem } from '../model.js';
import { distinctItems, isListed, itemWords, readWrittenChangelog } from './listed-items.js';

const item = (text: string, commits: string[], pullRequests: number[] = []): ChangelogItem => ({ section: 'Fixed', text, scope: null, breaking: false, commits, references: { pullRequests, issues: [] } });

describe('itemWords', () => {
  it('reads an item without its marks, lead, trailing references, punctuation and case', () => {
    expect(itemWords('**Breaking:** **router:** Drop `Node 16` support. (#12, #13)')).toBe('drop node 16 support');
    expect(itemWords('Fix crash on [#7](https://x.test/7)')).toBe('fix crash on');
    expect(itemWords('Fix `a.b()` — twice!')).toBe('fix a b twice');
  });

  it('keeps letters and digits of every script, as it does ASCII ones', () => {
    expect(itemWords('Añadir «soporte» para Ñandú²')).toBe('añadir soporte para ñandú²');
    expect(itemWords('修复 解析器 (#12)')).toBe('修复 解析器');
  });
});

describe('distinctItems', () => {
  it('keeps the first of items that stand for the same commits or read the same', () => {
    const items = [item('Fix the parser (#3)', ['a1']), item('fix the parser.', ['b2']), item('Fix parser again', ['a1']), item('Add CSV export', ['c3', 'a1'])];
    expect(distinctItems(items).map((one) => one.text)).toEqual(['Fix the parser (#3)', 'Add CSV export']);
  });
});

describe('isListed', () => {
  const written = readWrittenChangelog(
    ['## 1.0.0', '', '* Parser handles tabs ([#31](https://github.com/acme/tool/pull/31))', '* See https://github.com/acme/tool/issues/44', '* Lexer rewrite in 9f8e7d6', '1. Fix `crash()` on empty input.', 'other/repo#55 is not ours'].join('\n'),
    'https://github.com/acme/tool',
  );

  it('finds an item by its pull request, its commit or its words', () => {
    expect(isListed(item('Handle tabs', ['x'], [31]), written)).toBe(true);
    expect(isListed(item('Something', ['x'], [44]), written)).toBe(true);
    expect(isListed(item('Rewrite the lexer', ['9f8e7d6c5b4a']), written)).toBe(true);
    expect(isListed(item('Fix crash() on empty input (#80)', ['y'], [80]), written)).toBe(true);
  });

  it('does not take another repository\'s number or a different change for it', () => {
    expect(isListed(item('Something else', ['z'], [55]), written)).toBe(false);
    expect(isListed(item('Fix crash on large input', ['9f8e7d7aaaa']), written)).toBe(false);
  });
});
