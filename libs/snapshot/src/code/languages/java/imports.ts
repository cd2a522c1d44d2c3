import type { FileScope } from '../../shared/file-scope.js';
import { childOfType, field, type Node } from '../../shared/nodes.js';

/**
 * `import a.b.C;`, `import a.b.*;`, `import static a.b.C.m;` as their dotted names, each with the
 * name it binds: `C`, `m`, or `*` for a wildcard.
 */
export function readImports(root: Node, scope: FileScope): void {
  for (const node of root.children) {
    if (node?.type !== 'import_declaration') continue;
    const name = childOfType(node, 'scoped_identifier', 'identifier');
    if (!name) continue;
    const wildcard = childOfType(node, 'asterisk') !== null;
    const bound = wildcard ? '*' : (name.type === 'identifier' ? name.text : (field(name, 'name')?.text ?? name.text));
    scope.import(`${name.text}${wildcard ? '.*' : ''}`, node, [{ name: bound, imported: bound }]);
  }
}
