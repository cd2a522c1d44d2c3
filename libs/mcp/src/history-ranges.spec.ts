import { execFileSync } from 'node:child_process';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { GitFixture } from '@chronicle/history/testing';
import { MAX_COMMITS_READ } from './git-answers.js';
import { FixtureSource } from './testing/fixture-source.js';
import { answerOf, connectInMemory } from './testing/mcp-client.js';

const CHANGELOG_1_0_0 = '# Changelog\n\n## [Unreleased]\n\n## [1.0.0] - 2024-01-01\n\n- The first parser.\n';
const CHANGELOG_1_1_0 = [
  '# Changelog',
  '',
  '## [Unreleased]',
  '',
  '## [1.1.0] - 2024-01-02',
  '',
  '### Added',
  '',
  '- A lexer that keeps line numbers (#7).',
  '',
  '## [1.0.1] - 2024-01-01',
  '',
  '### Fixed',
  '',
  '- The parser accepts empty input.',
  '',
  '## [1.0.0] - 2024-01-01',
  '',
  '- The first parser.',
  '',
  '[1.1.0]: https://example.com/compare/v1.0.1...v1.1.0',
  '',
].join('\n');
const PARSER = 'export function parse(text: string): string[] {\n  return text.split(/\\s+/);\n}\n\nexport const VERSION = 1;\n';

/**
 * v1.0.0, a side branch merged as pull request #7 while main got a fix (tagged v1.0.1), the
 * parser moved from src/ to lib/ and edited, v1.1.0 with its notes in CHANGELOG.md, then a
 * feature and twenty small commits not released yet.
 */
function createParserRepository(): GitFixture {
  const fixture = new GitFixture();
  fixture.commit('feat: a parser', { 'src/parser.ts': PARSER, 'CHANGELOG.md': CHANGELOG_1_0_0 });
  fixture.tag('v1.0.0', { annotated: true });
  fixture.git('checkout', '-q', '-b', 'lexer');
  fixture.commit('feat(lexer): a lexer', { 'src/lexer.ts': 'export const lex = (text: string) => text.split("");\n' });
  fixture.commit('fix(lexer): keep line numbers', { 'src/lexer.ts': 'export const lex = (text: string) => text.split("\\n");\n' });
  fixture.git('checkout', '-q', 'main');
  fixture.commit('fix: the parser accepts empty input', { 'src/parser.ts': PARSER.replace('text.split', '(text || "").split') });
  fixture.tag('v1.0.1');
  fixture.merge('lexer', 'Merge pull request #7 from ada/lexer\n\nfeat(lexer): a lexer that keeps line numbers');
  // Moved with an edit: git finds the rename by similarity, as `git log --follow` does.
  const fixed = PARSER.replace('text.split', '(text || "").split');
  fixture.git('rm', '-q', 'src/parser.ts');
  fixture.commit('refactor: move the parser to lib/', { 'lib/parser.ts': fixed.replace('VERSION = 1', 'VERSION = 1.5') });
  fixture.commit('fix: the parser reads tabs', { 'lib/parser.ts': fixed.replace('VERSION = 1', 'VERSION = 2') });
  fixture.commit('docs: the 1.1.0 notes', { 'CHANGELOG.md': CHANGELOG_1_1_0 });
  fixture.tag('v1.1.0', { annotated: true });
  fixture.commit('feat: a printer', { 'lib/printer.ts': 'export const print = (words: string[]) => words.join(" ");\n' });
  for (let index = 1; index <= 20; index++) fixture.commit(`chore: tidy ${index}`, { 'notes.txt': `tidy ${index}\n` });
  return fixture;
}

/** The last line of a cut page: what is left, and the cursor for the next page. */
const FOOTER = /\n> [\d,]+ of [\d,]+ characters left: call (\w+) again with the same arguments and `cursor` "([A-Za-z0-9_-]+)" for the next page\.\n$/;

/** A tool's whole answer, as a client reads it: pages of 20,000 characters, each cursor followed, footers cut off. */
async function wholeAnswer(client: Client, name: string, args: Record<string, unknown>): Promise<{ text: string; isError: boolean }> {
  let text = '';
  let cursor: string | undefined;
  for (let pages = 1; ; pages++) {
    const result = (await client.callTool({ name, arguments: { ...args, max_chars: 20_000, ...(cursor ? { cursor } : {}) } })) as CallToolResult;
    const page = answerOf(result).text;
    expect(result.structuredContent).toBeUndefined();
    const footer = FOOTER.exec(page);
    if (!footer || result.isError) return { text: text + page, isError: result.isError === true };
    expect(footer[1]).toBe(name);
    text += page.slice(0, footer.index);
    cursor = footer[2];
    expect(pages).toBeLessThan(50);
  }
}

