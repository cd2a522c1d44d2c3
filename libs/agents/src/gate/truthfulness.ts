import { posix } from 'node:path';
import type { Mention } from './mentions.js';
import { hasShaPrefix, normalizeQualified, normalizeVersion, type SnapshotIndex } from './snapshot-index.js';

/** A mention the snapshot does not have, with the sentence that says so. */
export type MissingMention = { mention: Mention; message: string };

export type TruthfulnessResult = {
  /** Mentions that were checked (`other` spans and links that point outside the repository are not). */
  checked: number;
  missing: MissingMention[];
  /** existing / checked; 1 when nothing was checked. */
  score: number;
};

export type TruthfulnessOptions = {
  /** The document's file name, for messages and for resolving relative links: `README.md`, `docs/ARCHITECTURE.md`. */
  docFile: string;
  /** The repository's web address (`https://github.com/acme/widgets`); links to its files, folders, commits, issues and pull requests there are checked. */
  webUrl: string | null;
};

/** Checks every mention against the snapshot's index. */
export function checkTruthfulness(mentions: readonly Mention[], index: SnapshotIndex, options: TruthfulnessOptions): TruthfulnessResult {
  let checked = 0;
  const missing: MissingMention[] = [];
  for (const mention of mentions) {
    const verdict = judge(mention, index, options);
    if (verdict === 'unchecked') continue;
    checked++;
    if (verdict !== 'exists') missing.push({ mention, message: `${options.docFile} line ${mention.line} ${verdict}` });
  }
  return { checked, missing, score: checked === 0 ? 1 : (checked - missing.length) / checked };
}

// 'exists', 'unchecked', or the end of the sentence that reports the mention as missing.
function judge(mention: Mention, index: SnapshotIndex, options: TruthfulnessOptions): string {
  const at = `at ${index.commit}`;
  const { text } = mention;
  switch (mention.kind) {
    case 'other':
      return 'unchecked';
    case 'reference':
      return index.references.has(Number(text.slice(1))) ? 'exists' : `names ${text}, which no commit message up to ${index.commit} references.`;
    case 'sha':
      return hasShaPrefix(index, text) ? 'exists' : `names commit \`${text}\`, which is not in the history up to ${index.commit}.`;
    case 'version':
      return versionExists(text, index) || nameExists(text, index) ? 'exists' : `names version \`${text}\`, which no tag, manifest or lockfile of the repository ${at} has.`;
    case 'path':
      return pathExists(text, index) || pathExists(besideDocument(text, options.docFile), index, false) || nameExists(text, index)
        ? 'exists'
        : `names \`${text}\`, which is not in the repository ${at}.`;
    case 'identifier':
      return nameExists(text, index) ? 'exists' : `names \`${text}\`, which is not a symbol, package, script or other name in the repository ${at}.`;
    case 'link':
      return judgeLink(text, index, options);
  }
}

function judgeLink(text: string, index: SnapshotIndex, options: TruthfulnessOptions): string {
  const claim = linkClaim(text, options);
  switch (claim?.kind) {
    case undefined:
      return 'unchecked';
    case 'commit':
      return hasShaPrefix(index, claim.sha) ? 'exists' : `links to commit \`${claim.sha}\`, which is not in the history up to ${index.commit}.`;
    case 'reference':
      return index.references.has(claim.number) ? 'exists' : `links to #${claim.number}, which no commit message up to ${index.commit} references.`;
    case 'path':
      return claim.path !== null && pathExists(claim.path === '' ? '.' : claim.path, index, false)
        ? 'exists'
        : `links to \`${text}\`, which is not in the repository at ${index.commit}.`;
  }
}

/** A file, a skipped file, a folder (with or without a trailing slash), a file's base name (`name.ext`), or a route path (`/users/:id`). */
export function pathExists(text: string, index: SnapshotIndex, baseNames = true): boolean {
  if (text.startsWith('/') && index.routes.has(text)) return true;
  const path = text.replace(/^\/+/, '').replace(/^(?:\.\/)+/, '');
  const bare = path.replace(/\/+$/, '');
  if (bare === '' || bare === '.') return true;
  if (path === bare && index.files.has(bare)) return true;
  if (index.folders.has(bare)) return true;
  return baseNames && path === bare && !bare.includes('/') && index.baseNames.has(bare);
}

