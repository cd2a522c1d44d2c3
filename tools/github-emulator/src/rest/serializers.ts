import type { CommitInfo, DiffFile } from '../git/history.js';
import {
  findUserByEmail,
  githubTimestamp,
  repositoriesOwnedBy,
  type EmulatorState,
  type HookRecord,
  type RepositoryRecord,
  type UserRecord,
} from '../state.js';

/**
 * GitHub's JSON shapes, built from the emulator's records. Every URL points back at the emulator:
 * web pages at its root, the API under `/api/v3`, as on GitHub Enterprise Server.
 */

export function apiBase(state: EmulatorState): string {
  return `${state.baseUrl}/api/v3`;
}

/** GitHub's legacy global node ids: base64 of `<length of type>:<Type><id>`, e.g. `MDQ6VXNlcjE=`. */
export function nodeId(type: 'User' | 'Repository', id: number): string {
  return Buffer.from(`${String(type.length).padStart(2, '0')}:${type}${id}`).toString('base64');
}

/** The `simple-user` shape: how a user appears inside other objects (a repository's owner, a commit's author). */
export function toUserJson(state: EmulatorState, user: UserRecord) {
  const api = `${apiBase(state)}/users/${user.login}`;
  return {
    login: user.login,
    id: user.id,
    node_id: nodeId('User', user.id),
    avatar_url: user.avatar_url,
    gravatar_id: '',
    url: api,
    html_url: `${state.baseUrl}/${user.login}`,
    followers_url: `${api}/followers`,
    following_url: `${api}/following{/other_user}`,
    gists_url: `${api}/gists{/gist_id}`,
    starred_url: `${api}/starred{/owner}{/repo}`,
    subscriptions_url: `${api}/subscriptions`,
    organizations_url: `${api}/orgs`,
    repos_url: `${api}/repos`,
    events_url: `${api}/events{/privacy}`,
    received_events_url: `${api}/received_events`,
    type: 'User',
    user_view_type: 'public',
    site_admin: false,
  };
}

export type PrivateUserFacts = {
  /** Kilobytes the user's repositories take on disk. */
  diskUsageKb: number;
};

/** The `private-user` shape: what `GET /user` returns to the user themself. */
export function toPrivateUserJson(state: EmulatorState, user: UserRecord, facts: PrivateUserFacts) {
  const repositories = repositoriesOwnedBy(state, user.login);
  const privateCount = repositories.filter((repository) => repository.private).length;
  return {
    ...toUserJson(state, user),
    user_view_type: 'private',
    name: user.name,
    company: null,
    blog: '',
    location: null,
    email: null,
    hireable: null,
    bio: null,
    twitter_username: null,
    public_repos: repositories.length - privateCount,
    public_gists: 0,
    followers: 0,
    following: 0,
    created_at: user.createdAt,
    updated_at: user.createdAt,
    private_gists: 0,
    total_private_repos: privateCount,
    owned_private_repos: privateCount,
    disk_usage: facts.diskUsageKb,
    collaborators: 0,
    two_factor_authentication: false,
    plan: { name: 'free', space: 976562499, collaborators: 0, private_repos: 10000 },
  };
}

export type RepositoryFacts = {
  /** Kilobytes the repository takes on disk. */
  sizeKb: number;
  /** Who is looking: decides `permissions`; omitted for anonymous requests, as GitHub does. */
  viewer?: UserRecord;
};

