import type { ChangeSection, ClassifiedCommit, NoiseKind } from '../model.js';
import { clusterCommits } from '../cluster/cluster-commits.js';
import { buildChangelog } from '../releases/build-changelog.js';
import { renderMarkdown } from '../releases/render-markdown.js';
import { linearHistory, makeCommit } from '../testing/factories.js';
import { classifyCommit } from './classify-commit.js';

// Issue 14 item 4: the markers maintainers write into subjects, and the wording of the line they get.
const CODE = ['src/queue.ts'];
const classify = (subject: string, body = '', files = CODE): ClassifiedCommit => classifyCommit(makeCommit({ subject, body, files }));
const line = (subject: string, body = '', files = CODE): string => clusterCommits([classify(subject, body, files)], 'minimal')[0]?.text ?? '';

describe('bracket tags', () => {
  it.each<[string, ChangeSection, string]>([
    ['[New] Priority queues', 'Added', 'Priority queues'],
    ['[Added] `peek()` on queues', 'Added', '`peek()` on queues'],
    ['[Feature] Custom comparators', 'Added', 'Custom comparators'],
    ['[Fix] Comparators applied in reverse order', 'Fixed', 'Comparators applied in reverse order'],
    ['[Fixed] pop() on an empty queue', 'Fixed', 'pop() on an empty queue'],
    ['[bugfix] solve crash when using `inspect()`', 'Fixed', 'solve crash when using `inspect()`'],
    ['[fix]: off-by-one in the heap', 'Fixed', 'off-by-one in the heap'],
    ['[Change] Queues grow by half instead of doubling', 'Changed', 'Queues grow by half instead of doubling'],
    ['[Removed] The legacy list queue', 'Removed', 'The legacy list queue'],
    ['[Deprecated] `Queue#size` in favour of `Queue#length`', 'Deprecated', '`Queue#size` in favour of `Queue#length`'],
    ['[Security] Bound the queue length read from input', 'Security', 'Bound the queue length read from input'],
    ['[Perf] Fewer allocations when pushing', 'Changed', 'Fewer allocations when pushing'],
    ['[Regression] Escape only accepts strings', 'Fixed', 'Escape only accepts strings'],
  ])('%s → %s, the tag left out of the text', (subject, section, description) => {
    const classified = classify(subject);
    expect(classified).toMatchObject({ section, description, noise: null });
  });

  it.each<[string, NoiseKind]>([
    ['[Docs] Explain comparators', 'docs-only'],
    ['[Internal] Split the heap module', 'internal'],
    ['[Chore] Tidy the queue module', 'internal'],
    ['[CI] Run on Node 22', 'ci-only'],
    ['[Test] Cover empty queues', 'test-only'],
  ])('%s is left out as %s', (subject, noise) => {
    expect(classify(subject).noise).toBe(noise);
  });

  it('reads several tags in a row, in any case, and `[Breaking]` among them', () => {
    expect(classify('[FIX][Breaking] Comparators receive (a, b) in order')).toMatchObject({ section: 'Fixed', breaking: true, description: 'Comparators receive (a, b) in order' });
    expect(line('[breaking] [new] Queues are iterable')).toBe('**Breaking:** Queues are iterable');
  });

  it('reads a Conventional Commits header that misses a colon or a space', () => {
    expect(line('fix(action) make the wget progress indicator smaller')).toBe('**action:** Make the wget progress indicator smaller');
    expect(classify('fix:`ListUsers` includes the relation')).toMatchObject({ type: 'fix', section: 'Fixed', description: '`ListUsers` includes the relation' });
  });

  it('leaves component and branch tags in the text', () => {
    expect(classify('[traceback] Add frame opt-out')).toMatchObject({ section: 'Added', description: '[traceback] Add frame opt-out' });
    expect(classify('[2.2-stable] Fix compatibility with Ruby 3.4').description).toBe('[2.2-stable] Fix compatibility with Ruby 3.4');
  });

  it('lets a Conventional Commits header after the tags give the type and scope', () => {
    expect(classify('[Breaking] feat(queue): iterate in priority order')).toMatchObject({ type: 'feat', scope: 'queue', breaking: true, section: 'Added' });
  });
});

