import { spawn } from 'node:child_process';
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

type Answer = { text: string; isError: boolean };

function answerOf(result: CallToolResult): Answer {
  return { text: result.content.map((part) => (part.type === 'text' ? part.text : '')).join(''), isError: result.isError === true };
}

// What a tool says while the documents or the code are still being read: the client asks again
// (list_documents says "list again" while the head's documents are being written).
const ASK_AGAIN = /(ask|list) again in a few seconds\./;

/** The commit each document row of a list_documents answer names. */
function documentCommits(listed: Answer): string[] {
  return [...listed.text.matchAll(/ \| ([0-9a-f]{7}) \| \d+ \|$/gm)].map((match) => match[1]!);
}

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
      if ((!ASK_AGAIN.test(answer.text) && done(answer)) || attempt === 60) return answer;
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
    expect(repositories.text).toContain(`| ${id} | ${id} |`);
    expect(repositories.text).toContain(`| ${head.slice(0, 7)} |`);

    // Written in the background from the start: asked again until they are.
    const documents = await callUntilAnswered('list_documents');
    const rows = [...documents.text.matchAll(/^\| (\w+) \| \S+\.md \| (\w+) \| \S+ \| ([0-9a-f]{7}) \|/gm)];
    expect(rows).toHaveLength(12);
    expect(rows.every((row) => row[2] === 'ready' && row[3] === head.slice(0, 7))).toBe(true);
    // Once the snapshot is taken, the repository shows its language and its manifest's description.
    expect((await call('list_repositories')).text).toContain(`| ${id} | ${id} | TypeScript | ${head.slice(0, 7)} | A tiny job queue. |`);
    expect(readdirSync(path.join(cache, '.documents'))).toEqual([`${head}.json`]);

    const readme = await call('read_document', { repository: id, type: 'readme' });
    expect(readme.text).toContain(`README.md of ${id} at commit ${head.slice(0, 7)}`);
    expect(readme.text).toContain('tiny-queue');

    const found = await call('search', { query: 'RetryWorker' });
    expect(found.text).toMatch(/^1\. \*\*.+RetryWorker/m);
    expect(found.text).toContain('code › RetryWorker (class, exported) `src/retry.ts:4`');

    const symbol = await call('find_symbol', { name: 'Worker', kind: 'interface' });
    expect(symbol.text).toContain('## Worker (interface, exported)\n\n`src/queue.ts:2`');
    expect(symbol.text).toContain('Implemented or extended by: RetryWorker (`src/retry.ts:4`)');
    expect(symbol.text).toContain('Its file is imported by: `src/retry.ts`');

    const changes = await call('changes_since', { since: 'v1.0.0' });
    // Every commit git log lists for the range, as short SHAs, and the changelog items' sections.
    const listed = [...changes.text.matchAll(/^- `([0-9a-f]{7})`/gm)].map((match) => match[1]);
    expect(listed).toEqual(git(repo, ['log', '--format=%h', '--abbrev=7', 'v1.0.0..HEAD']).trim().split('\n'));
    expect(changes.text).toContain(`${git(repo, ['rev-list', '--count', 'v1.0.0..HEAD']).trim()} commits — every commit`);
    const items = changes.text.slice(changes.text.indexOf('\n## Changelog items\n'), changes.text.indexOf('\n## Commits\n'));
    expect([...items.matchAll(/^### (\w+)/gm)].map((match) => match[1])).toEqual(['Added', 'Fixed']);
    // A range between two points, A..B, over stdio: exactly what git log lists for it.
    const range = await call('changes_since', { since: 'v1.0.0..HEAD~1', detail: 'commits' });
    expect(range.isError).toBe(false);
    const subjects = [...range.text.matchAll(/^- `[0-9a-f]{7}` \S+ .+? — (.*)$/gm)].map((match) => match[1]);
    expect(subjects).toEqual(git(repo, ['log', '--format=%s', 'v1.0.0..HEAD~1']).trim().split('\n'));
    expect(subjects).toEqual(['feat: retries (#3)']);
    expect((await call('changes_since', { since: 'HEAD..v1.0.0' })).text).toMatch(/^The range HEAD\.\.v1\.0\.0 is empty: v1\.0\.0 \([0-9a-f]{7}\) is older than HEAD/);

    const history = await call('file_history', { path: 'src/queue.ts' });
    expect([...history.text.matchAll(/ — (.+) \[([AM])\]$/gm)].map((match) => `${match[2]} ${match[1]}`)).toEqual(['M fix: keep the order of jobs', 'A feat: a queue with a worker interface']);

    // A long answer in pages of at most max_chars, the next one by the cursor the last line gives.
    const page = await call('read_document', { type: 'readme', max_chars: 500 });
    expect(page.text.length).toBeLessThanOrEqual(500);
    const cursor = /`cursor` "([\w-]+)" for the next page\.\n$/.exec(page.text)![1];
    const next = await call('read_document', { type: 'readme', max_chars: 500, cursor });
    expect([next.isError, next.text.length <= 500, page.text.includes(next.text.slice(0, 60))]).toEqual([false, true, false]);
    expect(await call('find_symbol', { name: 'Q'.repeat(1_000_000) })).toEqual({ isError: true, text: '`name` is 1,000,000 characters; at most 300 are accepted.' });

    const bad = await call('read_document', { type: 'poem' });
    expect(bad.isError).toBe(true);
    expect(bad.text).toMatch(/^"poem" is not a document type: the types are changelog \(CHANGELOG.md\)/);
    expect(stderr).toContain(`chronicle mcp: serving ${id} over stdio`);
  });

  it('lists a type’s members and a method’s callers over stdio, tests counted apart', async () => {
    /** `file:line caller` of each call site an answer lists, under its file's heading. */
    const callSites = (text: string) => {
      let file = '';
      return text.split('\n').flatMap((line) => {
        const heading = /^### (\S+)/.exec(line);
        if (heading) file = heading[1]!;
        const site = /^- line (\d+) in `([^`]+)`/.exec(line);
        return site ? [`${file}:${site[1]} ${site[2]}`] : [];
      });
    };
    const members = await call('members_of', { type: 'Queue', max_chars: 20_000 });
    expect(members.isError).toBe(false);
    // One member, a method: under its heading, with file:line, signature and doc comment.
    expect(members.text).toContain('1 member of its own.\n\n## Methods (1)\n\n- `push(job: string): void` — `src/queue.ts:9` — Adds a job.\n');
    expect(members.text.match(/^## /gm)).toHaveLength(1);

    const references = await call('find_references', { symbol: 'Queue.push', max_chars: 20_000 });
    expect(callSites(references.text)).toEqual(['src/retry.ts:6 RetryWorker.run']);
    expect(references.text).toMatch(/^1 call in 1 source file \(.+\); .*Tests, examples and other non-source files hold 1 call in 1 file more: pass `include_tests: true` to list them\./m);
    expect(references.text).toContain('### src/retry.ts');
    expect(references.text).toContain('pass `include_tests: true` to list them');
    const withTests = await call('find_references', { symbol: 'Queue.push', include_tests: true, max_chars: 20_000 });
    expect(callSites(withTests.text).map((site) => site.split(' ')[0])).toEqual(['src/retry.ts:6', 'test/retry.test.ts:5']);

    const summary = await call('module_summary', { path: 'src', max_chars: 20_000 });
    const publicSymbols = summary.text.slice(summary.text.indexOf('## Public symbols'));
    expect([...publicSymbols.matchAll(/^- `(?:export )?(?:interface|class) (\w+)/gm)].map((match) => match[1])).toEqual(['Worker', 'Queue', 'RetryWorker']);
  });

  it('follows HEAD when a commit lands while it runs, and reads stored documents on a second start', async () => {
    const before = git(repo, ['rev-parse', 'HEAD']).trim();
    await callUntilAnswered('list_documents');
    writeFileSync(path.join(repo, 'src', 'drain.ts'), "import { Queue } from './queue.js';\n\n/** Empties a queue. */\nexport function drainQueue(queue: Queue): void {\n  void queue;\n}\n");
    git(repo, ['add', '-A']);
    git(repo, ['commit', '-q', '-m', 'feat: drain a queue']);
    const head = git(repo, ['rev-parse', 'HEAD']).trim();

    // The code answers come from the new commit once its changed file is read.
    const found = await callUntilAnswered('find_symbol', { name: 'drainQueue' }, (answer) => answer.text.includes(` at ${head.slice(0, 7)}`));
    expect(found.text).toContain(`at ${head.slice(0, 7)}`);
    expect(found.text).toContain('## drainQueue (function, exported)\n\n`src/drain.ts:4`');
    expect(stderr).toContain(`HEAD moved to ${head.slice(0, 7)}`);

    // Meanwhile the documents answer from the earlier commit, saying the head's are being written.
    const readme = await call('read_document', { type: 'readme' });
    if (readme.text.includes(`at commit ${before.slice(0, 7)}`)) {
      expect(readme.text).toContain(`The documents are being written again for the head ${head.slice(0, 7)}`);
      expect(readme.text).toContain(`this answer is from those of commit ${before.slice(0, 7)}`);
    } else expect(readme.text).toContain(`at commit ${head.slice(0, 7)}`);
    const documents = await callUntilAnswered('list_documents', {}, (answer) => documentCommits(answer)[0] === head.slice(0, 7));
    expect(documents.text).toContain(`Head: ${head.slice(0, 7)}.`);
    expect(documents.text).toContain(`| readme | README.md | ready | `);
    expect(documentCommits(documents)).toEqual(Array(12).fill(head.slice(0, 7)));

    await client.close();
    stderr = '';
    client = await start();
    const again = await call('list_documents');
    expect(documentCommits(again)).toEqual(Array(12).fill(head.slice(0, 7)));
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
      else expect(first.text).toContain('tiny-queue');
      // Changes answer from git alone, documents written or not.
      const changes = await call('changes_since', { since: 'v1.0.0' }, starting);
      expect(changes.text).toMatch(/^- `[0-9a-f]{7}`/m);
      const readme = await callUntilAnswered('read_document', { type: 'readme' }, (answer) => !answer.isError, starting);
      expect(readme.text).toContain('tiny-queue');
    } finally {
      await starting.close();
      rmSync(fresh, { recursive: true, force: true });
    }
  });

  it('answers a line that is not JSON with -32700 and one that is not JSON-RPC with -32600, and goes on serving', async () => {
    const child = spawn(process.execPath, [MAIN, 'mcp', repo], { env: { PATH: process.env.PATH ?? '', HOME: cache, CHRONICLE_CACHE_DIR: cache }, stdio: ['pipe', 'pipe', 'pipe'] });
    const lines: string[] = [];
    let buffered = '';
    const waiters: (() => void)[] = [];
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      for (let newline = buffered.indexOf('\n'); newline !== -1; newline = buffered.indexOf('\n')) {
        lines.push(buffered.slice(0, newline));
        buffered = buffered.slice(newline + 1);
      }
      waiters.splice(0).forEach((wake) => wake());
    });
    const answers = async (count: number): Promise<any[]> => {
      while (lines.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
      return lines.slice(0, count).map((line) => JSON.parse(line));
    };
    try {
      child.stdin.write('{not json\n');
      child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '0' } } })}\n`);
      const [parseError, initialized] = await answers(2);
      expect(parseError).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error: a line of standard input is not JSON.' } });
      expect(initialized).toMatchObject({ jsonrpc: '2.0', id: 1, result: { serverInfo: { name: 'chronicle' } } });

      child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n{"hello": "world"}\n`);
      child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' })}\n`);
      const [, , invalid, listed] = await answers(4);
      expect(invalid).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request: a line of standard input is JSON but not a JSON-RPC 2.0 message.' } });
      expect(listed).toMatchObject({ id: 2, result: { tools: expect.arrayContaining([expect.objectContaining({ name: 'find_symbol' })]) } });
    } finally {
      child.stdin.end();
      await new Promise((resolve) => child.once('exit', resolve));
    }
  });
});
