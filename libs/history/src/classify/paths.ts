/**
 * What a changed path is, as far as a changelog reader cares:
 * - `changelog`: CHANGELOG/CHANGES/HISTORY/NEWS files and changelog fragments (changesets,
 *   towncrier `newsfragments/`, `changelog.d/`, changie `.changes/`, `changelogs/unreleased/`);
 * - `lock`: dependency lock files; `manifest`: package manifests (versions and dependencies);
 * - `version`: files that only hold the version (`version.rb`, `_version.py`, `VERSION`);
 * - `tooling`: CI, repository and linter configuration and build scripts (`.github/`, `.travis.yml`,
 *   `.eslintrc`, `scripts/`, `support/`, `tools/`, Go's `hack/`, Gradle's `gradle/` and wrapper…);
 * - `test`: tests, fixtures and benchmarks; `docs`: documentation, examples, demos and images;
 * - `generated`: build output checked in (`dist/`, minified bundles, source maps);
 * - `code`: everything else.
 */
export type PathKind = 'changelog' | 'lock' | 'manifest' | 'version' | 'tooling' | 'test' | 'docs' | 'generated' | 'code';

const CHANGELOG = /^(?:change[-_ ]?log|changes|history|news|release[-_ ]?notes|releases)(?:\.(?:md|markdown|rst|txt|adoc|rdoc))?$/i;
// Changelog fragments written with each change: changesets, towncrier, changie, GitLab's changelogs/unreleased.
const CHANGELOG_FRAGMENTS = /(?:^|\/)(?:\.changeset\/[^/]+\.md$|changelog\.d\/|newsfragments\/|\.changes\/|changelogs?\/unreleased\/|\.changelog\/)|^(?:changes|news)\/[^/]+\.(?:md|rst|txt|ya?ml)$/i;
const LOCKS = new Set([
  'package-lock.json', 'npm-shrinkwrap.json', 'yarn.lock', 'pnpm-lock.yaml', 'bun.lockb', 'bun.lock', 'cargo.lock', 'gemfile.lock',
  'poetry.lock', 'pipfile.lock', 'composer.lock', 'go.sum', 'mix.lock', 'pubspec.lock', 'podfile.lock', 'packages.lock.json',
  'uv.lock', 'pdm.lock', 'flake.lock', 'gradle.lockfile', 'deno.lock', 'gopkg.lock', 'paket.lock',
]);
const MANIFESTS = new Set([
  'package.json', 'cargo.toml', 'pyproject.toml', 'setup.py', 'setup.cfg', 'go.mod', 'pom.xml', 'build.gradle', 'build.gradle.kts',
  'mix.exs', 'composer.json', 'pubspec.yaml', 'chart.yaml', 'gemfile', 'pipfile', 'requirements.txt', 'requirements-dev.txt',
  'dev-requirements.txt', 'environment.yml', 'deno.json', 'jsr.json', 'gradle.properties', 'directory.build.props',
  'settings.gradle', 'settings.gradle.kts', 'libs.versions.toml',
]);
const MANIFEST_EXT = /\.(?:gemspec|csproj|fsproj|vbproj|nuspec|cabal|podspec|opam)$|^requirements[-\w]*\.(?:txt|in)$/i;
const VERSION_FILE = /^(?:_?_?version_?_?\.(?:py|rb|go|ts|js|mjs|h|txt|json)|version|VERSION|version\.properties)$/i;
const TOOLING_DIRS = /^(?:\.github|\.circleci|\.gitlab|\.buildkite|\.azure-pipelines|\.husky|\.devcontainer|\.vscode|\.idea|\.cargo|\.config|\.ci|ci|support|scripts?|tools|hack|tasks|gradle|\.mvn)\//i;
const TOOLING_FILES = new RegExp(
  '^(?:' +
    [
      '\\.travis\\.yml', '\\.gitlab-ci\\.yml', '\\.?appveyor\\.yml', 'azure-pipelines\\.ya?ml', 'jenkinsfile', '\\.drone\\.ya?ml', '\\.cirrus\\.ya?ml',
      '\\.?codecov\\.ya?ml', '\\.coveragerc', '\\.pre-commit-config\\.ya?ml', 'renovate\\.json5?', '\\.renovaterc(?:\\.json)?', '\\.mergify\\.ya?ml',
      'bors\\.toml', '\\.editorconfig', '\\.gitignore', '\\.gitattributes', '\\.gitmodules', '\\.mailmap', '\\.eslintrc(?:\\.\\w+)?', 'eslint\\.config\\.\\w+',
      '\\.eslintignore', '\\.prettierrc(?:\\.\\w+)?', '\\.prettierignore', 'prettier\\.config\\.\\w+', '\\.rubocop(?:_todo)?\\.yml', '\\.golangci\\.ya?ml',
      '\\.?rustfmt\\.toml', '\\.?clippy\\.toml', '\\.flake8', '\\.pylintrc', '\\.stylelintrc(?:\\.\\w+)?', '\\.markdownlint(?:rc|\\.\\w+)?', '\\.codespellrc',
      '\\.rdoc_options', '\\.yardopts', 'deny\\.toml', 'committed\\.toml', '\\.npmignore', '\\.nvmrc', '\\.node-version', '\\.ruby-version',
      '\\.python-version', '\\.tool-versions', 'tox\\.ini', 'noxfile\\.py', '\\.readthedocs\\.ya?ml', 'dependabot\\.ya?ml', '\\.dockerignore',
      'codeowners', '\\.jshintrc', '\\.jscsrc', '\\.babelrc', '\\.browserslistrc', '\\.commitlintrc(?:\\.\\w+)?', 'release\\.toml', 'typos\\.toml',
      '\\.typos\\.toml', '_typos\\.toml', 'cspell\\.json', '\\.cspell\\.json', '\\.swiftlint\\.yml', '\\.clang-format', '\\.clang-tidy',
      '\\.goreleaser\\.ya?ml', 'makefile\\.toml', '(?:rollup|vite|vitest|webpack|babel|jest|karma|tsup|esbuild|rspack|playwright|cypress)\\.config\\.\\w+',
      'karma\\.conf\\.\\w+', 'gruntfile\\.\\w+', 'gulpfile\\.\\w+', '\\.nycrc(?:\\.\\w+)?', '\\.c8rc(?:\\.\\w+)?', '\\.mocharc(?:\\.\\w+)?', '\\.swcrc',
      'gradlew', 'gradlew\\.bat', 'mvnw', 'mvnw\\.cmd', 'rakefile', 'justfile', 'taskfile\\.ya?ml', '\\.envrc', 'procfile', '\\.rspec', '\\.simplecov', 'pytest\\.ini', 'conftest\\.py',
    ].join('|') +
    ')$',
  'i',
);
const TEST_DIR = /(?:^|\/)(?:tests?|specs?|__tests__|__mocks__|__snapshots__|testing|testdata|test[-_]data|fixtures|e2e|benches|bench|benchmarks?|test[-_]?utils?|spec[-_]?helpers?|integration[-_]tests?)\//i;
const TEST_FILE = /(?:^test_.*\.py$|_test\.(?:go|py|rb|exs?|c|cc|cpp|rs|dart|lua)$|\.(?:test|spec)\.[cm]?[jt]sx?$|_spec\.rb$|^spec_.*\.rb$|(?:Test|Tests|Spec)\.(?:java|kt|cs|swift|scala|php)$|\.snap$|^conftest\.py$)/;
const DOCS_DIR = /(?:^|\/)(?:docs?|documentation|website|man|examples?|samples?|guides?|manual|book|wiki|\.changeset|questions|demos?|demo_template|assets\/images)\//i;
const GENERATED = /(?:^|\/)dist\/|\.min\.(?:js|css)$|\.(?:js|css)\.map$/i;
const DOCS_FILE = /(?:\.(?:md|mdx|markdown|rst|adoc|asciidoc|rdoc|textile|pod|png|jpe?g|gif|svg|webp|ico)$|^(?:readme|license|licence|copying|authors|contributors|contributing|code_of_conduct|security|faq|maintainers|thanks|credits|notice|support|governance|upgrade[-_]?guide|funding)(?:\.(?:md|markdown|txt|rst|adoc|rdoc))?$)/i;

