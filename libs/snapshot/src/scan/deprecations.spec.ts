import { extractCode } from '../code/index.js';
import { findDeprecations } from './deprecations.js';

describe('findDeprecations', () => {
  async function parsed(path: string, language: string, lines: string[]) {
    const text = lines.join('\n');
    const code = await extractCode({ path, language, text });
    return findDeprecations({ path, language, text, comments: code.comments, symbols: code.symbols });
  }

  it('names the declaration a JSDoc @deprecated documents', async () => {
    expect(await parsed('src/a.ts', 'TypeScript', ['/**', ' * Old API.', ' * @deprecated use `get` instead', ' */', 'export function fetchOld() {}', "const s = '@deprecated';", '// this @deprecated in prose is no tag'])).toEqual([
      { line: 3, marker: '@deprecated', symbol: 'fetchOld', note: 'use `get` instead' },
    ]);
  });

  it('names the declaration after a Java annotation, a Rust attribute and a C# attribute', async () => {
    expect(await parsed('src/A.java', 'Java', ['public class A {', '    @Deprecated', '    public void old() {}', '}'])).toEqual([{ line: 2, marker: '@Deprecated', symbol: 'A.old', note: null }]);
    expect(await parsed('src/lib.rs', 'Rust', ['#[deprecated(since = "1.2.0")]', 'pub fn old() {}'])).toEqual([{ line: 1, marker: '#[deprecated]', symbol: 'old', note: null }]);
    expect(await parsed('src/A.cs', 'C#', ['public class A {', '    [Obsolete("use B")]', '    public void Old() {}', '}'])).toEqual([{ line: 2, marker: '[Obsolete]', symbol: 'A.Old', note: 'use B' }]);
  });

  it('names the Python function that raises a DeprecationWarning, and Go Deprecated: paragraphs', async () => {
    expect(
      await parsed('pkg/core.py', 'Python', ['import warnings', '', 'def old():', '    warnings.warn(', '        "use new", DeprecationWarning, stacklevel=2)', '', 'def test_it():', '    with pytest.warns(DeprecationWarning):', '        old()']),
    ).toEqual([{ line: 4, marker: 'DeprecationWarning', symbol: 'old', note: 'use new' }]);
    expect(await parsed('a.go', 'Go', ['package a', '', '// Old does things.', '//', '// Deprecated: use New.', 'func Old() {}'])).toEqual([{ line: 5, marker: 'Deprecated:', symbol: 'Old', note: 'use New.' }]);
  });

  it('finds deprecations in files without a grammar, without a symbol', () => {
    expect(findDeprecations({ path: 'A.kt', language: 'Kotlin', text: '@Deprecated("x")\nfun a() {}', comments: null })).toEqual([{ line: 1, marker: '@Deprecated', symbol: null, note: 'x' }]);
  });

  it("reads Node's util.deprecate and the depd package's deprecate, bound by the file's imports", async () => {
    expect(
      await parsed('lib/index.js', 'JavaScript', [
        "const util = require('util');",
        "const deprecate = require('depd')('tiny-router');",
        '',
        'function mount(path) {',
        "  deprecate('mount() is deprecated, use use() instead');",
        '  return path;',
        '}',
        '',
        'function oldFind() {}',
        "exports.oldFind = util.deprecate(oldFind, 'oldFind() is deprecated. Use find() instead.', 'DEP0001');",
        "exports.parse = deprecate.function(parseOld, 'parse(): use parseStrict()');",
        "deprecate.property(exports, 'legacy', 'legacy: use modern');",
        "const other = require('other');",
        "other.deprecate(x, 'not ours');",
      ]),
    ).toEqual([
      { line: 5, marker: 'deprecate', symbol: 'mount', note: 'mount() is deprecated, use use() instead' },
      { line: 10, marker: 'util.deprecate', symbol: 'oldFind', note: 'oldFind() is deprecated. Use find() instead.' },
      { line: 11, marker: 'deprecate.function', symbol: 'parse', note: 'parse(): use parseStrict()' },
      { line: 12, marker: 'deprecate.property', symbol: null, note: 'legacy: use modern' },
    ]);
    expect(
      await parsed('src/a.ts', 'TypeScript', [
        "import { deprecate as dep } from 'node:util';",
        "import depd from 'depd';",
        "const warn = depd('app');",
        "export const oldGet = dep(() => 1, 'use get()');",
        "warn('the config file is deprecated');",
      ]).then((found) => found.map(({ line, marker, note }) => ({ line, marker, note }))),
    ).toEqual([
      { line: 4, marker: 'dep', note: 'use get()' },
      { line: 5, marker: 'warn', note: 'the config file is deprecated' },
    ]);
    expect(findDeprecations({ path: 'a.js', language: 'JavaScript', text: "import { deprecate } from 'mobx-utils';\ndeprecate(a, 'b');", comments: null })).toEqual([]);
  });

  it('reads Python warnings of every deprecation category, over lines, and decorators with their message', async () => {
    expect(
      await parsed('pkg/api.py', 'Python', [
        'import warnings',
        'from typing_extensions import deprecated',
        '',
        'def a():',
        '    warnings.warn("a() goes away in 3.0", PendingDeprecationWarning)',
        '',
        'def b():',
        '    warnings.warn(',
        '        "b() will return a list; use b_tuple()",',
        '        category=FutureWarning,',
        '    )',
        '',
        'def c():',
        '    warn(DeprecationWarning("c() is deprecated, use d()"))',
        '',
        'def d():',
        '    warnings.warn("slow path", UserWarning)',
        '',
        'from pkg.errors import RemovedInV2DeprecationWarning',
        'warnings.warn("old config", RemovedInV2DeprecationWarning)',
        '@deprecated("Use Client.send() instead")',
        'def send():',
        '    pass',
      ]),
    ).toEqual([
      { line: 5, marker: 'PendingDeprecationWarning', symbol: 'a', note: 'a() goes away in 3.0' },
      { line: 8, marker: 'FutureWarning', symbol: 'b', note: 'b() will return a list; use b_tuple()' },
      { line: 14, marker: 'DeprecationWarning', symbol: 'c', note: 'c() is deprecated, use d()' },
      { line: 20, marker: 'RemovedInV2DeprecationWarning', symbol: null, note: 'old config' },
      { line: 21, marker: '@deprecated', symbol: 'send', note: 'Use Client.send() instead' },
    ]);
  });

  it("reads Rust's note, Kotlin's ReplaceWith, and lists a Java method marked by Javadoc and annotation once", async () => {
    expect(await parsed('src/lib.rs', 'Rust', ['#[deprecated(since = "1.2.0", note = "use `next` instead")]', 'pub fn old() {}', '#[deprecated = "use \\"other\\""]', 'pub fn older() {}'])).toEqual([
      { line: 1, marker: '#[deprecated]', symbol: 'old', note: 'use `next` instead' },
      { line: 3, marker: '#[deprecated]', symbol: 'older', note: 'use "other"' },
    ]);
    expect(findDeprecations({ path: 'A.kt', language: 'Kotlin', text: '@Deprecated("Slow", ReplaceWith("fastSum(xs)"))\nfun sum() {}', comments: null })[0]?.note).toBe('Slow (replace with fastSum(xs))');
    expect(
      await parsed('src/A.java', 'Java', [
        'public class A {',
        '    /**',
        '     * Reads it.',
        '     * @deprecated use {@link #read(Path)} instead',
        '     */',
        '    @Deprecated(since = "9", forRemoval = true)',
        '    public void read(String name) {}',
        '    /** @deprecated use {@link #write(Path)} */',
        '    @Deprecated',
        '    public void read(int fd) {}',
        '}',
      ]),
    ).toEqual([
      { line: 4, marker: '@deprecated + @Deprecated', symbol: 'A.read', note: 'use {@link #read(Path)} instead' },
      { line: 8, marker: '@deprecated + @Deprecated', symbol: 'A.read', note: 'use {@link #write(Path)}' },
    ]);
  });
});