describe('breaking changes', () => {
  it.each([
    ['feat!: queues are iterable', ''],
    ['fix(heap)!: comparators receive (a, b) in order', ''],
    ['feat: new comparator API', 'Details.\n\nBREAKING CHANGE: comparators take two arguments'],
    ['feat: new comparator API', 'BREAKING-CHANGE: comparators take two arguments'],
    ['BREAKING CHANGE: comparators take two arguments', ''],
    ['[Breaking] Comparators take two arguments', ''],
    ['fix(breaking): usersets are self-defining', ''],
    ['refactor(!): remove token serialization from the datastore', ''],
    [':boom: Comparators take two arguments', ''],
    ['💥 Comparators take two arguments', ''],
  ])('%j marks the item', (subject, body) => {
    expect(classify(subject, body).breaking).toBe(true);
  });

  it.each([
    'Drop support for Node < 18',
    'Drop support for Node.js 14 and 16',
    'Drop Python 3.7',
    'Dropped support for Ruby 2.2 as it is well past EOL.',
    'Remove support for Node 16',
    'Require Node 18',
    'Require Node.js >= 20',
    'Require Ruby 2.7.3 and remove `ruby2_keywords`',
    'Bump the minimum Python version to 3.7',
    'Raise the minimum supported Node.js version to 20',
    'Bump MSRV to 1.80',
    'chore: bump MSRV to 1.80',
    'Node 18 is now required',
    'Python 3.7 is no longer supported',
    'Support for Ruby 2.2 has been dropped',
    'The minimum Node.js version is now 20',
    'ESM only',
    'Make the package pure ESM',
    'Drop CommonJS support',
    'Remove deprecated `Rack::File`',
    'Removed the deprecated `--legacy` flag',
  ])('free-form %j marks the item', (subject) => {
    const classified = classify(subject);
    expect(classified.breaking).toBe(true);
    expect(classified.noise).toBeNull();
  });

  it.each([
    'Drop Python 3.6 from testing in GitHub actions',
    'Remove Ruby 1.9 references from the spec',
    'Rewrite to ESM (CJS fallback still available)',
    'Fix a crash on Node 18',
    'Support Node 22',
    'Remove deprecated tests',
    'Update the README to say Python 3.7 is the minimum',
    'Mark `Queue#size` as deprecated',
    'Bump typing-extensions minimum to 4.0.0',
    'Python 3.13 is now supported',
  ])('%j does not', (subject) => {
    expect(classify(subject).breaking).toBe(false);
  });

  it('puts `**Breaking:**` at the start of the item, in its own section, first in it', () => {
    const commits = linearHistory([
      makeCommit({ subject: 'Add `peek()` (#4)', files: CODE }),
      makeCommit({ subject: 'Drop support for Node < 18 (#3)', files: ['package.json', 'src/index.ts'] }),
      makeCommit({ subject: 'feat(queue)!: iterate in priority order (#2)', files: CODE }),
      makeCommit({ subject: 'Fix pop() on an empty queue (#1)', files: CODE }),
    ]);
    const markdown = renderMarkdown(buildChangelog({ commits, tags: [], repository: 'acme/queue', repositoryUrl: null }));
    const items = markdown.split('\n').filter((text) => text.startsWith('### ') || text.startsWith('- '));
    expect(items).toEqual([
      '### Added',
      '- **Breaking:** **queue:** Iterate in priority order (#2)',
      '- Add `peek()` (#4)',
      '### Removed',
      '- **Breaking:** Drop support for Node < 18 (#3)',
      '### Fixed',
      '- Fix `pop()` on an empty queue (#1)',
    ]);
  });
});

// Code keeps its case and is written as a code span; ordinary words and names stay words.
describe('casing', () => {
  it.each([
    ['fix: pop() on an empty queue returns undefined', '`pop()` on an empty queue returns undefined'],
    ['feat: snake_case_name option for the exporter', '`snake_case_name` option for the exporter'],
    ['feat: camelCase keys in the JSON output', '`camelCase` keys in the JSON output'],
    ['feat: --dry-run prints the plan', '`--dry-run` prints the plan'],
    ['fix: .npmrc is read from the project root', '.npmrc is read from the project root'],
    ['fix: src/index.ts exports the queue', '`src/index.ts` exports the queue'],
    ['feat: v1.2 wire format', 'v1.2 wire format'],
    ['fix: os.path joins on Windows', '`os.path` joins on Windows'],
    ['fix: utf8 input with a BOM', 'utf8 input with a BOM'],
    ['feat: iOS support', 'iOS support'],
    ['fix: handle an empty queue', 'Handle an empty queue'],
    ['feat: add `peek()`', 'Add `peek()`'],
    ['feat: getUserById returns null, see https://example.org/a_b and [docs](docs/a_b.md)', '`getUserById` returns null, see https://example.org/a_b and [docs](docs/a_b.md)'],
    ['fix: Request#query_string= keeps iPhone and eBay as words', 'Request#query_string= keeps iPhone and eBay as words'],
    ['fix: Rack::File serves lib/rack/files.rb with --root=public', '`Rack::File` serves `lib/rack/files.rb` with `--root=public`'],
    ['fix: base64_(en|de)code and int_to_bytes on Python 3', 'base64_(en|de)code and `int_to_bytes` on Python 3'],
    ['Revert "feat(deno): export cookie middleware"', 'Revert "feat(deno): export cookie middleware"'],
  ])('%j → %j', (subject, text) => {
    expect(line(subject)).toBe(text);
  });
});

