import { spawn } from 'node:child_process';

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

/** Runs git to completion and returns its standard output. */
export function runGit(args: string[], options: { cwd?: string } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', [...GIT_CONFIG_ARGS, ...args], { cwd: options.cwd, env: GIT_ENV, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error) => reject(error));
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new GitCommandError(args, code, Buffer.concat(err).toString('utf8')));
    });
  });
}
