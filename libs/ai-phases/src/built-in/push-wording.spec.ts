import { classifyCommit, clusterCommits, type ChangeSection, type Commit } from '@chronicle/history';
import type { Facts } from '../facts/facts.js';
import { shaOf } from '../testing/factories.js';
import { BuiltInEngine } from './built-in-engine.js';
import { wordsNotFromCommits } from './word-check.js';

const engine = new BuiltInEngine();

/** A one-commit push, classified and clustered by @chronicle/history as the product does it. */
function pushOf(subjects: string[]): Facts {
  const commits = subjects.map((subject, index): Commit => ({
    sha: shaOf(`${index} ${subject}`),
    parents: [shaOf(`parent ${index}`)],
    authorName: 'Ana Lima',
    authorEmail: 'ana@example.org',
    authorDate: '2024-05-02T10:15:00+02:00',
    committerDate: '2024-05-02T10:15:00+02:00',
    subject,
    body: '',
    files: [{ path: 'src/lib.ts', additions: 6, deletions: 2 }],
  }));
  const classified = commits.map(classifyCommit);
  return { repository: 'acme/list', repositoryUrl: null, link: null, commits: classified, items: clusterCommits(classified, 'minimal') };
}

/** The summary's first sentence: what the push does. */
const firstSentence = (summary: string) => /^This push (.+?)\.(?: [A-Z]|$)/.exec(summary)?.[1] ?? summary;

// Subject → changelog section, headline, what `This push …` says. Mixed Conventional Commits and
// plain subjects; identifiers of several languages; statements of behaviour, imperatives, past
// tense, negated fixes, scopes, breaking changes and issue references.
const TABLE: Array<[subject: string, section: ChangeSection, headline: string, summary: string]> = [
  // Statements of behaviour: a sentence, the name kept as written.
  ['feat: clear() empties the list (#3)', 'Added', 'clear() now empties the list', 'makes clear() empty the list (#3)'],
  ['feat: remove() deletes an item by index', 'Added', 'remove() now deletes an item by index', 'makes remove() delete an item by index'],
  ['parser handles CRLF', 'Changed', 'Parser now handles CRLF', 'makes parser handle CRLF'],
  ['feat: the cache expires entries after ttl', 'Added', 'The cache now expires entries after ttl', 'makes the cache expire entries after ttl'],
  ['feat(api): getUserById returns null for unknown ids', 'Added', 'getUserById now returns null for unknown ids', 'makes getUserById return null for unknown ids'],
  ['feat: HashMap::with_capacity reserves space up front', 'Added', 'HashMap::with_capacity now reserves space up front', 'makes HashMap::with_capacity reserve space up front'],
  ['feat(go): http.Server closes idle connections after IdleTimeout', 'Added', 'http.Server now closes idle connections after IdleTimeout', 'makes http.Server close idle connections after IdleTimeout'],
  ['feat: remove_prefix() strips a leading path', 'Added', 'remove_prefix() now strips a leading path', 'makes remove_prefix() strip a leading path'],
  ['feat: `--json` prints the report as JSON', 'Added', '--json now prints the report as JSON', 'makes --json print the report as JSON'],
  ['feat(db): `Repo.delete_all/2` returns the number of deleted rows', 'Added', 'Repo.delete_all/2 now returns the number of deleted rows', 'makes Repo.delete_all/2 return the number of deleted rows'],
  ['feat: delete now asks for confirmation', 'Added', 'Delete now asks for confirmation', 'makes delete ask for confirmation'],
  ['feat: snake_case keys are converted to camelCase', 'Added', 'snake_case keys are converted to camelCase', 'brings the change that snake_case keys are converted to camelCase'],
  // A removal word that is a name or part of one: an addition, never `removes`.
  ['feat: delete endpoint for users', 'Added', 'Add delete endpoint for users', 'adds delete endpoint for users'],
  ['feat: drop-in replacement for requests', 'Added', 'Add drop-in replacement for requests', 'adds drop-in replacement for requests'],
  ['feat(ui): delete button on each row', 'Added', 'Add delete button on each row', 'adds delete button on each row'],
  // Real removals stay removals.
  ['feat!: remove the legacy API', 'Removed', 'Remove the legacy API', 'removes the legacy API (breaking)'],
  ['remove: the --legacy flag', 'Removed', 'Remove the --legacy flag', 'removes the --legacy flag'],
  ['refactor: drop node 14', 'Removed', 'Drop node 14', 'drops node 14 (breaking)'],
  ['Removed the deprecated `Rack::File` constant', 'Removed', 'Remove the deprecated Rack::File constant', 'removes the deprecated Rack::File constant (breaking)'],
  ['Drop support for Node 16', 'Removed', 'Drop support for Node 16', 'drops support for Node 16 (breaking)'],
  ['Remove calls to the deprecated logger API', 'Removed', 'Remove calls to the deprecated logger API', 'removes calls to the deprecated logger API'],
  ['perf: drop the intermediate buffer in encode()', 'Changed', 'Drop the intermediate buffer in encode()', 'drops the intermediate buffer in encode()'],
  // Imperative and past tense.
  ['feat(cli): add a `--dry-run` flag', 'Added', 'Add a --dry-run flag', 'adds a --dry-run flag'],
  ['Add support for Python 3.12', 'Added', 'Add support for Python 3.12', 'adds support for Python 3.12'],
  ['Implemented streaming uploads for S3 (#120)', 'Added', 'Implement streaming uploads for S3', 'implements streaming uploads for S3 (#120)'],
  ['Updated the README for the 2.0 release', 'Changed', 'Update the README for the 2.0 release', 'updates the README for the 2.0 release'],
  ['Deprecate `Request#query_string=`', 'Deprecated', 'Deprecate Request#query_string=', 'deprecates Request#query_string='],
  // Fixes: never turned into their opposite, never an instruction.
  ["fix: don't crash on empty input", 'Fixed', 'Stop crashing on empty input', 'no longer crashes on empty input'],
  ['fix: never log the access token (#88)', 'Fixed', 'Stop logging the access token', 'no longer logs the access token (#88)'],
  ["fix: doesn't hang when the socket closes early", 'Fixed', 'Stop hanging when the socket closes early', 'no longer hangs when the socket closes early'],
  ['fix: tokenizer panics on emoji (#41)', 'Fixed', 'Fix a bug where tokenizer panics on emoji', 'fixes a bug where tokenizer panics on emoji (#41)'],
  ['fix: useEffect cleanup runs twice in strict mode', 'Fixed', 'Fix a bug where useEffect cleanup runs twice in strict mode', 'fixes a bug where useEffect cleanup runs twice in strict mode'],
  ['fix(args): parse_args() ignores --verbose', 'Fixed', 'Fix how parse_args() ignores --verbose', 'fixes how parse_args() ignores --verbose'],
  ['fix(http): Client.Do no longer retries POST requests', 'Fixed', 'Client.Do no longer retries POST requests', 'makes Client.Do no longer retry POST requests'],
  ['fix(parser): the lexer now accepts tabs in indentation', 'Fixed', 'The lexer now accepts tabs in indentation', 'makes the lexer accept tabs in indentation'],
  ['Fixed crash in os.path.join handling', 'Fixed', 'Fix crash in os.path.join handling', 'fixes crash in os.path.join handling'],
  // A compound verb inflects its last part; a code span's letters are its words.
  ["Don't double-decode input (#4964)", 'Fixed', "Don't double-decode input", 'no longer double-decodes input (#4964)'],
  ['fix(core): Always re-initialize the native SDK in dev builds', 'Fixed', 'Always re-initialize the native SDK in dev builds', 'always re-initializes the native SDK in dev builds'],
  ['Provide sane defaults for `Converter` and `Executor`s.', 'Added', 'Provide sane defaults for Converter and Executors', 'provides sane defaults for Converter and Executors'],
];

