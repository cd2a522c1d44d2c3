import path from 'node:path';
import { DOC_TYPES, SESSION_COOKIE, matchPageRoute, type PageMatch } from '@chronicle/contracts';
import type { CodeRepositoryRow } from '../database/schema.js';
import { isPublished } from '../modules/code-repositories/code-repositories.service.js';
import { PUBLIC_SLUG } from '../modules/code-repositories/public-repository.finder.js';

/** What the page fallback needs to know about a public slug and a session, without Nest's request pipeline. */
export type PageLookups = {
  findBySlug(slug: string): Promise<Pick<CodeRepositoryRow, 'userId' | 'isPrivate' | 'publishPrivate'> | null>;
  userIdForSession(token: string): Promise<string | null>;
};

/** Folders that hold only files: a miss under them is a missing file, never a page. */
const ASSET_FOLDERS = ['/remotes/', '/assets/'];

/**
 * A path that names a file (`/remotes/nope/x.js`, `/assets/missing.css`, `/favicon.ico`): a miss
 * is a plain 404, never the shell's HTML with 200, which a browser would try to run as a script.
 * No page path has a dot in its last segment (slugs and document types have none).
 */
export function isAssetPath(pathname: string): boolean {
  return ASSET_FOLDERS.some((folder) => pathname.startsWith(folder)) || path.posix.extname(pathname) !== '';
}

/** A document type as the pages read it from the address: `api_reference`, also `api-reference` or `API_REFERENCE`. */
function isDocType(value: string): boolean {
  return (DOC_TYPES as readonly string[]).includes(value.toLowerCase().replace(/-/g, '_'));
}

/**
 * The status the shell's index.html is sent with for a page path: 200 for a page that exists, 404
 * for a path no route has, an unknown document type, or a public slug no repository has (or one
 * the caller may not read: an unpublished private repository is its owner's alone, as on the API).
 */
export async function pageStatus(pathname: string, cookies: Record<string, unknown> | undefined, lookups: PageLookups): Promise<200 | 404> {
  const match = matchPageRoute(pathname);
  if (!match) return 404;
  if (match.params.docType !== undefined && !isDocType(match.params.docType)) return 404;
  const slug = slugOf(match);
  if (slug === null) return 200;
  const repository = PUBLIC_SLUG.test(slug) ? await lookups.findBySlug(slug) : null;
  if (!repository) return 404;
  if (isPublished(repository)) return 200;
  const token = cookies?.[SESSION_COOKIE];
  const userId = typeof token === 'string' && token ? await lookups.userIdForSession(token) : null;
  return userId === repository.userId ? 200 : 404;
}

function slugOf(match: PageMatch): string | null {
  return match.params.slug ?? match.params.publicSlug ?? null;
}