const known = new Map<string, PathKind>();
const KNOWN_LIMIT = 200_000;

/** Classifies one path of a commit (see {@link PathKind}); results are remembered, paths repeat a lot. */
export function pathKind(path: string): PathKind {
  let kind = known.get(path);
  if (kind === undefined) {
    kind = classifyPath(path);
    if (known.size >= KNOWN_LIMIT) known.clear();
    known.set(path, kind);
  }
  return kind;
}

/**
 * A path inside a folder of tests, docs, examples, a website or tooling (`docs/package.json`,
 * `website/yarn.lock`, `.github/…`): what it declares serves development, not the released code.
 */
export function inDevelopmentFolder(path: string): boolean {
  return TOOLING_DIRS.test(path) || TEST_DIR.test(path) || DOCS_DIR.test(path);
}

function classifyPath(path: string): PathKind {
  const slash = path.lastIndexOf('/');
  const base = slash === -1 ? path : path.slice(slash + 1);
  const lowerBase = base.toLowerCase();
  if (CHANGELOG.test(base) || CHANGELOG_FRAGMENTS.test(path)) return 'changelog';
  if (LOCKS.has(lowerBase)) return 'lock';
  if (VERSION_FILE.test(base)) return 'version';
  if (MANIFESTS.has(lowerBase) || MANIFEST_EXT.test(base)) return 'manifest';
  if (TOOLING_DIRS.test(path) || TOOLING_FILES.test(base)) return 'tooling';
  if (TEST_DIR.test(path) || TEST_FILE.test(base)) return 'test';
  if (DOCS_DIR.test(path) || DOCS_FILE.test(base)) return 'docs';
  if (GENERATED.test(path)) return 'generated';
  return 'code';
}
