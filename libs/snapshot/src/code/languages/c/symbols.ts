import type { CodeSymbol, SymbolKind } from '../../../model.js';
import type { FileScope } from '../../shared/file-scope.js';
import { childOfType, field, fieldNodes, named, type Node } from '../../shared/nodes.js';
import { declaredName, functionDeclarator, parameters, splitQualified } from './declarators.js';

/** Doxygen: Javadoc-style and `/*!` blocks, `///` and `//!` lines. */
export const isDoxygen = (raw: string): boolean => /^(?:\/\*\*(?!\/)|\/\*!|\/\/\/(?!\/)|\/\/!)/.test(raw);

const SPECIFIERS: Record<string, SymbolKind> = { struct_specifier: 'struct', union_specifier: 'union', enum_specifier: 'enum', class_specifier: 'class' };
const TRANSPARENT = new Set(['ERROR', 'preproc_ifdef', 'preproc_if', 'preproc_else', 'preproc_elif', 'preproc_elifdef', 'declaration_list']);

type Access = 'public' | 'private' | 'protected';
type Ctx = { scope: FileScope; header: boolean };
/** Where a declaration stands: its container, and for members the access in force. */
type Place = { parent: CodeSymbol | null; access: Access; outer: Node | null };

function isStatic(node: Node): boolean {
  return named(node).some((n) => n.type === 'storage_class_specifier' && n.text === 'static');
}

function exported(ctx: Ctx, node: Node, place: Place): boolean {
  if (!ctx.header || isStatic(node)) return false;
  return place.parent ? place.parent.exported && place.access === 'public' : true;
}

function add(ctx: Ctx, node: Node, place: Place, kind: SymbolKind, name: string, parent: CodeSymbol | string | null, end: number, extra: { parameters?: ReturnType<typeof parameters>; extends?: string[]; skip?: Node[]; abstract?: boolean } = {}): CodeSymbol {
  const outer = place.outer ?? node;
  return ctx.scope.symbol({
    kind,
    name,
    parent,
    node: outer,
    signature: ctx.scope.head(outer.startIndex, end, extra.skip ?? []),
    parameters: extra.parameters ?? [],
    doc: ctx.scope.docText(outer, isDoxygen),
    exported: exported(ctx, node, place),
    extends: extra.extends ?? [],
    abstract: extra.abstract ?? false,
  });
}

/** A function definition or prototype; `Shape::area` lands on `Shape`. */
function readFunction(ctx: Ctx, node: Node, fn: Node, place: Place): void {
  const nameNode = declaredName(fn);
  if (!nameNode) return;
  const { name, scope } = splitQualified(nameNode);
  const parent = scope ?? place.parent;
  const owner = typeof parent === 'string' ? parent.split('::').at(-1) : parent?.name;
  const inType = typeof parent === 'string' || (parent !== null && parent.kind !== 'module');
  const kind: SymbolKind = !inType ? 'function' : name === owner ? 'constructor' : 'method';
  const body = field(node, 'body');
  // A pure virtual member (`= 0`) makes the method, and its class, abstract.
  const pure = node.type === 'field_declaration' && /=\s*0\s*;?$/.test(node.text);
  if (pure && place.parent) place.parent.abstract = true;
  add(ctx, node, place, kind, name, scope && place.parent ? `${place.parent.qualifiedName}::${scope}` : parent, body ? body.startIndex : node.endIndex, { parameters: parameters(fn), abstract: pure });
}

function bases(node: Node): string[] {
  const clause = childOfType(node, 'base_class_clause');
  return clause ? named(clause).filter((n) => n.type !== 'access_specifier').map((n) => n.text) : [];
}

/** `struct point { … }`, `class Shape : public Base { … }`; anonymous ones take the typedef's name. */
function readSpecifier(ctx: Ctx, node: Node, place: Place, fallbackName: string | null): CodeSymbol | null {
  const body = field(node, 'body');
  const name = field(node, 'name')?.text ?? fallbackName;
  if (!body || !name) return null;
  const kind = SPECIFIERS[node.type] ?? 'struct';
  const symbol = add(ctx, node, place, kind, name, place.parent, body.startIndex, { extends: bases(node) });
  if (kind === 'enum') ctx.scope.enumMembers(symbol, named(body).filter((n) => n.type === 'enumerator'), (n) => field(n, 'name')?.text ?? null);
  else readMembers(ctx, body, symbol, node.type === 'class_specifier' ? 'private' : 'public');
  return symbol;
}

function readMembers(ctx: Ctx, body: Node, parent: CodeSymbol, initial: Access): void {
  let access = initial;
  for (const member of named(body)) {
    if (member.type === 'access_specifier') access = member.text.replace(/:$/, '').trim() as Access;
    else readDeclaration(ctx, member, { parent, access, outer: null });
  }
}

