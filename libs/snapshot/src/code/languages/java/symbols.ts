import type { CodeSymbol, Parameter, SymbolKind } from '../../../model.js';
import type { FileScope } from '../../shared/file-scope.js';
import { childOfType, field, fieldNodes, named, type Node } from '../../shared/nodes.js';

export const isJavadoc = (raw: string): boolean => raw.startsWith('/**') && !raw.startsWith('/**/');

export const TYPE_KINDS: Readonly<Record<string, SymbolKind>> = {
  class_declaration: 'class', interface_declaration: 'interface', enum_declaration: 'enum', record_declaration: 'class', annotation_type_declaration: 'interface',
};
const ANNOTATIONS = new Set(['annotation', 'marker_annotation']);

function modifiersOf(node: Node): { words: Set<string>; annotations: Node[] } {
  const modifiers = childOfType(node, 'modifiers');
  const all = modifiers ? modifiers.children.filter((n): n is Node => n !== null) : [];
  return { words: new Set(all.filter((n) => !ANNOTATIONS.has(n.type)).map((n) => n.text)), annotations: all.filter((n) => ANNOTATIONS.has(n.type)) };
}

function typeList(node: Node | null): string[] {
  if (!node) return [];
  const list = childOfType(node, 'type_list') ?? node;
  return named(list).map((n) => n.text);
}

function parameters(node: Node): Parameter[] {
  const list = field(node, 'parameters');
  return (list ? named(list) : []).flatMap((p) => {
    if (p.type === 'formal_parameter') return [{ name: field(p, 'name')?.text ?? '', type: field(p, 'type')?.text ?? null }];
    if (p.type === 'spread_parameter') {
      const declarator = childOfType(p, 'variable_declarator');
      const type = named(p).find((n) => n.type !== 'modifiers' && n.type !== 'variable_declarator');
      return [{ name: declarator ? (field(declarator, 'name')?.text ?? '') : '', type: type ? `${type.text}...` : null }];
    }
    return [];
  });
}

type Place = { parent: CodeSymbol | null; inInterface: boolean };

function isPublic(words: Set<string>, place: Place): boolean {
  const visible = words.has('public') || (place.inInterface && !words.has('private'));
  return visible && (place.parent ? place.parent.exported : true);
}

function readMember(scope: FileScope, node: Node, place: Place): void {
  if (TYPE_KINDS[node.type]) return readType(scope, node, place);
  const { words, annotations } = modifiersOf(node);
  const body = field(node, 'body');
  const base = { parent: place.parent, node, doc: scope.docText(node, isJavadoc), exported: isPublic(words, place) };
  if (node.type === 'method_declaration' || node.type === 'constructor_declaration' || node.type === 'compact_constructor_declaration' || node.type === 'annotation_type_element_declaration') {
    const name = field(node, 'name')?.text ?? place.parent?.name ?? '';
    const kind: SymbolKind = node.type === 'method_declaration' || node.type === 'annotation_type_element_declaration' ? 'method' : 'constructor';
    scope.symbol({ ...base, kind, name, signature: scope.head(node.startIndex, body ? body.startIndex : node.endIndex, annotations), parameters: parameters(node), abstract: words.has('abstract') });
  } else if (node.type === 'field_declaration' || node.type === 'constant_declaration') {
    const declarators = fieldNodes(node, 'declarator');
    const oneLine = !node.text.includes('\n');
    const end = oneLine ? node.endIndex : (field(declarators[0] ?? node, 'name')?.endIndex ?? node.endIndex);
    const constant = (words.has('static') && words.has('final')) || node.type === 'constant_declaration';
    for (const declarator of declarators) {
      const name = field(declarator, 'name')?.text;
      if (name) scope.symbol({ ...base, kind: constant ? 'constant' : 'field', name, signature: scope.head(node.startIndex, end, annotations) });
    }
  }
}

/** A record component's doc: the text of the record's `@param name …` tag, up to the next tag. */
function paramDoc(doc: string | null, name: string): string | null {
  const lines = doc?.split('\n') ?? [];
  const at = lines.findIndex((line) => new RegExp(`^@param\\s+${name}(?:\\s|$)`).test(line));
  if (at === -1) return null;
  const end = lines.findIndex((line, index) => index > at && /^@[A-Za-z]/.test(line));
  const text = lines.slice(at, end === -1 ? undefined : end).map((line) => line.trim()).join('\n').replace(/^@param\s+\S+\s*/, '').trim();
  return text || null;
}

function readType(scope: FileScope, node: Node, place: Place): void {
  const name = field(node, 'name')?.text;
  if (!name) return;
  const { words, annotations } = modifiersOf(node);
  const body = field(node, 'body');
  const kind = TYPE_KINDS[node.type] ?? 'class';
  const symbol = scope.symbol({
    kind,
    name,
    parent: place.parent,
    node,
    signature: scope.head(node.startIndex, body ? body.startIndex : node.endIndex, annotations),
    doc: scope.docText(node, isJavadoc),
    exported: isPublic(words, place),
    abstract: words.has('abstract'),
    extends: node.type === 'interface_declaration' ? typeList(childOfType(node, 'extends_interfaces')) : typeList(field(node, 'superclass')),
    implements: typeList(field(node, 'interfaces')),
  });
  if (node.type === 'record_declaration') {
    for (const p of parameters(node)) scope.symbol({ kind: 'field', name: p.name, parent: symbol, node, signature: `${p.type ?? ''} ${p.name}`.trim(), doc: paramDoc(symbol.doc, p.name), exported: symbol.exported });
  }
  if (body && kind === 'enum') scope.enumMembers(symbol, named(body).filter((n) => n.type === 'enum_constant'), (n) => field(n, 'name')?.text ?? null);
  const members = body ? named(body).flatMap((n) => (n.type === 'enum_body_declarations' ? named(n) : [n])) : [];
  const inner: Place = { parent: symbol, inInterface: kind === 'interface' };
  for (const member of members) readMember(scope, member, inner);
}

/** Types (classes, interfaces, enums, records, annotations) and their members, nested types included. */
export function readSymbols(root: Node, scope: FileScope): void {
  for (const node of named(root)) {
    if (TYPE_KINDS[node.type]) readType(scope, node, { parent: null, inInterface: false });
    else if (node.type === 'ERROR') readSymbols(node, scope);
  }
}
