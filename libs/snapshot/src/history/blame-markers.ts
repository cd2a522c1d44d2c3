import { runGit as runGitCommand, type Repository } from '@chronicle/history';
import type { BlameFacts, BlameKey, SnapshotCache } from '../cache/snapshot-cache.js';
import { fetchBlobs } from '../git/prefetch-blobs.js';
import type { SoleCommit } from './read-history.js';
import type { SourceFile, WorkMarker } from '../model.js';
import { redactSecrets } from '../scan/secrets/index.js';

/** How many `git blame` processes run at once: the machine's cores stay busy without a process per file at a time. */
const CONCURRENCY = 4;
/** Paths per `git rev-list` when a partial clone lists the history blobs blame will read. */
const PATHS_PER_LISTING = 200;

export type BlameOptions = {
  /** Runs git; tests wrap it to count the processes. */
  runGit?: (args: string[]) => Promise<string>;
  /** Where blames are kept between runs, by path, blob and last commit: absent, every marked file is blamed. */
  cache?: SnapshotCache | null;
  /** From the history pass: files one commit added and nothing else touched (see `readHistory`); their lines need no blame. */
  soleCommits?: ReadonlyMap<string, SoleCommit>;
  /** Whether the history has merges, which could change a file without listing it: sole commits are then checked against the blob. */
  hasMerges?: boolean;
  /** Whether the tree has a `.mailmap`, which git blame applies to names and the history pass does not. */
  hasMailmap?: boolean;
};

/** Who last changed a line, and when (the author's date, ISO 8601 with the author's offset). */
type LineAuthor = { author: string; date: string };

/**
 * Gives every work marker the author and date of its line at `commit`: ONE `git blame --porcelain`
 * per file that has markers, with one `-L n,n` per marker line, at most four at a time; files
 * without markers are not blamed. The author is the name as written in the commit, never the
 * e-mail address; the date is the author date. In a partial clone, the history blobs of those files
 * are downloaded first in one fetch, since blame would otherwise fetch them one by one. With a
 * cache, a file whose blob and last commit an earlier run blamed is not blamed again: a process per
 * marked file is most of what a run after a small commit would otherwise spend here.
 */
export async function blameMarkers(repository: Repository, commit: { sha: string }, files: SourceFile[], options: BlameOptions = {}): Promise<SourceFile[]> {
  const run = options.runGit ?? runGitCommand;
  const marked = files.filter((file) => file.scan.markers.length > 0);
  if (marked.length === 0 || !/^[0-9a-f]{40,64}$/.test(commit.sha)) return files;
  const blamed = new Map<string, Map<number, LineAuthor>>();
  const cache = options.cache ?? null;
  const toBlame: SourceFile[] = [];
  const cachedBlames = await Promise.all(marked.map((file) => readCachedBlame(cache, file)));
  marked.forEach((file, index) => {
    const cached = cachedBlames[index];
    if (cached) blamed.set(file.path, new Map(cached.map(([line, author, date]) => [line, { author, date }])));
    else toBlame.push(file);
  });
  const written = await writtenByOneCommit(repository, toBlame, options, run);
  const rest: SourceFile[] = [];
  for (const file of toBlame) {
    const sole = written.get(file.path);
    if (sole) blamed.set(file.path, new Map(markerLines(file).map((line) => [line, { author: sole.author, date: sole.date }])));
    else rest.push(file);
  }
  if (rest.length > 0 && repository.partialClone) await prefetchHistoryBlobs(repository, commit.sha, rest.map((file) => file.path), run);
  await forEachConcurrently(rest, CONCURRENCY, async (file) => {
    const lines = await blameLines(repository, commit.sha, file, run);
    blamed.set(file.path, lines);
    const key = blameKeyOf(file);
    // An empty answer may be a failure (git could not blame the path): it is not kept.
    if (cache && key && lines.size > 0) await cache.writeBlame(key, blameFactsOf(lines));
  });
  return files.map((file) => {
    const lines = blamed.get(file.path);
    if (!lines) return file;
    return { ...file, scan: { ...file.scan, markers: file.scan.markers.map((marker) => withAuthor(marker, lines.get(marker.line))) } };
  });
}

