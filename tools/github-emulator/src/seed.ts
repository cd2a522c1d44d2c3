import { readFile } from 'node:fs/promises';
import { errorMessage } from './error-message.js';

/** The users and repositories an emulator starts with. */
export type EmulatorSeed = {
  users: SeedUser[];
  repositories: SeedRepository[];
};

export type SeedUser = { login: string; name: string; avatar_url: string };

export type SeedRepository = {
  owner: string;
  name: string;
  description: string;
  language: string;
  stargazers_count: number;
  default_branch: string;
  private: boolean;
};

export const defaultSeed: EmulatorSeed = {
  users: [{ login: 'octocat', name: 'The Octocat', avatar_url: 'https://avatars.githubusercontent.com/u/583231?v=4' }],
  repositories: [
    {
      owner: 'octocat',
      name: 'hello-world',
      description: 'My first repository on GitHub!',
      language: 'JavaScript',
      stargazers_count: 2710,
      default_branch: 'main',
      private: false,
    },
    {
      owner: 'octocat',
      name: 'Spoon-Knife',
      description: 'This repo is for demonstration purposes only.',
      language: 'HTML',
      stargazers_count: 12874,
      default_branch: 'master',
      private: false,
    },
    {
      owner: 'octocat',
      name: 'octo-docs',
      description: 'Internal notes about the Octocat, written in Markdown.',
      language: 'TypeScript',
      stargazers_count: 3,
      default_branch: 'main',
      private: true,
    },
  ],
};

/** Reads a seed from a JSON file; throws an Error whose message names the file and the bad field. */
export async function loadSeed(file: string): Promise<EmulatorSeed> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new Error(`Seed file ${file} could not be read: ${withoutFinalStop(error)}.`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`Seed file ${file} is not valid JSON: ${withoutFinalStop(error)}.`);
  }
  return validateSeed(value, `Seed file ${file}`);
}

/** Checks that `value` is a well-formed seed; `source` starts every error message (e.g. "Seed file ./x.json"). */
export function validateSeed(value: unknown, source = 'Seed'): EmulatorSeed {
  const problem = findSeedProblem(value);
  if (problem) throw new Error(`${source}: ${problem}`);
  return value as EmulatorSeed;
}

const USER_FIELDS = ['login', 'name', 'avatar_url'] as const;
const REPOSITORY_FIELDS = ['owner', 'name', 'description', 'language', 'stargazers_count', 'default_branch', 'private'] as const;

// GitHub's own rules: logins are alphanumerics and single inner hyphens; repository names are
// letters, digits, '.', '-' and '_'. Both end up in URLs and on disk, so anything else is refused.
const LOGIN_PATTERN = /^[A-Za-z0-9](?:-?[A-Za-z0-9])*$/;
const REPOSITORY_NAME_PATTERN = /^[A-Za-z0-9._-]{1,100}$/;

function findSeedProblem(value: unknown): string | null {
  if (!isPlainObject(value)) return 'the seed must be a JSON object with "users" and "repositories" arrays.';
  const unknownTopLevel = unknownField(value, ['users', 'repositories'], '');
  if (unknownTopLevel) return unknownTopLevel;
  if (!Array.isArray(value.users)) return 'users must be an array.';
  if (value.users.length === 0) return 'users must list at least one user.';
  if (!Array.isArray(value.repositories)) return 'repositories must be an array.';

  const logins = new Set<string>();
  for (const [index, user] of value.users.entries()) {
    const problem = findUserProblem(user, `users[${index}]`, logins);
    if (problem) return problem;
    logins.add((user as SeedUser).login.toLowerCase());
  }
  const fullNames = new Set<string>();
  for (const [index, repository] of value.repositories.entries()) {
    const problem = findRepositoryProblem(repository, `repositories[${index}]`, logins, fullNames);
    if (problem) return problem;
    const { owner, name } = repository as SeedRepository;
    fullNames.add(`${owner}/${name}`.toLowerCase());
  }
  return null;
}

