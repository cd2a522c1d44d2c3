import type { CodeSymbol, Snapshot } from '@chronicle/snapshot';
import * as md from '../../markdown/markdown.js';
import { byLocation, folderOf, type Located } from './declarations.js';
import { TypeResolver } from './relations.js';

/**
 * Go declares no implementations: a type satisfies an interface when its method set holds every
 * method of the interface. What was found for one interface: the types whose methods (by name) cover
 * the interface's, or why none are worked out.
 */
export type MethodSetResult =
  | { status: 'matched'; methods: string[]; types: Located[] }
  | { status: 'no-methods' }
  | { status: 'unresolved-embed'; embeds: string[] };

const isGo = (located: Located) => located.file.language === 'Go';
const isMethod = (symbol: CodeSymbol) => symbol.kind === 'method' || symbol.kind === 'function';

/** Go's types that own methods, keyed by folder (a Go package) and type name, with their method names. */
function methodOwners(snapshot: Snapshot): { owners: Map<string, Located>; methods: Map<string, Set<string>> } {
  const owners = new Map<string, Located>();
  const methods = new Map<string, Set<string>>();
  for (const file of snapshot.files.filter((each) => each.language === 'Go')) {
    const folder = folderOf(file.path);
    for (const symbol of file.code.symbols) {
      if (symbol.parent === null && symbol.kind !== 'interface' && symbol.kind !== 'function' && !owners.has(`${folder}\0${symbol.name}`)) owners.set(`${folder}\0${symbol.name}`, { symbol, file });
      // A Go method's parent is its receiver's type, which any file of the package may declare.
      if (symbol.kind === 'method' && symbol.parent !== null) {
        const key = `${folder}\0${symbol.parent}`;
        methods.set(key, (methods.get(key) ?? new Set()).add(symbol.name));
      }
    }
  }
  return { owners, methods };
}

/** The method names an interface requires, its embedded interfaces' included, and the embeds the repository does not declare (or declares more than once). */
function requiredMethods(iface: Located, resolver: TypeResolver, seen: Set<CodeSymbol>): { methods: Set<string>; unresolved: string[] } {
  const methods = new Set(iface.file.code.symbols.filter((symbol) => symbol.parent === iface.symbol.qualifiedName && isMethod(symbol)).map((symbol) => symbol.name));
  const unresolved: string[] = [];
  seen.add(iface.symbol);
  for (const embed of iface.symbol.extends) {
    const targets = resolver.resolve(embed, iface).filter(isGo);
    if (targets.length !== 1) {
      unresolved.push(embed);
      continue;
    }
    if (seen.has(targets[0].symbol)) continue;
    const inner = requiredMethods(targets[0], resolver, seen);
    inner.methods.forEach((name) => methods.add(name));
    unresolved.push(...inner.unresolved);
  }
  return { methods, unresolved };
}

/** For every Go interface, the types that satisfy it by method set. */
export function methodSetMatches(snapshot: Snapshot, interfaces: Located[]): Map<CodeSymbol, MethodSetResult> {
  const goInterfaces = interfaces.filter((located) => isGo(located) && located.symbol.kind === 'interface');
  const results = new Map<CodeSymbol, MethodSetResult>();
  if (goInterfaces.length === 0) return results;
  const resolver = new TypeResolver(snapshot, (symbol) => symbol.kind === 'interface');
  const { owners, methods } = methodOwners(snapshot);
  const byMethod = new Map<string, string[]>();
  for (const [key, names] of methods) {
    for (const name of names) {
      const keys = byMethod.get(name);
      if (keys === undefined) byMethod.set(name, [key]);
      else keys.push(key);
    }
  }
  for (const iface of goInterfaces) {
    const required = requiredMethods(iface, resolver, new Set());
    if (required.unresolved.length > 0) results.set(iface.symbol, { status: 'unresolved-embed', embeds: [...new Set(required.unresolved)].sort(md.byText) });
    else if (required.methods.size === 0) results.set(iface.symbol, { status: 'no-methods' });
    else {
      const names = [...required.methods].sort(md.byText);
      const keys = names.map((name) => byMethod.get(name) ?? []).sort((a, b) => a.length - b.length)[0];
      const types = keys
        .filter((key) => names.every((name) => methods.get(key)?.has(name)))
        .map((key) => owners.get(key))
        .filter((owner): owner is Located => owner !== undefined && owner.symbol !== iface.symbol)
        .sort(byLocation);
      results.set(iface.symbol, { status: 'matched', methods: names, types });
    }
  }
  return results;
}
