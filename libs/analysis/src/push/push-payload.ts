import { createHash } from 'node:crypto';
import type { Commit } from '@chronicle/history';
import { toStorableText } from './json-text.js';

/** A commit as a GitHub push payload lists it. */
export type PayloadCommit = {
  id: string;
  message: string;
  timestamp: string;
  author?: { name?: string; email?: string };
  added?: string[];
  removed?: string[];
  modified?: string[];
};

/** The parts of a `push` payload Chronicle reads — GitHub's, or one LocalPushPoller writes in its shape. */
export type PushPayload = {
  ref?: string;
  before?: string;
  after?: string;
  deleted?: boolean;
  compare?: string;
  commits?: PayloadCommit[];
  repository?: { id?: number; default_branch?: string; pushed_at?: number | string; html_url?: string };
};

/** A commit id as git writes it: 40 hex digits (SHA-1), or 64 in a SHA-256 repository. */
export const COMMIT_SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

/** The "no commit" SHA GitHub puts in `before` when a push creates the branch. */
export const ZERO_SHA = '0'.repeat(40);

/** The history engine's Commit from a payload commit (line counts are not in payloads: 0). */
export function commitFromPayload(commit: PayloadCommit): Commit {
  const [subject = '', ...rest] = commit.message.split('\n');
  const paths = [...(commit.added ?? []), ...(commit.modified ?? []), ...(commit.removed ?? [])];
  return {
    sha: commit.id,
    parents: [],
    authorName: commit.author?.name ?? '',
    authorEmail: commit.author?.email ?? '',
    authorDate: commit.timestamp,
    committerDate: commit.timestamp,
    subject: subject.trim(),
    body: rest.join('\n').trim(),
    files: paths.map((path) => ({ path, additions: 0, deletions: 0 })),
  };
}

/** A history-engine commit in the payload's shape (its files counted as modified). */
export function payloadFromCommit(commit: Commit): PayloadCommit {
  return {
    id: commit.sha,
    message: commit.body ? `${commit.subject}\n\n${commit.body}` : commit.subject,
    timestamp: commit.committerDate,
    author: { name: commit.authorName, email: commit.authorEmail },
    added: [],
    removed: [],
    modified: commit.files.map((file) => file.path),
  };
}

/** A signed delivery whose payload is not a push payload Chronicle can read; the sentence says why. */
export class InvalidPushPayloadError extends Error {
  override readonly name = 'InvalidPushPayloadError';
}

/**
 * Whether a push makes a changelog entry: only pushes to the repository's default branch do —
 * not other branches, not tags, not a branch deletion. Returns null when it does, else the reason.
 */
export function whyNoEntry(payload: PushPayload, defaultBranch: string): string | null {
  const ref = payload.ref ?? '';
  if (ref.startsWith('refs/tags/')) return `a tag push (${ref.slice('refs/tags/'.length)})`;
  if (payload.deleted) return `the branch ${ref.replace(/^refs\/heads\//, '')} was deleted`;
  if (ref !== `refs/heads/${defaultBranch}`) return `a push to ${ref.replace(/^refs\/heads\//, '') || 'an unknown ref'}, not to ${defaultBranch}`;
  return null;
}

/**
 * What a push moved — ref, before, after — as one key: the same push resent under a new delivery
 * id has the same key, so the inbox stores it once.
 */
export function pushKeyOf(payload: PushPayload): string {
  return createHash('sha256').update(`${payload.ref ?? ''}\n${payload.before ?? ''}\n${payload.after ?? ''}`).digest('hex');
}

/**
 * Reads a GitHub push payload into the parts Chronicle uses, checking each: the ref is text,
 * commit ids are hex SHAs, links are http(s), times are sane. What it returns is all that is
 * stored, with every string made storable (no NUL, no unpaired surrogate). Anything else is an
 * InvalidPushPayloadError with a sentence.
 */
