import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A throwaway git repository in a temporary folder, driven through the real git command. */
export class GitFixture {
  readonly dir: string;
  private clock = Date.parse('2024-01-01T12:00:00Z') / 1000;

  constructor(dir?: string, options: { bare?: boolean } = {}) {
    this.dir = dir ?? mkdtempSync(path.join(tmpdir(), 'chronicle-history-'));
    mkdirSync(this.dir, { recursive: true });
    this.git('init', '-q', '-b', 'main', ...(options.bare ? ['--bare'] : []));
    this.git('config', 'user.name', 'Ada Lovelace');
    this.git('config', 'user.email', 'ada@example.com');
    this.git('config', 'commit.gpgsign', 'false');
    this.git('config', 'tag.gpgsign', 'false');
  }

  static tempDir(prefix = 'chronicle-history-'): string {
    return mkdtempSync(path.join(tmpdir(), prefix));
  }

  /** Runs git in the repository with a fixed, advancing clock; returns trimmed standard output. */
  git(...args: string[]): string {
    const date = `${this.clock} +0200`;
    return execFileSync('git', args, {
      cwd: this.dir,
      encoding: 'utf8',
      env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date, GIT_CONFIG_NOSYSTEM: '1', HOME: this.dir, LC_ALL: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim();
  }

  /** Writes files (path → content) and commits them with `message`; returns the new SHA. */
  commit(message: string, files: Record<string, string | Buffer> = {}): string {
    for (const [file, content] of Object.entries(files)) {
      const full = path.join(this.dir, file);
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, content);
    }
    this.git('add', '-A');
    this.git('commit', '-q', '--allow-empty', '-m', message);
    this.clock += 3600;
    return this.head();
  }

  /** Dates the next commits from `date` on (each commit still advances the clock by an hour). */
  setDate(date: string | Date): void {
    this.clock = Math.floor(new Date(date).getTime() / 1000);
  }

  head(): string {
    return this.git('rev-parse', 'HEAD');
  }

  tag(name: string, options: { annotated?: boolean; ref?: string } = {}): void {
    if (options.annotated) this.git('tag', '-a', name, '-m', `Release ${name}`, options.ref ?? 'HEAD');
    else this.git('tag', name, options.ref ?? 'HEAD');
    this.clock += 60;
  }

  /** Merges `branch` into the current branch with a merge commit (GitHub style message by default). */
  merge(branch: string, message: string): string {
    this.git('merge', '-q', '--no-ff', branch, '-m', message);
    this.clock += 3600;
    return this.head();
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
