import { GitCommandError, runGit, type Repository } from '@chronicle/history';
import { quoted, short, ToolError } from './answer.js';

/** One end of a range as the client named it, resolved. */
export type Bound = {
  /** What the client wrote (the answer's data redacts it like any repository text). */
  input: string;
  kind: 'commit' | 'tag' | 'branch' | 'head' | 'date';
  /** The commit it names; null for a date. */
  commit: string | null;
  /** The commit's committer date, or the date given, ISO 8601. */
  date: string;
};

/**
 * The commits `changes_since` reads: those `git log <since>..<until>` lists, where a date bound is
 * `--since`/`--until` on the committer date instead. `since` is null for the whole history up to
 * `until` (a repository without a tag before it).
 */
export type GitRange = {
  since: Bound | null;
  until: Bound;
  /** `since` was not given: it is the newest tag before `until`. */
  defaultSince: boolean;
};

const HEX = /^[0-9a-f]{7,40}$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;
// What a ref name may not hold (git check-ref-format), and what would make git read it as an option or an expression.
// Ancestry steps after a name or SHA: `~`, `~3`, `^`, `^2`, in any sequence.
const ANCESTRY = /^(.*?)((?:~\d{0,6}|\^\d?)+)$/;
const NOT_A_NAME = /[\s:~^?*[\\]|\.\.|@\{|^-|^\/|\/$|\.lock$/;

/** Runs git on the repository, never fetching: in a partial clone a missing object fails the command instead of being downloaded. */
export function git(repository: Repository, args: string[]): Promise<string> {
  return runGit(['-c', 'protocol.allow=never', '--git-dir', repository.gitDir, ...args]);
}

/** The commit a full revision names (`rev-parse --verify -q`); null when it names none. */
export async function commitOf(repository: Repository, revision: string): Promise<string | null> {
  const sha = await git(repository, ['rev-parse', '--verify', '-q', '--end-of-options', `${revision}^{commit}`]).catch(() => '');
  return sha.trim() || null;
}

/** The commit the repository's head names; null in a repository without commits. */
export async function headOf(repository: Repository): Promise<string | null> {
  return commitOf(repository, repository.defaultRef);
}

/**
 * Resolves `since` and `until` (either may be `A..B` alone) against the repository at `head`.
 * Each end is a tag, a branch, `HEAD`, a commit SHA or a prefix of it (any of them with `~n`/`^n`
 * steps), or an ISO date; `until`
 * defaults to the head and `since` to the newest tag before `until`. A bad end, both `A..B` and
 * `until`, or a date range that ends before it starts is a ToolError.
 */
export async function resolveRange(repository: Repository, head: string, input: { since?: string; until?: string }, repositoryName: string): Promise<GitRange> {
  let sinceText = input.since?.trim();
  let untilText = input.until?.trim();
  if (sinceText?.includes('...')) throw new ToolError(`${quoted(sinceText)} is a symmetric range (A...B): give A..B, the commits B has and A has not.`);
  if (sinceText?.includes('..')) {
    if (untilText) throw new ToolError('Give either `since` as A..B, or `since` and `until`, not both.');
    const at = sinceText.indexOf('..');
    [sinceText, untilText] = [sinceText.slice(0, at).trim(), sinceText.slice(at + 2).trim()];
  }
  const until = untilText ? await resolveBound(repository, head, untilText, 'until', repositoryName) : await headBound(repository, head);
  const since = sinceText ? await resolveBound(repository, head, sinceText, 'since', repositoryName) : await defaultSince(repository, head, until);
  if (since?.kind === 'date' && until.kind === 'date' && since.date > until.date) {
    throw new ToolError(`\`since\` (${since.date}) is after \`until\` (${until.date}): the range is empty; swap them.`);
  }
  return { since, until, defaultSince: !sinceText };
}

async function headBound(repository: Repository, head: string): Promise<Bound> {
  return { input: 'HEAD', kind: 'head', commit: head, date: await committerDate(repository, head) };
}

/**
 * A tag (exact name), a branch, HEAD, a commit by its SHA or a prefix of 7–40 hex digits — each
 * optionally followed by ancestry steps (`HEAD~3`, `v1.2.0^`) — else an ISO date; else a ToolError.
 */
async function resolveBound(repository: Repository, head: string, text: string, role: 'since' | 'until', repositoryName: string): Promise<Bound> {
  const [, base = text, steps = ''] = ANCESTRY.exec(text) ?? [];
  if (steps && base) {
    const from = await resolveBound(repository, head, base, role, repositoryName);
    if (!from.commit) throw new ToolError(`${quoted(text)}: a date takes no ~ or ^ steps.`);
    const commit = await commitOf(repository, `${from.commit}${steps}`);
    if (!commit) throw new ToolError(`${quoted(text)} names no commit: the history of ${from.input} is not that long.`);
    return { input: text, kind: 'commit', commit, date: await committerDate(repository, commit) };
  }
  if (text === 'HEAD') return headBound(repository, head);
  if (!NOT_A_NAME.test(text)) {
    for (const [kind, prefix] of [['tag', 'refs/tags/'], ['branch', 'refs/heads/'], ['branch', 'refs/remotes/']] as const) {
      const commit = await commitOf(repository, `${prefix}${text}`);
      if (commit) return { input: text, kind, commit, date: await committerDate(repository, commit) };
    }
  }
  if (HEX.test(text)) {
    const commit = await commitOf(repository, text);
    if (commit) return { input: text, kind: 'commit', commit, date: await committerDate(repository, commit) };
    throw new ToolError(`No commit of ${repositoryName} starts with ${quoted(text)} (or the prefix names several): give more digits, a tag or a date.`);
  }
  const date = isoDate(text, role);
  if (date) return { input: text, kind: 'date', commit: null, date };
  throw new ToolError(
    `${quoted(text)} is neither a commit, a tag nor a date of ${repositoryName}: give a commit SHA (7 to 40 hex digits), a tag (list them with git tag), a branch, or an ISO date such as 2024-05-01${role === 'since' ? '; a range is A..B' : ''}.`,
  );
}

/** An ISO 8601 date or date-time; a bare date starts its day as `since` and ends it as `until` (both in UTC), so a range of days holds its last day. */
function isoDate(text: string, role: 'since' | 'until'): string | null {
  if (!ISO_DATE.test(text) || Number.isNaN(Date.parse(text))) return null;
  const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(text);
  const date = new Date(dayOnly ? `${text}T${role === 'since' ? '00:00:00.000' : '23:59:59.999'}Z` : text.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * The newest tag before `until` (`git describe --tags --abbrev=0`), not on `until`'s own commit:
 * "what changed since the last release", or with `until` a tag, what that release brought.
 * Null when no tag precedes it (the whole history).
 */
async function defaultSince(repository: Repository, head: string, until: Bound): Promise<Bound | null> {
  const end = until.commit ?? (await git(repository, ['rev-list', '-1', `--until=${until.date}`, '--end-of-options', head])).trim();
  if (!end) return null;
  const describe = (revision: string) => git(repository, ['describe', '--tags', '--abbrev=0', '--end-of-options', revision]).then((text) => text.trim(), () => '');
  let tag = await describe(end);
  if (tag && (await commitOf(repository, `refs/tags/${tag}`)) === end) tag = (await commitOf(repository, `${end}^`)) ? await describe(`${end}^`) : '';
  const commit = tag ? await commitOf(repository, `refs/tags/${tag}`) : null;
  return tag && commit ? { input: tag, kind: 'tag', commit, date: await committerDate(repository, commit) } : null;
}

export async function committerDate(repository: Repository, sha: string): Promise<string> {
  return new Date((await git(repository, ['show', '-s', '--format=%cI', '--end-of-options', sha])).trim()).toISOString();
}

/** Whether `ancestor` is in the history of `descendant` (`merge-base --is-ancestor`). */
export async function isAncestor(repository: Repository, ancestor: string, descendant: string): Promise<boolean> {
  return git(repository, ['merge-base', '--is-ancestor', ancestor, descendant]).then(
    () => true,
    (error) => (error instanceof GitCommandError && error.exitCode === 1 ? false : Promise.reject(error)),
  );
}

/** How answers name a bound: `v1.2.0 (abc1234, 2024-05-01)`, `HEAD~2 (abc1234, 2024-05-01)`, `abc1234 (2024-05-01)`, or the date. */
export function boundText(bound: Bound): string {
  if (bound.kind === 'date') return bound.date;
  const day = bound.date.slice(0, 10);
  return bound.kind === 'commit' && HEX.test(bound.input) ? `${short(bound.commit)} (${day})` : `${bound.input} (${short(bound.commit)}, ${day})`;
}
