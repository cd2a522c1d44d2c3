import { hasBreakingFooter, impliesBreaking, isInitialCommit, parseAutosquash, parseConventionalHeader, parseFreeFormPrefix, parseLeadingMarkers, parseLooseHeader, parseRevert } from './conventional.js';

describe('parseConventionalHeader', () => {
  it.each([
    ['feat: add a flag', { type: 'feat', scope: null, breaking: false, description: 'add a flag' }],
    ['fix(parser): handle empty input', { type: 'fix', scope: 'parser', breaking: false, description: 'handle empty input' }],
    ['feat(api)!: drop v1 routes', { type: 'feat', scope: 'api', breaking: true, description: 'drop v1 routes' }],
    ['refactor!: rename options', { type: 'refactor', scope: null, breaking: true, description: 'rename options' }],
    ['FEAT(UI): Uppercase type', { type: 'feat', scope: 'UI', breaking: false, description: 'Uppercase type' }],
    ['Fix: capitalised type', { type: 'fix', scope: null, breaking: false, description: 'capitalised type' }],
    ['fix(authn/oidc): refresh JWKS on unknown kid (#3101)', { type: 'fix', scope: 'authn/oidc', breaking: false, description: 'refresh JWKS on unknown kid (#3101)' }],
    ['chore(deps-dev): bump x', { type: 'chore', scope: 'deps-dev', breaking: false, description: 'bump x' }],
    ['feat(a b.c@d): any characters but parentheses', { type: 'feat', scope: 'a b.c@d', breaking: false, description: 'any characters but parentheses' }],
    ['feat():  empty scope, extra space', { type: 'feat', scope: null, breaking: false, description: 'empty scope, extra space' }],
    ['refactor(!): remove token serialization', { type: 'refactor', scope: null, breaking: true, description: 'remove token serialization' }],
    ['perf(#1514): avoid a datastore call', { type: 'perf', scope: null, breaking: false, description: 'avoid a datastore call' }],
    ['fix(break): ensure usersets are self defining', { type: 'fix', scope: null, breaking: true, description: 'ensure usersets are self defining' }],
  ])('parses %j', (subject, expected) => {
    expect(parseConventionalHeader(subject)).toEqual(expected);
  });

  it.each([
    ['feat:no space after the colon'],
    ['feat: '],
    ['feat:'],
    ['feat(a(b)): nested parentheses'],
    ['feat(scope: unclosed scope'],
    ['Add a feature'],
    ['feat !: space before the bang'],
    ['(scope): no type'],
  ])('does not parse %j', (subject) => {
    expect(parseConventionalHeader(subject)).toBeNull();
  });
});

describe('hasBreakingFooter', () => {
  it('finds BREAKING CHANGE and BREAKING-CHANGE footers in multi-paragraph bodies', () => {
    expect(hasBreakingFooter('First paragraph.\n\nSecond paragraph.\n\nBREAKING CHANGE: config moved')).toBe(true);
    expect(hasBreakingFooter('Refs: #12\nBREAKING-CHANGE: flags renamed')).toBe(true);
  });

  it('ignores the words elsewhere and footers without text', () => {
    expect(hasBreakingFooter('This is not a BREAKING CHANGE: in the middle of a line')).toBe(false);
    expect(hasBreakingFooter('breaking change: lower case is not a footer')).toBe(false);
    expect(hasBreakingFooter('BREAKING CHANGE:')).toBe(false);
  });
});

describe('parseAutosquash', () => {
  it('reads fixup!, squash! and amend! prefixes, repeated or not', () => {
    expect(parseAutosquash('fixup! feat: add a flag')).toEqual({ kind: 'fixup', target: 'feat: add a flag' });
    expect(parseAutosquash('squash! fixup! Add a flag')).toEqual({ kind: 'squash', target: 'Add a flag' });
    expect(parseAutosquash('amend! Add a flag')).toEqual({ kind: 'amend', target: 'Add a flag' });
    expect(parseAutosquash('fixup: not autosquash')).toBeNull();
  });
});

