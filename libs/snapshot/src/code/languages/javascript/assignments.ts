// Members that JavaScript adds to an object after declaring it, read once every top-level
// declaration of the file is known: `app.use = function use(fn) {…}`, `Router.prototype.get = …`,
// `X.prototype = { … }`, `Object.defineProperty(req, 'path', { get … })`.

import type { CodeSymbol, Parameter, SymbolKind } from '../../../model.js';
import { field, named, stringValue, type Node } from '../../shared/nodes.js';
import type { ModuleContext } from './context.js';
import { isExportsObject } from './imports.js';
import { privateByDoc, readObjectMembers } from './members.js';
import { parametersOf } from './parameters.js';
import { FUNCTION_VALUES } from './syntax.js';

/** What a member can belong to: a top-level variable, constant, function or class of the file. */
const OWNER_KINDS: ReadonlySet<SymbolKind> = new Set(['variable', 'constant', 'function', 'class']);

/** The symbol `obj` or `X.prototype` names, when it is a top-level declaration of the file. */
function ownerOf(ctx: ModuleContext, target: Node | null): CodeSymbol | null {
  let node = target;
  if (node?.type === 'member_expression' && field(node, 'property')?.text === 'prototype') node = field(node, 'object');
  if (node?.type !== 'identifier') return null;
  const owner = ctx.topLevel(node.text);
  return owner && OWNER_KINDS.has(owner.kind) ? owner : null;
}

/** `a.x = b.y = value`: the targets, outermost first, and the value. */
function chain(assignment: Node): { targets: Node[]; value: Node | null } {
  const targets: Node[] = [];
  let node: Node | null = assignment;
  while (node?.type === 'assignment_expression') {
    const left = field(node, 'left');
    if (left) targets.push(left);
    node = field(node, 'right');
  }
  return { targets, value: node };
}

type Shape = { kind: SymbolKind; parameters: Parameter[]; signature: string };

/** A function value makes a method (its head up to the body); a name of a top-level function too; anything else a property. */
function shapeOf(ctx: ModuleContext, statement: Node, value: Node): Shape {
  if (FUNCTION_VALUES.has(value.type)) {
    const body = field(value, 'body');
    return { kind: 'method', parameters: parametersOf(value), signature: ctx.scope.head(statement.startIndex, body ? body.startIndex : value.endIndex) };
  }
  const declared = value.type === 'identifier' ? ctx.topLevel(value.text) : null;
  const oneLine = !statement.text.includes('\n');
  const signature = ctx.scope.head(statement.startIndex, oneLine ? statement.endIndex : value.startIndex);
  return declared?.kind === 'function' ? { kind: 'method', parameters: declared.parameters, signature } : { kind: 'property', parameters: [], signature };
}

function addMember(ctx: ModuleContext, owner: CodeSymbol, name: string, statement: Node, shape: Shape, doc: string | null): void {
  if (ctx.has(`${owner.qualifiedName}.${name}`)) return;
  const symbol = ctx.scope.symbol({
    kind: shape.kind,
    name,
    parent: owner,
    node: statement,
    signature: shape.signature,
    parameters: shape.parameters,
    doc,
  });
  ctx.add(symbol, owner, !privateByDoc(doc));
}

/** `obj.name = …` (chains too: `res.type = res.contentType = function …`), `X.prototype.name = …`, `X.prototype = { … }`. */
function readMemberAssignment(ctx: ModuleContext, assignment: Node, statement: Node): void {
  const { targets, value } = chain(assignment);
  if (!value) return;
  const [only] = targets;
  if (targets.length === 1 && only?.type === 'member_expression' && field(only, 'property')?.text === 'prototype' && value.type === 'object') {
    const owner = ownerOf(ctx, field(only, 'object'));
    if (owner) readObjectMembers(ctx, value, owner);
    return;
  }
  const members = targets.flatMap((target) => {
    const property = target.type === 'member_expression' ? field(target, 'property') : null;
    const owner = property?.type === 'property_identifier' ? ownerOf(ctx, field(target, 'object')) : null;
    return owner && property ? [{ owner, name: property.text }] : [];
  });
  if (members.length === 0) return;
  const shape = shapeOf(ctx, statement, value);
  const doc = ctx.doc(statement);
  for (const { owner, name } of members) addMember(ctx, owner, name, statement, shape, doc);
}

/** `Object.defineProperty(obj, 'name', descriptor)`: a property of obj; on `exports`, an exported constant. */
function readDefineProperty(ctx: ModuleContext, call: Node, statement: Node): void {
  if (field(call, 'function')?.text.replace(/\s+/g, '') !== 'Object.defineProperty') return;
  const args = field(call, 'arguments');
  const [target, key, descriptor] = args ? named(args).filter((n) => n.type !== 'comment') : [];
  const name = key?.type === 'string' ? stringValue(key) : null;
  if (!target || !descriptor || !name || name === '__esModule') return;
  // The call up to its descriptor, which is left out as `…`: `Object.defineProperty(req, 'path', …)`.
  const signature = `${ctx.scope.head(call.startIndex, descriptor.startIndex)} …)`;
  if (isExportsObject(target)) {
    if (ctx.topLevel(name)) return;
    ctx.add(ctx.scope.symbol({ kind: 'constant', name, parent: null, node: statement, signature, doc: ctx.doc(statement) }), null, true);
    return;
  }
  const owner = ownerOf(ctx, target);
  if (owner) addMember(ctx, owner, name, statement, { kind: 'property', parameters: [], signature }, ctx.doc(statement));
}

/** The statements the walker set aside (see `ModuleContext.deferred`), in order. */
export function readDeferred(ctx: ModuleContext): void {
  for (const statement of ctx.deferred) {
    const inner = named(statement)[0];
    if (inner?.type === 'assignment_expression') readMemberAssignment(ctx, inner, statement);
    else if (inner?.type === 'call_expression') readDefineProperty(ctx, inner, statement);
  }
}
