import { CHANGE_SECTIONS, classifyCommit, clusterCommits, readCommits, type ChangeSection, type Commit, type Repository } from '@chronicle/history';
// The secrets subpath alone: the package's root loads the parsers and language data (about a second).
import { redactSecretsIn } from '@chronicle/snapshot/secrets';
import { MAX_LISTED, quoted, short, ToolError } from './answer.js';
import { boundText, git, isAncestor, type GitRange } from './git-range.js';
import { releaseNotesOf, type ReleaseNotes } from './release-notes.js';

/** Commits read to make changelog items and lists, at most, the newest (their count is still exact). */
export const MAX_COMMITS_READ = 5_000;
/** Commits `detail: 'commits'` lists, at most, newest first (the pager cuts the text into pages). */
export const MAX_COMMITS_LISTED = 1_000;
/** With `detail: 'items'` the commits are listed too when the range holds at most this many. */
export const SHORT_RANGE = 20;

export type ChangesDetail = 'items' | 'commits';
export type CommitLine = { sha: string; date: string; author: string; subject: string; /** A merge commit (two parents or more). */ merge: boolean };

export type Changes = {
  head: string;
  range: GitRange;
  /** Only commits that touched this file or folder; null for all. */
  path: string | null;
  detail: ChangesDetail;
  /** False when `since` names a commit the end's history does not contain (the commits are then those the end has and it has not). */
  sinceOnHistory: boolean;
  /** Exactly as many as `git log <range> [-- path]` lists, merges included. */
  commitCount: number;
  /** How many of them are merges. */
  mergeCount: number;
  /** The newest commits read for the items (at most MAX_COMMITS_READ) or the list (at most MAX_COMMITS_LISTED). */
  commitsRead: number;
  /** The newest commits, listed when `detail` is 'commits' (at most MAX_COMMITS_LISTED) or the range is short. */
  commits: CommitLine[];
  /** Changelog items by Keep a Changelog section (sections with none left out), made from the newest MAX_COMMITS_READ commits; {} with detail 'commits'. */
  changes: Partial<Record<ChangeSection, { text: string; breaking: boolean; commits: string[] }[]>>;
  itemCount: number;
  /** The maintainers' notes for the releases tagged in the range (detail 'items', no path); null when there are none. */
  releaseNotes: ReleaseNotes | null;
};

export type FileHistoryLine = Omit<CommitLine, 'merge'> & {
  /** A, M, D, R… of the path, or of each file under a folder; a followed file's entry names the path it had then (and before a rename, `previousPath`). */
  files: { path: string; status: string; previousPath?: string }[];
};
export type FileHistory = {
  head: string;
  path: string;
  /** A file, followed across renames (`git log --follow`); false for a folder, which git cannot follow. */
  followed: boolean;
  /** In a partial clone only renames that kept the file's content are followed (its blobs are not in the clone). */
  exactRenamesOnly: boolean;
  /** The other paths the file had, newest first. */
  formerPaths: string[];
  /** Exactly as many as `git log [--follow] -- path` lists. */
  commitCount: number;
  commits: FileHistoryLine[];
};

function line(commit: Commit): CommitLine {
  return { sha: commit.sha, date: commit.committerDate, author: commit.authorName, subject: commit.subject, merge: commit.parents.length > 1 };
}

/** The revisions and options that select a range's commits, for `rev-list` and `readCommits` alike. */
function selection(range: GitRange, head: string): { revision: string; since?: string; until?: string } {
  const end = range.until.commit ?? head;
  return {
    revision: range.since?.commit ? `${range.since.commit}..${end}` : end,
    ...(range.since?.kind === 'date' ? { since: range.since.date } : {}),
    ...(range.until.kind === 'date' ? { until: range.until.date } : {}),
  };
}

/**
 * The commits of a range — every one `git log A..B` lists, merged branches' commits and the merges
 * themselves included, newest first — counted exactly, and the changelog items the newest
 * MAX_COMMITS_READ of them make (minimal clustering: a merged pull request and its branch's
 * commits are one item), with the maintainers' release notes for the releases tagged in it.
 * `B` before `A` (an empty range by construction) is a ToolError that says to swap them.
 */
