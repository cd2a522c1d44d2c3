import type { CodeSymbol } from '../../../model.js';
import type { FileScope } from '../../shared/file-scope.js';
import { childOfType, field, named, type Node } from '../../shared/nodes.js';
import { ModuleContext } from './context.js';
import { declare, readClass, readDeclaration, readFunction, type Declared } from './declarations.js';
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
  if (value?.type === 'identifier') ctx.exportedNames.add(value.text);
  else if (value && (FUNCTION_VALUES.has(value.type) || CLASS_VALUES.has(value.type))) {
    readDeclaration(ctx, { node: value, outer: node, parent, visible: true }, walk);
  }
  const clause = childOfType(node, 'export_clause');
  for (const specifier of clause ? named(clause) : []) {
    const name = field(specifier, 'name');
    if (name) ctx.exportedNames.add(name.text);
  }
}

/** `module.exports = …`, `module.exports.x = …`, `exports.x = …`. */
function readCommonJs(ctx: ModuleContext, assignment: Node, walk: Walk): void {
  const left = field(assignment, 'left');
  const right = field(assignment, 'right');
  if (!left || !right) return;
  if (right.type === 'assignment_expression') readCommonJs(ctx, right, walk);
  const target = left.text.replace(/\s+/g, '');
  const at: Declared = { node: right, outer: assignment.parent?.type === 'expression_statement' ? assignment.parent : assignment, parent: null, visible: true };
  if (target === 'module.exports') {
    if (right.type === 'identifier') ctx.exportedNames.add(right.text);
    else if (right.type === 'object') readExportedObject(ctx, right);
    else if (CLASS_VALUES.has(right.type) && field(right, 'name')) readClass(ctx, at, field(right, 'name')!.text);
    else if (FUNCTION_VALUES.has(right.type) && field(right, 'name')) readFunction(ctx, at, field(right, 'name')!.text);
    return;
  }
  const member = /^(?:module\.)?exports\.([A-Za-z_$][\w$]*)$/.exec(target)?.[1];
  if (!member) return;
  if (right.type === 'identifier') ctx.exportedNames.add(right.text);
  else if (CLASS_VALUES.has(right.type)) readClass(ctx, at, member);
  else if (FUNCTION_VALUES.has(right.type)) readFunction(ctx, at, member);
  else declare(ctx, { ...at, node: at.outer }, 'variable', member, null);
}

function readStatement(ctx: ModuleContext, node: Node, parent: CodeSymbol | null, visible: boolean, walk: Walk): void {
  if (node.type === 'ERROR') walk(node, parent, visible);
  else if (node.type === 'export_statement') readExport(ctx, node, parent, walk);
  else if (node.type === 'expression_statement') {
    const inner = named(node)[0];
    if (inner?.type === 'internal_module') readDeclaration(ctx, { node: inner, outer: node, parent, visible }, walk);
    else if (inner?.type === 'assignment_expression' && !parent) readCommonJs(ctx, inner, walk);
  } else {
    readDeclaration(ctx, { node, outer: node, parent, visible: parent ? false : visible }, walk);
    if (!parent && (node.type === 'lexical_declaration' || node.type === 'variable_declaration')) readDeclaredExports(ctx, node, walk);
  }
}

/** `const proto = module.exports = {…}`. */
function readDeclaredExports(ctx: ModuleContext, node: Node, walk: Walk): void {
  for (const declarator of named(node)) {
    const value = field(declarator, 'value');
    if (value?.type !== 'assignment_expression') continue;
    readCommonJs(ctx, value, walk);
    const name = field(declarator, 'name');
    if (name && /^(?:module\.)?exports\b/.test(field(value, 'left')?.text ?? '')) ctx.exportedNames.add(name.text);
  }
}

/** Every top-level declaration, namespace member and CommonJS export of a JavaScript/TypeScript file. */
export function readSymbols(root: Node, scope: FileScope): void {
  const ctx = new ModuleContext(scope, /\.d\.[cm]?ts$/.test(scope.path));
  const walk: Walk = (body, parent, visible) => {
    for (const statement of named(body)) readStatement(ctx, statement, parent, visible, walk);
  };
  walk(root, null, false);
  ctx.settle();
}
