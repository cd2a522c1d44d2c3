// The questions `npm run bench:mcp` asks of one repository, and what their answers must hold — made
// from the repository itself with git (ls-files, grep, log, tag) and the plain regexes of
// languages.mjs, never with Chronicle's snapshot or index: an answer is only ever graded against
// facts found independently. Every choice is seeded by the repository's name over sorted
// candidates, so two runs ask the same questions.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { git } from '../bench/git.mjs';
import { rng } from '../rng.mjs';
import { isSourcePath, LANGUAGES, languageOf } from './languages.mjs';

/** The kinds of question, in the order the report lists them, with the tool each is asked through. */
export const KINDS = [
  { kind: 'declaration', tool: 'find_symbol', label: 'where is declaration X' },
  { kind: 'members', tool: 'members_of', label: 'members of type T' },
  { kind: 'callers', tool: 'find_references', label: 'who calls function F' },
  { kind: 'range', tool: 'changes_since', label: 'what changed in A..B' },
  { kind: 'range-path', tool: 'changes_since', label: 'what changed in A..B under a folder' },
  { kind: 'renamed', tool: 'file_history', label: 'history of a renamed file' },
  { kind: 'summary', tool: 'module_summary', label: 'summary of a module' },
];

const DECLARATIONS_PER_REPOSITORY = 3;
const MIN_NAME_LENGTH = 4;
const MEMBERS = { min: 3, max: 25 };
const CALL_SITES = { min: 2, max: 10 };
const RANGE_COMMITS = { min: 2, max: 80 };
const FOLLOWED_COMMITS = { min: 3, max: 120 };
const FOLLOWED_SHARE_WITHOUT_RENAMES = 0.9;
const RENAMES_TRIED = 12;
const MODULE = { maxFiles: 15, minNames: 3, maxNames: 25 };

/**
 * The questions for the clone at `dir` (HEAD checked out). Each: `{ id, kind, tool, args, prompt,
 * expected: { type: 'locations'|'names'|'files'|'shas', values, note? }, baseline: { label,
 * commands } }` — `commands` are the git argument lists a person would run for the same answer.
 */
export async function generateQuestions(dir, name) {
  const tracked = (await git(dir, ['ls-files', '-z'])).split('\0').filter(Boolean).sort();
  const languageName = languageOf(tracked.filter(isSourcePath));
  if (!languageName) return { language: null, questions: [] };
  const language = LANGUAGES[languageName];
  const sources = tracked.filter((file) => isSourcePath(file) && language.extensions.some((extension) => file.endsWith(extension)));
  const lines = new Map(sources.map((file) => [file, readFileSync(path.join(dir, file), 'utf8').split('\n')]));
  const random = rng(seedOf(name));
  const context = { dir, name, language, sources, lines, random, tracked };
  const declarations = declarationQuestions(context);
  const taken = new Set(declarations.map((question) => question.args.name));
  const questions = [
    ...declarations,
    ...membersQuestions(context),
    ...(await callersQuestions(context, taken)),
    ...(await rangeQuestions(context)),
    ...(await renamedQuestions(context)),
    ...summaryQuestions(context),
  ];
  return { language: languageName, questions: questions.map((question, index) => ({ id: `${name}#${index + 1}`, ...question })) };
}

function seedOf(text) {
  return createHash('sha256').update(text).digest().readUInt32LE(0);
}

/** `count` items of `list` (sorted first), chosen by the seeded generator. */
function pick(list, count, random) {
  const pool = [...list].sort();
  for (let index = pool.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [pool[index], pool[other]] = [pool[other], pool[index]];
  }
  return pool.slice(0, count);
}

