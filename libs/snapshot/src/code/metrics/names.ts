import type { CodeSymbol } from '../../model.js';
import { endLineOf, field, lineOf, type Node } from '../shared/nodes.js';
import type { MetricsTable } from './table.js';

// A function is named after the symbol it declares (so its name is the symbol's qualifiedName),
// else after the variable or property it is assigned to, else `<anonymous>`.

export const ANONYMOUS = '<anonymous>';

/** Nodes between a function and what it is assigned to: `(…)`, Go's expression lists, C#'s `= …`. */
const WRAPPERS = new Set(['parenthesized_expression', 'expression_list', 'equals_value_clause', 'accessor_list', 'as_expression', 'satisfies_expression']);

/** Where a function is assigned, per parent type: the field holding the name. */
const ASSIGNED: Readonly<Record<string, string>> = {
  variable_declarator: 'name', // JS, Java, C# (first child)
  assignment_expression: 'left', // JS, Java, C#, PHP
  assignment: 'left', // Python, Ruby
  pair: 'key', // JS object literal
  public_field_definition: 'name', // TS class field
  field_definition: 'property', // JS class field
  short_var_declaration: 'left', // Go
  var_spec: 'name', // Go
  assignment_statement: 'left', // Go
  let_declaration: 'pattern', // Rust
  init_declarator: 'declarator', // C++
  property_declaration: 'name', // C# accessors
};

/** A name, not an expression: no spaces, quotes, braces or commas (destructuring assigns several). */
const SIMPLE_NAME = /^[^\s"'`{}();,]{1,80}$/;

/** Symbols that may be a function's declaration, by name. */
export function functionSymbols(symbols: readonly CodeSymbol[]): Map<string, CodeSymbol[]> {
  const kinds = new Set(['function', 'method', 'constructor', 'property', 'variable', 'constant', 'field']);
  const byName = new Map<string, CodeSymbol[]>();
  for (const symbol of symbols) {
    if (!kinds.has(symbol.kind)) continue;
    byName.set(symbol.name, [...(byName.get(symbol.name) ?? []), symbol]);
  }
  return byName;
}

/** The names a function goes by in its source: its own, then what it is assigned to. */
export function localNames(fn: Node, table: MetricsTable): string[] {
  const own = table.ownName ? table.ownName(fn) : (field(fn, 'name')?.text ?? null);
  return [own, assignedName(fn)].filter((name): name is string => name !== null && SIMPLE_NAME.test(name));
}

function assignedName(fn: Node): string | null {
  let at = fn.parent;
  while (at && WRAPPERS.has(at.type)) at = at.parent;
  const slot = at ? ASSIGNED[at.type] : undefined;
  if (!at || !slot) return null;
  const target = field(at, slot) ?? (at.type === 'variable_declarator' ? at.namedChild(0) : null);
  if (!target || target.id === fn.id || target.startIndex >= fn.startIndex) return null;
  return target.text.replace(/^mut\s+/, '').replace(/\s+/g, '');
}

/** The function's name: the innermost symbol of one of its names that spans it, else its first name, else `<anonymous>`. */
export function functionName(fn: Node, names: readonly string[], symbols: Map<string, CodeSymbol[]>): string {
  const line = lineOf(fn);
  const endLine = endLineOf(fn);
  for (const name of names) {
    const spanning = (symbols.get(lastName(name)) ?? []).filter((symbol) => symbol.line <= line && symbol.endLine >= endLine);
    const innermost = spanning.sort((a, b) => b.line - a.line || a.endLine - b.endLine)[0];
    if (innermost) return innermost.qualifiedName;
  }
  return names[0] ?? ANONYMOUS;
}

/** The last part of a qualified name: `area` in `Shape::area`, `m` in Ruby's `A#m`; a private `#field` keeps its `#`. */
export function lastName(name: string): string {
  return name.split(/::|->|[.\\]|(?<=\w)#/).at(-1) ?? name;
}
