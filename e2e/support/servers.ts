import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The built API as `npm start` runs it, on the given port; resolves once it prints its address. */
export function startChronicle(env: Record<string, string>): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'apps/api/dist/main.js')], {
      env: { PATH: process.env.PATH!, HOME: process.env.HOME ?? '/tmp', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk;
      if (output.includes('Chronicle is running at')) resolve(child);
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
    child.on('exit', (code) => reject(new Error(`Chronicle exited with code ${code}:\n${output}`)));
  });
}

/** A second origin serving one built remote, as a CDN would: static files with CORS headers. */
export async function serveRemoteElsewhere(remote: string): Promise<{ url: string; requests: string[]; close(): Promise<void> }> {
  const requests: string[] = [];
  const app = express();
  app.use((request, response, next) => {
    requests.push(request.path);
    response.setHeader('Access-Control-Allow-Origin', '*');
    next();
  });
  app.use(express.static(path.join(ROOT, 'apps', remote, 'dist')));
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
