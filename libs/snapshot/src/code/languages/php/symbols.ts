import type { CodeSymbol, Parameter, SymbolKind } from '../../../model.js';
import type { FileScope } from '../../shared/file-scope.js';
import { childOfType, childrenOfType, field, named, type Node } from '../../shared/nodes.js';

export const isPhpDoc = (raw: string): boolean => raw.startsWith('/**') && raw !== '/**/';

const TYPE_KINDS: Record<string, SymbolKind> = {
  class_declaration: 'class', interface_declaration: 'interface', trait_declaration: 'trait', enum_declaration: 'enum',
};

function parameters(node: Node): Parameter[] {
  const list = field(node, 'parameters');
  return (list ? named(list) : [])
    .filter((p) => /parameter/.test(p.type))
    .map((p) => ({ name: `${p.type === 'variadic_parameter' ? '...' : ''}${field(p, 'name')?.text ?? ''}`, type: field(p, 'type')?.text ?? null }));
}

function names(node: Node | null): string[] {
  return node ? named(node).filter((n) => n.type === 'name' || n.type === 'qualified_name').map((n) => n.text) : [];
}

/** Members are public unless `private` or `protected`; top-level declarations always are. */
function visible(node: Node, parent: CodeSymbol | null): boolean {
  const modifier = childOfType(node, 'visibility_modifier')?.text.toLowerCase();
  return modifier !== 'private' && modifier !== 'protected' && (parent ? parent.exported : true);
}

function skip(node: Node): Node[] {
  return childrenOfType(node, 'attribute_list');
}

function readMember(scope: FileScope, node: Node, parent: CodeSymbol): void {
  const doc = scope.docText(node, isPhpDoc);
  const exported = visible(node, parent);
  if (node.type === 'method_declaration') {
    const name = field(node, 'name')?.text ?? '';
    const body = field(node, 'body');
    scope.symbol({ kind: name.toLowerCase() === '__construct' ? 'constructor' : 'method', name, parent, node, signature: scope.head(node.startIndex, body ? body.startIndex : node.endIndex, skip(node)), parameters: parameters(node), doc, exported, abstract: childOfType(node, 'abstract_modifier') !== null });
  } else if (node.type === 'property_declaration' || node.type === 'const_declaration') {
    const elements = childrenOfType(node, 'property_element', 'const_element');
    for (const element of elements) {
      const name = (childOfType(element, 'variable_name') ?? childOfType(element, 'name'))?.text ?? '';
      const end = node.text.includes('\n') ? element.endIndex : node.endIndex;
      scope.symbol({ kind: node.type === 'const_declaration' ? 'constant' : 'property', name, parent, node, signature: scope.head(node.startIndex, end, skip(node)), doc, exported });
    }
  } else if (node.type === 'use_declaration') {
    parent.implements.push(...names(node));
  }
}

function readType(scope: FileScope, node: Node): void {
  const name = field(node, 'name')?.text;
  if (!name) return;
  const body = field(node, 'body');
  const kind = TYPE_KINDS[node.type] ?? 'class';
  const bases = names(childOfType(node, 'base_clause'));
  const symbol = scope.symbol({
    kind,
    name,
    parent: null,
    node,
    signature: scope.head(node.startIndex, body ? body.startIndex : node.endIndex, skip(node)),
    doc: scope.docText(node, isPhpDoc),
    exported: true,
    abstract: childOfType(node, 'abstract_modifier') !== null,
    extends: bases,
    implements: names(childOfType(node, 'class_interface_clause')),
  });
  if (body && kind === 'enum') scope.enumMembers(symbol, named(body).filter((n) => n.type === 'enum_case'), (n) => field(n, 'name')?.text ?? null);
  for (const member of body ? named(body) : []) readMember(scope, member, symbol);
}

function readFunction(scope: FileScope, node: Node): void {
  const body = field(node, 'body');
  scope.symbol({ kind: 'function', name: field(node, 'name')?.text ?? '', parent: null, node, signature: scope.head(node.startIndex, body ? body.startIndex : node.endIndex, skip(node)), parameters: parameters(node), doc: scope.docText(node, isPhpDoc), exported: true });
}

function readStatements(scope: FileScope, container: Node): void {
  for (const node of named(container)) {
    if (TYPE_KINDS[node.type]) readType(scope, node);
    else if (node.type === 'function_definition') readFunction(scope, node);
    else if (node.type === 'namespace_definition' && field(node, 'body')) readStatements(scope, field(node, 'body')!);
    else if (node.type === 'ERROR') readStatements(scope, node);
    else if (node.type === 'const_declaration') {
      for (const element of childrenOfType(node, 'const_element')) {
        const name = childOfType(element, 'name')?.text ?? '';
        scope.symbol({ kind: 'constant', name, parent: null, node, signature: scope.head(node.startIndex, node.endIndex), doc: scope.docText(node, isPhpDoc), exported: true });
      }
    }
  }
}

/** Classes, interfaces, traits, enums (members included) and functions; namespaces stay out of qualified names. */
export function readSymbols(root: Node, scope: FileScope): void {
  readStatements(scope, root);
}
