import type { FileScope } from '../../shared/file-scope.js';
import { field, fieldNodes, named, type Node } from '../../shared/nodes.js';

function importedName(node: Node): string | null {
  if (node.type === 'dotted_name') return node.text;
  if (node.type === 'aliased_import') return field(node, 'name')?.text ?? null;
  return null;
}

/**
 * `import a.b`, `from a.b import c` (specifier `a.b`), `from ..pkg import c` (`..pkg`); a relative
 * import of names from a package itself, `from . import c`, gives `.c` per name, since `c` is
 * usually a module of that package.
 */
export function readImports(root: Node, scope: FileScope): void {
  for (const node of root.descendantsOfType(['import_statement', 'import_from_statement', 'future_import_statement'])) {
    if (!node) continue;
    if (node.type === 'future_import_statement') scope.import('__future__', node);
    else if (node.type === 'import_statement') {
      for (const name of named(node).map(importedName)) if (name) scope.import(name, node);
    } else {
      const module = field(node, 'module_name')?.text;
      if (!module) continue;
      if (/^\.+$/.test(module)) {
        const names = fieldNodes(node, 'name').map(importedName);
        for (const name of names) if (name) scope.import(`${module}${name}`, node);
        if (names.length === 0) scope.import(module, node);
      } else scope.import(module, node);
    }
  }
}
