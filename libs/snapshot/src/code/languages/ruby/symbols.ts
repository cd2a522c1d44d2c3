import type { CodeSymbol, Parameter } from '../../../model.js';
import type { FileScope } from '../../shared/file-scope.js';
import { childOfType, field, named, type Node } from '../../shared/nodes.js';

export const isRubyDoc = (raw: string): boolean => raw.startsWith('#') || raw.startsWith('=begin');

type Visibility = 'public' | 'private' | 'protected';
type Body = { scope: FileScope; parent: CodeSymbol | null; visibility: Visibility; hidden: Set<string>; singleton: boolean };

function parameters(node: Node): Parameter[] {
  const list = field(node, 'parameters');
  return (list ? named(list) : []).map((p) => {
    const name = p.type === 'identifier' ? p.text : p.type === 'optional_parameter' || p.type === 'keyword_parameter' ? (field(p, 'name')?.text ?? p.text) : p.text;
    return { name, type: null };
  });
}

function bodyOf(node: Node): Node | null {
  return field(node, 'body') ?? childOfType(node, 'body_statement');
}

function readMethod(body: Body, node: Node, visibility: Visibility): void {
  const name = field(node, 'name')?.text;
  if (!name) return;
  const singleton = body.singleton || node.type === 'singleton_method';
  const inType = body.parent !== null;
  const end = (field(node, 'parameters') ?? field(node, 'name') ?? node).endIndex;
  body.scope.symbol({
    kind: !inType ? 'function' : name === 'initialize' ? 'constructor' : 'method',
    name,
    parent: body.parent,
    node,
    signature: body.scope.head(node.startIndex, end),
    parameters: parameters(node),
    doc: body.scope.docText(node, isRubyDoc),
    exported: visibility === 'public' && (body.parent ? body.parent.exported : true),
    separator: singleton ? '.' : '#',
  });
}

function readType(body: Body, node: Node): void {
  const nameNode = field(node, 'name');
  if (!nameNode) return;
  const superclass = field(node, 'superclass');
  const symbol = body.scope.symbol({
    kind: node.type === 'module' ? 'module' : 'class',
    name: nameNode.text,
    parent: body.parent,
    node,
    signature: body.scope.head(node.startIndex, (superclass ?? nameNode).endIndex),
    doc: body.scope.docText(node, isRubyDoc),
    exported: body.parent ? body.parent.exported : true,
    extends: superclass ? named(superclass).map((n) => n.text) : [],
  });
  const inner = bodyOf(node);
  if (inner) readBody({ scope: body.scope, parent: symbol, visibility: 'public', hidden: new Set(), singleton: false }, inner);
}

function symbolNames(call: Node): string[] {
  const args = field(call, 'arguments');
  return (args ? named(args) : []).filter((n) => n.type === 'simple_symbol' || n.type === 'string').map((n) => n.text.replace(/^:/, '').replace(/^['"]|['"]$/g, ''));
}

/** `private`, `attr_reader :a`, `include Mod`, `private def x`, `private :a, :b`. */
function readCall(body: Body, call: Node): void {
  if (field(call, 'receiver')) return;
  const method = field(call, 'method')?.text ?? '';
  const args = field(call, 'arguments');
  const first = args ? named(args)[0] : undefined;
  if (method === 'private' || method === 'protected' || method === 'public') {
    if (first?.type === 'method' || first?.type === 'singleton_method') readMethod(body, first, method);
    else if (method !== 'public') for (const name of symbolNames(call)) body.hidden.add(name);
  } else if (/^attr_(?:reader|writer|accessor)$/.test(method) && body.parent) {
    for (const name of symbolNames(call)) {
      body.scope.symbol({ kind: 'property', name, parent: body.parent, node: call, signature: body.scope.head(call.startIndex, call.endIndex), doc: body.scope.docText(call, isRubyDoc), exported: body.visibility === 'public' && body.parent.exported, separator: '#' });
    }
  } else if (['include', 'prepend', 'extend'].includes(method) && body.parent && args) {
    body.parent.implements.push(...named(args).map((n) => n.text));
  }
}

function readStatement(body: Body, node: Node): void {
  if (node.type === 'module' || node.type === 'class') readType(body, node);
  else if (node.type === 'method' || node.type === 'singleton_method') readMethod(body, node, body.visibility);
  else if (node.type === 'identifier' && ['private', 'protected', 'public'].includes(node.text)) body.visibility = node.text as Visibility;
  else if (node.type === 'call') readCall(body, node);
  else if (node.type === 'ERROR') for (const inner of named(node)) readStatement(body, inner);
  else if (node.type === 'singleton_class') {
    const inner = bodyOf(node);
    if (inner) readBody({ ...body, visibility: 'public', singleton: true }, inner);
  } else if (node.type === 'assignment' && field(node, 'left')?.type === 'constant') {
    const name = field(node, 'left')?.text ?? '';
    const oneLine = !node.text.includes('\n');
    body.scope.symbol({ kind: 'constant', name, parent: body.parent, node, signature: body.scope.head(node.startIndex, oneLine ? node.endIndex : field(node, 'left')!.endIndex), doc: body.scope.docText(node, isRubyDoc), exported: body.parent ? body.parent.exported : true });
  }
}

function readBody(body: Body, container: Node): void {
  const first = body.scope.symbols.length;
  for (const node of named(container)) readStatement(body, node);
  // `private :a, :b` hides methods defined before it too.
  for (const symbol of body.scope.symbols.slice(first)) if (symbol.parent === (body.parent?.qualifiedName ?? null) && body.hidden.has(symbol.name)) symbol.exported = false;
}

/** Modules, classes, methods (with `private`/`protected` sections), attributes and constants. */
export function readSymbols(root: Node, scope: FileScope): void {
  readBody({ scope, parent: null, visibility: 'public', hidden: new Set(), singleton: false }, root);
}
