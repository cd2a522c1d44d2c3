import { gunzipSync } from 'node:zlib';
import { pushLinkOf, writePushEntry, type AiPhase, type LlmProvider, type Tone } from '@chronicle/ai-phases';
import { classifyCommit, clusterCommits, openRepository, readCommits, type Commit } from '@chronicle/history';
import { commitTexts, redactSecretsIn } from '@chronicle/snapshot';
import { providerOf, type PlainModelSettings } from '../model-settings.js';
import { COMMIT_SHA, commitFromPayload, ZERO_SHA, type PushPayload } from './push-payload.js';

/** What a push's entry is written from: plain data, so it can cross into a worker thread. */
export type PushEntryInput = {
  /** The delivery's payload as stored: JSON text, or gzip-compressed JSON text (`StoredPayload`); parsed where the work runs. */
  payload: string | Uint8Array;
  repository: {
    /** GitHub's `owner/name`, or a local repository's Chronicle name (`local/<folder>`). */
    fullName: string;
    /** A local repository's folder: named after its web remote when it has one. Null otherwise. */
    localPath: string | null;
    htmlUrl: string | null;
    /** Its public changelog page (`PUBLIC_URL/<publicSlug>`). */
    publicPage: string;
    /** Where git reads the push when its payload may not list every commit (folder or clone URL stored at connect); null: nowhere. */
    source: string | null;
  };
  /** Where a clone URL is cloned (history's clone cache). */
  cloneCacheDir: string;
  /** The most commits a payload lists (`GITHUB_PUSH_PAYLOAD_LIMIT`): a push listing that many is read from git. */
  payloadCommitLimit: number;
  tone: Tone;
  /** A model server for the texts; absent or null: the built-in engine writes them. */
  model?: PlainModelSettings | null;
  /** The phases as stored; absent: the built-in ones. */
  phases?: AiPhase[];
  /** The run id of the model calls (the delivery id). */
  runId: string;
};

/** The entry of a push, ready to store; null when the push holds no new commits. */
export type PushEntry = {
  headline: string;
  summary: string;
  socialText: string;
  generatedBy: 'model' | 'built-in';
  /** Oldest first. */
  commitShas: string[];
  /** ISO 8601: GitHub's `repository.pushed_at`; null when the payload has none. */
  pushedAt: string | null;
} | null;

// A push is read from git with at most this many commits: an entry summarises, it does not list.
const MAX_COMMITS_FROM_GIT = 10_000;

/**
 * Writes the entry of one push: its commits (`readPushCommits`), classified and clustered,
 * written by `writePushEntry` in the repository's tone, naming the repository and linking as
 * `pushAudienceOf` says. The provider is the given one (the server's, in its own thread), else one
 * built from `input.model` (in a worker thread).
 */
export async function pushEntryOf(input: PushEntryInput, provider: LlmProvider | null = providerOf(input.model)): Promise<PushEntry> {
  const payload = JSON.parse(typeof input.payload === 'string' ? input.payload : gunzipSync(input.payload).toString('utf8')) as PushPayload;
  const read = await readPushCommits(input, payload);
  if (read.length === 0) return null;
  // The entry's texts are published (and may go to a model): no secret of a message, an author or a path reaches them.
  const commits = redactSecretsIn(read, read.flatMap(commitTexts));
  const classified = commits.map(classifyCommit);
  const audience = await pushAudienceOf(input.repository, payload);
  const text = await writePushEntry(
    { repository: audience.repository, items: clusterCommits(classified, 'minimal'), commits: classified, link: audience.link, tone: input.tone },
    { provider, runId: input.runId, ...(input.phases ? { phases: input.phases } : {}) },
  );
  return {
    headline: text.headline,
    summary: text.summary,
    socialText: text.socialText,
    generatedBy: text.generatedBy,
    commitShas: read.map((commit) => commit.sha),
    pushedAt: pushTime(payload),
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
export async function readPushCommits(input: Pick<PushEntryInput, 'repository' | 'cloneCacheDir' | 'payloadCommitLimit'>, payload: PushPayload): Promise<Commit[]> {
  const listed = (payload.commits ?? []).map(commitFromPayload);
  if (listed.length < input.payloadCommitLimit || !payload.after) return listed;
  const { source, fullName } = input.repository;
  if (!source) throw new Error(`The push lists ${listed.length} commits, the most a payload holds, and ${fullName} has no clone URL to read the rest from.`);
  const shas = [payload.after, ...(payload.before ? [payload.before] : [])];
  if (!shas.every((sha) => COMMIT_SHA.test(sha))) throw new Error('The push names a before or after that is not a commit id, so it is not read from git.');
  const opened = await openRepository(source, { cacheDir: input.cloneCacheDir });
  const range = !payload.before || payload.before === ZERO_SHA ? payload.after : `${payload.before}..${payload.after}`;
  const commits: Commit[] = [];
  for await (const commit of readCommits(opened, { range, maxCommits: MAX_COMMITS_FROM_GIT })) commits.push(commit);
  return commits.reverse();
}

/** How a push's entry names its repository and where its social snippet points. */
export type PushAudience = { repository: string; link: string | null };

/**
 * The repository's name and the snippet's link for one push. The name is GitHub's `owner/name`;
 * for a local repository, the `owner/name` of its remote when the remote is on a web host, else its
 * Chronicle name (`local/<folder>`). The link is the push's compare view (GitHub sends one), else
 * the repository's public changelog page — always known.
 */
export async function pushAudienceOf(repository: PushEntryInput['repository'], payload: PushPayload): Promise<PushAudience> {
  const link = pushLinkOf({ compare: payload.compare, publicPage: repository.publicPage, repository: payload.repository?.html_url ?? repository.htmlUrl });
  if (!repository.localPath) return { repository: repository.fullName, link };
  // A folder that no longer opens keeps its Chronicle name: the entry is still written.
  const opened = await openRepository(repository.localPath, { cacheDir: '' }).catch(() => null);
  return { repository: opened?.webUrl ? opened.name : repository.fullName, link };
}

/** GitHub's `repository.pushed_at` (seconds, or an ISO date) as ISO 8601; null when absent. */
function pushTime(payload: PushPayload): string | null {
  const pushedAt = payload.repository?.pushed_at;
  if (typeof pushedAt === 'number') return new Date(pushedAt * 1000).toISOString();
  if (typeof pushedAt === 'string' && !Number.isNaN(Date.parse(pushedAt))) return new Date(pushedAt).toISOString();
  return null;
}
