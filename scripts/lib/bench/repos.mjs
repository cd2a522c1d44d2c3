// Builds real git repositories for the benchmark with one `git fast-import` stream each:
// - a corpus (commits.jsonl + tags.json) rebuilt with the same messages, authors, dates, parents,
//   tags and changed paths (file contents are synthetic, but every listed path really changes);
// - a synthetic 100,000-commit history (conventional and free-form messages, pull-request merges,
//   release tags).
// Built repositories are cached under the work dir, keyed by corpus + a hash of this generator
// (this file and git.mjs) + the corpus files, so reruns reuse them.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCommits } from './corpora.mjs';
import { dataBlock, git, gitCountLines, quotePath, rawDate, startFastImport } from './git.mjs';
import { rng } from '../rng.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const GENERATOR_FILES = ['repos.mjs', 'git.mjs'].map((file) => path.join(HERE, file));
const INFO_FILE = 'chronicle-bench.json'; // inside .git, written last: its presence marks a complete build

export const SYNTHETIC_COMMITS = 100_000;

function generatorHash(extraFiles = []) {
  const hash = createHash('sha256');
  for (const file of [...GENERATOR_FILES, ...extraFiles]) hash.update(readFileSync(file));
  return hash.digest('hex').slice(0, 12);
}

/**
 * Builds (or reuses) `dir`: calls `build(tmpDir)` into a temporary sibling, then renames it.
 * @param {string} dir
 * @param {(tmp: string) => Promise<object>} build resolves to info stored with the repository
 * @returns {Promise<{ dir: string, cached: boolean, info: any }>}
 */
