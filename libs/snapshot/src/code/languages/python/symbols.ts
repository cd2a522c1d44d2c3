import type { CodeSymbol, SymbolKind } from '../../../model.js';
import type { FileScope } from '../../shared/file-scope.js';
import { childrenOfType, endLineOf, field, lineOf, named, stringValue, type Node } from '../../shared/nodes.js';
import { docstringNode, docstringOf } from './docstrings.js';
import { parametersOf } from './parameters.js';
import { firstParagraph } from './purpose.js';

/** A symbol later definitions of the same name fold into: `@overload` stubs, or a property's getter. */
type Fold = { symbol: CodeSymbol; stubs: boolean };

type Context = { scope: FileScope; all: Set<string> | null; folds: Map<string, Fold> };

// `typing` is often imported under another name (`import typing as t`), so any module prefix counts.
const PROTOCOL = /^(?:[A-Za-z_][\w.]*\.)?Protocol(?:\[.*\])?$/s;
const ABSTRACT_BASE = /^(?:[A-Za-z_][\w.]*\.)?ABC$/;
const OVERLOAD = /^(?:[A-Za-z_][\w.]*\.)?overload$/;
// `T = TypeVar("T")`, `P = t.ParamSpec("P")`: type parameters, never part of the public surface.
const TYPE_PARAMETER = /^(?:[A-Za-z_][\w.]*\.)?(?:TypeVar|ParamSpec|TypeVarTuple)$/;
const NESTED_BLOCKS = new Set(['ERROR', 'if_statement', 'elif_clause', 'else_clause', 'try_statement', 'except_clause', 'finally_clause', 'with_statement', 'block']);

