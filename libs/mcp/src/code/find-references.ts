import type { CallResolution, FileRole, ImportRef, Snapshot, SourceFile } from '@chronicle/snapshot';
import { codeIndexOf, isSource, lastName, refOf, TYPE_KINDS, type CodeIndex, type Declared, type DeclarationRef } from './code-index.js';

/** What `find_references` asks: a declaration's name (or `path:name`), how many references to list, and whether to list those in tests, examples and other non-source files. */
export type ReferencesQuery = { tool: 'find_references'; symbol: string; limit: number; includeTests: boolean };

/** A call of the declaration: where, from which function, and how the snapshot knew its target. */
export type CallReference = { file: string; line: number; caller: string | null; callee: string; resolution: CallResolution; role: FileRole };

/** An import that binds the declaration (or the type or module value it belongs to) by name. */
export type ImportReference = {
  file: string;
  line: number;
  specifier: string;
  /** The names it binds that stand for the declaration, as the file writes them (`res`, `Point`, `gee` for a Go package). */
  names: string[];
  /** The file it imports from when that is not the declaration's own (a re-export: `export { X } from`, `pub use`). */
  via: string | null;
  role: FileRole;
};

/** The references of one declaration; listed ones capped by the query's limit, totals exact. */
export type ReferenceGroup = {
  declaration: DeclarationRef;
  /** The name imports bind for it (the declaration's own, or the type or module value it is a member of). */
  importedAs: string;
  /** `package`: the importers import its Go package (which binds no single name); `name` elsewhere. */
  importKind: 'name' | 'package';
  calls: CallReference[];
  /** Imports binding it: its own name, or the object or module value it is a member of (`res` for `res.send`); none for a member of a type (see `typeImporters`). */
  importers: ImportReference[];
  /** For a member of a class, struct, interface or trait: its type's name and how many source files' imports bind it (find_references on the type lists them). */
  typeImporters: { name: string; count: number } | null;
  totals: {
    /** In source files. */
    calls: number;
    callFiles: number;
    importers: number;
    /** In tests, examples, benchmarks, fixtures, docs and build files. */
    otherCalls: number;
    otherCallFiles: number;
    otherImporters: number;
  };
  /** Calls by how their target was found, source files only. */
  byResolution: Partial<Record<CallResolution, number>>;
};

export type ReferencesAnswer =
  | { commit: string; status: 'found'; includeTests: boolean; groups: ReferenceGroup[] }
  | { commit: string; status: 'ambiguous'; candidates: DeclarationRef[]; total: number }
  | { commit: string; status: 'unknown'; suggestions: DeclarationRef[] };

/** Declarations of one name answered together (`area` of a base class and of its subclass); more is a list of candidates to choose from. */
const MAX_GROUPS = 5;
const MAX_CANDIDATES = 20;
/** Re-exporting files followed from the declaring one (`index.ts` barrels, `pub use`). */
const MAX_REEXPORT_DEPTH = 4;

/**
 * The references of a declaration in a snapshot (`find_references`): every call site the snapshot
 * resolved to it (`CallSite.target`, with its `resolution`), and the imports that bind it by name —
 * following re-exports; a Go package's importers for an exported name. A name several declarations
 * have answers for each of them (at most MAX_GROUPS), else with the candidates. Pure: the API runs
 * it in a worker thread.
 */
export function findReferencesInSnapshot(snapshot: Snapshot, query: ReferencesQuery): ReferencesAnswer {
  const index = codeIndexOf(snapshot);
  const commit = snapshot.commit.sha;
  const { found } = index.lookup(query.symbol);
  const preferred = found.some((candidate) => isSource(candidate.file)) ? found.filter((candidate) => isSource(candidate.file)) : found;
  if (preferred.length === 0) return { commit, status: 'unknown', suggestions: index.containing(query.symbol, (candidate) => isSource(candidate.file), 8).map(refOf) };
  if (preferred.length > MAX_GROUPS) return { commit, status: 'ambiguous', candidates: preferred.slice(0, MAX_CANDIDATES).map(refOf), total: preferred.length };
  return { commit, status: 'found', includeTests: query.includeTests, groups: preferred.map((declaration) => referencesOf(index, declaration, query)) };
}

