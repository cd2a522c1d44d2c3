import { isIP } from 'node:net';
import path from 'node:path';
import { SUBSCRIPTION_TIERS, type SubscriptionTier } from '@chronicle/contracts';

/**
 * Chronicle's configuration: read from the environment once, at start, and nowhere else.
 * Every key, its default and its meaning are listed in `.env.example` and the README.
 */
export type AppConfig = {
  port: number;
  host: string;
  /** The origin users reach Chronicle at, without a trailing slash (OAuth callbacks, same-origin check). */
  publicUrl: string;
  dataDir: string;
  /** Unset: embedded PGlite in `dataDir`. */
  databaseUrl: string | null;
  /** Unset: jobs run in process. */
  redisUrl: string | null;
  /** 32 bytes, or null to use (and on first start create) the key file in `dataDir`. */
  encryptionKey: Buffer | null;
  github: GithubConfig;
  /** How people sign in: through a GitHub OAuth app, or as the one local user (no app configured). */
  signIn: 'github' | 'local';
  adminLogins: string[];
  /**
   * The plan of every user an admin has not given one (CHRONICLE_DEFAULT_PLAN): Pro in local mode,
   * where the one user is the operator, Free otherwise (the spec's default).
   */
  defaultPlan: SubscriptionTier;
  logLevel: LogLevel;
  version: string;
  /** The folder holding the built front ends (`<name>/dist`). */
  webRoot: string;
  /** A JSON file saying where each remote is; unset: every remote on this origin. */
  remotesManifestFile: string | null;
  /** The local code host (local sign-in): folders holding git repositories, and how often they are polled. */
  local: LocalReposConfig;
  /** An OpenAI-compatible model server for the texts; null: the built-in engine writes them. */
  ai: AiConfig | null;
  /** How often a background job runs before it counts as failed. */
  jobAttempts: number;
  /**
   * What this process does (DESIGN "Shape": one build, roles chosen at start): `all` serves HTTP and
   * runs the jobs; `api` only serves HTTP and queues; `worker` only runs jobs. api and worker share
   * the work through Redis.
   */
  role: ProcessRole;
  /** npm packages of extra documentation agents (CHRONICLE_AGENT_PACKAGES). */
  agentPackages: string[];
  /**
   * The folder whose node_modules the agent packages are installed in (CHRONICLE_AGENT_PACKAGES_DIR,
   * default the working directory); Chronicle's own installation is looked in after it.
   */
  agentPackagesDir: string;
  /** Requests per minute and client that public and sign-in routes answer before 429. */
  rateLimits: RateLimitsConfig;
  /**
   * How many reverse proxies stand in front of Chronicle (Express's `trust proxy` hop count): the
   * client's address is read that many hops back in X-Forwarded-For. 0: the connection's address.
   */
  trustProxyHops: number;
  /** How many live-update streams (`GET /api/events`) this process holds open, per user and in all. */
  eventStreams: EventStreamsConfig;
};

export const PROCESS_ROLES = ['all', 'api', 'worker'] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];

export type RateLimitsConfig = {
  publicPerMinute: number;
  signInPerMinute: number;
};

export type EventStreamsConfig = {
  perUser: number;
  total: number;
};

export type LocalReposConfig = {
  /** Absolute folders: each is a git repository, or holds git repositories one level down. */
  folders: string[];
  pollSeconds: number;
  /**
   * Hosts (`host` or `host:port`, lower case) whose https:// git URLs an admin may add as projects in
   * local mode (CHRONICLE_ALLOWED_GIT_HOSTS); by default GITHUB_URL's host alone.
   */
  allowedGitHosts: string[];
};

export type AiConfig = {
  baseUrl: string;
  /** null: no Authorization header (a local server such as Ollama). */
  apiKey: string | null;
  model: string;
  /** The model's context size in tokens (documents' facts packs are cut to half of it). */
  contextTokens: number;
};

