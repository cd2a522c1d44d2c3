import type { ApiEntry, CodeSymbol, Snapshot, SourceFile } from '@chronicle/snapshot';
import * as md from '../../markdown/markdown.js';
import { callForm, isCallable } from '../../facts/calls.js';
import { kindLabel } from './public-surface.js';

// The names a user reaches first, the way they write them: a package's entry point's exports
// (`serde_json::from_str`, `itsdangerous.Signer`, koa's `Application`), or where a language has no
// entry module (Java), the top-level package's types. Each function and method is shown as a call
// (`Application.use(fn)`, `Jsoup.parse(String html)`), its overloads folded into one line.

/** At most this many names per package; the rest are counted (the full surface follows). */
export const ENTRY_NAMES_SHOWN = 40;
/** Members are listed under each type when a package's entry has at most this many types. */
export const TYPES_WITH_MEMBERS = 8;
/** At most this many member names (overloads folded) per type. */
export const MEMBERS_SHOWN = 30;

type Resolved = { entry: ApiEntry; symbol: CodeSymbol; file: SourceFile };

const CALLABLE = new Set(['function', 'method', 'constructor']);
const TYPE_LIKE = new Set(['class', 'interface', 'trait', 'protocol', 'struct', 'enum', 'union', 'type']);

/** The entries a user reaches first, per component folder: those through the entry point, else those of the shortest package path. */
export function entryPointNames(snapshot: Snapshot): Map<string, Resolved[]> {
  const files = new Map(snapshot.files.map((file) => [file.path, file]));
  const byComponent = new Map<string, Resolved[]>();
  for (const entry of snapshot.api) {
    const file = files.get(entry.path);
    const symbol = file?.code.symbols.find((candidate) => candidate.qualifiedName === entry.symbol);
    if (file === undefined || symbol === undefined || file.role !== 'source') continue;
    byComponent.set(entry.component, [...(byComponent.get(entry.component) ?? []), { entry, symbol, file }]);
  }
  const chosen = new Map<string, Resolved[]>();
  for (const [component, resolved] of [...byComponent].sort(([a], [b]) => md.byText(a, b))) {
    const throughEntry = resolved.filter(({ entry }) => entry.entry);
    const names = throughEntry.length > 0 ? throughEntry : topLevel(resolved);
    if (names.length > 0) chosen.set(component, names.sort(byKindThenName));
  }
  return chosen;
}

