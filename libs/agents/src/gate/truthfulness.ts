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
  /** The repository's web address (`https://github.com/acme/widgets`); links into its `/blob/` and `/tree/` pages are checked. */
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
      return pathExists(text, index) || nameExists(text, index) ? 'exists' : `names \`${text}\`, which is not in the repository ${at}.`;
    case 'identifier':
      return nameExists(text, index) ? 'exists' : `names \`${text}\`, which is not a symbol, package, script or other name in the repository ${at}.`;
    case 'link': {
      const path = linkPath(text, options);
      if (path === undefined) return 'unchecked';
      return path !== null && pathExists(path === '' ? '.' : path, index, false) ? 'exists' : `links to \`${text}\`, which is not in the repository ${at}.`;
    }
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

/**
 * The repository path a link points at; undefined when the link is not checked (an anchor, a
 * mail address, a page outside the repository), null when it leaves the repository's root.
 */
export function linkPath(target: string, options: TruthfulnessOptions): string | null | undefined {
  const decoded = decode(target);
  if (decoded.startsWith('#') || decoded.startsWith('//')) return undefined;
  if (/^[a-z][a-z0-9+.-]*:/i.test(decoded)) return repositoryPath(decoded, options.webUrl);
  const path = decoded.replace(/[?#].*$/, '');
  if (path === '') return undefined;
  const joined = path.startsWith('/') ? path.slice(1) : posix.join(posix.dirname(options.docFile), path);
  const normalized = posix.normalize(joined);
  if (normalized === '..' || normalized.startsWith('../')) return null;
  return normalized === '.' || normalized === './' ? '' : normalized + (path.endsWith('/') && !normalized.endsWith('/') ? '/' : '');
}

// `https://github.com/acme/widgets/blob/main/src/a.ts#L3` → `src/a.ts`; other addresses are not checked.
function repositoryPath(url: string, webUrl: string | null): string | undefined {
  if (!webUrl) return undefined;
  const base = webUrl.replace(/\/+$/, '');
  const match = /^\/(?:blob|tree|raw|blame)\/[^/]+\/?(.*)$/.exec(url.startsWith(`${base}/`) ? url.slice(base.length) : '');
  if (!match) return undefined;
  return match[1]!.replace(/[?#].*$/, '');
}

function decode(target: string): string {
  const unescaped = target.replace(/\\([!-/:-@[-`{-~])/g, '$1');
  try {
    return decodeURI(unescaped);
  } catch {
    return unescaped;
  }
}