export type GithubConfig = {
  url: string;
  apiUrl: string;
  clientId: string | null;
  clientSecret: string | null;
  /** The most commits GitHub lists in a push payload; a push listing that many is read from git. */
  pushPayloadCommitLimit: number;
};

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Raised when the environment holds bad values; its message lists every bad key. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Chronicle cannot start: ${problems.length === 1 ? 'one setting is' : `${problems.length} settings are`} wrong.\n` +
        problems.map((problem) => `  - ${problem}`).join('\n') +
        '\nSee .env.example for every setting and its default.',
    );
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const LOGIN_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;
// A DNS name or IPv4 address, optionally with a port: what a URL's `host` holds (no user, no path).
const GIT_HOST_PATTERN = /^(?=.{1,253}(?::\d{1,5})?$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*(?::\d{1,5})?$/;

/** Reads and checks the whole configuration; throws one {@link ConfigError} naming every bad key. */
export function loadConfig(env: Env, build: { version: string; webRoot: string }): AppConfig {
  const problems: string[] = [];
  const read = new EnvReader(env, problems);

  const port = read.integer('PORT', 3000, 0, 65535);
  const host = read.text('HOST', '127.0.0.1');
  const publicUrl = read.httpUrl('PUBLIC_URL', `http://localhost:${port}`);
  const dataDir = path.resolve(read.text('CHRONICLE_DATA_DIR', './.chronicle'));
  const databaseUrl = read.optionalUrl('DATABASE_URL', ['postgres:', 'postgresql:'], 'a PostgreSQL URL such as postgres://user:password@localhost:5432/chronicle');
  const redisUrl = read.optionalUrl('REDIS_URL', ['redis:', 'rediss:'], 'a Redis URL such as redis://localhost:6379');
  const encryptionKey = read.encryptionKey('ENCRYPTION_KEY');
  const github: GithubConfig = {
    url: read.httpUrl('GITHUB_URL', 'https://github.com'),
    apiUrl: read.httpUrl('GITHUB_API_URL', 'https://api.github.com'),
    clientId: read.optionalText('GITHUB_CLIENT_ID'),
    clientSecret: read.optionalText('GITHUB_CLIENT_SECRET'),
    pushPayloadCommitLimit: read.integer('GITHUB_PUSH_PAYLOAD_LIMIT', 2048, 1, 100_000),
  };
  const allowedGitHosts = read.list('CHRONICLE_ALLOWED_GIT_HOSTS', GIT_HOST_PATTERN, 'host names (with an optional :port) separated by commas, such as github.com,gitlab.com');
  const local: LocalReposConfig = {
    folders: read.pathList('CHRONICLE_LOCAL_REPOS', ['.']),
    pollSeconds: read.integer('CHRONICLE_POLL_SECONDS', 10, 1, 86_400),
    allowedGitHosts: allowedGitHosts.length > 0 ? allowedGitHosts : [new URL(github.url).host.toLowerCase()],
  };
  const ai = readAiConfig(read, problems);
  const jobAttempts = read.integer('CHRONICLE_JOB_ATTEMPTS', 5, 1, 20);
  const rateLimits: RateLimitsConfig = {
    publicPerMinute: read.integer('CHRONICLE_RATE_LIMIT_PUBLIC', 120, 1, 1_000_000),
    signInPerMinute: read.integer('CHRONICLE_RATE_LIMIT_SIGN_IN', 10, 1, 1_000_000),
  };
  const trustProxyHops = read.countOrOff('CHRONICLE_TRUST_PROXY', 32);
  const eventStreams: EventStreamsConfig = {
    perUser: read.integer('CHRONICLE_EVENT_STREAMS_PER_USER', 5, 1, 100),
    total: read.integer('CHRONICLE_EVENT_STREAMS', 1000, 1, 100_000),
  };
  const localModeForced = read.flag('CHRONICLE_LOCAL_MODE', false);
  const adminLogins = read.list('ADMIN_LOGINS', LOGIN_PATTERN, 'GitHub logins separated by commas');
  const logLevel = read.oneOf('LOG_LEVEL', LOG_LEVELS, 'info');
  const remotesManifest = read.optionalText('CHRONICLE_REMOTES_MANIFEST');
  const role = read.oneOf('CHRONICLE_ROLE', PROCESS_ROLES, 'all');
  if (role !== 'all' && !redisUrl) {
    problems.push(`CHRONICLE_ROLE: ${role} shares the work with other processes through Redis: set REDIS_URL, or use the role all.`);
  }
  const agentPackages = read.list('CHRONICLE_AGENT_PACKAGES', /^(?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/, 'npm package names separated by commas');
  const agentPackagesDir = path.resolve(read.text('CHRONICLE_AGENT_PACKAGES_DIR', '.'));

  if (github.clientId && !github.clientSecret) {
    problems.push('GITHUB_CLIENT_SECRET: is required when GITHUB_CLIENT_ID is set (both come from your GitHub OAuth app).');
  }
  if (!github.clientId && github.clientSecret) {
    problems.push('GITHUB_CLIENT_ID: is required when GITHUB_CLIENT_SECRET is set (both come from your GitHub OAuth app).');
  }
  const signIn = github.clientId && !localModeForced ? 'github' : 'local';
  const defaultPlan = read.oneOf('CHRONICLE_DEFAULT_PLAN', SUBSCRIPTION_TIERS, signIn === 'local' ? 'pro' : 'free');
  if (signIn === 'local' && !localModeForced && !isLoopback(host)) {
    problems.push(
      `HOST: Chronicle would listen on ${host} with no GitHub OAuth app, and local sign-in makes whoever opens the page an admin. ` +
        'Set GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET, listen on 127.0.0.1, or set CHRONICLE_LOCAL_MODE=1 if you really mean it.',
    );
  }

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    host,
    publicUrl,
    dataDir,
    databaseUrl,
    redisUrl,
    encryptionKey,
    github,
    signIn,
    adminLogins,
    defaultPlan,
    logLevel,
    version: build.version,
    webRoot: build.webRoot,
    remotesManifestFile: remotesManifest ? path.resolve(remotesManifest) : null,
    local,
    ai,
    jobAttempts,
    role,
    agentPackages,
    agentPackagesDir,
    rateLimits,
    trustProxyHops,
    eventStreams,
  };
}

