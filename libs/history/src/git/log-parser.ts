import type { Commit, FileChange } from '../model.js';

/**
 * The `git log` format the parser reads, together with `-z`. Every commit starts with the record
 * separator U+001E and its fields are NUL-terminated: NUL is the one byte a commit message cannot
 * hold, so subjects and bodies may contain anything else (even U+001E or U+001F).
 */
export const LOG_FORMAT = '--format=%x1e%H%x00%P%x00%an%x00%ae%x00%aI%x00%cI%x00%s%x00%b%x00';

/** `numstat`: `--numstat -z` (line counts); `name-status`: `--name-status -z` (paths only, counts 0). */
export type FileListing = 'numstat' | 'name-status';

const HEADER_FIELDS = 8;
const RECORD_START = '\x1e';
/**
 * Node's Buffer decodes a range of its bytes with these (what `toString(encoding, start, end)` calls
 * once it has checked its arguments); they are not in Node's type declarations.
 */
type SliceableBuffer = Buffer & { latin1Slice(start: number, end: number): string; utf8Slice(start: number, end: number): string };

/**
 * Incremental parser of `git log -z` output in {@link LOG_FORMAT} followed by `--numstat` or
 * `--name-status` entries. Feed it text as it arrives; it returns the commits completed so far and
 * keeps only the unfinished tail, so memory stays bounded by one commit.
 */
export class LogParser {
  private tail: Buffer | null = null;
  private current: Commit | null = null;
  private field = HEADER_FIELDS;
  private header: string[] = [];
  /** Rename/copy entries span three tokens; how many path tokens are still due. */
  private pendingPaths = 0;
  private pendingEntry: FileChange | null = null;
  private readonly strings = new Map<string, string>();

  constructor(private readonly listing: FileListing = 'numstat') {}

  /**
   * Parses a chunk of output; returns the commits it completed. Tokens are cut at NUL bytes (which
   * never occur inside a UTF-8 character) and decoded one by one, so every string is its own copy
   * and no commit keeps a whole chunk of output alive. The NULs are found in the chunk read as
   * Latin-1 (one byte, one character: a string search, not a call into Buffer per token), and each
   * token is decoded by Buffer's own UTF-8 slice, without `toString`'s checks of its arguments:
   * those two calls per token made parsing the costliest step of reading a history.
   */
  push(chunk: Buffer | string): Commit[] {
    const done: Commit[] = [];
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    const data = (this.tail ? Buffer.concat([this.tail, bytes]) : bytes) as SliceableBuffer;
    const text = data.latin1Slice(0, data.length);
    let start = 0;
    for (let end = text.indexOf('\0'); end !== -1; end = text.indexOf('\0', start)) {
      this.token(data.utf8Slice(start, end), done);
      start = end + 1;
    }
    this.tail = start < data.length ? Buffer.from(data.subarray(start)) : null;
    return done;
  }

  /** Call when the output ended; returns the last commit. */
  end(): Commit[] {
    const done: Commit[] = [];
    if (this.tail) this.token(this.tail.toString('utf8'), done);
    this.tail = null;
    this.finish(done);
    return done;
  }

  private token(raw: string, done: Commit[]): void {
    if (this.field < HEADER_FIELDS) {
      this.header.push(raw);
      this.field += 1;
      if (this.field === HEADER_FIELDS) this.startCommit();
      return;
    }
    if (this.pendingPaths > 0) {
      this.pathToken(raw);
      return;
    }
    let token = raw;
    if (raw.charCodeAt(0) === 10) {
      let start = 1;
      while (raw.charCodeAt(start) === 10) start += 1;
      token = raw.slice(start);
    }
    if (token === '') return;
    if (token.charCodeAt(0) === 0x1e) {
      this.finish(done);
      this.header = [token.slice(RECORD_START.length)];
      this.field = 1;
      return;
    }
    if (this.listing === 'numstat') this.numstatToken(token);
    else this.statusToken(token);
  }

  private startCommit(): void {
    const [sha = '', parents = '', authorName = '', authorEmail = '', authorDate = '', committerDate = '', subject = '', body = ''] = this.header;
    this.current = {
      sha,
      parents: parents ? parents.split(' ') : [],
      authorName: this.intern(authorName),
      authorEmail: this.intern(authorEmail),
      authorDate,
      committerDate,
      subject,
      body: body.trimEnd(), // the same characters as `\s`
      files: [],
    };
    this.header = [];
  }

  private numstatToken(token: string): void {
    const first = token.indexOf('\t');
    const second = first === -1 ? -1 : token.indexOf('\t', first + 1);
    if (second === -1) return;
    const entry: FileChange = { path: '', additions: count(token.slice(0, first)), deletions: count(token.slice(first + 1, second)) };
    const path = token.slice(second + 1);
    if (path === '') {
      // Rename or copy: `a\td\t` NUL old-path NUL new-path.
      this.pendingEntry = entry;
      this.pendingPaths = 2;
      return;
    }
    entry.path = this.intern(path);
    this.current?.files.push(entry);
  }

  private statusToken(token: string): void {
    const status = token.charAt(0);
    this.pendingEntry = { path: '', additions: 0, deletions: 0, status };
    this.pendingPaths = status === 'R' || status === 'C' ? 2 : 1;
  }

  private pathToken(path: string): void {
    this.pendingPaths -= 1;
    if (!this.pendingEntry) return;
    if (this.pendingPaths > 0) {
      // The old path of a rename or copy: the new one names the file.
      this.pendingEntry.previousPath = this.intern(path);
      return;
    }
    this.pendingEntry.path = this.intern(path);
    this.current?.files.push(this.pendingEntry);
    this.pendingEntry = null;
  }

  private finish(done: Commit[]): void {
    if (this.field < HEADER_FIELDS && this.header.length > 0) {
      // A truncated header (output cut short): keep what there is.
      while (this.field < HEADER_FIELDS) {
        this.header.push('');
        this.field += 1;
      }
      this.startCommit();
    }
    if (this.current) done.push(this.current);
    this.current = null;
    this.pendingPaths = 0;
    this.pendingEntry = null;
  }

  private intern(value: string): string {
    const known = this.strings.get(value);
    if (known !== undefined) return known;
    if (this.strings.size < 500_000) this.strings.set(value, value);
    return value;
  }
}

function count(value: string): number {
  const parsed = Number.parseInt(value, 10);
  return Number.isNaN(parsed) ? 0 : parsed; // `-` for binary files
}