describe('parseRevert', () => {
  it("reads git's revert message with the reverted SHA", () => {
    expect(parseRevert('Revert "Add a flag"', 'This reverts commit 0123456789abcdef0123456789abcdef01234567.')).toEqual({
      subject: 'Add a flag',
      sha: '0123456789abcdef0123456789abcdef01234567',
    });
  });

  it('reads nested reverts, squash-merged reverts and conventional reverts', () => {
    expect(parseRevert('Revert "Revert "Add a flag""', '')?.subject).toBe('Revert "Add a flag"');
    expect(parseRevert('Revert "Add a flag" (#124)', 'Reverts acme/tool#123')?.subject).toBe('Add a flag');
    expect(parseRevert('revert: feat: add a flag', 'Refs: 0123456')).toEqual({ subject: 'feat: add a flag', sha: '0123456' });
  });

  it('is null for other messages', () => {
    expect(parseRevert('Reverting to the old layout improves contrast', '')).toBeNull();
  });
});

describe('parseLeadingMarkers', () => {
  it.each([
    ['[New] Add a flag', { type: 'feat', breaking: false, rest: 'Add a flag' }],
    ['[fix]: handle empty input', { type: 'fix', breaking: false, rest: 'handle empty input' }],
    ['[Fix] [BREAKING] Rename options', { type: 'fix', breaking: true, rest: 'Rename options' }],
    ['[Breaking][Removed] The v1 routes', { type: 'remove', breaking: true, rest: 'The v1 routes' }],
    ['BREAKING CHANGE: options renamed', { type: null, breaking: true, rest: 'options renamed' }],
    ['Breaking: options renamed', { type: null, breaking: true, rest: 'options renamed' }],
    ['[Internal] Split modules', { type: 'chore', breaking: false, rest: 'Split modules' }],
    ['[GH-598] chore: update the linter', { type: null, breaking: false, rest: 'chore: update the linter' }],
    ['[Regression] Escape only accepts strings', { type: 'fix', breaking: false, rest: 'Escape only accepts strings' }],
    ['[traceback] Add a frame opt-out', { type: null, breaking: false, rest: '[traceback] Add a frame opt-out' }],
    ['Add [x] to lists', { type: null, breaking: false, rest: 'Add [x] to lists' }],
  ])('reads %j', (subject, expected) => {
    expect(parseLeadingMarkers(subject)).toEqual(expected);
  });
});

describe('parseFreeFormPrefix', () => {
  it.each([
    ['parser: accept tabs', { scope: 'parser', description: 'accept tabs', type: null }],
    ['net/http: reuse connections', { scope: 'net/http', description: 'reuse connections', type: null }],
    ['main.go: fix the exit code', { scope: null, description: 'fix the exit code in `main.go`', type: null }],
    ['Node.js: support version 22', { scope: 'Node.js', description: 'support version 22', type: null }],
    ['.gitignore: ignore dist', { scope: null, description: 'ignore dist in `.gitignore`', type: null }],
    ['README.md: mention the `.gitignore`', { scope: null, description: 'mention the `.gitignore` in `README.md`', type: null }],
    ['pyproject.toml: pyproject.toml holds the version', { scope: null, description: 'pyproject.toml holds the version', type: null }],
    ['README: fix a link', { scope: null, description: 'README: fix a link', type: 'docs' }],
    ['CI: cache npm', { scope: null, description: 'CI: cache npm', type: 'ci' }],
    ['SPEC: require an integer status', { scope: null, description: 'SPEC: require an integer status', type: null }],
    ['Performance: introduce a body proxy', { scope: null, description: 'introduce a body proxy', type: 'perf' }],
    ['Backport: preserve forwarded addresses', { scope: null, description: 'preserve forwarded addresses', type: null }],
  ])('reads %j', (subject, expected) => {
    expect(parseFreeFormPrefix(subject)).toEqual(expected);
  });

  it('is null without a prefix or for a URL', () => {
    expect(parseFreeFormPrefix('Add a flag')).toBeNull();
    expect(parseFreeFormPrefix('...: and so on')).toBeNull();
    expect(parseFreeFormPrefix('https: //example.com is fine')).toBeNull();
  });
});

