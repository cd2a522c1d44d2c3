import type { ChangeSection, NoiseKind } from '../model.js';
import { makeCommit } from '../testing/factories.js';
import { classifyCommit } from './classify-commit.js';

const CODE = ['lib/rack/request.rb', 'test/spec_request.rb'];

describe('classifyCommit: free-form messages', () => {
  it.each<[string, ChangeSection]>([
    ['Add `Rack::Request#form_pairs` (#2351)', 'Added'],
    ['Added `encoding` parameter in `Theme.read`', 'Added'],
    ['Introduce `Rack::VERSION` constant.', 'Added'],
    ['Support streaming bodies when using `Rack::Events`', 'Added'],
    ['Implement OBS unfolding for multipart requests per RFC 5322 2.2.3', 'Added'],
    ['Allow disabling the query bytesize limit via nil', 'Added'],
    ['Expose locals_max_depth in traceback.install', 'Added'],
    ['Fix `NoMethodError` in `Request#wrap_ipv6` when `x-forwarded-host` is empty (#2270)', 'Fixed'],
    ['Fixed infinite loop with `cells.split_graphemes`', 'Fixed'],
    ['Correct the mime type for .pem files', 'Fixed'],
    ['Resolve deprecation warnings about uri `DEFAULT_PARSER` (#2242)', 'Fixed'],
    ['Prevent Rack::Deflater from encoding pre-encoded responses', 'Fixed'],
    ['Avoid wrapping nil input', 'Fixed'],
    ['Handle unusual __qualname__ in inspect', 'Fixed'],
    ["Don't allow authority to match path. (#2220)", 'Fixed'],
    ['Guard against custom rule not incrementing pos', 'Fixed'],
    ['Pretty.install() fix for some objects with `_repr_*_`', 'Fixed'],
    ['Race condition and tests', 'Fixed'],
    ['Remove `Rack::Logger`', 'Removed'],
    ['Drop support for Python 3.7', 'Removed'],
    ['Delete the legacy handler', 'Removed'],
    ['Deprecate Rack::Request#parse_multipart', 'Deprecated'],
    ['Rack::Auth::AbstractRequest#request is now deprecated', 'Deprecated'],
    ['Use `#inspect` to prevent log injection.', 'Security'],
    ['Fix possible ReDOS in newline rule', 'Security'],
    ['Fix XSS in directory listing', 'Security'],
    ['Escape HTML to prevent cross-site scripting in Rack::ShowExceptions', 'Security'],
    ['Root directory disclosure via unescaped regex interpolation in `Rack::Directory`', 'Security'],
    ['Improper handling of proxy headers in `Rack::Sendfile` may allow proxy bypass', 'Security'],
    ['Unbounded read in `Rack::Request` form parsing can lead to memory exhaustion', 'Security'],
    ['Add an option to bypass the cache', 'Added'],
    ['Update to spec 0.31.2', 'Changed'],
    ['Improve `Rack::Response` content-length header generation. (#2219)', 'Changed'],
    ['Rename `text_collapse` rule to `fragments_join`', 'Changed'],
    ['`Rack::Builder` `#use`, `#run` and `#map` all return `nil`. (#2355)', 'Changed'],
  ])('%s → %s', (subject, section) => {
    const classified = classifyCommit(makeCommit({ subject, files: CODE }));
    expect(classified.section).toBe(section);
    expect(classified.noise).toBeNull();
    expect(classified.type).toBeNull();
  });

  // How maintainers file wording that the leading verb alone gets wrong.
  it.each<[string, ChangeSection]>([
    // Adding what was missing, or adding while saying it fixes something, is a fix.
    ['Add missing `end` keyword argument to `Text.from_markup`', 'Fixed'],
    ['Added missed h2..h6 to whitelisted block tags', 'Fixed'],
    ['Added ability to escape table row separator, fix #5', 'Fixed'],
    ['Add `--fix` flag to the CLI', 'Added'],
    // `Allow X` accepts input that used to be refused; `Allow X to Y` / `Allow configuring X` grants a capability.
    ['Allow tabs inside GFM tables', 'Fixed'],
    ['Allow empty PATH_INFO. (#2214)', 'Fixed'],
    ['Allow tilde in URL (fixes #3057)', 'Fixed'],
    ['Allow `Rack::Builder#run` to take a block instead of an argument', 'Added'],
    ['Allow configuring priorities for Forwarded and X-Forwarded-*', 'Added'],
    ['Allow override of lexer in Syntax.from_path', 'Added'],
    ['Allow users to set a custom theme', 'Added'],
    // Deprecation wording wins over the adding verb.
    ['Add deprecation warning for `lib/rack/logger.rb`. (#2197)', 'Deprecated'],
    ['Remove deprecated Rack::Request::SCHEME_WHITELIST', 'Removed'],
    // Removing unused code, a dependency, or something being replaced changes the code; users lose nothing.
    ['Remove unnecessary buffer growing when parsing multipart', 'Changed'],
    ['Removed dead code in block rules', 'Changed'],
    ['Remove `typing-extensions` as a runtime dependency', 'Changed'],
    ['Remove custom pipes and replace with channels', 'Changed'],
    ['Remove `scrub_filename` in favor of the native string `scrub!` method', 'Changed'],
    ['Remove `Rack::Files#response_body` as the implementation was broken', 'Removed'],
    // Making something work as it should is a fix; making it configurable is an addition.
    ['Make Rack::MediaType#params handle empty string', 'Fixed'],
    ['Make BodyProxy correctly delegate keyword arguments on Ruby 2.7+', 'Fixed'],
    ['Make --no-html have an effect in CLI', 'Fixed'],
    ['Make the maximum received grpc message size configurable', 'Added'],
    ['Make configurable the maximum received grpc message size', 'Added'],
    ['Make link/image/reference helpers overridable', 'Changed'],
    ['Make repr tag highlighting greedy', 'Changed'],
    // Phrases that describe correct behaviour.
    ['Always suffix indented code block with a newline', 'Fixed'],
    ['Fallback to text lexer when lexer not found', 'Fixed'],
    ['Fall back to `sys.__stderr__` to get the terminal size', 'Fixed'],
    ['Disabled Progress should not start attached Live', 'Fixed'],
    ['HeaderHash must clear names on clear/replace', 'Fixed'],
    ['Improved handling of invalid `accept` headers. (#2226)', 'Fixed'],
    ['Better validation of `HTTP_HOST` and `SERVER_NAME` according to RFCs', 'Fixed'],
    ['Ignore Range header if served file is 0 bytes', 'Fixed'],
    ['Text wrapping edgecase', 'Fixed'],
    ['Issue with traceback on legacy windows', 'Fixed'],
    ['Exception when rendering an empty table', 'Fixed'],
    ['Live display raises an exception on exit', 'Fixed'],
    ['Raise an exception when the input is closed', 'Changed'],
    ['Exception groups', 'Changed'],
    // A `[component]` tag does not hide the verb.
    ['[traceback] Add traceback frame opt-out via `_rich_traceback_omit`', 'Added'],
    // A bare name led by a code identifier announces something new, unless a verb follows it.
    ['TTY_COMPATIBLE', 'Added'],
    ['TTY_INTERACTIVE env var', 'Added'],
    ['Console.bell', 'Added'],
    ['ListUsers API', 'Added'],
    ['Rack::MethodOverride handle QueryParser::ParamsTooDeepError', 'Fixed'],
    ['StateBlock cleanup', 'Changed'],
    ['setup.cfg', 'Changed'],
    // A CVE named without its number.
    ['Update toolchain go to 1.26.2 to address stdlib CVEs', 'Security'],
    // A leading word that is also an Object property name.
    ['constructor fix', 'Fixed'],
    ['Constructor options are frozen', 'Changed'],
  ])('%s → %s', (subject, section) => {
    expect(classifyCommit(makeCommit({ subject, files: CODE })).section).toBe(section);
  });

  it('takes a Security section from a CVE in the body', () => {
    expect(classifyCommit(makeCommit({ subject: 'Limit multipart header size', body: 'Fixes CVE-2025-61772.', files: CODE })).section).toBe('Security');
  });

  it('takes a Security section from an explanation that speaks of attacks, unless the change adds something', () => {
    const body = 'Requests with multiple boundary parameters are unlikely to be legitimate, and likely are attempts to exploit parsing differences.';
    expect(classifyCommit(makeCommit({ subject: 'Raise error for multipart requests with multiple boundary parameters', body, files: CODE })).section).toBe('Security');
    expect(classifyCommit(makeCommit({ subject: 'Fix parsing of quoted boundaries', body: 'A malicious client could send…', files: CODE })).section).toBe('Security');
    expect(classifyCommit(makeCommit({ subject: 'Add Rack::Session::Pool :allow_fallback option', body: 'Disabling it avoids a security issue in some setups.', files: CODE })).section).toBe('Added');
  });

  it('does not read a pull-request template checklist or a bot body as an explanation', () => {
    const template = '## Checklist\n- [ ] This change fixes a security vulnerability\n<!-- Report vulnerabilities privately -->';
    expect(classifyCommit(makeCommit({ subject: 'Update the cookie parser', body: template, files: CODE })).section).toBe('Changed');
    const bot = classifyCommit(makeCommit({ subject: 'Bump rack from 3.1.0 to 3.1.1', body: 'Fixes a vulnerability in rack.', authorName: 'dependabot[bot]', files: ['Gemfile.lock'] }));
    expect(bot.section).toBe('Changed');
  });

  it('reads a Go-style `component: text` prefix as a scope', () => {
    const classified = classifyCommit(makeCommit({ subject: 'punycode: switch to userland package', files: ['lib/index.js'] }));
    expect(classified).toMatchObject({ type: null, scope: 'punycode', description: 'switch to userland package' });
  });

  it('cleans the description: trailing references, skip-ci marks and period', () => {
    const classified = classifyCommit(makeCommit({ subject: 'Directly close the body in `Rack::Head`. (#2360) [skip ci]', files: CODE }));
    expect(classified.description).toBe('Directly close the body in `Rack::Head`');
    expect(classified.references.pullRequests).toEqual([2360]);
  });
});