/**
 * The files whose every line one commit wrote, so that `git blame` could only name that commit:
 * exactly one commit touched the path, it added the file and deleted none (so blame follows no
 * rename), the blob is still the one it added (checked with `git ls-tree` when merges exist, since
 * a merge can change a file without listing it), and no mailmap or ignored revisions change what
 * blame would print. Spawning git blame per file was most of a cold snapshot's time (12 of 38
 * seconds on 10,000 files), and most marked files of most repositories were written once.
 */
async function writtenByOneCommit(repository: Repository, files: readonly SourceFile[], options: BlameOptions, run: (args: string[]) => Promise<string>): Promise<Map<string, SoleCommit>> {
  const written = new Map<string, SoleCommit>();
  const soleCommits = options.soleCommits;
  if (!soleCommits || options.hasMailmap || files.length === 0) return written;
  const candidates = files.flatMap((file) => {
    const sole = soleCommits.get(file.path);
    return sole ? [{ file, sole }] : [];
  });
  if (candidates.length === 0 || (await blameIsConfigured(repository, run))) return written;
  const blobs = options.hasMerges ? await blobsAtCommits(repository, candidates, run) : null;
  for (const { file, sole } of candidates) {
    if (!blobs || blobs.get(`${sole.sha}\0${file.path}`) === file.blob) written.set(file.path, sole);
  }
  return written;
}

/** True when the configuration maps names (`mailmap.file`, `mailmap.blob`) or makes blame skip revisions (`blame.ignoreRevsFile`). */
async function blameIsConfigured(repository: Repository, run: (args: string[]) => Promise<string>): Promise<boolean> {
  // `git config --get-regexp` exits with 1 when nothing matches.
  const found = await run(['--git-dir', repository.gitDir, 'config', '--get-regexp', '^(mailmap\\.(file|blob)|blame\\.ignorerevsfile)$']).catch(() => '');
  return found.trim() !== '';
}

/** The blob of each candidate's path at its sole commit, keyed `<sha>\0<path>`: one `git ls-tree` per commit and batch of paths. */
async function blobsAtCommits(repository: Repository, candidates: readonly { file: SourceFile; sole: SoleCommit }[], run: (args: string[]) => Promise<string>): Promise<Map<string, string>> {
  const pathsByCommit = new Map<string, string[]>();
  for (const { file, sole } of candidates) pathsByCommit.set(sole.sha, [...(pathsByCommit.get(sole.sha) ?? []), file.path]);
  const blobs = new Map<string, string>();
  for (const [sha, paths] of pathsByCommit) {
    for (let start = 0; start < paths.length; start += PATHS_PER_LISTING) {
      const listing = await run(['--literal-pathspecs', '--git-dir', repository.gitDir, 'ls-tree', '-z', '--full-tree', sha, '--', ...paths.slice(start, start + PATHS_PER_LISTING)]).catch(() => '');
      for (const entry of listing.split('\0')) {
        const match = /^\d+ blob ([0-9a-f]+)\t(.*)$/s.exec(entry);
        if (match) blobs.set(`${sha}\0${match[2]}`, match[1]!);
      }
    }
  }
  return blobs;
}

/** The cache key of a file's blame; null without history (no last commit to vouch for the lines). */
function blameKeyOf(file: SourceFile): BlameKey | null {
  const lastCommit = file.history.lastCommit;
  if (!lastCommit) return null;
  return { path: file.path, blob: file.blob, lastCommit, lines: markerLines(file) };
}

function readCachedBlame(cache: SnapshotCache | null, file: SourceFile): Promise<BlameFacts | null> {
  const key = blameKeyOf(file);
  return cache && key ? cache.readBlame(key) : Promise.resolve(null);
}

