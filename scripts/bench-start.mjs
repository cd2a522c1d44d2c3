#!/usr/bin/env node
// `npm run bench:start`: what a newcomer waits for. A fresh `git clone` of this repository (its
// committed HEAD) into a temporary folder; `npm ci --prefer-offline` in it (timed: the install a
// newcomer runs first, from npm's local cache, so no download time); then `npm start` twice, cold
// (no dist, an empty Nx cache of its own) and warm (the second start of the same clone), each timed
// from the command to the first healthy `GET /api/health`, with the lines it printed until then.
// Nothing is shared with this checkout: Nx's cache and workspace data live in the temporary folder
// (not the per-user cache a second clone would reuse), the daemon is off (start.mjs), and the
// clone's node_modules and .nx are its own. Each step reports its CPU time (user + system, the
// whole process tree) and how busy the machine was meanwhile (the load average, sampled every
// second, and the CPU time other processes used), since other work on the machine stretches the
// wall-clock figures.
// `--write` writes the figures into docs/benchmarks/start.md's bench:start block and the headline
// into README.md's bench:start-headline block (its line in the Benchmarks list).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchPage, writeBenchBlock } from './lib/bench-block.mjs';
import { ROOT } from './lib/run.mjs';
import { freePort } from './lib/throwaway-servers.mjs';

const AIM = { coldSeconds: 90, warmSeconds: 5, lines: 40 };
const HEALTH_TIMEOUT_MS = 15 * 60_000;
const writePage = process.argv.includes('--write');

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

