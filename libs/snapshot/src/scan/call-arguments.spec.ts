import { argumentAt, callArguments, clipText } from './call-arguments.js';
import { lex } from './lexer.js';

const argsOf = (language: string, text: string, callee: string) => callArguments(lex(text, language), text.indexOf(callee) + callee.length);

describe('callArguments', () => {
  it('splits at top-level commas only, over lines, with keywords and string literals', () => {
    const args = argsOf('Python', 'warn(\n    "a, (b)" f"c",  # why, )\n    category=DeprecationWarning, stacklevel=(1, 2))', 'warn');
    expect(args).toEqual([
      { keyword: null, literal: 'a, (b)c', code: '"" f""', strings: ['a, (b)', 'c'] },
      { keyword: 'category', literal: null, code: 'DeprecationWarning', strings: [] },
      { keyword: 'stacklevel', literal: null, code: '(1, 2)', strings: [] },
    ]);
    expect(argumentAt(args!, 1, ['message'])).toBeNull();
    expect(argumentAt(args!, 0, ['category'])?.code).toBe('DeprecationWarning');
  });

  it('joins concatenated strings, and reads a comparison as code, not a keyword', () => {
    expect(argsOf('JavaScript', "deprecate(fn, 'use ' +\n  'b()')", 'deprecate')?.[1]?.literal).toBe('use b()');
    expect(argsOf('Python', 'skipif(x == "a", "why")', 'skipif')?.[0]).toEqual({ keyword: null, literal: null, code: 'x == ""', strings: ['a'] });
  });

  it('reads no arguments where no list follows or it never closes, and bare ones to the line end when asked', () => {
    expect(argsOf('JavaScript', 'a.b; (c)', 'a.b')).toBeNull();
    expect(argsOf('JavaScript', `f(${'x'.repeat(3000)}`, 'f')).toBeNull();
    expect(argsOf('JavaScript', 'f()', 'f')).toEqual([]);
    const text = '  skip "later", 1\nend';
    expect(callArguments(lex(text, 'Ruby'), text.indexOf('skip') + 4, true)?.map((arg) => arg.literal)).toEqual(['later', null]);
  });
});

describe('clipText', () => {
  it('folds whitespace and cuts with an ellipsis', () => {
    expect(clipText(' a \n b ', 10)).toBe('a b');
    expect(clipText('abcdefghij', 5)).toBe('abcd…');
  });
});
