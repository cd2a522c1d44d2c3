#!/usr/bin/env node
// `npm start`: builds what the server serves and is not built yet — the API, the shell, the four
// remotes and the libraries they import (and the two test tools the libraries list as development
// dependencies); not the CLI or the tests — then starts Chronicle. One line per step; the build's
// own output goes to a log file named on screen (.chronicle/build.log). A checkout whose build
// inputs are as they were at the last successful build (same commit, same changed files; see
// lib/build-stamp.mjs), with its dist folders in place, skips Nx altogether.
// Configuration comes from the environment; see .env.example.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { buildFingerprint, builtAlready, writeStamp } from './lib/build-stamp.mjs';
import { ROOT, run } from './lib/run.mjs';

const SERVED = ['@chronicle/api', '@chronicle/shell', '@chronicle/marketing', '@chronicle/dashboard', '@chronicle/admin', '@chronicle/public-docs'];

const LOG_FILE = path.join('.chronicle', 'build.log');
const seconds = (ms) => `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;

const STAMP_FILE = path.join(ROOT, '.chronicle', 'build-stamp.json');

/**
 * Runs the Nx build with its output in the log file, and prints a line as each project is done
 * (Nx's static output style prints a task's "> nx run <project>:build" header when it ends).
 */
function build() {
  mkdirSync(path.join(ROOT, '.chronicle'), { recursive: true });
  const log = createWriteStream(path.join(ROOT, LOG_FILE));
  const started = Date.now();
  // One project more than there are cores (three on two): the libraries' compiles take a second
  // each and wait for the ones they import, and the five Vite builds fill the gaps.
  const parallel = Math.min(4, os.availableParallelism() + 1);
  // Nx's own entry point, run by this Node: npx would spend a second finding it.
  const nx = createRequire(import.meta.url).resolve('nx/bin/nx.js');
  const args = [nx, 'run-many', '-t', 'build', `--projects=${SERVED.join(',')}`, `--parallel=${parallel}`, '--output-style=static'];
  process.stdout.write(`Building Chronicle (full log: ${LOG_FILE})…\n`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const done = [];
    const cached = [];
    let pending = '';
    let total;
    // Each task's output, by project: what a failed build shows of the tasks that failed.
    const outputs = new Map();
    let current;
    // Nx ends a failed run with "Failed tasks:" and a "- <project>:build" line for each.
    const failed = [];
    let inFailedList = false;
    const onLine = (line) => {
      if (/^\s*NX\s/.test(line)) current = undefined;
      else if (current) current.push(line);
      if (/^Failed tasks:/.test(line.trim())) inFailedList = true;
      const failure = inFailedList && /^- (\S+):build$/.exec(line.trim());
      if (failure) failed.push(failure[1]);
      // "NX   Running target build for 6 projects and 9 tasks they depend on" — or one project.
      const plan = /Running target build for (\d+) projects?(?: and (\d+) tasks? they depend on)?/.exec(line);
      if (plan) total = Number(plan[1]) + Number(plan[2] ?? 0);
      const task = /^> nx run (\S+):build(.*)$/.exec(line.trim());
      if (!task) return;
      current = [];
      outputs.set(task[1], current);
      const fromCache = /cache|existing outputs/.test(task[2]);
      (fromCache ? cached : done).push(task[1]);
      if (!fromCache) {
        // The task's output follows its header in the same burst; a moment later it is all in, and
        // a task that failed (npm reports the failed script) is not announced as built.
        const project = task[1];
        const at = Date.now() - started;
        const count = `${done.length + cached.length}${total ? `/${total}` : ''}`;
        const fire = () => announce(project, count, at);
        announcements.set(project, { fire, timer: setTimeout(fire, 200) });
      }
    };
    const announcements = new Map();
    const announce = (project, count, at) => {
      announcements.delete(project);
      if ((outputs.get(project) ?? []).some((line) => line.startsWith('npm error'))) return;
      process.stdout.write(`  built ${project.replace('@chronicle/', '')} (${count}) at ${seconds(at)}\n`);
    };
    const take = (chunk) => {
      log.write(chunk);
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop();
      lines.forEach(onLine);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('error', reject);
    child.on('close', (code) => {
      log.end();
      // Announced now, in order, before the summary line: the tasks still waiting for their moment.
      for (const { fire, timer } of [...announcements.values()]) {
        clearTimeout(timer);
        fire();
      }
      const elapsed = seconds(Date.now() - started);
      if (code !== 0) {
        for (const project of failed) {
          const output = (outputs.get(project) ?? []).filter((line) => line.trim() && !line.startsWith('npm error'));
          process.stdout.write(`${project} failed:\n${output.slice(-40).join('\n')}\n`);
        }
        process.stdout.write(`The build failed after ${elapsed}; the whole output is in ${LOG_FILE}.\n`);
        resolve(false);
        return;
      }
      const fresh = done.length ? `${done.length} built` : 'nothing to build';
      const reused = cached.length ? `, ${cached.length} up to date` : '';
      process.stdout.write(`Built in ${elapsed} (${fresh}${reused}). Starting the server…\n`);
      resolve(true);
    });
  });
}

const fingerprint = buildFingerprint(ROOT);
if (builtAlready(ROOT, STAMP_FILE, fingerprint, SERVED)) {
  const [commit, ...changes] = fingerprint.split('\n');
  process.stdout.write(`Built already (commit ${commit.slice(0, 12)}${changes.length ? `, ${changes.length} changed files as then` : ''}, nothing changed since). Starting the server…\n`);
} else {
  if (!(await build())) process.exit(1);
  // Stamped only when the inputs did not change while Nx ran: otherwise the next start asks Nx again.
  if (fingerprint && fingerprint === buildFingerprint(ROOT)) writeStamp(ROOT, STAMP_FILE, fingerprint, SERVED);
}
const code = await run(process.execPath, ['apps/api/dist/main.js'], { allowFailure: true });
process.exit(code);
