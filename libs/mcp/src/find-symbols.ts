import type { CodeSymbol, FileRole, Snapshot, SymbolKind } from '@chronicle/snapshot';
import { codeIndexOf, isSource, normalName, type CodeIndex, type Declared } from './code/code-index.js';
import { isTypeLike, ownMembers } from './code/members-of.js';
import type { SymbolAnswer, SymbolMatch, SymbolQuery } from './source.js';

/** Every kind of declaration the snapshot records (`find_symbol`'s `kind`). */
export const SYMBOL_KINDS = ['function', 'class', 'method', 'constructor', 'interface', 'trait', 'protocol', 'type', 'enum', 'struct', 'union', 'module', 'constant', 'variable', 'field', 'property'] as const satisfies readonly SymbolKind[];

const MAX_RELATIONS = 50;
const RANK = { exact: 0, 'case-insensitive': 1, partial: 2 } as const;
/** Qualified names `normalName` changes (most do not: the test is cheaper than the rewrite). */
const QUALIFIER = /::|#|->|\\|\.prototype\.|^\(/;

/**
 * The declarations of a snapshot named `query.name`: exact matches of the name or qualified name
 * first (`Router.prototype.get`, `Point::new` and `Point.new` name the same), then the same
 * ignoring case, then names that contain it (ignoring case); within each, source files first, then
 * exported ones, then by file and line. Declarations in tests, examples, benchmarks, fixtures, docs
 * and build files are left out unless `includeTests` (and counted by role in `leftOut`). Each
 * carries the declarations whose `implements` or `extends` names it (written names compared by
 * their last segment, type arguments dropped), the files whose imports resolve to its file, and for
 * a type the number of its members. Pure: the API runs it in a worker thread.
 */
export function symbolAnswerOf(snapshot: Snapshot, query: SymbolQuery): SymbolAnswer {
  const commit = snapshot.commit.sha;
  const wanted = normalName(query.name);
  if (!wanted) return { commit, matches: [], total: 0, leftOut: {} };
  const index = codeIndexOf(snapshot);
  const lower = wanted.toLowerCase();
  const found: { declared: Declared; match: SymbolMatch['match'] }[] = [];
  const leftOut: Partial<Record<FileRole, number>> = {};
  for (const declared of index.containingName(lower)) {
    const { file, symbol } = declared;
    if (query.kind && symbol.kind !== query.kind) continue;
    const match = matchOf(symbol, wanted, lower);
    if (!match) continue;
    if (!isSource(file) && !query.includeTests) leftOut[file.role] = (leftOut[file.role] ?? 0) + 1;
    else found.push({ declared, match });
  }
  found.sort((a, b) => RANK[a.match] - RANK[b.match] || Number(isSource(b.declared.file)) - Number(isSource(a.declared.file)) || Number(b.declared.symbol.exported) - Number(a.declared.symbol.exported) || a.declared.file.path.localeCompare(b.declared.file.path) || a.declared.symbol.line - b.declared.symbol.line);
  const matches = found.slice(0, Math.max(0, query.limit)).map(({ declared, match }) => withRelations(index, declared, match, query.includeTests ?? false));
  return { commit, matches, total: found.length, leftOut };
}

/** A match with its relations: implementers, importers of its file (source ones unless `includeTests`, the others counted) and, for a type, its member count. */
function withRelations(index: CodeIndex, declared: Declared, match: SymbolMatch['match'], includeTests: boolean): SymbolMatch {
  const { file, symbol } = declared;
  const importers = [...new Set(index.importersOf(file.path).map((importing) => importing.file))].sort((a, b) => a.path.localeCompare(b.path));
  const listed = includeTests ? importers : importers.filter(isSource);
  return {
    match,
    name: symbol.name,
    qualifiedName: symbol.qualifiedName,
    kind: symbol.kind,
    signature: symbol.signature,
    doc: symbol.doc,
    exported: symbol.exported,
    file: file.path,
    role: file.role,
    line: symbol.line,
    endLine: symbol.endLine,
    members: isTypeLike(index, declared) ? ownMembers(index, declared).length : null,
    implementedBy: index
      .implementersOf(symbol.name)
      .filter((other) => (includeTests || isSource(other.file)) && !(other.file === file && other.symbol.line === symbol.line))
      .slice(0, MAX_RELATIONS)
      .map((other) => ({ file: other.file.path, line: other.symbol.line, qualifiedName: other.symbol.qualifiedName })),
    importedBy: listed.slice(0, MAX_RELATIONS).map((importer) => importer.path),
    importersLeftOut: importers.length - listed.length,
  };
}

/** The matches alone (see `symbolAnswerOf`). */
export function findSymbolsInSnapshot(snapshot: Snapshot, query: SymbolQuery): SymbolMatch[] {
  return symbolAnswerOf(snapshot, query).matches;
}

function matchOf(symbol: CodeSymbol, wanted: string, lower: string): SymbolMatch['match'] | null {
  const qualified = QUALIFIER.test(symbol.qualifiedName) ? normalName(symbol.qualifiedName) : symbol.qualifiedName;
  if (symbol.name === wanted || qualified === wanted) return 'exact';
  const name = symbol.name.toLowerCase();
  const qualifiedLower = qualified.toLowerCase();
  if (name === lower || qualifiedLower === lower) return 'case-insensitive';
  if (name.includes(lower) || (lower.includes('.') && qualifiedLower.includes(lower))) return 'partial';
  return null;
}
