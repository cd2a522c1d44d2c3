import type { CodeSymbol, Snapshot, SourceFile } from '@chronicle/snapshot';
import { BASE_CLASS_MIN_SUBCLASSES, folderOf, isNamedType, type Located } from './declarations.js';

/** A type that declares it implements or extends another. */
export type Relation = {
  from: Located;
  kind: 'implements' | 'extends';
  /** How many declarations of that name were equally near; more than one means the name alone decided. */
  shared: number;
};

function segmentsOf(reference: string): string[] {
  const head = reference
    .trim()
    .replace(/^(dyn|impl)\s+/, '')
    .replace(/^[&*?~]+/, '')
    .split(/[<[(\s]/)[0];
  return head.split(/::|[.\\/:]/).filter((segment) => segment !== '');
}

/** The name a reference points at: `io.Reader` → `Reader`, `Comparable<T>` → `Comparable`, `std::io::Read` → `Read`. */
export function referencedName(reference: string): string {
  return segmentsOf(reference).at(-1) ?? '';
}

/** The first part of a qualified reference (`io` of `io.Reader`); null when the reference is one name. */
function qualifierOf(reference: string): string | null {
  const segments = segmentsOf(reference);
  return segments.length > 1 ? segments[0] : null;
}

type FileScope = {
  external: Set<string>;
  imported: Set<string>;
  /** Names the file's internal imports bind, each with the repository file it comes from (`pkg` of a Go import, `ns` of `import * as ns`). */
  bound: Map<string, string>;
};

/** What a file imports: the standard-library and third-party names (a reference through one is not to this repository) and the repository files. */
function scopeOf(file: SourceFile): FileScope {
  const external = new Set<string>();
  for (const ref of file.code.imports.filter((each) => each.standardLibrary || each.package !== null)) external.add(ref.specifier).add(referencedName(ref.specifier));
  external.delete('');
  const imported = new Set<string>();
  const bound = new Map<string, string>();
  for (const ref of file.code.imports) {
    if (ref.resolvedPath === null) continue;
    imported.add(ref.resolvedPath);
    for (const name of ref.names) if (name.name !== '*') bound.set(name.name, ref.resolvedPath);
  }
  return { external, imported, bound };
}

/** Rust's paths inside the crate: `crate::ser::Formatter`, `super::Formatter`, `self::x::Y`. */
const CRATE_PATH = /^(?:crate|super|self)$/;

/**
 * Finds the declarations a name refers to from a file: the nearest ones win. A name never reaches
 * into another package (a manifest's package: an npm package, a crate, a Maven module) except
 * through an import or a path that names it.
 */
export class TypeResolver {
  private readonly byName = new Map<string, Located[]>();
  private readonly scopes = new Map<string, FileScope>();
  private readonly packageFolders: string[];

  constructor(snapshot: Snapshot, accept: (symbol: CodeSymbol, file: SourceFile) => boolean = isNamedType) {
    for (const file of snapshot.files) {
      for (const symbol of file.code.symbols) {
        if (!accept(symbol, file)) continue;
        const list = this.byName.get(symbol.name) ?? [];
        list.push({ symbol, file });
        this.byName.set(symbol.name, list);
      }
    }
    this.packageFolders = snapshot.components
      .filter((component) => component.kind === 'package')
      .map((component) => component.folder)
      .sort((a, b) => b.length - a.length);
  }

  /**
   * Same file; then, for a qualified name, the file or Go package its qualifier is imported from (or
   * the crate module a Rust path names); a file it imports; its folder; then anywhere in its own
   * package. The reference's owner itself is never its target.
   */
  resolve(reference: string, from: Located): Located[] {
    const name = referencedName(reference);
    const qualifier = qualifierOf(reference);
    const scope = this.scope(from.file);
    if (name === '' || scope.external.has(reference.trim()) || scope.external.has(qualifier ?? name)) return [];
    const candidates = (this.byName.get(name) ?? []).filter((candidate) => candidate.symbol !== from.symbol);
    const ownPackage = this.packageOf(from.file.path);
    const qualifiedFrom = qualifier === null ? undefined : scope.bound.get(qualifier);
    const levels: ((candidate: Located) => boolean)[] = [
      (candidate) => candidate.file.path === from.file.path && qualifier === null,
      (candidate) => qualifiedFrom !== undefined && (candidate.file.path === qualifiedFrom || folderOf(candidate.file.path) === folderOf(qualifiedFrom)),
      (candidate) => qualifier !== null && CRATE_PATH.test(qualifier) && this.packageOf(candidate.file.path) === ownPackage && inModulePath(candidate.file.path, reference),
      (candidate) => scope.imported.has(candidate.file.path),
      (candidate) => folderOf(candidate.file.path) === folderOf(from.file.path),
      (candidate) => this.packageOf(candidate.file.path) === ownPackage,
    ];
    for (const level of levels) {
      const near = candidates.filter(level);
      if (near.length > 0) return near;
    }
    return [];
  }

  /**
   * Why a reference resolves to nothing, as the words after it: reached through an import from
   * outside, declared nowhere here, or declared only where the naming file cannot reach by name.
   */
  unresolvedBecause(reference: string, from: Located): string {
    const name = referencedName(reference);
    const scope = this.scope(from.file);
    if (scope.external.has(reference.trim()) || scope.external.has(qualifierOf(reference) ?? name)) return 'from a standard-library or third-party import';
    return (this.byName.get(name) ?? []).some((candidate) => candidate.symbol !== from.symbol)
      ? 'declared in another package of the repository, which this file does not import'
      : 'not declared in the repository';
  }

  /** The folder of the manifest package that holds a path; '' when none does. */
  private packageOf(path: string): string {
    return this.packageFolders.find((folder) => path.startsWith(folder)) ?? '';
  }

  private scope(file: SourceFile): FileScope {
    const known = this.scopes.get(file.path);
    if (known !== undefined) return known;
    const scope = scopeOf(file);
    this.scopes.set(file.path, scope);
    return scope;
  }
}

/** Whether a Rust path's modules (`crate::ser::Formatter` → `ser`) are the file's: `ser.rs` or `ser/mod.rs`; a path of the crate root alone matches any file. */
function inModulePath(path: string, reference: string): boolean {
  const modules = segmentsOf(reference).slice(1, -1).filter((segment) => !CRATE_PATH.test(segment));
  if (modules.length === 0) return true;
  const tail = modules.join('/');
  return path.endsWith(`/${tail}.rs`) || path.endsWith(`/${tail}/mod.rs`) || path === `${tail}.rs`;
}

/** For each type a declared implements or extends names, the types that name it. */
export function declaredRelations(snapshot: Snapshot): Map<CodeSymbol, Relation[]> {
  const resolver = new TypeResolver(snapshot);
  const relations = new Map<CodeSymbol, Relation[]>();
  for (const file of snapshot.files) {
    for (const symbol of file.code.symbols) {
      const from = { symbol, file };
      const references = [...symbol.implements.map((ref) => ['implements', ref] as const), ...symbol.extends.map((ref) => ['extends', ref] as const)];
      for (const [kind, reference] of references) {
        const targets = resolver.resolve(reference, from);
        for (const target of targets) {
          const list = relations.get(target.symbol) ?? [];
          // Rust lands each `impl Trait for Type` on the type, so one type may name a trait twice.
          if (!list.some((relation) => relation.kind === kind && relation.from.symbol === symbol)) list.push({ from, kind, shared: targets.length });
          relations.set(target.symbol, list);
        }
      }
    }
  }
  return relations;
}

/**
 * The classes that at least BASE_CLASS_MIN_SUBCLASSES classes of the source (tests apart) extend:
 * the repository's own extension points even where the language has no interfaces (a Python base
 * class whose subclasses are the implementations that ship).
 */
export function baseClassesOf(relations: Map<CodeSymbol, Relation[]>): Set<CodeSymbol> {
  const bases = new Set<CodeSymbol>();
  for (const [target, list] of relations) {
    if (target.kind !== 'class') continue;
    const subclasses = list.filter((relation) => relation.kind === 'extends' && relation.from.symbol.kind === 'class' && !relation.from.file.test);
    if (subclasses.length >= BASE_CLASS_MIN_SUBCLASSES) bases.add(target);
  }
  return bases;
}
