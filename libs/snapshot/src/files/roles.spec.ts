import { makeFile, makeManifest } from '../testing/factories.js';
import { assignRoles, fileRole, roleContext } from './roles.js';

describe('file roles', () => {
  it.each([
    ['src/app.ts', 'source'],
    ['src/app.spec.ts', 'test'],
    ['tests/test_app.py', 'test'],
    ['pkg/store/store_test.go', 'test'],
    ['test/fixtures/input.js', 'fixture'],
    ['pkg/parse/testdata/case.go', 'fixture'],
    ['src/__fixtures__/user.json', 'fixture'],
    ['benches/speed.rs', 'benchmark'],
    ['benchmarks/run.py', 'benchmark'],
    ['src/parser_bench.rs', 'benchmark'],
    ['src/parse.bench.ts', 'benchmark'],
    ['examples/hello.rs', 'example'],
    ['_examples/basic/main.go', 'example'],
    ['demo/index.html', 'example'],
    ['examples/src/main/java/org/example/App.java', 'example'],
    // A package named like examples right under a reverse-domain top is source: Maven's `org.example`, `com.demo`.
    ['src/main/java/org/example/Greeter.java', 'source'],
    ['src/main/java/org/jsoup/examples/ListLinks.java', 'example'],
    ['app/src/com/demo/Main.java', 'source'],
    ['docs/conf.py', 'docs'],
    ['doc/guide.rst', 'docs'],
    ['README.md', 'docs'],
    ['src/router/README.md', 'docs'],
    ['LICENSE', 'docs'],
    ['.github/CONTRIBUTING.md', 'docs'],
    ['.github/workflows/ci.yml', 'build'],
    ['scripts/release.sh', 'build'],
    ['build/build.ts', 'build'],
    ['build.rs', 'build'],
    ['setup.py', 'build'],
    ['Makefile', 'build'],
    ['tsconfig.base.json', 'build'],
    ['.eslintrc.cjs', 'build'],
    ['package.json', 'build'],
    ['requirements.txt', 'build'],
    ['CMakeLists.txt', 'build'],
    ['tools/gen/main.go', 'source'],
    ['test-helpers/context.js', 'test'],
    ['spec/models/user_spec.rb', 'test'],
    ['src/__mocks__/fs.ts', 'test'],
    ['fuzz/fuzz_targets/parse.rs', 'test'],
    ['conftest.py', 'test'],
    ['src/helper/testing/index.ts', 'source'],
    ['tutorials/basics/main.go', 'example'],
    ['samples/app.java', 'example'],
    ['website/src/pages/index.tsx', 'docs'],
    ['vite.config.ts', 'build'],
    ['tasks.py', 'build'],
    ['app/tasks.py', 'source'],
    ['lib/scripts/run.js', 'source'],
  ])('%s is %s', (path, role) => {
    expect(fileRole(path)).toBe(role);
  });

  it('takes Cargo `[[example]]` and `[[bench]]` paths from the manifests', () => {
    const context = roleContext([
      makeManifest({
        path: 'Cargo.toml',
        ecosystem: 'cargo',
        targets: [
          { kind: 'example', name: 'tour', path: 'tour/main.rs' },
          { kind: 'benchmark', name: 'speed', path: 'perf/speed.rs' },
        ],
      }),
    ]);
    expect([fileRole('tour/main.rs', context), fileRole('perf/speed.rs', context), fileRole('tour/main.rs')]).toEqual(['example', 'benchmark', 'source']);
  });

  it('keeps `test` true exactly when the role is `test` (a fixture under `test/` is no test)', () => {
    const files = assignRoles([makeFile({ path: 'test/app.test.ts', test: true }), makeFile({ path: 'test/fixtures/data.ts', test: true }), makeFile({ path: 'src/app.ts' })], []);
    expect(files.map((file) => [file.path, file.role, file.test])).toEqual([
      ['test/app.test.ts', 'test', true],
      ['test/fixtures/data.ts', 'fixture', false],
      ['src/app.ts', 'source', false],
    ]);
  });
});
