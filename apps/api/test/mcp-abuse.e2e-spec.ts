import { readdirSync, readlinkSync } from 'node:fs';
import { pushToEmulator } from '@chronicle/github-emulator';
import { codeRepositories } from '../src/database/schema.js';
import { MCP_BATCH_LIMIT } from '../src/modules/mcp/mcp.controller.js';
import { connectedApp, documentsJobDone, entryOf, type Setup } from './connected-app.js';
import { closeAll } from './test-app.js';

/** This process's open descriptors (the app runs in it, so its leaks show here): all, and files only (no sockets or pipes). */
const openDescriptors = () => readdirSync('/proc/self/fd').length;
const openFiles = () =>
  readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`).startsWith('/');
    } catch {
      return false; // closed while listed
    }
  }).length;

type JsonRpcAnswer = { jsonrpc: '2.0'; id: number | null; result?: { content: { type: string; text: string }[]; isError?: boolean }; error?: { code: number; message: string } };

/**
 * The attacks of issue 31 on /api/mcp with no sign-in: hundreds of parallel find_symbol calls,
 * 40-call batches, a 15,000-character search, overlong arguments and bodies. The server must answer
 * each (a result or "busy"), keep its open files and memory bounded, and still work afterwards.
 */
describe('the MCP endpoint under abuse', () => {
  let setup: Setup;
  let slug: string;

  beforeAll(async () => {
    // A budget no test here spends: the limits under test are the endpoint's own.
    setup = await connectedApp('pglite', { CHRONICLE_RATE_LIMIT_PUBLIC: '1000000' });
    const push = await pushToEmulator(setup.emulator, {
      owner: 'octocat',
      repo: 'hello-world',
      branch: 'main',
      commits: [{ message: 'feat: a greeter', files: { 'src/greeter.ts': '/** Says hello. */\nexport interface Greeter {\n  greet(name: string): string;\n}\n' } }],
    });
    await entryOf(setup, push.deliveries[0]!.id);
    const [row] = await setup.app.database.db.select().from(codeRepositories);
    slug = row!.publicSlug;
    const job = await documentsJobDone(setup.app, row!.id, new Date(0));
    expect(job.status).toBe('success');
  });
  afterAll(async () => {
    await closeAll(setup?.app, setup?.emulator);
  });

  async function post(body: unknown, raw?: string): Promise<{ status: number; text: string; json: any }> {
    const response = await fetch(`${setup.app.url}/api/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: raw ?? JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, text, json: text ? JSON.parse(text) : null };
  }

  const toolCall = (id: number, name: string, args: Record<string, unknown>) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } });
  const findSymbol = (id: number) => toolCall(id, 'find_symbol', { repository: slug, name: 'Greeter' });
  const textOf = (answer: JsonRpcAnswer) => answer.result?.content.map((part) => part.text).join('') ?? '';
  /** A found symbol, or the endpoint's "busy" answer: nothing else (no EMFILE, no crash). */
  const expectFoundOrBusy = (answer: JsonRpcAnswer) => {
    if (answer.result?.isError) expect(textOf(answer)).toMatch(/^(Busy: \d+ of your calls are still under way|The server is busy: [\d,]+ code look-ups)/);
    else expect(textOf(answer)).toContain('## Greeter (interface, exported)\n\n`src/greeter.ts:2`');
  };

  it('answers 200 parallel find_symbol calls and three 40-call batches with open files and memory bounded, and still analyses afterwards', async () => {
    const filesBefore = openFiles();
    const descriptorsBefore = openDescriptors();
    const memoryBefore = process.memoryUsage().rss;
    let peakDescriptors = descriptorsBefore;
    let peakMemory = memoryBefore;
    const sampler = setInterval(() => {
      peakDescriptors = Math.max(peakDescriptors, openDescriptors());
      peakMemory = Math.max(peakMemory, process.memoryUsage().rss);
    }, 25);
    try {
      const singles = await Promise.all(Array.from({ length: 200 }, (_, index) => post(findSymbol(index))));
      for (const single of singles) {
        expect(single.status).toBe(200);
        expectFoundOrBusy(single.json);
      }
      expect(singles.filter((single) => !single.json.result.isError).length).toBeGreaterThan(0);

      // A 40-call batch is refused whole, before any of it runs.
      const batches = await Promise.all([0, 1, 2].map((round) => post(Array.from({ length: 40 }, (_, index) => findSymbol(1_000 * (round + 1) + index)))));
      for (const batch of batches) {
        expect(batch.status).toBe(400);
        expect(batch.json).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32600, message: `A batch holds at most ${MCP_BATCH_LIMIT} messages and this one holds 40: send them in several requests.` } });
      }
      // Batches of the largest size allowed, in parallel: every call answered.
      const allowed = await Promise.all([0, 1, 2].map((round) => post(Array.from({ length: MCP_BATCH_LIMIT }, (_, index) => findSymbol(10_000 * (round + 1) + index)))));
      for (const batch of allowed) {
        expect(batch.status).toBe(200);
        expect(batch.json).toHaveLength(MCP_BATCH_LIMIT);
        for (const answer of batch.json as JsonRpcAnswer[]) expectFoundOrBusy(answer);
      }
      expect(singles.concat(allowed).some((answer) => answer.text.includes('EMFILE'))).toBe(false);
    } finally {
      clearInterval(sampler);
    }
    // Today's main opened thousands of files it never closed (a fresh worker per call loading the
    // language data, terminated mid-read) and grew by gigabytes; the pool loads it once per thread.
    // (The sockets of 200 parallel connections count among the descriptors, not the files.)
    expect(peakDescriptors - descriptorsBefore).toBeLessThan(2_500);
    expect(openFiles() - filesBefore).toBeLessThan(50);
    expect((peakMemory - memoryBefore) / 2 ** 20).toBeLessThan(1_000);

    // The server still works: a call answers, and a push is documented.
    const after = await post(findSymbol(99_999));
    expect(after.json.result.isError).toBeFalsy();
    const [row] = await setup.app.database.db.select().from(codeRepositories);
    const pushedAt = new Date();
    const push = await pushToEmulator(setup.emulator, { owner: 'octocat', repo: 'hello-world', branch: 'main', commits: [{ message: 'feat: greet twice', files: { 'src/twice.ts': 'export const twice = (name: string): string => `${name} ${name}`;\n' } }] });
    await entryOf(setup, push.deliveries[0]!.id);
    const job = await documentsJobDone(setup.app, row!.id, pushedAt);
    expect(job.status).toBe('success');
  }, 600_000);

  it('answers a 15,000-character search and overlong arguments with a short error before any work', async () => {
    const words = 'rate limit redis queue worker '.repeat(500).slice(0, 15_000);
    const search = await post(toolCall(1, 'search', { repository: slug, query: words }));
    expect(search.status).toBe(200);
    expect(search.json.result.isError).toBe(true);
    expect(textOf(search.json)).toBe('`query` is 15,000 characters; at most 500 are accepted.');
    expect(search.text.length).toBeLessThan(1_000);

    for (const [name, args, sentence] of [
      ['find_symbol', { repository: slug, name: 'G'.repeat(5_000) }, '`name` is 5,000 characters; at most 300 are accepted.'],
      ['read_document', { repository: slug, type: 'readme', section: 'S'.repeat(5_000) }, '`section` is 5,000 characters; at most 300 are accepted.'],
      ['file_history', { repository: slug, path: 'src/'.repeat(1_000) }, '`path` is 4,000 characters; at most 1,024 are accepted.'],
      ['changes_since', { repository: 'x'.repeat(5_000), since: '2000-01-01' }, '`repository` is 5,000 characters; at most 200 are accepted.'],
      ['members_of', { repository: slug, type: 'T'.repeat(5_000) }, '`type` is 5,000 characters; at most 300 are accepted.'],
      ['find_references', { repository: slug, symbol: 'S'.repeat(5_000) }, '`symbol` is 5,000 characters; at most 300 are accepted.'],
      ['module_summary', { repository: slug, path: 'src/'.repeat(1_000) }, '`path` is 4,000 characters; at most 1,024 are accepted.'],
    ] as const) {
      const answer = await post(toolCall(2, name, args));
      expect([name, answer.json.result.isError, textOf(answer.json)]).toEqual([name, true, sentence]);
      expect(answer.text.length).toBeLessThan(1_000);
    }
  });

  it('answers a body too large and a body that is not JSON as JSON-RPC errors, keeping the HTTP status', async () => {
    const tooLarge = await post(null, JSON.stringify(toolCall(1, 'search', { query: 'x'.repeat(40_000) })));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32000, message: expect.stringMatching(/\w/) } });
    const notJson = await post(null, '{"jsonrpc": "2.0", "id": 1, "method": ');
    expect(notJson.status).toBe(400);
    expect(notJson.json).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32700, message: expect.stringMatching(/\w/) } });
  });
});