function blameFactsOf(lines: Map<number, LineAuthor>): BlameFacts {
  return [...lines].sort(([a], [b]) => a - b).map(([line, { author, date }]) => [line, author, date]);
}

function markerLines(file: SourceFile): number[] {
  return [...new Set(file.scan.markers.map((marker) => marker.line))];
}

function withAuthor(marker: WorkMarker, found: LineAuthor | undefined): WorkMarker {
  return found ? { ...marker, author: found.author, date: found.date } : marker;
}

/** One blame of a file's marker lines; a file git cannot blame (an unusual path, a line past the end) keeps its markers unblamed. */
async function blameLines(repository: Repository, sha: string, file: SourceFile, run: (args: string[]) => Promise<string>): Promise<Map<number, LineAuthor>> {
  const ranges = markerLines(file).flatMap((line) => ['-L', `${line},${line}`]);
  // `git blame` takes no `--end-of-options`: the revision is a full SHA checked above, and the path follows `--`.
  const output = await run(['--git-dir', repository.gitDir, 'blame', '--porcelain', ...ranges, sha, '--', file.path]).catch(() => '');
  return parsePorcelain(output);
}

/**
 * Reads `git blame --porcelain`: each line opens with `<sha> <original line> <final line>`; a
 * commit's `author`, `author-time` and `author-tz` headers follow only its first appearance.
 */
export function parsePorcelain(output: string): Map<number, LineAuthor> {
  const commits = new Map<string, { author: string; time: number; tz: string }>();
  const lines = new Map<number, LineAuthor>();
  let current: { sha: string; line: number } | null = null;
  for (const row of output.split('\n')) {
    const head = /^([0-9a-f]{40,64}) \d+ (\d+)(?: \d+)?$/.exec(row);
    if (head) {
      current = { sha: head[1]!, line: Number(head[2]) };
      if (!commits.has(current.sha)) commits.set(current.sha, { author: '', time: 0, tz: '+0000' });
      continue;
    }
    if (!current) continue;
    const info = commits.get(current.sha)!;
    // Blames are cached apart from the snapshot: an author's name holding a secret is cut here.
    if (row.startsWith('author ')) info.author = redactSecrets(row.slice('author '.length).trim());
    else if (row.startsWith('author-time ')) info.time = Number(row.slice('author-time '.length));
    else if (row.startsWith('author-tz ')) info.tz = row.slice('author-tz '.length).trim();
    else if (row.startsWith('\t')) lines.set(current.line, { author: info.author, date: isoDate(info.time, info.tz) });
  }
  return lines;
}

/** Seconds since the epoch in the offset git recorded (`+0200`), as ISO 8601: `2024-01-01T14:00:00+02:00`. */
export function isoDate(seconds: number, tz: string): string {
  const offset = /^([+-])(\d{2})(\d{2})$/.exec(tz);
  const sign = offset?.[1] === '-' ? -1 : 1;
  const minutes = offset ? sign * (Number(offset[2]) * 60 + Number(offset[3])) : 0;
  const local = new Date((seconds + minutes * 60) * 1000).toISOString().slice(0, 19);
  return `${local}${offset ? `${offset[1]}${offset[2]}:${offset[3]}` : '+00:00'}`;
}

/** Downloads, in one fetch, the blobs of these paths' history that a partial clone does not have yet. */
async function prefetchHistoryBlobs(repository: Repository, sha: string, paths: string[], run: (args: string[]) => Promise<string>): Promise<void> {
  const missing = new Set<string>();
  for (let start = 0; start < paths.length; start += PATHS_PER_LISTING) {
    const listing = await run(['--git-dir', repository.gitDir, 'rev-list', '--objects', '--missing=print', '--end-of-options', sha, '--', ...paths.slice(start, start + PATHS_PER_LISTING)]).catch(() => '');
    for (const line of listing.split('\n')) if (line.startsWith('?')) missing.add(line.slice(1).trim());
  }
  await fetchBlobs(repository, [...missing]).catch(() => 0);
}

async function forEachConcurrently<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