/** The entries whose package path is the shortest: `org.jsoup.Jsoup` before `org.jsoup.nodes.Element`. */
function topLevel(resolved: Resolved[]): Resolved[] {
  const depth = (entry: ApiEntry) => entry.name.split(/::|\.|\//).length;
  const least = Math.min(...resolved.map(({ entry }) => depth(entry)));
  return resolved.filter(({ entry }) => depth(entry) === least);
}

/** Functions first (what a user calls), then types, then the rest; by name within each. */
function byKindThenName(a: Resolved, b: Resolved): number {
  const rank = (resolved: Resolved) => (CALLABLE.has(resolved.symbol.kind) ? 0 : TYPE_LIKE.has(resolved.symbol.kind) ? 1 : 2);
  return rank(a) - rank(b) || md.byText(a.entry.name, b.entry.name);
}

/** `serde_json::from_str` → `serde_json::`; `koa.Application` → `koa.`. */
function prefixOf(name: string, symbolName: string): string {
  return name.endsWith(symbolName) ? name.slice(0, name.length - symbolName.length) : '';
}

/** The separator between a type and its members in the file's language. */
function memberSeparator(file: SourceFile): string {
  return file.language === 'Rust' ? '::' : '.';
}

/**
 * The name a line shows: the name users write when it is a manifest package's plain path of
 * identifiers (`serde_json::from_str`, `itsdangerous.Signer`), else the symbol's own name — a Go
 * import path or an npm package's name is the package the lines are under, written once above them.
 */
function shownName({ entry, symbol }: Resolved, byManifest: boolean): string {
  return byManifest && /^[\p{L}_$][\p{L}\p{N}_$]*(?:(?:\.|::)[\p{L}_$][\p{L}\p{N}_$]*)*$/u.test(entry.name) ? entry.name : symbol.qualifiedName;
}

function callOrName(symbol: CodeSymbol, name: string): string {
  const call = isCallable(symbol) ? callForm(symbol, prefixOf(name, symbol.name)) : null;
  return md.code(call ?? name);
}

/** Past this many characters a one-line description is cut at a word. */
const SENTENCE_MAX = 160;

/**
 * The doc comment's first sentence, markup dropped (Javadoc's `<p>`, `{@link X}`), cut to
 * SENTENCE_MAX characters; null when there is none, or when it only leads into what follows
 * ("Shorthand for:").
 */
export function firstSentence(doc: string | null): string | null {
  const summary = md.summary(doc);
  if (summary === null) return null;
  const plain = summary
    .replace(/\{@(?:link|linkplain|code)\s+([^}\s]+)(?:\s+([^}]*))?\}/g, (_, target: string, label?: string) => label ?? target)
    .replace(/:[\w:]+:`~?([^`]+)`/g, (_, target: string) => target.split('.').at(-1)!)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const sentence = /^.*?[.!?](?=\s|$)/.exec(plain)?.[0] ?? plain;
  if (sentence === '' || sentence.endsWith(':')) return null;
  if (sentence.length <= SENTENCE_MAX) return sentence;
  return `${sentence.slice(0, sentence.lastIndexOf(' ', SENTENCE_MAX)).replace(/[,;:]$/, '')}…`;
}

function describe(symbol: CodeSymbol, kind = kindLabel(symbol)): string {
  const doc = firstSentence(symbol.doc);
  return `${kind}${doc === null ? '' : ` — ${md.text(doc)}`}`;
}

/** Languages where `new Type(…)` makes an instance. */
const NEW_LANGUAGES = new Set(['JavaScript', 'TypeScript', 'Java', 'C#']);

/** How a member is called: `new Type(a)` for a constructor, `Type(a)` for Python's `__init__`, else `Type.member(a)`. */
function memberCall(member: CodeSymbol, owner: CodeSymbol, file: SourceFile): string | null {
  if (member.kind === 'constructor' && NEW_LANGUAGES.has(file.language ?? '')) {
    const call = callForm({ ...member, name: member.name }, '');
    return call === null ? null : `new ${owner.name}${call.slice(member.name.length)}`;
  }
  if (file.language === 'Python' && member.name === '__init__') {
    const call = callForm(member, '');
    return call === null ? null : `${owner.name}(${call.slice('__init__('.length, -1).replace(/^self\s*(?:,\s*)?/, '')})`;
  }
  return callForm(member, `${owner.qualifiedName}${memberSeparator(file)}`);
}

/** A type's exported callables, one line per name with its first overload's call and how many more there are. */
function memberLines({ symbol, file }: Resolved): string[] {
  const members = file.code.symbols.filter((member) => member.parent === symbol.qualifiedName && member.exported && CALLABLE.has(member.kind));
  const byName = new Map<string, CodeSymbol[]>();
  for (const member of members) byName.set(member.name, [...(byName.get(member.name) ?? []), member]);
  const lines = [...byName.values()].slice(0, MEMBERS_SHOWN).map((overloads) => {
    const first = overloads[0]!;
    const call = memberCall(first, symbol, file);
    const more = overloads.length > 1 ? ` and ${md.plural(overloads.length - 1, 'more overload')}` : '';
    return `  - ${md.code(call ?? `${symbol.qualifiedName}${memberSeparator(file)}${first.name}`)}${more} (${describe(first)})`;
  });
  if (byName.size > MEMBERS_SHOWN) lines.push(`  - and ${md.plural(byName.size - MEMBERS_SHOWN, 'more member')}, in the file's section below`);
  return lines;
}

/** The section's blocks: per package, its first names with calls, types with their members when few. */
export function entryPointBlocks(snapshot: Snapshot): string[] {
  const chosen = entryPointNames(snapshot);
  if (chosen.size === 0) return [];
  const blocks = [
    'The names users reach first, written the way they use them: what each package exports from its entry point (or, where the language has none, the types of its top-level package). Functions and methods are shown as calls with their parameters as the signature writes them; overloads are folded into one line.',
  ];
  for (const [component, names] of chosen) {
    const throughEntry = names.some(({ entry }) => entry.entry);
    const component_ = snapshot.components.find((each) => each.folder === component);
    // A package a manifest names is written by that name; a Go or Python package found by its
    // folder is written as the folder, and its names as the symbols' own.
    const manifestNames = new Set(snapshot.manifests.map((manifest) => manifest.name));
    const byManifest = component_ !== undefined && component_.name !== null && (component_.kind === 'package' || manifestNames.has(component_.name));
    const label = byManifest ? md.code(component_!.name!) : component === '' ? 'the repository root' : md.code(component);
    blocks.push(`${throughEntry ? `From the entry point of ${label}` : `The top-level package of ${label}`}:`);
    const withMembers = names.filter(({ symbol }) => TYPE_LIKE.has(symbol.kind)).length <= TYPES_WITH_MEMBERS;
    const lines = names.slice(0, ENTRY_NAMES_SHOWN).flatMap((resolved) => {
      const line = `- ${callOrName(resolved.symbol, shownName(resolved, byManifest))} (${describe(resolved.symbol)}) in ${md.code(resolved.file.path)}`;
      return withMembers && TYPE_LIKE.has(resolved.symbol.kind) ? [line, ...memberLines(resolved)] : [line];
    });
    if (names.length > ENTRY_NAMES_SHOWN) lines.push(`- and ${md.plural(names.length - ENTRY_NAMES_SHOWN, 'more name')}, in the sections below`);
    blocks.push(lines.join('\n'));
  }
  return blocks;
}
