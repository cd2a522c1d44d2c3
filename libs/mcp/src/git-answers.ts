import { CHANGE_SECTIONS, classifyCommit, clusterCommits, GitCommandError, readCommits, runGit, type ChangeSection, type Commit, type Repository } from '@chronicle/history';
// The secrets subpath alone: the package's root loads the parsers and language data (about a second).
import { redactSecretsIn } from '@chronicle/snapshot/secrets';
import { MAX_LISTED, quoted, ToolError } from './answer.js';

/** Commits read to make changelog items, at most (their count is still exact). */
export const MAX_COMMITS_READ = 5_000;

export type Since = { input: string; kind: 'commit' | 'tag' | 'date'; /** The commit it names (a date names none). */ commit: string | null; /** The commit's committer date, or the date given, ISO 8601. */ date: string };
export type CommitLine = { sha: string; date: string; author: string; subject: string };

export type Changes = {
  head: string;
  since: Since;
  /** False when `since` names a commit the head's history does not contain (the commits are then those the head has and it has not). */
  sinceOnHistory: boolean;
  commitCount: number;
  commits: CommitLine[];
  /** Changelog items by Keep a Changelog section (sections with none left out), made from the first MAX_COMMITS_READ commits. */
  changes: Partial<Record<ChangeSection, { text: string; breaking: boolean; commits: string[] }[]>>;
  itemCount: number;
};

export type FileHistoryLine = CommitLine & { /** A, M, D… of the path, or of each file under a folder. */ files: { path: string; status: string }[] };
export type FileHistory = { head: string; path: string; commitCount: number; commits: FileHistoryLine[] };

const HEX = /^[0-9a-f]{7,40}$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;

function git(repository: Repository, args: string[]): Promise<string> {
  return runGit(['--git-dir', repository.gitDir, ...args]);
}

/** The commit the repository's head names; null in a repository without commits. */
export async function headOf(repository: Repository): Promise<string | null> {
  const sha = await git(repository, ['rev-parse', '--verify', '-q', `${repository.defaultRef}^{commit}`]).catch(() => '');
  return sha.trim() || null;
}

async function commitOf(repository: Repository, revision: string): Promise<string | null> {
  const sha = await git(repository, ['rev-parse', '--verify', '-q', `${revision}^{commit}`]).catch(() => '');
  return sha.trim() || null;
}

/** A tag (exact name), else a commit by its SHA or a prefix of 7–40 hex digits, else an ISO date; else a ToolError. */
export async function resolveSince(repository: Repository, input: string, repositoryName: string): Promise<Since> {
  const since = input.trim();
  if (!since) throw new ToolError('`since` is empty: give a commit SHA (7 to 40 hex digits), a tag such as v1.2.0, or an ISO date such as 2024-05-01.');
  if (!/[\s:~^?*[\\]|\.\.|@\{/.test(since) && !since.startsWith('-')) {
    const tagged = await commitOf(repository, `refs/tags/${since}`);
    if (tagged) return { input: since, kind: 'tag', commit: tagged, date: await committerDate(repository, tagged) };
  }
  if (HEX.test(since)) {
    const sha = await commitOf(repository, since);
    if (sha) return { input: since, kind: 'commit', commit: sha, date: await committerDate(repository, sha) };
    throw new ToolError(`No commit of ${repositoryName} starts with ${quoted(since)} (or the prefix names several): give more digits, a tag or a date.`);
  }
  if (ISO_DATE.test(since) && !Number.isNaN(Date.parse(since))) {
    const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(since) ? `${since}T00:00:00Z` : since.replace(' ', 'T'));
    if (!Number.isNaN(date.getTime())) return { input: since, kind: 'date', commit: null, date: date.toISOString() };
  }
  throw new ToolError(`${quoted(since)} is neither a commit, a tag nor a date of ${repositoryName}: give a commit SHA (7 to 40 hex digits), a tag (list them with git tag), or an ISO date such as 2024-05-01.`);
}

async function committerDate(repository: Repository, sha: string): Promise<string> {
  return new Date((await git(repository, ['show', '-s', '--format=%cI', sha])).trim()).toISOString();
}

function line(commit: Commit): CommitLine {
  return { sha: commit.sha, date: commit.committerDate, author: commit.authorName, subject: commit.subject };
}

/** The first-parent commits after `since` up to `head`, newest first, and the changelog items they make (minimal clustering). */
export async function changesSince(repository: Repository, head: string, since: Since): Promise<Changes> {
  const range = since.commit ? { range: `${since.commit}..${head}` } : { range: head, since: since.date };
  const countArgs = ['rev-list', '--count', '--first-parent', ...(since.commit ? [] : [`--since=${since.date}`]), '--end-of-options', range.range];
  const [count, sinceOnHistory] = await Promise.all([
    git(repository, countArgs).then((text) => Number(text.trim())),
    since.commit ? git(repository, ['merge-base', '--is-ancestor', since.commit, head]).then(() => true, (error) => (error instanceof GitCommandError && error.exitCode === 1 ? false : Promise.reject(error))) : Promise.resolve(true),
  ]);
  const commits: Commit[] = [];
  for await (const commit of readCommits(repository, { ...range, firstParent: true, pathsOnly: true, maxCommits: MAX_COMMITS_READ })) commits.push(commit);
  const items = clusterCommits(commits.map(classifyCommit), 'minimal');
  const changes: Changes['changes'] = {};
  for (const section of CHANGE_SECTIONS) {
    const inSection = items.filter((item) => item.section === section);
    if (inSection.length) changes[section] = inSection.slice(0, MAX_LISTED).map((item) => ({ text: item.text, breaking: item.breaking, commits: item.commits }));
  }
  const listed = commits.slice(0, MAX_LISTED).map(line);
  const texts = [since.input, ...listed.flatMap((commit) => [commit.author, commit.subject]), ...Object.values(changes).flatMap((inSection) => inSection.map((item) => item.text))];
  // Messages and names are the repository's: a secret in them is never answered.
  return redactSecretsIn({ head, since, sinceOnHistory, commitCount: count, commits: listed, changes, itemCount: items.length }, texts);
}

/** Normalises a repository-relative path: `./src/a.ts` and `/src/a.ts` are `src/a.ts`; `..` is refused. */
export function repositoryPath(input: string): string {
  const cleaned = input.trim().replace(/\\/g, '/').replace(/^(?:\.\/|\/)+/, '').replace(/\/+$/, '');
  if (!cleaned || cleaned === '.') throw new ToolError('`path` is empty: give a file or folder of the repository, such as src/index.ts.');
  if (cleaned.split('/').includes('..')) throw new ToolError(`${quoted(input)} leaves the repository: give a path inside it, such as src/index.ts.`);
  return cleaned;
}

/** The commits up to `head` that touched `path` (a file or a folder), newest first, at most `limit`. */
export async function fileHistory(repository: Repository, head: string, path: string, limit: number): Promise<FileHistory> {
  const count = Number((await git(repository, ['rev-list', '--count', '--end-of-options', head, '--', `:(literal)${path}`])).trim());
  const commits: FileHistoryLine[] = [];
  if (count > 0) {
    for await (const commit of readCommits(repository, { range: head, paths: [path], pathsOnly: true, maxCommits: limit })) {
      commits.push({ ...line(commit), files: commit.files.slice(0, 20).map((file) => ({ path: file.path, status: file.status ?? 'M' })) });
    }
  }
  const texts = [path, ...commits.flatMap((commit) => [commit.author, commit.subject, ...commit.files.map((file) => file.path)])];
  return redactSecretsIn({ head, path, commitCount: count, commits }, texts);
}