export async function cachedRepo(dir, build) {
  const infoPath = path.join(dir, '.git', INFO_FILE);
  if (existsSync(infoPath)) return { dir, cached: true, info: JSON.parse(readFileSync(infoPath, 'utf8')) };
  rmSync(dir, { recursive: true, force: true });
  const tmp = `${dir}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  try {
    await git(tmp, ['init', '--quiet']);
    const info = await build(tmp);
    writeFileSync(path.join(tmp, '.git', INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
    renameSync(tmp, dir);
    pruneStale(dir);
    return { dir, cached: false, info };
  } catch (error) {
    rmSync(tmp, { recursive: true, force: true });
    throw error;
  }
}

/** Removes builds of the same repository made by an older generator (`<name>-<other key>`). */
function pruneStale(dir) {
  const parent = path.dirname(dir);
  const [, name] = /^(.*)-[0-9a-f]{12}$/.exec(path.basename(dir)) ?? [];
  if (!name) return;
  for (const entry of readdirSync(parent)) {
    const key = entry.startsWith(`${name}-`) ? entry.slice(name.length + 1) : '';
    if (entry !== path.basename(dir) && /^[0-9a-f]{12}$/.test(key)) {
      rmSync(path.join(parent, entry), { recursive: true, force: true });
    }
  }
}

/** Packs like a maintained clone (gc also writes the commit-graph) and checks out HEAD. */
async function finishRepo(dir, branch, remoteUrl) {
  await git(dir, ['symbolic-ref', 'HEAD', `refs/heads/${branch}`]);
  if (remoteUrl) await git(dir, ['remote', 'add', 'origin', remoteUrl]);
  await git(dir, ['gc', '--quiet']);
  await git(dir, ['reset', '--hard', '--quiet']);
}

/** Counts a repository the way the sanity check reports them. */
export async function countRepo(dir) {
  const [head, firstParent, all, tags] = await Promise.all([
    gitCountLines(dir, ['log', '--oneline']),
    gitCountLines(dir, ['rev-list', '--first-parent', 'HEAD']),
    gitCountLines(dir, ['rev-list', '--all']),
    gitCountLines(dir, ['tag']),
  ]);
  return { head, firstParent, all, tags };
}

// ---------------------------------------------------------------------------------------------
// Corpus repositories

/** A plausible address from a name and the recorded domain (`Jane Doe`, `shopify.com` → jane.doe@shopify.com). */
export function plausibleEmail(name, domain) {
  const local = (name || 'dev').normalize('NFKD').toLowerCase().replace(/[^a-z0-9]+/g, '.').replace(/^\.+|\.+$/g, '') || 'dev';
  return `${local}@${domain || 'example.com'}`;
}

function ident(name, email, isoDate) {
  const clean = (name || 'Unknown').replace(/[<>\n]/g, '').trim() || 'Unknown';
  return `${clean} <${email.replace(/[<>\n\s]/g, '')}> ${rawDate(isoDate)}`;
}

/** Parents-first order (depth-first, iterative), starting from the oldest commit in the file. */
export function topologicalOrder(commits) {
  const bySha = new Map(commits.map((commit) => [commit.sha, commit]));
  const done = new Set();
  const order = [];
  for (let index = commits.length - 1; index >= 0; index--) {
    const stack = [[commits[index], 0]];
    while (stack.length) {
      const top = stack[stack.length - 1];
      const [commit, next] = top;
      if (done.has(commit.sha)) { stack.pop(); continue; }
      const parent = commit.parents.slice(next).find((sha) => bySha.has(sha) && !done.has(sha));
      if (parent) {
        top[1] = commit.parents.indexOf(parent) + 1;
        stack.push([bySha.get(parent), 0]);
      } else {
        done.add(commit.sha);
        order.push(commit);
        stack.pop();
      }
    }
  }
  return order;
}

/** Synthetic content for a changed path: unique per commit, a few lines, binary when the path was binary. */
function fileContent(commit, file) {
  if (file.binary) return Buffer.concat([Buffer.from(`${commit.sha}\0${file.path}\0`), createHash('sha1').update(commit.sha + file.path).digest()]);
  const lines = [`${file.path} @ ${commit.sha}`];
  const count = Math.min(file.additions ?? 3, 20);
  for (let line = 0; line < count; line++) lines.push(`line ${line + 1} of ${commit.sha.slice(0, 12)}`);
  return `${lines.join('\n')}\n`;
}

/**
 * The fast-import stream for a corpus, written through `write`.
 * @param {import('./corpora.mjs').Corpus} corpus
 * @param {(data: string | Buffer) => Promise<void>} write
 */
async function writeCorpusStream(corpus, write) {
  const commits = topologicalOrder(readCommits(corpus));
  const branch = `refs/heads/${corpus.meta.default_branch}`;
  const marks = new Map();
  const emails = new Map();
  for (const commit of commits) {
    const mark = marks.size + 1;
    marks.set(commit.sha, mark);
    const parents = commit.parents.filter((sha) => marks.has(sha));
    if (parents.length !== commit.parents.length) throw new Error(`${corpus.name}: commit ${commit.sha} has a parent missing from commits.jsonl`);
    const email = plausibleEmail(commit.author_name, commit.author_email_domain);
    emails.set(commit.sha, { name: commit.author_name, email });
    const message = commit.body ? `${commit.subject}\n\n${commit.body}\n` : `${commit.subject}\n`;
    const parts = [];
    if (!parents.length) parts.push(`reset ${branch}\n`);
    parts.push(`commit ${branch}\nmark :${mark}\n`);
    parts.push(`author ${ident(commit.author_name, email, commit.author_date)}\n`);
    parts.push(`committer ${ident(commit.author_name, email, commit.committer_date)}\n`);
    await write(parts.join(''));
    await write(dataBlock(message));
    const lines = [];
    if (parents.length) lines.push(`from :${marks.get(parents[0])}\n`);
    for (const parent of parents.slice(1)) lines.push(`merge :${marks.get(parent)}\n`);
    await write(lines.join(''));
    for (const file of commit.files) {
      if (file.status === 'D') { await write(`D ${quotePath(file.path)}\n`); continue; }
      if (file.status.startsWith('R') && file.old_path) await write(`D ${quotePath(file.old_path)}\n`);
      await write(`M 100644 inline ${quotePath(file.path)}\n`);
      await write(dataBlock(fileContent(commit, file)));
    }
    await write('\n');
  }
  for (const [name, tag] of Object.entries(corpus.tags)) {
    const mark = marks.get(tag.commit);
    if (!mark) continue;
    if (tag.annotated) {
      const who = emails.get(tag.commit);
      await write(`tag ${name}\nfrom :${mark}\ntagger ${ident(who.name, who.email, tag.tagger_date ?? tag.date)}\n`);
      await write(dataBlock(`Release ${name}\n`));
    } else {
      await write(`reset refs/tags/${name}\nfrom :${mark}\n\n`);
    }
  }
  const head = marks.get(corpus.meta.head_commit);
  if (!head) throw new Error(`${corpus.name}: head commit ${corpus.meta.head_commit} is not in commits.jsonl`);
  await write(`reset ${branch}\nfrom :${head}\n\n`);
  return { commits: commits.length };
}

/**
 * Builds (or reuses) the repository for a corpus and checks its counts against meta.json.
 * @param {import('./corpora.mjs').Corpus} corpus
 * @param {string} workDir
 */
export async function corpusRepo(corpus, workDir) {
  const key = generatorHash([corpus.commitsFile, path.join(corpus.dir, 'tags.json'), path.join(corpus.dir, 'meta.json')]);
  const dir = path.join(workDir, 'repos', `${corpus.name}-${key}`);
  const started = Date.now();
  const result = await cachedRepo(dir, async (tmp) => {
    const importer = startFastImport(tmp);
    const { commits } = await writeCorpusStream(corpus, importer.write);
    await importer.finish();
    await finishRepo(tmp, corpus.meta.default_branch, `https://github.com/${corpus.meta.repo}.git`);
    const counts = await countRepo(tmp);
    return { corpus: corpus.name, key, commitsWritten: commits, counts, buildSeconds: (Date.now() - started) / 1000 };
  });
  const expected = {
    head: corpus.meta.commit_counts.default_branch,
    firstParent: corpus.meta.commit_counts.first_parent,
    all: corpus.meta.commit_counts.in_commits_file,
    tags: Object.values(corpus.tags).filter((tag) => tag.in_commits_file).length,
  };
  const mismatches = Object.keys(expected).filter((name) => result.info.counts[name] !== expected[name]);
  return { ...result, expected, mismatches };
}

