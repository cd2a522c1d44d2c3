import { execFileSync, spawn } from 'node:child_process';
import { chownSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import path from 'node:path';
import { findPostgresBin } from './system-packages.mjs';

/** A free TCP port on loopback, chosen by the kernel. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** postgres refuses to run as root: as root, run it as `nobody`. */
function unprivilegedIds() {
  if (process.getuid?.() !== 0) return {};
  const uid = Number(execFileSync('id', ['-u', 'nobody']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'nobody']).toString().trim());
  return { uid, gid };
}

async function waitFor(check, what, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not become ready within ${timeoutMs / 1000} s`);
}

function stopper(child) {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGINT');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
}

function spawnServer(command, args, options, name) {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], ...options });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  child.on('exit', (code) => {
    if (code && code !== 0) console.error(`${name} exited with code ${code}:\n${stderr}`);
  });
  return child;
}

/** initdb in a temporary folder and a postgres on its own port; fast and unsafe settings, it is thrown away. */
export async function startPostgres(workDir) {
  const bin = findPostgresBin();
  const ids = unprivilegedIds();
  const dataDir = path.join(workDir, 'postgres');
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (ids.uid !== undefined) {
    chownSync(workDir, ids.uid, ids.gid);
    chownSync(dataDir, ids.uid, ids.gid);
  }
  execFileSync(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'], {
    ...ids,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const port = await freePort();
  const child = spawnServer(
    path.join(bin, 'postgres'),
    ['-D', dataDir, '-p', String(port), '-k', dataDir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=200'],
    ids,
    'PostgreSQL',
  );
  const isReady = () => {
    try {
      execFileSync(path.join(bin, 'pg_isready'), ['-q', '-h', '127.0.0.1', '-p', String(port)]);
      return true;
    } catch {
      return false;
    }
  };
  await waitFor(isReady, 'PostgreSQL');
  const version = readFileSync(path.join(dataDir, 'PG_VERSION'), 'utf8').trim();
  return { port, version, url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop: stopper(child) };
}

/** A Redis on its own port with persistence off. */
export async function startRedis(workDir) {
  const dir = path.join(workDir, 'redis');
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const child = spawnServer('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {}, 'Redis');
  const answersPing = () =>
    new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => resolve(false));
      socket.on('connect', () => socket.write('PING\r\n'));
      socket.on('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('+PONG'));
      });
    });
  await waitFor(answersPing, 'Redis');
  return { port, url: `redis://127.0.0.1:${port}`, stop: stopper(child) };
}