export function parsePushPayload(value: unknown): PushPayload {
  const payload = record(value, 'the payload');
  const commits = optional(payload.commits, (list) => array(list, 'commits').map((commit, index) => parseCommit(commit, `commits[${index}]`)));
  const repository = record(payload.repository, 'repository');
  return toStorableText({
    ref: text(payload.ref, 'ref', 1_000),
    ...defined('before', optional(payload.before, (sha) => commitSha(sha, 'before'))),
    ...defined('after', optional(payload.after, (sha) => commitSha(sha, 'after'))),
    ...defined('deleted', optional(payload.deleted, (flag) => boolean(flag, 'deleted'))),
    ...defined('compare', optional(payload.compare, (link) => webLink(link, 'compare'))),
    ...defined('commits', commits),
    repository: {
      id: repositoryId(repository.id),
      ...defined('default_branch', optional(repository.default_branch, (branch) => text(branch, 'repository.default_branch', 255))),
      ...defined('pushed_at', optional(repository.pushed_at, pushedAt)),
      ...defined('html_url', optional(repository.html_url, (link) => webLink(link, 'repository.html_url'))),
    },
  });
}

function parseCommit(value: unknown, at: string): PayloadCommit {
  const commit = record(value, at);
  const author = optional(commit.author, (person) => record(person, `${at}.author`));
  const paths = (key: 'added' | 'removed' | 'modified') =>
    optional(commit[key], (list) => array(list, `${at}.${key}`).map((path, index) => text(path, `${at}.${key}[${index}]`, 4_096)));
  return {
    id: commitSha(commit.id, `${at}.id`),
    message: text(commit.message, `${at}.message`, 100_000),
    timestamp: text(commit.timestamp, `${at}.timestamp`, 64),
    ...defined('author', author && {
      ...defined('name', optional(author.name, (name) => text(name, `${at}.author.name`, 1_000))),
      ...defined('email', optional(author.email, (email) => text(email, `${at}.author.email`, 1_000))),
    }),
    ...defined('added', paths('added')),
    ...defined('removed', paths('removed')),
    ...defined('modified', paths('modified')),
  };
}

function record(value: unknown, at: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new InvalidPushPayloadError(`The push payload's ${at} must be an object.`);
  return value as Record<string, unknown>;
}

function array(value: unknown, at: string): unknown[] {
  if (!Array.isArray(value)) throw new InvalidPushPayloadError(`The push payload's ${at} must be a list.`);
  return value;
}

function text(value: unknown, at: string, maxLength: number): string {
  if (typeof value !== 'string') throw new InvalidPushPayloadError(`The push payload's ${at} must be text.`);
  if (value.length > maxLength) throw new InvalidPushPayloadError(`The push payload's ${at} is longer than ${maxLength} characters.`);
  return value;
}

function boolean(value: unknown, at: string): boolean {
  if (typeof value !== 'boolean') throw new InvalidPushPayloadError(`The push payload's ${at} must be true or false.`);
  return value;
}

function commitSha(value: unknown, at: string): string {
  if (typeof value !== 'string' || !COMMIT_SHA.test(value)) throw new InvalidPushPayloadError(`The push payload's ${at} must be a commit id of 40 hex digits.`);
  return value;
}

function webLink(value: unknown, at: string): string {
  const link = text(value, at, 2_048);
  if (!/^https?:\/\/[^\s]+$/i.test(link)) throw new InvalidPushPayloadError(`The push payload's ${at} must be an http(s) address.`);
  return link;
}

function repositoryId(value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) throw new InvalidPushPayloadError("The push payload's repository.id must be a positive whole number.");
  return value;
}

/** GitHub's `repository.pushed_at`: seconds since 1970 (or an ISO date), between 2005 and 2200. */
function pushedAt(value: unknown): number | string {
  const time = typeof value === 'number' ? value * 1000 : typeof value === 'string' ? Date.parse(value) : Number.NaN;
  if (!(time >= Date.UTC(2005, 0, 1) && time <= Date.UTC(2200, 0, 1))) {
    throw new InvalidPushPayloadError("The push payload's repository.pushed_at must be a time in seconds since 1970 or an ISO date.");
  }
  return value as number | string;
}

function optional<T>(value: unknown, read: (value: unknown) => T): T | undefined {
  return value === undefined || value === null ? undefined : read(value);
}

/** `{ key: value }` when the value is there, `{}` otherwise, so absent fields stay absent. */
function defined<K extends string, T>(key: K, value: T | undefined | null | false): { [P in K]?: T } {
  return value === undefined || value === null || value === false ? {} : ({ [key]: value } as { [P in K]?: T });
}
