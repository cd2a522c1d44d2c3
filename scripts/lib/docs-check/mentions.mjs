// Truthfulness: every path, SHA and name the documents mention must exist in the repository at
// HEAD, by git's own account (ls-tree, cat-file, grep outside prose files) and ctags — never the
// engine's index.
// Each mention is counted once per document. Mentions this checker cannot decide are counted as
// "not checked" with their reason, never as found.
// Some names are confirmed only where a document gives them, each against its own independent
// source: in SECURITY.md a gitleaks rule id (the rule set's own gitleaks.toml) and, for a generated
// repository, a fingerprint `sha256:<12 hex>` (SHA-256 of a planted value); a CI action
// `owner/repo[/path]@ref` verbatim in the CI workflow files (any document); in ONBOARDING.md a
// branch (`git for-each-ref`) and an UPPER_SNAKE_CASE name in the environment section (a whole
// word in any tracked file, prose included: the document says when a variable is read only in
// documentation); in CHANGELOG.md a name quoted from the repository's own changelog (the span,
// backticks included, verbatim in a tracked prose file), under its own method since the name may
// be gone from HEAD.
import { headingSlugs } from './markdown.mjs';
import { normalizeName } from './manifests.mjs';
import { CI_WORKFLOWS, commitsExist, grepStrings, inCommitMessages, MANIFESTS_AND_LOCKFILES, PROSE } from './repo-facts.mjs';
import { classifySpan, normalizePath, proseShas, urlShas } from './spans.mjs';

/**
 * @typedef {{ doc: string, line: number, text: string, kind: string, value: string }} Mention
 * @typedef {{ total: number, found: number, missing: Mention[], methods: Record<string, number> }} CheckResult
 * @typedef {{ facts: import('./repo-facts.mjs').RepoFacts, index: { names: Set<string>, qualified: Set<string> },
 *   names: Map<string, string>, tags: Set<string>, references: Set<string>, documents: Map<string, import('./markdown.mjs').ParsedDocument>,
 *   gitleaksRules?: Set<string>, branches?: Set<string>, fingerprints?: Set<string> | null }} MentionContext
 */

const CHECK_OF_KIND = { path: 'paths', filename: 'paths', link: 'paths', anchor: 'paths', glob: 'paths', sha: 'shas', identifier: 'symbols', signature: 'symbols', package: 'symbols', route: 'symbols', action: 'symbols', fingerprint: 'symbols', reference: 'references' };
const NOT_CHECKED = { command: 'text with spaces (command or expression)', url: 'external URL', version: 'version or number', option: 'command-line option', other: 'neither a path nor a name' };

/** Technology names written like file names. */
const TECHNOLOGY_NAMES = new Set(['Node.js', 'Vue.js', 'Next.js', 'Nuxt.js', 'Express.js', 'Deno.js', 'ASP.NET', '.NET', 'D3.js', 'Three.js', 'Chart.js']);

/**
 * @param {MentionContext} context
 * @returns {Promise<{ paths: CheckResult, shas: CheckResult, symbols: CheckResult, references: CheckResult,
 *   notChecked: Record<string, { count: number, examples: string[] }> }>}
 */
export async function checkMentions(context) {
  const mentions = collectMentions(context.documents, context);
  const results = { paths: emptyResult(), shas: emptyResult(), symbols: emptyResult(), references: emptyResult(), notChecked: {} };
  const verdicts = new Map();
  const pending = [];
  for (const mention of mentions) {
    if (!CHECK_OF_KIND[mention.kind]) {
      const reason = NOT_CHECKED[mention.kind];
      const bucket = (results.notChecked[reason] ??= { count: 0, examples: [] });
      bucket.count++;
      if (bucket.examples.length < 5) bucket.examples.push(mention.text);
      continue;
    }
    let verdict = resolveNow(mention, context);
    // `Element.html` is no file but may be a method: a bare name.ext that ctags knows is a symbol.
    if (verdict === null && mention.kind === 'filename') {
      const symbol = identifierMethod(mention.value, context);
      if (symbol) {
        mention.kind = 'identifier';
        verdict = symbol;
      } else verdict = undefined; // maybe a package named like a file (`ipaddr.js`): the lockfiles decide
    }
    if (verdict === undefined) pending.push(mention);
    else verdicts.set(mention, verdict);
  }
  await resolveLater(pending, context, verdicts);
  await confirmQuotedPaths(verdicts, context);
  for (const [mention, method] of verdicts) {
    const result = results[CHECK_OF_KIND[mention.kind]];
    result.total++;
    if (method) {
      result.found++;
      result.methods[method] = (result.methods[method] ?? 0) + 1;
    } else result.missing.push(mention);
  }
  return results;
}

