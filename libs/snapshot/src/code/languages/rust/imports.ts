import type { FileScope } from '../../shared/file-scope.js';
import { field, named, type Node } from '../../shared/nodes.js';

/** The path a `use` tree starts with: `std::io` in `use std::io::{self, Read}`. */
function usePaths(tree: Node | null): string[] {
  if (!tree) return [];
  switch (tree.type) {
    case 'scoped_use_list': {
      const path = field(tree, 'path');
      return path ? [path.text] : usePaths(field(tree, 'list'));
    }
    case 'use_list':
      return named(tree).flatMap(usePaths);
    case 'use_as_clause':
      return usePaths(field(tree, 'path'));
    case 'use_wildcard':
      return named(tree).slice(0, 1).map((n) => n.text);
    case 'identifier':
    case 'scoped_identifier':
    case 'crate':
    case 'self':
    case 'super':
      return [tree.text];
    default:
      return [];
  }
}

/**
 * `use a::b::C` (the path as written, up to a brace list), `extern crate x`, and `mod x;`, which is
 * recorded as `self::x` — the module file it declares, resolved like a `use self::x`.
 */
export function readImports(root: Node, scope: FileScope): void {
  for (const node of root.descendantsOfType(['use_declaration', 'extern_crate_declaration', 'mod_item'])) {
    if (!node) continue;
    if (node.type === 'use_declaration') for (const path of usePaths(field(node, 'argument'))) scope.import(path.replace(/\s+/g, ''), node);
    else if (node.type === 'extern_crate_declaration') scope.import(field(node, 'name')?.text ?? '', node);
    else if (!field(node, 'body') && node.parent?.type === 'source_file') scope.import(`self::${field(node, 'name')?.text ?? ''}`, node);
  }
}
