#!/usr/bin/env node
// `npm start`: builds what the server serves and is not built yet — the API, the shell, the four
// remotes and the libraries they import; not the CLI, the tools or the tests — then starts Chronicle.
// One line per step; the build's own output goes to a log file named on screen (.chronicle/build.log).
// Configuration comes from the environment; see .env.example.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ROOT, run } from './lib/run.mjs';

const SERVED = ['@chronicle/api', '@chronicle/shell', '@chronicle/marketing', '@chronicle/dashboard', '@chronicle/admin', '@chronicle/public-docs'];

const LOG_FILE = path.join('.chronicle', 'build.log');
const seconds = (ms) => `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;

/**
 * Runs the Nx build with its output in the log file, and prints a line as each project is done
 * (Nx's static output style prints a task's "> nx run <project>:build" header when it ends).
 */
function build() {
  mkdirSync(path.join(ROOT, '.chronicle'), { recursive: true });
  const log = createWriteStream(path.join(ROOT, LOG_FILE));
  const started = Date.now();
  // One project more than there are cores (three on two): the libraries' tsc builds form a chain
  // (contracts → history → ai-phases → agents → analysis → api), and the front ends fill the gaps.
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
    const recent = [];
    const onLine = (line) => {
      recent.push(line);
      if (recent.length > 30) recent.shift();
      // "NX   Running target build for 6 projects and 9 tasks they depend on" — or one project.
      const plan = /Running target build for (\d+) projects?(?: and (\d+) tasks? they depend on)?/.exec(line);
      if (plan) total = Number(plan[1]) + Number(plan[2] ?? 0);
      const task = /^> nx run (\S+):build(.*)$/.exec(line.trim());
      if (!task) return;
      const fromCache = /cache|existing outputs/.test(task[2]);
      (fromCache ? cached : done).push(task[1]);
      if (!fromCache) {
        const count = `${done.length + cached.length}${total ? `/${total}` : ''}`;
        process.stdout.write(`  built ${task[1].replace('@chronicle/', '')} (${count}) at ${seconds(Date.now() - started)}\n`);
      }
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
      const elapsed = seconds(Date.now() - started);
      if (code !== 0) {
        process.stdout.write(`${recent.join('\n')}\nThe build failed after ${elapsed}; above, the end of ${LOG_FILE}, which has it all.\n`);
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

if (!(await build())) process.exit(1);
const code = await run(process.execPath, ['apps/api/dist/main.js'], { allowFailure: true });
process.exit(code);
