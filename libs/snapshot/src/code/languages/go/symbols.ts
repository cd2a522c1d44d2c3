import type { CodeSymbol, Parameter, SymbolKind } from '../../../model.js';
import type { FileScope } from '../../shared/file-scope.js';
import { field, fieldNodes, named, type Node } from '../../shared/nodes.js';
import { readPurpose } from './purpose.js';

const anyComment = (): boolean => true;

/** Go's rule: an identifier is exported when it starts with an upper-case letter. */
export function isCapitalised(name: string): boolean {
  return /^\p{Lu}/u.test(name);
}

function parameters(list: Node | null): Parameter[] {
  if (!list) return [];
  return named(list).flatMap((declaration) => {
    const type = field(declaration, 'type')?.text ?? null;
    const names = fieldNodes(declaration, 'name');
    const variadic = declaration.type === 'variadic_parameter_declaration' && type ? `...${type}` : type;
    return names.length > 0 ? names.map((name) => ({ name: name.text, type: variadic })) : type ? [{ name: '_', type: variadic }] : [];
  });
}

/** A method's receiver type without pointer or type arguments: `(s *Server[T])` → `Server`. */
function receiverType(method: Node): string | null {
  const declaration = named(field(method, 'receiver') ?? method).find((n) => n.type === 'parameter_declaration');
  const type = declaration ? field(declaration, 'type')?.text : null;
  return type ? type.replace(/^\*/, '').replace(/\[.*$/s, '').trim() : null;
}

function readFunction(scope: FileScope, node: Node): void {
  const name = field(node, 'name')?.text;
  if (!name) return;
  const body = field(node, 'body');
  const receiver = node.type === 'method_declaration' ? receiverType(node) : null;
  scope.symbol({
    kind: receiver ? 'method' : 'function',
    name,
    parent: receiver,
    node,
    signature: scope.head(node.startIndex, body ? body.startIndex : node.endIndex),
    parameters: parameters(field(node, 'parameters')),
    doc: scope.docText(node, anyComment),
    exported: isCapitalised(name) && (receiver === null || isCapitalised(receiver)),
  });
}

function kindOf(type: Node | null): SymbolKind {
  if (type?.type === 'interface_type') return 'interface';
  if (type?.type === 'struct_type') return 'struct';
  return 'type';
}

/** An embedded type: a field named after the type (`color.Color` gives `Color`) and a base in `extends`. */
function embed(scope: FileScope, member: Node, parent: CodeSymbol): void {
  const type = (field(member, 'type')?.text ?? member.text).replace(/^\*/, '');
  parent.extends.push(type);
  const name = type.replace(/\[.*$/s, '').split('.').at(-1) ?? type;
  scope.symbol({ kind: 'field', name, parent, node: member, signature: scope.head(member.startIndex, member.endIndex), doc: scope.docText(member, anyComment), exported: parent.exported && isCapitalised(name) });
}

function readMembers(scope: FileScope, type: Node, parent: CodeSymbol): void {
  const list = type.type === 'struct_type' ? (named(type).find((n) => n.type === 'field_declaration_list') ?? type) : type;
  for (const member of named(list)) {
    if (member.type === 'method_spec' || member.type === 'method_elem') {
      const name = field(member, 'name')?.text ?? '';
      scope.symbol({ kind: 'method', name, parent, node: member, signature: scope.head(member.startIndex, member.endIndex), parameters: parameters(field(member, 'parameters')), doc: scope.docText(member, anyComment), exported: parent.exported && isCapitalised(name) });
    } else if (member.type === 'field_declaration') {
      const names = fieldNodes(member, 'name');
      if (names.length === 0) embed(scope, member, parent);
      const tag = field(member, 'tag');
      const signature = scope.head(member.startIndex, tag ? tag.startIndex : member.endIndex);
      for (const name of names) scope.symbol({ kind: 'field', name: name.text, parent, node: member, signature, doc: scope.docText(member, anyComment), exported: parent.exported && isCapitalised(name.text) });
    } else if (member.type !== 'comment') {
      parent.extends.push(member.text);
    }
  }
}

function readTypeSpec(scope: FileScope, spec: Node, declaration: Node): void {
  const name = field(spec, 'name')?.text;
  if (!name) return;
  const type = field(spec, 'type');
  const single = named(declaration).filter((n) => n.type !== 'comment').length === 1;
  const body = type && (type.type === 'interface_type' || type.type === 'struct_type') ? type : null;
  const symbol = scope.symbol({
    kind: kindOf(type),
    name,
    parent: null,
    node: single ? declaration : spec,
    signature: `type ${scope.head(spec.startIndex, body ? (named(body)[0]?.startIndex ?? body.endIndex) : spec.endIndex)}`,
    doc: scope.docText(spec, anyComment) ?? (single ? null : scope.docText(declaration, anyComment)),
    exported: isCapitalised(name),
  });
  if (body) readMembers(scope, body, symbol);
}

function readValues(scope: FileScope, declaration: Node): void {
  const keyword = declaration.type === 'const_declaration' ? 'const' : 'var';
  for (const spec of named(declaration).filter((n) => n.type === 'const_spec' || n.type === 'var_spec')) {
    const oneLine = !spec.text.includes('\n');
    const typeEnd = field(spec, 'type')?.endIndex;
    const names = fieldNodes(spec, 'name');
    const end = oneLine ? spec.endIndex : (typeEnd ?? names.at(-1)?.endIndex ?? spec.endIndex);
    const doc = scope.docText(spec, anyComment) ?? scope.docText(declaration, anyComment);
    for (const name of names) {
      scope.symbol({ kind: keyword === 'const' ? 'constant' : 'variable', name: name.text, parent: null, node: spec, signature: `${keyword} ${scope.head(spec.startIndex, end)}`, doc, exported: isCapitalised(name.text) });
    }
  }
}

/** Functions, methods, types (with interface methods and struct fields), constants and variables of a Go file. */
export function readSymbols(root: Node, scope: FileScope): void {
  for (const node of named(root)) {
    if (node.type === 'ERROR') {
      readSymbols(node, scope);
    } else if (node.type === 'function_declaration' || node.type === 'method_declaration') {
      readFunction(scope, node);
    } else if (node.type === 'type_declaration') {
      for (const spec of named(node)) if (spec.type === 'type_spec' || spec.type === 'type_alias') readTypeSpec(scope, spec, node);
    } else if (node.type === 'const_declaration' || node.type === 'var_declaration') {
      readValues(scope, node);
    } else if (node.type === 'package_clause') {
      scope.purpose = readPurpose(scope, node);
    }
  }
}
