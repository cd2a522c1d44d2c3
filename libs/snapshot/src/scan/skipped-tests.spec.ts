import { extractCode } from '../code/index.js';
import { findDeprecations } from './deprecations.js';
import { findSkippedTests } from './skipped-tests.js';

const skipped = (path: string, language: string, lines: string[]) => findSkippedTests({ path, language, text: lines.join('\n'), comments: null });

describe('findSkippedTests', () => {
  it('finds JS and TS tests switched off, with their names, but not in strings or comments', () => {
    expect(
      skipped('src/router.spec.ts', 'TypeScript', [
        "it.skip('matches wildcards', () => {});",
        "describe.skip(`the cache`, () => {});",
        "xit('handles HEAD');",
        "test.todo('streams');",
        "const text = 'it.skip(\"no\")';",
        "// it.skip('commented out')",
        "it('runs', () => {});",
      ]),
    ).toEqual([
      { line: 1, marker: 'it.skip', name: 'matches wildcards' },
      { line: 2, marker: 'describe.skip', name: 'the cache' },
      { line: 3, marker: 'xit', name: 'handles HEAD' },
      { line: 4, marker: 'test.todo', name: 'streams' },
    ]);
  });

  it('finds Python, Java, Rust, Go, C#, Ruby and PHP skips', () => {
    expect(skipped('tests/test_core.py', 'Python', ['@pytest.mark.skip(reason="flaky")', 'def test_a(): ...', '@pytest.mark.skipif(sys.platform == "win32", reason="posix")', '@unittest.skip("later")', '    self.skipTest("no network")']).map((s) => s.marker)).toEqual([
      '@pytest.mark.skip',
      '@pytest.mark.skipif',
      '@unittest.skip',
      '.skipTest',
    ]);
    expect(skipped('src/test/java/FooTest.java', 'Java', ['@Disabled("flaky")', '@Ignore', 'void a() {}'])).toEqual([
      { line: 1, marker: '@Disabled', name: null },
      { line: 2, marker: '@Ignore', name: null },
    ]);
    expect(skipped('src/lib.rs', 'Rust', ['#[test]', '#[ignore = "slow"]', 'fn big() {}'])).toEqual([{ line: 2, marker: '#[ignore]', name: null }]);
    expect(skipped('tests/compiletest.rs', 'Rust', ['#[rustversion::attr(not(nightly), ignore = "requires nightly")]', '#[cfg_attr(miri, ignore = "incompatible with miri")]', '#[test]', 'fn ui() {}'])).toEqual([
      { line: 1, marker: '#[rustversion::attr(not(nightly), ignore = "requires nightly")]', name: null },
      { line: 2, marker: '#[cfg_attr(miri, ignore = "incompatible with miri")]', name: null },
    ]);
    expect(skipped('a_test.go', 'Go', ['func TestA(t *testing.T) {', '\tt.Skip("needs docker")', '}'])).toEqual([{ line: 2, marker: 't.Skip', name: null }]);
    expect(skipped('a.go', 'Go', ['\tt.Skip("not a test file")'])).toEqual([]);
    expect(skipped('Tests/FooTests.cs', 'C#', ['[Fact(Skip = "flaky")]', '[Ignore]'])).toEqual([
      { line: 1, marker: 'Skip =', name: null },
      { line: 2, marker: '[Ignore]', name: null },
    ]);
    expect(skipped('spec/a_spec.rb', 'Ruby', ["  xit 'parses' do", '    skip "later"'])).toEqual([
      { line: 1, marker: 'xit', name: 'parses' },
      { line: 2, marker: 'skip', name: null },
    ]);
    expect(skipped('tests/ATest.php', 'PHP', ["$this->markTestSkipped('no db');"])).toEqual([{ line: 1, marker: '->markTestSkipped', name: null }]);
  });
});

describe('findDeprecations', () => {
  async function parsed(path: string, language: string, lines: string[]) {
    const text = lines.join('\n');
    const code = await extractCode({ path, language, text });
    return findDeprecations({ path, language, text, comments: code.comments, symbols: code.symbols });
  }

  it('names the declaration a JSDoc @deprecated documents', async () => {
    expect(await parsed('src/a.ts', 'TypeScript', ['/**', ' * Old API.', ' * @deprecated use `get` instead', ' */', 'export function fetchOld() {}', "const s = '@deprecated';"])).toEqual([
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
    ).toEqual([{ line: 5, marker: 'DeprecationWarning', symbol: 'old', note: 'use new' }]);
    expect(await parsed('a.go', 'Go', ['package a', '', '// Old does things.', '//', '// Deprecated: use New.', 'func Old() {}'])).toEqual([{ line: 5, marker: 'Deprecated:', symbol: 'Old', note: 'use New.' }]);
  });

  it('finds deprecations in files without a grammar, without a symbol', () => {
    expect(findDeprecations({ path: 'A.kt', language: 'Kotlin', text: '@Deprecated("x")\nfun a() {}', comments: null })).toEqual([{ line: 1, marker: '@Deprecated', symbol: null, note: null }]);
  });
});
