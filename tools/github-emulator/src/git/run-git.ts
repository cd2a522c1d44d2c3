import { execFile } from 'node:child_process';

export type RunGitOptions = {
  cwd?: string;
  env?: Record<string, string>;
  input?: string;
  /** Most bytes of stdout accepted (default 64 MiB: logs and diffs can be long). */
  maxBuffer?: number;
  /** Keep stdout exactly as git wrote it (default: trimmed). */
  raw?: boolean;
};

const DEFAULT_MAX_BUFFER = 64 * 1024 * 1024;

/** The environment every git the emulator starts runs with: no system or user config, no prompts. */
export function isolatedGitEnv(extra: Record<string, string> = {}): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_TERMINAL_PROMPT: '0',
    ...extra,
  };
}

/** Runs git and resolves with its stdout (trimmed unless `raw`); rejects with git's stderr in the message. */
export function runGit(args: string[], options: RunGitOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const execOptions = { cwd: options.cwd, env: isolatedGitEnv(options.env), maxBuffer: options.maxBuffer ?? DEFAULT_MAX_BUFFER };
    const child = execFile('git', args, execOptions, (error, stdout, stderr) => {
      if (error) reject(new Error(`git ${args.join(' ')} failed: ${stderr.trim() || error.message}`));
      else resolve(options.raw ? stdout : stdout.trim());
    });
    // A git that exits without reading its input must not crash us with EPIPE.
    child.stdin?.on('error', () => undefined);
    child.stdin?.end(options.input);
  });
}
