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
        "test.failing('rejects bad input', () => {});",
        "it.failing('parses dates');",
        "xdescribe('legacy', () => {});",
      ]),
    ).toEqual([
      { line: 1, marker: 'it.skip', name: 'matches wildcards', reason: null },
      { line: 2, marker: 'describe.skip', name: 'the cache', reason: null },
      { line: 3, marker: 'xit', name: 'handles HEAD', reason: null },
      { line: 4, marker: 'test.todo', name: 'streams', reason: null },
      { line: 8, marker: 'test.failing', name: 'rejects bad input', reason: null },
      { line: 9, marker: 'it.failing', name: 'parses dates', reason: null },
      { line: 10, marker: 'xdescribe', name: 'legacy', reason: null },
    ]);
  });

  it("reads node:test's skip options and t.skip(), Mocha's this.skip() and Playwright's reason, in test files", () => {
    const lines = [
      "test('reads the proxy', { skip: 'needs a proxy server' }, () => {});",
      "it('drops tabs', { todo: true }, () => {});",
      "test('runs', { skip: false }, () => {});",
      "test('the { skip: true } option', () => {});",
      "test('posix only', (t) => {",
      "  t.skip('no symlinks on Windows');",
      '});',
      "it('streams', function () {",
      '  this.skip();',
      '});',
      "test.skip(browserName === 'webkit', 'crashes the driver');",
      "db.find({ skip: 10 });",
    ];
    expect(skipped('test/proxy.test.js', 'JavaScript', lines)).toEqual([
      { line: 1, marker: '{ skip }', name: 'reads the proxy', reason: 'needs a proxy server' },
      { line: 2, marker: '{ todo }', name: 'drops tabs', reason: null },
      { line: 6, marker: 't.skip', name: null, reason: 'no symlinks on Windows' },
      { line: 9, marker: 'this.skip', name: null, reason: null },
      { line: 11, marker: 'test.skip', name: null, reason: 'crashes the driver' },
    ]);
    expect(skipped('src/parser.js', 'JavaScript', ['this.skip();', "t.skip('x');"])).toEqual([]);
  });

  it('reads pytest and unittest skips with their reasons, over lines', () => {
    expect(
      skipped('tests/test_core.py', 'Python', [
        '@pytest.mark.skip(reason="flaky")',
        'def test_a(): ...',
        '@pytest.mark.skipif(sys.platform == "win32", reason="posix only")',
        '@pytest.mark.xfail(',
        '    raises=ValueError,',
        '    reason="bug 12: " "rounds half down",',
        ')',
        '@unittest.skip("later")',
        '@unittest.skipIf(sys.version_info < (3, 9), "needs 3.9")',
        '@unittest.skipUnless(HAS_NET, reason="no network")',
        '@unittest.expectedFailure',
        '    self.skipTest("no network")',
        '    pytest.skip(f"needs {tool}")',
        'pytestmark = pytest.mark.skip("whole module")',
        '@pytest.mark.skipif("sys.platform == \'win32\'")',
        '    pytest.xfail(reason="slow")',
      ]),
    ).toEqual([
      { line: 1, marker: '@pytest.mark.skip', name: null, reason: 'flaky' },
      { line: 3, marker: '@pytest.mark.skipif', name: null, reason: 'posix only' },
      { line: 4, marker: '@pytest.mark.xfail', name: null, reason: 'bug 12: rounds half down' },
      { line: 8, marker: '@unittest.skip', name: null, reason: 'later' },
      { line: 9, marker: '@unittest.skipIf', name: null, reason: 'needs 3.9' },
      { line: 10, marker: '@unittest.skipUnless', name: null, reason: 'no network' },
      { line: 11, marker: '@unittest.expectedFailure', name: null, reason: null },
      { line: 12, marker: 'self.skipTest', name: null, reason: 'no network' },
      { line: 13, marker: 'pytest.skip', name: null, reason: 'needs {tool}' },
      { line: 14, marker: 'pytest.mark.skip', name: null, reason: 'whole module' },
      { line: 15, marker: '@pytest.mark.skipif', name: null, reason: null },
      { line: 16, marker: 'pytest.xfail', name: null, reason: 'slow' },
    ]);
  });

  it('reads JUnit, Rust, Go, C#, Ruby, PHP and Swift skips with their reasons', () => {
    expect(skipped('src/test/java/FooTest.java', 'Java', ['@Disabled("flaky on CI")', '@Ignore', 'void a() {}', '@DisabledOnOs(value = OS.WINDOWS, disabledReason = "no fork")', '@DisabledIf("isCi")'])).toEqual([
      { line: 1, marker: '@Disabled', name: null, reason: 'flaky on CI' },
      { line: 2, marker: '@Ignore', name: null, reason: null },
      { line: 4, marker: '@DisabledOnOs', name: null, reason: 'no fork' },
      { line: 5, marker: '@DisabledIf', name: null, reason: null },
    ]);
    expect(skipped('src/lib.rs', 'Rust', ['#[test]', '#[ignore = "slow: \\"big\\" inputs"]', 'fn big() {}', '#[ignore]', 'fn other() {}'])).toEqual([
      { line: 2, marker: '#[ignore]', name: null, reason: 'slow: "big" inputs' },
      { line: 4, marker: '#[ignore]', name: null, reason: null },
    ]);
    expect(skipped('tests/compiletest.rs', 'Rust', ['#[rustversion::attr(not(nightly), ignore = "requires nightly")]', '#[cfg_attr(miri, ignore = "incompatible with miri")]', '#[cfg_attr(windows, ignore)]', '#[test]', 'fn ui() {}'])).toEqual([
      { line: 1, marker: '#[rustversion::attr(not(nightly), ignore)]', name: null, reason: 'requires nightly' },
      { line: 2, marker: '#[cfg_attr(miri, ignore)]', name: null, reason: 'incompatible with miri' },
      { line: 3, marker: '#[cfg_attr(windows, ignore)]', name: null, reason: null },
    ]);
    expect(skipped('a_test.go', 'Go', ['func TestA(t *testing.T) {', '\tt.Skip("needs docker")', '\tt.Skipf("needs %s on %s", tool,', '\t\truntime.GOOS)', '\tt.SkipNow()', '\tt.Skip(reason)', '}'])).toEqual([
      { line: 2, marker: 't.Skip', name: null, reason: 'needs docker' },
      { line: 3, marker: 't.Skipf', name: null, reason: 'needs %s on %s' },
      { line: 5, marker: 't.SkipNow', name: null, reason: null },
      { line: 6, marker: 't.Skip', name: null, reason: null },
    ]);
    expect(skipped('a.go', 'Go', ['\tt.Skip("not a test file")'])).toEqual([]);
    expect(skipped('Tests/FooTests.cs', 'C#', ['[Fact(Skip = "flaky")]', '[Ignore("no db")]'])).toEqual([
      { line: 1, marker: 'Skip =', name: null, reason: 'flaky' },
      { line: 2, marker: '[Ignore]', name: null, reason: 'no db' },
    ]);
    expect(skipped('spec/a_spec.rb', 'Ruby', ["  xit 'parses' do", '    skip "later"', '    pending'])).toEqual([
      { line: 1, marker: 'xit', name: 'parses', reason: null },
      { line: 2, marker: 'skip', name: null, reason: 'later' },
      { line: 3, marker: 'pending', name: null, reason: null },
    ]);
    expect(skipped('tests/ATest.php', 'PHP', ["$this->markTestSkipped('no db');"])).toEqual([{ line: 1, marker: '->markTestSkipped', name: null, reason: 'no db' }]);
    expect(skipped('Tests/ATests.swift', 'Swift', ['try XCTSkipIf(isCI, "too slow")', 'throw XCTSkip("needs a device")'])).toEqual([
      { line: 1, marker: 'XCTSkipIf', name: null, reason: 'too slow' },
      { line: 2, marker: 'XCTSkip', name: null, reason: 'needs a device' },
    ]);
  });
});