describe('classifyCommit: Conventional Commits', () => {
  it.each<[string, string, ChangeSection]>([
    ['feat(dict): December 2025 updates', 'feat', 'Added'],
    ['fix(dictgen): Align trie write/access conditions', 'fix', 'Fixed'],
    ['perf(dict)!: Switch to PHF Map', 'perf', 'Changed'],
    ['feat!: remove the legacy config loader', 'feat', 'Removed'],
    ['fix: deprecate the old flag', 'fix', 'Deprecated'],
    ['fix: bump otel/sdk to address CVE-2026-1234', 'fix', 'Security'],
    ['feat: add deprecation warning for the old flag', 'feat', 'Deprecated'],
    ['bug: wait for connection to postgres before starting', 'bug', 'Fixed'],
    // Removals in a refactoring or for speed rework the code; a breaking one takes something away.
    ['perf: remove `fmt` from cache key generation (#3006)', 'perf', 'Changed'],
    ['refactor!: remove read-tuples endpoint (#495)', 'refactor', 'Removed'],
  ])('%s → %s, %s', (subject, type, section) => {
    const classified = classifyCommit(makeCommit({ subject, files: ['src/lib.rs'] }));
    expect(classified.type).toBe(type);
    expect(classified.section).toBe(section);
    expect(classified.noise).toBeNull();
  });

  // A removal word that is a name, part of one or a sentence's subject removes nothing; a real removal still does.
  it.each<[string, ChangeSection, boolean]>([
    ['feat: remove() deletes an item by index', 'Added', false],
    ['feat: clear() empties the list (#3)', 'Added', false],
    ['feat: delete endpoint for users', 'Added', false],
    ['feat: drop-in replacement for requests', 'Added', false],
    ['feat(ui): delete button on each row', 'Added', false],
    ['feat: delete now asks for confirmation', 'Added', false],
    ['feat: `drop` returns the removed rows', 'Added', false],
    ['feat: remove_prefix() strips a leading path', 'Added', false],
    ['feat!: remove() returns the removed item', 'Added', true],
    ['feat!: remove the legacy API', 'Removed', true],
    ['feat: remove button from the toolbar', 'Removed', false],
    ['feat: remove calls to the deprecated logger', 'Removed', false],
    ['feat: drop now unused helpers', 'Removed', false],
    ['remove: the --legacy flag', 'Removed', false],
    ['refactor: drop node 14', 'Removed', true],
    ['remove() deletes an item by index', 'Changed', false],
    ['Remove the deprecated `Rack::File` constant', 'Removed', true],
    ['Add throws docs, simplify interval behavior', 'Added', false],
  ])('%s → %s (breaking: %s)', (subject, section, breaking) => {
    const classified = classifyCommit(makeCommit({ subject, files: ['src/lib.rs'] }));
    expect(classified.section).toBe(section);
    expect(classified.breaking).toBe(breaking);
  });

  it('marks breaking changes from `!` and from footers', () => {
    expect(classifyCommit(makeCommit({ subject: 'feat(api)!: new routes' })).breaking).toBe(true);
    expect(classifyCommit(makeCommit({ subject: 'feat: new routes', body: 'Details.\n\nBREAKING CHANGE: old routes are gone' })).breaking).toBe(true);
    expect(classifyCommit(makeCommit({ subject: '[breaking] Removed package-internal subpath exports' })).breaking).toBe(true);
    expect(classifyCommit(makeCommit({ subject: 'feat: new routes' })).breaking).toBe(false);
  });

  it('keeps the scope and strips the prefix from the description', () => {
    expect(classifyCommit(makeCommit({ subject: 'fix(authn/oidc): refresh JWKS on unknown kid (#3101)' }))).toMatchObject({
      scope: 'authn/oidc',
      description: 'refresh JWKS on unknown kid',
      references: { pullRequests: [3101], issues: [] },
    });
  });

  it('reads the target of fixup! and squash! commits', () => {
    expect(classifyCommit(makeCommit({ subject: 'fixup! feat(cli): add --json' }))).toMatchObject({ type: 'feat', scope: 'cli', description: 'add --json' });
  });
});

