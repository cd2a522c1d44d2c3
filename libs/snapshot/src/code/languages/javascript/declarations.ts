import type { CodeSymbol, SymbolKind } from '../../../model.js';
import type { SymbolInput } from '../../shared/file-scope.js';
import { childOfType, childrenOfType, field, hasToken, named, type Node } from '../../shared/nodes.js';
import type { ModuleContext } from './context.js';
import { isExportsObject, loadedModule } from './imports.js';
import { readClassBody, readInterfaceBody } from './members.js';
import { parametersOf } from './parameters.js';
import { CLASS_VALUES, FUNCTION_VALUES } from './syntax.js';

/** What a reader may say about a symbol beyond its kind, name and place. */
type Extra = Partial<Omit<SymbolInput, 'kind' | 'name' | 'parent' | 'node'>>;

export type Declared = { node: Node; outer: Node; parent: CodeSymbol | null; visible: boolean };

function nameOf(node: Node): string {
  const name = field(node, 'name');
  if (!name) return 'default';
  return name.type === 'string' ? name.text.slice(1, -1) : name.text;
}

function decoratorsOf(...nodes: Node[]): Node[] {
  return nodes.flatMap((node) => childrenOfType(node, 'decorator'));
}

function heritage(node: Node): { extends: string[]; implements: string[] } {
  const clause = childOfType(node, 'class_heritage');
  const result = { extends: [] as string[], implements: [] as string[] };
  if (!clause) return result;
  for (const part of named(clause)) {
    if (part.type === 'extends_clause') result.extends.push(...named(part).filter((n) => n.type !== 'type_arguments').map((n) => n.text));
    else if (part.type === 'implements_clause') result.implements.push(...named(part).map((n) => n.text));
    else if (part.type !== 'comment') result.extends.push(part.text);
  }
  return result;
}

/** Adds a symbol for a declaration the walker met, with its doc and one-line head. */
export function declare(ctx: ModuleContext, at: Declared, kind: SymbolKind, name: string, body: Node | null, extra: Extra = {}): CodeSymbol {
  const { node, outer } = at;
  const signature = ctx.scope.head(outer.startIndex, body ? body.startIndex : node.endIndex, decoratorsOf(outer, node));
  const symbol = ctx.scope.symbol({
    kind,
    name,
    parent: at.parent,
    node: outer,
    signature,
    doc: ctx.doc(outer),
    ...extra,
  });
  return ctx.add(symbol, at.parent, at.visible);
}

function readClass(ctx: ModuleContext, at: Declared, name: string): CodeSymbol {
  const body = field(at.node, 'body');
  const abstract = at.node.type === 'abstract_class_declaration' || hasToken(at.node, 'abstract');
  const symbol = declare(ctx, at, 'class', name, body, { abstract, ...heritage(at.node) });
  if (body) readClassBody(ctx, body, symbol);
  return symbol;
}

function readInterface(ctx: ModuleContext, at: Declared): CodeSymbol {
  const body = field(at.node, 'body');
  const clause = childOfType(at.node, 'extends_type_clause', 'extends_clause');
  const bases = clause ? named(clause).map((n) => n.text) : [];
  const symbol = declare(ctx, at, 'interface', nameOf(at.node), body, { extends: bases });
  if (body) readInterfaceBody(ctx, body, symbol);
  return symbol;
}

function readFunction(ctx: ModuleContext, at: Declared, name: string): CodeSymbol {
  return declare(ctx, at, 'function', name, field(at.node, 'body'), { parameters: parametersOf(at.node) });
}

