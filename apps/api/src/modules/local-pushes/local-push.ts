import { payloadFromCommit, ZERO_SHA, type PushPayload } from '@chronicle/analysis';
import { openRepository, readCommits } from '@chronicle/history';
import type { CodeRepositoryRow } from '../../database/schema.js';

/** A push found by polling, ready for the inbox: its delivery id is stable, so a repeat is ignored. */
export type LocalPush = { deliveryId: string; payload: PushPayload; commitCount: number };

/**
 * The push that moved a local repository's branch from `before` to `after`, written in the shape
 * of GitHub's push payload so that it is processed exactly like a webhook delivery. Like GitHub's,
 * the payload lists at most `payloadLimit` commits (the newest); processing reads the rest from git.
 */
export async function localPush(repository: CodeRepositoryRow, before: string | null, after: string, payloadLimit: number, now: Date): Promise<LocalPush> {
  const opened = await openRepository(repository.localPath!, { cacheDir: '' });
  const range = before ? `${before}..${after}` : after;
  const commits = [];
  for await (const commit of readCommits(opened, { range, maxCommits: payloadLimit })) commits.push(payloadFromCommit(commit));
  commits.reverse();
  return {
    deliveryId: `local-${repository.id}-${after}`,
    commitCount: commits.length,
    payload: {
      ref: `refs/heads/${repository.defaultBranch}`,
      before: before ?? ZERO_SHA,
      after,
      deleted: false,
      commits,
      repository: { default_branch: repository.defaultBranch, pushed_at: Math.floor(now.getTime() / 1000) },
    },
  };
}
