// Coverage: the share of the independently found facts (source files, direct dependencies, public
// symbols, interfaces) a document names. A fact is named when a code span or a link (text or
// target) of the document holds it:
// - a source file by its full path, or by its base name on a line (table row) that names its folder
//   or in a section under a heading that names it (`## src/utils/` … `index.ts`; `./` is the root);
// - a dependency by its name (PyPI names compared by PEP 503; Maven by `group:artifact` or artifact);
// - a symbol by its name or an alias it is exported as, bare or qualified (`pkg.Name`, `mod::Name`);
//   a method (a symbol with a receiver or an impl type) by `Type.method`, or by its bare name on a
//   line (table row, list item) that also names its type, or in a section under a heading that
//   names its type — so one `String` does not cover every `String()`.
import { normalizeName } from './manifests.mjs';
import { classifySpan, normalizePath } from './spans.mjs';

/**
 * @typedef {{ total: number, found: number, missing: string[] }} CoverageResult
 */

const SEPARATORS = /::|\.|#/;

/**
 * What a document names, read once.
 * @param {import('./markdown.mjs').ParsedDocument} parsed
 */
export function namesOf(parsed) {
  const bare = new Set();
  const qualifiers = new Map();
  const blockNames = parsed.blocks.map(() => new Set());
  const lineNames = new Map();
  const addTo = (set, text) => {
    for (const form of forms(text)) set.add(form);
  };
  for (const span of parsed.spans) {
    addTo(bare, span.text);
    addTo(blockNames[span.block], span.text);
    if (!lineNames.has(span.line)) lineNames.set(span.line, new Set());
    addTo(lineNames.get(span.line), span.text);
  }
  for (const link of parsed.links) {
    addTo(bare, link.text.replace(/`/g, ''));
    addTo(bare, link.target.split('#')[0]);
  }
  for (const form of [...bare]) {
    const parts = form.split(SEPARATORS).filter(Boolean);
    if (parts.length < 2) continue;
    const last = parts[parts.length - 1];
    if (!qualifiers.has(last)) qualifiers.set(last, new Set());
    qualifiers.get(last).add(parts[parts.length - 2]);
  }
  const partsOf = (set) => new Set([...set].flatMap((form) => form.split(SEPARATORS)));
  // What the headings above a section name: their code spans, their text and its words.
  const headingForms = parsed.blocks.map((block) => {
    const set = new Set();
    for (const heading of block.chain) {
      const { spans, text } = parsed.headings[heading];
      for (const span of spans) addTo(set, span);
      addTo(set, text.replace(/`/g, ''));
      for (const word of text.match(/[\w$]+/g) ?? []) set.add(word);
    }
    return set;
  });
  const headingParts = headingForms.map(partsOf);
  const lines = [...lineNames.values()].map((set) => ({ names: set, parts: partsOf(set) }));
  return { bare, qualifiers, blockNames, headingForms, headingParts, lines };
}

/** The forms a mention is compared in: as written, without `./`, a call's `()`, a macro's `!`, or a signature's lead name. */
function forms(text) {
  const t = text.trim().replace(/^\(\*?([A-Za-z_]\w*)\)\./, '$1.');
  if (!t) return [];
  const out = new Set([t, normalizePath(t)]);
  const stripped = t.replace(/!?\(\)$/, '').replace(/!$/, '');
  out.add(stripped);
  const { kind, value } = classifySpan(t);
  if (kind === 'signature') out.add(value);
  return [...out];
}

/**
 * @param {ReturnType<typeof namesOf>} names
 * @param {import('./source-files.mjs').SourceFile[]} files
 * @returns {CoverageResult}
 */
export function sourceFileCoverage(names, files) {
  const missing = [];
  for (const file of files) {
    if (names.bare.has(file.path)) continue;
    const slash = file.path.lastIndexOf('/');
    const base = file.path.slice(slash + 1);
    const folder = slash < 0 ? '' : file.path.slice(0, slash);
    const namesFolder = (set) => (folder === '' ? set.has('./') || set.has('.') || set.has('/') : set.has(`${folder}/`) || set.has(folder));
    const onALine = names.lines.some((line) => line.names.has(base) && namesFolder(line.names));
    const inSection = names.blockNames.some((block, index) => block.has(base) && namesFolder(names.headingForms[index]));
    if (!onALine && !inSection) missing.push(file.path);
  }
  return { total: files.length, found: files.length - missing.length, missing };
}

/**
 * @param {ReturnType<typeof namesOf>} names
 * @param {import('./manifests.mjs').Dependency[]} dependencies
 * @returns {CoverageResult}
 */
export function dependencyCoverage(names, dependencies) {
  const pypi = new Set([...names.bare].map((name) => normalizeName('pypi', name)));
  const missing = [];
  for (const dependency of dependencies) {
    const named = dependency.forms.some((form) => names.bare.has(form) || (dependency.ecosystem === 'pypi' && pypi.has(normalizeName('pypi', form))));
    if (!named) missing.push(`${dependency.name} (${dependency.ecosystem}, ${dependency.kind})`);
  }
  return { total: dependencies.length, found: dependencies.length - missing.length, missing };
}

/**
 * @param {ReturnType<typeof namesOf>} names
 * @param {import('./public-api.mjs').ApiSymbol[]} symbols
 * @returns {CoverageResult}
 */
export function symbolCoverage(names, symbols) {
  const missing = [];
  const methodKinds = new Set(['method', 'func', 'MethodDeclaration']);
  const isMember = (symbol) => Boolean(symbol.scope) && methodKinds.has(symbol.kind);
  // `FlagSet.BoolP` names the method, not the package-level function `BoolP`; `pflag.BoolP` names it.
  const memberScopes = new Set(symbols.filter(isMember).map((symbol) => symbol.scope));
  const functionKinds = new Set(['func', 'function', 'FunctionDeclaration', 'VariableDeclaration']);
  const qualified = (symbol, name) => [...(names.qualifiers.get(name) ?? [])].some((qualifier) => !functionKinds.has(symbol.kind) || !memberScopes.has(qualifier));
  for (const symbol of symbols) {
    const candidates = [symbol.name, ...symbol.aliases];
    const named = isMember(symbol) ? memberNamed(names, symbol) : candidates.some((name) => names.bare.has(name) || qualified(symbol, name));
    if (!named) missing.push(`${symbol.scope ? `${symbol.scope}.` : ''}${symbol.name} (${symbol.path}:${symbol.line})`);
  }
  return { total: symbols.length, found: symbols.length - missing.length, missing };
}

function memberNamed(names, symbol) {
  if (names.qualifiers.get(symbol.name)?.has(symbol.scope)) return true;
  if (names.lines.some((line) => line.names.has(symbol.name) && line.parts.has(symbol.scope))) return true;
  return names.blockNames.some((block, index) => block.has(symbol.name) && names.headingParts[index].has(symbol.scope));
}