/** A model server is used when OPENAI_BASE_URL or OPENAI_API_KEY is set; it then needs a model. */
function readAiConfig(read: EnvReader, problems: string[]): AiConfig | null {
  const baseUrl = read.optionalHttpUrl('OPENAI_BASE_URL');
  const apiKey = read.optionalText('OPENAI_API_KEY');
  const model = read.optionalText('OPENAI_MODEL');
  const baseUrlGiven = read.isSet('OPENAI_BASE_URL');
  if (!baseUrlGiven && !apiKey) {
    if (model) problems.push('OPENAI_MODEL: is set, but no model server is: set OPENAI_BASE_URL (and OPENAI_API_KEY if it needs one).');
    return null;
  }
  if (baseUrlGiven && !baseUrl) return null;
  if (!model) {
    problems.push('OPENAI_MODEL: is required when OPENAI_BASE_URL or OPENAI_API_KEY is set (for example gpt-4o-mini, or llama3.1 on Ollama).');
    return null;
  }
  const contextTokens = read.integer('CHRONICLE_MODEL_CONTEXT_TOKENS', 16_384, 2_048, 10_000_000);
  return { baseUrl: baseUrl ?? 'https://api.openai.com/v1', apiKey, model, contextTokens };
}

/** Whether a host name or address can only mean this machine: `localhost`, `127.x.x.x`, `::1` (or `[::1]`). */
export function isLoopback(host: string): boolean {
  const name = host.toLowerCase();
  if (name === 'localhost') return true;
  if (isIP(name) === 4) return name.startsWith('127.');
  return name === '::1' || name === '[::1]';
}

/** Reads one key at a time, recording a sentence per bad value instead of stopping at the first. */
class EnvReader {
  constructor(
    private readonly env: Env,
    private readonly problems: string[],
  ) {}

