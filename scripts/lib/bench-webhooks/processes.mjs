// Child processes and temporary folders of `npm run bench:webhooks`, and their cleanup: every
// process started and folder made is registered, and removed in reverse order at the end, on an
// error, and on Ctrl-C or SIGTERM.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../run.mjs';

/** Cleanup steps, run last-in first-out, once each; failures are reported and do not stop the others. */
export function createCleanup(log) {
  const steps = [];
  let running = null;
  const cleanup = {
    /** Registers a step; returns a function that runs it now (and unregisters it). */
    add(name, step) {
      const entry = { name, step, done: false, result: undefined };
      steps.push(entry);
      return () => {
        if (!entry.done) {
          entry.done = true;
          entry.result = Promise.resolve().then(step);
        }
        return entry.result;
      };
    },
    run() {
      running ??= (async () => {
        for (const entry of [...steps].reverse()) {
          try {
            if (entry.done) await entry.result;
            else {
              entry.done = true;
              entry.result = Promise.resolve().then(entry.step);
              await entry.result;
            }
          } catch (error) {
            log(`cleanup: ${entry.name} failed: ${error.message}`);
          }
        }
      })();
      return running;
    },
    /** Ctrl-C, SIGTERM and crashes clean up before the process ends. */
    installHandlers() {
      const stop = (code, why) => {
        log(`\nbench:webhooks: ${why} — stopping the servers and removing temporary files…`);
        cleanup.run().finally(() => process.exit(code));
      };
      process.once('SIGINT', () => stop(130, 'interrupted'));
      process.once('SIGTERM', () => stop(143, 'terminated'));
      process.once('uncaughtException', (error) => stop(1, `uncaught error: ${error.stack ?? error}`));
      process.once('unhandledRejection', (error) => stop(1, `unhandled rejection: ${error?.stack ?? error}`));
    },
  };
  return cleanup;
}

/** Removes a folder (also when the folder belongs to another user, as PostgreSQL's does). */
export function removeDir(dir) {
  if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
}

/**
 * Starts a long-running child and resolves once its stdout says `readyText`; rejects if it exits
 * first or is not ready within `timeoutMs`. The returned `stop()` sends SIGTERM, waits up to 15 s
 * for the exit and then kills it.
 */
export function startChild({ name, command, args, env, cwd = ROOT, readyText, timeoutMs = 60_000, cleanup }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let ready = false;
    const keep = (chunk) => {
      output += chunk;
      if (output.length > 200_000) output = output.slice(-100_000);
    };
    const exited = new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));
    const stop = async () => {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      const result = await exited;
      clearTimeout(killer);
      return result;
    };
    const stopNow = cleanup.add(`stop ${name}`, stop);
    const timer = setTimeout(() => {
      if (ready) return;
      stopNow().finally(() => reject(new Error(`${name} did not start within ${timeoutMs / 1000} s:\n${output.slice(-3000)}`)));
    }, timeoutMs);
    child.stdout.on('data', (chunk) => {
      keep(chunk);
      if (!ready && output.includes(readyText)) {
        ready = true;
        clearTimeout(timer);
        resolve({ child, pid: child.pid, output: () => output, stop: stopNow, exited });
      }
    });
    child.stderr.on('data', keep);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`${name} could not be started: ${error.message}`));
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (!ready) reject(new Error(`${name} exited (${signal ?? `code ${code}`}) before it was ready:\n${output.slice(-3000)}`));
    });
  });
}

/** The GitHub emulator as its own process (its git work stays off the benchmark's event loop). */
export function startEmulator({ port, dataDir, seedFile, cleanup }) {
  const cli = path.join(ROOT, 'tools/github-emulator/dist/cli.js');
  return startChild({
    name: 'the GitHub emulator',
    command: process.execPath,
    args: [cli, '--port', String(port), '--data-dir', dataDir, ...(seedFile ? ['--seed', seedFile] : [])],
    env: { PATH: process.env.PATH, HOME: process.env.HOME ?? '/tmp' },
    readyText: 'GitHub emulator listening on',
    cleanup,
  }).then((started) => ({ ...started, url: `http://127.0.0.1:${port}`, apiUrl: `http://127.0.0.1:${port}/api/v3` }));
}

/**
 * The built Chronicle (apps/api/dist/main.js) as `npm start` runs it, with only the given settings.
 * A `worker` (CHRONICLE_ROLE) serves no HTTP: it is ready when it says `Chronicle worker is running`.
 */
export function startChronicle({ env, cleanup, name = 'Chronicle' }) {
  return startChild({
    name,
    command: process.execPath,
    args: [path.join(ROOT, 'apps/api/dist/main.js')],
    // Only PATH and HOME from this environment: an OPENAI_BASE_URL or DATABASE_URL of the caller's
    // shell must not change what is measured.
    env: { PATH: process.env.PATH, HOME: process.env.HOME ?? '/tmp', LOG_LEVEL: 'warn', ...env },
    readyText: env.CHRONICLE_ROLE === 'worker' ? 'Chronicle worker is running' : 'Chronicle is running at',
    timeoutMs: 120_000,
    cleanup,
  });
}

/** Peak resident set (VmHWM) of a live process, in MB; null when /proc cannot tell. */
export function peakRssMb(pid) {
  try {
    const match = /^VmHWM:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

let clockTicks = null;
/**
 * CPU seconds (user + system) a live process has used so far, with those of its children it has
 * waited for (the emulator's git processes); null when /proc cannot tell.
 */
export function cpuSeconds(pid) {
  try {
    clockTicks ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the command name: state is field 3, utime 14, stime 15, cutime 16, cstime 17 (1-based, per proc(5)).
    return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / clockTicks;
  } catch {
    return null;
  }
}
