import { isManifestPath } from '../manifests/index.js';
import type { FileRole, Manifest, SourceFile } from '../model.js';
import { isTestPath } from './test-files.js';

// What each file is for, by path conventions and the manifests; the first rule that matches wins
// (the table is in the README, "Components, roles and the public API").

/** Test data: fixtures and golden files, wherever they are (also under `test/`). */
const FIXTURE_FOLDER = /(?:^|\/)(?:fixtures?|__fixtures__|testdata|test-data|test_data|__snapshots__)\//;
/** Test code beyond `isTestPath`: specs, mocks, test helpers, end-to-end and integration suites, fuzz targets, `conftest.py`. A `testing/` folder stays source: packages publish their test helpers there (`hono/testing`). */
const TEST_SUPPORT = /(?:^|\/)(?:specs?|__mocks__|test[-_]?helpers?|test[-_]?utils?|e2e|integration[-_]tests?|fuzz)\/|(?:^|\/)conftest\.py$/;
const BENCHMARK_FOLDER = /(?:^|\/)(?:benches|bench|benchmarks?|__benchmarks__)\//;
/** `parser_bench.rs`, `bench_parse.py`, `parse.bench.ts`, `parse_benchmark.go`. */
const BENCHMARK_NAME = /(?:^|\/)(?:[^/]*_bench(?:mark)?s?\.[^/]+|bench_[^/]+\.py|[^/]+\.bench\.[^./]+)$/;
const EXAMPLE_SEGMENT = /^(?:examples?|_examples|demos?|samples?|tutorials?)$/;
/** The top names of reverse-domain packages: `org/example/`, `com/demo/` are a package's name (Maven's `org.example`), not examples. */
const PACKAGE_TOP_SEGMENT = /^(?:com|org|net|io|dev|edu|gov|me|co|app|info|biz)$/;

/** A path in an examples folder (`examples/`, `demo/`, `samples/`, `src/main/java/org/jsoup/examples/`…), unless that folder is a package's name (`src/main/java/org/example/`). */
function inExampleFolder(path: string): boolean {
  const segments = path.split('/').slice(0, -1);
  const at = segments.findIndex((segment) => EXAMPLE_SEGMENT.test(segment));
  if (at < 0) return false;
  return !(at > 0 && PACKAGE_TOP_SEGMENT.test(segments[at - 1]!));
}
const DOCS_FOLDER = /(?:^|\/)(?:docs?|documentation|website)\//;
/** Prose files, wherever they are: Markdown, reStructuredText, AsciiDoc, plain text, and license, notice and changelog files. */
const DOCS_NAME = /\.(?:md|markdown|mdx|rst|adoc|asciidoc|txt)$|(?:^|\/)(?:LICEN[CS]E|COPYING|NOTICE|AUTHORS|CONTRIBUTORS|CHANGELOG|CHANGES|HISTORY|README)(?:[-.][^/]*)?$/i;
/** CI and repository tooling folders, top-level script folders, and an invoke `tasks.py` at the root. */
const BUILD_FOLDER = /^(?:\.github|\.gitlab|\.circleci|\.buildkite|\.husky|\.devcontainer|\.config|build|ci|scripts?)\/|^tasks\.py$/;
/** Build scripts and tool configuration files, by name. */
const BUILD_NAME =
  /(?:^|\/)(?:build\.rs|setup\.py|Makefile|GNUmakefile|[^/]+\.mk|CMakeLists\.txt|[^/]+\.cmake|Dockerfile(?:\.[^/]*)?|[^/]+\.Dockerfile|docker-compose[^/]*\.ya?ml|compose\.ya?ml|[Jj]ustfile|Rakefile|Jenkinsfile|\.gitlab-ci\.yml|\.travis\.yml|azure-pipelines\.yml|noxfile\.py|fabfile\.py|[Gg]runtfile\.[jt]s|[Gg]ulpfile\.[jt]s|[^/]+\.config\.[cm]?[jt]s|tox\.ini|tsconfig[^/]*\.json|jsconfig[^/]*\.json|\.eslintrc[^/]*|eslint\.config\.[^/]+|\.prettierrc[^/]*|prettier\.config\.[^/]+|\.babelrc[^/]*|babel\.config\.[^/]+|(?:jest|vitest|vite|webpack|rollup|esbuild|tsup|karma|playwright|cypress)\.config\.[^/]+|\.editorconfig|\.gitignore|\.gitattributes|\.npmignore|\.dockerignore|renovate\.json|\.pre-commit-config\.yaml)$/;

/** The targets a manifest declares as examples or benchmarks, by repository path. */
export type RoleContext = { examples: ReadonlySet<string>; benchmarks: ReadonlySet<string> };

/** The example and benchmark targets the manifests declare (Cargo `[[example]]`, `[[bench]]`). */
export function roleContext(manifests: readonly Manifest[]): RoleContext {
  const paths = (kind: 'example' | 'benchmark') => new Set(manifests.flatMap((manifest) => manifest.targets.filter((target) => target.kind === kind).map((target) => target.path)));
  return { examples: paths('example'), benchmarks: paths('benchmark') };
}

const NO_TARGETS: RoleContext = { examples: new Set(), benchmarks: new Set() };

/** A file's role, by its path and the manifests' declared targets. */
export function fileRole(path: string, context: RoleContext = NO_TARGETS): FileRole {
  if (FIXTURE_FOLDER.test(path)) return 'fixture';
  if (isTestPath(path) || TEST_SUPPORT.test(path)) return 'test';
  if (context.benchmarks.has(path) || BENCHMARK_FOLDER.test(path) || BENCHMARK_NAME.test(path)) return 'benchmark';
  if (context.examples.has(path) || inExampleFolder(path)) return 'example';
  if (DOCS_FOLDER.test(path)) return 'docs';
  if (BUILD_NAME.test(path) || isManifestPath(path)) return 'build';
  if (DOCS_NAME.test(path)) return 'docs';
  if (BUILD_FOLDER.test(path)) return 'build';
  return 'source';
}

/** The files with their roles; `test` is true exactly when the role is `test`. */
export function assignRoles(files: SourceFile[], manifests: readonly Manifest[]): SourceFile[] {
  const context = roleContext(manifests);
  return files.map((file) => {
    const role = fileRole(file.path, context);
    return role === file.role && (role === 'test') === file.test ? file : { ...file, role, test: role === 'test' };
  });
}