describe('push entries: any subject reads as a sentence', () => {
  it.each(TABLE)('%s → %s, "%s", "This push %s."', (subject, section, headline, summary) => {
    const facts = pushOf([subject]);
    expect(facts.items.map((item) => item.section)).toEqual([section]);
    expect(engine.headline(facts, 'professional')).toBe(headline);
    expect(firstSentence(engine.summary(facts, 'professional'))).toBe(summary);
    // The snippet says what the summary says, after the repository's name.
    expect(engine.social(facts, 'professional', null)).toContain(`acme/list ${summary}`);
    for (const text of [engine.headline(facts, 'playful'), engine.summary(facts, 'playful'), engine.social(facts, 'playful', null)]) {
      expect(wordsNotFromCommits(text, facts)).toEqual([]);
    }
  });

  it('never capitalises an identifier and never re-files a feat as a removal (the push of the issue)', () => {
    const facts = pushOf(['feat: clear() empties the list (#3)', 'feat: remove() deletes an item by index']);
    expect(facts.items.map((item) => item.section)).toEqual(['Added', 'Added']);
    expect(engine.headline(facts, 'professional')).toBe('clear() now empties the list, plus another feature');
    expect(engine.summary(facts, 'professional')).toBe('This push makes clear() empty the list (#3) and remove() delete an item by index. Contributed by Ana Lima.');
    expect(engine.social(facts, 'professional', null)).toBe(
      'acme/list makes clear() empty the list (#3) and remove() delete an item by index. 2 new features in 2 commits.',
    );
  });
});