/** The short SHAs an answer lists as commit lines (`- \`abc1234\` date author — subject`), in order. */
const listedShas = (text: string) => [...text.matchAll(/^- `([0-9a-f]{7})` /gm)].map((match) => match[1]!);
/** Those of the commit lines marked as merges. */
const listedMerges = (text: string) => [...text.matchAll(/^- `([0-9a-f]{7})` .* \[merge\]$/gm)].map((match) => match[1]!);
/** The subjects of the commit lines. */
const listedSubjects = (text: string) => [...text.matchAll(/^- `[0-9a-f]{7}` \S+ .+? — (.*?)(?: \[merge\])?$/gm)].map((match) => match[1]!);

/** "N commits (M of them merges) — every commit git log lists…", as the answer writes it. */
function counted(text: string): { commits: number; merges: number } {
  const match = /^([\d,]+) commits?(?: \(([\d,]+) of them merges\))? — every commit `git log` lists for this range/m.exec(text);
  if (!match) throw new Error(`No count of commits in the answer:\n${text.slice(0, 500)}`);
  return { commits: Number(match[1]!.replace(/,/g, '')), merges: Number((match[2] ?? '0').replace(/,/g, '')) };
}

/** The answer's `## title` section, heading included, up to the next level-2 heading. */
function section(text: string, title: string): string {
  const start = text.indexOf(`\n## ${title}\n`);
  if (start === -1) return '';
  const end = text.indexOf('\n## ', start + 1);
  return text.slice(start + 1, end === -1 ? text.length : end);
}

