import { isTestPath } from './test-files.js';

describe('isTestPath', () => {
  it('knows test files by name and by folder', () => {
    const tests = ['src/router.spec.ts', 'src/app.test.js', 'apps/api/src/db.int-spec.ts', 'test_models.py', 'pkg/models_test.py', 'flag_test.go', 'spec/user_spec.rb', 'src/test/java/org/jsoup/NodeTest.java', 'Tests/ParserTests.cs', 'tests/integration.rs', 'src/__tests__/button.tsx', 'internal/testdata/input.txt'];
    expect(tests.filter((path) => !isTestPath(path))).toEqual([]);
  });

  it('leaves other files alone', () => {
    const others = ['src/router.ts', 'src/testing/factories.ts', 'src/latest.ts', 'src/main/java/org/jsoup/Contest.java', 'contest.py', 'attestation.go', 'src/TypeSpec.java'];
    expect(others.filter((path) => isTestPath(path))).toEqual([]);
  });
});
