/** The repository a document belongs to and the commit it was written at, for its relative links. */
export type LinkBase = { htmlUrl: string | null; sha: string };

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto']);

/**
 * Where a link or image of a document may point, or undefined to show it as text only:
 * - `#anchor` stays in the page (headings get GitHub's ids);
 * - http(s) and mailto stay as they are; any other scheme (javascript:, data:, vbscript:, file:…) is dropped;
 * - a relative path is a file of the repository, as on GitHub: it opens there, at the document's
 *   commit — or, for a repository with no code-host page, it is shown as text (this site has no such file);
 * - a protocol-relative `//host` link is dropped (it would take the scheme of this page).
 */
export function resolveDocumentUrl(url: string, base: LinkBase): string | undefined {
  const value = url.trim();
  if (!value) return undefined;
  if (value.startsWith('#')) return value;
  const scheme = SCHEME.exec(value);
  if (scheme) return ALLOWED_SCHEMES.has(scheme[1]!.toLowerCase()) ? value : undefined;
  if (value.startsWith('//') || value.startsWith('\\')) return undefined;
  if (!base.htmlUrl) return undefined;
  const root = `${base.htmlUrl.replace(/\/+$/, '')}/blob/${encodeURIComponent(base.sha)}/`;
  try {
    const resolved = new URL(value.replace(/^\/+/, ''), root);
    // `../` may not climb out of the repository's files.
    return resolved.href.startsWith(root) ? resolved.href : undefined;
  } catch {
    return undefined;
  }
}
