// Wall time and peak memory of one command. Peak memory comes from GNU time (`%M`, the largest
// resident set of the command or of any single process it waited for) when /usr/bin/time is GNU
// time; otherwise from polling /proc. /proc is polled every 20 ms in both cases, summing the resident
// sets of the whole process tree (`treeRssMb`), since a tool that streams `git log` into itself has
// two processes alive at once and GNU time reports only the larger one.
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

/**
 * Runs a command once.
 * @param {string} command
 * @param {string[]} args
 * @param {{ stdoutFile?: string, cwd?: string, gnuTime: boolean, scratchDir: string }} options
 * @returns {Promise<{ seconds: number, maxRssMb: number | null, treeRssMb: number, code: number, stderr: string }>}
 */
export async function measure(command, args, { stdoutFile, cwd, gnuTime, scratchDir }) {
  const out = stdoutFile ? openSync(stdoutFile, 'w') : 'ignore';
  const timeFile = path.join(scratchDir, `time-${process.pid}-${Date.now()}.txt`);
  try {
    const argv = gnuTime ? [GNU_TIME, ['-f', '%e %M', '-o', timeFile, command, ...args]] : [command, args];
    const started = process.hrtime.bigint();
    const child = spawn(argv[0], argv[1], { cwd, env: gitEnv(), stdio: ['ignore', out, 'pipe'] });
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
    return { seconds, maxRssMb, treeRssMb, code, stderr: Buffer.concat(stderr).toString('utf8') };
  } finally {
    if (typeof out === 'number') closeSync(out);
    rmSync(timeFile, { force: true });
  }
}

/**
 * Polls VmRSS of `pid` and its descendants every 20 ms (and VmHWM of the measured process, which
 * catches a peak between two samples); stop() → peak kB. `skipRoot`: `pid` is GNU time, not counted.
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
      if (member === (skipRoot ? members[1] : pid)) peak = Math.max(peak, status.hwm);
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
