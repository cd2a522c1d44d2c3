// Wall time, CPU time and peak memory of one command. CPU time is user + system time of the command
// and every process it waited for (git started by chronicle, for instance), read from bash's `times`
// (millisecond resolution; GNU time prints hundredths): on a machine shared with other work it moves
// far less than wall time. Peak memory comes from GNU time (`%M`, the largest resident set of the
// command or of any single process it waited for) when /usr/bin/time is GNU time; otherwise from
// polling /proc. /proc is polled every 20 ms in both cases, summing the resident sets of the whole
// process tree (`treeRssMb`), since a tool that streams `git log` into itself has two processes alive
// at once and GNU time reports only the larger one.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gitEnv } from './git.mjs';

const GNU_TIME = '/usr/bin/time';

/** True when /usr/bin/time is GNU time; installs the Debian package `time` first when missing and root. */
export function ensureGnuTime(log = console.error) {
  const isGnu = () => existsSync(GNU_TIME) && spawnSync(GNU_TIME, ['-f', '%M', 'true'], { encoding: 'utf8' }).status === 0;
  if (isGnu()) return true;
  if (process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' }).status === 0) {
    log('GNU time is missing: apt-get install -y time');
    spawnSync('apt-get', ['install', '-y', '-qq', 'time'], { stdio: 'inherit' });
    if (isGnu()) return true;
  }
  log('GNU time is not available: peak memory is measured by polling /proc every 20 ms (sum over the process tree)');
  return false;
}

// bash runs the command, then writes `times` (its children's user and system time, waited-for
// descendants included) to the file named by its first argument, and exits with the command's status.
const WITH_TIMES = ['-c', 'times_file=$1; shift; "$@"; status=$?; times > "$times_file"; exit $status', 'bench-measure'];

/**
 * Runs a command once.
 * @param {string} command
 * @param {string[]} args
 * @param {{ stdoutFile?: string, cwd?: string, gnuTime: boolean, scratchDir: string, env?: NodeJS.ProcessEnv }} options `env`: default gitEnv()
 * @returns {Promise<{ seconds: number, cpuSeconds: number | null, maxRssMb: number | null, treeRssMb: number, code: number, stderr: string }>}
 */
export async function measure(command, args, { stdoutFile, cwd, gnuTime, scratchDir, env = gitEnv() }) {
  const out = stdoutFile ? openSync(stdoutFile, 'w') : 'ignore';
  const stamp = `${process.pid}-${Date.now()}`;
  const timeFile = path.join(scratchDir, `time-${stamp}.txt`);
  const timesFile = path.join(scratchDir, `times-${stamp}.txt`);
  try {
    const timed = ['bash', [...WITH_TIMES, timesFile, command, ...args]];
    const argv = gnuTime ? [GNU_TIME, ['-f', '%e %M', '-o', timeFile, timed[0], ...timed[1]]] : timed;
    const started = process.hrtime.bigint();
    const child = spawn(argv[0], argv[1], { cwd, env, stdio: ['ignore', out, 'pipe'] });
    const stderr = [];
    child.stderr.on('data', (chunk) => {
      stderr.push(chunk);
      if (stderr.length > 200) stderr.splice(0, 100);
    });
    const poller = pollTree(child.pid, { skipRoot: gnuTime });
    const code = await new Promise((resolve, reject) => {
      child.on('error', reject);
      child.on('close', (exitCode, signal) => resolve(exitCode ?? (signal ? 128 : 1)));
    });
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    let treeRssMb = poller.stop() / 1024;
    let maxRssMb = treeRssMb;
    if (gnuTime) {
      const last = existsSync(timeFile) ? readFileSync(timeFile, 'utf8').trim().split('\n').pop() : '';
      const kb = Number(last?.split(/\s+/)[1]);
      maxRssMb = Number.isFinite(kb) ? kb / 1024 : null;
      // A command shorter than one polling interval can end unseen; the tree held at least its largest process.
      if (maxRssMb !== null) treeRssMb = Math.max(treeRssMb, maxRssMb);
    }
    const cpuSeconds = existsSync(timesFile) ? childrenCpuSeconds(readFileSync(timesFile, 'utf8')) : null;
    return { seconds, cpuSeconds, maxRssMb, treeRssMb, code, stderr: Buffer.concat(stderr).toString('utf8') };
  } finally {
    if (typeof out === 'number') closeSync(out);
    rmSync(timeFile, { force: true });
    rmSync(timesFile, { force: true });
  }
}

/**
 * bench:history's environment for every command it measures: git's (gitEnv) without NODE_EXTRA_CA_CERTS. A
 * machine behind an intercepting HTTPS proxy names its CA bundle there, and every Node process
 * then parses that bundle at start-up, before any of its own code runs — whether or not it ever
 * opens a TLS connection (`chronicle changelog` opens none: clones and fetches are git's). On the
 * machine the bench was written on that is 0.05 s of CPU per process, a third of a small corpus's
 * whole run, and none of it Chronicle's; git and git-cliff never read the variable. The bench
 * reports what the variable would add (`node -e 0` with it) beside the start-up figures.
 */
export function measuredEnv() {
  const env = gitEnv();
  delete env.NODE_EXTRA_CA_CERTS;
  return env;
}

/**
 * User + system seconds of bash's children from its `times` output: the second line,
 * `0m0.064s 0m0.008s` (the first is bash's own). Null when it cannot be read.
 */
export function childrenCpuSeconds(output) {
  const line = output.trim().split('\n')[1] ?? '';
  const parts = [...line.matchAll(/(\d+)m([\d.]+)s/g)].map((match) => Number(match[1]) * 60 + Number(match[2]));
  return parts.length === 2 ? parts[0] + parts[1] : null;
}

/**
 * Polls VmRSS of `pid` and its descendants every 20 ms (and their VmHWM, which catches a peak
 * between two samples); stop() → peak kB. `skipRoot`: `pid` is GNU time, not counted.
 */
function pollTree(pid, { skipRoot = false } = {}) {
  let peak = 0;
  const sample = () => {
    let total = 0;
    const members = tree(pid);
    for (const member of members) {
      if (skipRoot && member === pid) continue;
      const status = readStatus(member);
      if (!status) continue;
      total += status.rss;
      // Any one process's high-water mark is a floor for the tree's peak (the command runs under bash).
      peak = Math.max(peak, status.hwm);
    }
    peak = Math.max(peak, total);
  };
  sample();
  const timer = setInterval(sample, 20);
  return { stop: () => (clearInterval(timer), peak) };
}

function tree(pid) {
  const all = [pid];
  for (let index = 0; index < all.length; index++) {
    try {
      for (const task of readdirSync(`/proc/${all[index]}/task`)) {
        const children = readFileSync(`/proc/${all[index]}/task/${task}/children`, 'utf8').trim();
        if (children) all.push(...children.split(/\s+/).map(Number));
      }
    } catch {
      // the process ended between two reads
    }
  }
  return all;
}

function readStatus(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
    return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
  } catch {
    return null;
  }
}

/** Median (mean of the two middle values for an even count). */
export function median(values) {
  const sorted = values.filter((value) => value !== null && Number.isFinite(value)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