/** The `full-repository` shape (`GET /repos/{owner}/{repo}`); it also satisfies `repository` (`GET /user/repos`). */
export function toRepoJson(state: EmulatorState, repository: RepositoryRecord, owner: UserRecord, facts: RepositoryFacts) {
  const fullName = `${repository.owner}/${repository.name}`;
  const api = `${apiBase(state)}/repos/${fullName}`;
  const host = new URL(state.baseUrl).host;
  return {
    id: repository.id,
    node_id: nodeId('Repository', repository.id),
    name: repository.name,
    full_name: fullName,
    private: repository.private,
    owner: toUserJson(state, owner),
    html_url: `${state.baseUrl}/${fullName}`,
    description: repository.description || null,
    fork: false,
    url: api,
    ...repositoryApiUrls(api),
    git_url: `git://${host}/${fullName}.git`,
    ssh_url: `git@${host}:${fullName}.git`,
    clone_url: `${state.baseUrl}/${fullName}.git`,
    svn_url: `${state.baseUrl}/${fullName}`,
    homepage: null,
    mirror_url: null,
    size: facts.sizeKb,
    stargazers_count: repository.stargazers_count,
    watchers_count: repository.stargazers_count,
    watchers: repository.stargazers_count,
    language: repository.language,
    forks_count: 0,
    forks: 0,
    open_issues_count: 0,
    open_issues: 0,
    network_count: 0,
    subscribers_count: 0,
    license: null,
    topics: [],
    default_branch: repository.default_branch,
    visibility: repository.private ? 'private' : 'public',
    is_template: false,
    archived: false,
    disabled: false,
    allow_forking: true,
    web_commit_signoff_required: false,
    has_issues: true,
    has_projects: true,
    has_downloads: true,
    has_wiki: true,
    has_pages: false,
    has_discussions: false,
    created_at: repository.createdAt,
    updated_at: repository.pushedAt,
    pushed_at: repository.pushedAt,
    ...(facts.viewer ? { permissions: permissionsOf(facts.viewer, repository) } : {}),
  };
}

function permissionsOf(viewer: UserRecord, repository: RepositoryRecord) {
  const owns = viewer.login === repository.owner;
  return { admin: owns, maintain: owns, push: owns, triage: owns, pull: owns || !repository.private };
}

function repositoryApiUrls(api: string) {
  return {
    forks_url: `${api}/forks`,
    keys_url: `${api}/keys{/key_id}`,
    collaborators_url: `${api}/collaborators{/collaborator}`,
    teams_url: `${api}/teams`,
    hooks_url: `${api}/hooks`,
    issue_events_url: `${api}/issues/events{/number}`,
    events_url: `${api}/events`,
    assignees_url: `${api}/assignees{/user}`,
    branches_url: `${api}/branches{/branch}`,
    tags_url: `${api}/tags`,
    blobs_url: `${api}/git/blobs{/sha}`,
    git_tags_url: `${api}/git/tags{/sha}`,
    git_refs_url: `${api}/git/refs{/sha}`,
    trees_url: `${api}/git/trees{/sha}`,
    statuses_url: `${api}/statuses/{sha}`,
    languages_url: `${api}/languages`,
    stargazers_url: `${api}/stargazers`,
    contributors_url: `${api}/contributors`,
    subscribers_url: `${api}/subscribers`,
    subscription_url: `${api}/subscription`,
    commits_url: `${api}/commits{/sha}`,
    git_commits_url: `${api}/git/commits{/sha}`,
    comments_url: `${api}/comments{/number}`,
    issue_comment_url: `${api}/issues/comments{/number}`,
    contents_url: `${api}/contents/{+path}`,
    compare_url: `${api}/compare/{base}...{head}`,
    merges_url: `${api}/merges`,
    archive_url: `${api}/{archive_format}{/ref}`,
    downloads_url: `${api}/downloads`,
    issues_url: `${api}/issues{/number}`,
    pulls_url: `${api}/pulls{/number}`,
    milestones_url: `${api}/milestones{/number}`,
    notifications_url: `${api}/notifications{?since,all,participating}`,
    labels_url: `${api}/labels{/name}`,
    releases_url: `${api}/releases{/id}`,
    deployments_url: `${api}/deployments`,
  };
}

/** Shapes of git data (`commit`, `diff-entry`) and webhooks (`hook`). */