function referencesOf(index: CodeIndex, declaration: Declared, query: ReferencesQuery): ReferenceGroup {
  const calls: CallReference[] = index
    .callsTo(declaration.file.path, declaration.symbol.qualifiedName)
    .map(({ file, call }) => ({ file: file.path, line: call.line, caller: call.caller, callee: call.callee, resolution: call.resolution!, role: file.role }))
    .sort((a, b) => Number(b.role === 'source') - Number(a.role === 'source') || a.file.localeCompare(b.file) || a.line - b.line);
  const { name, importers: all } = importersByName(index, declaration);
  // Importing a class says nothing of which of its methods a file calls: only counted for a member.
  const ofType = memberOfType(declaration);
  const importers = ofType ? [] : all;
  const inSource = calls.filter((call) => call.role === 'source');
  const others = calls.filter((call) => call.role !== 'source');
  const byResolution: ReferenceGroup['byResolution'] = {};
  for (const call of inSource) byResolution[call.resolution] = (byResolution[call.resolution] ?? 0) + 1;
  const listedCalls = query.includeTests ? calls : inSource;
  const listedImporters = query.includeTests ? importers : importers.filter((importer) => importer.role === 'source');
  return {
    declaration: refOf(declaration),
    importedAs: name,
    importKind: declaration.file.language === 'Go' ? 'package' : 'name',
    calls: listedCalls.slice(0, query.limit),
    importers: listedImporters.slice(0, query.limit),
    typeImporters: ofType ? { name, count: new Set(all.filter((importer) => importer.role === 'source').map((importer) => importer.file)).size } : null,
    totals: {
      calls: inSource.length,
      callFiles: new Set(inSource.map((call) => call.file)).size,
      importers: importers.filter((importer) => importer.role === 'source').length,
      otherCalls: others.length,
      otherCallFiles: new Set(others.map((call) => call.file)).size,
      otherImporters: importers.filter((importer) => importer.role !== 'source').length,
    },
    byResolution,
  };
}

/**
 * The imports binding the declaration's top-level name (its own, or its type's or module value's
 * for a member: `res` for `res.send`, `Point` for `Point::new`) from its file, then from the files
 * re-exporting it; for an exported Go name, every import of its package.
 */
function importersByName(index: CodeIndex, declaration: Declared): { name: string; importers: ImportReference[] } {
  const name = topName(declaration);
  const found: ImportReference[] = [];
  const seen = new Set<string>();
  const add = (file: SourceFile, ref: ImportRef, names: string[], via: string | null): void => {
    const key = `${file.path}\u0000${ref.line}`;
    if (seen.has(key)) return;
    seen.add(key);
    found.push({ file: file.path, line: ref.line, specifier: ref.specifier, names, via, role: file.role });
  };
  if (declaration.file.language === 'Go') {
    if (/^\p{Lu}/u.test(name)) {
      for (const member of [declaration.file, ...index.packageOf(declaration.file)]) {
        for (const { file, ref } of index.importersOf(member.path)) if (file.language === 'Go' && !index.packageOf(declaration.file).includes(file)) add(file, ref, ref.names.map((bound) => bound.name), null);
      }
    }
    return { name, importers: sortImporters(found) };
  }
  let frontier = [{ path: declaration.file.path, name }];
  const visited = new Set<string>();
  for (let depth = 0; depth <= MAX_REEXPORT_DEPTH && frontier.length; depth++) {
    const next: typeof frontier = [];
    for (const at of frontier) {
      if (visited.has(`${at.path}\u0000${at.name}`)) continue;
      visited.add(`${at.path}\u0000${at.name}`);
      const moduleValue = index.files.get(at.path)?.code.moduleValue ?? null;
      for (const { file, ref } of index.importersOf(at.path)) {
        const binding = ref.names.filter((bound) => bound.imported === at.name || ((bound.imported === '*' || bound.imported === 'default') && (moduleValue === at.name || (bound.imported === 'default' && bound.name === at.name))));
        const glob = ref.reexport && ref.names.some((bound) => bound.name === '*' && bound.imported === '*');
        if (binding.length) add(file, ref, binding.map((bound) => bound.name), depth === 0 ? null : at.path);
        if (ref.reexport) for (const bound of binding) next.push({ path: file.path, name: bound.name });
        if (glob) next.push({ path: file.path, name: at.name });
      }
    }
    frontier = next;
  }
  return { name, importers: sortImporters(found) };
}

/** A member of a class, struct, interface, trait… (not of an object or module value such as `res`), declared in its type's file or another. */
function memberOfType({ file, symbol }: Declared): boolean {
  if (symbol.parent === null) return false;
  const parent = file.code.symbols.find((candidate) => candidate.qualifiedName === symbol.parent);
  return parent ? TYPE_KINDS.has(parent.kind) : true;
}

/** The name an import binds for a declaration: its own at the top level, else that of its outermost container. */
function topName({ file, symbol }: Declared): string {
  let at = symbol;
  for (let depth = 0; at.parent !== null && depth < 10; depth++) {
    const parent = file.code.symbols.find((candidate) => candidate.qualifiedName === at.parent);
    if (!parent) return lastName(at.parent);
    at = parent;
  }
  return at.name;
}

function sortImporters(list: ImportReference[]): ImportReference[] {
  return list.sort((a, b) => Number(b.role === 'source') - Number(a.role === 'source') || a.file.localeCompare(b.file) || a.line - b.line);
}
