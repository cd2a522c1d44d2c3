import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult, Progress } from '@modelcontextprotocol/sdk/types.js';
import { runCli } from './cli.js';
import { createRepository, git } from './testing/git-fixture.js';

// The built command, as an MCP client starts it: `node apps/cli/dist/main.js mcp <path>`.
const MAIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'main.js');

type Answer = { text: string; data: Record<string, any>; isError: boolean };

function answerOf(result: CallToolResult): Answer {
  return { text: result.content.map((part) => (part.type === 'text' ? part.text : '')).join(''), data: (result.structuredContent ?? {}) as Record<string, any>, isError: result.isError === true };
}

// What a tool says while the documents or the code are still being read: the client asks again.
const ASK_AGAIN = /ask again in a few seconds\.$/;

describe('chronicle mcp', () => {
  let repo: string;
  let cache: string;
  let stderr: string;
  let client: Client;

  async function call(name: string, args: Record<string, unknown> = {}, on = client): Promise<Answer> {
    return answerOf((await on.callTool({ name, arguments: args }, undefined, { timeout: 120_000 })) as CallToolResult);
  }

  /** Asks again, as the answer says, while it says the documents or the code are still being read. */
  async function callUntilAnswered(name: string, args: Record<string, unknown> = {}, done: (answer: Answer) => boolean = () => true, on = client): Promise<Answer> {
    for (let attempt = 1; ; attempt++) {
      const answer = await call(name, args, on);
      const waiting = ASK_AGAIN.test(answer.text.trim()) || answer.data.writing;
      if ((!waiting && done(answer)) || attempt === 60) return answer;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }

  async function start(folder = cache): Promise<Client> {
    const transport = new StdioClientTransport({ command: process.execPath, args: [MAIN, 'mcp', repo], env: { PATH: process.env.PATH ?? '', HOME: folder, CHRONICLE_CACHE_DIR: folder }, stderr: 'pipe' });
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
      { message: 'feat: retries (#3)', files: { 'src/retry.ts': "import type { Worker } from './queue.js';\n\n/** Retries jobs. */\nexport class RetryWorker implements Worker {\n  async run(job: string): Promise<void> {\n    void job;\n  }\n}\n" } },
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

  it('lists the seven tools to a client over stdio', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['list_repositories', 'list_documents', 'read_document', 'search', 'find_symbol', 'changes_since', 'file_history']);
    expect(client.getServerVersion()).toEqual(expect.objectContaining({ name: 'chronicle' }));
  });

  it('answers every tool from the repository at HEAD, writing the documents once', async () => {
    const head = git(repo, ['rev-parse', 'HEAD']).trim();
    const id = path.basename(repo);

    const repositories = await call('list_repositories');
    expect(repositories.data.repositories).toEqual([expect.objectContaining({ id, fullName: id, headSha: head })]);

    // Written in the background from the start: asked again until they are.
    const documents = await callUntilAnswered('list_documents');
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

  it('follows HEAD when a commit lands while it runs, and reads stored documents on a second start', async () => {
    const before = git(repo, ['rev-parse', 'HEAD']).trim();
    await callUntilAnswered('list_documents');
    writeFileSync(path.join(repo, 'src', 'drain.ts'), "import { Queue } from './queue.js';\n\n/** Empties a queue. */\nexport function drainQueue(queue: Queue): void {\n  void queue;\n}\n");
    git(repo, ['add', '-A']);
    git(repo, ['commit', '-q', '-m', 'feat: drain a queue']);
    const head = git(repo, ['rev-parse', 'HEAD']).trim();

    // The code answers come from the new commit once its changed file is read.
    const found = await callUntilAnswered('find_symbol', { name: 'drainQueue' }, (answer) => answer.data.commit === head);
    expect(found.data.matches).toEqual([expect.objectContaining({ name: 'drainQueue', kind: 'function', file: 'src/drain.ts', line: 4 })]);
    expect(stderr).toContain(`HEAD moved to ${head.slice(0, 7)}`);

    // Meanwhile the documents answer from the earlier commit, saying the head's are being written.
    const readme = await call('read_document', { type: 'readme' });
    if (readme.data.commit === before) {
      expect(readme.text).toContain(`The documents are being written again for the head ${head.slice(0, 7)}`);
      expect(readme.text).toContain(`this answer is from those of commit ${before.slice(0, 7)}`);
    } else expect(readme.data.commit).toBe(head);
    const documents = await callUntilAnswered('list_documents', {}, (answer) => answer.data.documents[0]?.commit === head);
    expect(documents.data.head).toBe(head);
    expect(documents.data.documents.map((doc: { commit: string }) => doc.commit)).toEqual(Array(12).fill(head));

    await client.close();
    stderr = '';
    client = await start();
    const again = await call('list_documents');
    expect(again.data.documents.map((doc: { commit: string }) => doc.commit)).toEqual(Array(12).fill(head));
    expect(stderr).not.toContain('writing 12 documents'); // read back from the cache by commit
  });

  it('answers a first read_document while the documents are being written, with progress notifications', async () => {
    const fresh = mkdtempSync(path.join(tmpdir(), 'chronicle-mcp-cache-'));
    const starting = await start(fresh);
    try {
      const progress: Progress[] = [];
      // The SDK's own timeout (60 s): the answer comes before it, written or not.
      const first = answerOf((await starting.callTool({ name: 'read_document', arguments: { type: 'readme' } }, undefined, { onprogress: (event) => progress.push(event) })) as CallToolResult);
      expect(progress.length).toBeGreaterThanOrEqual(1);
      expect(progress.every((event) => event.total === 12 && event.progress <= 12)).toBe(true);
      if (first.isError) expect(first.text).toMatch(/^README\.md of \S+ is still being written for commit [0-9a-f]{7} \(\d+ of 12 written\); ask again in a few seconds\.$/);
      else expect(first.data.content).toContain('tiny-queue');
      // Changes answer from git alone, documents written or not.
      const changes = await call('changes_since', { since: 'v1.0.0' }, starting);
      expect(changes.data.commits.length).toBeGreaterThan(0);
      const readme = await callUntilAnswered('read_document', { type: 'readme' }, (answer) => !answer.isError, starting);
      expect(readme.data.content).toContain('tiny-queue');
    } finally {
      await starting.close();
      rmSync(fresh, { recursive: true, force: true });
    }
  });
});
