#!/usr/bin/env node
// How soon `chronicle mcp` answers: spawns the built command on a repository, speaks JSON-RPC over
// its stdio (no SDK on this side, so nothing of the client's loading is counted) and prints the
// milliseconds from the spawn to each answer: initialize, tools/list, a git tool (changes_since),
// a snapshot tool (find_symbol), and read_document (with a progressToken: the progress
// notifications it got are counted). Usage:
//   node scripts/lib/bench-mcp/start-time.mjs <repository> [--cache DIR] [--symbol NAME] [--since REV]
// Without --cache a fresh cache folder is used (a cold start: no snapshot, no documents).
// With --commit (a scratch clone only: it commits to it, then resets it), once every document is
// written it commits a new file and times the next calls: a git tool, find_symbol of the function
// the commit added, read_document — the ms are then since the commit.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const MAIN = path.join(ROOT, 'apps', 'cli', 'dist', 'main.js');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { commit: { type: 'boolean' }, cache: { type: 'string' }, symbol: { type: 'string', default: 'compose' }, since: { type: 'string', default: '2024-01-01' } },
});
const repository = path.resolve(positionals[0] ?? '.');
const cache = values.cache ? path.resolve(values.cache) : mkdtempSync(path.join(os.tmpdir(), 'chronicle-mcp-start-'));

let started = performance.now();
const child = spawn(process.execPath, [MAIN, 'mcp', repository], { env: { ...process.env, CHRONICLE_CACHE_DIR: cache }, stdio: ['pipe', 'pipe', 'pipe'] });
child.stderr.resume();
const waiting = new Map();
const progress = [];
let buffer = '';
child.stdout.setEncoding('utf8');
child.stdout.on('data', (chunk) => {
  buffer += chunk;
  for (let at = buffer.indexOf('\n'); at >= 0; at = buffer.indexOf('\n')) {
    const line = buffer.slice(0, at);
    buffer = buffer.slice(at + 1);
    if (!line.trim()) continue;
    const message = JSON.parse(line);
    if (message.method === 'notifications/progress') progress.push({ at: performance.now() - started, ...message.params });
    else if (message.id !== undefined && waiting.has(message.id)) {
      waiting.get(message.id)(message);
      waiting.delete(message.id);
    }
  }
});

let nextId = 1;
/** Sends one request and resolves to [milliseconds since the spawn, the answer]. */
function request(method, params) {
  const id = nextId++;
  child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id, method, params })}\n`);
  return new Promise((resolve) => waiting.set(id, (message) => resolve([Math.round(performance.now() - started), message])));
}

const text = (message) => (message.result?.content ?? []).map((part) => part.text ?? '').join('').split('\n').find((line) => line.trim() && !line.startsWith('#') && !line.startsWith('>'))?.slice(0, 110) ?? JSON.stringify(message.error ?? message.result).slice(0, 110);

const rows = [];
const [initialized] = await request('initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'start-time', version: '0' } });
rows.push(['initialize', initialized, '']);
child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
const [listed, tools] = await request('tools/list', {});
rows.push(['tools/list', listed, `${tools.result.tools.length} tools`]);
const call = async (name, args, meta) => {
  const [at, message] = await request('tools/call', { name, arguments: args, ...(meta ? { _meta: meta } : {}) });
  rows.push([name, at, text(message)]);
};
await call('changes_since', { since: values.since });
await call('find_symbol', { name: values.symbol, limit: 1 });
await call('read_document', { type: 'readme', section: 'installation' }, { progressToken: 'readme' });
rows.push(['(progress notifications)', progress.length, progress.map((event) => `${event.progress}/${event.total ?? '?'}@${Math.round(event.at)}ms`).join(' ').slice(0, 110)]);
await call('list_documents', {});
for (let written = false; !written; ) {
  const [, message] = await request('tools/call', { name: 'list_documents', arguments: {} });
  // The answers are text only: all twelve listed, none still being written for the head.
  const listing = message.result?.content?.[0]?.text ?? '';
  written = listing.includes(' 12 of 12 document types written.') && !listing.includes('Being written for the head');
}
if (values.commit) {
  const name = `benchAdded${Date.now()}`;
  const git = (...args) => execFileSync('git', ['-C', repository, '-c', 'user.name=Bench', '-c', 'user.email=bench@example.com', ...args], { encoding: 'utf8' });
  writeFileSync(path.join(repository, `${name}.js`), `/** Added by the benchmark. */\nexport function ${name}() {\n  return 1;\n}\n`);
  git('add', `${name}.js`);
  git('commit', '-q', '-m', 'feat: a function added by the benchmark');
  started = performance.now();
  rows.push(['(new commit)', 0, '']);
  try {
    await call('changes_since', { since: values.since });
    await call('find_symbol', { name, limit: 1 });
    await call('read_document', { type: 'readme', section: 'installation' });
    await call('list_documents', {});
  } finally {
    git('reset', '-q', '--hard', 'HEAD~1');
  }
}

child.stdin.end();
await new Promise((resolve) => child.once('exit', resolve));
if (!values.cache) rmSync(cache, { recursive: true, force: true });
console.log(`chronicle mcp ${path.basename(repository)} (${values.cache ? 'cache given' : 'fresh cache'}), ms since spawn:`);
for (const [what, ms, note] of rows) console.log(`${what.padEnd(26)} ${String(ms).padStart(7)}  ${note}`);
