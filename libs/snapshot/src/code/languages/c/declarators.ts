import type { Parameter } from '../../../model.js';
import { field, named, type Node } from '../../shared/nodes.js';

const NAME_TYPES = new Set(['identifier', 'field_identifier', 'type_identifier', 'destructor_name', 'operator_name', 'qualified_identifier', 'template_function', 'primitive_type']);

/** The innermost named thing of a declarator: `f` in `*(*f)(int)`, `Shape::area` in `Shape::area() const`. */
export function declaredName(declarator: Node | null): Node | null {
  let at = declarator;
  while (at && !NAME_TYPES.has(at.type)) at = field(at, 'declarator') ?? named(at).find((n) => NAME_TYPES.has(n.type) || /declarator$/.test(n.type)) ?? null;
  return at;
}

/** The function declarator inside a declarator chain, when the declaration declares a function. */
export function functionDeclarator(declarator: Node | null): Node | null {
  let at = declarator;
  while (at) {
    if (at.type === 'function_declarator') return at;
    if (!/declarator$/.test(at.type)) return null;
    at = field(at, 'declarator');
  }
  return null;
}

/** `Shape::area` → name `area`, scope `Shape`. */
export function splitQualified(name: Node): { name: string; scope: string | null } {
  if (name.type !== 'qualified_identifier') return { name: name.text, scope: null };
  const text = name.text.replace(/\s+/g, '');
  const at = text.lastIndexOf('::');
  return { name: text.slice(at + 2), scope: text.slice(0, at) || null };
}

/** A function's parameters: the declarator's name, and the rest of the text as the type (`const char *`). */
export function parameters(fn: Node): Parameter[] {
  const list = field(fn, 'parameters');
  return (list ? named(list) : []).flatMap((p) => {
    if (p.type === 'variadic_parameter' || p.text === '...') return [{ name: '...', type: null }];
    if (!/parameter_declaration$/.test(p.type)) return [];
    const name = declaredName(field(p, 'declarator'));
    if (!name) return p.text === 'void' ? [] : [{ name: '', type: p.text.replace(/\s+/g, ' ') }];
    const type = `${p.text.slice(0, name.startIndex - p.startIndex)}${p.text.slice(name.endIndex - p.startIndex)}`.replace(/=.*$/s, '');
    return [{ name: name.text, type: type.replace(/\s+/g, ' ').trim() || null }];
  });
}
