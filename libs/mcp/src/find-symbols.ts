import type { CodeSymbol, Snapshot, SymbolKind } from '@chronicle/snapshot';
import { derivedFrom } from './derived-from.js';
import type { SymbolMatch, SymbolQuery } from './source.js';

/** Every kind of declaration the snapshot records (`find_symbol`'s `kind`). */
export const SYMBOL_KINDS = ['function', 'class', 'method', 'constructor', 'interface', 'trait', 'protocol', 'type', 'enum', 'struct', 'union', 'module', 'constant', 'variable', 'field', 'property'] as const satisfies readonly SymbolKind[];

const MAX_RELATIONS = 50;
const RANK = { exact: 0, 'case-insensitive': 1, partial: 2 } as const;

/**
 * The declarations of a snapshot named `query.name`: exact matches of the name or qualified name
 * first, then the same ignoring case, then names that contain it (ignoring case); within each,
 * exported ones first, then by file and line. Each carries the declarations whose `implements` or
 * `extends` names it (written names compared by their last segment, type arguments dropped) and
 * the files whose imports resolve to its file. Pure: the API runs it in a worker thread.
 */
export function findSymbolsInSnapshot(snapshot: Snapshot, query: SymbolQuery): SymbolMatch[] {
  const wanted = query.name.trim();
  if (!wanted) return [];
  const lower = wanted.toLowerCase();
  const found: { symbol: CodeSymbol; file: string; match: SymbolMatch['match'] }[] = [];
  for (const file of snapshot.files) {
    for (const symbol of file.code.symbols) {
      if (query.kind && symbol.kind !== query.kind) continue;
      const match = matchOf(symbol, wanted, lower);
      if (match) found.push({ symbol, file: file.path, match });
    }
  }
  found.sort((a, b) => RANK[a.match] - RANK[b.match] || Number(b.symbol.exported) - Number(a.symbol.exported) || a.file.localeCompare(b.file) || a.symbol.line - b.symbol.line);
  const chosen = found.slice(0, Math.max(0, query.limit));
  if (chosen.length === 0) return [];
  const implementers = derivedFrom(snapshot, 'implementersByName', implementersByName);
  const importers = derivedFrom(snapshot, 'importersByFile', importersByFile);
  return chosen.map(({ symbol, file, match }) => ({
    match,
    name: symbol.name,
    qualifiedName: symbol.qualifiedName,
    kind: symbol.kind,
    signature: symbol.signature,
    doc: symbol.doc,
    exported: symbol.exported,
    file,
    line: symbol.line,
    endLine: symbol.endLine,
    implementedBy: (implementers.get(symbol.name) ?? []).filter((other) => !(other.file === file && other.line === symbol.line)).slice(0, MAX_RELATIONS),
    importedBy: (importers.get(file) ?? []).slice(0, MAX_RELATIONS),
  }));
}

function matchOf(symbol: CodeSymbol, wanted: string, lower: string): SymbolMatch['match'] | null {
  if (symbol.name === wanted || symbol.qualifiedName === wanted) return 'exact';
  if (symbol.name.toLowerCase() === lower || symbol.qualifiedName.toLowerCase() === lower) return 'case-insensitive';
  if (symbol.name.toLowerCase().includes(lower)) return 'partial';
  return null;
}

/** `io.Reader` → `Reader`, `Base<T>` → `Base`, `crate::Trait` → `Trait`. */
function writtenName(name: string): string {
  const plain = name.replace(/<.*$/s, '').replace(/\[.*$/s, '').trim();
  return plain.split(/::|\.|\\/).pop()!.trim();
}

function implementersByName(snapshot: Snapshot): Map<string, SymbolMatch['implementedBy']> {
  const byName = new Map<string, SymbolMatch['implementedBy']>();
  for (const file of snapshot.files) {
    for (const symbol of file.code.symbols) {
      for (const named of new Set([...symbol.implements, ...symbol.extends].map(writtenName))) {
        if (!named) continue;
        const list = byName.get(named) ?? [];
        list.push({ file: file.path, line: symbol.line, qualifiedName: symbol.qualifiedName });
        byName.set(named, list);
      }
    }
  }
  return byName;
}

function importersByFile(snapshot: Snapshot): Map<string, string[]> {
  const byFile = new Map<string, Set<string>>();
  for (const file of snapshot.files) {
    for (const ref of file.code.imports) {
      if (!ref.resolvedPath || ref.resolvedPath === file.path) continue;
      const set = byFile.get(ref.resolvedPath) ?? new Set<string>();
      set.add(file.path);
      byFile.set(ref.resolvedPath, set);
    }
  }
  return new Map([...byFile].map(([file, set]) => [file, [...set].sort()]));
}
