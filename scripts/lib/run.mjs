import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Nx without its daemon or cloud: nothing lingers after a run and nothing phones home. */
const NX_ENV = { NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };

/** Runs a command in the repository root with inherited output; resolves to its exit code. */
export function run(command, args, { env = {}, allowFailure = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...NX_ENV, ...env } });
    // A stop asked of this script (Ctrl-C, a process manager's SIGTERM) is passed on to the child.
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward).on('SIGTERM', forward);
    child.on('exit', () => process.off('SIGINT', forward).off('SIGTERM', forward));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      const exitCode = code ?? (signal ? 1 : 0);
      if (exitCode !== 0 && !allowFailure) reject(new Error(`${command} ${args.join(' ')} failed with exit code ${exitCode}`));
      else resolve(exitCode);
    });
  });
}

export function runNx(args) {
  return run('npx', ['nx', ...args, '--output-style=stream']);
}
