import type { FileScope } from '../../shared/file-scope.js';
import { field, named, stringValue, type Node } from '../../shared/nodes.js';

function firstStringArgument(call: Node): string | null {
  const args = field(call, 'arguments');
  const first = args ? named(args).find((n) => n.type !== 'comment') : null;
  return first && (first.type === 'string' || first.type === 'template_string') ? stringValue(first) : null;
}

/** `import … from 'x'`, `export … from 'x'`, `import x = require('x')`, `require('x')`, `import('x')`. */
export function readImports(root: Node, calls: Node[], scope: FileScope): void {
  for (const node of root.descendantsOfType(['import_statement', 'export_statement', 'import_require_clause'])) {
    if (!node) continue;
    const source = field(node, 'source');
    const specifier = source ? stringValue(source) : null;
    if (specifier !== null) scope.import(specifier, node);
  }
  for (const call of calls) {
    const callee = field(call, 'function');
    if (!callee || !(callee.type === 'import' || (callee.type === 'identifier' && callee.text === 'require'))) continue;
    const specifier = firstStringArgument(call);
    if (specifier !== null) scope.import(specifier, call);
  }
}