function decoratorNames(decorators: Node[]): string[] {
  return decorators.map((d) => d.text.replace(/^@\s*/, '').replace(/\(.*$/s, ''));
}

function publicName(name: string): boolean {
  return !name.startsWith('_') || /^__\w+__$/.test(name);
}

function isExported(ctx: Context, name: string, parent: CodeSymbol | null): boolean {
  if (parent) return parent.exported && publicName(name);
  return ctx.all ? ctx.all.has(name) : !name.startsWith('_');
}

function readFunction(ctx: Context, node: Node, decorators: Node[], parent: CodeSymbol | null): void {
  const name = field(node, 'name')?.text;
  const body = field(node, 'body');
  if (!name) return;
  const marks = decoratorNames(decorators);
  const method = parent !== null && parent.kind !== 'module';
  const accessor = marks.some((m) => m === `${name}.setter` || m === `${name}.getter` || m === `${name}.deleter`);
  const property = method && marks.some((m) => m === 'property' || m.endsWith('cached_property') || /\.(setter|getter|deleter)$/.test(m));
  const overload = marks.some((m) => OVERLOAD.test(m));
  const kind: SymbolKind = !method ? 'function' : name === '__init__' ? 'constructor' : property ? 'property' : 'method';
  const declared = {
    signature: ctx.scope.head(node.startIndex, body ? body.startIndex : node.endIndex),
    parameters: parametersOf(node, method && !marks.includes('staticmethod')),
    doc: docstringOf(body),
    abstract: marks.some((m) => /(?:^|\.)abstract(?:method|property|classmethod|staticmethod)$/.test(m)),
  };
  noteDocstring(ctx, body);
  const key = `${parent?.qualifiedName ?? ''}\u0000${name}`;
  const earlier = ctx.folds.get(key);
  if (earlier && (earlier.stubs || (accessor && earlier.symbol.kind === 'property'))) {
    fold(earlier, node, declared, !overload && !accessor);
    return;
  }
  const symbol = ctx.scope.symbol({ kind, name, parent, node, ...declared, exported: isExported(ctx, name, parent) });
  if (overload || property) ctx.folds.set(key, { symbol, stubs: overload });
  else ctx.folds.delete(key);
  if (symbol.abstract && parent) parent.abstract = true;
}

/**
 * Folds a later definition into the symbol of the same name: another `@overload` stub or a
 * property's setter, getter or deleter only widen its lines and lend it a doc it lacks; the
 * implementation after the stubs gives it its signature, parameters and doc.
 */
function fold(earlier: Fold, node: Node, declared: Pick<CodeSymbol, 'signature' | 'parameters' | 'doc' | 'abstract'>, implementation: boolean): void {
  const symbol = earlier.symbol;
  symbol.endLine = endLineOf(node);
  if (implementation) {
    Object.assign(symbol, { ...declared, doc: declared.doc ?? symbol.doc });
    earlier.stubs = false;
  } else symbol.doc ??= declared.doc;
}

function readClass(ctx: Context, node: Node, parent: CodeSymbol | null): void {
  const name = field(node, 'name')?.text;
  const body = field(node, 'body');
  if (!name) return;
  const bases = field(node, 'superclasses');
  const positional = bases ? named(bases).filter((n) => n.type !== 'keyword_argument' && n.type !== 'comment').map((n) => n.text) : [];
  const keywords = bases ? childrenOfType(bases, 'keyword_argument').map((n) => n.text.replace(/\s+/g, '')) : [];
  const symbol = ctx.scope.symbol({
    kind: positional.some((base) => PROTOCOL.test(base)) ? 'protocol' : 'class',
    name,
    parent,
    node,
    signature: ctx.scope.head(node.startIndex, body ? body.startIndex : node.endIndex),
    doc: docstringOf(body),
    exported: isExported(ctx, name, parent),
    abstract: positional.some((base) => ABSTRACT_BASE.test(base)) || keywords.some((k) => /^metaclass=(?:abc\.)?ABCMeta$/.test(k)),
    extends: positional.filter((base) => !PROTOCOL.test(base) && !ABSTRACT_BASE.test(base)),
  });
  noteDocstring(ctx, body);
  if (body) readBlock(ctx, body, symbol);
}

function assignedNames(left: Node | null): Node[] {
  if (left?.type === 'identifier') return [left];
  if (left?.type === 'pattern_list' || left?.type === 'tuple_pattern') return named(left).filter((n) => n.type === 'identifier');
  return [];
}

function isTypeParameter(value: Node | null): boolean {
  const callee = value?.type === 'call' ? field(value, 'function') : null;
  return callee !== null && TYPE_PARAMETER.test(callee.text);
}

function valueKind(name: string, type: string | null, parent: CodeSymbol | null, value: Node | null): SymbolKind {
  if (parent) return 'field';
  if (isTypeParameter(value)) return 'type';
  if (type === 'TypeAlias' || type?.endsWith('.TypeAlias')) return 'type';
  return /^[A-Z][A-Z0-9_]*$/.test(name) ? 'constant' : 'variable';
}

/** `NAME = …`, `name: T = …`, `a, b = …` at module or class level. */
function readAssignment(ctx: Context, statement: Node, parent: CodeSymbol | null): void {
  const assignment = named(statement)[0];
  if (assignment?.type !== 'assignment') return;
  const left = field(assignment, 'left');
  const type = field(assignment, 'type');
  const value = field(assignment, 'right');
  const typeParameter = !parent && isTypeParameter(value);
  const oneLine = !assignment.text.includes('\n');
  const end = oneLine ? assignment.endIndex : (type ?? left ?? assignment).endIndex;
  for (const name of assignedNames(left)) {
    if (name.text === '__all__') continue;
    ctx.scope.symbol({
      kind: valueKind(name.text, type?.text ?? null, parent, value),
      name: name.text,
      parent,
      node: statement,
      signature: ctx.scope.head(assignment.startIndex, end),
      exported: !typeParameter && isExported(ctx, name.text, parent),
    });
  }
}

function readStatement(ctx: Context, statement: Node, parent: CodeSymbol | null): void {
  switch (statement.type) {
    case 'function_definition':
      return readFunction(ctx, statement, [], parent);
    case 'class_definition':
      return readClass(ctx, statement, parent);
    case 'decorated_definition': {
      const definition = field(statement, 'definition');
      const decorators = childrenOfType(statement, 'decorator');
      if (definition?.type === 'function_definition') readFunction(ctx, definition, decorators, parent);
      else if (definition?.type === 'class_definition') readClass(ctx, definition, parent);
      return;
    }
    case 'expression_statement':
      return readAssignment(ctx, statement, parent);
    default:
      // Definitions under `if TYPE_CHECKING:`, `try: … except ImportError:` belong to the module.
      if (!parent && NESTED_BLOCKS.has(statement.type) && !isMainGuard(statement)) for (const inner of named(statement)) readStatement(ctx, inner, parent);
  }
}

function isMainGuard(statement: Node): boolean {
  return statement.type === 'if_statement' && (field(statement, 'condition')?.text.includes('__name__') ?? false);
}

function readBlock(ctx: Context, block: Node, parent: CodeSymbol | null): void {
  for (const statement of named(block)) readStatement(ctx, statement, parent);
}

function noteDocstring(ctx: Context, body: Node | null): void {
  const node = docstringNode(body);
  const text = node ? docstringOf(body) : null;
  if (node && text) ctx.scope.docString(node, text);
}

/** `__all__ = [...]` at the module's top level, when it lists only string literals. */
export function dunderAll(root: Node): Set<string> | null {
  for (const statement of childrenOfType(root, 'expression_statement')) {
    const assignment = named(statement)[0];
    if (assignment?.type !== 'assignment' || field(assignment, 'left')?.text !== '__all__') continue;
    const value = field(assignment, 'right');
    if (!value || (value.type !== 'list' && value.type !== 'tuple')) return null;
    const names = named(value).map(stringValue);
    return names.every((name) => name !== null) ? new Set(names as string[]) : null;
  }
  return null;
}

/** The module docstring's first paragraph, as the file's purpose. */
function readPurpose(root: Node, scope: FileScope): void {
  const node = docstringNode(root);
  const text = firstParagraph(docstringOf(root) ?? '');
  if (node && text) scope.purpose = { text, line: lineOf(node) };
}

/** Classes, functions, methods and module-level names of a Python module, and its purpose; `all` is its `__all__`. */
export function readSymbols(root: Node, scope: FileScope, all: Set<string> | null): void {
  const ctx: Context = { scope, all, folds: new Map() };
  noteDocstring(ctx, root);
  readPurpose(root, scope);
  readBlock(ctx, root, null);
}
