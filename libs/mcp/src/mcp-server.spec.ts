import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { GitFixture } from '@chronicle/history/testing';
import { MAX_ARGUMENT, ToolError } from './answer.js';
import { CHRONICLE_TOOLS, type ToolCallGate } from './server.js';
import { createQueueRepository, FixtureSource } from './testing/fixture-source.js';
import { callTool as call, connectInMemory as connect } from './testing/mcp-client.js';
import type { ChronicleSource, McpRepository } from './source.js';



/** The short SHAs an answer lists as `- \`abc1234\` …` lines, in order. */
const listedShas = (text: string) => [...text.matchAll(/^- `([0-9a-f]{7})`/gm)].map((match) => match[1]!);

describe('the Chronicle MCP tools', () => {
  let fixture: GitFixture;
  let source: FixtureSource;
  let client: Client;
  let head: string;

  beforeAll(async () => {
    fixture = createQueueRepository();
    head = fixture.head();
    source = new FixtureSource(fixture.dir);
    client = await connect(source);
  });
  afterAll(async () => {
    await client.close();
    fixture.remove();
  });

  /** What git itself says: `git log --format=%H …`, newest first. */
  const log = (...args: string[]) => fixture.git('log', '--format=%H', ...args).split('\n').filter(Boolean);
  /** The same as the answers name commits: `git log --format=%h` with seven digits. */
  const logShort = (...args: string[]) => fixture.git('log', '--format=%h', '--abbrev=7', ...args).split('\n').filter(Boolean);

  it('lists the tools, each with described, length-capped arguments, the pager’s two among them, and no output schema', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual([...CHRONICLE_TOOLS]);
    for (const tool of tools) {
      expect(tool.description!.length).toBeGreaterThan(60);
      expect(tool.annotations).toEqual(expect.objectContaining({ readOnlyHint: true, openWorldHint: false }));
      expect(tool.outputSchema).toBeUndefined();
      const properties = tool.inputSchema.properties as Record<string, { description?: string; type?: string; maxLength?: number; items?: { maxLength?: number }; minimum?: number; maximum?: number }>;
      for (const [name, property] of Object.entries(properties)) {
        expect([tool.name, name, property.description]).toEqual([tool.name, name, expect.any(String)]);
        if (property.type === 'string') expect([tool.name, name, property.maxLength]).toEqual([tool.name, name, expect.any(Number)]);
        if (property.type === 'array') expect([tool.name, name, property.items?.maxLength]).toEqual([tool.name, name, expect.any(Number)]);
      }
      expect(properties.cursor).toMatchObject({ type: 'string', maxLength: 200 });
      expect(properties.max_chars).toMatchObject({ type: 'integer', minimum: 500, maximum: 20_000 });
    }
    const byName = Object.fromEntries(tools.map((tool) => [tool.name, tool.inputSchema]));
    expect(byName.read_document!.required).toEqual(['type']);
    expect(byName.changes_since!.required).toBeUndefined();
    expect(Object.keys(byName.changes_since!.properties!)).toEqual(['repository', 'since', 'until', 'path', 'detail', 'cursor', 'max_chars']);
    expect(byName.file_history!.required).toEqual(['path']);
    expect(byName.list_repositories!.required).toBeUndefined();
    expect(Object.keys(byName.find_symbol!.properties!)).toEqual(['repository', 'name', 'kind', 'include_tests', 'limit', 'cursor', 'max_chars']);
    expect(byName.search!.properties!.doc_types).toMatchObject({ type: 'array', items: { type: 'string', maxLength: MAX_ARGUMENT.type } });
    expect(byName.members_of!.required).toEqual(['type']);
    expect(byName.find_references!.required).toEqual(['symbol']);
    expect(byName.module_summary!.required).toEqual(['path']);
  });

  it('lists the repository and its documents, naming the commits they reflect, as text only', async () => {
    const repositories = await call(client, 'list_repositories');
    expect(repositories.text).toContain(`| tiny-queue | tiny-queue | TypeScript | ${head.slice(0, 7)} |`);
    expect(repositories.structured).toBeUndefined();

    const documents = await call(client, 'list_documents');
    expect(documents.isError).toBe(false);
    expect(documents.text).toContain(`Head: ${head.slice(0, 7)}.`);
    expect(documents.text).toContain(`| readme | README.md | ready | 90 | ${head.slice(0, 7)} | 0 |`);
    expect(documents.text).toContain('| security | SECURITY.md | failed: The agent could not read the lockfile. |');
  });

  it('reads a document whole, or one section by a heading of any level, with its deeper subsections', async () => {
    const whole = await call(client, 'read_document', { repository: 'tiny-queue', type: 'README.md' });
    expect(whole.text).toContain(`README.md of tiny-queue at commit ${head.slice(0, 7)} (head ${head.slice(0, 7)})`);
    expect(whole.text).toContain('## Installation');

    const usage = await call(client, 'read_document', { type: 'readme', section: 'usage' });
    expect(usage.text).toContain('> Section "Usage" (level 2).');
    expect(usage.text).toContain('Push a job onto the Queue');
    expect(usage.text).toContain('### Retries'); // a level-2 section brings its subsections
    expect(usage.text).toContain('#### Backoff'); // and theirs
    expect(usage.text).not.toContain('Installation');
    expect(usage.text).not.toContain('## Licence');

    // A level-4 heading, named in another case; it ends at the next heading of its level or above.
    const backoff = await call(client, 'read_document', { type: 'readme', section: 'BACKOFF' });
    expect(backoff.text).toContain('> Section "Backoff" (level 4).');
    expect(backoff.text.endsWith('#### Backoff\n\nEach retry waits twice as long.\n')).toBe(true);

    // No exact heading: one that starts with the words, then one that contains them.
    expect((await call(client, 'read_document', { type: 'readme', section: 'retr' })).text).toContain('> Section "Retries" (level 3).');
    expect((await call(client, 'read_document', { type: 'readme', section: 'twice' })).isError).toBe(true);
    expect((await call(client, 'read_document', { type: 'architecture', section: '#### flow' })).text).toContain('> Section "Data flow" (level 2).');
  });

  it('searches document sections and code declarations, filtered by doc_types, with a sentence for an empty query', async () => {
    const found = await call(client, 'search', { query: 'retries failed job' });
    expect(found.isError).toBe(false);
    expect(found.text).toMatch(/^1\. \*\*tiny-queue\*\* README\.md › Retries \(relevance 1, commit [0-9a-f]{7}\)\n {3}.*retries a failed job/m);

    // A name in the code: its declaration, with file:line, signature and doc comment.
    const retry = await call(client, 'search', { query: 'RetryWorker' });
    expect(retry.text).toContain(`**tiny-queue** code › RetryWorker (class, exported) \`src/retry.ts:4\` (relevance 1, commit ${head.slice(0, 7)})`);
    expect(retry.text).toContain('`export class RetryWorker implements Worker` — Retries a job.');
    // The test file that uses it is not a declaration of the code.
    expect(retry.text).not.toContain('test/retry.test.ts');

    const codeOnly = await call(client, 'search', { query: 'jobs', doc_types: ['code'] });
    expect(codeOnly.text).toContain('in the code of tiny-queue');
    expect(codeOnly.text).toContain('code › Worker (interface, exported) `src/queue.ts:2`');
    expect(codeOnly.text).not.toContain('README.md');

    const architectureOnly = await call(client, 'search', { query: 'worker', doc_types: ['ARCHITECTURE.md'] });
    expect(architectureOnly.text).toContain('ARCHITECTURE.md › ');
    expect(architectureOnly.text).not.toMatch(/README\.md|code ›/);

    expect(await call(client, 'search', { query: 'worker', doc_types: ['novel'] })).toMatchObject({ isError: true, text: expect.stringMatching(/^"novel" is not a document type/) });

    const none = await call(client, 'search', { query: 'kubernetes' });
    expect(none.text).toContain('Nothing in the documents and code of tiny-queue at');

    for (const query of ['', '   \n\t ']) expect(await call(client, 'search', { query })).toEqual({ isError: true, structured: undefined, text: 'The query is empty: give a few words or a name to look for, such as "retry worker" or "RetryWorker".' });
  });

  it('ranks a changelog below the sections that explain, unless doc_types asks for it', async () => {
    const changelog = `# Changelog\n\n${Array.from({ length: 30 }, (_, index) => `## 1.${index}.0\n\n- Retry worker: retries a failed job sooner (${index}).\n`).join('\n')}`;
    const other = await connect(new FixtureSource(fixture.dir, 'tiny-queue', { readme: README_WITH_RETRIES, changelog }));
    const everything = await call(other, 'search', { query: 'retry worker failed job', doc_types: ['readme', 'changelog'], limit: 10 });
    const files = [...everything.text.matchAll(/^\d+\. \*\*tiny-queue\*\* (\S+) ›/gm)].map((match) => match[1]);
    expect(files.sort()).toEqual(['CHANGELOG.md', 'CHANGELOG.md', 'CHANGELOG.md', 'README.md']); // at most three hits from one document
    const unasked = await call(other, 'search', { query: 'retry worker failed job', limit: 10 });
    expect([...unasked.text.matchAll(/^\d+\. \*\*tiny-queue\*\* (\S+) ›/gm)].map((match) => match[1])[0]).toBe('README.md'); // the changelog weighed down
    const asked = await call(other, 'search', { query: 'retry worker failed job', doc_types: ['changelog'], limit: 10 });
    expect([...asked.text.matchAll(/CHANGELOG\.md ›/g)].length).toBe(10);
    await other.close();
  });

  it('finds a symbol with its signature, doc comment, implementers and importers', async () => {
    const found = await call(client, 'find_symbol', { name: 'Worker' });
    expect(found.isError).toBe(false);
    expect(found.text).toContain(`# "Worker" in tiny-queue at ${head.slice(0, 7)}`);
    expect(found.text).toContain('## Worker (interface, exported)\n\n`src/queue.ts:2`');
    expect(found.text).toContain('Runs jobs.');
    expect(found.text).toContain('Implemented or extended by: RetryWorker (`src/retry.ts:4`)');
    expect(found.text).toContain('Its file is imported by: `src/retry.ts`');
    expect([...found.text.matchAll(/^## (\S+)/gm)].map((match) => match[1])).toEqual(['Worker', 'RetryWorker']);

    const classes = await call(client, 'find_symbol', { name: 'queue', kind: 'class' });
    expect(classes.text).toContain('## Queue (class, exported)\n\n`src/queue.ts:7` — case-insensitive match');
  });

  it('says what changed since a tag, a SHA and a date exactly as git log lists the commits', async () => {
    const byTag = await call(client, 'changes_since', { since: 'v1.0.0' });
    expect(byTag.isError).toBe(false);
    expect(byTag.text).toContain(`Read at head ${head.slice(0, 7)}`);
    // Every commit of the range, the merged branch's and the merge included (a short range lists them all).
    expect(listedShas(byTag.text)).toEqual(logShort('v1.0.0..HEAD'));
    expect(byTag.text).toContain(`${log('v1.0.0..HEAD').length} commits (${log('--merges', 'v1.0.0..HEAD').length} of them merges) — every commit`);
    expect(byTag.text).toContain('5 commits (1 of them merges)');
    const [, fix, merge] = log('--first-parent', 'HEAD');
    const branchFeature = fixture.git('rev-parse', `${merge}^2~1`);
    // The items, whole: the merged pull request and its branch's feature are one item; nothing else.
    const items = byTag.text.slice(byTag.text.indexOf('## Changelog items'), byTag.text.indexOf('\n## Commits'));
    expect(items).toBe(`## Changelog items\n\n### Added\n\n- **retry:** A worker that retries (#3) (${merge!.slice(0, 7)}, ${branchFeature.slice(0, 7)})\n\n### Fixed\n\n- The queue keeps the order of jobs (${fix!.slice(0, 7)})\n`);

    const bySha = await call(client, 'changes_since', { since: merge!.slice(0, 9) });
    // A SHA is named by its commit and date.
    expect(bySha.text.split('\n')[0]).toMatch(new RegExp(`^# Changes in tiny-queue: ${merge!.slice(0, 7)} \\(\\d{4}-\\d\\d-\\d\\d\\) → HEAD \\(${head.slice(0, 7)}, `));
    expect(listedShas(bySha.text)).toEqual(logShort(`${merge}..HEAD`));
    // A commit of the merged branch is not on the first-parent line: git still lists what the head has and it has not.
    const branchCommit = fixture.git('rev-parse', `${merge}^2`);
    const byBranch = await call(client, 'changes_since', { since: branchCommit });
    expect(listedShas(byBranch.text)).toEqual(logShort(`${branchCommit}..HEAD`));
    expect(listedShas(byBranch.text).length).toBeGreaterThan(0);

    const date = new Date(Number(fixture.git('log', '-1', '--format=%ct', 'HEAD~1')) * 1000).toISOString();
    source.entries.push({ headline: 'Order kept', summary: 'The queue keeps its order.', pushedAt: date, commitShas: [head] }, { headline: 'Old', summary: 'Before.', pushedAt: '2023-01-01T00:00:00Z', commitShas: [] });
    const byDate = await call(client, 'changes_since', { since: date });
    // A date is named by itself, no commit.
    expect(byDate.text.split('\n')[0]).toMatch(new RegExp(`^# Changes in tiny-queue: ${date.replace(/[.]/g, '\\.')} → HEAD \\(${head.slice(0, 7)}, `));
    expect(listedShas(byDate.text)).toEqual(logShort(`--since=${date}`, 'HEAD'));
    expect([...byDate.text.slice(byDate.text.indexOf('## Stored entries')).matchAll(/^- \S+ \*\*(.+?)\*\*/gm)].map((match) => match[1])).toEqual(['Order kept']);
    expect(byDate.text).toContain('## Stored entries');
    expect(byDate.text).toContain('**Order kept**');
    expect(byDate.text).not.toContain('**Old**');

    const none = await call(client, 'changes_since', { since: head });
    expect(none.isError).toBe(false);
    expect(none.text).toContain('No commit in this range.');
    expect(none.text).toContain(`Read at head ${head.slice(0, 7)}.`);
    expect(none.text).not.toMatch(/\d commits? /);
    expect(listedShas(none.text)).toEqual([]);
  });

  it('lists the commits that touched a file with how each changed it', async () => {
    const queue = await call(client, 'file_history', { path: './src/queue.ts' });
    expect(listedShas(queue.text)).toEqual(fixture.git('log', '--format=%h', '--abbrev=7', '--', 'src/queue.ts').split('\n'));
    expect([...queue.text.matchAll(/\[([AMD])\]$/gm)].map((match) => match[1])).toEqual(['M', 'A']);
    const notes = await call(client, 'file_history', { path: 'notes.txt', limit: 1 });
    expect(notes.text).toMatch(/^- `[0-9a-f]{7}` \S+ Ada Lovelace — chore: remove the old notes \[D\]$/m);
    expect(notes.text).toContain('2 commits touched it');
    expect(notes.text).toContain('…and 1 more commits not listed.');
  });

  it('answers bad arguments with a sentence of its own, never zod’s words or a protocol error', async () => {
    const cases: [string, Record<string, unknown>, string | RegExp][] = [
      ['list_documents', { repository: 'nope' }, 'No repository "nope": list_repositories lists them.'],
      ['read_document', { type: 'novel' }, /^"novel" is not a document type: the types are changelog \(CHANGELOG.md\), readme \(README.md\),/],
      ['read_document', { type: 'todo' }, 'No todo document of tiny-queue was generated yet: list_documents lists those that were.'],
      ['read_document', { type: 'security' }, 'The security document of tiny-queue failed: The agent could not read the lockfile.'],
      ['read_document', { type: 'readme', section: 'Retry backoff policy' }, 'README.md has no section "Retry backoff policy" at any heading level: its headings include "Backoff", "Installation", "Usage", "Licence", "Retries".'],
      ['changes_since', { since: 'last tuesday' }, /^"last tuesday" is neither a commit, a tag nor a date of tiny-queue/],
      ['changes_since', { since: 'deadbeef' }, 'No commit of tiny-queue starts with "deadbeef" (or the prefix names several): give more digits, a tag or a date.'],
      ['file_history', { path: 'src/missing.ts' }, /^No commit of tiny-queue up to [0-9a-f]{7} touched "src\/missing.ts"/],
      ['file_history', { path: '../etc/passwd' }, '"../etc/passwd" leaves the repository: give a path inside it, such as src/index.ts.'],
      ['changes_since', { detail: 'all' }, '`detail`: Invalid option: expected one of "items"|"commits".'],
      ['changes_since', { detail: 'everything' }, '`detail` is 10 characters; at most 7 are accepted.'],
      ['file_history', {}, '`path` is required.'],
      ['read_document', { type: 42 }, '`type`: Invalid input: expected string, received number.'],
      ['find_symbol', { name: 'Queue', kind: 'gadget' }, /^`kind`: Invalid option: expected one of "function"\|"class"\|/],
      ['find_symbol', { name: 'Queue', limit: 0, max_chars: 100 }, '`limit`: Too small: expected number to be >=1; `max_chars`: Too small: expected number to be >=500.'],
    ];
    for (const [tool, args, expected] of cases) {
      const result = await call(client, tool, args);
      expect([tool, result.isError]).toEqual([tool, true]);
      if (typeof expected === 'string') expect(result.text).toBe(expected);
      else expect(result.text).toMatch(expected);
      expect(result.text).not.toContain('MCP error');
    }
  });

  it('turns an unexpected failure into a sentence without a stack trace', async () => {
    const broken: ChronicleSource = {
      listRepositories: async (): Promise<McpRepository[]> => {
        throw new Error('connection refused by /var/lib/chronicle/db.sock\n    at Socket.connect (node:net:1:1)');
      },
      open: async () => null,
    };
    const other = await connect(broken);
    const result = await call(other, 'list_repositories');
    expect(result).toEqual({ isError: true, structured: undefined, text: 'list_repositories could not answer: connection refused by <path>. Try again, or another tool.' });
    await other.close();
  });

  it('asks for a repository when several are served', async () => {
    const second = new FixtureSource(fixture.dir, 'other');
    const two: ChronicleSource = {
      listRepositories: async () => [...(await source.listRepositories()), ...(await second.listRepositories())],
      open: (id) => (id === 'other' ? second.open(id) : source.open(id)),
    };
    const other = await connect(two);
    expect((await call(other, 'list_documents')).text).toBe('Name a repository: 2 are served here, and list_repositories lists them.');
    expect((await call(other, 'search', { query: 'queue', doc_types: ['code'] })).text).toBe('Name a repository to search its code: 2 are served here, and list_repositories lists them.');
    const both = await call(other, 'search', { query: 'retries failed job' });
    expect(both.text).toContain(`in the documents of tiny-queue at ${head.slice(0, 7)}, other at ${head.slice(0, 7)}. The code is searched when one repository is named.`);
    expect(both.text).toContain('**other** README.md › Retries');
    expect((await call(other, 'search', { query: 'RetryWorker', repository: 'other' })).text).toContain('**other** code › RetryWorker');
    await other.close();
  });

  it('still searches the documents when the code cannot be read now, and says so', async () => {
    const busy: ChronicleSource = {
      listRepositories: () => source.listRepositories(),
      open: async (id) => {
        const reader = (await source.open(id))!;
        return { ...reader, repository: reader.repository, querySnapshot: async () => Promise.reject(new ToolError('The server is busy: 17 code look-ups are already running or waiting. Try again in a few seconds.')) };
      },
    };
    const other = await connect(busy);
    const found = await call(other, 'search', { query: 'retries failed job' });
    expect(found.isError).toBe(false);
    expect(found.text).toContain('The code was not searched: The server is busy: 17 code look-ups');
    expect(found.text).toContain('README.md › Retries');
    expect(await call(other, 'search', { query: 'retries', doc_types: ['code'] })).toMatchObject({ isError: true, text: expect.stringMatching(/^The server is busy/) });
    await other.close();
  });

  it('refuses a 1 MB string in any argument of any tool before any work, in a short sentence that does not quote it', async () => {
    let opened = 0;
    const counting: ChronicleSource = {
      listRepositories: async () => (opened++, source.listRepositories()),
      open: async (id) => (opened++, source.open(id)),
    };
    const other = await connect(counting);
    const megabyte = 'Q'.repeat(1_000_000);
    const valid: Record<string, Record<string, unknown>> = {
      read_document: { type: 'readme' },
      search: { query: 'queue' },
      find_symbol: { name: 'Queue' },
      members_of: { type: 'Queue' },
      find_references: { symbol: 'Queue' },
      module_summary: { path: 'src/queue.ts' },
      changes_since: { since: 'v1.0.0' },
      file_history: { path: 'src/queue.ts' },
    };
    const { tools } = await other.listTools();
    let checked = 0;
    for (const tool of tools) {
      for (const [name, property] of Object.entries(tool.inputSchema.properties as Record<string, { type?: string; maxLength?: number; items?: { maxLength?: number } }>)) {
        if (property.type !== 'string' && property.type !== 'array') continue;
        const args = { ...valid[tool.name], [name]: property.type === 'array' ? [megabyte] : megabyte };
        const result = await call(other, tool.name, args);
        const max = property.type === 'array' ? property.items!.maxLength! : property.maxLength!;
        const expected = property.type === 'array' ? `Item 1 of \`${name}\` is 1,000,000 characters; at most ${max.toLocaleString('en-US')} are accepted.` : `\`${name}\` is 1,000,000 characters; at most ${max.toLocaleString('en-US')} are accepted.`;
        expect([tool.name, name, result.isError, result.text]).toEqual([tool.name, name, true, expected]);
        expect(result.text.length).toBeLessThan(300);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(27);
    // One character over each limit, in the tools' every kind of argument: refused by the same sentence.
    const long = (length: number) => 'a '.repeat(length).slice(0, length);
    const overLimit: [string, Record<string, unknown>, string, number, number][] = [
      ['search', { query: long(15_000) }, 'query', 15_000, MAX_ARGUMENT.query],
      ['search', { query: long(MAX_ARGUMENT.query + 1) }, 'query', MAX_ARGUMENT.query + 1, MAX_ARGUMENT.query],
      ['search', { query: 'queue', repository: 'x'.repeat(MAX_ARGUMENT.repository + 1) }, 'repository', MAX_ARGUMENT.repository + 1, MAX_ARGUMENT.repository],
      ['find_symbol', { name: 'Q'.repeat(5_000) }, 'name', 5_000, MAX_ARGUMENT.name],
      ['read_document', { type: 'r'.repeat(MAX_ARGUMENT.type + 1) }, 'type', MAX_ARGUMENT.type + 1, MAX_ARGUMENT.type],
      ['read_document', { type: 'readme', section: 's'.repeat(MAX_ARGUMENT.section + 1) }, 'section', MAX_ARGUMENT.section + 1, MAX_ARGUMENT.section],
      ['list_documents', { repository: 'x'.repeat(10_000) }, 'repository', 10_000, MAX_ARGUMENT.repository],
      ['changes_since', { since: '2'.repeat(MAX_ARGUMENT.since + 1) }, 'since', MAX_ARGUMENT.since + 1, MAX_ARGUMENT.since],
      ['changes_since', { since: 'v1.0.0', until: 'v'.repeat(MAX_ARGUMENT.since + 1) }, 'until', MAX_ARGUMENT.since + 1, MAX_ARGUMENT.since],
      ['changes_since', { path: 'src/'.repeat(1_000) }, 'path', 4_000, MAX_ARGUMENT.path],
      ['file_history', { path: 'src/'.repeat(1_000) }, 'path', 4_000, MAX_ARGUMENT.path],
      ['members_of', { type: 'T'.repeat(5_000) }, 'type', 5_000, MAX_ARGUMENT.name],
      ['find_references', { symbol: 'S'.repeat(MAX_ARGUMENT.name + 1) }, 'symbol', MAX_ARGUMENT.name + 1, MAX_ARGUMENT.name],
      ['module_summary', { path: 'src/'.repeat(1_000) }, 'path', 4_000, MAX_ARGUMENT.path],
    ];
    for (const [tool, args, name, length, max] of overLimit) {
      const result = await call(other, tool, args);
      expect([tool, result.isError, result.text]).toEqual([tool, true, `\`${name}\` is ${length.toLocaleString('en-US')} characters; at most ${max.toLocaleString('en-US')} are accepted.`]);
    }
    // A long string inside an object where a tool takes a string: still measured, never quoted.
    expect((await call(other, 'find_symbol', { name: { deep: [megabyte] } })).text).toBe('`name.deep[0]` is 1,000,000 characters; at most 1,000 are accepted.');
    // A hundred items in an array; a million elements in all (refused by the SDK's count, as briefly).
    expect((await call(other, 'search', { query: 'queue', doc_types: Array(100).fill('readme') })).text).toBe('`doc_types` holds 100 items; at most 13 are accepted.');
    const flood = await call(other, 'search', { query: 'queue', doc_types: Array(1_000_000).fill('r') });
    expect([flood.isError, flood.text.length < 300]).toEqual([true, true]);
    expect(opened).toBe(0);
    await other.close();
  });

  it('refuses a search of more than twenty words, and one with no word', async () => {
    const many = await call(client, 'search', { query: Array.from({ length: 21 }, (_, index) => `word${index}`).join(' ') });
    expect(many).toMatchObject({ isError: true, text: 'The query has 21 words; search takes at most 20: keep the words that matter.' });
    const twenty = await call(client, 'search', { query: `${Array.from({ length: 19 }, (_, index) => `word${index}`).join(' ')} retries` });
    expect(twenty.isError).toBe(false);
    expect(await call(client, 'search', { query: ' ,;. ' })).toMatchObject({ isError: true, text: 'The query has no word to look for.' });
  });

  it('runs every tool call through the gate, whose ToolError is the call’s answer', async () => {
    const seen: string[] = [];
    const gate: ToolCallGate = async (tool, work) => {
      seen.push(tool);
      if (tool === 'find_symbol') throw new ToolError('Busy: try again in a few seconds.');
      return work();
    };
    const other = await connect(source, { gate });
    expect((await call(other, 'list_repositories')).isError).toBe(false);
    expect(await call(other, 'find_symbol', { name: 'Queue' })).toMatchObject({ isError: true, text: 'Busy: try again in a few seconds.' });
    expect(seen).toEqual(['list_repositories', 'find_symbol']);
    await other.close();
  });
});

/** A README whose Retries section explains what a changelog lists thirty times. */
const README_WITH_RETRIES = `# tiny-queue

## Retries

The retry worker retries a failed job: a job that failed goes back to the queue.
`;
