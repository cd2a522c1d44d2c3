import { randomInt } from 'node:crypto';
import { repositoryPath, repositorySizeKb } from '../git/bare-repositories.js';
import { fileChangesOf, listCommitShas, listRefs, mergeBase, readCommitsBySha, readRef, ZERO_SHA, type CommitInfo, type CommitFileChanges, type GitPerson } from '../git/history.js';
import { toHookJson, toRepoJson, toUserJson } from '../rest/serializers.js';
import { findUser, findUserByEmail, noreplyEmail, type EmulatorState, type HookRecord, type RepositoryRecord, type UserRecord } from '../state.js';
import { ZEN } from './events.js';

/**
 * GitHub's webhook payloads. Repositories appear in them in two flavours: the REST one (`ping` and
 * most events) and the older one of `push` events (owner with `name` and `email`, `url` being the
 * web page, `created_at` and `pushed_at` as Unix seconds, `stargazers` and `master_branch`).
 */

function ownerOf(state: EmulatorState, repository: RepositoryRecord): UserRecord {
  return findUser(state, repository.owner)!;
}

/** The repository as most webhook payloads carry it: the REST shape without the viewer's `permissions`. */
export async function toWebhookRepositoryJson(state: EmulatorState, repository: RepositoryRecord) {
  const { network_count: _network, subscribers_count: _subscribers, ...json } = toRepoJson(state, repository, ownerOf(state, repository), {
    sizeKb: await repositorySizeKb(state, repository),
  });
  return { ...json, custom_properties: {} };
}

/** The repository as `push` payloads carry it. */
export async function toPushRepositoryJson(state: EmulatorState, repository: RepositoryRecord) {
  const owner = ownerOf(state, repository);
  const json = await toWebhookRepositoryJson(state, repository);
  return {
    ...json,
    owner: { name: owner.login, email: noreplyEmail(owner), ...toUserJson(state, owner) },
    url: json.html_url,
    created_at: unixSeconds(repository.createdAt),
    pushed_at: unixSeconds(repository.pushedAt),
    stargazers: repository.stargazers_count,
    master_branch: repository.default_branch,
  };
}

/** The `ping` GitHub sends to a hook when it is created. */
export async function buildPingPayload(state: EmulatorState, repository: RepositoryRecord, hook: HookRecord) {
  return {
    zen: ZEN[randomInt(ZEN.length)]!,
    hook_id: hook.id,
    hook: toHookJson(state, repository, hook),
    repository: await toWebhookRepositoryJson(state, repository),
    sender: toUserJson(state, ownerOf(state, repository)),
  };
}

export type PushFacts = {
  /** The full ref, e.g. `refs/heads/main`. */
  ref: string;
  /** The ref's commit before the push; ZERO_SHA when the push created it. */
  before: string;
  /** The ref's commit after the push; ZERO_SHA when the push deleted it. */
  after: string;
  pusher: UserRecord;
  /** Most commits listed in `commits` (the most recent ones are kept). */
  commitLimit: number;
  /**
   * The branches and tags as they were before the push (default: as they are now). Commits they
   * already had are not `distinct`.
   */
  refsBefore?: Map<string, string>;
  /**
   * Set by a caller that made the push itself: `after` is a commit, made of these commits (oldest
   * first) stacked on `before` (or, for a new branch, on an existing commit). What git would be
   * asked — the commits between `before` and `after`, whether the push was forced — is then known.
   */
  appendedCommits?: string[];
};

/**
 * The `push` payload for a ref update that has already happened in the repository: the pushed
 * commits (those between `before` and `after`; for a new branch, those no other branch or tag had),
 * oldest first, each with the files it added, removed and modified.
 */
export async function buildPushPayload(state: EmulatorState, repository: RepositoryRecord, facts: PushFacts) {
  const gitDir = repositoryPath(state.dataDir, repository);
  const created = facts.before === ZERO_SHA;
  const deleted = facts.after === ZERO_SHA;
  const otherTips = [...(facts.refsBefore ?? (await listRefs(gitDir))).entries()].filter(([name]) => name !== facts.ref).map(([, sha]) => sha);
  const exclude = otherTips.length > 0 ? ['--not', ...new Set(otherTips)] : [];

  const appended = facts.appendedCommits;
  // `after` may be an annotated tag: its commit is the head commit.
  const headSha = deleted ? undefined : appended ? facts.after : await readRef(gitDir, facts.after);
  let pushed: string[] = [];
  let distinct = new Set<string>();
  if (headSha) {
    // Asked even for appended commits: one identical to a commit another branch has is not distinct.
    const newToRepository = await listCommitShas(gitDir, [headSha, ...exclude], { reverse: true });
    distinct = new Set(newToRepository);
    // Like GitHub, a tag push lists no commits, only its head commit.
    if (facts.ref.startsWith('refs/tags/')) pushed = [];
    else if (created) pushed = newToRepository;
    else pushed = appended ?? (await listCommitShas(gitDir, [`${facts.before}..${headSha}`], { reverse: true }));
  }
  const listed = pushed.slice(-facts.commitLimit);
  const shas = [...new Set([...listed, ...(headSha ? [headSha] : [])])];
  const [infos, changes] = await Promise.all([readCommitsBySha(gitDir, shas), fileChangesOf(gitDir, shas)]);
  const bySha = new Map(infos.map((info) => [info.sha, info]));
  const entry = (sha: string) => toPushCommitJson(state, repository, bySha.get(sha)!, changes.get(sha)!, distinct.has(sha));
  // Commits stacked on `before` cannot have dropped any: only another push can be forced.
  const forced = !created && !deleted && headSha !== undefined && !appended && (await mergeBase(gitDir, facts.before, headSha)) !== facts.before;

  return {
    ref: facts.ref,
    before: facts.before,
    after: facts.after,
    repository: await toPushRepositoryJson(state, repository),
    pusher: { name: facts.pusher.login, email: noreplyEmail(facts.pusher) },
    sender: toUserJson(state, facts.pusher),
    created,
    deleted,
    forced,
    base_ref: null,
    compare: compareUrl(state, repository, facts, created, deleted),
    commits: listed.map(entry),
    head_commit: headSha ? entry(headSha) : null,
  };
}

function toPushCommitJson(state: EmulatorState, repository: RepositoryRecord, commit: CommitInfo, changes: CommitFileChanges, distinct: boolean) {
  return {
    id: commit.sha,
    tree_id: commit.tree,
    distinct,
    message: commit.message,
    timestamp: commit.author.date,
    url: `${state.baseUrl}/${repository.owner}/${repository.name}/commit/${commit.sha}`,
    author: toPushPerson(state, commit.author),
    committer: toPushPerson(state, commit.committer),
    added: changes.added,
    removed: changes.removed,
    modified: changes.modified,
  };
}

// A git identity, with the GitHub login when the email belongs to a known user.
function toPushPerson(state: EmulatorState, person: GitPerson) {
  const user = findUserByEmail(state, person.email);
  return { name: person.name, email: person.email, ...(user ? { username: user.login } : {}) };
}

function compareUrl(state: EmulatorState, repository: RepositoryRecord, facts: PushFacts, created: boolean, deleted: boolean): string {
  const html = `${state.baseUrl}/${repository.owner}/${repository.name}`;
  if (created) return `${html}/compare/${facts.ref.replace(/^refs\/(heads|tags)\//, '')}`;
  const short = (sha: string) => sha.slice(0, 12);
  return `${html}/compare/${short(facts.before)}...${short(deleted ? ZERO_SHA : facts.after)}`;
}

function unixSeconds(timestamp: string): number {
  return Math.floor(Date.parse(timestamp) / 1000);
}