function findUserProblem(user: unknown, at: string, takenLogins: Set<string>): string | null {
  if (!isPlainObject(user)) return `${at} must be an object with ${USER_FIELDS.join(', ')}.`;
  const problem =
    unknownField(user, USER_FIELDS, `${at}.`) ??
    requireString(user, 'login', at) ??
    requireString(user, 'name', at) ??
    requireString(user, 'avatar_url', at);
  if (problem) return problem;
  const { login, avatar_url } = user as SeedUser;
  if (login.length > 39 || !LOGIN_PATTERN.test(login)) {
    return `${at}.login ${JSON.stringify(login)} is not a valid GitHub login (letters, digits and single inner hyphens, at most 39 characters).`;
  }
  if (takenLogins.has(login.toLowerCase())) return `${at}.login ${JSON.stringify(login)} is already used by an earlier user.`;
  if (!isHttpUrl(avatar_url)) return `${at}.avatar_url ${JSON.stringify(avatar_url)} is not an http(s) URL.`;
  return null;
}

function findRepositoryProblem(repository: unknown, at: string, logins: Set<string>, takenNames: Set<string>): string | null {
  if (!isPlainObject(repository)) return `${at} must be an object with ${REPOSITORY_FIELDS.join(', ')}.`;
  const problem =
    unknownField(repository, REPOSITORY_FIELDS, `${at}.`) ??
    requireString(repository, 'owner', at) ??
    requireString(repository, 'name', at) ??
    requireString(repository, 'description', at, { allowEmpty: true }) ??
    requireString(repository, 'language', at) ??
    requireString(repository, 'default_branch', at) ??
    requireBoolean(repository, 'private', at);
  if (problem) return problem;
  const { owner, name, default_branch, stargazers_count } = repository as SeedRepository;
  if (!logins.has(owner.toLowerCase())) return `${at}.owner ${JSON.stringify(owner)} is not one of the seeded users.`;
  if (!REPOSITORY_NAME_PATTERN.test(name) || name === '.' || name === '..' || name.toLowerCase().endsWith('.git')) {
    return `${at}.name ${JSON.stringify(name)} is not a valid repository name (letters, digits, '.', '-' and '_', not ending in ".git").`;
  }
  if (takenNames.has(`${owner}/${name}`.toLowerCase())) return `${at} ${owner}/${name} is already seeded by an earlier repository.`;
  if (!isValidBranchName(default_branch)) return `${at}.default_branch ${JSON.stringify(default_branch)} is not a valid git branch name.`;
  if (!Number.isInteger(stargazers_count) || stargazers_count < 0) {
    return `${at}.stargazers_count must be a non-negative integer (got ${JSON.stringify(stargazers_count)}).`;
  }
  return null;
}

// The subset of `git check-ref-format --branch` rules that matter for a seed.
export function isValidBranchName(branch: string): boolean {
  if (branch.startsWith('-') || branch.startsWith('/') || branch.endsWith('/') || branch.endsWith('.') || branch.endsWith('.lock')) return false;
  if (branch.includes('..') || branch.includes('//') || branch.includes('@{') || branch === '@') return false;
  if (branch.split('/').some((part) => part.startsWith('.'))) return false;
  return !/[\x00-\x20\x7f~^:?*[\\]/.test(branch);
}

function requireString(record: Record<string, unknown>, field: string, at: string, options: { allowEmpty?: boolean } = {}): string | null {
  const value = record[field];
  if (typeof value !== 'string') return `${at}.${field} must be a string (got ${describe(value)}).`;
  if (!options.allowEmpty && value.trim() === '') return `${at}.${field} must not be empty.`;
  return null;
}

function requireBoolean(record: Record<string, unknown>, field: string, at: string): string | null {
  const value = record[field];
  return typeof value === 'boolean' ? null : `${at}.${field} must be true or false (got ${describe(value)}).`;
}

function unknownField(record: Record<string, unknown>, known: readonly string[], prefix: string): string | null {
  const extra = Object.keys(record).find((key) => !known.includes(key));
  if (extra === undefined) return null;
  return `${prefix}${extra} is not a known field (expected ${known.join(', ')}).`;
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  return JSON.stringify(value);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function withoutFinalStop(error: unknown): string {
  return errorMessage(error).replace(/\.$/, '');
}
