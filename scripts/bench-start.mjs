#!/usr/bin/env node
// `npm run bench:start`: what a newcomer waits for and reads. A fresh `git clone` of this repository
// (its committed HEAD) into a temporary folder, then `npm start` twice: cold (no dist, empty Nx cache)
// and warm (everything built), each timed from the command to the first healthy `GET /api/health`,
// counting the lines it printed until then. `npm ci` is not measured: the clone's node_modules are
// symbolic links to this checkout's packages, entry by entry (the workspace links are re-pointed at
// the clone's own apps and libs), so no network and no install time enter the figures.
// `--write` writes the figures into docs/benchmarks/start.md's bench:start block.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchPage, writeBenchBlock } from './lib/bench-block.mjs';
import { ROOT } from './lib/run.mjs';
import { freePort } from './lib/throwaway-servers.mjs';

const AIM = { coldSeconds: 60, warmSeconds: 5, lines: 40 };
const HEALTH_TIMEOUT_MS = 15 * 60_000;
const writePage = process.argv.includes('--write');

/** Mirrors a node_modules folder: packages linked, workspace links (relative) copied as they are. */
function linkNodeModules(from, to) {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    if (name.startsWith('.') && name !== '.bin') continue; // caches (.vite-temp, .cache) stay behind: the run is cold
    const source = path.join(from, name);
    const target = path.join(to, name);
    const stat = lstatSync(source);
    if (stat.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else if (name.startsWith('@') || name === '.bin') linkNodeModules(source, target);
    else symlinkSync(source, target);
  }
}

function workspaceNodeModules() {
  const folders = ['node_modules'];
  for (const group of ['apps', 'libs', 'tools', 'examples']) {
    if (!existsSync(path.join(ROOT, group))) continue;
    for (const name of readdirSync(path.join(ROOT, group))) {
      const folder = path.join(group, name, 'node_modules');
      if (existsSync(path.join(ROOT, folder))) folders.push(folder);
    }
  }
  if (existsSync(path.join(ROOT, 'e2e', 'node_modules'))) folders.push(path.join('e2e', 'node_modules'));
  return folders;
}

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/**
 * CPU seconds (user + system) spent by a process and all its descendants, the exited ones included
 * (a reaped child's time is added to its parent's cutime/cstime): the work, whatever the load.
 */
function treeCpuSeconds(rootPid) {
  const stats = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
      const text = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(entry), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]) });
    } catch {
      // gone meanwhile
    }
  }
  let ticks = 0;
  const pending = [rootPid];
  while (pending.length) {
    const pid = pending.pop();
    ticks += stats.get(pid)?.ticks ?? 0;
    for (const [child, stat] of stats) if (stat.ppid === pid) pending.push(child);
  }
  return ticks / CLOCK_TICKS;
}

