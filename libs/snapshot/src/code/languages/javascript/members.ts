import type { CodeSymbol, SymbolKind } from '../../../model.js';
import { childOfType, field, hasToken, named, stringValue, type Node } from '../../shared/nodes.js';
import type { ModuleContext } from './context.js';
import { parametersOf } from './parameters.js';
import { FUNCTION_VALUES } from './syntax.js';


/** The decorators written just before a class member (they are its siblings in the class body). */
export function leadingDecorators(member: Node): Node[] {
  const found: Node[] = [];
  for (let at = member.previousNamedSibling; at?.type === 'decorator'; at = at.previousNamedSibling) found.unshift(at);
  return found;
}

/** A JSDoc that marks what it documents private: `@private`, or the older `@api private`. */
export function privateByDoc(doc: string | null): boolean {
  return doc !== null && /(?:^|\s)@(?:private\b|api\s+private\b)/.test(doc);
}

function isPrivate(member: Node, name: Node, doc: string | null): boolean {
  return name.type === 'private_property_identifier' || childOfType(member, 'accessibility_modifier')?.text === 'private' || privateByDoc(doc);
}

function memberKind(member: Node, name: string): SymbolKind {
  if (member.type === 'public_field_definition' || member.type === 'field_definition' || member.type === 'property_signature') return 'property';
  if (name === 'constructor') return 'constructor';
  return hasToken(member, 'get') || hasToken(member, 'set') ? 'property' : 'method';
}

function addMember(ctx: ModuleContext, member: Node, parent: CodeSymbol): void {
  const name = field(member, 'name') ?? field(member, 'property');
  if (!name || name.type === 'computed_property_name') return;
  const value = field(member, 'value');
  const fn = value && FUNCTION_VALUES.has(value.type) ? value : member.type.includes('method') ? member : null;
  const body = fn ? field(fn, 'body') : null;
  const decorators = leadingDecorators(member);
  const start = decorators[0] ?? member;
  const oneLine = !member.text.includes('\n');
  const end = body ? body.startIndex : oneLine || !value ? member.endIndex : value.startIndex;
  const kind = fn && fn !== member ? 'method' : memberKind(member, name.text);
  const doc = ctx.doc(start);
  const symbol = ctx.scope.symbol({
    kind,
    name: name.text,
    parent,
    node: member,
    signature: ctx.scope.head(member.startIndex, end, named(member).filter((n) => n.type === 'decorator')),
    parameters: fn ? parametersOf(fn) : [],
    doc,
    abstract: member.type === 'abstract_method_signature' || hasToken(member, 'abstract'),
  });
  ctx.add(symbol, parent, !isPrivate(member, name, doc));
}

const CLASS_MEMBERS = new Set(['method_definition', 'method_signature', 'abstract_method_signature', 'public_field_definition', 'field_definition']);
const INTERFACE_MEMBERS = new Set(['method_signature', 'property_signature']);

/** Methods, accessors and fields of a class body. */
export function readClassBody(ctx: ModuleContext, body: Node, parent: CodeSymbol): void {
  for (const member of named(body)) if (CLASS_MEMBERS.has(member.type)) addMember(ctx, member, parent);
}

/** Method and property signatures of an interface body. */
export function readInterfaceBody(ctx: ModuleContext, body: Node, parent: CodeSymbol): void {
  for (const member of named(body)) if (INTERFACE_MEMBERS.has(member.type)) addMember(ctx, member, parent);
}

/** The members of an object literal that `module.exports` gets, as exported top-level symbols; its `key: name` entries export those names. */
export function readExportedObject(ctx: ModuleContext, object: Node): void {
  for (const member of named(object)) {
    if (member.type === 'shorthand_property_identifier') ctx.exportName(member.text, member.text, member);
    else if (member.type === 'pair') {
      const key = keyName(field(member, 'key'));
      const value = field(member, 'value');
      if (key !== null && value?.type === 'identifier') ctx.exportName(value.text, key, member);
    }
  }
  readObjectMembers(ctx, object, null);
}

function keyName(key: Node | null): string | null {
  if (!key || key.type === 'computed_property_name') return null;
  return key.type === 'string' ? stringValue(key) : key.text;
}

/**
 * The methods and accessors of an object literal (`{ m() {}, get p() {}, f: function () {} }`): members
 * of `parent` (`X.prototype = {…}`), or exported top-level functions and properties when `parent` is
 * null (`module.exports = {…}`). Entries of other values are data, not API.
 */
export function readObjectMembers(ctx: ModuleContext, object: Node, parent: CodeSymbol | null): void {
  for (const member of named(object)) {
    if (member.type === 'method_definition') addObjectMember(ctx, member, field(member, 'name'), member, parent);
    else if (member.type === 'pair') {
      const value = field(member, 'value');
      if (value && FUNCTION_VALUES.has(value.type)) addObjectMember(ctx, member, field(member, 'key'), value, parent);
    }
  }
}

function addObjectMember(ctx: ModuleContext, member: Node, key: Node | null, fn: Node, parent: CodeSymbol | null): void {
  const name = keyName(key);
  if (name === null || (parent && ctx.has(`${parent.qualifiedName}.${name}`))) return;
  const body = field(fn, 'body');
  const accessor = hasToken(member, 'get') || hasToken(member, 'set');
  const doc = ctx.doc(member);
  const symbol = ctx.scope.symbol({
    kind: accessor ? 'property' : parent ? 'method' : 'function',
    name,
    parent,
    node: member,
    signature: ctx.scope.head(member.startIndex, body ? body.startIndex : member.endIndex),
    parameters: parametersOf(fn),
    doc,
  });
  ctx.add(symbol, parent, !privateByDoc(doc));
}
