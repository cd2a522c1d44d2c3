import type { Parameter } from '../../../model.js';
import { field, named, type Node } from '../../shared/nodes.js';

function typeOf(node: Node): string | null {
  const annotation = field(node, 'type');
  return annotation ? annotation.text.replace(/^\??:\s*/, '').replace(/\s+/g, ' ') : null;
}

function parameter(node: Node): Parameter | null {
  switch (node.type) {
    case 'required_parameter':
    case 'optional_parameter': {
      const pattern = field(node, 'pattern') ?? field(node, 'name');
      return pattern ? { name: pattern.text.replace(/\s+/g, ' '), type: typeOf(node) } : null;
    }
    case 'assignment_pattern':
      return { name: field(node, 'left')?.text ?? node.text, type: null };
    case 'comment':
    case 'decorator':
      return null;
    default:
      return { name: node.text.replace(/\s+/g, ' '), type: null };
  }
}

/** The parameters of a function-like node, from its `parameters` field (or an arrow's single `parameter`). */
export function parametersOf(fn: Node): Parameter[] {
  const list = field(fn, 'parameters');
  if (list) return named(list).map(parameter).filter((found): found is Parameter => found !== null);
  const single = field(fn, 'parameter');
  return single ? [{ name: single.text, type: null }] : [];
}
