import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { runCli } from './cli.js';
import { createRepository, git } from './testing/git-fixture.js';

// The built command, as an MCP client starts it: `node apps/cli/dist/main.js mcp <path>`.
const MAIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'main.js');

type Answer = { text: string; data: Record<string, any>; isError: boolean };

describe('chronicle mcp', () => {
  let repo: string;
  let cache: string;
  let stderr: string;
  let client: Client;

  async function call(name: string, args: Record<string, unknown> = {}): Promise<Answer> {
    const result = (await client.callTool({ name, arguments: args }, undefined, { timeout: 120_000 })) as CallToolResult;
    return { text: result.content.map((part) => (part.type === 'text' ? part.text : '')).join(''), data: (result.structuredContent ?? {}) as Record<string, any>, isError: result.isError === true };
  }

  async function start(): Promise<Client> {
    const transport = new StdioClientTransport({ command: process.execPath, args: [MAIN, 'mcp', repo], env: { PATH: process.env.PATH ?? '', HOME: cache, CHRONICLE_CACHE_DIR: cache }, stderr: 'pipe' });
    transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const started = new Client({ name: 'chronicle-test', version: '0.0.0' });
    await started.connect(transport);
    return started;
  }

  beforeAll(async () => {
    expect(existsSync(MAIN)).toBe(true); // built by the test target's dependsOn
    repo = createRepository([
      {
        message: 'feat: a queue with a worker interface',
        files: {
          'package.json': JSON.stringify({ name: 'tiny-queue', version: '1.0.0', description: 'A tiny job queue.', license: 'MIT' }, null, 2),
          'src/queue.ts': '/** Runs jobs. */\nexport interface Worker {\n  run(job: string): Promise<void>;\n}\n\n/** Holds jobs until a worker takes them. */\nexport class Queue {\n  /** Adds a job. */\n  push(job: string): void {\n    void job;\n  }\n}\n',
        },
        tag: 'v1.0.0',
      },
      { message: 'feat: retries (#3)', files: { 'src/retry.ts': "import { Queue, type Worker } from './queue.js';\n\n/** Retries jobs. */\nexport class RetryWorker implements Worker {\n  async run(job: string): Promise<void> {\n    new Queue().push(job);\n  }\n}\n", 'test/retry.test.ts': "import { Queue } from '../src/queue.js';\n\nexport function pushesTwice(): void {\n  const queue = new Queue();\n  queue.push('a');\n}\n" } },
      { message: 'fix: keep the order of jobs', files: { 'src/queue.ts': '/** Runs jobs. */\nexport interface Worker {\n  run(job: string): Promise<void>;\n}\n\n/** Holds jobs, in order. */\nexport class Queue {\n  /** Adds a job. */\n  push(job: string): void {\n    void job;\n  }\n}\n' } },
    ]);
    cache = mkdtempSync(path.join(tmpdir(), 'chronicle-mcp-cache-'));
    stderr = '';
    client = await start();
  });
  afterAll(async () => {
    await client?.close();
    for (const folder of [repo, cache]) rmSync(folder, { recursive: true, force: true });
  });

  it('prints its help, and refuses a URL', async () => {
    let out = '';
    let err = '';
    const io = { stdout: (text: string) => (out += text), stderr: (text: string) => (err += text), cwd: process.cwd(), env: {} };
    expect(await runCli(['mcp', '--help'], io)).toBe(0);
    expect(out).toContain('Usage: chronicle mcp [path]');
    expect(out).toContain('Standard output carries the protocol only');
    expect(await runCli(['mcp', 'https://github.com/rack/rack'], io)).toBe(2);
    expect(err).toBe('chronicle mcp: chronicle mcp serves a local repository: give its folder, not a URL.\n');
  });

  it('lists the tools to a client over stdio', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['list_repositories', 'list_documents', 'read_document', 'search', 'find_symbol', 'members_of', 'find_references', 'module_summary', 'changes_since', 'file_history']);
    expect(client.getServerVersion()).toEqual(expect.objectContaining({ name: 'chronicle' }));
  });

  it('answers every tool from the repository at HEAD, writing the documents once', async () => {
    const head = git(repo, ['rev-parse', 'HEAD']).trim();
    const id = path.basename(repo);

    const repositories = await call('list_repositories');
    expect(repositories.data.repositories).toEqual([expect.objectContaining({ id, fullName: id, headSha: head })]);

    const documents = await call('list_documents');
    expect(documents.data.documents).toHaveLength(12);
    // Once the snapshot is taken, the repository shows its language and its manifest's description.
    expect((await call('list_repositories')).data.repositories[0]).toEqual(expect.objectContaining({ language: 'TypeScript', description: 'A tiny job queue.' }));
    expect(documents.data.documents.every((doc: { commit: string; status: string }) => doc.commit === head && doc.status === 'ready')).toBe(true);
    expect(readdirSync(path.join(cache, '.documents'))).toEqual([`${head}.json`]);

    const readme = await call('read_document', { repository: id, type: 'readme' });
    expect(readme.text).toContain(`README.md of ${id} at commit ${head.slice(0, 7)}`);
    expect(readme.data.content).toContain('tiny-queue');

    const found = await call('search', { query: 'RetryWorker' });
    expect(found.data.hits.length).toBeGreaterThan(0);
    expect(found.data.hits[0].snippet).toContain('RetryWorker');

    const symbol = await call('find_symbol', { name: 'Worker', kind: 'interface' });
    expect(symbol.data.matches).toEqual([expect.objectContaining({ name: 'Worker', file: 'src/queue.ts', line: 2, implementedBy: [{ file: 'src/retry.ts', line: 4, qualifiedName: 'RetryWorker' }], importedBy: ['src/retry.ts'] })]);

    const changes = await call('changes_since', { since: 'v1.0.0' });
    expect(changes.data.commits.map((commit: { sha: string }) => commit.sha)).toEqual(git(repo, ['rev-list', '--first-parent', 'v1.0.0..HEAD']).trim().split('\n'));
    expect(Object.keys(changes.data.changes)).toEqual(['Added', 'Fixed']);

    const history = await call('file_history', { path: 'src/queue.ts' });
    expect(history.data.commits.map((commit: { subject: string; files: { status: string }[] }) => `${commit.files[0]!.status} ${commit.subject}`)).toEqual(['M fix: keep the order of jobs', 'A feat: a queue with a worker interface']);

    const bad = await call('read_document', { type: 'poem' });
    expect(bad.isError).toBe(true);
    expect(bad.text).toMatch(/^"poem" is not a document type: the types are changelog \(CHANGELOG.md\)/);
    expect(stderr).toContain(`chronicle mcp: serving ${id} over stdio`);
  });

  it('lists a type’s members and a method’s callers over stdio, tests counted apart', async () => {
    const members = await call('members_of', { type: 'Queue' });
    expect(members.isError).toBe(false);
    expect(members.data.members).toEqual([expect.objectContaining({ name: 'push', kind: 'method', file: 'src/queue.ts', line: 9, signature: 'push(job: string): void', doc: 'Adds a job.' })]);
    expect(members.text).toContain('- `push(job: string): void` — `src/queue.ts:9` — Adds a job.');

    const references = await call('find_references', { symbol: 'Queue.push' });
    const [group] = references.data.groups;
    expect(group.calls).toEqual([expect.objectContaining({ file: 'src/retry.ts', line: 6, caller: 'RetryWorker.run' })]);
    expect(group.totals).toEqual(expect.objectContaining({ calls: 1, callFiles: 1, otherCalls: 1, otherCallFiles: 1 }));
    expect(references.text).toContain('### src/retry.ts');
    expect(references.text).toContain('pass `include_tests: true` to list them');
    const withTests = await call('find_references', { symbol: 'Queue.push', include_tests: true });
    expect(withTests.data.groups[0].calls.map((site: { file: string; line: number }) => `${site.file}:${site.line}`)).toEqual(['src/retry.ts:6', 'test/retry.test.ts:5']);

    const summary = await call('module_summary', { path: 'src' });
    expect(summary.data.publicSymbols.map((symbol: { qualifiedName: string }) => symbol.qualifiedName)).toEqual(['Worker', 'Queue', 'RetryWorker']);
  });

  it('follows HEAD when a commit lands while it runs, and reads stored documents on a second start', async () => {
    git(repo, ['commit', '-q', '--allow-empty', '-m', 'docs: nothing new']);
    const head = git(repo, ['rev-parse', 'HEAD']).trim();
    const documents = await call('list_documents');
    expect(documents.data.head).toBe(head);
    expect(documents.data.documents[0].commit).toBe(head);
    expect(stderr).toContain(`HEAD moved to ${head.slice(0, 7)}`);

    await client.close();
    stderr = '';
    client = await start();
    const again = await call('list_documents');
    expect(again.data.documents.map((doc: { commit: string }) => doc.commit)).toEqual(Array(12).fill(head));
    expect(stderr).not.toContain('writing 12 documents'); // read back from the cache by commit
  });
});
