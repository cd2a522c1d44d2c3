import type { ImportedName } from '../../../model.js';
import type { FileScope } from '../../shared/file-scope.js';
import { childOfType, field, fieldNodes, named, type Node } from '../../shared/nodes.js';

/** A name an import binds, and whether it was written `x as x` (the typing convention for a re-export). */
type Binding = ImportedName & { redundant: boolean };

/** What a package's `__init__.py` makes public: its `__all__` when it has one, and the package's folders. */
type Package = { all: Set<string> | null; folders: Set<string> };

const SCOPES = new Set(['function_definition', 'class_definition', 'lambda']);

/** `import a.b` binds `a`; `import a.b as c` binds `c`; either binds a module, so `imported` is `*`. */
function moduleBinding(node: Node): { specifier: string; binding: Binding } | null {
  if (node.type === 'dotted_name') return { specifier: node.text, binding: { name: node.text.split('.')[0] ?? node.text, imported: '*', redundant: false } };
  if (node.type !== 'aliased_import') return null;
  const name = field(node, 'name')?.text;
  const alias = field(node, 'alias')?.text;
  return name && alias ? { specifier: name, binding: { name: alias, imported: '*', redundant: alias === name } } : null;
}

/** `b` or `b as c` in `from a import …`. */
function nameBinding(node: Node): Binding | null {
  if (node.type === 'dotted_name') return { name: node.text, imported: node.text, redundant: false };
  if (node.type !== 'aliased_import') return null;
  const name = field(node, 'name')?.text;
  const alias = field(node, 'alias')?.text;
  return name && alias ? { name: alias, imported: name, redundant: alias === name } : null;
}

/** Whether the import runs at the module's top level (not inside a function or class body). */
function atModuleLevel(node: Node): boolean {
  for (let at = node.parent; at; at = at.parent) if (SCOPES.has(at.type)) return false;
  return true;
}

/** The package the file is the `__init__.py` (or `.pyi`) of; null for any other module. */
function packageOf(path: string, all: Set<string> | null): Package | null {
  const parts = path.split('/');
  if (!/^__init__\.pyi?$/.test(parts.at(-1) ?? '')) return null;
  return { all, folders: new Set(parts.slice(0, -1)) };
}

/** A relative import, or an absolute one into the package's own folders (`from click.core import …` in `click/__init__.py`). */
function ownModule(specifier: string, pkg: Package): boolean {
  return specifier.startsWith('.') || pkg.folders.has(specifier.split('.')[0] ?? '');
}

/**
 * Whether a package's `__init__.py` makes a bound name public: with `__all__`, when it lists the
 * name; without, when the name has no leading `_` and comes from the package's own modules or is
 * written `x as x`. A wildcard re-exports when it imports from the package's own modules.
 */
function reexported(binding: Binding, specifier: string, pkg: Package): boolean {
  if (binding.name === '*') return ownModule(specifier, pkg);
  if (pkg.all) return pkg.all.has(binding.name);
  return !binding.name.startsWith('_') && (binding.redundant || ownModule(specifier, pkg));
}

/** Adds one import with its bindings, split in two when a package re-exports only some of them. */
function add(scope: FileScope, specifier: string, node: Node, bindings: Binding[], pkg: Package | null): void {
  const strip = (list: Binding[]): ImportedName[] => list.map(({ name, imported }) => ({ name, imported }));
  const exported = pkg && atModuleLevel(node) ? bindings.filter((b) => reexported(b, specifier, pkg)) : [];
  const kept = bindings.filter((b) => !exported.includes(b));
  if (exported.length > 0) scope.import(specifier, node, strip(exported), true);
  if (kept.length > 0 || exported.length === 0) scope.import(specifier, node, strip(kept), false);
}

/**
 * `import a.b`, `from a.b import c` (specifier `a.b`), `from ..pkg import c` (`..pkg`); a relative
 * import of names from a package itself, `from . import c`, gives `.c` per name, since `c` is
 * usually a module of that package (bound as a module: `imported` is `*`). Each import lists the
 * names it binds; in a package's `__init__.py`, the public ones are re-exports (see `reexported`).
 */
export function readImports(root: Node, scope: FileScope, all: Set<string> | null): void {
  const pkg = packageOf(scope.path, all);
  for (const node of root.descendantsOfType(['import_statement', 'import_from_statement', 'future_import_statement'])) {
    if (!node) continue;
    if (node.type === 'future_import_statement') scope.import('__future__', node);
    else if (node.type === 'import_statement') {
      for (const found of named(node).map(moduleBinding)) if (found) add(scope, found.specifier, node, [found.binding], pkg);
    } else {
      const module = field(node, 'module_name')?.text;
      if (!module) continue;
      const wildcard: Binding[] = childOfType(node, 'wildcard_import') ? [{ name: '*', imported: '*', redundant: false }] : [];
      const bindings = [...wildcard, ...fieldNodes(node, 'name').map(nameBinding).filter((b): b is Binding => b !== null)];
      if (/^\.+$/.test(module) && wildcard.length === 0) {
        for (const b of bindings) add(scope, `${module}${b.imported}`, node, [{ ...b, imported: '*' }], pkg);
        if (bindings.length === 0) add(scope, module, node, [], pkg);
      } else add(scope, module, node, bindings, pkg);
    }
  }
}
