// Where test code lives, by convention of each ecosystem.
const TEST_FOLDER = /(?:^|\/)(?:test|tests|__tests__|testdata)\//;
const TEST_NAMES: readonly RegExp[] = [
  // foo.spec.ts, foo.test.js, foo.int-spec.ts, foo.e2e-spec.ts
  /\.(?:[\w-]+-)?(?:spec|test)s?\.[^./]+$/,
  // Python
  /(?:^|\/)test_[^/]*\.py$/,
  /_tests?\.py$/,
  // Go, Ruby, C and C++, Rust, Elixir
  /_(?:test|spec|unittest)\.(?:go|rb|c|cc|cpp|cxx|rs|exs)$/,
  // JUnit, xUnit, PHPUnit, XCTest: FooTest.java, FooTests.cs, FooTest.php, FooIT.java
  /(?:^|\/)(?:[A-Z]\w*)?(?:Tests?|IT)\.(?:java|kt|scala|groovy|cs|php|swift|m)$/,
];

/** A test file: `*.spec.ts`, `test_*.py`, `*_test.go`, `FooTest.java`…, or any file under `test/`, `tests/`, `__tests__/` (hence `src/test/`), `testdata/`. */
export function isTestPath(path: string): boolean {
  return TEST_FOLDER.test(path) || TEST_NAMES.some((pattern) => pattern.test(path));
}
