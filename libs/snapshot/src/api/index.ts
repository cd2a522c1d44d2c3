import type { FoundComponents } from '../components/find-components.js';
import { compare } from '../manifests/shared.js';
import type { ApiEntry, CodeComponent, SourceFile, SymbolKind } from '../model.js';
import { moduleNamer, type ModuleName } from './module-names.js';

/** A declaration a module exposes. */
type Target = { path: string; symbol: string; kind: SymbolKind };
type Exposed = Map<string, Target[]>;

function push(map: Exposed, name: string, targets: readonly Target[]): void {
  const list = map.get(name) ?? [];
  for (const target of targets) if (!list.some((known) => known.path === target.path && known.symbol === target.symbol)) list.push(target);
  map.set(name, list);
}

/**
 * What each file exposes, by the name it exposes it under: its exported top-level declarations,
 * and what its re-exports (`export … from`, `export *`, `export * as ns`, `pub use`, an
 * `__init__.py`'s imports) bring from other source files, followed through chains. A namespace
 * re-export exposes the other module's names under `ns` and the separator.
 */
class Exposures {
  private readonly memo = new Map<string, Exposed>();
  constructor(
    private readonly files: ReadonlyMap<string, SourceFile>,
    private readonly separatorOf: (file: SourceFile) => string,
  ) {}

  /** The declaration a module's value is (`module.exports = Router`), as a target; null when none. */
  moduleValue(path: string): Target | null {
    const file = this.files.get(path);
    const symbol = file?.code.moduleValue ? file.code.symbols.find((candidate) => candidate.qualifiedName === file.code.moduleValue) : undefined;
    return symbol ? { path, symbol: symbol.qualifiedName, kind: symbol.kind } : null;
  }

  of(path: string): Exposed {
    const known = this.memo.get(path);
    if (known) return known;
    const exposed: Exposed = new Map();
    // Set before following re-exports: a cycle ends at what is known so far.
    this.memo.set(path, exposed);
    const file = this.files.get(path);
    if (!file) return exposed;
    for (const symbol of file.code.symbols) {
      if (symbol.parent === null && symbol.exported) push(exposed, symbol.name, [{ path, symbol: symbol.qualifiedName, kind: symbol.kind }]);
    }
    for (const ref of file.code.imports) {
      if (!ref.reexport || ref.resolvedPath === null || !this.files.has(ref.resolvedPath)) continue;
      const from = this.of(ref.resolvedPath);
      for (const { name, imported } of ref.names) {
        if (imported === '*' && name === '*') {
          for (const [key, targets] of from) if (key !== 'default') push(exposed, key, targets);
        } else if (imported === '*' && this.moduleValue(ref.resolvedPath)) {
          // `exports.Router = require('./router')` where router.js is `module.exports = Router`.
          push(exposed, name, [this.moduleValue(ref.resolvedPath)!]);
        } else if (imported === '*') {
          for (const [key, targets] of from) push(exposed, `${name}${this.separatorOf(file)}${key}`, targets);
        } else {
          const targets = from.get(imported);
          if (targets) push(exposed, name, targets);
        }
      }
    }
    return exposed;
  }
}

type Candidate = ApiEntry;

const byLengthThenName = (a: Candidate, b: Candidate) => a.name.length - b.name.length || compare(a.name, b.name);

/** What is kept of a declaration's names: every entry name, else its one shortest name. */
type Names = { entries: Map<string, Candidate>; fallback: Candidate | null };

/**
 * The public API of the components' source files as users write it: every name an entry module
 * exposes (`entry: true`), and for a declaration no entry module reaches, its shortest name through
 * any other module (its own, or a re-export such as a `mod.rs`). Entry names first, then by name.
 * Entry modules are read first, so a declaration they reach never has its other names built.
 */
export function buildApi(found: FoundComponents, components: readonly CodeComponent[]): ApiEntry[] {
  const sources = new Map(found.list.flatMap((draft) => draft.files).map((file) => [file.path, file]));
  const namer = moduleNamer(found, new Map(components.map((component) => [component.folder, component])));
  const names = new Map([...sources.values()].map((file) => [file.path, namer(file)]));
  const exposures = new Exposures(sources, (file) => names.get(file.path)?.separator ?? '.');
  const modules = [...names].filter((pair): pair is [string, ModuleName] => pair[1] !== null);
  modules.sort(([, a], [, b]) => Number(b.entry) - Number(a.entry));
  const byTarget = new Map<string, Names>();
  for (const [path, module] of modules) {
    for (const [exposed, targets] of exposures.of(path)) {
      for (const target of targets) {
        const key = `${target.path}\u0000${target.symbol}`;
        const known = byTarget.get(key) ?? { entries: new Map<string, Candidate>(), fallback: null };
        byTarget.set(key, known);
        if (!module.entry && known.entries.size > 0) continue;
        const length = (module.module === '' ? 0 : module.module.length + module.separator.length) + exposed.length;
        if (!module.entry && known.fallback !== null && length > known.fallback.name.length) continue;
        const name = module.module === '' ? exposed : `${module.module}${module.separator}${exposed}`;
        const candidate: Candidate = { name, component: module.component, path: target.path, symbol: target.symbol, kind: target.kind, entry: module.entry };
        if (module.entry) {
          if (!known.entries.has(name)) known.entries.set(name, candidate);
        } else if (known.fallback === null || byLengthThenName(candidate, known.fallback) < 0) known.fallback = candidate;
      }
    }
  }
  const api = [...byTarget.values()].flatMap((known) => (known.entries.size > 0 ? [...known.entries.values()] : known.fallback ? [known.fallback] : []));
  return api.sort((a, b) => Number(b.entry) - Number(a.entry) || compare(a.name, b.name) || compare(a.path, b.path) || compare(a.symbol, b.symbol));
}
