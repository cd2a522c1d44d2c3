import type { Parameter } from '../../../model.js';
import { field, named, type Node } from '../../shared/nodes.js';

function parameter(node: Node): Parameter | null {
  const type = field(node, 'type')?.text ?? null;
  switch (node.type) {
    case 'identifier':
      return { name: node.text, type: null };
    case 'typed_parameter': {
      const name = named(node).find((n) => n.type !== 'type');
      return name ? { name: name.text, type } : null;
    }
    case 'default_parameter':
    case 'typed_default_parameter':
      return { name: field(node, 'name')?.text ?? node.text, type };
    case 'list_splat_pattern':
    case 'dictionary_splat_pattern':
      return { name: node.text, type: null };
    default:
      return null;
  }
}

/** A function's parameters; a method's `self`/`cls` is left out. */
export function parametersOf(fn: Node, method: boolean): Parameter[] {
  const list = field(fn, 'parameters');
  const found = list ? named(list).map(parameter).filter((p): p is Parameter => p !== null) : [];
  return method && (found[0]?.name === 'self' || found[0]?.name === 'cls') ? found.slice(1) : found;
}