/** A declaration statement (function, class, interface, type, enum, variables, namespace). */
export function readDeclaration(ctx: ModuleContext, at: Declared, readStatements: (body: Node, parent: CodeSymbol | null, visible: boolean) => void): void {
  const { node } = at;
  switch (node.type) {
    case 'function_declaration':
    case 'generator_function_declaration':
    case 'function_signature':
    case 'function_expression':
    case 'function':
    case 'arrow_function':
      readFunction(ctx, at, nameOf(node));
      return;
    case 'class_declaration':
    case 'abstract_class_declaration':
    case 'class':
      readClass(ctx, at, nameOf(node));
      return;
    case 'interface_declaration':
      readInterface(ctx, at);
      return;
    case 'type_alias_declaration':
      declare(ctx, at, 'type', nameOf(node), null);
      return;
    case 'enum_declaration': {
      const body = field(node, 'body');
      const symbol = declare(ctx, at, 'enum', nameOf(node), body);
      for (const member of body ? named(body).filter((n) => n.type !== 'comment') : []) {
        const name = member.type === 'enum_assignment' ? field(member, 'name') : member;
        if (name) ctx.add(ctx.scope.symbol({ kind: 'constant', name: name.text.replace(/^['"]|['"]$/g, ''), parent: symbol, node: member, signature: ctx.scope.head(member.startIndex, member.endIndex), doc: ctx.doc(member) }), symbol, true);
      }
      return;
    }
    case 'lexical_declaration':
    case 'variable_declaration':
      readVariables(ctx, at);
      return;
    case 'internal_module':
    case 'module':
      readNamespace(ctx, at, readStatements);
      return;
    case 'ambient_declaration':
      for (const inner of named(node)) readDeclaration(ctx, { ...at, node: inner }, readStatements);
  }
}

function readNamespace(ctx: ModuleContext, at: Declared, readStatements: (body: Node, parent: CodeSymbol | null, visible: boolean) => void): void {
  const body = field(at.node, 'body');
  // `declare module './index' { … }` augments another module: its declarations are read in place,
  // since a module specifier is not a name a reader could look up.
  if (field(at.node, 'name')?.type === 'string') {
    if (body) readStatements(body, at.parent, at.visible);
    return;
  }
  const symbol = declare(ctx, at, 'module', nameOf(at.node), body);
  if (body) readStatements(body, symbol, true);
}

function variableHead(ctx: ModuleContext, at: Declared, declarator: Node, end: number): string {
  const first = named(at.node).find((n) => n.type === 'variable_declarator');
  const prefix = ctx.scope.head(at.outer.startIndex, first ? first.startIndex : at.node.startIndex);
  return `${prefix} ${ctx.scope.head(declarator.startIndex, end)}`.trim();
}

/** `const a = 1, f = () => {}`: one symbol per named declarator; function values are functions. */
function readVariables(ctx: ModuleContext, at: Declared): void {
  const constant = hasToken(at.node, 'const');
  for (const declarator of named(at.node).filter((n) => n.type === 'variable_declarator')) {
    const name = field(declarator, 'name');
    if (name?.type !== 'identifier') continue;
    const written = field(declarator, 'value');
    // `const x = require('x')` binds an import (see imports.ts), not a declaration of the file.
    if (!at.visible && loadedModule(written)) continue;
    const value = unwrapModuleExports(written);
    const position = { ...at, node: declarator };
    if (value && FUNCTION_VALUES.has(value.type)) {
      const body = field(value, 'body');
      const signature = variableHead(ctx, at, declarator, body ? body.startIndex : declarator.endIndex);
      declare(ctx, position, 'function', name.text, null, { parameters: parametersOf(value), signature });
    } else if (value && CLASS_VALUES.has(value.type)) {
      readClass(ctx, { ...at, node: value }, name.text);
    } else {
      const oneLine = !declarator.text.includes('\n');
      const end = oneLine ? declarator.endIndex : (field(declarator, 'type') ?? name).endIndex;
      declare(ctx, position, constant ? 'constant' : 'variable', name.text, null, { signature: variableHead(ctx, at, declarator, end) });
    }
  }
}

/** `const proto = module.exports = {…}`, `var app = exports = module.exports = {}` declare what `module.exports` gets. */
function unwrapModuleExports(value: Node | null): Node | null {
  let node = value;
  while (node?.type === 'assignment_expression' && isExportsObject(field(node, 'left'))) node = field(node, 'right');
  return node;
}

export { readClass, readFunction };
