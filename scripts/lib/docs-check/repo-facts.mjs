// What git itself says about a cloned repository at HEAD: the tracked tree, folders, blobs,
// commits, and whole-word searches. Every check of the bench stands on these, never on the
// engine's snapshot.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { git } from '../bench/git.mjs';

/**
 * @typedef {{ path: string, mode: string, type: string }} TreeEntry
 * @typedef {{ dir: string, head: string, entries: TreeEntry[], paths: Set<string>, folders: Set<string>,
 *   basenames: Map<string, string[]>, read: (file: string) => string }} RepoFacts
 */

/**
 * Reads the tree at HEAD (`git ls-tree -r HEAD`): files, symlinks and submodules, every folder
 * that holds one, and file base names.
 * @param {string} dir a clone whose working tree is HEAD
 * @returns {Promise<RepoFacts>}
 */
export async function readRepoFacts(dir) {
  const head = (await git(dir, ['rev-parse', 'HEAD'])).trim();
  const listing = await git(dir, ['ls-tree', '-r', '-z', '--full-tree', 'HEAD']);
  /** @type {TreeEntry[]} */
  const entries = [];
  for (const record of listing.split('\0')) {
    if (!record) continue;
    const tab = record.indexOf('\t');
    const [mode, type] = record.slice(0, tab).split(' ');
    entries.push({ path: record.slice(tab + 1), mode, type });
  }
  const paths = new Set(entries.map((entry) => entry.path));
  const folders = new Set();
  const basenames = new Map();
  for (const file of paths) {
    const parts = file.split('/');
    for (let depth = 1; depth < parts.length; depth++) folders.add(parts.slice(0, depth).join('/'));
    const base = parts[parts.length - 1];
    basenames.set(base, [...(basenames.get(base) ?? []), file]);
  }
  const read = (file) => readFileSync(path.join(dir, file), 'utf8');
  return { dir, head, entries, paths, folders, basenames, read };
}

/**
 * Which of the given hex strings name a commit (`git cat-file --batch-check` on `<sha>^{commit}`;
 * an ambiguous short SHA is retried with `git rev-parse --verify <sha>^{commit}`, which prefers
 * commits).
 * @param {string} dir
 * @param {string[]} shas
 * @returns {Promise<Map<string, boolean>>}
 */
export async function commitsExist(dir, shas) {
  const unique = [...new Set(shas)];
  const result = new Map();
  if (!unique.length) return result;
  const out = await git(dir, ['cat-file', '--batch-check'], { input: `${unique.map((sha) => `${sha}^{commit}`).join('\n')}\n` });
  const lines = out.split('\n');
  for (let index = 0; index < unique.length; index++) {
    const line = lines[index] ?? '';
    if (/ commit \d+$/.test(line)) result.set(unique[index], true);
    else if (/ ambiguous$/.test(line)) result.set(unique[index], await revParses(dir, `${unique[index]}^{commit}`));
    else result.set(unique[index], false);
  }
  return result;
}

async function revParses(dir, rev) {
  try {
    await git(dir, ['rev-parse', '--verify', '--quiet', rev]);
    return true;
  } catch {
    return false;
  }
}

/** Manifests and lockfiles: where a package whose name looks like a file name (`ipaddr.js`) is named. */
export const MANIFESTS_AND_LOCKFILES = ['--', ...['package.json', 'package-lock.json', 'npm-shrinkwrap.json', 'pnpm-lock.yaml', 'yarn.lock', 'bun.lock', 'Cargo.toml', 'Cargo.lock', 'go.mod', 'go.sum', 'pyproject.toml', 'poetry.lock', 'uv.lock', 'requirements*.txt', 'pom.xml', 'composer.json', 'composer.lock', 'Gemfile', 'Gemfile.lock'].map((name) => `:(glob)**/${name}`)];

