import { execFileSync } from 'node:child_process';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { GitFixture } from '@chronicle/history/testing';
import { MAX_COMMITS_READ } from './git-answers.js';
import { createChronicleMcpServer } from './server.js';
import { FixtureSource } from './testing/fixture-source.js';

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

describe('changes_since over a range, and file_history across renames', () => {
  let fixture: GitFixture;
  let client: Client;

  beforeAll(async () => {
    fixture = createParserRepository();
    const server = createChronicleMcpServer(new FixtureSource(fixture.dir, 'parser', {}), { name: 'chronicle-test', version: '0.0.0' });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    client = new Client({ name: 'test-client', version: '0.0.0' });
    await server.connect(serverSide);
    await client.connect(clientSide);
  });
  afterAll(async () => {
    await client.close();
    fixture.remove();
  });

  async function call(name: string, args: Record<string, unknown>): Promise<{ text: string; data: Record<string, any>; isError: boolean }> {
    const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
    return { text: result.content.map((part) => (part.type === 'text' ? part.text : '')).join(''), data: (result.structuredContent ?? {}) as Record<string, any>, isError: result.isError === true };
  }
  /** What git itself lists, newest first: the independent check. */
  const log = (...args: string[]) => fixture.git('log', '--format=%H', ...args).split('\n').filter(Boolean);
  const shas = (answer: { data: Record<string, any> }) => answer.data.commits.map((commit: { sha: string }) => commit.sha);

  it('lists exactly the commits of git log A..B between two tags, merged branches included, with the merges counted', async () => {
    const range = await call('changes_since', { since: 'v1.0.0..v1.1.0', detail: 'commits' });
    expect(range.isError).toBe(false);
    expect(shas(range)).toEqual(log('v1.0.0..v1.1.0'));
    expect(range.data.commitCount).toBe(log('v1.0.0..v1.1.0').length);
    expect(range.data.mergeCount).toBe(log('--merges', 'v1.0.0..v1.1.0').length);
    // The lexer branch's own commits are there, not only the merge that brought them in.
    expect(range.data.commits.map((commit: { subject: string }) => commit.subject)).toEqual(expect.arrayContaining(['feat(lexer): a lexer', 'fix(lexer): keep line numbers']));
    expect(range.text).toContain(`${log('v1.0.0..v1.1.0').length} commits (1 of them merges)`);
    expect(range.text).toMatch(/- `[0-9a-f]{7}` 2024-\d\d-\d\d Ada Lovelace — Merge pull request #7 from ada\/lexer \[merge\]/);

    // `since` and `until` name the same range, and so do ancestry steps from a tag.
    const split = await call('changes_since', { since: 'v1.0.0', until: 'v1.1.0', detail: 'commits' });
    expect(shas(split)).toEqual(log('v1.0.0..v1.1.0'));
    const steps = await call('changes_since', { since: 'v1.1.0~4..v1.1.0^', detail: 'commits' });
    expect(shas(steps)).toEqual(log('v1.1.0~4..v1.1.0^'));
    expect(steps.text).toMatch(/^# Commits in parser: v1\.1\.0~4 \([0-9a-f]{7}, 2024-01-01\) → v1\.1\.0\^ \([0-9a-f]{7}, 2024-01-01\)/);
  });

  it("makes the range's changelog items from every commit git log lists, and quotes the release notes of the versions tagged in it", async () => {
    const range = await call('changes_since', { since: 'v1.0.0..v1.1.0' });
    const inRange = new Set(log('v1.0.0..v1.1.0'));
    const itemCommits = Object.values(range.data.changes as Record<string, { commits: string[] }[]>).flatMap((items) => items.flatMap((item) => item.commits));
    expect(itemCommits.every((sha) => inRange.has(sha))).toBe(true);
    // Every feature and fix git lists in the range is behind an item.
    const changes = fixture.git('log', '--format=%H %s', 'v1.0.0..v1.1.0').split('\n').filter((entry) => / (?:feat|fix)[(:]/.test(entry)).map((entry) => entry.split(' ')[0]);
    expect(changes.length).toBe(4);
    expect(changes.filter((sha) => !itemCommits.includes(sha!))).toEqual([]);
    expect(range.data.changes.Added.map((item: { text: string }) => item.text)).toEqual(['**lexer:** A lexer that keeps line numbers (#7)']);
    // A short range lists its commits after the items.
    expect(shas(range)).toEqual(log('v1.0.0..v1.1.0'));

    // The notes of v1.1.0 and v1.0.1 (both tagged in the range), newest first, read from CHANGELOG.md at v1.1.0; not those of v1.0.0.
    expect(range.data.releaseNotes).toEqual({
      file: 'CHANGELOG.md',
      commit: fixture.git('rev-parse', 'v1.1.0^{commit}'),
      releases: [
        { tag: 'v1.1.0', version: '1.1.0', heading: '[1.1.0] - 2024-01-02', text: '### Added\n\n- A lexer that keeps line numbers (#7).', truncated: false },
        { tag: 'v1.0.1', version: '1.0.1', heading: '[1.0.1] - 2024-01-01', text: '### Fixed\n\n- The parser accepts empty input.', truncated: false },
      ],
      moreVersions: [],
      missing: [],
    });
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
    expect(untilCommit.data.range.until).toEqual(expect.objectContaining({ kind: 'date', commit: null, date: new Date(at).toISOString() }));
    expect(shas(untilCommit)).toEqual(log(`--until=${at}`, 'v1.0.0..HEAD'));
    expect(shas(untilCommit)[0]).toBe(fix);

    const day = await call('changes_since', { since: '2024-01-01', until: '2024-01-01', detail: 'commits' });
    expect(day.data.range.since.date).toBe('2024-01-01T00:00:00.000Z');
    expect(day.data.range.until.date).toBe('2024-01-01T23:59:59.999Z');
    expect(shas(day)).toEqual(log('--since=2024-01-01T00:00:00.000Z', '--until=2024-01-01T23:59:59.999Z', 'HEAD'));
    expect(day.data.commitCount).toBeGreaterThan(0);
  });

  it('keeps the commits that touched a path, file or folder, as git log A..B -- path does', async () => {
    for (const path of ['src/lexer.ts', 'lib', 'lib/parser.ts']) {
      const touched = await call('changes_since', { since: 'v1.0.0..HEAD', path, detail: 'commits' });
      expect([path, shas(touched)]).toEqual([path, log('v1.0.0..HEAD', '--', path)]);
      expect(touched.data.commitCount).toBe(log('v1.0.0..HEAD', '--', path).length);
    }
    const items = await call('changes_since', { since: 'v1.0.0..HEAD', path: 'src/lexer.ts' });
    expect(items.data.changes.Added.map((item: { text: string }) => item.text)).toEqual(['**lexer:** A lexer']);
    expect(items.data.releaseNotes).toBeNull();
    expect(items.text).toContain('under src/lexer.ts');
  });

  it('counts a long range, lists its commits only on request, and starts at the newest tag when no since is given', async () => {
    const unreleased = await call('changes_since', {});
    expect(unreleased.data.range.since).toEqual(expect.objectContaining({ kind: 'tag', input: 'v1.1.0' }));
    expect(unreleased.data.commitCount).toBe(log('v1.1.0..HEAD').length);
    expect(unreleased.data.commitCount).toBe(21);
    expect(unreleased.data.commits).toEqual([]);
    expect(unreleased.data.changes.Added.map((item: { text: string }) => item.text)).toEqual(['A printer']);
    expect(unreleased.text).toContain('No `since` given: the range starts at the newest tag before its end, v1.1.0.');
    expect(unreleased.text).toContain('The 21 commits are listed with `detail: "commits"`.');
    expect(unreleased.data.releaseNotes).toBeNull();

    // Up to a tag: what that release brought, since the tag before it.
    const release = await call('changes_since', { until: 'v1.1.0', detail: 'commits' });
    expect(release.data.range.since).toEqual(expect.objectContaining({ input: 'v1.0.1' }));
    expect(shas(release)).toEqual(log('v1.0.1..v1.1.0'));
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
    expect(history.data).toEqual(expect.objectContaining({ followed: true, commitCount: followed.length, formerPaths: ['src/parser.ts'] }));
    expect(shas(history)).toEqual(followed);
    expect(history.text).toContain(`${followed.length} commits touched it, newest first, following its renames (\`git log --follow\`); it was also src/parser.ts.`);
    expect(history.text).toMatch(/— refactor: move the parser to lib\/ \[R from src\/parser\.ts\]/);
    expect(history.text).toMatch(/— fix: the parser accepts empty input \[M as src\/parser\.ts\]/);
    expect(history.text).toMatch(/— feat: a parser \[A as src\/parser\.ts\]/);

    const limited = await call('file_history', { path: 'lib/parser.ts', limit: 1 });
    expect(limited.data.commitCount).toBe(followed.length);
    expect(limited.text).toContain(`…and ${followed.length - 1} more commits not listed.`);

    // A folder is not followed (git follows single files): its commits, as git log -- folder lists them.
    const folder = await call('file_history', { path: 'lib' });
    expect(folder.data).toEqual(expect.objectContaining({ followed: false, commitCount: log('--', 'lib').length }));
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
      const server = createChronicleMcpServer(new FixtureSource(long.dir, 'long', {}), { name: 'chronicle-test', version: '0.0.0' });
      const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
      const other = new Client({ name: 'test-client', version: '0.0.0' });
      await server.connect(serverSide);
      await other.connect(clientSide);
      const result = (await other.callTool({ name: 'changes_since', arguments: { since: 'v0.1.0' } })) as CallToolResult;
      const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
      const data = result.structuredContent as Record<string, any>;
      const expected = Number(long.git('rev-list', '--count', 'v0.1.0..main'));
      expect([data.commitCount, data.commitsRead, expected]).toEqual([MAX_COMMITS_READ + 5, MAX_COMMITS_READ, MAX_COMMITS_READ + 5]);
      expect(text).toContain(`${(MAX_COMMITS_READ + 5).toLocaleString('en-US')} commits — every commit`);
      expect(text).toContain(`The changelog items are made from the newest ${MAX_COMMITS_READ.toLocaleString('en-US')} of them.`);
      expect(data.changes.Added[0].text).toBe(`Change ${MAX_COMMITS_READ + 10}`);
      await other.close();
    } finally {
      long.remove();
    }
  });
});