function readVariables(ctx: Ctx, node: Node, place: Place): void {
  const kind: SymbolKind = node.type === 'field_declaration' ? 'field' : /\bconst\b/.test(field(node, 'type')?.text ?? '') || named(node).some((n) => n.type === 'type_qualifier' && n.text === 'const') ? 'constant' : 'variable';
  for (const declarator of fieldNodes(node, 'declarator')) {
    const name = declaredName(declarator);
    if (name && name.type !== 'qualified_identifier') add(ctx, node, place, kind, name.text, place.parent, node.endIndex);
  }
}

function readTypedef(ctx: Ctx, node: Node, place: Place): void {
  const type = field(node, 'type');
  const names = fieldNodes(node, 'declarator').map(declaredName).filter((n): n is Node => n !== null);
  const anonymous = type && SPECIFIERS[type.type] && !field(type, 'name');
  const body = type ? field(type, 'body') : null;
  if (type && SPECIFIERS[type.type]) readSpecifier(ctx, type, { ...place, outer: node }, anonymous ? (names[0]?.text ?? null) : null);
  for (const name of anonymous && body ? names.slice(1) : names) add(ctx, node, place, 'type', name.text, place.parent, node.endIndex, { skip: body ? [body] : [] });
}

/** One declaration of a file, namespace, `extern "C"` block or class body. */
export function readDeclaration(ctx: Ctx, node: Node, place: Place): void {
  const type = field(node, 'type');
  if (TRANSPARENT.has(node.type)) for (const inner of named(node)) readDeclaration(ctx, inner, place);
  else if (node.type === 'linkage_specification') readDeclaration(ctx, field(node, 'body') ?? node, place);
  else if (node.type === 'template_declaration') {
    const inner = named(node).at(-1);
    if (inner && inner.type !== 'template_parameter_list') readDeclaration(ctx, inner, { ...place, outer: place.outer ?? node });
  } else if (node.type === 'namespace_definition') {
    const body = field(node, 'body');
    const name = field(node, 'name')?.text;
    const symbol = name ? add(ctx, node, place, 'module', name, place.parent, body ? body.startIndex : node.endIndex) : place.parent;
    if (body) for (const inner of named(body)) readDeclaration(ctx, inner, { parent: symbol, access: 'public', outer: null });
  } else if (node.type === 'function_definition') {
    const fn = functionDeclarator(field(node, 'declarator'));
    if (fn) readFunction(ctx, node, fn, place);
  } else if (node.type === 'declaration' || node.type === 'field_declaration') {
    const fn = functionDeclarator(field(node, 'declarator'));
    if (type && SPECIFIERS[type.type] && field(type, 'body')) readSpecifier(ctx, type, place, null);
    if (fn) readFunction(ctx, node, fn, place);
    else readVariables(ctx, node, place);
  } else if (node.type === 'type_definition') readTypedef(ctx, node, place);
  else if (node.type === 'alias_declaration') add(ctx, node, place, 'type', field(node, 'name')?.text ?? '', place.parent, node.endIndex);
  else if (SPECIFIERS[node.type]) readSpecifier(ctx, node, place, null);
  else if (node.type === 'preproc_def' || node.type === 'preproc_function_def') readMacro(ctx, node, place);
}

function readMacro(ctx: Ctx, node: Node, place: Place): void {
  const name = field(node, 'name')?.text;
  const value = field(node, 'value');
  if (!name || /^_*[A-Z0-9_]+_H(?:PP|XX)?_*$/.test(name)) return;
  const end = node.type === 'preproc_function_def' ? (field(node, 'parameters')?.endIndex ?? node.endIndex) : (value?.endIndex ?? node.endIndex);
  const params = node.type === 'preproc_function_def' ? (field(node, 'parameters') ? named(field(node, 'parameters')!).map((p) => ({ name: p.text, type: null })) : []) : [];
  add(ctx, node, place, node.type === 'preproc_function_def' ? 'function' : 'constant', name, place.parent, Math.min(end, node.startIndex + 200), { parameters: params });
}

/** Header files: the only place C and C++ declare a public surface. */
export function isHeader(path: string): boolean {
  return /\.(?:h|hh|hpp|hxx|h\+\+|inl|ipp|tpp)$/i.test(path);
}

/** Functions (definitions and prototypes), types, namespaces, class members, variables and macros of a C or C++ file. */
export function readSymbols(root: Node, scope: FileScope): void {
  const ctx: Ctx = { scope, header: isHeader(scope.path) };
  for (const node of named(root)) readDeclaration(ctx, node, { parent: null, access: 'public', outer: null });
}
