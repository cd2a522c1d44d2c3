import { extractReferences, readCommits, readTags, type Commit, type Repository } from '@chronicle/history';
import type { FileHistory, HistoryFacts, TagFact } from '../model.js';
import { ConventionCounter, readBranch } from './conventions.js';
import { FolderAuthors } from './folder-authors.js';

/** The history facts of a commit and the history of each of its files. */
export type HistoryIndex = {
  facts: Omit<HistoryFacts, 'changelog'>;
  /** Per path of the snapshot's tree; a path no commit touched (none, in practice) is absent. */
  files: Map<string, FileHistory>;
};

type FileAccumulator = { commits: number; authors: Set<string>; lastCommit: string; lastChange: string };

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
    for (const change of entry.files) if (paths.has(change.path)) touch(files, change.path, entry, author);
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
  };
}

/** Tags that point at commits of `shas`, newest first (ties by name), for a cached snapshot whose tags may have changed. */
export async function reachableTags(repository: Repository, shas: readonly string[]): Promise<TagFact[]> {
  const shaSet = new Set(shas);
  return sortTags((await readTags(repository)).filter((tag) => shaSet.has(tag.sha)));
}

function touch(files: Map<string, FileAccumulator>, path: string, commit: Commit, author: string): void {
  const file = files.get(path);
  // `git log` lists the newest commit first, so the first commit seen for a path is its last change.
  if (!file) files.set(path, { commits: 1, authors: new Set([author]), lastCommit: commit.sha, lastChange: commit.committerDate });
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