/** Kind 1: a public top-level declaration declared once in the source → its file:line. */
function declarationQuestions({ language, lines, random }) {
  const found = new Map();
  for (const [file, text] of lines) {
    if (language.privateFile?.(file)) continue;
    text.forEach((line, index) => {
      for (const pattern of language.declarations) {
        const match = pattern.exec(line);
        if (match) found.set(match[1], [...(found.get(match[1]) ?? []), `${file}:${index + 1}`]);
      }
    });
  }
  const unique = [...found].filter(([name, at]) => at.length === 1 && name.length >= MIN_NAME_LENGTH).map(([name]) => name);
  return pick(unique, DECLARATIONS_PER_REPOSITORY, random).map((name) => ({
    kind: 'declaration',
    tool: 'find_symbol',
    args: { name },
    prompt: `Where is ${name} declared?`,
    expected: { type: 'locations', values: found.get(name) },
    baseline: { label: 'git grep -n -w X', commands: [['grep', '-n', '-w', '--', name]] },
  }));
}

/**
 * Kind 2: a class, struct or impl with 3–25 public methods → their names. Go's receiver methods
 * are gathered per folder (a package), Rust's inherent impl blocks across the crate.
 */
function membersQuestions({ language, lines, random }) {
  const types = new Map();
  const add = (key, name, members, file) => {
    const type = types.get(key) ?? { name, members: new Set(), files: new Set(), declarations: 0 };
    for (const member of members) type.members.add(member);
    type.files.add(file);
    type.declarations++;
    types.set(key, type);
  };
  for (const [file, text] of lines) {
    for (const type of language.members(text)) {
      const key = language === LANGUAGES.go ? `${path.posix.dirname(file)}\0${type.name}` : language === LANGUAGES.rust ? type.name : `${file}\0${type.name}`;
      if (type.members.length) add(key, type.name, type.members, file);
    }
  }
  // A name that two files declare (two classes X) would make the question ambiguous.
  const byName = new Map();
  for (const type of types.values()) byName.set(type.name, (byName.get(type.name) ?? 0) + 1);
  const perFile = language === LANGUAGES.go || language === LANGUAGES.rust;
  const candidates = [...types.values()].filter((type) => byName.get(type.name) === 1 && (perFile || type.declarations === 1) && type.members.size >= MEMBERS.min && type.members.size <= MEMBERS.max);
  const chosen = pick(candidates.map((type) => type.name), 1, random);
  return chosen.map((name) => {
    const type = candidates.find((candidate) => candidate.name === name);
    const files = [...type.files].sort();
    return {
      kind: 'members',
      tool: 'members_of',
      args: { type: name },
      prompt: `What are the methods of ${name}?`,
      expected: { type: 'names', values: [...type.members].sort() },
      baseline: { label: 'git grep -n -w T, then read the files holding its methods', commands: [['grep', '-n', '-w', '--', name], ...files.map((file) => ['show', `HEAD:${file}`])] },
    };
  });
}

/**
 * Kind 3: a function or method declared once whose name is called 2–10 times in the source
 * (`git grep -n -P "\bF\("` outside its declaration and comments) → the files of those calls.
 */
