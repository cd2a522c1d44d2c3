import type { CodeSymbol, Snapshot, SourceFile } from '@chronicle/snapshot';
import { TYPE_KINDS, folderOf, type Located } from './declarations.js';

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

type FileScope = { external: Set<string>; imported: Set<string> };

/** What a file imports: the standard-library and third-party names (a reference through one is not to this repository) and the repository files. */
function scopeOf(file: SourceFile): FileScope {
  const external = new Set<string>();
  for (const ref of file.code.imports.filter((each) => each.standardLibrary || each.package !== null)) external.add(ref.specifier).add(referencedName(ref.specifier));
  external.delete('');
  const imported = new Set(file.code.imports.map((ref) => ref.resolvedPath).filter((path): path is string => path !== null));
  return { external, imported };
}

/** Finds the declarations a name refers to from a file: the nearest ones win. */
export class TypeResolver {
  private readonly byName = new Map<string, Located[]>();
  private readonly scopes = new Map<string, FileScope>();

  constructor(snapshot: Snapshot, accept: (symbol: CodeSymbol) => boolean = (symbol) => TYPE_KINDS.has(symbol.kind)) {
    for (const file of snapshot.files) {
      for (const symbol of file.code.symbols.filter(accept)) {
        const list = this.byName.get(symbol.name) ?? [];
        list.push({ symbol, file });
        this.byName.set(symbol.name, list);
      }
    }
  }

  /** Same file, then a file it imports, then its folder, then anywhere; the reference's owner itself is never its target. */
  resolve(reference: string, from: Located): Located[] {
    const name = referencedName(reference);
    const qualifier = qualifierOf(reference);
    const scope = this.scope(from.file);
    if (name === '' || scope.external.has(reference.trim()) || scope.external.has(qualifier ?? name)) return [];
    const candidates = (this.byName.get(name) ?? []).filter((candidate) => candidate.symbol !== from.symbol);
    const levels = [
      (candidate: Located) => candidate.file.path === from.file.path,
      (candidate: Located) => scope.imported.has(candidate.file.path),
      (candidate: Located) => folderOf(candidate.file.path) === folderOf(from.file.path),
      () => true,
    ];
    for (const level of levels) {
      const near = candidates.filter(level);
      if (near.length > 0) return near;
    }
    return [];
  }

  private scope(file: SourceFile): FileScope {
    const known = this.scopes.get(file.path);
    if (known !== undefined) return known;
    const scope = scopeOf(file);
    this.scopes.set(file.path, scope);
    return scope;
  }
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
