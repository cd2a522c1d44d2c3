import type { CallSite, CodeSymbol, FileRole, ImportRef, Snapshot, SourceFile, SymbolKind } from '@chronicle/snapshot';
import { derivedFrom } from '../derived-from.js';

// One index of a snapshot's declarations for the code tools (find_symbol, members_of,
// find_references, module_summary), built on first use and kept as long as the snapshot object
// lives: the sources keep their snapshots (the CLI per HEAD, the API's pool threads per commit), so
// a second question about the same commit walks maps, not the whole snapshot.

/** A declaration and the file declaring it. */
export type Declared = { file: SourceFile; symbol: CodeSymbol };

/** How a declaration is named in an answer: enough to find it and to tell it from another. */
export type DeclarationRef = { name: string; qualifiedName: string; kind: SymbolKind; signature: string; file: string; line: number; exported: boolean; role: FileRole };

/** Kinds that are types by themselves; other declarations count as one when members are declared on them (`res.send = …`, `Router.prototype.handle = …`). */
export const TYPE_KINDS: ReadonlySet<SymbolKind> = new Set(['class', 'struct', 'interface', 'trait', 'protocol', 'enum', 'union', 'type', 'module']);

/** An import of a file and the file importing it. */
export type Importing = { file: SourceFile; ref: ImportRef };

/** A call the snapshot resolved to a declaration, and the file making it. */
export type Calling = { file: SourceFile; call: CallSite };

/** The index of a snapshot, built once per snapshot object (`derivedFrom`). */
export function codeIndexOf(snapshot: Snapshot): CodeIndex {
  return derivedFrom(snapshot, 'code-index', (from) => new CodeIndex(from));
}

export class CodeIndex {
  readonly files = new Map<string, SourceFile>();
  /** Symbols by `path\0parent`. */
  private readonly children = new Map<string, CodeSymbol[]>();
  /** Symbols by lower-case name, and by lower-case normalised qualified name. */
  private readonly byName = new Map<string, Declared[]>();
  private readonly byQualified = new Map<string, Declared[]>();
  /** Members declared on a type their file does not declare (a Rust `impl` of another file's type, a Go method in another file of the package), by language family and the type's last name. */
  private readonly foreign = new Map<string, Declared[]>();
  /** The imports that resolve to each file. */
  private readonly importsOf = new Map<string, Importing[]>();
  /** Each Go package's files, by folder. */
  private readonly goPackages = new Map<string, SourceFile[]>();
  /** Resolved calls by `path\0qualifiedName` of their target; built on the first question about calls. */
  private calls: Map<string, Calling[]> | null = null;
  /** The files calling into each file, built with `calls`. */
  private fileCallers: Map<string, Set<string>> | null = null;
  /** Declarations by the last name of each type their `implements` or `extends` names; built on first use. */
  private implementers: Map<string, Declared[]> | null = null;

  constructor(readonly snapshot: Snapshot) {
    for (const file of snapshot.files) {
      this.files.set(file.path, file);
      if (file.language === 'Go') pushTo(this.goPackages, folderOf(file.path), file);
      const declared = new Set(file.code.symbols.map((symbol) => symbol.qualifiedName));
      for (const symbol of file.code.symbols) {
        const at = { file, symbol };
        pushTo(this.byName, symbol.name.toLowerCase(), at);
        const qualified = normalName(symbol.qualifiedName).toLowerCase();
        if (qualified !== symbol.name.toLowerCase()) pushTo(this.byQualified, qualified, at);
        if (symbol.parent === null) continue;
        pushTo(this.children, `${file.path}\u0000${symbol.parent}`, symbol);
        if (!declared.has(symbol.parent)) pushTo(this.foreign, `${familyOf(file.language)}\u0000${lastName(symbol.parent)}`, at);
      }
      for (const ref of file.code.imports) if (ref.resolvedPath && ref.resolvedPath !== file.path) pushTo(this.importsOf, ref.resolvedPath, { file, ref });
    }
  }

  /** The symbols declared directly under `parent` (its qualifiedName) in a file. */
  childrenOf(path: string, parent: string): CodeSymbol[] {
    return this.children.get(`${path}\u0000${parent}`) ?? [];
  }