describe('scopes', () => {
  it('keeps a conventional scope and a component or package prefix as scopes', () => {
    expect(line('feat(parser): accept tabs')).toBe('**parser:** Accept tabs');
    expect(line('parser: accept tabs')).toBe('**parser:** Accept tabs');
    expect(line('net/http: reuse idle connections')).toBe('**net/http:** Reuse idle connections');
  });

  it('turns a file-name prefix into "… in `file`"', () => {
    expect(classify('main.go: fix the exit code (#12)')).toMatchObject({ scope: null, description: 'fix the exit code in `main.go`', section: 'Fixed' });
    expect(line('main.go: fix the exit code (#12)')).toBe('Fix the exit code in `main.go` (#12)');
    expect(line('config.ru: support optional UTF-8 Byte Order Mark (BOM)')).toBe('Support optional UTF-8 Byte Order Mark (BOM) in `config.ru`');
    expect(line('lib/rack/auth/openid.rb: openid login authenticator')).toBe('Openid login authenticator in `lib/rack/auth/openid.rb`');
  });

  it('reads an abbreviation in capitals as part of the text, not a scope', () => {
    expect(classify('SPEC: Require "status" to be Integer')).toMatchObject({ scope: null, description: 'SPEC: Require "status" to be Integer', section: 'Changed' });
    expect(line('ANSI: fix nF-escape decoding')).toBe('ANSI: fix nF-escape decoding');
    expect(classify('ANSI: fix nF-escape decoding').section).toBe('Fixed');
    expect(line('CLI: add a --json flag')).not.toContain('**CLI:**');
    // …and those that name a kind of work still leave it out.
    expect(classify('CI: cache npm between jobs', '', ['src/queue.ts', '.github/workflows/ci.yml']).noise).toBe('ci-only');
    expect(classify('README: link the specification', '', ['README.md', 'src/queue.ts']).noise).toBe('docs-only');
  });

  it('reads a word for a kind of change as that kind, not a scope', () => {
    expect(classify('Performance: introduce a lighter body proxy')).toMatchObject({ scope: null, type: 'perf', section: 'Changed', description: 'introduce a lighter body proxy' });
    expect(classify('Cleanup: remove an outdated comment').noise).toBe('internal');
    expect(line('Backport: preserve forwarded addresses for trusted proxies')).toBe('Preserve forwarded addresses for trusted proxies');
  });

  it('strips an issue tag and reads what follows', () => {
    expect(classify('[GH-598] chore: update the linter config')).toMatchObject({ type: 'chore', noise: 'internal' });
  });

  it('shows no scope for one without letters', () => {
    expect(line('perf(#1514): avoid calling the datastore if the context has an error')).toBe('Avoid calling the datastore if the context has an error (#1514)');
  });
});

describe('wording', () => {
  it.each(['Initial commit', 'initial commit', 'First commit', 'init', 'Initial import', 'Initial import of Rack'])('%j is not a change', (subject) => {
    expect(classify(subject).noise).toBe('internal');
  });

  it.each([
    'Improve error messages for invalid configuration',
    'Better error message for bad input type',
    'Provide more context for IO error messages',
    'Improve error reporting when a rebase is in progress',
    'Improve logging of internal server errors',
    'Clearer error when the config file is missing',
  ])('%j is filed under Fixed', (subject) => {
    expect(classify(subject).section).toBe('Fixed');
  });

  it('files clearer errors under Fixed even when the commit calls itself a feature', () => {
    expect(classify('feat: improve error logging in the migrate command').section).toBe('Fixed');
    expect(classify('fix(cli): improve error when args are not present').section).toBe('Fixed');
  });

  it('leaves other improvements in Changed', () => {
    expect(classify('Improve performance when errors are rare').section).toBe('Changed');
    expect(classify('Improve the table layout').section).toBe('Changed');
  });
});
