// `npm run bench:mcp`'s second part: does GET /api/health stay fast while anonymous clients abuse
// /api/mcp (issue 31, H1 and H2)? The built Chronicle (role `all`, PGlite) analyses bench:analysis'
// generated repository (pushed into the GitHub emulator, added as an admin project, documents
// written), then GET /api/health goes out open loop (bench:analysis' load, timed here) during:
//   idle — nothing else;
//   4 parallel max-length searches — four clients each sending, one after the other, `search` with
//     the longest query allowed (20 words of 24 letters, 499 characters: prefix and fuzzy matching
//     of every word);
//   4 parallel 15,000-character searches — what blocked the server for seconds before (refused now);
//   40 parallel find_symbol — forty clients each calling, one after the other.
// Each window reports health p50/p95/max, the MCP answers (found, "busy", refused, failed) and
// Chronicle's open descriptors at the end and peak memory.
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { peakRssMb, removeDir } from '../bench-webhooks/processes.mjs';
import { now, sleep, startLoad } from '../bench-analysis/load.mjs';
import { benchRepository } from '../bench-analysis/repository.mjs';
import { percentile } from '../bench-webhooks/report.mjs';
import { git } from '../bench/git.mjs';
import { rng } from '../rng.mjs';
import { serveRepository } from './hosted.mjs';

/** Runs the windows; resolves with the Markdown block for docs/benchmarks/mcp.md. */
export async function measureAbuse({ files, seconds, rate, workBase, cleanup, log }) {
  const built = await benchRepository({ files, commits: 20, baseDir: workBase });
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'chronicle-bench-mcp-abuse-'));
  cleanup.add(`remove ${workDir}`, () => removeDir(workDir));
  const repoDir = path.join(workDir, 'repository');
  await git(workDir, ['clone', '--quiet', '--branch', 'main', built.dir, repoDir]);
  // Every client here has one address: the public per-address limit would answer 429 first,
  // and the endpoint's own limits are what is measured.
  const { url, slug, chronicle, fullName } = await serveRepository({ repoDir, workDir, cleanup, env: { CHRONICLE_RATE_LIMIT_PUBLIC: '1000000' } });
  log(`bench:mcp abuse: ${fullName} (${files} source files) analysed and documented; Chronicle pid ${chronicle.pid}`);

  const names = (await git(repoDir, ['grep', '-h', '-o', '-E', 'export (function|class|interface) [A-Za-z_]+', 'main'])).split('\n').map((line) => line.split(' ').at(-1)).filter(Boolean);
  const random = rng(0x31);
  const word = () => Array.from({ length: 24 }, () => String.fromCharCode(97 + Math.floor(random() * 26))).join('');
  const call = async (name, args) => {
    try {
      const response = await fetch(`${url}/api/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: { repository: slug, ...args } } }),
      });
      const answer = await response.json();
      const text = answer.result?.content?.map((part) => part.text).join('') ?? answer.error?.message ?? '';
      if (!answer.result?.isError && response.status === 200) return 'answered';
      if (/^(Busy|The server is busy)/.test(text)) return 'busy';
      // The tools' own refusal of an overlong argument (libs/mcp/src/arguments.ts).
      if (/^`\w+` is [\d,]+ characters; at most [\d,]+ are accepted\.$/.test(text)) return 'refused';
      return `failed: ${text.slice(0, 80)}`;
    } catch (error) {
      return `failed: ${error.message}`;
    }
  };
  const traffic = {
    idle: null,
    '4 parallel max-length searches (499 characters, 20 words)': { clients: 4, send: () => call('search', { query: Array.from({ length: 20 }, word).join(' ') }) },
    '4 parallel 15,000-character searches': { clients: 4, send: () => call('search', { query: Array.from({ length: 600 }, word).join(' ').slice(0, 15_000) }) },
    '40 parallel find_symbol': { clients: 40, send: () => call('find_symbol', { name: names[Math.floor(random() * names.length)] ?? 'main' }) },
  };

  const rows = [];
  for (const [label, abuse] of Object.entries(traffic)) {
    const load = startLoad({ routes: [{ name: 'GET /api/health', url: `${url}/api/health` }], rate });
    const outcomes = {};
    let stop = false;
    const clients = abuse
      ? Array.from({ length: abuse.clients }, async () => {
          while (!stop) {
            const outcome = await abuse.send();
            outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
          }
        })
      : [];
    const from = now();
    await sleep(seconds * 1000);
    stop = true;
    await Promise.all(clients);
    const samples = await load.stop();
    const times = samples.filter((sample) => sample.sentAt >= from).map((sample) => sample.ms);
    const failed = samples.filter((sample) => !sample.ok).length;
    const descriptors = existsSync(`/proc/${chronicle.pid}/fd`) ? readdirSync(`/proc/${chronicle.pid}/fd`).length : null;
    rows.push({ label, p50: percentile(times, 50), p95: percentile(times, 95), max: Math.max(...times), failed, outcomes, descriptors, peakMb: peakRssMb(chronicle.pid) });
    log(`  ${label}: health p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms; MCP ${JSON.stringify(outcomes)}; ${descriptors} descriptors`);
  }
  const ms = (value) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
  const table = [
    '| while | health p50 | health p95 | health max | MCP calls: answered / busy / refused / failed | Chronicle: open descriptors after, peak RSS |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows.map((row) => {
      const failed = Object.entries(row.outcomes).filter(([key]) => key.startsWith('failed')).reduce((sum, [, count]) => sum + count, 0);
      const calls = row.label === 'idle' ? '—' : `${row.outcomes.answered ?? 0} / ${row.outcomes.busy ?? 0} / ${row.outcomes.refused ?? 0} / ${failed}`;
      return `| ${row.label} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.max)} | ${calls} | ${row.descriptors ?? '—'}, ${Math.round(row.peakMb ?? 0)} MB |`;
    }),
  ].join('\n');
  return [
    `_\`npm run bench:mcp\` (abuse part), ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} CPU cores, Node ${process.version}; the built Chronicle (role \`all\`, PGlite) serving bench:analysis' generated repository of ${files} source files, documented; GET /api/health open loop at ${rate} a second, timed from this process, ${seconds} s per window; every MCP client sends its next call when its last one was answered; load average at the end ${os.loadavg().map((value) => value.toFixed(2)).join(', ')}._`,
    table,
  ].join('\n\n');
}