describe('classifyCommit: noise', () => {
  it('reads a commit named for a version that changes many sources without writing the CHANGELOG as a change', () => {
    const files = ['Source/Lib.swift', 'Source/Core/Request.swift', 'Source/Core/Session.swift', 'Source/Features/Retry.swift', 'Source/Features/Cache.swift', 'Source/Features/Upload.swift'];
    expect(classifyCommit(makeCommit({ subject: 'Prepare 5.10 (#3900)', files })).noise).toBeNull();
  });

  // A release subject of every form the rules know, beside code it touches (so the paths decide nothing):
  // a cheap test run before the rules must never turn one away.
  it.each([
    '[release] 1.2.3', 'Release 1.2.3', 'Released version 1.2.3', 'Prepare release of 2.0.0', 'Bumped to version 1.2.3', 'Set version to 1.2.3', 'Update the version to 1.2.3',
    'Change version to 1.2.3', 'version 1.2.3', 'Tagged v1.2.3', 'v1.2.3', '1.2.3 release', 'Bump the gem version', 'Increase package version', 'Increment version number',
    'release', 'Releasing', 'New release', 'Cut a release', 'Release candidate', 'Bump to 2.1', 'Version bump', 'Version Packages', 'Bump version', 'New version',
    'Release {{ version }}', 'Prepare for the next release', 'Start next development cycle', 'Back to development', 'post-release', 'Update changelog for 1.2.3',
    'Add the release notes for v2', 'Write changelog for version 3.0', 'Finalize changelog for 1.0',
  ])('reads %p as a release commit', (subject) => {
    expect(classifyCommit(makeCommit({ subject, files: ['src/a.ts', 'src/b.ts'] })).noise).toBe('version-bump');
  });

  it.each<[string, string[], NoiseKind]>([
    ['Bump minor version.', ['lib/rack/version.rb'], 'version-bump'],
    ['14.0.0 released', ['CHANGELOG.md', 'package.json'], 'version-bump'],
    ['chore: Release', ['CHANGELOG.md', 'Cargo.lock', 'crates/typos/Cargo.toml', 'action/entrypoint.sh'], 'version-bump'],
    ['chore: Release git-stack version 0.10.13', ['CHANGELOG.md', 'Cargo.lock', 'Cargo.toml'], 'version-bump'],
    ['release: update changelog for release `v1.17.0` (#3151)', ['CHANGELOG.md'], 'version-bump'],
    ['Prepare for 3.1.7 release.', ['CHANGELOG.md'], 'version-bump'],
    ['v2.4.0', ['package.json'], 'version-bump'],
    ['Version to 5.4.0.', ['Alamofire.xcodeproj/project.pbxproj'], 'version-bump'],
    // Packaging files only, naming the version outright.
    ['Promote to v4.1.0', ['CHANGELOG.md', 'package-lock.json', 'package.json'], 'version-bump'],
    ['Updates for fd 8.5.1', ['CHANGELOG.md', 'Cargo.lock', 'Cargo.toml', 'README.md'], 'version-bump'],
    ['Preparation for v8.5', ['CHANGELOG.md', 'Cargo.toml'], 'version-bump'],
    // A release that stamps the version into many sources and regenerates the API docs is still the release.
    ['Prepare 5.10 (#3900)', ['CHANGELOG.md', 'Lib.podspec', 'Source/Lib.swift', 'Source/Core/Request.swift', 'Source/Core/Session.swift', 'Source/Features/Retry.swift', 'Source/Features/Cache.swift', 'Source/Features/Upload.swift', 'docs/Classes.html'], 'version-bump'],
    ['Test against ruby-head', ['.github/workflows/test.yaml'], 'ci-only'],
    ['Update pull request template for typo contributions', ['.github/pull_request_template.md'], 'ci-only'],
    // The build tool's wrapper, settings and version catalog serve development.
    ['Adopt Gradle 7.4', ['gradle/wrapper/gradle-wrapper.jar', 'gradle/wrapper/gradle-wrapper.properties', 'gradlew', 'gradlew.bat', 'settings.gradle'], 'ci-only'],
    ['Use the Maven wrapper', ['.mvn/wrapper/maven-wrapper.properties', 'mvnw', 'mvnw.cmd', 'pom.xml'], 'ci-only'],
    ['Add specs to get coverage back to 100%', ['test/spec_builder.rb', 'test/spec_lint.rb'], 'test-only'],
    ['Sync pathological tests with cmark', ['test/pathological.json'], 'test-only'],
    ['Update readme.', ['README.md'], 'docs-only'],
    ['Update changelog.', ['CHANGELOG.md'], 'docs-only'],
    ['Improve introduction wording for clarity', ['docs/source/introduction.rst'], 'docs-only'],
    ['Dist rebuild', ['dist/markdown-it.js', 'dist/markdown-it.min.js'], 'internal'],
    ['Whitespace.', ['lib/rack/utils.rb'], 'formatting'],
    ['Fix typo in comments of text.mjs (#1015)', ['lib/rules_inline/text.mjs'], 'formatting'],
    ['Fix Two Typos', ['rich/text.py'], 'formatting'],
    ['Fix updated -> update Typo (#3611)', ['Source/Session.swift'], 'formatting'],
    ['Apply Latest Formatting (#3760)', ['Source/Session.swift', 'Source/Request.swift'], 'formatting'],
    ['Apply SwiftFormat 0.51.0 (#3695)', ['Source/Session.swift', '.swiftformat'], 'formatting'],
    ['style: Make clippy happy', ['src/main.rs'], 'formatting'],
    ['docs: replace .js with .mjs in links to files in ndoc comments (#989)', ['lib/index.mjs'], 'docs-only'],
    ['test: cover the empty case', ['src/parser.ts'], 'test-only'],
    ['ci: cache cargo registry', ['.github/workflows/ci.yml'], 'ci-only'],
    ['chore: reorganise the build script', ['src/lib.rs'], 'internal'],
    ['Changelog and docstring', ['CHANGELOG.md', 'rich/console.py'], 'docs-only'],
    ['imports', ['rich/console.py'], 'formatting'],
    ['Refactored spec_files.rb to improve readability (#2240)', ['lib/rack/files.rb'], 'internal'],
    ['Simplify logic in scanDelims', ['lib/rules_inline/state_inline.mjs'], 'internal'],
    ['Code cleanup', ['lib/index.mjs'], 'internal'],
    ['Minor refactoring of the renderer', ['lib/renderer.mjs'], 'internal'],
    ['Docs: clarify the options', ['lib/index.mjs'], 'docs-only'],
    // Documentation written in the code: the sources change, the behaviour does not.
    ['Fix doc for `put_resp_cookie` (#955)', ['lib/plug/conn.ex'], 'docs-only'],
    ['Clarify month docs', ['src/getMonth/index.ts', 'src/setMonth/index.ts'], 'docs-only'],
    ['Update the constants docs', ['src/constants/index.ts'], 'docs-only'],
    ['Improve comment', ['lib/plug/upload.ex'], 'docs-only'],
    ['Remove outdated TODO', ['lib/plug/router.ex'], 'docs-only'],
    ['Document :validate_utf8 option on fetch_query_params/2 (#971)', ['lib/plug/conn.ex'], 'docs-only'],
    ['Explain session vs assigns (#1102)', ['lib/plug/conn.ex'], 'docs-only'],
    ['Clarify assign vs session docs, closes #1255', ['lib/plug/conn.ex'], 'docs-only'],
    ['Apply clippy suggestions', ['src/main.rs', 'src/walk.rs'], 'formatting'],
    ['Mix format', ['lib/plug/router.ex', 'lib/plug/conn.ex'], 'formatting'],
    ['Cargo fmt', ['src/main.rs'], 'formatting'],
    // The project's own upkeep: compiler warnings, a broken CI, the web editor's title for an edit.
    ['Fix warnings', ['lib/plug/conn.ex'], 'internal'],
    ['Remove warnings on Elixir v1.19+', ['lib/plug/conn.ex'], 'internal'],
    ['Fix CI', ['lib/plug/test.ex'], 'internal'],
    ['Update `conn.ex` (#1095)', ['lib/plug/conn.ex'], 'internal'],
    // A part of the code ported to another language, build output, test coverage.
    ['Migrate `formatDistanceToNow` to TS (#2092)', ['src/formatDistanceToNow/index.ts', 'src/formatDistanceToNow/index.js'], 'internal'],
    ['`uk` locale TS migration (#2883)', ['src/locale/uk/index.ts'], 'internal'],
    ['Convert the bn locale to TypeScript (#2881)', ['src/locale/bn/index.ts'], 'internal'],
    ['Build the library', ['src/index.js', 'src/fp/index.js', 'typings.d.ts'], 'internal'],
    ['Rebuild types and indices', ['src/index.ts', 'src/fp/index.ts'], 'internal'],
    ['Use mapM_ instead of sequence_ and <$>', ['src/ShellCheck/Analytics.hs'], 'internal'],
    ['Use unless instead of when and not', ['src/ShellCheck/Checker.hs'], 'internal'],
    ['Implement `parseEnum` in terms of lookup', ['src/ShellCheck/Parser.hs'], 'internal'],
    ['Increase test code coverage for formatISO API (#2703)', ['src/formatISO/index.ts'], 'test-only'],
    ['100% code coverage for `formatDuration` API (#2786)', ['src/formatDuration/index.ts'], 'test-only'],
    ['Bump (#3485)', ['pyproject.toml', 'CHANGELOG.md', 'rich/__init__.py'], 'version-bump'],
    ['refactor(cli): extract the config loader', ['src/cli.rs'], 'internal'],
  ])('%s → %s', (subject, files, noise) => {
    expect(classifyCommit(makeCommit({ subject, files })).noise).toBe(noise);
  });

  it('keeps a chore that the author wrote into the CHANGELOG, and breaking chores', () => {
    expect(classifyCommit(makeCommit({ subject: 'chore: add more spans to Check (#3116)', files: ['CHANGELOG.md', 'internal/check/check.go'] })).noise).toBeNull();
    expect(classifyCommit(makeCommit({ subject: 'chore!: require Node 20', files: ['package.json', 'src/index.ts'] })).noise).toBeNull();
  });

  it('keeps changes whose subject only mentions documentation, warnings, CI, a file, a language or a build along the way, and a port of the whole project', () => {
    for (const subject of ['Fix the docs link in the error message', 'Add an example config generator', 'Update `--size` documentation and its parsing of units', 'Fix parsing of comments in attribute lists']) {
      expect(classifyCommit(makeCommit({ subject, files: ['src/cli.rs'] })).noise).toBeNull();
    }
    expect(classifyCommit(makeCommit({ subject: 'Clarify the docs', files: ['CHANGELOG.md', 'src/cli.rs'] })).noise).toBeNull();
    for (const subject of ['Fix warnings shown for valid config files', 'Update conn.ex to send chunked bodies', 'Fix CI detection in the color check', 'Migrate to TS', 'Move the check to Swift 5.5.1 for SecTrustCopyCertificateChain', 'Build the parser lazily', 'Use the word "sekunda" instead of "vteřina" for second']) {
      expect(classifyCommit(makeCommit({ subject, files: ['src/cli.rs'] })).noise).toBeNull();
    }
  });

  it('keeps a dependency moved to a version in the packaging files, and a version named next to code', () => {
    expect(classifyCommit(makeCommit({ subject: 'deps: Update JavaScript SDK to v10.46.0 (#5890)', files: ['package.json', 'yarn.lock', 'CHANGELOG.md'] })).noise).toBeNull();
    expect(classifyCommit(makeCommit({ subject: 'Require Node 18.12.0', files: ['package.json'] })).noise).toBeNull();
    expect(classifyCommit(makeCommit({ subject: 'Revert buildtools to 23.0.1', files: ['android/build.gradle'] })).noise).toBeNull();
    expect(classifyCommit(makeCommit({ subject: 'Support the 2.3.0 config format', files: ['package.json', 'src/config.ts'] })).noise).toBeNull();
  });

  it('keeps a CHANGELOG edit that is part of a code change', () => {
    expect(classifyCommit(makeCommit({ subject: 'Fix ReDoS and consistency in multipart regexes', files: ['CHANGELOG.md', 'lib/rack/multipart/parser.rb'] })).noise).toBeNull();
  });

  it('keeps a CI change the author wrote into the CHANGELOG', () => {
    const classified = classifyCommit(makeCommit({ subject: 'ci: make pr benchmark comparisons less fragile (#3153)', files: ['.github/workflows/main.yaml', 'CHANGELOG.md'] }));
    expect(classified.noise).toBeNull();
  });
});

