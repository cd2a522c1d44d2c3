import { repositoryPath } from '../git/bare-repositories.js';
import { listRefs, ZERO_SHA } from '../git/history.js';
import { filePathProblem, updateRef, writeCommits } from '../git/write-commits.js';
import { isValidBranchName } from '../seed.js';
import { findUser, githubTimestamp, noreplyEmail, repositoryKey, type EmulatorState, type RepositoryRecord } from '../state.js';
import type { WebhookDispatcher } from '../webhooks/dispatcher.js';
import { buildPushPayload } from '../webhooks/payloads.js';
import type { DeliveryReport, PushRequestBody, PushResult } from './types.js';

/** A control call that cannot be done, with the HTTP status to answer. */
export class ControlError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The most commits one push call may create. */
const MAX_COMMITS = 10_000;

/**
 * Commits the request's changes to the branch (created from the default branch's head if missing),
 * then delivers one `push` event to every active hook subscribed to it. Pushes to one repository
 * are serialized: each starts from the head the previous one left, and their deliveries go out in
 * the same order. Resolves after every delivery was attempted.
 */
export async function pushCommits(state: EmulatorState, dispatcher: WebhookDispatcher, repository: RepositoryRecord, request: PushRequestBody): Promise<PushResult> {
  const pushed = await state.repositoryLocks.run(repositoryKey(repository), async () => {
    const gitDir = repositoryPath(state.dataDir, repository);
    const pusher = findUser(state, repository.owner)!;
    const ref = `refs/heads/${request.branch}`;
    // One read gives the branch, the default branch to start a new one from, and (for the
    // payload's `distinct`) every other branch and tag as they were before the push.
    const refsBefore = await listRefs(gitDir);
    const before = refsBefore.get(ref);
    if (before && request.commits.length === 0) throw new ControlError(422, `Nothing to push: no commits given and branch "${request.branch}" already exists.`);
    const start = before ?? refsBefore.get(`refs/heads/${repository.default_branch}`);
    const date = githubTimestamp();
    const identity = { name: request.author?.name ?? pusher.name, email: request.author?.email ?? noreplyEmail(pusher), date };
    const commits = await writeCommits(gitDir, start, request.commits, identity);
    const head = commits.at(-1) ?? start;
    if (!head) throw new ControlError(422, `Nothing to push: no commits given and the repository is empty.`);
    try {
      await updateRef(gitDir, ref, head, before);
    } catch {
      throw new ControlError(409, `Branch "${request.branch}" moved while pushing (a concurrent git push?); try again.`);
    }
    repository.pushedAt = date;
    const payload = await buildPushPayload(state, repository, {
      ref,
      before: before ?? ZERO_SHA,
      after: head,
      pusher,
      commitLimit: state.pushPayloadCommitLimit,
      refsBefore,
      appendedCommits: commits,
    });
    // Queued while still holding the lock, so deliveries leave in push order.
    const deliveries = dispatcher.dispatch(repository, 'push', payload, dispatcher.hooksFor(repository, 'push'));
    return { head, before: before ?? ZERO_SHA, commits, deliveries };
  });
  const deliveries: DeliveryReport[] = await pushed.deliveries;
  return { head: pushed.head, before: pushed.before, commits: pushed.commits, deliveries };
}

/** The request body if it is a well-formed push; otherwise throws a ControlError (422) naming the problem. */
export function readPushRequest(body: unknown): PushRequestBody {
  const fail = (message: string): never => {
    throw new ControlError(422, message);
  };
  if (!isRecord(body)) return fail('The body must be a JSON object with "branch" and "commits".');
  const unknown = Object.keys(body).find((key) => !['branch', 'commits', 'author'].includes(key));
  if (unknown !== undefined) fail(`"${unknown}" is not a known field (expected branch, commits, author).`);
  const { branch, commits, author } = body;
  if (typeof branch !== 'string' || !isValidBranchName(branch)) fail(`branch must be a valid git branch name (got ${JSON.stringify(branch)}).`);
  if (!Array.isArray(commits)) return fail('commits must be an array.');
  if (commits.length > MAX_COMMITS) fail(`commits may hold at most ${MAX_COMMITS} commits.`);
  commits.forEach((commit: unknown, index) => {
    const at = `commits[${index}]`;
    if (!isRecord(commit)) return fail(`${at} must be an object with "message" and "files".`);
    const extra = Object.keys(commit).find((key) => key !== 'message' && key !== 'files');
    if (extra !== undefined) fail(`${at}.${extra} is not a known field (expected message, files).`);
    if (typeof commit.message !== 'string' || commit.message.trim() === '') fail(`${at}.message must be a non-empty string.`);
    if (!isRecord(commit.files)) return fail(`${at}.files must be an object mapping paths to contents.`);
    for (const [file, content] of Object.entries(commit.files)) {
      const problem = filePathProblem(file);
      if (problem) fail(`${at}.files: path ${JSON.stringify(file)} ${problem}.`);
      if (typeof content !== 'string' && content !== null) fail(`${at}.files[${JSON.stringify(file)}] must be a string (the content) or null (to remove the file).`);
    }
  });
  if (author !== undefined) {
    if (!isRecord(author)) fail('author must be an object with "name" and "email".');
    const { name, email } = author as Record<string, unknown>;
    for (const [field, value] of [['name', name], ['email', email]] as const) {
      if (typeof value !== 'string' || value.trim() === '' || /[<>\n\0]/.test(value)) fail(`author.${field} must be a non-empty string without <, > or line breaks.`);
    }
  }
  return body as PushRequestBody;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
