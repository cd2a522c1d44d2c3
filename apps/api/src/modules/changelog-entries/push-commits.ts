import { Inject, Injectable } from '@nestjs/common';
import { openRepository, readCommits, type Commit } from '@chronicle/history';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import type { CodeRepositoryRow } from '../../database/schema.js';
import { gitCacheDir, repositorySource } from '../code-repositories/repository-source.js';

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

// A push is read from git with at most this many commits: an entry summarises, it does not list.
const MAX_COMMITS_FROM_GIT = 10_000;

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

/**
 * The commits of a push, oldest first: those the payload lists, or — when it lists as many as a
 * payload can hold, so that some may be missing — all of them, read from git (the repository's
 * folder, or a clone of it cached under the data directory). What git is given comes from the
 * connection, never the payload: the source is the folder or clone URL stored at connect, and
 * `before`/`after` must be commit ids (payloads stored before they were checked on arrival are
 * checked again here).
 */
@Injectable()
export class PushCommitsReader {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async read(repository: CodeRepositoryRow, payload: PushPayload): Promise<Commit[]> {
    const listed = (payload.commits ?? []).map(commitFromPayload);
    if (listed.length < this.config.github.pushPayloadCommitLimit || !payload.after) return listed;
    const source = repositorySource(repository, this.config);
    if (!source) throw new Error(`The push lists ${listed.length} commits, the most a payload holds, and ${repository.fullName} has no clone URL to read the rest from.`);
    const shas = [payload.after, ...(payload.before ? [payload.before] : [])];
    if (!shas.every((sha) => COMMIT_SHA.test(sha))) throw new Error('The push names a before or after that is not a commit id, so it is not read from git.');
    const opened = await openRepository(source, { cacheDir: gitCacheDir(this.config) });
    const range = !payload.before || payload.before === ZERO_SHA ? payload.after : `${payload.before}..${payload.after}`;
    const commits: Commit[] = [];
    for await (const commit of readCommits(opened, { range, maxCommits: MAX_COMMITS_FROM_GIT })) commits.push(commit);
    return commits.reverse();
  }
}