describe('classifyCommit: merges', () => {
  it('takes the title and number of a GitHub pull request merge', () => {
    const classified = classifyCommit(
      makeCommit({ subject: 'Merge pull request #3915 from joelostblom/ipython-console-param', body: 'Fix IPython silently ignoring console instance passed to `pretty.install`', parents: ['a', 'b'], files: ['rich/pretty.py'] }),
    );
    expect(classified).toMatchObject({ description: 'Fix IPython silently ignoring console instance passed to `pretty.install`', section: 'Fixed', noise: null });
    expect(classified.references.pullRequests).toEqual([3915]);
  });

  it('parses a conventional pull request title', () => {
    const classified = classifyCommit(makeCommit({ subject: 'Merge pull request #1199 from epage/aho', body: 'feat(dictgen): Add aho-corasick support', parents: ['a', 'b'], files: ['crates/dictgen/src/lib.rs'] }));
    expect(classified).toMatchObject({ type: 'feat', scope: 'dictgen', description: 'Add aho-corasick support', section: 'Added' });
  });

  it('derives a title from the branch when the body is empty', () => {
    const classified = classifyCommit(makeCommit({ subject: 'Merge pull request #12 from someone/fix-table-padding', parents: ['a', 'b'], files: ['rich/table.py'] }));
    expect(classified.description).toBe('fix table padding');
  });

  it('reads GitLab merge requests', () => {
    const classified = classifyCommit(
      makeCommit({ subject: "Merge branch 'feature/export' into 'main'", body: 'Add CSV export\n\nCloses #40\n\nSee merge request group/project!123', parents: ['a', 'b'], files: ['src/export.ts'] }),
    );
    expect(classified).toMatchObject({ description: 'Add CSV export', section: 'Added', references: { pullRequests: [123], issues: [40] } });
  });

  it('files a merged fix branch under Fixed when the title says nothing, but not over the title\'s verb', () => {
    const merge = (branch: string, body: string) => classifyCommit(makeCommit({ subject: `Merge pull request #7 from ${branch}`, body, parents: ['a', 'b'], files: ['lib/rack/lock.rb'] }));
    expect(merge('lugray/fix_rack_lock', 'Stop replacing the environment in Rack::Lock').section).toBe('Fixed');
    expect(merge('Textualize/bugfix-inconsistent-coloring', 'Complex numbers in the highlighter').section).toBe('Fixed');
    expect(merge('Textualize/fix-background-style', 'Add `Segment.split_lines_terminator`').section).toBe('Added');
    // git-flow names every branch feature/…: no hint.
    expect(merge('someone/feature/use-regexp-match', 'Use Regexp match? instead of =~').section).toBe('Changed');
    expect(merge('someone/prefix-paths', 'Use relative paths').section).toBe('Changed');
  });

  it('sets aside merges that only synchronise branches', () => {
    expect(classifyCommit(makeCommit({ subject: "Merge branch 'master' of github.com:willmcgugan/rich", parents: ['a', 'b'] })).noise).toBe('merge-without-title');
    expect(classifyCommit(makeCommit({ subject: "Merge remote-tracking branch 'origin/main' into feature", parents: ['a', 'b'] })).noise).toBe('merge-without-title');
  });

  it('reads a pull request from a development line (`next`, `v4`, `v2-exp`) as a merge without a title, whose branch speaks for it', () => {
    const merge = (branch: string, body: string) => classifyCommit(makeCommit({ subject: `Merge pull request #7 from ${branch}`, body, parents: ['a', 'b'], files: ['src/hono.ts'] }));
    for (const [branch, title] of [['honojs/next', 'Next'], ['honojs/v4', 'v4'], ['charmbracelet/v2-exp', '(v2) Bubble Tea v2'], ['acme/develop', 'Develop'], ['acme/3.x', 'Release 3'], ['acme/release/2.0', 'Release 2.0']] as const) {
      expect([branch, merge(branch, title).noise]).toEqual([branch, 'merge-without-title']);
    }
    // A contributor's fork branch, whatever its name, keeps the pull request's title.
    for (const branch of ['someone/main', 'someone/master', 'someone/dev', 'someone/v2-of-the-fix', 'someone/1234', 'someone/release-please--branches--main']) {
      expect([branch, merge(branch, 'Add the QUERY method').description]).toEqual([branch, 'Add the QUERY method']);
    }
  });

  it('reads GitHub security advisory merges as security fixes', () => {
    const classified = classifyCommit(
      makeCommit({ subject: 'Merge commit from fork', body: '* test reproducing the report\n\n* fix(authn): require issuer and audience when OIDC authn is enabled\n\n* fixed based on code review', parents: ['a', 'b'], files: ['internal/authn/oidc.go'] }),
    );
    expect(classified).toMatchObject({ section: 'Security', scope: 'authn', description: 'require issuer and audience when OIDC authn is enabled', noise: null });
  });
});

