import type { FileScope } from '../../shared/file-scope.js';
import type { Node } from '../../shared/nodes.js';

// A class is used without an import by its fully qualified name: `com.google.re2j.Pattern.compile(…)`,
// `new org.acme.Widget()`, a field of type `org.acme.Widget`. Such a name is read as lowercase
// package segments (two at least) followed by the class's capitalised name.

const CHAINS = new Set(['field_access', 'scoped_type_identifier', 'scoped_identifier']);
const PACKAGE_SEGMENT = /^[a-z_][a-z0-9_]*$/;
// A class name has a lowercase letter: `obj.field.MAX` is a constant read through a variable.
const CLASS_SEGMENT = /^[A-Z][A-Za-z0-9_$]*[a-z][A-Za-z0-9_$]*$/;
const NOT_PACKAGES = new Set(['this', 'super']);

/** `a.b.C` from a dotted chain's text: the package segments and the first class name; null when it is not one. */
export function qualifiedClass(text: string): string | null {
  const segments = text.replace(/<[^<>]*>/g, '').replace(/\s+/g, '').split('.');
  const classAt = segments.findIndex((segment) => !PACKAGE_SEGMENT.test(segment));
  if (classAt < 2 || !CLASS_SEGMENT.test(segments[classAt]!) || NOT_PACKAGES.has(segments[0]!)) return null;
  return segments.slice(0, classAt + 1).join('.');
}

function inDeclaration(node: Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) if (parent.type === 'import_declaration' || parent.type === 'package_declaration') return true;
  return false;
}

/** Records the fully qualified class names the code writes outside its imports (see `CodeFacts.pathUses`). */
export function readPathUses(root: Node, scope: FileScope): void {
  for (const node of root.descendantsOfType([...CHAINS])) {
    if (!node || (node.parent && CHAINS.has(node.parent.type)) || inDeclaration(node)) continue;
    const name = qualifiedClass(node.text);
    if (name) scope.pathUse(name, node);
  }
}