const PROSE_EXTENSIONS = ['md', 'mdx', 'markdown', 'rst', 'txt', 'adoc', 'textile', 'rdoc'];
/** Prose files are left out of name searches: a stale name in a README or changelog is no evidence. */
const NOT_PROSE = ['--', '.', ...PROSE_EXTENSIONS.map((ext) => `:(exclude)*.${ext}`)];
/** Prose files only: where a quotation from the repository's own changelog is looked for. */
export const PROSE = ['--', ...PROSE_EXTENSIONS.map((ext) => `:(glob)**/*.${ext}`)];
/** CI workflow files: where a `uses: owner/repo@ref` is written. */
export const CI_WORKFLOWS = ['--', ':(glob).github/workflows/**', ':(glob)**/action.yml', ':(glob)**/action.yaml'];

/**
 * Branch names, local and remote-tracking (`git for-each-ref refs/heads refs/remotes`), without the
 * remote's prefix; not `HEAD`.
 * @param {string} dir
 * @returns {Promise<Set<string>>}
 */
export async function gitBranches(dir) {
  const out = await git(dir, ['for-each-ref', '--format=%(refname)', 'refs/heads', 'refs/remotes']);
  const names = new Set();
  for (const ref of out.split('\n').filter(Boolean)) {
    const name = ref.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : ref.split('/').slice(3).join('/');
    if (name && name !== 'HEAD') names.add(name);
  }
  return names;
}

/**
 * Which of the strings occur in a tracked text file at HEAD other than prose (Markdown, reST,
 * text): `git grep -F`, with `-w` (whole words) unless `words` is false. One batched search, then
 * one search per string the batch did not print, since `-o` reports only one of two overlapping
 * matches.
 * @param {string} dir
 * @param {string[]} strings
 * @param {{ words?: boolean }} [options]
 * @returns {Promise<Set<string>>}
 */
export async function grepStrings(dir, strings, { words = true, pathspec = NOT_PROSE } = {}) {
  const wanted = [...new Set(strings.filter((s) => s.length > 0 && !s.includes('\n')))];
  const found = new Set();
  if (!wanted.length) return found;
  const flags = ['-I', '-F', ...(words ? ['-w'] : [])];
  const batch = await gitGrep(dir, ['-o', '-h', ...flags, '-f', '-', 'HEAD', ...pathspec], `${wanted.join('\n')}\n`);
  const asked = new Set(wanted);
  for (const line of batch.split('\n')) if (asked.has(line)) found.add(line);
  for (const string of wanted.filter((s) => !found.has(s))) {
    if ((await gitGrep(dir, ['-q', ...flags, '-e', string, 'HEAD', ...pathspec])) !== null) found.add(string);
  }
  return found;
}

/**
 * The names of git tags.
 * @param {string} dir
 * @returns {Promise<Set<string>>}
 */
export async function gitTags(dir) {
  return new Set((await git(dir, ['tag', '--list'])).split('\n').filter(Boolean));
}

/** `git grep`: stdout, '' when nothing matched, or null for -q without a match. */
async function gitGrep(dir, args, input) {
  try {
    return await git(dir, ['grep', ...args], input === undefined ? {} : { input });
  } catch (error) {
    if (/exit code 1:/.test(error.message)) return args.includes('-q') ? null : '';
    throw error;
  }
}

/**
 * Every `#123` reference in the messages of the commits reachable from HEAD.
 * @param {string} dir
 * @returns {Promise<Set<string>>}
 */
export async function historyReferences(dir) {
  const log = await git(dir, ['log', '--format=%B', 'HEAD']);
  return new Set(log.match(/#\d+\b/g) ?? []);
}

/**
 * Which of the strings appear in the messages of the commits reachable from HEAD.
 * @param {string} dir
 * @param {string[]} strings
 * @returns {Promise<Set<string>>}
 */
export async function inCommitMessages(dir, strings) {
  if (strings.length === 0) return new Set();
  const log = await git(dir, ['log', '--format=%B', 'HEAD']);
  return new Set(strings.filter((string) => log.includes(string)));
}
