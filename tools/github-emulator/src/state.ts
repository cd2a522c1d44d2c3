import { RepositorySizes } from './git/repository-sizes.js';
import { KeyedSerializer } from './keyed-serializer.js';
import type { EmulatorSeed, SeedRepository, SeedUser } from './seed.js';

/**
 * Everything the emulator knows, shared by the OAuth, REST and git routes. Lookups by login or
 * full name are case-insensitive, as on GitHub; the records keep the seeded spelling.
 */
export type EmulatorState = {
  /** Where the emulator is reached, without a trailing slash (e.g. http://127.0.0.1:4010). */
  baseUrl: string;
  /** Where the bare git repositories live: `<dataDir>/<owner>/<name>.git`. */
  dataDir: string;
  users: Map<string, UserRecord>;
  repositories: Map<string, RepositoryRecord>;
  authorizationCodes: Map<string, AuthorizationCode>;
  accessTokens: Map<string, AccessToken>;
  /** Repository webhooks by id (ids are unique across repositories, as on GitHub). */
  hooks: Map<number, HookRecord>;
  nextHookId: number;
  /** Every webhook delivery attempt, oldest first (a redelivery is a new entry with the same id). */
  deliveries: DeliveryRecord[];
  /** Serializes changes to one repository's git data (key: `repositoryKey`). */
  repositoryLocks: KeyedSerializer;
  /** Most commits a push payload lists in `commits` (the most recent ones are kept). */
  pushPayloadCommitLimit: number;
  /** The repositories' measured disk use (`size`, `disk_usage`), refreshed every few seconds. */
  repositorySizes: RepositorySizes;
};

/** GitHub documents that a push webhook's `commits` holds at most 2048 commits. */
export const DEFAULT_PUSH_PAYLOAD_COMMIT_LIMIT = 2048;

export type UserRecord = SeedUser & { id: number; createdAt: string };

export type RepositoryRecord = SeedRepository & {
  id: number;
  createdAt: string;
  /** When git last accepted a push to the repository (the seed's instant until then). */
  pushedAt: string;
};

export type AuthorizationCode = {
  code: string;
  login: string;
  clientId: string;
  redirectUri: string;
  scopes: string[];
  expiresAt: number;
};

export type AccessToken = { token: string; login: string; clientId: string; scopes: string[] };

export type HookContentType = 'json' | 'form';

/** A repository webhook. The secret is kept here and never shown (GitHub answers `********`). */
export type HookRecord = {
  id: number;
  repositoryId: number;
  active: boolean;
  events: string[];
  config: { url: string; content_type: HookContentType; insecure_ssl: '0' | '1'; secret?: string };
  createdAt: string;
  updatedAt: string;
  lastResponse: { code: number | null; status: string; message: string | null };
};

/** One attempt to deliver a webhook event to one hook. */
export type DeliveryRecord = {
  /** The delivery GUID sent as `X-GitHub-Delivery`; a redelivery keeps it. */
  id: string;
  hookId: number;
  repositoryId: number;
  /** `owner/name` at the time of the event. */
  repository: string;
  event: string;
  url: string;
  contentType: HookContentType;
  /** The event's payload as JSON text; a redelivery sends it again. */
  payload: string;
  /** The exact body sent (what the signatures cover): `payload`, or `payload=<payload>` form-encoded. */
  body: string;
  redelivery: boolean;
  /** The HTTP status the receiver answered, or null when it did not answer (see `error`). */
  status: number | null;
  error?: string;
  deliveredAt: string;
  durationMs: number;
};

// Seeded data has no history; one fixed instant keeps ids, dates and commit hashes reproducible.
export const SEED_TIMESTAMP = '2024-01-01T00:00:00Z';

export function createState(seed: EmulatorSeed, baseUrl: string, dataDir: string): EmulatorState {
  const users = new Map<string, UserRecord>();
  seed.users.forEach((user, index) => users.set(user.login.toLowerCase(), { ...user, id: index + 1, createdAt: SEED_TIMESTAMP }));
  const repositories = new Map<string, RepositoryRecord>();
  seed.repositories.forEach((repository, index) => {
    const owner = users.get(repository.owner.toLowerCase())!.login;
    const record = { ...repository, owner, id: index + 1, createdAt: SEED_TIMESTAMP, pushedAt: SEED_TIMESTAMP };
    repositories.set(fullNameKey(owner, repository.name), record);
  });
  return {
    baseUrl,
    dataDir,
    users,
    repositories,
    authorizationCodes: new Map(),
    accessTokens: new Map(),
    hooks: new Map(),
    nextHookId: 1,
    deliveries: [],
    repositoryLocks: new KeyedSerializer(),
    pushPayloadCommitLimit: DEFAULT_PUSH_PAYLOAD_COMMIT_LIMIT,
    repositorySizes: new RepositorySizes(),
  };
}

export function findUser(state: EmulatorState, login: string): UserRecord | undefined {
  return state.users.get(login.toLowerCase());
}

export function firstUser(state: EmulatorState): UserRecord {
  return state.users.values().next().value!;
}

export function findRepository(state: EmulatorState, owner: string, name: string): RepositoryRecord | undefined {
  return state.repositories.get(fullNameKey(owner, name));
}

export function repositoriesOwnedBy(state: EmulatorState, login: string): RepositoryRecord[] {
  return [...state.repositories.values()].filter((repository) => repository.owner.toLowerCase() === login.toLowerCase());
}

/** The user a token belongs to, or undefined when the token is unknown. */
export function findUserByToken(state: EmulatorState, token: string): { user: UserRecord; accessToken: AccessToken } | undefined {
  const accessToken = state.accessTokens.get(token);
  const user = accessToken && findUser(state, accessToken.login);
  return user && accessToken ? { user, accessToken } : undefined;
}

export function findRepositoryById(state: EmulatorState, id: number): RepositoryRecord | undefined {
  return [...state.repositories.values()].find((repository) => repository.id === id);
}

/** The key `repositoryLocks` (and the repository map) use for a repository. */
export function repositoryKey(repository: Pick<RepositoryRecord, 'owner' | 'name'>): string {
  return fullNameKey(repository.owner, repository.name);
}

/** The commit email GitHub gives a user who keeps theirs private; the seed's commits use it too. */
export function noreplyEmail(user: Pick<UserRecord, 'login'>): string {
  return `${user.login}@users.noreply.github.com`;
}

/**
 * The seeded user a commit email belongs to: `<login>@users.noreply.github.com` or
 * `<id>+<login>@users.noreply.github.com`, as GitHub links commits to accounts.
 */
export function findUserByEmail(state: EmulatorState, email: string): UserRecord | undefined {
  const match = /^(?:(\d+)\+)?([^@+]+)@users\.noreply\.github\.com$/i.exec(email.trim());
  if (!match) return undefined;
  const user = findUser(state, match[2]!);
  return user && (match[1] === undefined || Number(match[1]) === user.id) ? user : undefined;
}

function fullNameKey(owner: string, name: string): string {
  return `${owner}/${name}`.toLowerCase();
}

/** A timestamp the way GitHub writes them: ISO 8601, whole seconds, UTC (`2024-01-01T00:00:00Z`). */
export function githubTimestamp(date = new Date()): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