/** GitHub's legacy node id of a commit: base64 of `06:Commit<repository id>:<sha>`. */
export function commitNodeId(repository: RepositoryRecord, sha: string): string {
  return Buffer.from(`06:Commit${repository.id}:${sha}`).toString('base64');
}

/** A timestamp as GitHub writes commit dates in the REST API: UTC, whole seconds, `Z`. */
export function utcTimestamp(isoDate: string): string {
  return githubTimestamp(new Date(isoDate));
}

/** The `commit` shape (`GET /repos/{owner}/{repo}/commits`, compare's `commits[]` and `base_commit`). */
export function toCommitJson(state: EmulatorState, repository: RepositoryRecord, commit: CommitInfo) {
  const fullName = `${repository.owner}/${repository.name}`;
  const api = `${apiBase(state)}/repos/${fullName}`;
  const html = `${state.baseUrl}/${fullName}`;
  const author = findUserByEmail(state, commit.author.email);
  const committer = findUserByEmail(state, commit.committer.email);
  return {
    sha: commit.sha,
    node_id: commitNodeId(repository, commit.sha),
    commit: {
      author: { name: commit.author.name, email: commit.author.email, date: utcTimestamp(commit.author.date) },
      committer: { name: commit.committer.name, email: commit.committer.email, date: utcTimestamp(commit.committer.date) },
      message: commit.message,
      tree: { sha: commit.tree, url: `${api}/git/trees/${commit.tree}` },
      url: `${api}/git/commits/${commit.sha}`,
      comment_count: 0,
      verification: { verified: false, reason: 'unsigned', signature: null, payload: null, verified_at: null },
    },
    url: `${api}/commits/${commit.sha}`,
    html_url: `${html}/commit/${commit.sha}`,
    comments_url: `${api}/commits/${commit.sha}/comments`,
    author: author ? toUserJson(state, author) : null,
    committer: committer ? toUserJson(state, committer) : null,
    parents: commit.parents.map((sha) => ({ sha, url: `${api}/commits/${sha}`, html_url: `${html}/commit/${sha}` })),
  };
}

/** The `diff-entry` shape: one changed file of a comparison, `ref` being the head commit. */
export function toDiffEntryJson(state: EmulatorState, repository: RepositoryRecord, file: DiffFile, ref: string) {
  const fullName = `${repository.owner}/${repository.name}`;
  const encodedPath = file.filename.split('/').map(encodeURIComponent).join('/');
  return {
    sha: file.sha,
    filename: file.filename,
    status: file.status,
    additions: file.additions,
    deletions: file.deletions,
    changes: file.additions + file.deletions,
    blob_url: `${state.baseUrl}/${fullName}/blob/${ref}/${encodedPath}`,
    raw_url: `${state.baseUrl}/${fullName}/raw/${ref}/${encodedPath}`,
    contents_url: `${apiBase(state)}/repos/${fullName}/contents/${encodedPath}?ref=${ref}`,
    ...(file.patch !== undefined ? { patch: file.patch } : {}),
    ...(file.previousFilename !== undefined ? { previous_filename: file.previousFilename } : {}),
  };
}

/** The `hook` shape. The secret is never shown: GitHub answers `********` when there is one. */
export function toHookJson(state: EmulatorState, repository: RepositoryRecord, hook: HookRecord) {
  const url = `${apiBase(state)}/repos/${repository.owner}/${repository.name}/hooks/${hook.id}`;
  const { secret, ...config } = hook.config;
  return {
    type: 'Repository',
    id: hook.id,
    name: 'web',
    active: hook.active,
    events: [...hook.events],
    config: { ...config, ...(secret ? { secret: '********' } : {}) },
    updated_at: hook.updatedAt,
    created_at: hook.createdAt,
    url,
    test_url: `${url}/test`,
    ping_url: `${url}/pings`,
    deliveries_url: `${url}/deliveries`,
    last_response: { ...hook.lastResponse },
  };
}