async function callersQuestions({ dir, language, lines, random }, taken) {
  const declared = new Map();
  const calls = new Map();
  for (const [file, text] of lines) {
    text.forEach((line) => {
      if (language.comment.test(line)) return;
      for (const match of line.matchAll(/(?<![\w$])([A-Za-z_$][\w$]*)\s*\(/g)) {
        const name = match[1];
        if (!distinctive(name) || taken.has(name)) continue;
        const list = calls.get(name) ?? [];
        list.push({ file, line });
        calls.set(name, list);
      }
    });
  }
  const candidates = [];
  const acrossFiles = new Set();
  for (const [name, sites] of calls) {
    const declaration = language.functionDeclaration(name.replace(/\$/g, '\\$'));
    const declarations = sites.filter((site) => declaration.test(site.line));
    const callSites = sites.filter((site) => !declaration.test(site.line) && new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}\\(`).test(site.line));
    if (declarations.length === 1 && callSites.length >= CALL_SITES.min && callSites.length <= CALL_SITES.max) {
      candidates.push(name);
      if (new Set(callSites.map((site) => site.file)).size > 1) acrossFiles.add(name);
    }
  }
  // Calls from other files first: following a reference across files is the harder question.
  const ordered = pick(candidates, candidates.length, random).sort((a, b) => Number(acrossFiles.has(b)) - Number(acrossFiles.has(a)));
  for (const name of ordered) {
    // The expected files come from git grep itself, as the brief of this benchmark says.
    const out = await git(dir, ['grep', '-n', '-P', `\\b${name.replace(/\$/g, '\\$')}\\(`]).catch(() => '');
    const declaration = language.functionDeclaration(name.replace(/\$/g, '\\$'));
    const sites = out
      .split('\n')
      .map((row) => /^(.*?):(\d+):(.*)$/.exec(row))
      .filter((row) => row && lines.has(row[1]) && !declaration.test(row[3]) && !language.comment.test(row[3]));
    if (sites.length < CALL_SITES.min || sites.length > CALL_SITES.max) continue;
    const files = [...new Set(sites.map((row) => row[1]))].sort();
    return [
      {
        kind: 'callers',
        tool: 'find_references',
        args: { symbol: name },
        prompt: `Who calls ${name}?`,
        expected: { type: 'files', values: files, note: `${sites.length} call sites` },
        baseline: { label: 'git grep -n -w F', commands: [['grep', '-n', '-w', '--', name]] },
      },
    ];
  }
  return [];
}

/** A name a grep for calls finds few strangers with: long, or camelCase or snake_case. */
function distinctive(name) {
  return name.length >= 8 || (name.length >= 6 && /[A-Z_]/.test(name.slice(1)));
}

const RELEASE_TAG = /^(?:[A-Za-z][\w-]*?-)?v?\d+(?:\.\d+)+$/;

/**
 * Kind 4: the newest pair of consecutive release tags (by creation date) where the older is an
 * ancestor of the newer and 2–80 commits lie between → `git log --format=%H A..B`; and the same
 * range under the folder (or file) most of its commits touched, short of all of them.
 */
async function rangeQuestions({ dir }) {
  const tags = (await git(dir, ['tag', '--sort=creatordate'])).split('\n').filter((tag) => RELEASE_TAG.test(tag));
  for (let index = tags.length - 1; index > 0; index--) {
    const [from, to] = [tags[index - 1], tags[index]];
    const ancestor = await git(dir, ['merge-base', '--is-ancestor', from, to]).then(() => true, () => false);
    if (!ancestor) continue;
    const range = `${from}..${to}`;
    const commits = (await git(dir, ['log', '--format=%H', range])).split('\n').filter(Boolean);
    if (commits.length < RANGE_COMMITS.min || commits.length > RANGE_COMMITS.max) continue;
    const questions = [
      {
        kind: 'range',
        tool: 'changes_since',
        args: { since: range, detail: 'commits' },
        prompt: `What changed between ${from} and ${to}?`,
        expected: { type: 'shas', values: commits },
        baseline: { label: 'git log --oneline A..B', commands: [['log', '--oneline', range]] },
      },
    ];
    const folder = await busiestPath(dir, range, commits.length);
    if (folder) {
      questions.push({
        kind: 'range-path',
        tool: 'changes_since',
        args: { since: range, path: folder.path, detail: 'commits' },
        prompt: `What changed under ${folder.path} between ${from} and ${to}?`,
        expected: { type: 'shas', values: folder.commits },
        baseline: { label: 'git log --oneline A..B -- dir', commands: [['log', '--oneline', range, '--', folder.path]] },
      });
    }
    return questions;
  }
  return [];
}

/** The folder (or, in a flat repository, the file) the most commits of `range` touched, fewer than all. */
async function busiestPath(dir, range, total) {
  const out = await git(dir, ['log', '--format=%x01', '--name-only', range]);
  const touches = new Map();
  for (const commit of out.split('\x01').slice(1)) {
    const paths = new Set();
    for (const file of commit.split('\n').filter(Boolean)) {
      const parts = file.split('/');
      paths.add(parts.length > 1 ? `${parts.slice(0, Math.min(2, parts.length - 1)).join('/')}/` : file);
    }
    for (const entry of paths) touches.set(entry, (touches.get(entry) ?? 0) + 1);
  }
  // Source folders and files first: "what changed in the code under src/router" is the question an agent asks.
  const isSource = (entry) => isSourcePath(entry.endsWith('/') ? `${entry}x` : entry) && !entry.startsWith('.') && (entry.endsWith('/') || Object.values(LANGUAGES).some((language) => language.extensions.some((extension) => entry.endsWith(extension))));
  const ranked = [...touches].sort((a, b) => Number(isSource(b[0])) - Number(isSource(a[0])) || b[1] - a[1] || a[0].localeCompare(b[0]));
  for (const [entry] of ranked) {
    const commits = (await git(dir, ['log', '--format=%H', range, '--', entry])).split('\n').filter(Boolean);
    if (commits.length >= 1 && commits.length < total) return { path: entry.replace(/\/$/, ''), commits };
  }
  return null;
}

/**
 * Kind 5: a file that exists now and was renamed (an R in `git log --name-status`), whose
 * `git log --follow` reaches further back than its plain log → `git log --follow --format=%H -- path`.
 */
async function renamedQuestions({ dir, random, tracked }) {
  const out = await git(dir, ['log', '--format=', '--name-status', '-M', '--diff-filter=R', 'HEAD']);
  const present = new Set(tracked);
  const renamed = [...new Set(out.split('\n').filter((line) => line.startsWith('R')).map((line) => line.split('\t')[2]).filter((file) => file && present.has(file)))];
  const preferred = renamed.filter(isSourcePath).length ? renamed.filter(isSourcePath) : renamed;
  for (const file of pick(preferred, RENAMES_TRIED, random)) {
    const followed = (await git(dir, ['log', '--follow', '--format=%H', '--', file])).split('\n').filter(Boolean);
    const plain = Number((await git(dir, ['rev-list', '--count', 'HEAD', '--', file])).trim());
    // A plain log holding 90% of the followed one would pass as correct without following the rename.
    if (plain >= FOLLOWED_SHARE_WITHOUT_RENAMES * followed.length || followed.length < FOLLOWED_COMMITS.min || followed.length > FOLLOWED_COMMITS.max) continue;
    return [
      {
        kind: 'renamed',
        tool: 'file_history',
        args: { path: file, limit: 200 },
        prompt: `What is the history of ${file}, before its renames too?`,
        expected: { type: 'shas', values: followed, note: `${followed.length} commits with --follow, ${plain} without` },
        baseline: { label: 'git log --follow --oneline -- path', commands: [['log', '--follow', '--oneline', '--', file]] },
      },
    ];
  }
  return [];
}

/**
 * Kind 6: a folder of at most 15 source files offering 3–25 exported names (by the language's
 * export patterns) → those names; a flat repository's file when no folder qualifies.
 */
function summaryQuestions({ language, lines, random }) {
  const exportedIn = (file) => {
    if (language.privateFile?.(file)) return [];
    const text = lines.get(file);
    return [...text.flatMap((line) => language.exported.map((pattern) => pattern.exec(line)?.[1]).filter(Boolean)), ...(language.exportedKeys?.(text) ?? [])];
  };
  const folders = new Map();
  for (const file of lines.keys()) {
    const folder = path.posix.dirname(file);
    if (folder !== '.') folders.set(folder, [...(folders.get(folder) ?? []), file]);
  }
  const fits = (names) => names.length >= MODULE.minNames && names.length <= MODULE.maxNames;
  const folderCandidates = [...folders].filter(([, files]) => files.length <= MODULE.maxFiles).map(([folder, files]) => ({ path: folder, files, names: [...new Set(files.flatMap(exportedIn))].sort() })).filter((module) => fits(module.names));
  const fileCandidates = [...lines.keys()].map((file) => ({ path: file, files: [file], names: [...new Set(exportedIn(file))].sort() })).filter((module) => fits(module.names));
  const candidates = folderCandidates.length ? folderCandidates : fileCandidates;
  return pick(candidates.map((module) => module.path), 1, random).map((chosen) => {
    const module = candidates.find((candidate) => candidate.path === chosen);
    return {
      kind: 'summary',
      tool: 'module_summary',
      args: { path: module.path },
      prompt: `What is ${module.path} for, and what does it offer?`,
      expected: { type: 'names', values: module.names },
      baseline: { label: 'read its source files', commands: module.files.map((file) => ['show', `HEAD:${file}`]) },
    };
  });
}