describe('classifyCommit: subjects that name no change', () => {
  it.each(['Tweaks', 'Meta tweaks', 'Misc', 'wip'])('sets %s aside as internal work', (subject) => {
    expect(classifyCommit(makeCommit({ subject, files: ['src/app.py'] })).noise).toBe('internal');
  });

  it('keeps a subject that names what was tweaked', () => {
    expect(classifyCommit(makeCommit({ subject: 'Tweak the retry delay', files: ['src/app.py'] })).noise).toBeNull();
  });
});

describe('classifyCommit: dependency updates', () => {
  it.each([
    { subject: 'Bump actions/cache from 3 to 4 in /app', authorName: 'dependabot[bot]', files: ['package.json'] },
    { subject: 'chore(deps): update rust crate clap to v4.5.1', authorName: 'renovate[bot]', files: ['Cargo.lock'] },
    { subject: 'Update dependency serde to v1.0.200', authorName: 'renovate[bot]', files: ['Cargo.toml'] },
  ])('flags $subject by a bot', (input) => {
    const classified = classifyCommit(makeCommit(input));
    expect(classified.dependencyUpdate).toBe(true);
    expect(classified.noise).toBeNull();
  });

  it.each([
    { subject: 'chore(deps): Update compatible (#1575)', authorName: 'Ed Page', files: ['Cargo.lock'] },
    { subject: 'build(deps-dev): bump eslint from 8.0.0 to 9.0.0', authorName: 'Someone', files: ['package.json', 'package-lock.json'] },
    { subject: 'Deps bump', authorName: 'Vitaly', files: ['package.json'] },
  ])('keeps $subject by a person as a change of its own', (input) => {
    const classified = classifyCommit(makeCommit(input));
    expect(classified).toMatchObject({ dependencyUpdate: false, noise: null });
  });

  it('flags a merged Dependabot pull request by its branch', () => {
    const classified = classifyCommit(
      makeCommit({ subject: 'Merge pull request #3450 from Textualize/dependabot/pip/asv-0.6.4', body: 'Bump asv from 0.5.1 to 0.6.4', parents: ['a', 'b'], files: ['poetry.lock', 'pyproject.toml'] }),
    );
    expect(classified.dependencyUpdate).toBe(true);
  });

  it('leaves a GitHub Actions bump that touches only workflows as CI noise', () => {
    const classified = classifyCommit(makeCommit({ subject: 'Bump actions/checkout from 3 to 4 (#953)', authorName: 'dependabot[bot]', files: ['.github/workflows/ci.yml'] }));
    expect(classified).toMatchObject({ noise: 'ci-only', dependencyUpdate: false });
  });

  it('does not take ordinary updates for dependency updates', () => {
    expect(classifyCommit(makeCommit({ subject: 'Update to spec 0.31.2', files: ['lib/common/html_re.mjs'] })).dependencyUpdate).toBe(false);
  });
});

