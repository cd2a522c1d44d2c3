import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { GitCommandError, spawnGit, type Repository } from '@chronicle/history';

type Pending = { oid: string; resolve: (content: Buffer) => void; reject: (error: Error) => void };

/** A blob `git cat-file --batch` could not give: absent from the object database, or not a blob. */
export class MissingBlobError extends Error {
  constructor(readonly oid: string, what: string) {
    super(`The object ${oid} ${what}, so its file cannot be read.`);
    this.name = 'MissingBlobError';
  }
}

/**
 * Reads blobs through ONE long-lived `git cat-file --batch` process. Requests are written to its
 * standard input as they come and the answers — `<oid> blob <size>\n<content>\n` — are parsed from
 * its output in the same order, so many reads can be in flight on a single process. Call
 * {@link close} when done.
 */
export class BlobReader {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly pending: Pending[] = [];
  private chunks: Buffer[] = [];
  private buffered = 0;
  /** Bytes of content (plus its closing newline) the answer at the head of the queue still needs; -1 while its header is due. */
  private bodySize = -1;
  private failure: Error | null = null;
  private readonly stderr: Buffer[] = [];
  private readonly exited: Promise<void>;

  constructor(repository: Repository) {
    const args = ['--git-dir', repository.gitDir, 'cat-file', '--batch'];
    this.child = spawnGit(args, { stdio: ['pipe', 'pipe', 'pipe'] }) as ChildProcessWithoutNullStreams;
    this.child.stdout.on('data', (chunk: Buffer) => this.receive(chunk));
    this.child.stderr.on('data', (chunk: Buffer) => this.stderr.push(chunk));
    // A broken pipe surfaces as the process's exit below; the write error itself adds nothing.
    this.child.stdin.on('error', () => undefined);
    this.exited = new Promise((resolve) => {
      this.child.on('error', (error) => {
        this.fail(error);
        resolve();
      });
      this.child.on('close', (code) => {
        this.fail(new GitCommandError(args, code, Buffer.concat(this.stderr).toString('utf8') || 'git cat-file stopped before answering every request'));
        resolve();
      });
    });
  }

  /** The blob's content. */
  read(oid: string): Promise<Buffer> {
    if (this.failure) return Promise.reject(this.failure);
    if (!/^[0-9a-f]{40,64}$/.test(oid)) return Promise.reject(new MissingBlobError(oid, 'is not an object id'));
    return new Promise((resolve, reject) => {
      this.pending.push({ oid, resolve, reject });
      this.child.stdin.write(`${oid}\n`);
    });
  }

  /** Ends the git process once every request made so far is answered. */
  async close(): Promise<void> {
    this.child.stdin.end();
    await this.exited;
  }

  private receive(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    while (this.pending.length > 0) {
      if (this.bodySize < 0 && !this.readHeader()) return;
      if (this.bodySize < 0) continue;
      if (this.buffered < this.bodySize + 1) return;
      const body = this.take(this.bodySize + 1);
      this.bodySize = -1;
      this.pending.shift()!.resolve(body.subarray(0, body.length - 1));
    }
  }

  /** Parses the header at the head of the buffer; false when it has not fully arrived. */
  private readHeader(): boolean {
    const joined = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
    this.chunks = [joined];
    const newline = joined.indexOf(0x0a);
    if (newline < 0) return false;
    const header = joined.subarray(0, newline).toString('utf8');
    this.take(newline + 1);
    const [, type, size] = header.split(' ');
    if (type === 'blob' && size !== undefined) {
      this.bodySize = Number(size);
      return true;
    }
    const request = this.pending.shift()!;
    request.reject(new MissingBlobError(request.oid, type === 'missing' ? 'is missing from the repository' : `is a ${type ?? 'unknown object'}, not a blob`));
    // A non-blob answer still carries its content; skip it.
    if (size !== undefined) this.skipBody(Number(size));
    return true;
  }

  private skipBody(size: number): void {
    // Queue a placeholder that swallows the content of a tree or commit answered in a blob's place.
    this.pending.unshift({ oid: '', resolve: () => undefined, reject: () => undefined });
    this.bodySize = size;
  }

  private take(count: number): Buffer {
    const joined = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
    const taken = joined.subarray(0, count);
    const rest = joined.subarray(count);
    this.chunks = rest.length > 0 ? [rest] : [];
    this.buffered = rest.length;
    // Copy so that a small blob does not keep a large chunk of output alive.
    return Buffer.from(taken);
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const request of this.pending.splice(0)) request.reject(this.failure);
  }
}
