import { lex, syntaxOf, DEFAULT_SYNTAX } from './lexer.js';

const comments = (language: string | null, lines: string[]) => lex(lines.join('\n'), language).commentLines();
/** The lexeme of the first occurrence of `needle` on a line. */
const lexemeOf = (language: string | null, lines: string[], line: number, needle: string) => {
  const text = lex(lines.join('\n'), language);
  return text.at(line, lines[line - 1]!.indexOf(needle));
};

describe('the lexer', () => {
  it('C family: line comments, block comments across lines, comment markers in strings, escaped quotes', () => {
    const lines = ['int a = 1; // one', 'char *s = "// not \\" /* a comment";', '/* first', '   second */ int b = 2; /* third */', "char c = '\"'; // after"];
    expect(comments('C', lines)).toEqual([
      { line: 1, text: ' one' },
      { line: 3, text: ' first' },
      { line: 4, text: '   second ' },
      { line: 4, text: ' third ' },
      { line: 5, text: ' after' },
    ]);
    expect(lexemeOf('C', lines, 2, '/*')).toBe('string');
    expect(lexemeOf('C', lines, 4, 'int')).toBe('code');
    const text = lex(lines.join('\n'), 'C');
    expect([1, 2, 3, 4, 5].map((line) => text.commentOnly(line))).toEqual([false, false, true, false, false]);
  });

  it('JavaScript: template literals over lines, regular expression literals, strings that open a call', () => {
    const lines = ['const q = `SELECT', '  // not a comment ${id}', '`; // a comment', "const re = /['\"`]/g; // quotes in a regex", 'const half = a / b; // division', "it.skip( 'adds', () => {});"];
    expect(comments('TypeScript', lines).map((entry) => entry.line)).toEqual([3, 4, 5]);
    expect(lexemeOf('TypeScript', lines, 2, '//')).toBe('string');
    expect(lexemeOf('TypeScript', lines, 4, '[')).toBe('string');
    const text = lex(lines.join('\n'), 'TypeScript');
    expect(text.opensString(1, lines[0]!.indexOf('`'))).toBe(true);
    expect(text.stringAfter(6, 'it.skip'.length)).toBe('adds');
    expect(text.stringAfter(5, 0)).toBeNull();
  });

  it('Python: # comments, strings holding #, docstrings read as comments, other triple-quoted strings as strings', () => {
    const lines = ['def f():', '    """Docstring # here.', '', '    TODO: more', '    """', '    s = "a # b"  # real', "    q = '''x", "    # not a comment'''", "    t = 'it\\'s' # after an escaped quote"];
    expect(comments('Python', lines)).toEqual([
      { line: 2, text: 'Docstring # here.' },
      { line: 3, text: '' },
      { line: 4, text: '    TODO: more' },
      { line: 5, text: '    ' },
      { line: 6, text: ' real' },
      { line: 9, text: ' after an escaped quote' },
    ]);
    expect(lexemeOf('Python', lines, 2, 'Docstring')).toBe('doc');
    expect(lexemeOf('Python', lines, 8, '#')).toBe('string');
    const text = lex(lines.join('\n'), 'Python');
    expect(text.commentOnly(4)).toBe(true);
    expect(text.commentOnly(6)).toBe(false);
  });

  it('Ruby: =begin … =end blocks, #{} interpolation, backticks as code', () => {
    const lines = ['=begin', 'TODO: a block', '=end', 'x = "#{a}" # note', 'files = `ls #{dir}`'];
    expect(comments('Ruby', lines)).toEqual([
      { line: 1, text: '' },
      { line: 2, text: 'TODO: a block' },
      { line: 3, text: '' },
      { line: 4, text: ' note' },
    ]);
    expect(lexemeOf('Ruby', lines, 5, '`')).toBe('code');
    expect(lexemeOf('Ruby', lines, 5, '#')).toBe('code');
  });

  it('Rust: nested block comments, lifetimes and character literals, strings over lines', () => {
    const lines = ["fn f<'a>(s: &'a str) -> char { '\"' } /* outer /* inner */ still */ // end", 'let s = "line one', '// inside the string";'];
    expect(comments('Rust', lines)).toEqual([
      { line: 1, text: ' outer /* inner */ still ' },
      { line: 1, text: ' end' },
    ]);
    expect(lexemeOf('Rust', lines, 1, 'str')).toBe('code');
    expect(lexemeOf('Rust', lines, 3, '//')).toBe('string');
  });

  it('shell, YAML and unknown files: # after whitespace only; markup: <!-- --> only', () => {
    expect(comments('Shell', ['echo "# no" a#b # yes'])).toEqual([{ line: 1, text: ' yes' }]);
    expect(comments(null, ['x // y'])).toEqual([{ line: 1, text: ' y' }]);
    expect(comments('Markdown', ["It's # a heading", '<!-- hidden', '-->'])).toEqual([
      { line: 2, text: ' hidden' },
      { line: 3, text: '' },
    ]);
    expect(comments('PHP', ['#[Attribute]', '# comment'])).toEqual([{ line: 2, text: ' comment' }]);
    expect(syntaxOf('Klingon')).toBe(DEFAULT_SYNTAX);
  });

  it('counts lines at \\n, a \\r before it dropped, and leaves an unclosed one-line string at its line end', () => {
    const text = lex('a = "open\r\n// comment\r\n', 'Go');
    expect(text.lines).toEqual(['a = "open', '// comment', '']);
    expect(text.commentLines()).toEqual([{ line: 2, text: ' comment' }]);
    expect(text.lineOf(text.text.indexOf('//'))).toBe(2);
  });

  it('groups comment lines by comment, a run of aligned line comments alone on their lines as one', () => {
    const text = lex(['// a', '// b', '  // c', 'x(); // d', '// e', '/* f', ' * g */', '# h'].join('\n'), 'TypeScript');
    expect(text.commentBlocks().map((block) => block.map(({ line, text }) => `${line}:${text.trim()}`))).toEqual([['1:a', '2:b'], ['3:c'], ['4:d'], ['5:e'], ['6:f', '7:* g']]);
    expect(text.commentLines().map((line) => line.line)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
