import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import express, { type NextFunction, type Request, type Response } from 'express';
import { REMOTE_NAMES, REMOTES_MANIFEST_PATH, defaultRemoteEntry, type RemotesManifest } from '@chronicle/contracts';
import type { AppConfig } from '../config/app-config.js';
import { SessionsService } from '../modules/auth/sessions.service.js';
import { CodeRepositoriesRepository } from '../modules/code-repositories/code-repositories.repository.js';
import { isAssetPath, pageStatus, type PageLookups } from './page-status.js';

// Hashed assets never change; entry points (index.html, remoteEntry.js, the manifest) always might.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
// `/{publicSlug}/llms.txt` is the API's (a repository's documents for AI agents), not a page; with
// an empty slug (`//llms.txt`) too, so that the API's JSON 404 answers it, as it does every API path.
const LLMS_TXT = /^\/[^/]*\/llms\.txt$/;

/**
 * Serves the web app from the API's own port: the shell at `/` (its index.html for every page
 * path: 200 for the pages PAGE_ROUTES lists, 404 for any other, a plain 404 for a missing file), each remote under `/remotes/<name>/` with CORS headers so a shell elsewhere can
 * load it, and `/remotes.json`, the manifest telling the shell where each remote is. These are
 * static files for everyone, so they sit outside Nest's routes and access guard.
 */
export function serveWebApp(app: INestApplication, config: AppConfig): void {
  const shellDir = path.join(config.webRoot, 'shell', 'dist');
  const router = express.Router();
  router.get(REMOTES_MANIFEST_PATH, (_request: Request, response: Response) => {
    response.setHeader('Cache-Control', REVALIDATE);
    response.json(readRemotesManifest(config.remotesManifestFile));
  });
  for (const name of REMOTE_NAMES) {
    router.use(`/remotes/${name}`, allowAnyOrigin, express.static(path.join(config.webRoot, name, 'dist'), { setHeaders: cacheHeaders }), (request: Request, response: Response) => {
      response.status(404).json({ statusCode: 404, message: `The ${name} module has no file ${request.path}.` });
    });
  }
  app.use(router);
  // API calls never look for a file: the static layer (a stat per request) is skipped for them.
  const shellFiles = express.static(shellDir, { index: false, setHeaders: cacheHeaders });
  app.use((request: Request, response: Response, next: NextFunction) => (request.path.startsWith('/api/') ? next() : shellFiles(request, response, next)));
  const lookups = pageLookups(app);
  app.use((request: Request, response: Response, next: NextFunction) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || request.path.startsWith('/api/') || LLMS_TXT.test(request.path)) return next();
    if (isAssetPath(request.path)) {
      response.status(404).type('text/plain').send(`There is no file ${request.path.length > 200 ? `${request.path.slice(0, 200)}…` : request.path}.\n`);
      return;
    }
    const index = path.join(shellDir, 'index.html');
    response.setHeader('Cache-Control', REVALIDATE);
    if (!existsSync(index)) {
      response.status(503).type('text/plain').send('The web app is not built yet: run `npm run build` (or `npm start`, which builds it).\n');
      return;
    }
    // Unknown pages get the same index.html, so the SPA's 404 page shows — with a 404 status.
    pageStatus(request.path, request.cookies as Record<string, unknown> | undefined, lookups).then(
      (status) => response.status(status).sendFile(index),
      next,
    );
  });
}

/** The slug and session look-ups of the page fallback, from the app's own services. */
function pageLookups(app: INestApplication): PageLookups {
  const repositories = app.get(CodeRepositoriesRepository, { strict: false });
  const sessions = app.get(SessionsService, { strict: false });
  return {
    findBySlug: (slug) => repositories.findBySlug(slug),
    userIdForSession: async (token) => (await sessions.userForToken(token))?.id ?? null,
  };
}

/** The last manifest read, and the file's size and time of change then: read again only when they change. */
let lastRead: { file: string; stamp: string; manifest: RemotesManifest } | null = null;

/**
 * The manifest file when one is configured, else same-origin defaults. Editing the file moves a
 * remote at once; it is asked on every request (`/remotes.json`, and every answer's CSP), so it is
 * parsed again only when its size or time of change differ from the last read.
 */
export function readRemotesManifest(file: string | null): RemotesManifest {
  const manifest = Object.fromEntries(REMOTE_NAMES.map((name) => [name, { entry: defaultRemoteEntry(name) }])) as RemotesManifest;
  if (!file) return manifest;
  try {
    const { size, mtimeMs } = statSync(file);
    const stamp = `${size}:${mtimeMs}`;
    if (lastRead?.file === file && lastRead.stamp === stamp) return lastRead.manifest;
    const configured = JSON.parse(readFileSync(file, 'utf8')) as Partial<RemotesManifest>;
    for (const name of REMOTE_NAMES) {
      const entry = configured[name]?.entry;
      if (typeof entry === 'string' && entry) manifest[name] = { entry };
    }
    lastRead = { file, stamp, manifest };
  } catch {
    // An unreadable manifest keeps the defaults; the shell still starts.
  }
  return manifest;
}

/** A remote's files are meant for shells on any origin: CORS for import(), CORP for plain script and style loads. */
function allowAnyOrigin(_request: Request, response: Response, next: NextFunction): void {
  response.setHeader('Access-Control-Allow-Origin', '*');
  response.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  next();
}

function cacheHeaders(response: Response, file: string): void {
  const hashed = /[.-][A-Za-z0-9_-]{8,}\.(js|css|woff2?|svg|png)$/.test(path.basename(file)) && !file.endsWith('remoteEntry.js');
  response.setHeader('Cache-Control', hashed ? IMMUTABLE : REVALIDATE);
}
