import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { isolatedGitEnv } from './run-git.js';

type PendingAnswer = { resolve: (line: string) => void; reject: (error: Error) => void };

/**
 * One `git fast-import` process writing objects into a bare repository. Commands go to its stdin
 * as they are produced; the answers to `get-mark` and `ls` come back on its stdout, one line each,
 * in the order they were asked. A whole push (blobs, trees and commits) takes this one process,
 * where plumbing takes several per commit.
 */
export class FastImport {
  private readonly child;
  private readonly pending: PendingAnswer[] = [];
  private readonly exited: Promise<number | null>;
  private stderr = '';
  private failure: Error | undefined;

  constructor(gitDir: string) {
    // `--done`: a stream cut short (we died, or were killed) is an error, not a complete import.
    this.child = spawn('git', ['--git-dir', gitDir, 'fast-import', '--quiet', '--done', '--date-format=raw'], {
      env: isolatedGitEnv(),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.child.stderr.setEncoding('utf8').on('data', (chunk: string) => (this.stderr += chunk));
    // A fast-import that died must not crash us with EPIPE; its exit reports the problem.
    this.child.stdin.on('error', () => undefined);
    createInterface({ input: this.child.stdout }).on('line', (line) => this.pending.shift()?.resolve(line));
    this.exited = new Promise((resolve) => {
      this.child.once('error', (error) => {
        this.fail(new Error(`git fast-import could not start: ${error.message}`));
        resolve(null);
      });
      this.child.once('close', (code) => {
        const problem = code === 0 ? 'ended before answering' : `failed: ${this.stderr.trim() || `exit code ${code}`}`;
        this.fail(new Error(`git fast-import --git-dir ${gitDir} ${problem}`));
        if (code === 0) return resolve(code);
        // On a fatal error it leaves a crash report in the repository; its gist is in our error.
        void rm(path.join(gitDir, `fast_import_crash_${this.child.pid}`), { force: true }).finally(() => resolve(code));
      });
    });
  }

  /** Sends commands (or `data` bytes) without waiting for anything. */
  write(...chunks: Array<string | Buffer>): void {
    for (const chunk of chunks) this.child.stdin.write(chunk);
  }

  /** Sends a command that answers one line (`get-mark`, `ls`) and resolves with that line. */
  ask(command: string): Promise<string> {
    if (this.failure) return Promise.reject(this.failure);
    const answer = new Promise<string>((resolve, reject) => this.pending.push({ resolve, reject }));
    this.write(`${command}\n`);
    return answer;
  }

  /** Ends the stream and resolves once fast-import has written everything and exited cleanly. */
  async finish(): Promise<void> {
    this.write('done\n');
    this.child.stdin.end();
    const code = await this.exited;
    if (code !== 0) throw this.failure!;
  }

  /** Stops fast-import without letting it finish (nothing it was given is kept reachable). */
  async abort(): Promise<void> {
    this.child.kill('SIGKILL');
    await this.exited;
  }

  // Answers still awaited when the process goes away will never come.
  private fail(error: Error): void {
    this.failure ??= error;
    for (const answer of this.pending.splice(0)) answer.reject(this.failure);
  }
}

/**
 * A path as fast-import reads it: always C-style quoted, so spaces, quotes, backslashes, line
 * breaks and a leading `"` cannot be mistaken for syntax. Other bytes (UTF-8 included) go as is.
 */
export function quoteFastImportPath(file: string): string {
  const escaped = file.replace(/[\\"\x00-\x1f\x7f]/g, (character) => {
    if (character === '\\' || character === '"') return `\\${character}`;
    if (character === '\n') return '\\n';
    if (character === '\t') return '\\t';
    return `\\${character.charCodeAt(0).toString(8).padStart(3, '0')}`;
  });
  return `"${escaped}"`;
}

/** fast-import's `data` command: an exact byte count, the bytes, and a line break. */
export function fastImportData(content: string): Buffer[] {
  const bytes = Buffer.from(content, 'utf8');
  return [Buffer.from(`data ${bytes.length}\n`), bytes, Buffer.from('\n')];
}