export async function changesSince(repository: Repository, head: string, range: GitRange, options: { path: string | null; detail: ChangesDetail }): Promise<Changes> {
  const { since, until } = range;
  const selected = selection(range, head);
  const dates = [...(selected.since ? [`--since=${selected.since}`] : []), ...(selected.until ? [`--until=${selected.until}`] : [])];
  const paths = options.path ? ['--', `:(literal)${options.path}`] : [];
  const count = (extra: string[]) => git(repository, ['rev-list', '--count', ...extra, ...dates, '--end-of-options', selected.revision, ...paths]).then((text) => Number(text.trim()));
  const [commitCount, mergeCount, sinceOnHistory] = await Promise.all([count([]), count(['--merges']), since?.commit ? isAncestor(repository, since.commit, until.commit ?? head) : Promise.resolve(true)]);
  // Only an empty range can be one written backwards (each check walks the history).
  if (commitCount === 0 && since?.commit && until.commit && since.commit !== until.commit && (await isAncestor(repository, until.commit, since.commit))) {
    throw new ToolError(`The range ${since.input}..${until.input} is empty: ${until.input} (${short(until.commit)}) is older than ${since.input} (${short(since.commit)}), in its history. Swap them: ${until.input}..${since.input}.`);
  }

  const wanted = options.detail === 'commits' ? MAX_COMMITS_LISTED : MAX_COMMITS_READ;
  const commits: Commit[] = [];
  if (commitCount > 0) {
    for await (const commit of readCommits(repository, { range: selected.revision, since: selected.since, until: selected.until, paths: options.path ? [options.path] : undefined, pathsOnly: true, maxCommits: wanted })) commits.push(commit);
  }
  const items = options.detail === 'items' ? clusterCommits(commits.map(classifyCommit), 'minimal') : [];
  const changes: Changes['changes'] = {};
  for (const section of CHANGE_SECTIONS) {
    const inSection = items.filter((item) => item.section === section);
    if (inSection.length) changes[section] = inSection.slice(0, MAX_LISTED).map((item) => ({ text: item.text, breaking: item.breaking, commits: item.commits }));
  }
  const listed = options.detail === 'commits' || commitCount <= SHORT_RANGE ? commits.map(line) : [];
  const releaseNotes = options.detail === 'items' && !options.path ? await releaseNotesOf(repository, head, range) : null;
  const texts = [
    ...[since?.input, until.input, options.path].filter((text): text is string => !!text),
    ...listed.flatMap((commit) => [commit.author, commit.subject]),
    ...Object.values(changes).flatMap((inSection) => inSection.map((item) => item.text)),
    ...(releaseNotes ? [releaseNotes.file, ...releaseNotes.missing, ...releaseNotes.releases.flatMap((release) => [release.tag, release.heading, release.text])] : []),
  ];
  // Messages, names and the changelog's text are the repository's: a secret in them is never answered.
  return redactSecretsIn({ head, range, path: options.path, detail: options.detail, sinceOnHistory, commitCount, mergeCount, commitsRead: commits.length, commits: listed, changes, itemCount: items.length, releaseNotes }, texts);
}

/** How an answer names a range: `v1.0.0 (abc1234, 2024-01-01)..HEAD (def5678, 2024-02-01)`. */
export function rangeText(range: GitRange): string {
  return `${range.since ? boundText(range.since) : 'the first commit'} → ${boundText(range.until)}`;
}

/** Normalises a repository-relative path: `./src/a.ts` and `/src/a.ts` are `src/a.ts`; `..` is refused. */
export function repositoryPath(input: string): string {
  const cleaned = input.trim().replace(/\\/g, '/').replace(/^(?:\.\/|\/)+/, '').replace(/\/+$/, '');
  if (!cleaned || cleaned === '.') throw new ToolError('`path` is empty: give a file or folder of the repository, such as src/index.ts.');
  if (cleaned.split('/').includes('..')) throw new ToolError(`${quoted(input)} leaves the repository: give a path inside it, such as src/index.ts.`);
  return cleaned;
}

/**
 * The commits up to `head` that touched `path`, newest first, at most `limit` listed and all
 * counted. A file is followed across renames (`git log --follow`), each commit naming the path the
 * file had then; a folder is not (git follows single files only).
 */
export async function fileHistory(repository: Repository, head: string, path: string, limit: number): Promise<FileHistory> {
  const followed = (await objectType(repository, head, path)) === 'file';
  let commitCount = 0;
  const commits: FileHistoryLine[] = [];
  const formerPaths: string[] = [];
  if (followed) {
    for await (const commit of readCommits(repository, { range: head, paths: [path], pathsOnly: true, follow: true })) {
      commitCount++;
      for (const file of commit.files) for (const name of [file.path, file.previousPath]) if (name && name !== path && !formerPaths.includes(name)) formerPaths.push(name);
      if (commits.length < limit) commits.push(historyLine(commit));
    }
  } else {
    commitCount = Number((await git(repository, ['rev-list', '--count', '--end-of-options', head, '--', `:(literal)${path}`])).trim());
    if (commitCount > 0) for await (const commit of readCommits(repository, { range: head, paths: [path], pathsOnly: true, maxCommits: limit })) commits.push(historyLine(commit));
  }
  const texts = [path, ...formerPaths, ...commits.flatMap((commit) => [commit.author, commit.subject, ...commit.files.flatMap((file) => [file.path, file.previousPath ?? ''])])];
  return redactSecretsIn({ head, path, followed, exactRenamesOnly: followed && repository.partialClone, formerPaths, commitCount, commits }, texts);
}

function historyLine(commit: Commit): FileHistoryLine {
  const { merge: _merge, ...rest } = line(commit);
  return { ...rest, files: commit.files.slice(0, 20).map((file) => ({ path: file.path, status: file.status ?? 'M', ...(file.previousPath ? { previousPath: file.previousPath } : {}) })) };
}

/**
 * Whether `path` is a file or a folder: at `head`, or — gone by then — just before the newest
 * commit that touched it (the one that deleted it). Null when no commit ever had it. Read from the
 * trees (`ls-tree`), so a partial clone needs no blob.
 */
async function objectType(repository: Repository, head: string, path: string): Promise<'file' | 'folder' | null> {
  const typeAt = async (commit: string): Promise<'file' | 'folder' | null> => {
    const listing = await git(repository, ['--literal-pathspecs', 'ls-tree', '-z', '--full-tree', '--end-of-options', commit, '--', path]).catch(() => '');
    const entry = listing.split('\0').find((item) => item.slice(item.indexOf('\t') + 1) === path);
    return entry === undefined ? null : entry.split(' ')[1] === 'tree' ? 'folder' : 'file';
  };
  const now = await typeAt(head);
  if (now) return now;
  const last = (await git(repository, ['rev-list', '-1', '--end-of-options', head, '--', `:(literal)${path}`])).trim();
  if (!last) return null;
  return (await typeAt(`${last}^`)) ?? typeAt(last);
}
