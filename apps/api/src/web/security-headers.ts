import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { RemotesManifest } from '@chronicle/contracts';
import type { AppConfig } from '../config/app-config.js';
import { readRemotesManifest } from './serve-web-app.js';

/** GitHub.com's API answers `avatar_url` on this host; the dashboard shows the signed-in user's avatar. */
const GITHUB_AVATARS = 'https://avatars.githubusercontent.com';
/** Where this request's CSP finds the remote origins, read once per request from the manifest. */
const REMOTE_ORIGINS = 'chronicleRemoteOrigins';
/**
 * The one inline script Chronicle runs: the shell's index.html sets the stored theme before any
 * bundle loads, so the first frame is not white. Its SHA-256, as the built index.html holds it:
 * security-headers.spec.ts hashes the built file and fails when the two disagree.
 */
export const FIRST_PAINT_SCRIPT_SHA256 = 'sha256-h9qx+Y1fwU+TJzmnxYD+rt62mRw94QlsNlhMo9gWy/A=';

type CspSource = string | ((request: IncomingMessage, response: ServerResponse) => string);

/**
 * The security headers of every answer — pages, static files, API JSON, errors — through helmet.
 * The Content-Security-Policy allows what the shell and its remotes really load and no more (see
 * ARCHITECTURE.md): our own origin, plus the origins the remotes manifest names. The manifest is
 * re-read on each request, as `/remotes.json` is, so moving a remote needs no restart here either.
 */
export function securityHeaders(config: AppConfig): RequestHandler {
  const https = new URL(config.publicUrl).protocol === 'https:';
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config, https) },
    // Off: require-corp would block cross-origin images that send no CORP header — GitHub's avatars.
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // same-origin for everything; the remotes' files, which other origins may load, say
    // cross-origin themselves (serve-web-app.ts).
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // The browsers' default, pinned: other sites get the origin only, never a path or a query (an
    // OAuth callback's code). Not no-referrer: the sites a public changelog links to may see that
    // their visitors come from Chronicle, and the bare origin tells them nothing private.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Only when Chronicle is reached over https: HSTS on a plain-http localhost would make the
    // browser insist on https for that host (every other local app on it) for a year.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // The old spelling of frame-ancestors 'none', for browsers that only know it.
    xFrameOptions: { action: 'deny' },
    xContentTypeOptions: true,
  });
  return (request: Request, response: Response, next: NextFunction) => {
    response.locals[REMOTE_ORIGINS] = remoteOrigins(readRemotesManifest(config.remotesManifestFile), config.publicUrl);
    headers(request, response, next);
  };
}

function contentSecurityPolicy(config: AppConfig, https: boolean): Record<string, Iterable<CspSource>> {
  const withRemotes = (...own: string[]): CspSource[] => [(_request, response) => [...own, ...(response as Response).locals[REMOTE_ORIGINS]].join(' ')];
  return {
    'default-src': ["'self'"],
    // No inline script but the first-paint one, allowed by its hash, and no eval: index.html
    // otherwise only links its module scripts, and Vite's and the federation runtime's output uses
    // neither (the remotes load through import() of their remoteEntry.js). A remote on another
    // origin runs its code from there, so its origin is allowed.
    'script-src': withRemotes("'self'", `'${FIRST_PAINT_SCRIPT_SHA256}'`),
    // 'unsafe-inline': antd's CSS-in-JS (@ant-design/cssinjs, inside @chronicle/antd-kit) writes
    // its styles into <style> tags at run time. A nonce would need index.html rewritten per request
    // and handed to every ConfigProvider, including the remotes' standalone ones; inline CSS cannot
    // run script, so it is the trade taken. A remote's own CSS files come from its origin.
    'style-src': withRemotes("'self'", "'unsafe-inline'"),
    'img-src': withRemotes("'self'", 'data:', ...avatarOrigins(config.github.url)),
    'font-src': withRemotes("'self'", 'data:'),
    'connect-src': withRemotes("'self'"),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // Sign-in is a navigation to /api/auth/github and a redirect to GitHub, not a form post.
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** The CSP source of each inline script of an HTML page (`'sha256-…'`), as a browser hashes it: the text between the tags, as UTF-8. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, body]) => `sha256-${createHash('sha256').update(body ?? '', 'utf8').digest('base64')}`);
}

/**
 * The origins, other than Chronicle's own, that the manifest loads remotes from. Relative entries
 * (the defaults) are same-origin, covered by 'self'; entries that are not http(s) URLs are left out.
 */
export function remoteOrigins(manifest: RemotesManifest, publicUrl: string): string[] {
  const own = new URL(publicUrl).origin;
  const origins = new Set<string>();
  for (const { entry } of Object.values(manifest)) {
    const url = URL.parse(entry, publicUrl);
    if (url && (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== own) origins.add(url.origin);
  }
  return [...origins];
}

/**
 * Where avatars come from: the users' `avatar_url` as GitHub's API gives it. On github.com that is
 * avatars.githubusercontent.com; a GitHub Enterprise Server serves them under its own origin
 * (`/avatars/`), or from `avatars.<host>` with subdomain isolation. Not `https:` at large: that
 * would let injected markup beacon anywhere. An avatar that cannot load shows the default icon.
 */
export function avatarOrigins(githubUrl: string): string[] {
  const github = new URL(githubUrl);
  if (github.hostname === 'github.com') return [GITHUB_AVATARS];
  const subdomain = isIP(github.hostname) === 0 && github.hostname !== 'localhost' ? [`${github.protocol}//avatars.${github.host}`] : [];
  return [GITHUB_AVATARS, github.origin, ...subdomain];
}
