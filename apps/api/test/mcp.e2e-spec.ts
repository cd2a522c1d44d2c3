import { execFile } from 'node:child_process';
import { mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, desc, eq } from 'drizzle-orm';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { pushToEmulator } from '@chronicle/github-emulator';
import { API_ERRORS } from '@chronicle/contracts';
import { cacheFolderName } from '@chronicle/history';
import { CHRONICLE_TOOLS } from '@chronicle/mcp';
import { codeRepositories, repositoryJobs } from '../src/database/schema.js';
import { gitCacheDir, repositorySource, snapshotCacheDir } from '../src/modules/code-repositories/repository-source.js';
import { connectedApp, entryOf, JOB_WAIT_MS, type Setup } from './connected-app.js';
import { githubEnv } from './sign-in.js';
import { DATABASE_KINDS, requireTestEnv, startTestApp, closeAll } from './test-app.js';

const run = promisify(execFile);

const GUIDE_BEFORE = 'notes/howto.md';
const GUIDE_AFTER = 'docs/howto.md';
const GUIDE = '# How to greet\n\nCreate a `FrenchGreeter` and call `greet` with a name.\n';

/** The SDK's own client over streamable HTTP, as an AI agent connects. */
async function connect(baseUrl: string): Promise<Client> {
  const client = new Client({ name: 'chronicle-api-test', version: '0.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl}/api/mcp`)));
  return client;
}

describe.each(DATABASE_KINDS)('the MCP server under /api/mcp on %s', (kind) => {
  let setup: Setup;
  let client: Client;
  let slug: string;
  let clone: string;
  let firstPush: string;

  beforeAll(async () => {
    setup = await connectedApp(kind, kind === 'postgres' ? { REDIS_URL: requireTestEnv('TEST_REDIS_URL') } : {});
    // Two pushes after connecting: code with a documented class and an interface it implements.
    const first = await pushToEmulator(setup.emulator, {
      owner: 'octocat',
      repo: 'hello-world',
      branch: 'main',
      commits: [
        { message: 'feat: a greeter interface', files: { 'src/greeter.ts': '/** Says hello. */\nexport interface Greeter {\n  greet(name: string): string;\n}\n' } },
        { message: 'feat: greet in French', files: { 'src/french.ts': "import type { Greeter } from './greeter.js';\n\n/** Greets in French. */\nexport class FrenchGreeter implements Greeter {\n  greet(name: string): string {\n    return `Bonjour, ${name}`;\n  }\n}\n" } },
        { message: 'docs: how to greet', files: { [GUIDE_BEFORE]: GUIDE } },
      ],
    });
    firstPush = first.head;
    await entryOf(setup, first.deliveries[0]!.id);
    const second = await pushToEmulator(setup.emulator, { owner: 'octocat', repo: 'hello-world', branch: 'main', commits: [
        { message: 'fix: greet with a capital letter', files: { 'src/french.ts': "import type { Greeter } from './greeter.js';\n\n/** Greets in French, politely. */\nexport class FrenchGreeter implements Greeter {\n  greet(name: string): string {\n    return `Bonjour, ${name} !`;\n  }\n}\n" } },
        // A rename that keeps the content: the server's clones follow those (they hold no file contents).
        { message: 'docs: the guide moves to docs/', files: { [GUIDE_BEFORE]: null, [GUIDE_AFTER]: GUIDE } },
      ] });
    await entryOf(setup, second.deliveries[0]!.id);
    await documentsWritten();
    const [row] = await setup.app.database.db.select().from(codeRepositories);
    slug = row!.publicSlug;
    clone = mkdtempSync(path.join(tmpdir(), 'chronicle-mcp-git-'));
    // Asynchronously: the emulator answers git from this very process.
    await run('git', ['clone', '--quiet', `${setup.emulator.url}/octocat/hello-world.git`, clone]);
    client = await connect(setup.app.url);
  });
  afterAll(async () => {
    await closeAll(client, setup.app, setup.emulator);
    rmSync(clone, { recursive: true, force: true });
  });

  async function documentsWritten(timeoutMs = JOB_WAIT_MS): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const jobs = await setup.app.database.db.select().from(repositoryJobs).where(eq(repositoryJobs.kind, 'documents')).orderBy(desc(repositoryJobs.createdAt));
      if (jobs.length > 0 && jobs.every((job) => job.status === 'success' || job.status === 'error')) {
        // The push's run may have been queued after the last check: one more look at the entries' runs.
        const [latest] = await setup.app.database.db.select().from(repositoryJobs).where(and(eq(repositoryJobs.kind, 'documents'), eq(repositoryJobs.status, 'queued')));
        if (!latest) return;
      }
      if (Date.now() > deadline) throw new Error('The documents were not written in time.');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  async function call(name: string, args: Record<string, unknown> = {}, on = client): Promise<{ text: string; isError: boolean }> {
    const result = (await on.callTool({ name, arguments: args })) as CallToolResult;
    expect(result.structuredContent).toBeUndefined(); // the text is the one copy (ARCHITECTURE.md, MCP)
    const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
    return { text, isError: result.isError === true };
  }

  /** The short SHAs an answer lists as `- \`abc1234\` …` lines, in order. */
  const listedShas = (text: string) => [...text.matchAll(/^- `([0-9a-f]{7})`/gm)].map((match) => match[1]!);

  const git = async (...args: string[]) => (await run('git', ['-C', clone, ...args])).stdout.trim();

  it('lists its read-only tools to the SDK client, with no sign-in', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual([...CHRONICLE_TOOLS]);
    expect(tools.every((tool) => tool.annotations?.readOnlyHint === true)).toBe(true);
  });

  it('lists the repository and its documents, naming the commit they reflect', async () => {
    const head = await git('rev-parse', 'HEAD');
    const repositories = await call('list_repositories');
    expect(repositories.text).toContain(`| ${slug} | octocat/hello-world | `);
    expect(repositories.text).toContain(` | ${head.slice(0, 7)} | `);
    const documents = await call('list_documents', { repository: slug });
    expect(documents.isError).toBe(false);
    expect(documents.text.match(/^\| \w+ \| \S+\.md \| /gm)).toHaveLength(12);
    expect(documents.text).toMatch(new RegExp(`^\\| readme \\| README\\.md \\| ready \\| [1-9]\\d* \\| ${head.slice(0, 7)} \\| 0 \\|$`, 'm'));
  });

  it('reads a document whole and by section, and searches the documents', async () => {
    const whole = await call('read_document', { repository: slug, type: 'code_index', max_chars: 20_000 });
    expect(whole.isError).toBe(false);
    expect(whole.text).toContain('src/french.ts');
    const sections = [...whole.text.matchAll(/^## (.+)$/gm)].map((match) => match[1]!);
    const one = await call('read_document', { repository: slug, type: 'code_index', section: sections[0]!.toUpperCase(), max_chars: 20_000 });
    expect(one.text).toContain(`> Section "${sections[0]}" (level 2).`);
    expect(one.text.length).toBeLessThan(whole.text.length);
    const unknownSection = await call('read_document', { repository: slug, type: 'code_index', section: 'No such heading' });
    expect(unknownSection.isError).toBe(true);
    expect(unknownSection.text).toContain(sections[0]);

    const found = await call('search', { query: 'FrenchGreeter', repository: slug });
    expect(found.isError).toBe(false);
    // The declaration from the snapshot (on the tool pool) and the documents' sections that name it.
    expect(found.text).toContain(`**${slug}** code › FrenchGreeter (class, exported) \`src/french.ts:4\``);
    expect(found.text).toMatch(new RegExp(`^\\d+\\. \\*\\*${slug}\\*\\* [A-Z_]+\\.md › `, 'm'));
  });

  it('finds a symbol from the snapshot, with what implements it and who imports its file', async () => {
    const head = await git('rev-parse', 'HEAD');
    const { isError, text } = await call('find_symbol', { repository: slug, name: 'Greeter' });
    expect([isError, text.slice(0, 200)]).toEqual([false, expect.stringContaining(`"Greeter" in octocat/hello-world at ${head.slice(0, 7)}`)]);
    const start = text.indexOf('## Greeter (');
    const end = text.indexOf('\n## ', start + 1);
    const greeter = text.slice(start, end === -1 ? undefined : end);
    expect(greeter).toContain('## Greeter (interface, exported)\n\n`src/greeter.ts:2`');
    expect(greeter).toContain('Says hello.');
    expect(greeter).toMatch(/Implemented or extended by: FrenchGreeter \(`src\/french\.ts:\d+`\)/);
    expect(greeter).toContain('Its file is imported by: `src/french.ts`');
  });

  it('keeps the snapshot in memory: a second find_symbol and members_of need neither the snapshot cache nor the clone’s objects', async () => {
    const [row] = await setup.app.database.db.select().from(codeRepositories);
    const head = await git('rev-parse', 'HEAD');
    const first = await call('find_symbol', { repository: slug, name: 'FrenchGreeter' });
    expect(first.isError).toBe(false);
    expect(first.text).toContain(`"FrenchGreeter" in octocat/hello-world at ${head.slice(0, 7)}`);
    expect(first.text).toMatch(/## FrenchGreeter \(class, exported\)\n\n`src\/french\.ts:\d+`/);
    // Were the snapshot read again, it would come from the cache, else from git: both are gone.
    const snapshots = snapshotCacheDir(setup.app.config);
    const objects = path.join(gitCacheDir(setup.app.config), cacheFolderName(repositorySource(row!, setup.app.config)!), 'objects');
    renameSync(snapshots, `${snapshots}.aside`);
    renameSync(objects, `${objects}.aside`);
    try {
      const second = await call('find_symbol', { repository: slug, name: 'Greeter', kind: 'interface' });
      expect(second.isError).toBe(false);
      expect(second.text).toContain(`"Greeter" in octocat/hello-world at ${head.slice(0, 7)}`);
      expect(second.text).toContain('## Greeter (interface, exported)\n\n`src/greeter.ts:2`');
      // Every code tool asks the same snapshot in memory (one kind of pool task).
      const members = await call('members_of', { repository: slug, type: 'FrenchGreeter' });
      expect([members.isError, members.text]).toEqual([false, expect.stringContaining('- `greet(name: string): string` — `src/french.ts:5`')]);
    } finally {
      renameSync(`${snapshots}.aside`, snapshots);
      renameSync(`${objects}.aside`, objects);
    }
  });

  it('lists a type’s members, a declaration’s references and a folder’s summary from the snapshot', async () => {
    const head = await git('rev-parse', 'HEAD');
    const members = await call('members_of', { repository: slug, type: 'FrenchGreeter', max_chars: 20_000 });
    expect(members.isError).toBe(false);
    expect(members.text).toMatch(new RegExp(`^# Members of FrenchGreeter \\(class, exported\\) in octocat/hello-world at ${head.slice(0, 7)}\n`));
    // Its one member, a method, with file:line and signature.
    expect(members.text).toContain('1 member of its own.\n\n## Methods (1)\n\n- `greet(name: string): string` — `src/french.ts:5`');
    expect(members.text.match(/^- /gm)).toHaveLength(1);
    expect(members.text).toContain('It implements `Greeter`.');

    const references = await call('find_references', { repository: slug, symbol: 'Greeter', max_chars: 20_000 });
    // The importers: one line each, `file:line`: `specifier` binds `names`.
    expect(references.text.split('\n').filter((line) => / binds `/.test(line))).toEqual(['- `src/french.ts:1`: `./greeter.js` binds `Greeter`']);
    expect(references.text).toContain('- `src/french.ts:1`: `./greeter.js` binds `Greeter`');

    const summary = await call('module_summary', { repository: slug, path: 'src', max_chars: 20_000 });
    const publicSymbols = summary.text.slice(summary.text.indexOf('## Public symbols'));
    expect([...publicSymbols.matchAll(/^- `export (?:class|interface) (\w+)/gm)].map((match) => match[1])).toEqual(['FrenchGreeter', 'Greeter']);
    const unknown = await call('module_summary', { repository: slug, path: 'src/frensh.ts' });
    expect(unknown).toMatchObject({ isError: true, text: expect.stringContaining('Close paths: `src/french.ts`.') });
  });

  it('says what changed since a commit and a date exactly as git does, with the stored entries, and a file’s history', async () => {
    const short = (lines: string) => lines.split('\n').filter(Boolean).map((sha) => sha.slice(0, 7));
    const since = await call('changes_since', { repository: slug, since: firstPush.slice(0, 10), max_chars: 20_000 });
    expect(since.isError).toBe(false);
    // Every commit git log lists for the range (a short range lists them all), counted as git counts them, with the stored entries of that time.
    expect(listedShas(since.text)).toEqual(short(await git('log', '--format=%H', `${firstPush}..HEAD`)));
    expect(since.text).toMatch(new RegExp(`^${await git('rev-list', '--count', `${firstPush}..HEAD`)} commits? — every commit`, 'm'));
    const entries = since.text.slice(since.text.indexOf('\n## Stored entries\n'));
    expect(entries).toMatch(/^\n## Stored entries\n/);
    expect([...entries.matchAll(/^- \d{4}-\d\d-\d\d \*\*.+\*\* — /gm)].length).toBeGreaterThan(0);

    const everything = await call('changes_since', { repository: slug, since: '2000-01-01', detail: 'commits', max_chars: 20_000 });
    const all = await git('log', '--format=%H', '--since=2000-01-01T00:00:00Z', 'HEAD');
    expect(everything.text).not.toContain('characters left');
    expect(listedShas(everything.text)).toEqual(short(all));
    expect(listedShas(everything.text).length).toBeGreaterThan(2);

    // Followed across renames (none here), as git log --follow lists it.
    const history = await call('file_history', { repository: slug, path: 'src/french.ts' });
    expect(listedShas(history.text)).toEqual(short(await git('log', '--follow', '--format=%H', '--', 'src/french.ts')));
    expect(listedShas(history.text)).toEqual(short(await git('log', '--format=%H', '--', 'src/french.ts')));
  });

  it('says what changed in a range A..B, up to until, under a path, item by item, and follows a renamed file, as git does', async () => {
    const short = (lines: string) => lines.split('\n').filter(Boolean).map((sha) => sha.slice(0, 7));
    const range = await call('changes_since', { repository: slug, since: `${firstPush.slice(0, 10)}..HEAD`, path: 'src', max_chars: 20_000 });
    expect(range.isError).toBe(false);
    const underSrc = short(await git('log', '--format=%H', `${firstPush}..HEAD`, '--', 'src'));
    expect(underSrc).toHaveLength(1);
    expect(range.text).toMatch(new RegExp(`^${underSrc.length} commits? — every commit`, 'm'));
    expect(listedShas(range.text)).toEqual(underSrc);
    // detail "items" (the default): the fix is an item of its section, naming its commit.
    expect(range.text).toContain(`### Fixed\n\n- Greet with a capital letter (${underSrc[0]})`);

    const untilFix = await call('changes_since', { repository: slug, since: firstPush, until: 'HEAD~1', detail: 'commits', max_chars: 20_000 });
    expect(listedShas(untilFix.text)).toEqual(short(await git('log', '--format=%H', `${firstPush}..HEAD~1`)));

    const moved = await call('file_history', { repository: slug, path: GUIDE_AFTER });
    const followed = short(await git('log', '--follow', '--format=%H', '--', GUIDE_AFTER));
    expect(followed).toHaveLength(2);
    expect(listedShas(moved.text)).toEqual(followed);
    expect(moved.text).toContain(`[R from ${GUIDE_BEFORE}]`);
  });

  it('answers bad arguments and unknown repositories with a sentence, never a crash', async () => {
    const unknown = await call('list_documents', { repository: 'no-such-repository' });
    expect(unknown).toMatchObject({ isError: true });
    expect(unknown.text).toMatch(/^No repository "no-such-repository"/);
    const badType = await call('read_document', { repository: slug, type: 'novel' });
    expect(badType.isError).toBe(true);
    const badSince = await call('changes_since', { repository: slug, since: 'the dawn of time' });
    expect(badSince.isError).toBe(true);
    expect(badSince.text).toContain('neither a commit, a tag nor a date');
    const missing = await call('file_history', { repository: slug });
    expect(missing.isError).toBe(true);
    for (const result of [unknown, badType, badSince, missing]) expect(result.text).not.toMatch(/\n\s+at /);
  });

  it('serves a private repository only while its owner publishes it', async () => {
    await setup.app.database.db.update(codeRepositories).set({ isPrivate: true, publishPrivate: false });
    expect((await call('list_repositories')).text).toContain('No repository is served here yet.');
    const hidden = await call('list_documents', { repository: slug });
    expect(hidden.isError).toBe(true);
    expect(hidden.text).toMatch(/^No repository /);
    await setup.app.database.db.update(codeRepositories).set({ publishPrivate: true });
    expect((await call('list_repositories')).text).toContain(`| ${slug} | octocat/hello-world | `);
    await setup.app.database.db.update(codeRepositories).set({ isPrivate: false, publishPrivate: false });
  });

  it('keeps every answer within its budget and pages the rest, as over stdio', async () => {
    const whole = await call('read_document', { repository: slug, type: 'code_index', max_chars: 20_000 });
    const pages: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await call('read_document', { repository: slug, type: 'code_index', max_chars: 500, ...(cursor ? { cursor } : {}) });
      expect([page.isError, page.text.length <= 500]).toEqual([false, true]);
      const footer = /\n> [\d,]+ of [\d,]+ characters left: call read_document again with the same arguments and `cursor` "([\w-]+)" for the next page\.\n$/.exec(page.text);
      pages.push(footer ? page.text.slice(0, footer.index) : page.text);
      cursor = footer?.[1];
    } while (cursor);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.join('')).toBe(whole.text);
    expect(await call('read_document', { repository: slug, type: 'readme', cursor: 'x'.repeat(50) })).toEqual({ isError: true, text: 'That `cursor` is not one this server gave: leave it out to get the first page of the answer.' });
  });

  it('refuses an overlong argument with its own sentence, and a body too large, not JSON or not JSON-RPC with a JSON-RPC error', async () => {
    expect(await call('find_symbol', { repository: slug, name: 'G'.repeat(10_000) })).toEqual({ isError: true, text: '`name` is 10,000 characters; at most 300 are accepted.' });
    expect(await call('search', { repository: slug, query: ' \t ' })).toMatchObject({ isError: true, text: expect.stringMatching(/^The query is empty/) });
    const post = async (body: string, contentType = 'application/json') => {
      const response = await fetch(`${setup.app.url}/api/mcp`, { method: 'POST', headers: { 'content-type': contentType, accept: 'application/json, text/event-stream' }, body });
      return { status: response.status, json: (await response.json()) as { jsonrpc: string; id: unknown; error: { code: number; message: string } } };
    };
    const megabyte = await post(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'find_symbol', arguments: { name: 'G'.repeat(1_000_000) } } }));
    expect(megabyte).toEqual({ status: 413, json: { jsonrpc: '2.0', id: null, error: { code: -32000, message: API_ERRORS.bodyTooLarge } } });
    const notJson = await post('{"jsonrpc": "2.0", "id": 1, "method": ');
    expect(notJson).toMatchObject({ status: 400, json: { jsonrpc: '2.0', id: null, error: { code: -32700 } } });
    const notJsonRpc = await post('{"hello": "world"}');
    expect(notJsonRpc).toMatchObject({ status: 400, json: { jsonrpc: '2.0', id: null, error: { code: -32700 } } });
    const withNul = await post(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'search', arguments: { query: 'a\u0000b' } } }));
    expect(withNul).toMatchObject({ status: 400, json: { jsonrpc: '2.0', id: null, error: { code: -32600, message: expect.stringContaining('NUL character') } } });
    const notJsonType = await post('{}', 'text/plain');
    expect(notJsonType).toMatchObject({ status: 415, json: { jsonrpc: '2.0', id: null, error: { code: -32000 } } });
    for (const refusal of [megabyte, notJson, notJsonRpc, withNul, notJsonType]) expect(refusal.json.error.message.length).toBeLessThan(300);
  });

  it('refuses the methods it does not offer with the answer the MCP specification gives', async () => {
    for (const method of ['GET', 'DELETE']) {
      const response = await fetch(`${setup.app.url}/api/mcp`, { method, headers: { accept: 'application/json, text/event-stream' } });
      expect([method, response.status, response.headers.get('allow')]).toEqual([method, 405, 'POST']);
      expect(await response.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32000 } });
    }
  });
});

describe('the MCP server’s rate limit', () => {
  it('answers 429 as a JSON-RPC error once a client spent its public budget', async () => {
    const { startGithubEmulator } = await import('@chronicle/github-emulator');
    const emulator = await startGithubEmulator();
    const app = await startTestApp('pglite', githubEnv(emulator, { CHRONICLE_RATE_LIMIT_PUBLIC: '4' }), { listen: true });
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 6; index++) {
        const response = await fetch(`${app.url}/api/mcp`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
          body: JSON.stringify({ jsonrpc: '2.0', id: index, method: 'tools/call', params: { name: 'list_repositories', arguments: {} } }),
        });
        statuses.push(response.status);
        const answer = (await response.json()) as { result?: { content: { text: string }[] } };
        if (response.status === 200) expect(answer.result!.content[0]!.text).toContain('No repository is served here yet.');
        else {
          // An MCP client reads the refusal as a JSON-RPC error; the HTTP status and Retry-After stay.
          expect(answer).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32000, message: API_ERRORS.tooManyRequests } });
          expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        }
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    } finally {
      await closeAll(app, emulator);
    }
  });
});
