import type { CodeSymbol, Snapshot, SourceFile, SymbolKind } from '@chronicle/snapshot';
import * as md from '../../markdown/markdown.js';

/** Above this many exported symbols every symbol takes one line, so a large surface stays readable. */
export const COMPACT_ABOVE = 2000;

/** One file's public surface: its exported symbols, in declaration order. */
export type ModuleSurface = { file: SourceFile; symbols: CodeSymbol[] };

/** Kinds that hold a value rather than declare behaviour; as members they are listed under their owner. */
const DATA_KINDS: ReadonlySet<SymbolKind> = new Set(['field', 'property', 'constant', 'variable']);

const KIND_LABELS: Record<SymbolKind, string> = {
  function: 'function',
  class: 'class',
  method: 'method',
  constructor: 'constructor',
  interface: 'interface',
  trait: 'trait',
  protocol: 'protocol',
  type: 'type alias',
  enum: 'enum',
  struct: 'struct',
  union: 'union',
  module: 'module',
  constant: 'constant',
  variable: 'variable',
  field: 'field',
  property: 'property',
};

/** The source files (role `source`: no tests, examples, benchmarks or fixtures) that export anything, sorted by path, each with its exported symbols. */
export function publicModules(snapshot: Snapshot): ModuleSurface[] {
  return snapshot.files
    .filter((file) => file.role === 'source')
    .map((file) => ({ file, symbols: file.code.symbols.filter((symbol) => symbol.exported).sort(byPosition) }))
    .filter((module) => module.symbols.length > 0)
    .sort((a, b) => md.byText(a.file.path, b.file.path));
}

function byPosition(a: CodeSymbol, b: CodeSymbol): number {
  return a.line - b.line || md.byText(a.qualifiedName, b.qualifiedName) || md.byText(a.signature, b.signature);
}

/** `method`, `abstract class`, `type alias`. */
export function kindLabel(symbol: CodeSymbol): string {
  return `${symbol.abstract ? 'abstract ' : ''}${KIND_LABELS[symbol.kind]}`;
}

/**
 * The signature as a code span. A span without a space would be read as a name the document claims
 * exists, so a one-word signature is left out when it is the symbol's name and written as text otherwise.
 */
export function signatureOf(symbol: CodeSymbol): string | null {
  const signature = symbol.signature.replace(/\s+/g, ' ').trim();
  if (signature === '' || signature === symbol.name || signature === symbol.qualifiedName) return null;
  return /\s/.test(signature) ? md.code(signature) : md.text(signature);
}

/** An exported symbol with the exported symbols it owns, in declaration order. */
type Entry = { symbol: CodeSymbol; members: Entry[] };

function entriesOf(symbols: CodeSymbol[]): Entry[] {
  const entries: Entry[] = symbols.map((symbol) => ({ symbol, members: [] }));
  const owners = new Map<string, Entry>();
  for (const entry of entries) if (!owners.has(entry.symbol.qualifiedName)) owners.set(entry.symbol.qualifiedName, entry);
  const top: Entry[] = [];
  for (const entry of entries) {
    const owner = entry.symbol.parent === null ? undefined : owners.get(entry.symbol.parent);
    if (owner === undefined || owner === entry) top.push(entry);
    else owner.members.push(entry);
  }
  // A parent chain that loops never reaches the top; its symbols are listed at the top instead of lost.
  const reached = new Set(top.flatMap(flattenEntries));
  const lost = entries.filter((entry) => !reached.has(entry)).map((entry) => ({ symbol: entry.symbol, members: [] }));
  return [...top, ...lost];
}

function flattenEntries(entry: Entry): Entry[] {
  return [entry, ...entry.members.flatMap(flattenEntries)];
}

function flatten(entry: Entry): CodeSymbol[] {
  return flattenEntries(entry).map((each) => each.symbol);
}

/** One file's entries as Markdown blocks: a few blocks per symbol, or one line each when `compact`. */
export function moduleBlocks(module: ModuleSurface, compact: boolean): string[] {
  const top = entriesOf(module.symbols);
  if (compact) return [md.list(top.flatMap(flatten).map(compactLine))];
  return top.flatMap(expanded);
}

function compactLine(symbol: CodeSymbol): string {
  const signature = signatureOf(symbol);
  const doc = md.summary(symbol.doc);
  return `${md.code(symbol.qualifiedName)} (${kindLabel(symbol)}, line ${symbol.line})${signature === null ? '' : `: ${signature}`}${doc === null ? '' : ` — ${md.text(doc)}`}`;
}

function expanded(entry: Entry): string[] {
  const { symbol } = entry;
  const signature = signatureOf(symbol);
  const doc = md.summary(symbol.doc);
  const isData = (member: Entry) => DATA_KINDS.has(member.symbol.kind) || symbol.kind === 'enum';
  const data = entry.members.filter(isData);
  return [
    `**${md.code(symbol.qualifiedName)}** — ${kindLabel(symbol)}, line ${symbol.line}`,
    signature,
    doc === null ? null : md.quote(doc),
    parametersTable(symbol),
    data.length === 0 ? null : md.list(data.flatMap(flatten).map(compactLine)),
    ...entry.members.filter((member) => !isData(member)).flatMap(expanded),
  ].filter((block): block is string => block !== null);
}

// A type expression with spaces (`string extends P ? never : P`) reads best as code and is an
// expression the gate leaves alone; a one-word type (`number`, a generic parameter) is plain
// text, since it need not be a name the repository declares.
function typeText(type: string): string {
  return /\s/.test(type.trim()) ? md.code(type.trim()) : md.text(type);
}

function parametersTable(symbol: CodeSymbol): string | null {
  if (!symbol.parameters.some((parameter) => parameter.type !== null)) return null;
  const rows = symbol.parameters.map((parameter) => [md.text(parameter.name), parameter.type === null ? 'not stated' : typeText(parameter.type)]);
  return md.table(['Parameter', 'Type'], rows);
}
