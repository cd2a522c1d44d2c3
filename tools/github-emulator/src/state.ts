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
};

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
  return { baseUrl, dataDir, users, repositories, authorizationCodes: new Map(), accessTokens: new Map() };
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

function fullNameKey(owner: string, name: string): string {
  return `${owner}/${name}`.toLowerCase();
}

/** A timestamp the way GitHub writes them: ISO 8601, whole seconds, UTC (`2024-01-01T00:00:00Z`). */
export function githubTimestamp(date = new Date()): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