function emptyResult() {
  return { total: 0, found: 0, missing: [], methods: {} };
}

/** Fingerprints as SECURITY.md writes them: `sha256:` and the first 12 hex digits. */
export const FINGERPRINT = /^sha256:[0-9a-f]{12}$/;

/** Code spans, link targets and SHA-like prose tokens of every document, once per document. */
function collectMentions(documents, context = {}) {
  const mentions = [];
  for (const [doc, parsed] of documents) {
    const seen = new Set();
    const add = (line, text, kind, value, section = '') => {
      const key = `${kind}\0${value}`;
      if (seen.has(key)) return;
      seen.add(key);
      mentions.push({ doc, line, text, kind, value, section });
    };
    for (const span of parsed.spans) {
      // A fingerprint is checked only where planted values are known (generated repositories).
      const fingerprint = doc === 'SECURITY.md' && context.fingerprints && FINGERPRINT.test(span.text.trim());
      const { kind, value } = fingerprint ? { kind: 'fingerprint', value: span.text.trim() } : classifySpan(span.text);
      add(span.line, span.text, kind, value, sectionOf(parsed, span.block));
    }
    for (const link of parsed.links) {
      const target = link.target.trim();
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) {
        for (const sha of urlShas(target)) add(link.line, target, 'sha', sha);
        if (!urlShas(target).length) add(link.line, target, 'url', target);
      } else if (target.startsWith('#')) add(link.line, target, 'anchor', target.slice(1));
      else if (target) add(link.line, target, 'link', target);
    }
    for (const prose of parsed.prose) {
      for (const sha of proseShas(prose.text)) add(prose.line, sha, 'sha', sha);
      // A fingerprint in running text is a digest, not a commit; checked where planted values are known.
      if (doc === 'SECURITY.md' && context.fingerprints) for (const [digest] of prose.text.matchAll(/\bsha256:[0-9a-f]{12}\b/g)) add(prose.line, digest, 'fingerprint', digest);
    }
  }
  return mentions;
}

/** The headings above a block, joined: `Environment variables`, `What CI runs › build.yml`. */
function sectionOf(parsed, block) {
  const chain = parsed.blocks?.[block]?.chain ?? [];
  return chain.map((index) => parsed.headings[index]?.text ?? '').join(' › ');
}

/** ONBOARDING.md's section on environment variables. */
export function isEnvironmentSection(section) {
  return /\benvironment\b/i.test(section);
}

/**
 * A verdict that needs no subprocess: the method that confirmed the mention, null when it is
 * missing, undefined when git must be asked.
 */
function resolveNow(mention, context) {
  const { facts } = context;
  switch (mention.kind) {
    case 'path':
    case 'filename':
      return pathMethod(normalizePath(mention.value), context) ?? (mention.kind === 'filename' ? nameMethod(mention.value, context) : null);
    case 'glob': {
      const pattern = globToRegExp(mention.value);
      return [...facts.paths].some((file) => pattern.test(file)) ? 'glob matches a file' : null;
    }
    case 'link':
      return linkMethod(mention.value, mention.doc, context);
    case 'anchor':
      return anchorsOf(context, mention.doc).has(decodeURIComponent(mention.value)) ? 'heading anchor' : null;
    case 'reference':
      return context.references.has(mention.value) ? 'commit message' : null;
    case 'identifier':
    case 'signature':
      return identifierMethod(mention.value, context) ?? documentNameMethod(mention, context) ?? undefined;
    case 'action':
      return pathMethod(mention.value, context) ?? undefined;
    case 'fingerprint':
      return context.fingerprints?.has(mention.value.slice('sha256:'.length)) ? 'SHA-256 of a planted value' : null;
    case 'package':
      return pathMethod(mention.value, context) ?? nameMethod(mention.value, context) ?? undefined;
    default:
      return undefined;
  }
}

/** Names a document gives that only its own kind of source confirms; null when none does. */
function documentNameMethod(mention, context) {
  if (mention.doc === 'SECURITY.md' && context.gitleaksRules?.has(mention.value)) return 'gitleaks rule id (gitleaks.toml)';
  if (mention.doc === 'ONBOARDING.md' && context.branches?.has(mention.value)) return 'branch (git for-each-ref)';
  return null;
}

/** A repository path (file, folder with or without its slash) or a generated document's name. */
function pathMethod(value, { facts, documents }) {
  if (value === '' || value === '.') return 'repository root';
  if (value.endsWith('/')) return facts.folders.has(value.slice(0, -1)) ? 'folder' : null;
  if (facts.paths.has(value)) return 'file';
  if (facts.folders.has(value)) return 'folder';
  if (!value.includes('/') && facts.basenames.has(value)) return 'file base name';
  if (documents.has(value)) return 'generated document';
  return null;
}

