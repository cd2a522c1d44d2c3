import type { CodeSymbol, ImportRef, SourceFile, SymbolKind } from '../../model.js';
import { moduleFor } from '../registry.js';

// The repository's declarations, indexed for the call resolver: per file, symbols by their parent
// and name (built on first use, kept only while the pass runs); Go packages (a folder's `.go`
// files share one scope); and, per language family, the functions and methods by name for
// resolution by name alone.

/** A declaration in a repository file. */
export type Declaration = { path: string; symbol: CodeSymbol };

/**
 * Kinds a call may land on: what runs (a property too: `handle = () => …`), and the types a call
 * constructs (`Point(1, 2)`, `Config()`). A variable or constant holds a function made elsewhere
 * (`const debug = createDebug('app')`), so a call of it lands on nothing of the repository's.
 */
export const CALLABLE: ReadonlySet<SymbolKind> = new Set(['function', 'method', 'constructor', 'property', 'class', 'struct']);

/** Kinds whose members a call may name: `Type.x()`, `ns.x()`, `module::x()`. */
export const CONTAINER: ReadonlySet<SymbolKind> = new Set(['class', 'struct', 'interface', 'trait', 'protocol', 'enum', 'union', 'module', 'type']);

/** Types, whose members are reached as a receiver's (`Type.x()`, `this.x()`). */
export const TYPE: ReadonlySet<SymbolKind> = new Set(['class', 'struct', 'interface', 'trait', 'protocol', 'enum', 'union', 'type']);

/** What resolution by name alone may land on. */
const BY_NAME: ReadonlySet<SymbolKind> = new Set(['function', 'method']);

/** Roles whose declarations a library call does not land on by name alone. */
const NOT_BY_NAME = new Set(['test', 'fixture', 'example', 'benchmark']);

export class Declarations {
  private readonly files = new Map<string, SourceFile>();
  private readonly indexes = new Map<string, FileIndex>();
  private readonly packages = new Map<string, string[]>();
  private readonly named = new Map<string, Map<string, { files: number; declarations: Declaration[] }>>();

  constructor(files: readonly SourceFile[]) {
    for (const file of files) {
      this.files.set(file.path, file);
      if (file.language === 'Go') {
        const folder = folderOf(file.path);
        const members = this.packages.get(folder) ?? [];
        members.push(file.path);
        this.packages.set(folder, members);
      }
    }
    for (const file of files) this.indexNames(file);
  }

  file(path: string): SourceFile | undefined {
    return this.files.get(path);
  }

  /** The declarations named `name` under `parent` (null: the top level) in a file, or in its Go package. */
  children(path: string, parent: string | null, name: string): Declaration[] {
    const at = key(parent, name);
    const found: Declaration[] = [];
    for (const member of this.scopeOf(path)) for (const symbol of this.indexOf(member).members.get(at) ?? []) found.push({ path: member, symbol });
    return found;
  }

  /** The symbol whose qualifiedName is given, in a file or its Go package. */
  byQualifiedName(path: string, qualifiedName: string): Declaration | null {
    for (const member of this.scopeOf(path)) {
      const symbol = this.indexOf(member).qualified.get(qualifiedName);
      if (symbol) return { path: member, symbol };
    }
    return null;
  }

  /** The imports of a file that bind `name`, each with the name it has in its module (`*` for a namespace). */
  bindings(path: string, name: string): readonly Binding[] {
    return this.indexOf(path).bindings.get(name) ?? [];
  }

  /** Glob imports of a file that lead to a repository file (`from a import *`, `use a::*`, `export * from`); only re-exporting ones when `reexported`. */
  globs(path: string, reexported: boolean): readonly ImportRef[] {
    const globs = this.indexOf(path).globs;
    return reexported ? globs.filter((ref) => ref.reexport) : globs;
  }

  /**
   * The one declaration of `name` in the caller's language family, by name alone: the only function
   * or method of that name (overloads aside) in the repository, of the kind `kind` asks, in a file that
   * is not a test, example, benchmark or fixture; null when there is none, or when the name is
   * declared more than once or in more than one file.
   */
  byName(language: string | null, name: string, kind: 'function' | 'method' | 'either'): Declaration | null {
    const found = this.named.get(familyOf(language))?.get(name);
    if (!found || found.files > 1) return null;
    const [first, ...others] = found.declarations;
    if (!first || others.some((other) => other.symbol.qualifiedName !== first.symbol.qualifiedName)) return null;
    return kind === 'either' || first.symbol.kind === kind ? first : null;
  }

  /** Files sharing a file's scope: its Go package, else the file alone. */
  private scopeOf(path: string): string[] {
    return this.files.get(path)?.language === 'Go' ? (this.packages.get(folderOf(path)) ?? [path]) : [path];
  }

  private indexOf(path: string): FileIndex {
    let index = this.indexes.get(path);
    if (!index) {
      index = { members: new Map(), qualified: new Map(), bindings: new Map(), globs: [] };
      const code = this.files.get(path)?.code;
      for (const symbol of code?.symbols ?? []) {
        pushTo(index.members, key(symbol.parent, symbol.name), symbol);
        if (!index.qualified.has(symbol.qualifiedName)) index.qualified.set(symbol.qualifiedName, symbol);
      }
      for (const ref of code?.imports ?? []) {
        for (const bound of ref.names) {
          if (bound.name === '*') continue;
          pushTo(index.bindings, bound.name, { ref, imported: bound.imported });
        }
        if (ref.resolvedPath !== null && ref.names.some((bound) => bound.name === '*')) index.globs.push(ref);
      }
      this.indexes.set(path, index);
    }
    return index;
  }

  /** Each function and method name with the files declaring it; test files count there, but give no declaration. */
  private indexNames(file: SourceFile): void {
    const family = familyOf(file.language);
    let names = this.named.get(family);
    if (!names) {
      names = new Map();
      this.named.set(family, names);
    }
    const here = new Map<string, Declaration[]>();
    for (const symbol of file.code.symbols) {
      if (!BY_NAME.has(symbol.kind)) continue;
      pushTo(here, symbol.name, { path: file.path, symbol });
    }
    const usable = !NOT_BY_NAME.has(file.role);
    for (const [name, declarations] of here) {
      const found = names.get(name);
      if (found) {
        found.files += 1;
        found.declarations = [];
      } else names.set(name, { files: 1, declarations: usable ? declarations : [] });
    }
  }
}

type FileIndex = {
  /** Symbols by parent and name. */
  members: Map<string, CodeSymbol[]>;
  /** The first symbol of each qualifiedName. */
  qualified: Map<string, CodeSymbol>;
  /** Imports by the names they bind. */
  bindings: Map<string, Binding[]>;
  globs: ImportRef[];
};

/** A name an import binds, with the name it has in its module. */
export type Binding = { ref: ImportRef; imported: string };

function pushTo<T>(map: Map<string, T[]>, at: string, item: T): void {
  const list = map.get(at);
  if (list) list.push(item);
  else map.set(at, [item]);
}

function key(parent: string | null, name: string): string {
  return `${parent ?? ''}\u0000${name}`;
}

function folderOf(path: string): string {
  return path.slice(0, path.lastIndexOf('/') + 1);
}

function familyOf(language: string | null): string {
  return moduleFor(language)?.id ?? language ?? '';
}