// ---------------------------------------------------------------------------------------------
// The synthetic 100,000-commit repository


const AUTHORS = [
  ['Alice Martin', 'example.org'], ['Bob Chen', 'users.noreply.github.com'], ['Carla Rossi', 'acme.io'], ['Deepak Rao', 'gmail.com'],
  ['Eve Novak', 'users.noreply.github.com'], ['Farid Haddad', 'acme.io'], ['Grace Kim', 'example.org'], ['Hugo Silva', 'gmail.com'],
  ['Ines Dubois', 'users.noreply.github.com'], ['Jonas Berg', 'acme.io'], ['Kaito Sato', 'example.org'], ['Lena Fischer', 'posteo.de'],
  ['Mateo Garcia', 'users.noreply.github.com'], ['Nora Ali', 'gmail.com'], ['Oskar Nowak', 'acme.io'], ['Priya Shah', 'users.noreply.github.com'],
  ['dependabot[bot]', 'users.noreply.github.com'], ['renovate[bot]', 'renovateapp.com'],
];
const MODULES = ['core', 'parser', 'render', 'cli', 'config', 'cache', 'http', 'auth', 'storage', 'sync', 'plugins', 'ui', 'api', 'search', 'export', 'i18n'];
const TYPES = ['feat', 'fix', 'fix', 'fix', 'docs', 'chore', 'refactor', 'perf', 'test', 'ci', 'build'];
const VERBS = { feat: ['add', 'support', 'allow', 'introduce', 'expose'], fix: ['fix', 'handle', 'avoid', 'correct', 'prevent'], docs: ['document', 'clarify', 'update docs for'], chore: ['bump', 'tidy', 'update'], refactor: ['simplify', 'extract', 'rename', 'split'], perf: ['speed up', 'cache', 'avoid reallocating in'], test: ['cover', 'add tests for', 'stabilise tests of'], ci: ['run', 'cache', 'pin'], build: ['update', 'pin', 'bump'] };
const OBJECTS = ['the config loader', 'empty input', 'unicode paths', 'nested tables', 'retry backoff', 'the progress bar', 'large files', 'windows line endings', 'the plugin registry', 'timeouts', 'the cache key', 'error messages', 'the --verbose flag', 'symlinks', 'concurrent writes', 'the HTTP client', 'token refresh', 'the export format', 'locale fallback', 'search ranking'];
const FREE_FORM = ['Fix typo', 'Update README', 'WIP', 'Merge branch', 'Address review comments', 'More tests', 'Clean up', 'Tweak wording in docs', 'Handle edge case in {o}', 'Make {o} faster', 'Improve {o}', 'Revert "{o} changes"', 'Fix crash with {o}', 'Support {o}', 'Remove dead code in {m}'];
const DEPS = ['lodash', 'serde', 'tokio', 'requests', 'actions/checkout', 'eslint', 'clap', 'rich', 'pytest', 'typescript'];

