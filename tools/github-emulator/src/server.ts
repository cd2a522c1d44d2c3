import { createServer, type Server } from 'node:http';
import { isIPv6 } from 'node:net';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from './app.js';
import { createSeededRepositories } from './git/bare-repositories.js';
import { GitHttpBackend } from './git/http-backend.js';
import { defaultSeed, validateSeed, type EmulatorSeed } from './seed.js';
import { createState } from './state.js';
import { DEFAULT_DELIVERY_TIMEOUT_MS, WebhookDispatcher } from './webhooks/dispatcher.js';

export type StartEmulatorOptions = {
  /** 0 or omitted: a free port chosen by the system. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  seed?: EmulatorSeed;
  /** Where the bare git repositories live. Default: a fresh temporary directory, removed on close. */
  dataDir?: string;
  /** How long a webhook receiver may take to answer a delivery. Default 10 000 ms, as on GitHub. */
  webhookTimeoutMs?: number;
  /** Most commits a `push` payload lists in `commits` (the most recent are kept). Default 2048, GitHub's documented cap. */
  pushPayloadCommitLimit?: number;
};

export type RunningEmulator = {
  /** e.g. http://127.0.0.1:4010, no trailing slash. */
  url: string;
  /** `url` + '/api/v3'. */
  apiUrl: string;
  port: number;
  close(): Promise<void>;
};

/** Creates the seeded git repositories, then serves OAuth, REST and git over HTTP until closed. */
export async function startGithubEmulator(options: StartEmulatorOptions = {}): Promise<RunningEmulator> {
  const seed = validateSeed(options.seed ?? defaultSeed, 'Seed');
  const host = options.host ?? '127.0.0.1';
  const port = checkPort(options.port ?? 0);
  const webhookTimeoutMs = checkPositive('webhookTimeoutMs', options.webhookTimeoutMs ?? DEFAULT_DELIVERY_TIMEOUT_MS);
  const pushPayloadCommitLimit = checkPositive('pushPayloadCommitLimit', options.pushPayloadCommitLimit);
  const temporaryDataDir = options.dataDir === undefined;
  const dataDir = temporaryDataDir ? await mkdtemp(path.join(tmpdir(), 'github-emulator-')) : path.resolve(options.dataDir!);
  const removeTemporaryDataDir = () => (temporaryDataDir ? rm(dataDir, { recursive: true, force: true }) : Promise.resolve());

  try {
    await mkdir(dataDir, { recursive: true });
    // The base URL needs the port, which is only known once listening; it is filled in below.
    const state = createState(seed, '', dataDir);
    if (pushPayloadCommitLimit !== undefined) state.pushPayloadCommitLimit = pushPayloadCommitLimit;
    await createSeededRepositories(state);
    const gitBackend = new GitHttpBackend(dataDir);
    const dispatcher = new WebhookDispatcher(state, webhookTimeoutMs);
    const server = createServer(createApp(state, gitBackend, dispatcher));
    // An idle keep-alive connection stays open a minute, not Node's 5 s: on a loaded machine a
    // client reusing it late would otherwise meet a socket the server had just closed (ECONNRESET).
    server.keepAliveTimeout = 60_000;
    const actualPort = await listen(server, port, host);
    state.baseUrl = `http://${urlHost(host)}:${actualPort}`;
    return {
      url: state.baseUrl,
      apiUrl: `${state.baseUrl}/api/v3`,
      port: actualPort,
      close: once(async () => {
        gitBackend.killAll();
        const closed = closeServer(server);
        // Deliveries under way are abandoned; pushes under way finish before their data goes.
        await dispatcher.close();
        await state.repositoryLocks.idle();
        await dispatcher.close();
        await closed;
        await removeTemporaryDataDir();
      }),
    };
  } catch (error) {
    await removeTemporaryDataDir();
    throw error;
  }
}

function checkPort(port: number): number {
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Port ${port} is not a whole number between 0 and 65535.`);
  return port;
}

function checkPositive<T extends number | undefined>(name: string, value: T): T {
  if (value !== undefined && (!Number.isInteger(value) || value <= 0)) throw new Error(`${name} must be a positive whole number (got ${value}).`);
  return value;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    // Keep-alive connections (git, fetch) would otherwise hold close() open.
    server.closeAllConnections();
  });
}

// Wildcard addresses are reachable on loopback; IPv6 literals need brackets in URLs.
function urlHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return isIPv6(host) ? `[${host}]` : host;
}

function once(action: () => Promise<void>): () => Promise<void> {
  let result: Promise<void> | undefined;
  return () => (result ??= action());
}