/** The `## Changelog items` of an answer: by section, each item's text and the short SHAs it names. */
function changelogItems(text: string): Record<string, { text: string; commits: string[] }[]> {
  const items: Record<string, { text: string; commits: string[] }[]> = {};
  let current: { text: string; commits: string[] }[] | null = null;
  for (const line of section(text, 'Changelog items').split('\n')) {
    const heading = /^### (.+)$/.exec(line);
    if (heading) items[heading[1]!] = current = [];
    const item = /^- (.*) \(([0-9a-f]{7}(?:, [0-9a-f]{7})*)\)$/.exec(line);
    if (item && current) current.push({ text: item[1]!, commits: item[2]!.split(', ') });
    else if (line.startsWith('- ')) throw new Error(`An item line that names no commit, or not all of them: ${line}`);
  }
  return items;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('changes_since over a range, and file_history across renames', () => {
  let fixture: GitFixture;
  let client: Client;

  beforeAll(async () => {
    fixture = createParserRepository();
    client = await connectInMemory(new FixtureSource(fixture.dir, 'parser', {}));
  });
  afterAll(async () => {
    await client.close();
    fixture.remove();
  });

  /** A tool's whole answer as text: its pages of 20,000 characters, followed by their cursors, footers cut off. */
  async function call(name: string, args: Record<string, unknown>): Promise<{ text: string; isError: boolean }> {
    return wholeAnswer(client, name, args);
  }
  /** What git itself lists, newest first: the independent check. */
  const log = (...args: string[]) => fixture.git('log', '--format=%H', ...args).split('\n').filter(Boolean);
  /** The same, as the answers name commits: `git log --format=%h` with seven digits. */
  const logShort = (...args: string[]) => fixture.git('log', '--format=%h', '--abbrev=7', ...args).split('\n').filter(Boolean);

  it('lists exactly the commits of git log A..B between two tags, merged branches included, with the merges counted', async () => {
    const range = await call('changes_since', { since: 'v1.0.0..v1.1.0', detail: 'commits' });
    expect(range.isError).toBe(false);
    expect(listedShas(range.text)).toEqual(logShort('v1.0.0..v1.1.0'));
    expect(counted(range.text)).toEqual({ commits: log('v1.0.0..v1.1.0').length, merges: log('--merges', 'v1.0.0..v1.1.0').length });
    expect(listedMerges(range.text)).toEqual(logShort('--merges', 'v1.0.0..v1.1.0'));
    // The lexer branch's own commits are there, not only the merge that brought them in.
    expect(listedSubjects(range.text)).toEqual(expect.arrayContaining(['feat(lexer): a lexer', 'fix(lexer): keep line numbers']));
    expect(range.text).toContain(`${log('v1.0.0..v1.1.0').length} commits (1 of them merges)`);
    expect(range.text).toMatch(/- `[0-9a-f]{7}` 2024-\d\d-\d\d Ada Lovelace — Merge pull request #7 from ada\/lexer \[merge\]/);

    // `since` and `until` name the same range, and so do ancestry steps from a tag.
    const split = await call('changes_since', { since: 'v1.0.0', until: 'v1.1.0', detail: 'commits' });
    expect(listedShas(split.text)).toEqual(logShort('v1.0.0..v1.1.0'));
    const steps = await call('changes_since', { since: 'v1.1.0~4..v1.1.0^', detail: 'commits' });
    expect(listedShas(steps.text)).toEqual(logShort('v1.1.0~4..v1.1.0^'));
    expect(steps.text).toMatch(/^# Commits in parser: v1\.1\.0~4 \([0-9a-f]{7}, 2024-01-01\) → v1\.1\.0\^ \([0-9a-f]{7}, 2024-01-01\)/);
  });

  it("makes the range's changelog items from every commit git log lists, and quotes the release notes of the versions tagged in it", async () => {
    const range = await call('changes_since', { since: 'v1.0.0..v1.1.0' });
    const inRange = new Set(logShort('v1.0.0..v1.1.0'));
    const items = changelogItems(range.text);
    const itemCommits = Object.values(items).flatMap((inSection) => inSection.flatMap((item) => item.commits));
    expect(itemCommits.length).toBeGreaterThan(0);
    expect(itemCommits.every((sha) => inRange.has(sha))).toBe(true);
    // Every feature and fix git lists in the range is behind an item.
    const changes = fixture.git('log', '--format=%h %s', '--abbrev=7', 'v1.0.0..v1.1.0').split('\n').filter((entry) => / (?:feat|fix)[(:]/.test(entry)).map((entry) => entry.split(' ')[0]);
    expect(changes.length).toBe(4);
    expect(changes.filter((sha) => !itemCommits.includes(sha!))).toEqual([]);
    expect(items.Added!.map((item) => item.text)).toEqual(['**lexer:** A lexer that keeps line numbers (#7)']);
    // A short range lists its commits after the items.
    expect(listedShas(section(range.text, 'Commits'))).toEqual(logShort('v1.0.0..v1.1.0'));

    // The notes of v1.1.0 and v1.0.1 (both tagged in the range), newest first, read from CHANGELOG.md at v1.1.0, whole; not those of v1.0.0.
    expect(section(range.text, `Release notes (CHANGELOG.md at ${fixture.git('rev-parse', '--short=7', 'v1.1.0^{commit}')})`)).toBe(
      [
        `## Release notes (CHANGELOG.md at ${fixture.git('rev-parse', '--short=7', 'v1.1.0^{commit}')})`,
        '',
        '### [1.1.0] - 2024-01-02',
        '',
        '#### Added',
        '',
        '- A lexer that keeps line numbers (#7).',
        '',
        '### [1.0.1] - 2024-01-01',
        '',
        '#### Fixed',
        '',
        '- The parser accepts empty input.',
        '',
      ].join('\n'),
    );
    const notes = range.text.indexOf('## Release notes (CHANGELOG.md at');
    expect(notes).toBeGreaterThan(0);
    expect(range.text.indexOf('### [1.1.0] - 2024-01-02\n\n#### Added\n\n- A lexer that keeps line numbers (#7).')).toBeGreaterThan(notes);
    expect(range.text.indexOf('## Changelog items')).toBeGreaterThan(range.text.indexOf('The parser accepts empty input.'));
    expect(range.text).not.toContain('The first parser.');
  });

  it('ends a range at a date with --until on the committer date, a bare date including its whole day', async () => {
    const fix = log('--grep=reads tabs', 'HEAD')[0]!;
    const at = fixture.git('show', '-s', '--format=%cI', fix);
    const untilCommit = await call('changes_since', { since: 'v1.0.0', until: at, detail: 'commits' });
    // A date end is named by its date alone: no commit.
    expect(untilCommit.text.split('\n')[0]).toMatch(new RegExp(`^# Commits in parser: v1\\.0\\.0 \\([0-9a-f]{7}, \\d{4}-\\d\\d-\\d\\d\\) → ${escaped(new Date(at).toISOString())}$`));
    expect(listedShas(untilCommit.text)).toEqual(logShort(`--until=${at}`, 'v1.0.0..HEAD'));
    expect(listedShas(untilCommit.text)[0]).toBe(fix.slice(0, 7));

    const day = await call('changes_since', { since: '2024-01-01', until: '2024-01-01', detail: 'commits' });
    expect(day.text.split('\n')[0]).toBe('# Commits in parser: 2024-01-01T00:00:00.000Z → 2024-01-01T23:59:59.999Z');
    expect(listedShas(day.text)).toEqual(logShort('--since=2024-01-01T00:00:00.000Z', '--until=2024-01-01T23:59:59.999Z', 'HEAD'));
    expect(counted(day.text).commits).toBeGreaterThan(0);
    expect(counted(day.text).commits).toBe(listedShas(day.text).length);
  });

  it('keeps the commits that touched a path, file or folder, as git log A..B -- path does', async () => {
    for (const path of ['src/lexer.ts', 'lib', 'lib/parser.ts']) {
      const touched = await call('changes_since', { since: 'v1.0.0..HEAD', path, detail: 'commits' });
      expect([path, listedShas(touched.text)]).toEqual([path, logShort('v1.0.0..HEAD', '--', path)]);
      expect([path, counted(touched.text).commits]).toEqual([path, log('v1.0.0..HEAD', '--', path).length]);
    }
    const items = await call('changes_since', { since: 'v1.0.0..HEAD', path: 'src/lexer.ts' });
    expect(changelogItems(items.text).Added!.map((item) => item.text)).toEqual(['**lexer:** A lexer']);
    // No release notes for a path: the changelog speaks of the whole repository.
    expect(items.text).not.toContain('## Release notes');
    expect(items.text).toContain('under src/lexer.ts');
  });

  it('counts a long range, lists its commits only on request, and starts at the newest tag when no since is given', async () => {
    const unreleased = await call('changes_since', {});
    const tagged = fixture.git('rev-parse', '--short=7', 'v1.1.0^{commit}');
    expect(unreleased.text.split('\n')[0]).toMatch(new RegExp(`^# Changes in parser: v1\\.1\\.0 \\(${tagged}, \\d{4}-\\d\\d-\\d\\d\\) → HEAD \\([0-9a-f]{7}, `));
    expect(counted(unreleased.text)).toEqual({ commits: log('v1.1.0..HEAD').length, merges: 0 });
    expect(counted(unreleased.text).commits).toBe(21);
    expect(listedShas(unreleased.text)).toEqual([]);
    expect(unreleased.text).not.toContain('## Commits');
    expect(changelogItems(unreleased.text).Added!.map((item) => item.text)).toEqual(['A printer']);
    expect(unreleased.text).toContain('No `since` given: the range starts at the newest tag before its end, v1.1.0.');
    expect(unreleased.text).toContain('The 21 commits are listed with `detail: "commits"`.');
    expect(unreleased.text).not.toContain('## Release notes');

    // Up to a tag: what that release brought, since the tag before it.
    const release = await call('changes_since', { until: 'v1.1.0', detail: 'commits' });
    expect(release.text.split('\n')[0]).toMatch(/^# Commits in parser: v1\.0\.1 \([0-9a-f]{7}, /);
    expect(release.text).toContain('No `since` given: the range starts at the newest tag before its end, v1.0.1.');
    expect(listedShas(release.text)).toEqual(logShort('v1.0.1..v1.1.0'));
  });

  it('refuses a bad range with a sentence that says what to give instead', async () => {
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ since: 'v1.1.0..v1.0.0' }, /^The range v1\.1\.0\.\.v1\.0\.0 is empty: v1\.0\.0 \([0-9a-f]{7}\) is older than v1\.1\.0 \([0-9a-f]{7}\), in its history\. Swap them: v1\.0\.0\.\.v1\.1\.0\.$/],
      [{ since: 'v1.0.0..v1.1.0', until: 'HEAD' }, 'Give either `since` as A..B, or `since` and `until`, not both.'],
      [{ since: 'v1.0.0...v1.1.0' }, '"v1.0.0...v1.1.0" is a symmetric range (A...B): give A..B, the commits B has and A has not.'],
      [{ since: 'v1.0.0..v9' }, /^"v9" is neither a commit, a tag nor a date of parser/],
      [{ since: 'v1.0.0', until: '--all' }, /^"--all" is neither a commit, a tag nor a date of parser/],
      [{ since: 'v1.0.0~40' }, '"v1.0.0~40" names no commit: the history of v1.0.0 is not that long.'],
      [{ since: '2024-03-01', until: '2024-02-01' }, '`since` (2024-03-01T00:00:00.000Z) is after `until` (2024-02-01T23:59:59.999Z): the range is empty; swap them.'],
      [{ since: 'v1.0.0', path: '../outside' }, '"../outside" leaves the repository: give a path inside it, such as src/index.ts.'],
    ];
    for (const [args, expected] of cases) {
      const result = await call('changes_since', args);
      expect([args, result.isError]).toEqual([args, true]);
      if (typeof expected === 'string') expect(result.text).toBe(expected);
      else expect(result.text).toMatch(expected);
    }
    // A long input is cut in the sentence, never echoed whole.
    const long = await call('changes_since', { since: `x${'y'.repeat(190)}` });
    expect(long.text).toMatch(/^"xy{78}…" is neither a commit/);
    expect(long.text.length).toBeLessThan(400);
  });

  it("follows a file across its renames exactly as git log --follow, saying what it was called", async () => {
    const followed = log('--follow', '--', 'lib/parser.ts');
    expect(followed.length).toBeGreaterThan(log('--', 'lib/parser.ts').length);
    const history = await call('file_history', { path: 'lib/parser.ts' });
    expect(history.isError).toBe(false);
    expect(listedShas(history.text)).toEqual(logShort('--follow', '--', 'lib/parser.ts'));
    expect(history.text).toContain(`${followed.length} commits touched it, newest first, following its renames (\`git log --follow\`); it was also src/parser.ts.`);
    expect(history.text).toMatch(/— refactor: move the parser to lib\/ \[R from src\/parser\.ts\]/);
    expect(history.text).toMatch(/— fix: the parser accepts empty input \[M as src\/parser\.ts\]/);
    expect(history.text).toMatch(/— feat: a parser \[A as src\/parser\.ts\]/);

    const limited = await call('file_history', { path: 'lib/parser.ts', limit: 1 });
    expect(limited.text).toContain(`${followed.length} commits touched it, newest first, following its renames`);
    expect(listedShas(limited.text)).toEqual(logShort('--follow', '--', 'lib/parser.ts').slice(0, 1));
    expect(limited.text).toContain(`…and ${followed.length - 1} more commits not listed.`);

    // A folder is not followed (git follows single files): its commits, as git log -- folder lists them.
    const folder = await call('file_history', { path: 'lib' });
    expect(folder.text).toContain(`: ${log('--', 'lib').length} commits touched it, newest first.\n`);
    expect(listedShas(folder.text)).toEqual(logShort('--', 'lib'));
    expect(folder.text).not.toContain('follow');
  });

  it('counts a range longer than the items are made from exactly, and says the items come from its newest commits', async () => {
    // 5,010 commits written at once by git fast-import, a tag on the fifth.
    const long = new GitFixture();
    try {
      const stream: string[] = [];
      for (let index = 1; index <= MAX_COMMITS_READ + 10; index++) {
        const message = `${index % 2 ? 'fix' : 'feat'}: change ${index}\n`;
        stream.push(`commit refs/heads/main\nmark :${index}\ncommitter Ada <ada@example.com> ${1_700_000_000 + index * 60} +0000\ndata ${message.length}\n${message}${index > 1 ? `from :${index - 1}\n` : ''}M 644 inline file${index % 20}.txt\ndata ${String(index).length + 1}\n${index}\n\n`);
      }
      execFileSync('git', ['fast-import', '--quiet'], { cwd: long.dir, input: stream.join('') });
      long.git('tag', 'v0.1.0', 'main~5005');
      const other = await connectInMemory(new FixtureSource(long.dir, 'long', {}));
      const { text, isError } = await wholeAnswer(other, 'changes_since', { since: 'v0.1.0' });
      expect(isError).toBe(false);
      const expected = Number(long.git('rev-list', '--count', 'v0.1.0..main'));
      expect([counted(text).commits, expected]).toEqual([MAX_COMMITS_READ + 5, MAX_COMMITS_READ + 5]);
      expect(text).toContain(`${(MAX_COMMITS_READ + 5).toLocaleString('en-US')} commits — every commit`);
      expect(text).toContain(`The changelog items are made from the newest ${MAX_COMMITS_READ.toLocaleString('en-US')} of them.`);
      const items = changelogItems(text);
      expect(items.Added![0]!.text).toBe(`Change ${MAX_COMMITS_READ + 10}`);
      expect(items.Added![0]!.commits).toEqual([long.git('rev-parse', '--short=7', 'main')]);
      await other.close();
    } finally {
      long.remove();
    }
  });
});