/** A declared name: manifest, git tag, technology name. */
function nameMethod(value, context) {
  const normalized = normalizeName('pypi', value);
  if (context.names.has(value)) return context.names.get(value);
  if (context.names.has(`pypi:${normalized}`)) return context.names.get(`pypi:${normalized}`);
  if (context.tags.has(value)) return 'git tag';
  if (TECHNOLOGY_NAMES.has(value)) return 'technology name';
  return null;
}

/** One name, or each part of a qualified one, without grep; undefined when grep must decide. */
function identifierMethod(value, context) {
  const single = singleNameMethod(value, context);
  if (single) return single;
  const parts = value.split(/::|\.|#|:/).filter(Boolean);
  if (parts.length < 2) return undefined;
  const dotted = parts.join('.');
  if (context.index.qualified.has(dotted) || context.index.qualified.has(parts.slice(-2).join('.'))) return 'ctags (qualified)';
  return parts.every((part) => singleNameMethod(part, context)) ? 'ctags or declared names (each part)' : undefined;
}

function singleNameMethod(value, context) {
  if (context.index.names.has(value)) return 'ctags';
  const named = nameMethod(value, context);
  if (named) return named;
  if (context.facts.basenames.has(value) || folderNames(context.facts).has(value)) return 'path name';
  return null;
}

const folderNameCache = new WeakMap();
function folderNames(facts) {
  if (!folderNameCache.has(facts)) folderNameCache.set(facts, new Set([...facts.folders].map((folder) => folder.slice(folder.lastIndexOf('/') + 1))));
  return folderNameCache.get(facts);
}

/** Relative link: a repository path, or another generated document (and its heading anchor). */
function linkMethod(target, fromDoc, context) {
  const [rawPath, anchor] = target.split('#', 2);
  let file;
  try {
    file = decodeURIComponent(rawPath.split('?')[0]).replace(/^\.\//, '');
  } catch {
    return null;
  }
  if (!file) return anchor === undefined || anchorsOf(context, fromDoc).has(anchor) ? 'heading anchor' : null;
  if (context.documents.has(file)) return anchor === undefined || anchorsOf(context, file).has(anchor) ? 'generated document' : null;
  const method = pathMethod(file, context);
  return method && anchor !== undefined && !/^L\d+(?:-L\d+)?$/.test(anchor) ? null : method;
}

/** Heading anchors (GitHub's slugs) and explicit `<a id="…">`/`name` anchors of a document. */
function anchorsOf(context, doc) {
  const parsed = context.documents.get(doc);
  if (!parsed) return new Set();
  const anchors = headingSlugs(parsed);
  for (const line of parsed.lines) for (const match of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(match[1]);
  return anchors;
}

function globToRegExp(glob) {
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '*' && glob[i + 1] === '*') {
      source += glob[i + 2] === '/' ? '(?:.*/)?' : '.*';
      i += glob[i + 2] === '/' ? 2 : 1;
    } else if (c === '*') source += '[^/]*';
    else if (c === '?') source += '[^/]';
    else source += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(glob.includes('/') ? `^${source}$` : `(?:^|/)${source}$`);
}

/** Variables a runtime or a logging library reads, by the API the code calls that reads them. */
const RUNTIME_VARIABLES = { NODE_DEBUG: ['debuglog'], RUST_LOG: ['env_logger', 'EnvFilter'] };

/**
 * Path-like spans no file confirms, confirmed another way: an import path the code writes as a
 * string (`os/exec`, `react-dom/server`); and in CHANGELOG.md, which quotes the repository's own
 * changelog and its commit messages, a span written the same way there (`c.stream*` of a commit
 * subject).
 */
async function confirmQuotedPaths(verdicts, context) {
  const dir = context.facts.dir;
  const missing = () => [...verdicts].filter(([mention, method]) => method === null && ['path', 'filename', 'glob'].includes(mention.kind)).map(([mention]) => mention);
  const imports = missing().filter((mention) => mention.kind === 'path');
  const asImports = await grepStrings(dir, imports.flatMap((mention) => [`"${mention.value}"`, `'${mention.value}'`]), { words: false });
  for (const mention of imports) if (asImports.has(`"${mention.value}"`) || asImports.has(`'${mention.value}'`)) verdicts.set(mention, 'import path in the code (git grep -F)');
  const history = missing().filter((mention) => mention.doc === 'CHANGELOG.md');
  const spans = history.map((mention) => `\`${mention.text}\``);
  const quoted = await grepStrings(dir, spans, { words: false, pathspec: PROSE });
  const committed = await inCommitMessages(dir, spans.filter((span) => !quoted.has(span)));
  for (const mention of history) {
    const span = `\`${mention.text}\``;
    if (quoted.has(span)) verdicts.set(mention, "quoted from the repository's changelog (git grep -F, prose files)");
    else if (committed.has(span)) verdicts.set(mention, 'quoted from a commit message (git log)');
  }
}

/** Asks `git grep` for what the indexes could not confirm: whole words, or fixed strings for packages and routes. */
async function resolveLater(pending, context, verdicts) {
  const dir = context.facts.dir;
  const shas = pending.filter((mention) => mention.kind === 'sha');
  const exists = await commitsExist(dir, shas.map((mention) => mention.value));
  for (const mention of shas) verdicts.set(mention, exists.get(mention.value) ? 'git cat-file' : null);
  const fixed = pending.filter((mention) => mention.kind === 'package' || mention.kind === 'route');
  const foundFixed = await grepStrings(dir, fixed.map((mention) => mention.value), { words: false });
  for (const mention of fixed) verdicts.set(mention, foundFixed.has(mention.value) ? 'git grep -F (non-prose files)' : null);
  const filenames = pending.filter((mention) => mention.kind === 'filename');
  const inManifests = await grepStrings(dir, filenames.map((mention) => mention.value), { words: false, pathspec: MANIFESTS_AND_LOCKFILES });
  for (const mention of filenames) verdicts.set(mention, inManifests.has(mention.value) ? 'package in a manifest or lockfile (git grep -F)' : null);
  const actions = pending.filter((mention) => mention.kind === 'action');
  const inWorkflows = await grepStrings(dir, actions.map((mention) => mention.value), { words: false, pathspec: CI_WORKFLOWS });
  for (const mention of actions) verdicts.set(mention, inWorkflows.has(mention.value) ? 'CI action in a workflow file (git grep -F)' : null);
  const names = pending.filter((mention) => mention.kind === 'identifier' || mention.kind === 'signature');
  const partsOf = (value) => value.split(/::|\.|#|:/).filter(Boolean);
  const asked = names.flatMap((mention) => [mention.value, ...partsOf(mention.value)]);
  const foundWords = await grepStrings(dir, asked);
  for (const mention of names) {
    if (foundWords.has(mention.value)) verdicts.set(mention, 'git grep -w (non-prose files)');
    else {
      const parts = partsOf(mention.value);
      const each = parts.length > 1 && parts.every((part) => foundWords.has(part) || singleNameMethod(part, context));
      verdicts.set(mention, each ? 'git grep -w (non-prose files, each part)' : null);
    }
  }
  // ONBOARDING.md's environment section may list a variable only documentation reads.
  const unfound = names.filter((mention) => verdicts.get(mention) === null);
  const variables = unfound.filter((mention) => mention.doc === 'ONBOARDING.md' && isEnvironmentSection(mention.section) && /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/.test(mention.value));
  const anywhere = await grepStrings(dir, variables.map((mention) => mention.value), { pathspec: ['--', '.'] });
  for (const mention of variables) if (anywhere.has(mention.value)) verdicts.set(mention, 'environment variable: git grep -w (any tracked file)');
  // A variable the runtime reads for an API the code calls (Node's util.debuglog reads NODE_DEBUG):
  // confirmed by a whole-word search for that API, not for the variable, which the code never writes.
  const runtime = unfound.filter((mention) => verdicts.get(mention) === null && RUNTIME_VARIABLES[mention.value]);
  const apis = await grepStrings(dir, [...new Set(runtime.flatMap((mention) => RUNTIME_VARIABLES[mention.value]))]);
  for (const mention of runtime) {
    const api = RUNTIME_VARIABLES[mention.value].find((word) => apis.has(word));
    if (api) verdicts.set(mention, `environment variable the runtime reads for ${api} (git grep -w ${api})`);
  }
  // CHANGELOG.md quotes the repository's own changelog: a removed method is history, not a claim about HEAD.
  const history = unfound.filter((mention) => mention.doc === 'CHANGELOG.md' && verdicts.get(mention) === null);
  const quoted = await grepStrings(dir, history.map((mention) => `\`${mention.text}\``), { words: false, pathspec: PROSE });
  for (const mention of history) if (quoted.has(`\`${mention.text}\``)) verdicts.set(mention, "quoted from the repository's changelog (git grep -F, prose files)");
}