  /** The imports of other files that resolve to `path`. */
  importersOf(path: string): Importing[] {
    return this.importsOf.get(path) ?? [];
  }

  /** The calls whose target is the declaration `qualifiedName` of `path`, in file order. */
  callsTo(path: string, qualifiedName: string): Calling[] {
    this.indexCalls();
    return this.calls!.get(`${path}\u0000${qualifiedName}`) ?? [];
  }

  /** The other files whose calls land on declarations of `path`. */
  callersOfFile(path: string): Set<string> {
    this.indexCalls();
    return this.fileCallers!.get(path) ?? new Set();
  }

  private indexCalls(): void {
    if (this.calls) return;
    this.calls = new Map();
    this.fileCallers = new Map();
    for (const file of this.snapshot.files) {
      for (const call of file.code.calls) {
        if (!call.target) continue;
        pushTo(this.calls, `${call.target.path}\u0000${call.target.symbol}`, { file, call });
        if (call.target.path === file.path) continue;
        const callers = this.fileCallers.get(call.target.path) ?? new Set<string>();
        callers.add(file.path);
        this.fileCallers.set(call.target.path, callers);
      }
    }
  }

  /**
   * The declarations whose `implements` or `extends` names `name` (written names compared by their
   * last segment, type arguments dropped: `io.Reader`, `Base<T>` and `crate::Trait` name `Reader`, `Base`, `Trait`).
   */
  implementersOf(name: string): Declared[] {
    if (!this.implementers) {
      this.implementers = new Map();
      for (const file of this.snapshot.files) {
        for (const symbol of file.code.symbols) {
          for (const named of new Set([...symbol.implements, ...symbol.extends].map(lastName))) if (named) pushTo(this.implementers, named, { file, symbol });
        }
      }
    }
    return this.implementers.get(name) ?? [];
  }

  /** Every declaration whose name, or (for a dotted query) normalised qualified name, contains `lower` ignoring case. */
  containingName(lower: string): Declared[] {
    const found = new Set<Declared>();
    for (const [name, list] of this.byName) if (name.includes(lower)) for (const at of list) found.add(at);
    if (lower.includes('.')) for (const [name, list] of this.byQualified) if (name.includes(lower)) for (const at of list) found.add(at);
    return [...found];
  }

  /** The other files of a Go file's package (its folder); [] for other languages. */
  packageOf(file: SourceFile): SourceFile[] {
    return file.language === 'Go' ? (this.goPackages.get(folderOf(file.path)) ?? []).filter((other) => other !== file) : [];
  }

  /** Members declared on a type named `name` in files that do not declare it, in a language family. */
  foreignMembers(language: string | null, name: string): Declared[] {
    return this.foreign.get(`${familyOf(language)}\u0000${name}`) ?? [];
  }

  /**
   * The declarations an argument names: `path:name` limits them to one file; the name is compared
   * with names and qualified names (`Router.get`, `Point::new` and `Point.new` alike), exactly
   * first, then ignoring case. `accept` filters before the two are told apart.
   */
  lookup(input: string, accept: (found: Declared) => boolean = () => true): { found: Declared[]; match: 'exact' | 'case-insensitive' | null } {
    const { path, name } = splitPathName(input, (candidate) => this.files.has(candidate));
    const wanted = normalName(name);
    const lower = wanted.toLowerCase();
    const all = [...(this.byName.get(lower) ?? []), ...(this.byQualified.get(lower) ?? [])].filter((found) => (path === null || found.file.path === path) && accept(found));
    const exact = all.filter((found) => found.symbol.name === wanted || normalName(found.symbol.qualifiedName) === wanted);
    if (exact.length) return { found: sortDeclared(unique(exact)), match: 'exact' };
    if (all.length) return { found: sortDeclared(unique(all)), match: 'case-insensitive' };
    // A name as users write it (`gin.Context`, `click.Command`), through the snapshot's public API.
    const viaApi = this.snapshot.api.filter((entry) => (path === null || entry.path === path) && (entry.name === name.trim() || entry.name.endsWith(`/${name.trim()}`))).flatMap((entry) => {
      const symbol = this.files.get(entry.path)?.code.symbols.find((candidate) => candidate.qualifiedName === entry.symbol);
      return symbol ? [{ file: this.files.get(entry.path)!, symbol }] : [];
    });
    const accepted = viaApi.filter(accept);
    return accepted.length ? { found: sortDeclared(unique(accepted)), match: 'exact' } : { found: [], match: null };
  }