// A document kept in a folder may name paths from there, as links do: `src/a.ts` in `libs/x/README.md`.
function besideDocument(path: string, docFile: string): string {
  const folder = posix.dirname(docFile);
  if (folder === '.' || path.startsWith('/')) return path;
  const joined = posix.normalize(posix.join(folder, path));
  return path.endsWith('/') && !joined.endsWith('/') ? `${joined}/` : joined;
}

/** A name as written, a symbol (name, qualified name or its dotted suffix, `name()` allowed), a file's base name, a folder, or a commit. */
export function nameExists(text: string, index: SnapshotIndex): boolean {
  const name = text.endsWith('()') ? text.slice(0, -2) : text;
  if (index.names.has(name) || index.symbols.has(normalizeQualified(name))) return true;
  if (index.baseNames.has(name) || index.folders.has(name.replace(/\/$/, ''))) return true;
  // An all-letter hex word (`deadbee`) reads as a name, but may be a commit.
  return /^[0-9a-f]{7,40}$/.test(name) && hasShaPrefix(index, name);
}

function versionExists(text: string, index: SnapshotIndex): boolean {
  return index.versions.has(normalizeVersion(text));
}

/** What a link claims exists: a repository path (null when it leaves the root), a commit, or an issue or pull request. */
export type LinkClaim = { kind: 'path'; path: string | null } | { kind: 'commit'; sha: string } | { kind: 'reference'; number: number };

/** The claim a link makes; undefined when it is not checked (an anchor, a mail address, a page outside the repository). */
export function linkClaim(target: string, options: TruthfulnessOptions): LinkClaim | undefined {
  const decoded = decode(target);
  if (decoded.startsWith('#') || decoded.startsWith('//')) return undefined;
  if (/^[a-z][a-z0-9+.-]*:/i.test(decoded)) return webClaim(decoded, options.webUrl);
  const path = decoded.replace(/[?#].*$/, '');
  if (path === '') return undefined;
  const joined = path.startsWith('/') ? path.slice(1) : posix.join(posix.dirname(options.docFile), path);
  const normalized = posix.normalize(joined);
  if (normalized === '..' || normalized.startsWith('../')) return { kind: 'path', path: null };
  return { kind: 'path', path: normalized === '.' || normalized === './' ? '' : normalized + (path.endsWith('/') && !normalized.endsWith('/') ? '/' : '') };
}

// Pages of the repository on its web host: `…/blob/<ref>/<path>`, `…/tree/<ref>/<path>`,
// `…/commit/<sha>`, `…/issues/<n>`, `…/pull/<n>`. Other addresses are not checked.
function webClaim(url: string, webUrl: string | null): LinkClaim | undefined {
  if (!webUrl) return undefined;
  const base = webUrl.replace(/\/+$/, '').replace(/\.git$/, '');
  if (!url.startsWith(`${base}/`)) return undefined;
  const rest = url.slice(base.length).replace(/[?#].*$/, '');
  const file = /^\/(?:blob|tree|raw|blame)\/[^/]+\/?(.*)$/.exec(rest);
  if (file) return { kind: 'path', path: file[1]! };
  const commit = /^\/commits?\/([0-9a-f]{7,40})\/?$/i.exec(rest);
  if (commit) return { kind: 'commit', sha: commit[1]!.toLowerCase() };
  const reference = /^\/(?:issues|pull)\/(\d+)\/?$/.exec(rest);
  return reference ? { kind: 'reference', number: Number(reference[1]) } : undefined;
}

function decode(target: string): string {
  const unescaped = target.replace(/\\([!-/:-@[-`{-~])/g, '$1');
  try {
    return decodeURI(unescaped);
  } catch {
    return unescaped;
  }
}
