// Reading the changelog corpora in ../shared/corpora beside the checkout (see its README.md).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** `<checkout>/../shared/corpora`, where the planning repository keeps them; `--corpora-dir` overrides it. */
export const DEFAULT_CORPORA_DIR = fileURLToPath(new URL('../../../../shared/corpora', import.meta.url));

/**
 * @typedef {{ sha: string, parents: string[], first_parent: boolean, on_default_branch: boolean,
 *   is_merge: boolean, author_name: string, author_email_domain: string, author_date: string,
 *   committer_date: string, subject: string, body: string, tags: string[],
 *   files: { path: string, status: string, additions: number|null, deletions: number|null,
 *     old_path?: string, binary?: boolean, content_unavailable?: boolean }[] }} CorpusCommit
 * @typedef {{ commit: string, date: string, tagger_date: string|null, annotated: boolean,
 *   on_default_branch: boolean, in_commits_file: boolean }} CorpusTag
 * @typedef {{ name: string, dir: string, meta: any, tags: Record<string, CorpusTag>, changelog: string,
 *   commitsFile: string }} Corpus
 */

/** Corpus folder names (`owner__name`) present in `dir`. */
export function listCorpora(dir = DEFAULT_CORPORA_DIR) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'commits.jsonl')))
    .map((entry) => entry.name)
    .sort((a, b) => a.localeCompare(b));
}

/** Accepts `rack__rack`, `rack/rack` or just `rack`. */
export function resolveCorpusName(wanted, names) {
  const key = wanted.toLowerCase().replace('/', '__');
  const found = names.find((name) => name.toLowerCase() === key) ?? names.filter((name) => name.toLowerCase().split('__')[1] === key);
  if (typeof found === 'string') return found;
  if (found.length === 1) return found[0];
  throw new Error(`Unknown corpus "${wanted}" (available: ${names.join(', ')})`);
}

/** @returns {Corpus} */
export function loadCorpus(name, dir = DEFAULT_CORPORA_DIR) {
  const base = path.join(dir, name);
  return {
    name,
    dir: base,
    meta: JSON.parse(readFileSync(path.join(base, 'meta.json'), 'utf8')),
    tags: JSON.parse(readFileSync(path.join(base, 'tags.json'), 'utf8')),
    changelog: readFileSync(path.join(base, 'changelog.md'), 'utf8'),
    commitsFile: path.join(base, 'commits.jsonl'),
  };
}

/** @returns {CorpusCommit[]} newest first, as in the file */
export function readCommits(corpus) {
  return readFileSync(corpus.commitsFile, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line));
}

/**
 * The newest `count` versions of the maintainers' changelog that have a tag among the corpus's
 * commits, newest first, each with the tag of the next older such version (the window the shared
 * scorer reads: previous tag..tag).
 * @returns {{ version: string, tag: string, previousTag: string | null }[]}
 */
export function tagWindows(corpus, count) {
  const seen = new Set();
  const tagged = corpus.meta.changelog.versions.filter((version) => {
    if (!version.tag || !corpus.tags[version.tag]?.in_commits_file || seen.has(version.version)) return false;
    seen.add(version.version);
    return true;
  });
  return tagged.slice(0, count).map((version, index) => ({ version: version.version, tag: version.tag, previousTag: tagged[index + 1]?.tag ?? null }));
}
