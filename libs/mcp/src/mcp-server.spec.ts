import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { GitFixture } from '@chronicle/history/testing';
import { MAX_ARGUMENT, MAX_DOCUMENT_CHARACTERS, ToolError } from './answer.js';
import { createChronicleMcpServer, CHRONICLE_TOOLS, type ToolCallGate } from './server.js';
import { createQueueRepository, FixtureSource } from './testing/fixture-source.js';
import type { ChronicleSource, McpRepository } from './source.js';

async function connect(source: ChronicleSource, gate?: ToolCallGate): Promise<Client> {
  const server = createChronicleMcpServer(source, { name: 'chronicle-test', version: '0.0.0', ...(gate ? { gate } : {}) });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: 'test-client', version: '0.0.0' });
  await server.connect(serverSide);
  await client.connect(clientSide);
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown> = {}): Promise<{ text: string; data: Record<string, any>; isError: boolean }> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
  return { text, data: (result.structuredContent ?? {}) as Record<string, any>, isError: result.isError === true };
}

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

  /** What git itself says: `git rev-list --first-parent …`, newest first. */
  const revList = (...args: string[]) => fixture.git('rev-list', '--first-parent', ...args).split('\n').filter(Boolean);

  it('lists the tools, each with a described input schema and read-only annotations', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual([...CHRONICLE_TOOLS]);
    for (const tool of tools) {
      expect(tool.description!.length).toBeGreaterThan(60);
      expect(tool.annotations).toEqual(expect.objectContaining({ readOnlyHint: true, openWorldHint: false }));
      for (const property of Object.values(tool.inputSchema.properties ?? {})) expect((property as { description?: string }).description).toEqual(expect.any(String));
    }
    const byName = Object.fromEntries(tools.map((tool) => [tool.name, tool.inputSchema]));
    expect(byName.read_document!.required).toEqual(['type']);
    expect(byName.changes_since!.required).toEqual(['since']);
    expect(byName.file_history!.required).toEqual(['path']);
    expect(Object.keys(byName.find_symbol!.properties!)).toEqual(['repository', 'name', 'kind', 'include_tests', 'limit']);
    expect(byName.members_of!.required).toEqual(['type']);
    expect(byName.find_references!.required).toEqual(['symbol']);
    expect(byName.module_summary!.required).toEqual(['path']);
  });

  it('lists the repository and its documents, naming the commits they reflect', async () => {
    const repositories = await call(client, 'list_repositories');
    expect(repositories.data.repositories).toEqual([expect.objectContaining({ id: 'tiny-queue', headSha: head })]);
    expect(repositories.text).toContain(`| tiny-queue | tiny-queue | TypeScript | ${head.slice(0, 7)} |`);

    const documents = await call(client, 'list_documents');
    expect(documents.isError).toBe(false);
    expect(documents.data.head).toBe(head);
    expect(documents.data.documents.map((doc: { type: string; status: string }) => `${doc.type}:${doc.status}`)).toEqual(['readme:ready', 'architecture:ready', 'security:failed']);
    expect(documents.text).toContain(`| readme | README.md | ready | 90 | ${head.slice(0, 7)} | 0 |`);
    expect(documents.text).toContain('| security | SECURITY.md | failed: The agent could not read the lockfile. |');
  });

  it('reads a document whole or one section by its heading, whatever its case', async () => {
    const whole = await call(client, 'read_document', { repository: 'tiny-queue', type: 'README.md' });
    expect(whole.text).toContain(`README.md of tiny-queue at commit ${head.slice(0, 7)} (head ${head.slice(0, 7)})`);
    expect(whole.text).toContain('## Installation');
    expect(whole.data).toEqual(expect.objectContaining({ type: 'readme', commit: head, head, section: null }));

    const usage = await call(client, 'read_document', { type: 'readme', section: 'usage' });
    expect(usage.data.section).toBe('Usage');
    expect(usage.data.content).toContain('Push a job onto the Queue');
    expect(usage.data.content).toContain('### Retries'); // a level-2 section brings its subsections
    expect(usage.data.content).not.toContain('Installation');

    const retries = await call(client, 'read_document', { type: 'readme', section: 'RETRIES' });
    expect(retries.data.content).toBe('### Retries\n\nThe RetryWorker retries a failed job.');
  });

  it('finds sections by their words, naming repository, document, heading, snippet and score', async () => {
    const found = await call(client, 'search', { query: 'worker retries failed' });
    expect(found.isError).toBe(false);
    expect(found.data.hits[0]).toEqual(expect.objectContaining({ repository: 'tiny-queue', file: 'README.md', heading: 'Retries', commit: head, score: expect.any(Number) }));
    expect(found.data.hits[0].snippet).toContain('retries a failed job');
    expect(found.text).toContain('**tiny-queue** README.md › Retries');

    const none = await call(client, 'search', { query: 'kubernetes' });
    expect(none.data.hits).toEqual([]);
    expect(none.text).toContain('No section of the documents of tiny-queue at');
  });

  it('finds a symbol with its signature, doc comment, implementers and importers', async () => {
    const found = await call(client, 'find_symbol', { name: 'Worker' });
    expect(found.isError).toBe(false);
    expect(found.data.commit).toBe(head);
    const worker = found.data.matches[0];
    expect(worker).toEqual(expect.objectContaining({ match: 'exact', name: 'Worker', kind: 'interface', file: 'src/queue.ts', line: 2, doc: 'Runs jobs.', exported: true }));
    expect(worker.implementedBy).toEqual([{ file: 'src/retry.ts', line: 4, qualifiedName: 'RetryWorker' }]);
    expect(worker.importedBy).toEqual(['src/retry.ts']);
    expect(found.data.matches.map((match: { name: string; match: string }) => `${match.name}:${match.match}`)).toEqual(['Worker:exact', 'RetryWorker:partial']);
    expect(found.text).toContain('`src/queue.ts:2`');

    const classes = await call(client, 'find_symbol', { name: 'queue', kind: 'class' });
    expect(classes.data.matches.map((match: { name: string; match: string }) => `${match.name}:${match.match}`)).toEqual(['Queue:case-insensitive']);
  });

  it('says what changed since a tag, a SHA and a date exactly as git lists the commits', async () => {
    const byTag = await call(client, 'changes_since', { since: 'v1.0.0' });
    expect(byTag.isError).toBe(false);
    expect(byTag.data.head).toBe(head);
    expect(byTag.data.commits.map((commit: { sha: string }) => commit.sha)).toEqual(revList('v1.0.0..HEAD'));
    expect(byTag.data.commitCount).toBe(revList('v1.0.0..HEAD').length);
    const [, fix, merge] = revList('HEAD');
    expect(byTag.data.changes).toEqual({ Added: [{ text: '**retry:** A worker that retries (#3)', breaking: false, commits: [merge] }], Fixed: [{ text: 'The queue keeps the order of jobs', breaking: false, commits: [fix] }] });
    expect(byTag.text).toContain('### Added');
    expect(byTag.text).toContain(`Read at head ${head.slice(0, 7)}`);

    const bySha = await call(client, 'changes_since', { since: merge!.slice(0, 9) });
    expect(bySha.data.since).toEqual(expect.objectContaining({ kind: 'commit', commit: merge }));
    expect(bySha.data.commits.map((commit: { sha: string }) => commit.sha)).toEqual(revList(`${merge}..HEAD`));
    // A commit of the merged branch is not on the first-parent line: git still lists what the head has and it has not.
    const branchCommit = fixture.git('rev-parse', `${merge}^2`);
    const byBranch = await call(client, 'changes_since', { since: branchCommit });
    expect(byBranch.data.commits.map((commit: { sha: string }) => commit.sha)).toEqual(revList(`${branchCommit}..HEAD`));

    const date = new Date(Number(fixture.git('log', '-1', '--format=%ct', 'HEAD~1')) * 1000).toISOString();
    source.entries.push({ headline: 'Order kept', summary: 'The queue keeps its order.', pushedAt: date, commitShas: [head] }, { headline: 'Old', summary: 'Before.', pushedAt: '2023-01-01T00:00:00Z', commitShas: [] });
    const byDate = await call(client, 'changes_since', { since: date });
    expect(byDate.data.since).toEqual(expect.objectContaining({ kind: 'date', commit: null, date }));
    expect(byDate.data.commits.map((commit: { sha: string }) => commit.sha)).toEqual(revList(`--since=${date}`, 'HEAD'));
    expect(byDate.data.entries.map((entry: { headline: string }) => entry.headline)).toEqual(['Order kept']);
    expect(byDate.text).toContain('## Stored entries');

    const none = await call(client, 'changes_since', { since: head });
    expect([none.isError, none.data.commitCount]).toEqual([false, 0]);
    expect(none.text).toContain(`No commit since then: the head is ${head.slice(0, 7)}.`);
  });

  it('lists the commits that touched a file with how each changed it', async () => {
    const queue = await call(client, 'file_history', { path: './src/queue.ts' });
    expect(queue.data.commits.map((commit: { sha: string }) => commit.sha)).toEqual(fixture.git('log', '--format=%H', '--', 'src/queue.ts').split('\n'));
    expect(queue.data.commits.map((commit: { files: { status: string }[] }) => commit.files[0]!.status)).toEqual(['M', 'A']);
    const notes = await call(client, 'file_history', { path: 'notes.txt', limit: 1 });
    expect(notes.data.commits).toEqual([expect.objectContaining({ subject: 'chore: remove the old notes', files: [{ path: 'notes.txt', status: 'D' }] })]);
    expect(notes.data.commitCount).toBe(2);
    expect(notes.text).toContain('…and 1 more commits not listed.');
  });

  it('answers bad arguments with a sentence, never a protocol error', async () => {
    const cases: [string, Record<string, unknown>, string | RegExp][] = [
      ['list_documents', { repository: 'nope' }, 'No repository "nope": list_repositories lists them.'],
      ['read_document', { type: 'novel' }, /^"novel" is not a document type: the types are changelog \(CHANGELOG.md\), readme \(README.md\),/],
      ['read_document', { type: 'todo' }, 'No todo document of tiny-queue was generated yet: list_documents lists those that were.'],
      ['read_document', { type: 'security' }, 'The security document of tiny-queue failed: The agent could not read the lockfile.'],
      ['read_document', { type: 'readme', section: 'Licence' }, 'README.md has no section "Licence": its sections are "Installation", "Usage", "Retries".'],
      ['changes_since', { since: 'last tuesday' }, /^"last tuesday" is neither a commit, a tag nor a date of tiny-queue/],
      ['changes_since', { since: 'deadbeef' }, 'No commit of tiny-queue starts with "deadbeef" (or the prefix names several): give more digits, a tag or a date.'],
      ['file_history', { path: 'src/missing.ts' }, /^No commit of tiny-queue up to [0-9a-f]{7} touched "src\/missing.ts"/],
      ['file_history', { path: '../etc/passwd' }, '"../etc/passwd" leaves the repository: give a path inside it, such as src/index.ts.'],
      ['changes_since', {}, /^MCP error -32602: Input validation error: Invalid arguments for tool changes_since: .*at since$/],
      ['find_symbol', { name: 'Queue', kind: 'gadget' }, /^MCP error -32602: Input validation error: Invalid arguments for tool find_symbol: Invalid option: expected one of "function"|/],
    ];
    for (const [tool, args, expected] of cases) {
      const result = await call(client, tool, args);
      expect([tool, result.isError]).toEqual([tool, true]);
      if (typeof expected === 'string') expect(result.text).toBe(expected);
      else expect(result.text).toMatch(expected);
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
    expect(result).toEqual({ isError: true, data: {}, text: 'list_repositories could not answer: connection refused by <path>. Try again, or another tool.' });
    await other.close();
  });

  it('asks for a repository when several are served', async () => {
    const two: ChronicleSource = {
      listRepositories: async () => [...(await source.listRepositories()), { id: 'other', fullName: 'other', description: null, language: null, url: null, headSha: null }],
      open: (id) => source.open(id),
    };
    const other = await connect(two);
    expect((await call(other, 'list_documents')).text).toBe('Name a repository: 2 are served here, and list_repositories lists them.');
    await other.close();
  });

  it('refuses an overlong string argument of any tool before any work, in a short sentence', async () => {
    let opened = 0;
    const counting: ChronicleSource = {
      listRepositories: async () => (opened++, source.listRepositories()),
      open: async (id) => (opened++, source.open(id)),
    };
    const other = await connect(counting);
    const long = (length: number) => 'a '.repeat(length).slice(0, length);
    const cases: [string, Record<string, unknown>][] = [
      ['search', { query: long(15_000) }],
      ['search', { query: long(MAX_ARGUMENT.query + 1) }],
      ['search', { query: 'queue', repository: 'x'.repeat(MAX_ARGUMENT.repository + 1) }],
      ['find_symbol', { name: 'Q'.repeat(5_000) }],
      ['read_document', { type: 'r'.repeat(MAX_ARGUMENT.type + 1) }],
      ['read_document', { type: 'readme', section: 's'.repeat(MAX_ARGUMENT.section + 1) }],
      ['list_documents', { repository: 'x'.repeat(10_000) }],
      ['changes_since', { since: '2'.repeat(MAX_ARGUMENT.since + 1) }],
      ['file_history', { path: 'src/'.repeat(1_000) }],
      ['members_of', { type: 'T'.repeat(5_000) }],
      ['find_references', { symbol: 'S'.repeat(MAX_ARGUMENT.name + 1) }],
      ['module_summary', { path: 'src/'.repeat(1_000) }],
    ];
    for (const [tool, args] of cases) {
      const result = await call(other, tool, args);
      expect([tool, result.isError, result.text]).toEqual([tool, true, expect.stringMatching(/^MCP error -32602: Input validation error: .*Too big/s)]);
      expect(result.text.length).toBeLessThan(400);
    }
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

  it('caps a read of a huge document in total, headings included, and says how to read on', async () => {
    // A changelog of 40,000 releases: 1.5 MB of Markdown with 40,000 level-2 headings.
    const releases = Array.from({ length: 40_000 }, (_, index) => `## 1.${index}.0\n\n- Fixed thing ${index}.\n`);
    const huge = `# Changelog\n\n${releases.join('\n')}`;
    const other = await connect(new FixtureSource(fixture.dir, 'tiny-queue', { changelog: huge }));
    const first = await call(other, 'read_document', { type: 'changelog' });
    expect(first.isError).toBe(false);
    // The text is the content plus a header and a note of at most a few thousand characters.
    expect(first.text.length).toBeLessThan(MAX_DOCUMENT_CHARACTERS + 6_000);
    expect(first.data).toMatchObject({ truncated: true, offset: 0, nextOffset: MAX_DOCUMENT_CHARACTERS });
    expect(first.data.content).toBe(huge.slice(0, MAX_DOCUMENT_CHARACTERS));
    expect(first.text).toContain(`This is characters 0–100,000 of ${huge.length.toLocaleString('en-US')} of the document: read on with \`offset\` 100000.`);
    expect(first.text).toMatch(/Or read one section: those after the cut are "1\.\d+\.0", .* and [\d,]+ more\./);

    const last = await call(other, 'read_document', { type: 'changelog', offset: huge.length - 50 });
    expect(last.data).toMatchObject({ content: huge.slice(-50), nextOffset: null, truncated: true });
    expect(last.text).toContain('(its end)');

    const missing = await call(other, 'read_document', { type: 'changelog', section: 'No such release' });
    expect(missing.isError).toBe(true);
    expect(missing.text.length).toBeLessThan(5_000);
    expect(missing.text).toMatch(/ and [\d,]+ more\.$/);
    await other.close();
  });

  it('runs every tool call through the gate, whose ToolError is the call’s answer', async () => {
    const seen: string[] = [];
    const gate: ToolCallGate = async (tool, work) => {
      seen.push(tool);
      if (tool === 'find_symbol') throw new ToolError('Busy: try again in a few seconds.');
      return work();
    };
    const other = await connect(source, gate);
    expect((await call(other, 'list_repositories')).isError).toBe(false);
    expect(await call(other, 'find_symbol', { name: 'Queue' })).toMatchObject({ isError: true, text: 'Busy: try again in a few seconds.' });
    expect(seen).toEqual(['list_repositories', 'find_symbol']);
    await other.close();
  });
});