/** Machine-wide CPU time so far, busy (not idle or waiting on I/O), in seconds: /proc/stat's first line. */
function machineBusySeconds() {
  const [, user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  return (user + nice + system + irq + softirq + steal) / CLOCK_TICKS;
}

/**
 * Watches how busy the machine is while a step runs: the one-minute load average every second,
 * and the busy CPU time of the whole machine, from which the step's own is taken away at the end.
 */
function watchLoad() {
  const samples = [os.loadavg()[0]];
  const busyAtStart = machineBusySeconds();
  const timer = setInterval(() => samples.push(os.loadavg()[0]), 1000);
  return {
    /** The load while the step ran, and the CPU seconds everything else used meanwhile. */
    stop(ownCpuSeconds) {
      clearInterval(timer);
      const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length;
      return { loadMean: mean, loadMax: Math.max(...samples), othersCpuSeconds: Math.max(0, machineBusySeconds() - busyAtStart - ownCpuSeconds) };
    },
  };
}

/** The environment of a step in the clone: Nx's cache and workspace data of its own, no inherited configuration. */
function cloneEnv(folder, extra = {}) {
  const env = { ...process.env, NX_CACHE_DIRECTORY: path.join(folder, 'nx-cache'), NX_WORKSPACE_DATA_DIRECTORY: path.join(folder, 'nx-workspace-data'), ...extra };
  for (const name of ['LOG_LEVEL', 'DATABASE_URL', 'REDIS_URL', 'CHRONICLE_DATA_DIR', 'NX_DAEMON', 'NX_SKIP_NX_CACHE', 'NX_CACHE_PROJECT_GRAPH', 'NX_PROJECT_GRAPH_CACHE_DIRECTORY']) delete env[name];
  return env;
}

/**
 * `npm ci --prefer-offline` in the clone, timed. Its CPU time is read from the shell that runs it:
 * once npm has exited, the shell's cutime/cstime (fields 16 and 17 of /proc/<pid>/stat) hold npm's
 * and everything npm waited for.
 */
async function timedInstall(clone, folder) {
  const load = watchLoad();
  const started = performance.now();
  const script = 'npm ci --prefer-offline --no-audit --no-fund > "$1" 2>&1; status=$?; cat /proc/$$/stat; exit $status';
  // Not spawnSync: the load is sampled on this process's timer meanwhile.
  const child = spawn('sh', ['-c', script, 'sh', path.join(folder, 'npm-ci.log')], { cwd: clone, env: cloneEnv(folder), stdio: ['ignore', 'pipe', 'inherit'] });
  let stat = '';
  child.stdout.on('data', (chunk) => (stat += chunk));
  const status = await new Promise((resolve, reject) => child.once('error', reject).once('exit', resolve));
  const seconds = (performance.now() - started) / 1000;
  if (status !== 0) throw new Error(`npm ci failed (exit code ${status}):\n${readFileSync(path.join(folder, 'npm-ci.log'), 'utf8').slice(-4000)}`);
  const fields = stat.slice(stat.lastIndexOf(')') + 2).trim().split(' ');
  const cpuSeconds = (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS;
  const lines = readFileSync(path.join(folder, 'npm-ci.log'), 'utf8').replace(/\n$/, '').split('\n');
  return { seconds, cpuSeconds, lines, ...load.stop(cpuSeconds) };
}

/** Runs `npm start` in the clone until /api/health answers 200; returns seconds, CPU, the load and the lines. */
async function timedStart(clone, folder, label) {
  const port = await freePort();
  const load = watchLoad();
  const started = performance.now();
  // The data folder is the default one, ./.chronicle in the clone: the cold start creates the
  // embedded database, the warm one opens it, as a second `npm start` does.
  const child = spawn('npm', ['start'], { cwd: clone, env: cloneEnv(folder, { PORT: String(port) }), detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
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
    return { seconds, cpuSeconds, lineCount: lines.length, lines, ...load.stop(cpuSeconds) };
  } finally {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await exited;
  }
}

/** "met (≤ 90 s)" or "**missed** (aim ≤ 90 s)". */
const verdict = (value, aim, unit) => (value <= aim ? `met (≤ ${aim}${unit})` : `**missed** (aim ≤ ${aim}${unit})`);

/** How busy the machine was during a step, for the table. */
const busy = (step) => `${step.loadMean.toFixed(1)} (max ${step.loadMax.toFixed(1)}); others ${step.othersCpuSeconds.toFixed(0)} s`;

/** The build's share of a start, from start.mjs's "Built in 5.9 s" line. */
const buildSeconds = (run) => Number(/^Built in ([\d.]+) s/m.exec(run.lines.join('\n'))?.[1] ?? NaN);

/** The page's block: what was measured, the table, and what each start printed. */
function report({ commit, install, cold, warm, minutes }) {
  const cores = os.availableParallelism();
  const table = [
    '| Step | Wall clock | CPU time (user + system) | Load average meanwhile; CPU time of other processes | Lines printed | Aim |',
    '|---|---:|---:|---|---:|---|',
    `| Install: \`npm ci --prefer-offline\` in the fresh clone | ${install.seconds.toFixed(1)} s | ${install.cpuSeconds.toFixed(1)} s | ${busy(install)} | ${install.lines.length} | — |`,
    `| Cold start: \`npm start\`, no dist, empty Nx cache | ${cold.seconds.toFixed(1)} s | ${cold.cpuSeconds.toFixed(1)} s | ${busy(cold)} | ${cold.lineCount} | time ${verdict(cold.seconds, AIM.coldSeconds, ' s')}, lines ${verdict(cold.lineCount, AIM.lines, '')} |`,
    `| Warm start: the second \`npm start\` of the same clone | ${warm.seconds.toFixed(1)} s | ${warm.cpuSeconds.toFixed(1)} s | ${busy(warm)} | ${warm.lineCount} | time ${verdict(warm.seconds, AIM.warmSeconds, ' s')}, lines ${verdict(warm.lineCount, AIM.lines, '')} |`,
  ].join('\n');
  const idle = (step) => step.loadMean <= cores / 2;
  return [
    `_\`npm run bench:start\`, ${new Date().toISOString().slice(0, 10)}: ${cores} CPU cores, Node ${process.version}; a \`git clone\` of ${commit}, its own Nx cache (empty before the cold start); the run took ${minutes.toFixed(1)} min. ${idle(cold) && idle(warm) ? 'The machine was otherwise idle.' : `The machine was busy with other work (the load average column; on ${cores} cores anything above ${cores} means processes waiting for a core), so the wall-clock figures are longer than on an idle machine; the CPU time is the work itself.`}_`,
    '',
    table,
    '',
    `Of the cold start, the build took ${buildSeconds(cold)} s${Number.isNaN(buildSeconds(warm)) ? '; the warm start skipped it (the build stamp: same commit, no changed build inputs)' : ` and ${buildSeconds(warm)} s warm`}; the rest is npm, Node and the server's start (opening the embedded database).`,
    '',
    'What the cold start printed:',
    '',
    '```text',
    ...cold.lines,
    '```',
    '',
    'And the warm one:',
    '',
    '```text',
    ...warm.lines,
    '```',
  ].join('\n');
}

/** The README's one line: the three figures, the load they ran under, and the page with the rest. */
function headlineOf({ install, cold, warm }) {
  const load = Math.max(install.loadMean, cold.loadMean, warm.loadMean);
  return `- [bench:start](docs/benchmarks/start.md) — \`npm start\` on a fresh clone (${new Date().toISOString().slice(0, 10)}, ${os.availableParallelism()} cores, load average up to ${load.toFixed(1)}): \`npm ci\` ${install.seconds.toFixed(0)} s, cold \`npm start\` ${cold.seconds.toFixed(0)} s (${cold.cpuSeconds.toFixed(0)} s of CPU), warm ${warm.seconds.toFixed(1)} s (${warm.cpuSeconds.toFixed(1)} s of CPU); aims cold ≤ ${AIM.coldSeconds} s, warm ≤ ${AIM.warmSeconds} s on idle cores.`;
}

const benchStarted = performance.now();
const folder = mkdtempSync(path.join(os.tmpdir(), 'chronicle-bench-start-'));
const clone = path.join(folder, 'chronicle');
try {
  execFileSync('git', ['clone', '--quiet', ROOT, clone], { stdio: 'inherit' });
  const commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: clone, encoding: 'utf8' }).trim();
  console.error(`Clone of ${commit} in ${clone}. npm ci…`);
  const install = await timedInstall(clone, folder);
  console.error(`Install: ${install.seconds.toFixed(1)} s (CPU ${install.cpuSeconds.toFixed(1)} s, load ${install.loadMean.toFixed(1)}). Cold start…`);
  if (existsSync(path.join(folder, 'nx-cache'))) throw new Error('The Nx cache is not empty before the cold start.');
  const cold = await timedStart(clone, folder, 'cold');
  console.error(`Cold: ${cold.seconds.toFixed(1)} s (CPU ${cold.cpuSeconds.toFixed(1)} s, load ${cold.loadMean.toFixed(1)}), ${cold.lineCount} lines. Warm start…`);
  const warm = await timedStart(clone, folder, 'warm');
  console.error(`Warm: ${warm.seconds.toFixed(1)} s (CPU ${warm.cpuSeconds.toFixed(1)} s, load ${warm.loadMean.toFixed(1)}), ${warm.lineCount} lines.`);
  const block = report({ commit, install, cold, warm, minutes: (performance.now() - benchStarted) / 60_000 }).replaceAll(folder, '<tmp>');
  console.log(block);
  if (writePage) {
    const written = writeBenchBlock(benchPage('start'), 'start', block);
    console.error(written ? 'docs/benchmarks/start.md: bench:start block rewritten.' : 'docs/benchmarks/start.md has no bench:start block; nothing written.');
    const headline = writeBenchBlock(path.join(ROOT, 'README.md'), 'start-headline', headlineOf({ install, cold, warm }));
    console.error(headline ? 'README.md: bench:start headline rewritten.' : 'README.md has no bench:start-headline block; nothing written.');
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
