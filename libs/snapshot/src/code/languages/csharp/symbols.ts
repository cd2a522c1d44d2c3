import type { CodeSymbol, Parameter, SymbolKind } from '../../../model.js';
import { cleanComment } from '../../shared/comments.js';
import type { FileScope } from '../../shared/file-scope.js';
import { childOfType, childrenOfType, field, named, type Node } from '../../shared/nodes.js';

/** `///` XML doc comments (and Javadoc-style blocks). */
export const isXmlDoc = (raw: string): boolean => (raw.startsWith('///') && !raw.startsWith('////')) || (raw.startsWith('/**') && raw !== '/**/');

const TYPE_KINDS: Record<string, SymbolKind> = {
  class_declaration: 'class', struct_declaration: 'struct', interface_declaration: 'interface', enum_declaration: 'enum',
  record_declaration: 'class', record_struct_declaration: 'struct', delegate_declaration: 'type',
};
const NAMESPACES = new Set(['namespace_declaration', 'file_scoped_namespace_declaration']);

/** The doc's text without the `<summary>` wrapper most C# docs have. */
function docOf(scope: FileScope, node: Node): string | null {
  const comment = scope.docAbove(node, isXmlDoc);
  if (!comment) return null;
  const text = cleanComment(comment.raw).replace(/<\/?(?:summary|remarks)>/g, '').replace(/\n{2,}/g, '\n').trim();
  return text === '' ? null : text;
}

function modifiers(node: Node): Set<string> {
  return new Set(childrenOfType(node, 'modifier').map((m) => m.text));
}

function parameters(node: Node): Parameter[] {
  const list = field(node, 'parameters');
  return (list ? childrenOfType(list, 'parameter') : []).map((p) => ({ name: field(p, 'name')?.text ?? '', type: field(p, 'type')?.text ?? null }));
}

/** C# does not say which bases are classes: a name in the `IName` convention is taken for an interface. */
function bases(node: Node, kind: SymbolKind): { extends: string[]; implements: string[] } {
  const list = field(node, 'bases') ?? childOfType(node, 'base_list');
  const names = list ? named(list).map((n) => n.text) : [];
  if (kind === 'interface') return { extends: names, implements: [] };
  const isInterface = (name: string) => /^(?:\w+\.)*I[A-Z]/.test(name);
  return { extends: names.filter((n) => !isInterface(n)), implements: names.filter(isInterface) };
}

type Place = { parent: CodeSymbol | null; inInterface: boolean };

function isPublic(words: Set<string>, place: Place): boolean {
  return (words.has('public') || (place.inInterface && !words.has('private'))) && (place.parent ? place.parent.exported : true);
}

function skip(node: Node): Node[] {
  return childrenOfType(node, 'attribute_list');
}

function readMember(scope: FileScope, node: Node, place: Place): void {
  if (TYPE_KINDS[node.type]) return readType(scope, node, place);
  const words = modifiers(node);
  const base = { parent: place.parent, node, doc: docOf(scope, node), exported: isPublic(words, place), abstract: words.has('abstract') };
  const body = field(node, 'body') ?? childOfType(node, 'accessor_list', 'arrow_expression_clause');
  const head = scope.head(node.startIndex, body ? body.startIndex : node.endIndex, skip(node));
  if (node.type === 'method_declaration' || node.type === 'constructor_declaration') {
    const name = field(node, 'name')?.text ?? '';
    scope.symbol({ ...base, kind: node.type === 'method_declaration' ? 'method' : 'constructor', name, signature: head, parameters: parameters(node) });
  } else if (node.type === 'property_declaration' || node.type === 'event_declaration') {
    scope.symbol({ ...base, kind: 'property', name: field(node, 'name')?.text ?? '', signature: head });
  } else if (node.type === 'field_declaration' || node.type === 'event_field_declaration') {
    const declaration = childOfType(node, 'variable_declaration');
    for (const declarator of declaration ? childrenOfType(declaration, 'variable_declarator') : []) {
      const name = field(declarator, 'name')?.text ?? childOfType(declarator, 'identifier')?.text;
      const constant = words.has('const') || (words.has('static') && words.has('readonly'));
      if (name) scope.symbol({ ...base, kind: constant ? 'constant' : 'field', name, signature: scope.head(node.startIndex, node.text.includes('\n') ? declarator.endIndex : node.endIndex, skip(node)) });
    }
  }
}

function readType(scope: FileScope, node: Node, place: Place): void {
  const name = field(node, 'name')?.text;
  if (!name) return;
  const kind = TYPE_KINDS[node.type] ?? 'class';
  const body = field(node, 'body');
  const words = modifiers(node);
  const symbol = scope.symbol({
    kind,
    name,
    parent: place.parent,
    node,
    signature: scope.head(node.startIndex, body ? body.startIndex : node.endIndex, skip(node)),
    parameters: kind === 'type' ? parameters(node) : [],
    doc: docOf(scope, node),
    exported: isPublic(words, place),
    abstract: words.has('abstract'),
    ...bases(node, kind),
  });
  const inner: Place = { parent: symbol, inInterface: kind === 'interface' };
  if (body && kind === 'enum') scope.enumMembers(symbol, named(body).filter((n) => n.type === 'enum_member_declaration'), (n) => field(n, 'name')?.text ?? null);
  else if (body) for (const member of named(body)) readMember(scope, member, inner);
}

function readContainer(scope: FileScope, container: Node): void {
  for (const node of named(container)) {
    if (NAMESPACES.has(node.type)) readContainer(scope, field(node, 'body') ?? node);
    else if (node.type === 'declaration_list' || node.type === 'ERROR') readContainer(scope, node);
    else if (TYPE_KINDS[node.type]) readType(scope, node, { parent: null, inInterface: false });
  }
}

/**
 * Types and their members; namespaces are containers, not symbols, and stay out of qualified
 * names (as Java's packages do).
 */
export function readSymbols(root: Node, scope: FileScope): void {
  readContainer(scope, root);
}
