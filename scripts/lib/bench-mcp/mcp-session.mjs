// A client of Chronicle's MCP server as an agent runs one: the official SDK client over stdio
// (`node apps/cli/dist/main.js mcp <clone>`) or over streamable HTTP (`/api/mcp`), timing each call
// and following `cursor` pages. A tool that does not exist, or refuses an argument, is an answer
// like any other (`isError` with its text): the benchmark grades it wrong and keeps the text.
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ROOT } from '../run.mjs';

export const CLI = path.join(ROOT, 'apps/cli/dist/main.js');
/** Pages followed for one question, the first included. */
export const MAX_PAGES = 10;
/**
 * A cold first call builds the snapshot, and a start-up on a machine busy with other work can be
 * slow: longer than the SDK's 60 s default is allowed for both, and the time is reported.
 */
const COLD_TIMEOUT_MS = 600_000;

/**
 * Starts `chronicle mcp <repository>` and connects; `startupMs` is spawn → initialize answered.
 * The server's standard error is kept (its last 20,000 characters) for when it fails.
 */
export async function startStdioSession({ repository, cacheDir }) {
  const started = performance.now();
  const transport = new StdioClientTransport({ command: process.execPath, args: [CLI, 'mcp', repository], env: { ...process.env, CHRONICLE_CACHE_DIR: cacheDir }, stderr: 'pipe' });
  let stderr = '';
  transport.stderr?.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-20_000);
  });
  const client = new Client({ name: 'chronicle-bench-mcp', version: '1.0.0' });
  try {
    await client.connect(transport, { timeout: COLD_TIMEOUT_MS });
  } catch (error) {
    throw new Error(`chronicle mcp ${repository} did not start: ${error.message}\n${stderr.slice(-2000)}`);
  }
  return session(client, performance.now() - started, () => stderr);
}

/** Connects to a streamable HTTP MCP endpoint (`<chronicle>/api/mcp`). */
export async function startHttpSession(url) {
  const started = performance.now();
  const client = new Client({ name: 'chronicle-bench-mcp', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(url)), { timeout: COLD_TIMEOUT_MS });
  return session(client, performance.now() - started, () => '');
}

function session(client, startupMs, stderr) {
  // A server that stopped cannot be graded: the benchmark stops with its last words instead.
  let stopped = false;
  client.onclose = () => {
    stopped = true;
  };
  const stoppedError = () => new Error(`the MCP server stopped answering (connection closed)${stderr() ? `; its last output:\n${stderr().slice(-2000)}` : ''}`);
  return {
    startupMs,
    stderr,
    /** One call: its text, whether it is an error, its latency; a protocol error is returned as an error answer. */
    async call(tool, args, { cold = false } = {}) {
      if (stopped) throw stoppedError();
      const started = performance.now();
      try {
        const result = await client.callTool({ name: tool, arguments: args }, undefined, cold ? { timeout: COLD_TIMEOUT_MS } : undefined);
        return { text: textOf(result), isError: Boolean(result.isError), ms: performance.now() - started, cursor: result.isError ? null : nextCursor(result) };
      } catch (error) {
        if (stopped) throw stoppedError();
        return { text: `(protocol error) ${error.message}`, isError: true, ms: performance.now() - started, cursor: null };
      }
    },
    /**
     * A question's whole answer: the first page and every page its cursor leads to (at most
     * MAX_PAGES), their texts joined; `chars` and `ms` are the totals over the pages.
     */
    async ask(tool, args) {
      const pages = [];
      let cursor;
      const seen = new Set();
      do {
        const page = await this.call(tool, cursor ? { ...args, cursor } : args);
        pages.push(page);
        if (page.isError || !page.cursor || seen.has(page.cursor)) break;
        seen.add(page.cursor);
        cursor = page.cursor;
      } while (pages.length < MAX_PAGES);
      const failed = pages.find((page) => page.isError);
      return {
        text: pages.map((page) => page.text).join('\n'),
        isError: pages[0].isError,
        error: failed ? failed.text : null,
        pages: pages.length,
        chars: pages.reduce((sum, page) => sum + page.text.length, 0),
        ms: pages.reduce((sum, page) => sum + page.ms, 0),
      };
    },
    close: () => {
      client.onclose = undefined;
      return client.close();
    },
  };
}

function textOf(result) {
  return (result.content ?? []).filter((part) => part.type === 'text').map((part) => part.text).join('\n');
}

const CURSOR_KEYS = ['nextCursor', 'next_cursor', 'cursor'];

/**
 * The cursor of the next page, if the answer says there is one: a `nextCursor` (or `cursor`) in
 * the structured content, at its top or in a `page`/`paging` object, or in `_meta`; else the
 * last `cursor "…"` (any quotes or backticks, a colon or not) in the answer's last lines, where
 * the pager's footer is ("… call find_symbol again with the same arguments and `cursor` "…" for
 * the next page.") — the body above it may quote code that says `cursor: "x"`.
 */
export function nextCursor(result) {
  for (const holder of [result.structuredContent, result.structuredContent?.page, result.structuredContent?.paging, result._meta]) {
    if (!holder || typeof holder !== 'object') continue;
    for (const key of CURSOR_KEYS) if (typeof holder[key] === 'string' && holder[key]) return holder[key];
  }
  const tail = textOf(result).trimEnd().split('\n').slice(-3).join('\n');
  const matches = [...tail.matchAll(/\b(?:next_?cursor|cursor)\b["'`]?\s*[:=]?\s*["'`]([^"'`\s]{1,500})["'`]/gi)];
  return matches.length ? matches.at(-1)[1] : null;
}
