import type { ImportedName } from '../../../model.js';
import type { FileScope } from '../../shared/file-scope.js';
import { childOfType, field, named, type Node } from '../../shared/nodes.js';

/** One module path a `use` names, with what it binds from it. */
type UseEntry = { specifier: string; names: ImportedName[] };

const compact = (text: string): string => text.replace(/\s+/g, '');
const join = (prefix: string, path: string): string => (prefix ? `${prefix}::${compact(path)}` : compact(path));
const lastSegment = (path: string): string => path.split('::').at(-1) ?? path;

/** `X as Y` binds Y; `X as _` binds nothing a reader can name (a trait brought into scope). */
function aliased(alias: string, imported: string): ImportedName[] {
  return alias === '_' ? [] : [{ name: alias, imported }];
}

/**
 * The module paths of a `use` tree and the names each binds, as if every brace list were written
 * out: `use a::{B, c::D, e::*}` is `a` binding B, `a::c::D` binding D, and `a::e` binding `*`. A
 * path is recorded as written up to its item (`use a::b::C` is `a::b::C`, binding C), a brace list's
 * own names under the path before the brace; `self` in a list binds the module itself, as a namespace.
 */
function useEntries(tree: Node, prefix: string): UseEntry[] {
  switch (tree.type) {
    case 'scoped_use_list': {
      const path = field(tree, 'path');
      const list = field(tree, 'list');
      return list ? useEntries(list, path ? join(prefix, path.text) : prefix) : [];
    }
    case 'use_list':
      return named(tree).flatMap((item) => listItem(item, prefix));
    case 'use_as_clause': {
      const path = field(tree, 'path');
      const alias = field(tree, 'alias')?.text ?? '';
      return path ? [{ specifier: join(prefix, path.text), names: aliased(alias, lastSegment(compact(path.text))) }] : [];
    }
    case 'use_wildcard': {
      const path = named(tree)[0];
      return [{ specifier: path ? join(prefix, path.text) : prefix, names: [{ name: '*', imported: '*' }] }];
    }
    case 'identifier':
    case 'scoped_identifier': {
      const name = lastSegment(compact(tree.text));
      return [{ specifier: join(prefix, tree.text), names: [{ name, imported: name }] }];
    }
    case 'crate':
    case 'self':
    case 'super':
      return [{ specifier: join(prefix, tree.text), names: [] }];
    default:
      return [];
  }
}

/** An item of a brace list: a plain name or `self` binds from the list's own path, anything longer is its own path. */
function listItem(item: Node, prefix: string): UseEntry[] {
  if (!prefix) return useEntries(item, prefix);
  if (item.type === 'self') return [{ specifier: prefix, names: [{ name: lastSegment(prefix), imported: '*' }] }];
  if (item.type === 'identifier') return [{ specifier: prefix, names: [{ name: item.text, imported: item.text }] }];
  if (item.type === 'use_as_clause') {
    const path = field(item, 'path');
    const alias = field(item, 'alias')?.text ?? '';
    if (path?.type === 'self') return [{ specifier: prefix, names: aliased(alias, '*') }];
    if (path?.type === 'identifier') return [{ specifier: prefix, names: aliased(alias, path.text) }];
  }
  return useEntries(item, prefix);
}

/** Entries of one declaration merged by module path, in the order first written. */
function merged(entries: UseEntry[]): UseEntry[] {
  const bySpecifier = new Map<string, UseEntry>();
  for (const entry of entries) {
    const known = bySpecifier.get(entry.specifier);
    if (!known) bySpecifier.set(entry.specifier, { specifier: entry.specifier, names: [...entry.names] });
    else for (const name of entry.names) if (!known.names.some((n) => n.name === name.name && n.imported === name.imported)) known.names.push(name);
  }
  return [...bySpecifier.values()];
}

/** Only a plain `pub` re-exports: `pub(crate) use` keeps the names inside the crate. */
function isPub(node: Node): boolean {
  return childOfType(node, 'visibility_modifier')?.text === 'pub';
}

/**
 * `use` declarations (one import per module path, with the names each binds; `pub use` re-exports
 * them), `extern crate x` (binding `x`, or its alias, as a namespace), and `mod x;`, recorded as
 * `self::x` — the module file it declares, resolved like a `use self::x` — binding `x`.
 */
export function readImports(root: Node, scope: FileScope): void {
  for (const node of root.descendantsOfType(['use_declaration', 'extern_crate_declaration', 'mod_item'])) {
    if (!node) continue;
    if (node.type === 'use_declaration') {
      const argument = field(node, 'argument');
      for (const entry of argument ? merged(useEntries(argument, '')) : []) scope.import(entry.specifier, node, entry.names, isPub(node));
    } else if (node.type === 'extern_crate_declaration') {
      const name = field(node, 'name')?.text ?? '';
      const alias = field(node, 'alias')?.text ?? name;
      scope.import(name, node, aliased(alias, '*'), isPub(node));
    } else if (!field(node, 'body') && node.parent?.type === 'source_file') {
      const name = field(node, 'name')?.text ?? '';
      scope.import(`self::${name}`, node, [{ name, imported: '*' }]);
    }
  }
}
