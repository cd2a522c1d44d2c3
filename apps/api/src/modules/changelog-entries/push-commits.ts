import type { Commit } from '@chronicle/history';

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