  /** Declarations whose name contains `part` (ignoring case), for "did you mean" lines. */
  containing(part: string, accept: (found: Declared) => boolean, limit: number): Declared[] {
    const lower = lastName(normalName(part)).toLowerCase();
    if (!lower) return [];
    const found: Declared[] = [];
    for (const [name, list] of this.byName) {
      if (!name.includes(lower)) continue;
      for (const at of list) if (accept(at)) found.push(at);
    }
    return sortDeclared(found).slice(0, limit);
  }
}

/** A declaration as answers name it. */
export function refOf({ file, symbol }: Declared): DeclarationRef {
  return { name: symbol.name, qualifiedName: symbol.qualifiedName, kind: symbol.kind, signature: symbol.signature, file: file.path, line: symbol.line, exported: symbol.exported, role: file.role };
}

/** Library and application code; tests, examples, benchmarks, fixtures, docs and build scripts are the rest. */
export function isSource(file: SourceFile): boolean {
  return file.role === 'source';
}

/** Source files first, then exported declarations, then by path and line. */
export function sortDeclared(list: Declared[]): Declared[] {
  return [...list].sort((a, b) => Number(isSource(b.file)) - Number(isSource(a.file)) || Number(b.symbol.exported) - Number(a.symbol.exported) || a.file.path.localeCompare(b.file.path) || a.symbol.line - b.symbol.line);
}

/** `Router.prototype.get` → `Router.get`, `(*Context).JSON` → `Context.JSON`, `Point::new` and `Point#new` → `Point.new`. */
export function normalName(name: string): string {
  return name
    .trim()
    .replace(/^\(\s*\*?\s*([^()]+?)\s*\)\s*\./, '$1.')
    .replace(/\.prototype\./g, '.')
    .replace(/::|#|->|\\/g, '.');
}

/** The last segment of a qualified name: `a::b::Point` → `Point`, `Base<T>` → `Base`. */
export function lastName(name: string): string {
  const plain = name.replace(/<.*$/s, '').replace(/\[.*$/s, '').trim();
  return plain.split(/::|\.|\\/).pop()!.trim();
}

/** Counts per role of the files or declarations left out, worded for an answer: "3 in test files, 1 in an example". */
export function leftOutText(counts: Partial<Record<FileRole, number>>): string {
  const parts = Object.entries(counts)
    .filter(([, count]) => (count ?? 0) > 0)
    .map(([role, count]) => `${count!.toLocaleString('en-US')} in ${role === 'fixture' ? 'test fixtures' : role === 'build' ? 'build files' : role === 'docs' ? 'docs' : `${role} files`}`);
  return parts.join(', ');
}

/**
 * `lib/response.js:res.send` → that file and `res.send`; anything else is a name alone. The part
 * before the colon must be a file of the snapshot (so `Point::new` and `std::io` stay names).
 */
export function splitPathName(input: string, isFile: (path: string) => boolean): { path: string | null; name: string } {
  const at = /^([^\s:]+):(?!:)(.+)$/.exec(input.trim());
  if (at && isFile(at[1]!.replace(/^\.\//, ''))) return { path: at[1]!.replace(/^\.\//, ''), name: at[2]! };
  return { path: null, name: input.trim() };
}

/** Languages that share declarations: TypeScript with JavaScript, C++ with C. */
export function familyOf(language: string | null): string {
  if (language === 'TypeScript' || language === 'TSX' || language === 'JavaScript') return 'javascript';
  if (language === 'C' || language === 'C++') return 'c';
  return language ?? '';
}

export function folderOf(path: string): string {
  return path.slice(0, path.lastIndexOf('/') + 1);
}

function unique(list: Declared[]): Declared[] {
  return [...new Set(list)];
}

function pushTo<K, T>(map: Map<K, T[]>, at: K, item: T): void {
  const list = map.get(at);
  if (list) list.push(item);
  else map.set(at, [item]);
}
