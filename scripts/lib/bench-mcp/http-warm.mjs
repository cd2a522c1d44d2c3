#!/usr/bin/env node
// How fast a warm `find_symbol` is over /api/mcp: the built Chronicle (role `all`, PGlite) analyses
// bench:analysis' generated repository (as the abuse part does), then one client sends find_symbol
// calls one after the other (the first one warms the snapshot) and this prints p50/p95/max of the
// warm ones, then the same while a second client keeps /api/mcp busy with searches, then four
// clients at once, then single calls after 70 s of silence (an agent thinking between calls).
//   node scripts/lib/bench-mcp/http-warm.mjs [--files 300] [--calls 40]
import { mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { signIn } from '../bench-webhooks/chronicle-client.mjs';
import { createCleanup, removeDir, startChronicle, startEmulator } from '../bench-webhooks/processes.mjs';
import { sleep } from '../bench-analysis/load.mjs';
import { benchRepository, emulatorToken, pushToEmulatorRepository } from '../bench-analysis/repository.mjs';
import { percentile } from '../bench-webhooks/report.mjs';
import { git } from '../bench/git.mjs';
import { freePort } from '../throwaway-servers.mjs';

const { values } = parseArgs({ options: { files: { type: 'string', default: '300' }, calls: { type: 'string', default: '40' } } });
const log = (message) => process.stderr.write(`${message}\n`);
const cleanup = createCleanup(log);
cleanup.installHandlers();
try {
  const built = await benchRepository({ files: Number(values.files), commits: 20, baseDir: path.join(os.tmpdir(), 'chronicle-bench-mcp') });
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'chronicle-bench-mcp-warm-'));
  cleanup.add(`remove ${workDir}`, () => removeDir(workDir));
  const repoDir = path.join(workDir, 'repository');
  await git(workDir, ['clone', '--quiet', '--branch', 'main', built.dir, repoDir]);
  const emulator = await startEmulator({ port: await freePort(), dataDir: path.join(workDir, 'emulator'), cleanup });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = path.join(workDir, 'chronicle-data');
  mkdirSync(dataDir);
  await startChronicle({
    env: { PORT: String(port), PUBLIC_URL: url, CHRONICLE_DATA_DIR: dataDir, CHRONICLE_ROLE: 'all', ADMIN_LOGINS: 'octocat', GITHUB_URL: emulator.url, GITHUB_API_URL: emulator.apiUrl, GITHUB_CLIENT_ID: 'chronicle-bench', GITHUB_CLIENT_SECRET: 'chronicle-bench-secret', CHRONICLE_RATE_LIMIT_PUBLIC: '1000000' },
    cleanup,
  });
  const { browser } = await signIn(url, 'octocat');
  await pushToEmulatorRepository(repoDir, { emulatorUrl: emulator.url, owner: 'octocat', repo: 'hello-world', token: await emulatorToken(emulator.url, 'octocat'), force: true });
  const project = await browser.json(`${url}/api/admin/projects`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ repositoryUrl: 'octocat/hello-world' }) });
  for (const deadline = Date.now() + 20 * 60_000; ; await sleep(500)) {
    const job = (await browser.json(`${url}/api/admin/projects/${project.id}/status`)).analysis;
    if (job?.status === 'success') break;
    if (job?.status === 'error' || Date.now() > deadline) throw new Error(`the analysis did not succeed: ${job?.errorMessage ?? job?.status}`);
  }
  // The documentation run goes on after the analysis: the calls are timed once it is done.
  for (const deadline = Date.now() + 20 * 60_000; ; await sleep(1000)) {
    const response = await fetch(`${url}/api/mcp`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'list_documents', arguments: { repository: project.publicSlug } } }) });
    // The answers are text only: the listing says how many document types are written.
    const listing = (await response.json()).result?.content?.[0]?.text ?? '';
    if (listing.includes(' 12 of 12 document types written.')) break;
    if (Date.now() > deadline) throw new Error('the documents were not written in time');
  }
  const names = (await git(repoDir, ['grep', '-h', '-o', '-E', 'export (function|class|interface) [A-Za-z_]+', 'main'])).split('\n').map((line) => line.split(' ').at(-1)).filter(Boolean);
  const call = async (name, args) => {
    const from = performance.now();
    const response = await fetch(`${url}/api/mcp`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: { repository: project.publicSlug, ...args } } }) });
    const answer = await response.json();
    if (answer.result?.isError) throw new Error(answer.result.content[0].text);
    return performance.now() - from;
  };
  const first = await call('find_symbol', { name: names[0] });
  const series = async () => {
    const times = [];
    for (let index = 0; index < Number(values.calls); index++) times.push(await call('find_symbol', { name: names[(index * 7) % names.length] }));
    return times;
  };
  const report = (label, times) => console.log(`${label.padEnd(34)} p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (${times.length} calls)`);
  console.log(`find_symbol over /api/mcp, ${values.files} source files, ${os.cpus().length} cores, load ${os.loadavg().map((value) => value.toFixed(1)).join(' ')}`);
  console.log(`${'first call (cold)'.padEnd(34)} ${first.toFixed(0)} ms`);
  report('warm, alone', await series());
  let stop = false;
  const busy = (async () => {
    while (!stop) await call('search', { query: 'function export' }).catch(() => {});
  })();
  report('warm, beside a searching client', await series());
  stop = true;
  await busy;
  report('warm, 4 clients at once', (await Promise.all(Array.from({ length: 4 }, () => series()))).flat());
  const afterSilence = [];
  for (let round = 0; round < 2; round++) {
    await sleep(70_000);
    afterSilence.push(await call('find_symbol', { name: names[round] }));
  }
  console.log(`${'after 70 s of silence'.padEnd(34)} ${afterSilence.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}`);
} finally {
  await cleanup.run();
}