function pick(random, list) {
  return list[Math.floor(random() * list.length)];
}

function syntheticMessage(random, prNumber) {
  const roll = random();
  const object = pick(random, OBJECTS);
  const module = pick(random, MODULES);
  if (roll < 0.06) {
    const dep = pick(random, DEPS);
    const a = Math.floor(random() * 9);
    return { author: random() < 0.5 ? 16 : 17, subject: `${random() < 0.5 ? 'chore(deps): bump' : 'Bump'} ${dep} from 1.${a}.0 to 1.${a + 1}.0`, body: `Bumps ${dep} from 1.${a}.0 to 1.${a + 1}.0.\n\nSigned-off-by: dependabot[bot] <support@github.com>` };
  }
  if (roll < 0.6) {
    const type = pick(random, TYPES);
    const scope = random() < 0.6 ? `(${module})` : '';
    const bang = type === 'feat' && random() < 0.03 ? '!' : '';
    const subject = `${type}${scope}${bang}: ${pick(random, VERBS[type])} ${object}${random() < 0.35 ? ` (#${prNumber})` : ''}`;
    const body = random() < 0.4 ? `The ${module} module now deals with ${object} explicitly.\n\nCloses #${Math.max(1, prNumber - 3)}` : '';
    return { author: Math.floor(random() * 16), subject, body };
  }
  const subject = pick(random, FREE_FORM).replace('{o}', object).replace('{m}', module);
  return { author: Math.floor(random() * 16), subject, body: random() < 0.25 ? `Previously ${object} misbehaved in ${module}.` : '' };
}

async function writeSyntheticStream(write, total) {
  const random = rng(20240601);
  const files = [];
  /** @type {Map<string, string[]>} */
  const byModule = new Map();
  for (const module of MODULES) {
    const own = [];
    for (let index = 0; index < 60; index++) own.push(`src/${module}/${module}_${index}.rs`);
    for (let index = 0; index < 15; index++) own.push(`tests/${module}/test_${index}.rs`);
    own.push(`docs/${module}.md`);
    byModule.set(module, own);
    files.push(...own);
  }
  files.push('README.md', 'CHANGELOG.md', 'Cargo.toml', '.github/workflows/ci.yml');
  let time = Date.parse('2012-01-02T09:00:00Z') / 1000;
  let count = 0;
  let mainTip = 0;
  let prNumber = 1;
  let version = [0, 1, 0];
  let sinceTag = 0;
  const tags = [];

  const email = (index) => plausibleEmail(AUTHORS[index][0], AUTHORS[index][1]);
  const when = () => {
    time += 60 + Math.floor(random() * 100 * 60);
    const offset = pick(random, ['+0000', '+0100', '+0200', '-0500', '-0700', '+0530', '+0900']);
    return `${time} ${offset}`;
  };
  const changeSet = () => {
    const module = pick(random, MODULES);
    const size = 1 + Math.floor(random() * 3) + Math.floor(random() * 3);
    const chosen = new Set();
    while (chosen.size < size) {
      chosen.add(pick(random, random() < 0.75 ? byModule.get(module) : files));
    }
    if (random() < 0.04) {
      const added = `src/${module}/${module}_${files.length}.rs`;
      files.push(added);
      byModule.get(module).push(added);
      chosen.add(added);
    }
    return [...chosen];
  };
  /** Writes one commit; returns its mark. `contents` receives the bytes written per path. */
  const commit = async ({ from, merge, message, author, paths, contents, reuse }) => {
    count++;
    const mark = count;
    const stamp = when();
    const person = `${AUTHORS[author][0]} <${email(author)}>`;
    await write(`commit refs/heads/main\nmark :${mark}\nauthor ${person} ${stamp}\ncommitter ${person} ${stamp}\n`);
    await write(dataBlock(message));
    await write(`${from ? `from :${from}\n` : ''}${merge ? `merge :${merge}\n` : ''}`);
    for (const file of paths) {
      const content = reuse?.get(file) ?? `${file} @ ${mark}\n${'x'.repeat(1 + (mark % 7))} change ${mark}\n`;
      contents?.set(file, content);
      await write(`M 100644 inline ${quotePath(file)}\n`);
      await write(dataBlock(content));
    }
    await write('\n');
    return mark;
  };

  await write('reset refs/heads/main\n');
  mainTip = await commit({ message: 'Initial commit\n', author: 0, paths: files.slice() });
  while (count < total) {
    const slot = count % 20;
    if (slot === 19 && total - count >= 3) {
      // A pull request: a few commits on a topic branch, then a merge commit with a PR-style message.
      const branchLength = Math.min(1 + Math.floor(random() * 4), total - count - 1);
      const author = Math.floor(random() * 16);
      const branchName = `${AUTHORS[author][0].split(' ')[0].toLowerCase()}/${pick(random, MODULES)}-${prNumber}`;
      let tip = mainTip;
      const contents = new Map();
      const title = syntheticMessage(random, prNumber).subject.replace(/ \(#\d+\)$/, '');
      for (let step = 0; step < branchLength; step++) {
        const message = syntheticMessage(random, prNumber);
        const subject = message.subject.replace(/ \(#\d+\)$/, '');
        tip = await commit({ from: tip, message: `${subject}\n${message.body ? `\n${message.body}\n` : ''}`, author, paths: changeSet(), contents });
      }
      mainTip = await commit({ from: mainTip, merge: tip, message: `Merge pull request #${prNumber} from ${branchName}\n\n${title}\n`, author: 0, paths: [...contents.keys()], reuse: contents });
      prNumber++;
      sinceTag += branchLength + 1;
    } else {
      const message = syntheticMessage(random, prNumber);
      if (/\(#\d+\)$/.test(message.subject)) prNumber++;
      mainTip = await commit({ from: mainTip, message: `${message.subject}\n${message.body ? `\n${message.body}\n` : ''}`, author: message.author, paths: changeSet() });
      sinceTag++;
    }
    if (sinceTag >= 450 + Math.floor(random() * 100)) {
      sinceTag = 0;
      version = random() < 0.02 ? [version[0] + 1, 0, 0] : random() < 0.25 ? [version[0], version[1] + 1, 0] : [version[0], version[1], version[2] + 1];
      const name = `v${version.join('.')}`;
      tags.push(name);
      if (random() < 0.5) await write(`tag ${name}\nfrom :${mainTip}\ntagger ${AUTHORS[0][0]} <${email(0)}> ${time} +0000\n${dataBlock(`Release ${name}\n`).toString('utf8')}`);
      else await write(`reset refs/tags/${name}\nfrom :${mainTip}\n\n`);
    }
  }
  await write(`reset refs/heads/main\nfrom :${mainTip}\n\n`);
  return { commits: count, tags: tags.length, pullRequests: prNumber - 1 };
}

/** Builds (or reuses) the synthetic repository. */
export async function syntheticRepo(workDir, total = SYNTHETIC_COMMITS) {
  const key = generatorHash();
  const dir = path.join(workDir, 'repos', `synthetic-${total}-${key}`);
  const started = Date.now();
  const result = await cachedRepo(dir, async (tmp) => {
    const importer = startFastImport(tmp);
    const stats = await writeSyntheticStream(importer.write, total);
    await importer.finish();
    await finishRepo(tmp, 'main', 'https://github.com/example/synthetic.git');
    const counts = await countRepo(tmp);
    return { corpus: `synthetic-${total}`, key, ...stats, counts, buildSeconds: (Date.now() - started) / 1000 };
  });
  const mismatches = result.info.counts.all === total ? [] : ['all'];
  return { ...result, expected: { all: total }, mismatches };
}
