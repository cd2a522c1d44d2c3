import type { CodeSymbol, ImportedName } from '../../../model.js';
import type { FileScope } from '../../shared/file-scope.js';
import { childOfType, field, hasToken, named, stringValue, type Node } from '../../shared/nodes.js';
import { readDeferred } from './assignments.js';
import { ModuleContext } from './context.js';
import { codeStart } from './docs.js';
import { declare, readClass, readDeclaration, readFunction, type Declared } from './declarations.js';
import { exportsMember, isExportsObject, loadedModule, type Bindings } from './imports.js';
import { readExportedObject } from './members.js';
import { CLASS_VALUES, FUNCTION_VALUES } from './syntax.js';

type Walk = (body: Node, parent: CodeSymbol | null, visible: boolean) => void;

function readExport(ctx: ModuleContext, node: Node, parent: CodeSymbol | null, walk: Walk): void {
  const declaration = field(node, 'declaration');
  if (declaration) {
    readDeclaration(ctx, { node: declaration, outer: node, parent, visible: true }, walk);
    return;
  }
  if (field(node, 'source')) return;
  const value = field(node, 'value') ?? named(node).find((n) => n.type === 'identifier') ?? null;
  // `export default a` exports a as `default`; `export = a` makes a the module itself.
  if (value?.type === 'identifier') ctx.exportName(value.text, hasToken(node, 'default') ? 'default' : null, node);
  else if (value && (FUNCTION_VALUES.has(value.type) || CLASS_VALUES.has(value.type))) {
    readDeclaration(ctx, { node: value, outer: node, parent, visible: true }, walk);
  }
  const clause = childOfType(node, 'export_clause');
  for (const specifier of clause ? named(clause) : []) {
    const name = field(specifier, 'name');
    const alias = field(specifier, 'alias') ?? name;
    if (name && alias) ctx.exportName(name.text, stringValue(alias) ?? alias.text, node);
  }
}

/**
 * `module.exports = …`, `module.exports.x = …`, `exports.x = …` (and chains of them); false when the
 * assignment is to something else.
 */
function readCommonJs(ctx: ModuleContext, assignment: Node, walk: Walk): boolean {
  const left = field(assignment, 'left');
  const right = field(assignment, 'right');
  if (!left || !right) return false;
  const chained = right.type === 'assignment_expression' && readCommonJs(ctx, right, walk);
  const at: Declared = { node: right, outer: assignment.parent?.type === 'expression_statement' ? assignment.parent : assignment, parent: null, visible: true };
  if (isExportsObject(left)) {
    if (right.type === 'identifier') ctx.exportName(right.text, null, assignment);
    else if (right.type === 'object') readExportedObject(ctx, right);
    else if (CLASS_VALUES.has(right.type) && field(right, 'name')) readClass(ctx, at, field(right, 'name')!.text);
    else if (FUNCTION_VALUES.has(right.type) && field(right, 'name')) readFunction(ctx, at, field(right, 'name')!.text);
    return true;
  }
  const member = exportsMember(left);
  if (!member) return chained;
  if (right.type === 'identifier') ctx.exportName(right.text, member, assignment);
  else if (reexportsMember(ctx, right, member, assignment) || loadedModule(right) || right.type === 'assignment_expression') return true;
  else if (CLASS_VALUES.has(right.type)) readClass(ctx, at, member);
  else if (FUNCTION_VALUES.has(right.type)) readFunction(ctx, at, member);
  else declare(ctx, { ...at, node: at.outer }, 'constant', member, null);
  return true;
}

/** `exports.json = bodyParser.json` where bodyParser is a module the file imports whole: a re-export of its `json`. */
function reexportsMember(ctx: ModuleContext, value: Node, as: string, node: Node): boolean {
  if (value.type !== 'member_expression') return false;
  const object = field(value, 'object');
  const property = field(value, 'property');
  if (object?.type !== 'identifier' || property?.type !== 'property_identifier' || ctx.bindings.get(object.text)?.imported !== '*') return false;
  ctx.namedExports.push({ local: object.text, as, node, property: property.text });
  return true;
}

function readStatement(ctx: ModuleContext, node: Node, parent: CodeSymbol | null, visible: boolean, walk: Walk): void {
  if (node.type === 'ERROR') walk(node, parent, visible);
  else if (node.type === 'export_statement') readExport(ctx, node, parent, walk);
  else if (node.type === 'expression_statement') {
    const inner = named(node)[0];
    if (inner?.type === 'internal_module') readDeclaration(ctx, { node: inner, outer: node, parent, visible }, walk);
    else if (parent) return;
    else if (inner?.type === 'assignment_expression') {
      if (!readCommonJs(ctx, inner, walk)) ctx.deferred.push(node);
    } else if (inner?.type === 'call_expression') ctx.deferred.push(node);
  } else {
    readDeclaration(ctx, { node, outer: node, parent, visible: parent ? false : visible }, walk);
    if (!parent && (node.type === 'lexical_declaration' || node.type === 'variable_declaration')) readDeclaredExports(ctx, node, walk);
  }
}

/** `const proto = module.exports = {…}`, `var app = exports = module.exports = {}`: the variable is the module's export. */
function readDeclaredExports(ctx: ModuleContext, node: Node, walk: Walk): void {
  for (const declarator of named(node)) {
    const value = field(declarator, 'value');
    if (value?.type !== 'assignment_expression') continue;
    readCommonJs(ctx, value, walk);
    const name = field(declarator, 'name');
    if (name?.type === 'identifier' && isExportsObject(field(value, 'left'))) ctx.exportName(name.text, null, declarator);
  }
}

/**
 * An exported name that an import binds is a re-export: one import per line and module, at the
 * export's line, with `reexport` set and each name as it is exported.
 */
function readReexports(ctx: ModuleContext, bindings: Bindings): void {
  const byPlace = new Map<string, { node: Node; specifier: string; names: ImportedName[] }>();
  for (const { local, as, node, property } of ctx.namedExports) {
    const binding = bindings.get(local);
    if (!binding) continue;
    const imported = property ?? binding.imported;
    const name = as ?? (imported === '*' ? '*' : 'default');
    const key = `${node.startPosition.row}\u0000${binding.specifier}`;
    const place = byPlace.get(key) ?? { node, specifier: binding.specifier, names: [] };
    place.names.push({ name, imported });
    byPlace.set(key, place);
  }
  for (const { node, specifier, names } of byPlace.values()) ctx.scope.import(specifier, node, names, true);
}

/**
 * Every top-level declaration, namespace member, CommonJS export and member assignment of a
 * JavaScript/TypeScript file, and the re-exports of names its imports bind.
 */
export function readSymbols(root: Node, scope: FileScope, bindings: Bindings): void {
  const ctx = new ModuleContext(scope, codeStart(root), /\.d\.[cm]?ts$/.test(scope.path), bindings);
  const walk: Walk = (body, parent, visible) => {
    for (const statement of named(body)) readStatement(ctx, statement, parent, visible, walk);
  };
  walk(root, null, false);
  readDeferred(ctx);
  readReexports(ctx, bindings);
  ctx.settle();
}
