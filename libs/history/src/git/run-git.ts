import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { isMainThread } from 'node:worker_threads';

/** A git command that exited with an error; `stderr` holds git's own words. */
export class GitCommandError extends Error {
  constructor(
    readonly args: readonly string[],
    readonly exitCode: number | null,
    readonly stderr: string,
  ) {
    super(`git ${args.join(' ')} failed${exitCode === null ? '' : ` (exit ${exitCode})`}: ${stderr.trim() || 'no message'}`);
    this.name = 'GitCommandError';
  }
}

// Git must never stop to ask for a password, page its output or translate the messages we match.
// Variables that point git at another repository (set inside hooks, for instance) are dropped.
const REPOSITORY_VARIABLES = ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_OBJECT_DIRECTORY', 'GIT_ALTERNATE_OBJECT_DIRECTORIES', 'GIT_COMMON_DIR', 'GIT_NAMESPACE', 'GIT_PREFIX'];
export const GIT_ENV: NodeJS.ProcessEnv = {
  ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !REPOSITORY_VARIABLES.includes(key))),
  GIT_TERMINAL_PROMPT: '0',
  GIT_PAGER: 'cat',
  LC_ALL: 'C',
  LANGUAGE: 'C',
};

// Options that neutralise user configuration which would change the output we parse.
export const GIT_CONFIG_ARGS = ['-c', 'i18n.logOutputEncoding=UTF-8', '-c', 'core.quotePath=false', '-c', 'log.showSignature=false', '-c', 'color.ui=false'];

// Every git process this thread started and that has not exited yet: a worker thread that is
// cancelled stops them first (stopGitProcesses), since terminating a thread does not end the
// processes it started — a clone would go on writing into the clone cache after the job was gone.
const running = new Set<ChildProcess>();

/**
 * Starts git with the neutralising configuration (GIT_CONFIG_ARGS) and environment (GIT_ENV), and
 * keeps track of it until it exits. The one way this code base starts git.
 *
 * Started from a worker thread, git runs in a process group of its own (`detached`), so that
 * stopping it stops the helpers it started too: `git clone` over HTTP runs `git remote-http`, which
 * outlives a clone killed alone and keeps waiting on the server. From the main thread it stays in
 * the process's group, so Ctrl-C in a terminal stops it together with the command that started it.
 */
export function spawnGit(args: readonly string[], options: { cwd?: string; stdio: StdioOptions }): ChildProcess {
  const child = spawn('git', [...GIT_CONFIG_ARGS, ...args], { cwd: options.cwd, env: GIT_ENV, stdio: options.stdio, detached: !isMainThread });
  running.add(child);
  child.once('exit', () => running.delete(child));
  child.once('error', () => running.delete(child));
  return child;
}

/**
 * Ends every git process this thread started that is still running, with the helpers each started,
 * and resolves once all have exited: SIGTERM first (git then removes its temporary files and lock
 * files), SIGKILL for one still running after `graceMs`.
 */
export async function stopGitProcesses(graceMs = 5_000): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
          child.once('exit', () => {
            clearTimeout(timer);
            // The group's helpers may outlive their parent by a moment: they go too, and are waited for.
            signalGroup(child, 'SIGKILL');
            void groupGone(child).then(resolve);
          });
          signalGroup(child, 'SIGTERM');
        }),
    ),
  );
}

/**
 * Resolves once no process of a worker thread's git group is left (at most `waitMs` later): a
 * helper killed under load may take a moment to end, and its clone must not write on after the
 * cancelled task has answered. On the main thread git shares the process's group: nothing to wait for.
 */
async function groupGone(child: ChildProcess, waitMs = 2_000): Promise<void> {
  if (isMainThread) return;
  const until = Date.now() + waitMs;
  while (Date.now() < until) {
    try {
      process.kill(-child.pid!, 0);
    } catch {
      return; // ESRCH: the group is empty.
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (isMainThread) child.kill(signal);
    else process.kill(-child.pid!, signal);
  } catch {
    // The group is gone already (ESRCH).
  }
}

/** Runs git to completion and returns its standard output. */
export function runGit(args: string[], options: { cwd?: string } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawnGit(args, { cwd: options.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout!.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr!.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error) => reject(error));
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new GitCommandError(args, code, Buffer.concat(err).toString('utf8')));
    });
  });
}

/** Runs git with `input` on its standard input, to completion; resolves to its standard output, as bytes. */
export function runGitWithInput(args: string[], input: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawnGit(args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout!.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr!.on('data', (chunk: Buffer) => err.push(chunk));
    child.stdin!.on('error', () => undefined); // git exited before reading it all: its exit code says why
    child.on('error', (error) => reject(error));
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out));
      else reject(new GitCommandError(args, code, Buffer.concat(err).toString('utf8')));
    });
    child.stdin!.end(input);
  });
}