  private raw(key: string): string | undefined {
    const value = this.env[key]?.trim();
    return value === '' ? undefined : value;
  }

  private bad(key: string, expected: string, got: string): undefined {
    this.problems.push(`${key}: must be ${expected} (got "${got}").`);
    return undefined;
  }

  isSet(key: string): boolean {
    return this.raw(key) !== undefined;
  }

  text(key: string, fallback: string): string {
    return this.raw(key) ?? fallback;
  }

  optionalText(key: string): string | null {
    return this.raw(key) ?? null;
  }

  integer(key: string, fallback: number, min: number, max: number): number {
    const value = this.raw(key);
    if (value === undefined) return fallback;
    const parsed = /^\d+$/.test(value) ? Number(value) : NaN;
    if (Number.isInteger(parsed) && parsed >= min && parsed <= max) return parsed;
    return this.bad(key, `a whole number from ${min} to ${max}`, value) ?? fallback;
  }

  /** A count from 0 to `max`, where `off` (or false/no) means 0; unset: 0. */
  countOrOff(key: string, max: number): number {
    const value = this.raw(key)?.toLowerCase();
    if (value === undefined || ['off', 'false', 'no'].includes(value)) return 0;
    const parsed = /^\d+$/.test(value) ? Number(value) : NaN;
    if (Number.isInteger(parsed) && parsed <= max) return parsed;
    return this.bad(key, `a number of proxies from 0 to ${max}, or off`, value) ?? 0;
  }

  flag(key: string, fallback: boolean): boolean {
    const value = this.raw(key)?.toLowerCase();
    if (value === undefined) return fallback;
    if (['1', 'true', 'yes'].includes(value)) return true;
    if (['0', 'false', 'no'].includes(value)) return false;
    return this.bad(key, '1 or 0', value) ?? fallback;
  }

  oneOf<T extends string>(key: string, allowed: readonly T[], fallback: T): T {
    const value = this.raw(key);
    if (value === undefined) return fallback;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    return this.bad(key, `one of ${allowed.join(', ')}`, value) ?? fallback;
  }

  httpUrl(key: string, fallback: string): string {
    return this.optionalHttpUrl(key) ?? fallback;
  }

  optionalHttpUrl(key: string): string | null {
    const value = this.raw(key);
    if (value === undefined) return null;
    const url = parseUrl(value);
    if (url && (url.protocol === 'http:' || url.protocol === 'https:')) return value.replace(/\/+$/, '');
    return this.bad(key, 'an http:// or https:// URL', value) ?? null;
  }

  /** Folders separated by commas (or the system's path separator), made absolute. */
  pathList(key: string, fallback: string[]): string[] {
    const value = this.raw(key);
    const items = value === undefined ? fallback : value.split(new RegExp(`[,${path.delimiter}]`)).map((item) => item.trim()).filter(Boolean);
    return [...new Set(items.map((item) => path.resolve(item)))];
  }

  optionalUrl(key: string, protocols: string[], expected: string): string | null {
    const value = this.raw(key);
    if (value === undefined) return null;
    const url = parseUrl(value);
    if (url && protocols.includes(url.protocol)) return value;
    // Never echo the value back: these URLs usually carry a password.
    this.problems.push(`${key}: must be ${expected}.`);
    return null;
  }

  list(key: string, pattern: RegExp, expected: string): string[] {
    const value = this.raw(key);
    if (value === undefined) return [];
    const items = value.split(',').map((item) => item.trim()).filter(Boolean);
    const wrong = items.filter((item) => !pattern.test(item));
    if (wrong.length > 0) this.bad(key, expected, wrong.join(','));
    return items.filter((item) => pattern.test(item)).map((item) => item.toLowerCase());
  }

  encryptionKey(key: string): Buffer | null {
    const value = this.raw(key);
    if (value === undefined) return null;
    const decoded = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
    if (decoded.length === 32) return decoded;
    // Never echo a secret back.
    this.problems.push(`${key}: must be 32 random bytes, written as 64 hex characters or in base64 (try: openssl rand -hex 32).`);
    return null;
  }
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}