/** Runs `npm start` in the clone until /api/health answers 200; returns seconds, lines and the lines. */
async function timedStart(clone, label) {
  const port = await freePort();
  const started = performance.now();
  // The data folder is the default one, ./.chronicle in the clone: the cold start creates the
  // embedded database, the warm one opens it, as a second `npm start` does. Nx shares its cache
  // between the checkouts of a workspace (~/.nx); the clone gets one of its own, empty before the
  // cold start and kept for the warm one.
  // (Outside the clone: an untracked folder in it would make the checkout look changed to npm start.)
  const env = { ...process.env, PORT: String(port), NX_CACHE_DIRECTORY: path.join(path.dirname(clone), 'nx-cache') };
  for (const name of ['LOG_LEVEL', 'DATABASE_URL', 'REDIS_URL', 'CHRONICLE_DATA_DIR', 'NX_DAEMON', 'NX_SKIP_NX_CACHE', 'NX_WORKSPACE_DATA_DIRECTORY']) delete env[name];
  const child = spawn('npm', ['start'], { cwd: clone, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    while (true) {
      if (child.exitCode !== null) throw new Error(`npm start (${label}) exited with code ${child.exitCode}:\n${output}`);
      if (performance.now() - started > HEALTH_TIMEOUT_MS) throw new Error(`npm start (${label}) was not healthy within ${HEALTH_TIMEOUT_MS / 60_000} min:\n${output}`);
      const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then((response) => response.status === 200, () => false);
      if (healthy) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const seconds = (performance.now() - started) / 1000;
    const cpuSeconds = treeCpuSeconds(child.pid);
    // npm's own two header lines ("> chronicle@0.1.0 start" and the command) and a blank are printed too; they count.
    const lines = output.replace(/\n$/, '').split('\n');
    return { seconds, cpuSeconds, lineCount: lines.length, lines };
  } finally {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await exited;
  }
}

const benchStarted = performance.now();
const loadAtStart = os.loadavg()[0];
/** The build's share of a start, from start.mjs's "Built in 5.9 s" line. */
const buildSeconds = (run) => Number(/^Built in ([\d.]+) s/m.exec(run.lines.join('\n'))?.[1] ?? NaN);
const folder = mkdtempSync(path.join(os.tmpdir(), 'chronicle-bench-start-'));
const clone = path.join(folder, 'chronicle');
try {
  execFileSync('git', ['clone', '--quiet', ROOT, clone], { stdio: 'inherit' });
  const commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: clone, encoding: 'utf8' }).trim();
  for (const modules of workspaceNodeModules()) linkNodeModules(path.join(ROOT, modules), path.join(clone, modules));
  console.error(`Clone of ${commit} in ${clone}; node_modules linked from this checkout. Cold start…`);
  const cold = await timedStart(clone, 'cold');
  console.error(`Cold: ${cold.seconds.toFixed(1)} s (CPU ${cold.cpuSeconds.toFixed(1)} s), ${cold.lineCount} lines. Warm start…`);
  const warm = await timedStart(clone, 'warm');
  console.error(`Warm: ${warm.seconds.toFixed(1)} s (CPU ${warm.cpuSeconds.toFixed(1)} s), ${warm.lineCount} lines.`);

  const load = os.loadavg().map((value) => value.toFixed(2)).join(', ');
  const verdict = (value, aim, unit) => (value <= aim ? `met (≤ ${aim}${unit})` : `**missed** (aim ≤ ${aim}${unit})`);
  const rows = [
    ['Cold: fresh clone, no dist, empty Nx cache', cold],
    ['Warm: the same clone, second `npm start`', warm],
  ];
  const table = [
    '| Start | To healthy `GET /api/health` | CPU time (user + system) | Lines printed until then | Aim |',
    '|---|---:|---:|---:|---|',
    ...rows.map(([name, run], index) => {
      const aimSeconds = index === 0 ? AIM.coldSeconds : AIM.warmSeconds;
      return `| ${name} | ${run.seconds.toFixed(1)} s | ${run.cpuSeconds.toFixed(1)} s | ${run.lineCount} | time ${verdict(run.seconds, aimSeconds, ' s')}, lines ${verdict(run.lineCount, AIM.lines, '')} |`;
    }),
  ].join('\n');
  const block = [
    `_\`npm run bench:start\`, ${new Date().toISOString().slice(0, 10)}: ${os.availableParallelism()} CPU cores, Node ${process.version}; a \`git clone\` of ${commit}, node_modules linked from the checkout (install time not counted); load average at the end ${load}. The run took ${((performance.now() - benchStarted) / 60_000).toFixed(1)} min._`,
    '',
    table,
    '',
    `Of these, the build took ${buildSeconds(cold)} s cold${Number.isNaN(buildSeconds(warm)) ? ' (warm, the clean checkout at the built commit skipped it)' : ` and ${buildSeconds(warm)} s warm`}; the rest is npm, Node and the server's start (opening the embedded database). CPU time is the work, whatever else ran; the load average (${loadAtStart.toFixed(1)} when the run began, on ${os.availableParallelism()} cores) says how much else did.`,
    '',
    'What the cold start printed:',
    '',
    '```text',
    ...cold.lines.map((line) => line.replaceAll(clone, '<clone>')),
    '```',
    '',
    'And the warm one:',
    '',
    '```text',
    ...warm.lines.map((line) => line.replaceAll(clone, '<clone>')),
    '```',
  ].join('\n');
  console.log(block);
  if (writePage) {
    const written = writeBenchBlock(benchPage('start'), 'start', block);
    console.error(written ? 'docs/benchmarks/start.md: bench:start block rewritten.' : 'docs/benchmarks/start.md has no bench:start block; nothing written.');
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
