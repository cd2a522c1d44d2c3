import { extractReferences, readCommits, readTags, type Commit, type FileChange, type Repository } from '@chronicle/history';
import type { FileHistory, HistoryFacts, TagFact } from '../model.js';
import { ConventionCounter, readBranch } from './conventions.js';
import { FolderAuthors } from './folder-authors.js';

/** The history facts of a commit and the history of each of its files. */
export type HistoryIndex = {
  facts: Omit<HistoryFacts, 'changelog'>;
  /** Per path of the snapshot's tree; a path no commit touched (none, in practice) is absent. */
  files: Map<string, FileHistory>;
  /** Paths that exactly one commit touched, and that commit added them without deleting any file (so no rename): it wrote every line. */
  soleCommits: Map<string, SoleCommit>;
  /** Whether a merge commit is in the history (a merge can change a file without listing it). */
  hasMerges: boolean;
};

/** The commit that wrote every line of a file: its SHA, its author's name as written and its author date (ISO 8601, the author's offset). */
export type SoleCommit = { sha: string; author: string; date: string };

type FileAccumulator = { commits: number; authors: Set<string>; lastCommit: string; lastChange: string; sole: SoleCommit | null };

/**
 * Reads the history up to `commit` in ONE streaming `git log` pass (every commit, merges included;
 * a merge lists no files, its branch's commits carry them) and gathers both the repository's
 * history facts and, for each path in `paths`, its commits, distinct authors and newest commit.
 * The same pass counts the most active authors per top-level folder and the commit conventions;
 * the branch comes from the refs that point at the commit. Renames are not followed: a file's
 * history starts at the commit that gave it its current path.
 */
export async function readHistory(repository: Repository, commit: { sha: string; date: string }, paths: ReadonlySet<string>, onCommit?: (count: number) => void): Promise<HistoryIndex> {
  const tagsRead = readTags(repository);
  tagsRead.catch(() => undefined);
  const branchRead = readBranch(repository, commit.sha);
  const folderAuthors = new FolderAuthors(FolderAuthors.foldersOf(paths));
  const conventions = new ConventionCounter();
  const shas: string[] = [];
  const contributors = new Set<string>();
  const references = new Set<number>();
  const months = lastTwelveMonths(commit.date);
  const perMonth = new Map(months.map((month) => [month, 0]));
  const files = new Map<string, FileAccumulator>();
  let first: Commit | null = null;
  let last: Commit | null = null;
  let hasMerges = false;
  for await (const entry of readCommits(repository, { range: commit.sha, pathsOnly: true })) {
    shas.push(entry.sha);
    const author = authorKey(entry);
    contributors.add(author);
    if (!first || Date.parse(entry.committerDate) < Date.parse(first.committerDate)) first = entry;
    if (!last || Date.parse(entry.committerDate) > Date.parse(last.committerDate)) last = entry;
    const month = entry.committerDate.slice(0, 7);
    if (perMonth.has(month)) perMonth.set(month, perMonth.get(month)! + 1);
    const found = extractReferences(entry.subject, entry.body);
    for (const number of [...found.pullRequests, ...found.issues]) references.add(number);
    if (entry.parents.length > 1) hasMerges = true;
    const deletes = entry.files.some((change) => change.status === 'D');
    for (const change of entry.files) if (paths.has(change.path)) touch(files, change, entry, author, deletes);
    folderAuthors.add(entry, author);
    conventions.add(entry);
    if (onCommit && shas.length % 1000 === 0) onCommit(shas.length);
  }
  const shaSet = new Set(shas);
  const tags = (await tagsRead).filter((tag) => shaSet.has(tag.sha));
  return {
    facts: {
      commits: shas.length,
      contributors: contributors.size,
      firstCommitDate: first?.committerDate ?? null,
      lastCommitDate: last?.committerDate ?? null,
      shas: shas.sort(),
      tags: sortTags(tags),
      references: [...references].sort((a, b) => a - b),
      recentActivity: months.map((month) => ({ month, commits: perMonth.get(month) ?? 0 })),
      authorsByFolder: folderAuthors.facts(),
      conventions: conventions.facts(await branchRead),
    },
    files: new Map([...files].map(([path, file]) => [path, { commits: file.commits, authors: file.authors.size, lastCommit: file.lastCommit, lastChange: file.lastChange }])),
    soleCommits: new Map([...files].flatMap(([path, file]) => (file.commits === 1 && file.sole ? [[path, file.sole] as const] : []))),
    hasMerges,
  };
}

/** Tags that point at commits of `shas`, newest first (ties by name), for a cached snapshot whose tags may have changed. */
export async function reachableTags(repository: Repository, shas: readonly string[]): Promise<TagFact[]> {
  const shaSet = new Set(shas);
  return sortTags((await readTags(repository)).filter((tag) => shaSet.has(tag.sha)));
}

function touch(files: Map<string, FileAccumulator>, change: FileChange, commit: Commit, author: string, deletes: boolean): void {
  const { path } = change;
  const file = files.get(path);
  // A commit that adds the file and deletes none cannot be a rename git blame would follow (the log reads with --no-renames).
  const sole = change.status === 'A' && !deletes ? { sha: commit.sha, author: commit.authorName.trim(), date: commit.authorDate } : null;
  // `git log` lists the newest commit first, so the first commit seen for a path is its last change.
  if (!file) files.set(path, { commits: 1, authors: new Set([author]), lastCommit: commit.sha, lastChange: commit.committerDate, sole });
  else {
    file.commits++;
    file.authors.add(author);
  }
}

/** One person per e-mail address (case-insensitive); the name when the address is empty. */
function authorKey(commit: Commit): string {
  return commit.authorEmail.trim().toLowerCase() || commit.authorName.trim();
}

function sortTags(tags: TagFact[]): TagFact[] {
  return tags
    .map((tag) => ({ name: tag.name, sha: tag.sha, date: tag.date }))
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** `YYYY-MM` of the commit's month and the eleven before it, oldest first, in the commit's own time zone. */
export function lastTwelveMonths(date: string): string[] {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  if (!Number.isFinite(year) || !Number.isFinite(month)) return [];
  const months: string[] = [];
  for (let back = 11; back >= 0; back--) {
    const index = year * 12 + (month - 1) - back;
    months.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  return months;
}
