import type { CallResolution, CallSite, CodeSymbol, SourceFile, SymbolKind } from '../../model.js';
import { parseCallee, type ParsedCallee } from './callee.js';
import { CALLABLE, CONTAINER, Declarations, TYPE, type Declaration } from './declarations.js';

// The repository-wide pass after `resolveImports`: each call site's target, found the surest way
// the syntax allows — the caller's own type (`this.x()`, a Go receiver, `Type.x()`), the file's
// scope, the names its imports bind (through re-exports), else a name declared once in the
// repository. Only the calls that resolve are kept: a snapshot of 10,000 files must fit in memory.

/** Re-exports and bases followed before giving up. */
const MAX_DEPTH = 6;

/** Languages where a bare name inside a class calls its own method (`go()` is `this.go()`). */
const IMPLICIT_THIS = new Set(['Java', 'C#', 'C++', 'Ruby']);

/** A Go method's receiver variable, from its signature: `s` in `func (s *Server) Sync(…)`. */
const GO_RECEIVER = /^func\s*\(\s*([\p{L}_][\p{L}\p{N}_]*)\s/u;

type Found = { declaration: Declaration; resolution: CallResolution };

/** A type a call may name members of; `symbol` is null when it is declared where the pass cannot see (a Rust `impl` of another file's type). */
type TypeRef = { path: string; qualifiedName: string; symbol: CodeSymbol | null };

/** What a lookup may end on: something called, or a type whose members are looked up. */
type Want = 'call' | 'type';

/**
 * The files with every call's `target` and `resolution` filled in, and only the calls that resolve
 * to a repository declaration kept. Each file's `calls` stay in document order.
 */
export function resolveCalls(files: SourceFile[]): SourceFile[] {
  const resolver = new CallResolver(new Declarations(files));
  return files.map((file) => {
    if (file.code.calls.length === 0) return file;
    const calls: CallSite[] = [];
    for (const call of file.code.calls) {
      const found = resolver.resolve(file, call);
      if (found) calls.push({ ...call, target: { path: found.declaration.path, symbol: found.declaration.symbol.qualifiedName }, resolution: found.resolution });
    }
    return { ...file, code: { ...file.code, calls } };
  });
}

class CallResolver {
  /** Lookups already answered (null while one is under way, so a re-export cycle ends). */
  private readonly lookups = new Map<string, { declaration: Declaration; viaType: boolean } | null>();

  constructor(private readonly declarations: Declarations) {}

  resolve(file: SourceFile, call: CallSite): Found | null {
    const callee = parseCallee(call.callee, file.language);
    const sure = this.receiver(file, call, callee) ?? this.throughField(file, call, callee) ?? this.scoped(file, callee);
    if (sure) return sure;
    if (!callee.last || this.boundOutside(file, callee)) return null;
    const declaration = this.declarations.byName(file.language, callee.last, this.nameKind(file, callee));
    return declaration ? { declaration, resolution: 'name' } : null;
  }

  /** `this.x()`, `self.x()`, `Self::x()`, `super.x()`, a Go receiver's `r.x()`, and a bare `x()` in a Java, C#, C++ or Ruby class. */
  private receiver(file: SourceFile, call: CallSite, callee: ParsedCallee): Found | null {
    const { head, path } = callee;
    const receiverCall = (head === 'self' || head === 'super') && path.length === 1;
    const goReceiver = head === null && path.length === 2 && file.language === 'Go' && this.goReceiverOf(file, call) === path[0];
    const implicit = head === null && path.length === 1 && IMPLICIT_THIS.has(file.language ?? '');
    if (!receiverCall && !goReceiver && !implicit) return null;
    const type = this.callerType(file, call);
    if (!type) return null;
    const name = path.at(-1) as string;
    let declaration: Declaration | null = null;
    if (head === 'super') declaration = this.inBases(type, name, 0);
    else if (implicit) declaration = this.inEnclosing(type, name);
    else declaration = this.member(type, name, 0);
    return declaration ? { declaration, resolution: 'receiver' } : null;
  }

  /**
   * A method called on a field of the caller's own type whose declared type the repository declares:
   * `this.router.match()` with `router: Router`, Go's `p.renderer.render()` with `renderer renderer`,
   * `self.algorithm.get_signature()` with `algorithm: SigningAlgorithm`. The call lands on the
   * field's type's method — an interface's or trait's own declaration when the type is one.
   */
  private throughField(file: SourceFile, call: CallSite, callee: ParsedCallee): Found | null {
    const { head, path } = callee;
    const own = (head === 'self' && path.length === 2) || (head === null && path.length === 3 && file.language === 'Go' && this.goReceiverOf(file, call) === path[0]);
    if (!own) return null;
    const [fieldName, name] = path.slice(-2) as [string, string];
    const type = this.callerType(file, call);
    if (!type) return null;
    const field = this.declarations.children(type.path, type.qualifiedName, fieldName).find((declaration) => FIELD.has(declaration.symbol.kind));
    const written = field ? fieldType(field.symbol.signature, fieldName) : null;
    const fieldTypeDeclaration = written ? this.typeNamed(field!.path, written) : null;
    const declaration = fieldTypeDeclaration ? this.member(typeOf(fieldTypeDeclaration), name, 0) : null;
    return declaration ? { declaration, resolution: 'receiver' } : null;
  }

  /** The file's own scope (`same-file`, or `receiver` through a type: `Type.x()`), then the names its imports bind (`import`). */
  private scoped(file: SourceFile, callee: ParsedCallee): Found | null {
    const { head, path } = callee;
    if (path.length === 0 || (head !== null && head !== 'module')) return null;
    const local = this.walk(file.path, path, 'call');
    if (local) return { declaration: local.declaration, resolution: local.viaType ? 'receiver' : 'same-file' };
    if (head === 'module') return null;
    const imported = this.imported(file.path, path, 0) ?? this.throughGlobs(file.path, path, 0, false);
    return imported ? { declaration: imported.declaration, resolution: imported.viaType ? 'receiver' : 'import' } : null;
  }

  /** A declaration reached from a file: declared in it, bound by one of its imports, or re-exported by a glob. */
  private lookup(path: string, names: string[], depth: number, want: Want): { declaration: Declaration; viaType: boolean } | null {
    if (depth > MAX_DEPTH) return null;
    const key = `${path}\u0000${want}\u0000${names.join('\u0000')}`;
    if (this.lookups.has(key)) return this.lookups.get(key) ?? null;
    this.lookups.set(key, null);
    const found = this.walk(path, names, want) ?? this.imported(path, names, depth, want) ?? this.throughGlobs(path, names, depth, true, want) ?? this.ownType(path, names, want);
    this.lookups.set(key, found);
    return found;
  }

  /** Declarations named by a path of names from a file's top level: `f`, `Type.method`, `ns.f`, `module::item`. */
  private walk(path: string, names: string[], want: Want): { declaration: Declaration; viaType: boolean } | null {
    let parent = null as Declaration | null;
    let viaType = false;
    for (const [index, name] of names.entries()) {
      const last = index === names.length - 1;
      const kinds = last ? (want === 'call' ? CALLABLE : TYPE) : CONTAINER;
      if (parent && TYPE.has(parent.symbol.kind) && last && want === 'call') {
        const member = this.member(typeOf(parent), name, 0);
        return member ? { declaration: member, viaType: true } : null;
      }
      const next: Declaration | undefined = this.declarations.children(parent?.path ?? path, parent?.symbol.qualifiedName ?? null, name).find((declaration) => kinds.has(declaration.symbol.kind));
      if (!next) return index === 0 && names.length === 2 && want === 'call' ? this.memberOfUndeclared(path, name, names[1]) : null;
      if (!last && TYPE.has(next.symbol.kind)) viaType = true;
      parent = next;
    }
    return parent ? { declaration: parent, viaType } : null;
  }

  /** `Type::x()` where the file declares members of a type it does not declare (a Rust `impl` of another file's type). */
  private memberOfUndeclared(path: string, type: string, name: string): { declaration: Declaration; viaType: boolean } | null {
    const member = this.declarations.children(path, type, name).find((declaration) => CALLABLE.has(declaration.symbol.kind));
    return member ? { declaration: member, viaType: true } : null;
  }

  /**
   * Through the imports of a file that bind the path's first name: `x` to the declaration `imported`
   * of its module (`default`: the module's declaration of the local name), a namespace's `ns.x` to
   * `x` in its module — or, when the module's value is one declaration (`module.exports = Router`),
   * `ns()` to it and `ns.x` to its member; a module bound by name (`from . import c`, `use crate::a::b`) to the rest of
   * the path in it, leading names dropped one by one (`a.b.f` after `import a.b`).
   */
  private imported(path: string, names: string[], depth: number, want: Want = 'call'): { declaration: Declaration; viaType: boolean } | null {
    const [first, ...rest] = names;
    for (const { ref, imported } of this.declarations.bindings(path, first)) {
      const module = ref.resolvedPath;
      if (module === null || !this.declarations.file(module)) continue;
      const tries: string[][] = [];
      const value = imported === '*' ? this.declarations.file(module)?.code.moduleValue : null;
      if (value) tries.push([value, ...rest]);
      if (imported === 'default') tries.push([first, ...rest]);
      else if (imported !== '*') tries.push([imported, ...rest]);
      for (let drop = 0; drop < rest.length; drop += 1) tries.push(rest.slice(drop));
      for (const names of tries) {
        const found = this.lookup(module, names, depth + 1, want);
        if (found) return found;
      }
    }
    return null;
  }

  /** Through the glob imports of a file (`export * from`, `from a import *`, `use a::*`); only re-exporting ones past the caller's file. */
  private throughGlobs(path: string, names: string[], depth: number, reexported: boolean, want: Want = 'call'): { declaration: Declaration; viaType: boolean } | null {
    for (const ref of this.declarations.globs(path, reexported)) {
      const found = ref.resolvedPath === null ? null : this.lookup(ref.resolvedPath, names, depth + 1, want);
      if (found) return found;
    }
    return null;
  }

  /** A Java file's own class for a name imported from it (`import static a.b.C.m` leads to `C.m` in `C.java`). */
  private ownType(path: string, names: string[], want: Want): { declaration: Declaration; viaType: boolean } | null {
    if (this.declarations.file(path)?.language !== 'Java') return null;
    const type = path.slice(path.lastIndexOf('/') + 1).replace(/\.java$/, '');
    const found = names[0] === type ? null : this.walk(path, [type, ...names], want);
    return found ? { declaration: found.declaration, viaType: false } : null;
  }

  /** A member of a type, or of a base it extends that the repository declares. */
  private member(type: TypeRef, name: string, depth: number): Declaration | null {
    const own = this.declarations.children(type.path, type.qualifiedName, name).find((declaration) => CALLABLE.has(declaration.symbol.kind));
    return own ?? this.inBases(type, name, depth);
  }

  private inBases(type: TypeRef, name: string, depth: number): Declaration | null {
    if (depth >= MAX_DEPTH) return null;
    for (const written of type.symbol?.extends ?? []) {
      const base = this.typeNamed(type.path, written);
      const found = base ? this.member(typeOf(base), name, depth + 1) : null;
      if (found) return found;
    }
    return null;
  }

  /** For a bare call in a Java, C#, C++ or Ruby class: the class's members, then those of the classes around it. */
  private inEnclosing(type: TypeRef, name: string): Declaration | null {
    for (let at: TypeRef | null = type; at; at = this.enclosing(at)) {
      const found = this.member(at, name, 0);
      if (found) return found;
    }
    return null;
  }

  private enclosing(type: TypeRef): TypeRef | null {
    const parent = type.symbol?.parent;
    const around = parent ? this.declarations.byQualifiedName(type.path, parent) : null;
    return around && TYPE.has(around.symbol.kind) ? typeOf(around) : null;
  }

  /** A type as written in an `extends` clause (`Base`, `models.Base`, `Base<T>`), declared in the file or imported into it. */
  private typeNamed(path: string, written: string): Declaration | null {
    const names = parseCallee(written, this.declarations.file(path)?.language ?? null).path;
    return names.length === 0 ? null : (this.lookup(path, names, 0, 'type')?.declaration ?? null);
  }

  /** The type the caller is a method of: the caller's symbol's parent, else that of the innermost method around the call's line. */
  private callerType(file: SourceFile, call: CallSite): TypeRef | null {
    const named = call.caller ? this.declarations.byQualifiedName(file.path, call.caller) : null;
    const method = named?.symbol.parent ? named.symbol : innermostMember(file.code.symbols, call.line);
    const parent = method?.parent;
    if (!parent) return null;
    const declared = this.declarations.byQualifiedName(file.path, parent);
    return declared ? typeOf(declared) : { path: file.path, qualifiedName: parent, symbol: null };
  }

  /** The receiver variable of the Go method the call is in, also from a function literal inside it (`set := func(…) { f.Set(…) }`). */
  private goReceiverOf(file: SourceFile, call: CallSite): string | null {
    const named = call.caller ? this.declarations.byQualifiedName(file.path, call.caller)?.symbol : null;
    const method = named?.kind === 'method' ? named : innermostMember(file.code.symbols, call.line);
    return method?.kind === 'method' ? (GO_RECEIVER.exec(method.signature)?.[1] ?? null) : null;
  }

  /** The callee's first name is bound by an import of something outside the repository (`fmt.Println`, `lodash.map`): no name of ours. */
  private boundOutside(file: SourceFile, callee: ParsedCallee): boolean {
    if (callee.root === null) return false;
    const bindings = this.declarations.bindings(file.path, callee.root);
    return bindings.length > 0 && bindings.every(({ ref }) => ref.resolvedPath === null);
  }

  /** What a call may land on by name: a method after a receiver, a function without one (either, where a bare name may call a method). */
  private nameKind(file: SourceFile, callee: ParsedCallee): 'function' | 'method' | 'either' {
    if (callee.receiver) return 'method';
    return IMPLICIT_THIS.has(file.language ?? '') ? 'either' : 'function';
  }
}

function typeOf(declaration: Declaration): TypeRef {
  return { path: declaration.path, qualifiedName: declaration.symbol.qualifiedName, symbol: declaration.symbol };
}

const MEMBER_KINDS: ReadonlySet<SymbolKind> = new Set(['method', 'constructor', 'property', 'function']);

/** The innermost member (a method, an accessor) spanning a line: the caller of a call in an anonymous or nested function. */
const FIELD: ReadonlySet<SymbolKind> = new Set(['field', 'property']);

/**
 * The type a field's declaration writes, reduced to the name a lookup takes: `router: Router<T>` →
 * `Router`, Go's `renderer renderer` → `renderer`, Java's `private final HtmlTreeBuilder builder` →
 * `HtmlTreeBuilder`, `*Parser` → `Parser`; null when none is written.
 */
export function fieldType(signature: string, name: string): string | null {
  const text = signature.replace(/\s*=.*$/s, '').trim();
  const colon = new RegExp(`\\b${name}\\s*[!?]?\\s*:\\s*(.+)$`).exec(text);
  const written = colon ? colon[1]! : new RegExp(`^(?:.*\\s)?${name}\\s+(.+)$`).exec(text)?.[1] ?? new RegExp(`(\\S+)\\s+${name}$`).exec(text)?.[1] ?? null;
  if (written === null) return null;
  const head = /^[\s*&\[\]]*(?:mut\s+|readonly\s+|dyn\s+|impl\s+)*([\p{L}_][\p{L}\p{N}_]*(?:(?:\.|::)[\p{L}_][\p{L}\p{N}_]*)*)/u.exec(written);
  return head ? head[1]! : null;
}

function innermostMember(symbols: readonly CodeSymbol[], line: number): CodeSymbol | null {
  let found: CodeSymbol | null = null;
  for (const symbol of symbols) {
    if (symbol.parent === null || !MEMBER_KINDS.has(symbol.kind) || symbol.line > line || symbol.endLine < line) continue;
    if (!found || symbol.line >= found.line) found = symbol;
  }
  return found;
}