describe('impliesBreaking and isInitialCommit', () => {
  it('needs the wording to open the description', () => {
    expect(impliesBreaking('Drop support for Node < 18')).toBe(true);
    expect(impliesBreaking('Fix the tests that drop support for Node 16')).toBe(false);
  });

  // Each wording the patterns know, so a cheap test run before them can never turn one away.
  it.each([
    'Drop support for Node < 18', 'Drop Python 3.7', 'Dropped support for Ruby 2.2 as it is past EOL', 'Remove support for Node.js 14 and 16',
    'End support for Python 3.8', 'No longer support Python 3.7', 'Require Node 18', 'Requires Node.js >= 20', 'Bump the minimum Python version to 3.7',
    'Raise minimum supported Node.js version to 20', 'Bump MSRV to 1.80', 'Set MSRV to 1.74', 'Update minimum Go version to 1.21', 'Increase the minimum Ruby version to 3.1',
    'Node 18 is now required', 'Python 3.7 is no longer supported', 'Support for Ruby 2.2 has been dropped', 'Go 1.20 is now the minimum', '.NET 6 support was dropped',
    'The minimum Node.js version is now 20', 'Lowest supported PHP version is now 8.1', 'ESM only', 'Package is now ESM-only', 'Pure ESM', 'Make the package pure ESM',
    'Be pure ESM', 'Drop CommonJS support', 'Remove the deprecated Rack::File', 'Removed deprecated options',
  ])('reads %p as breaking', (wording) => {
    expect(impliesBreaking(wording)).toBe(true);
  });

  it('knows the first commit of a repository', () => {
    expect(isInitialCommit('Initial commit')).toBe(true);
    expect(isInitialCommit('Initial support for streaming')).toBe(false);
  });
});

describe('parseLooseHeader', () => {
  const TYPES = new Set(['feat', 'fix', 'docs']);

  it.each([
    ['fix(action) Make wget quieter', { type: 'fix', scope: 'action', breaking: false, description: 'Make wget quieter' }],
    ['fix:`ListUsers` includes the relation', { type: 'fix', scope: null, breaking: false, description: '`ListUsers` includes the relation' }],
    ['feat[ci]: add macOS runners', { type: 'feat', scope: 'ci', breaking: false, description: 'add macOS runners' }],
    ['feat(api)!drop v1', null],
    ['feat(api)! drop v1', { type: 'feat', scope: 'api', breaking: true, description: 'drop v1' }],
    ['feat,fix!: introduce cursor model (#1303)', { type: 'feat', scope: null, breaking: true, description: 'introduce cursor model (#1303)' }],
    ['fix/docs(parser): handle tabs', { type: 'fix', scope: 'parser', breaking: false, description: 'handle tabs' }],
    ['feat,chore: two things', null],
  ])('reads %j', (subject, expected) => {
    expect(parseLooseHeader(subject, TYPES)).toEqual(expected);
  });

  it('needs a known type and a near miss, not a sentence', () => {
    expect(parseLooseHeader('change(dict): existend => existed', TYPES)).toBeNull();
    expect(parseLooseHeader('fix the parser', TYPES)).toBeNull();
    expect(parseLooseHeader('http://example.com works', TYPES)).toBeNull();
    // A call is not a header with an empty scope.
    expect(parseLooseHeader('remove() deletes an item by index', TYPES)).toBeNull();
    expect(parseLooseHeader('fix(): handle empty input', TYPES)).toMatchObject({ type: 'fix', scope: null, description: 'handle empty input' });
  });
});