describe('classifyCommit: references', () => {
  it.each([
    ['Title (#123)', '', [123], []],
    ['Title (GH-123)', '', [123], []],
    ['Fix the thing', 'Fixes #12\nCloses acme/tool#13 and #14', [], [12, 13, 14]],
    ['Fix the thing, closes #7', '', [], [7]],
    ['Resolve crash', 'Resolves https://github.com/acme/tool/issues/99', [], [99]],
    ['Add reference labels, #938', '', [], [938]],
    ['Port of https://github.com/acme/tool/pull/55', '', [55], []],
    ['Plain subject', 'See the discussion in #77 and the list\n- [Release notes](https://github.com/x/y/releases)', [], []],
    ['feat: add export', 'Long explanation.\n\nSecond paragraph.\n\nBREAKING CHANGE: the old format is gone\nRefs: #133, #134\nReviewed-by: Z', [], [133, 134]],
    ['fix: handle empty input', 'Refs #9\nSigned-off-by: Ada <ada@example.com>', [], [9]],
  ])('%s / %j', (subject, body, pullRequests, issues) => {
    expect(classifyCommit(makeCommit({ subject, body })).references).toEqual({ pullRequests, issues });
  });
});

describe('classifyCommit: reverts', () => {
  it('records the reverted SHA and files the revert of an addition under Removed', () => {
    const classified = classifyCommit(
      makeCommit({ subject: 'Revert "Add a --json flag"', body: 'This reverts commit 0123456789abcdef0123456789abcdef01234567.', files: ['src/cli.ts'] }),
    );
    expect(classified).toMatchObject({ reverts: '0123456789abcdef0123456789abcdef01234567', section: 'Removed', description: 'Revert "Add a --json flag"' });
  });

  it('files the revert of a fix under Changed', () => {
    expect(classifyCommit(makeCommit({ subject: 'Revert "Fix thread safety issue"', files: ['rich/live.py'] })).section).toBe('Changed');
  });
});
