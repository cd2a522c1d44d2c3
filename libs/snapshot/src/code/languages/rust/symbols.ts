import type { CodeSymbol, Parameter, SymbolKind } from '../../../model.js';
import { cleanComment } from '../../shared/comments.js';
import type { FileScope } from '../../shared/file-scope.js';
import { childOfType, field, named, type Node } from '../../shared/nodes.js';

/** Outer doc comments: `///` lines and `/** … *\/` blocks. */
export const isOuterDoc = (raw: string): boolean => (raw.startsWith('///') && !raw.startsWith('////')) || (raw.startsWith('/**') && !raw.startsWith('/***') && raw !== '/**/');
export const isInnerDoc = (raw: string): boolean => raw.startsWith('//!') || raw.startsWith('/*!');

/** The types declared in the file, by qualifiedName: what an `impl` block extends. */
type Context = { scope: FileScope; types: Map<string, CodeSymbol> };

const TYPE_ITEMS = new Set(['struct_item', 'enum_item', 'union_item', 'type_item']);

const ITEM_KINDS: Record<string, SymbolKind> = {
  function_item: 'function', function_signature_item: 'function', struct_item: 'struct', enum_item: 'enum', union_item: 'union',
  type_item: 'type', trait_item: 'trait', mod_item: 'module', const_item: 'constant', static_item: 'constant', associated_type: 'type', macro_definition: 'function',
};

/** Only a plain `pub` counts: `pub(crate)`, `pub(super)` and `pub(in …)` stay inside the crate. */
function isPub(node: Node): boolean {
  return childOfType(node, 'visibility_modifier')?.text === 'pub';
}

/** The attributes written above an item (its siblings in the tree). */
function attributesOf(node: Node): Node[] {
  const found: Node[] = [];
  for (let at = node.previousNamedSibling; at && (at.type === 'attribute_item' || (at.type === 'line_comment' && !isOuterDoc(at.text))); at = at.previousNamedSibling) {
    if (at.type === 'attribute_item') found.unshift(at);
  }
  return found;
}

function parameters(fn: Node): Parameter[] {
  const list = field(fn, 'parameters');
  return (list ? named(list) : []).flatMap((p) => {
    if (p.type === 'parameter') return [{ name: field(p, 'pattern')?.text ?? p.text, type: field(p, 'type')?.text ?? null }];
    if (p.type === 'variadic_parameter') return [{ name: '...', type: null }];
    return [];
  });
}

function docOf(scope: FileScope, node: Node): string | null {
  const start = attributesOf(node)[0] ?? node;
  const body = field(node, 'body');
  const inner = node.type === 'mod_item' && body ? innerDoc(scope, body) : null;
  return scope.docText(start, isOuterDoc) ?? inner;
}

/** The first `//!` comment inside an inline module's body documents the module. */
function innerDoc(scope: FileScope, body: Node): string | null {
  const first = scope.comments.find((c) => c.start > body.startIndex && c.end < body.endIndex && isInnerDoc(c.raw));
  return first ? cleanComment(first.raw) || null : null;
}

/**
 * Where an item stands: its container, whether that container is public, and whether members are
 * public without `pub` (trait items, trait impls). A module's own visibility is not followed: a
 * `pub fn` in a private module counts, as it must for a module in another file, which one file
 * cannot see.
 */
type Place = { parent: CodeSymbol | string | null; visible: boolean; implicit: boolean; separator?: string };

function headEnd(node: Node): number {
  if (node.type === 'macro_definition') return named(node).find((n) => n.type === 'macro_rule')?.startIndex ?? node.endIndex;
  const body = field(node, 'body');
  // A tuple struct's fields are its shape (`pub struct Meters(pub f64)`, a newtype): kept in the head.
  return body && body.type !== 'ordered_field_declaration_list' ? body.startIndex : node.endIndex;
}

function inType(place: Place): boolean {
  return place.parent !== null && (typeof place.parent === 'string' || place.parent.kind !== 'module');
}

function readItem(ctx: Context, node: Node, place: Place): CodeSymbol | null {
  const kind = ITEM_KINDS[node.type];
  const name = field(node, 'name')?.text;
  if (!kind || !name) return null;
  const macroExport = node.type === 'macro_definition' && attributesOf(node).some((a) => a.text.includes('macro_export'));
  const symbol = ctx.scope.symbol({
    kind: inType(place) && kind === 'function' ? 'method' : kind,
    name,
    parent: place.parent,
    node,
    signature: ctx.scope.head(node.startIndex, headEnd(node)),
    parameters: kind === 'function' ? parameters(node) : [],
    doc: docOf(ctx.scope, node),
    exported: macroExport || (place.visible && (place.implicit || isPub(node))),
    abstract: node.type === 'function_signature_item' && inType(place),
    extends: node.type === 'trait_item' ? boundsOf(node) : [],
    implements: derived(node),
    separator: place.separator,
  });
  if (!inType(place) && TYPE_ITEMS.has(node.type)) ctx.types.set(symbol.qualifiedName, symbol);
  readBody(ctx, node, symbol);
  return symbol;
}

/** `#[derive(Clone, Debug)]` implements Clone and Debug for the type. */
function derived(node: Node): string[] {
  if (!['struct_item', 'enum_item', 'union_item'].includes(node.type)) return [];
  return attributesOf(node).flatMap((attribute) => {
    const list = /^#\[\s*derive\s*\(([^)]*)\)\s*\]$/s.exec(attribute.text)?.[1];
    return list ? list.split(',').map((name) => name.trim()).filter(Boolean) : [];
  });
}

function boundsOf(trait: Node): string[] {
  const bounds = field(trait, 'bounds');
  return bounds ? named(bounds).map((b) => b.text) : [];
}

function readBody(ctx: Context, node: Node, symbol: CodeSymbol): void {
  const body = field(node, 'body');
  if (!body) return;
  if (node.type === 'trait_item') for (const item of named(body)) readItem(ctx, item, { parent: symbol, visible: symbol.exported, implicit: true });
  else if (node.type === 'mod_item') readItems(ctx, body, symbol);
  else if (node.type === 'struct_item' || node.type === 'union_item') readFields(ctx, body, symbol);
  else if (node.type === 'enum_item') ctx.scope.enumMembers(symbol, named(body).filter((n) => n.type === 'enum_variant'), (n) => field(n, 'name')?.text ?? null);
}

function readFields(ctx: Context, body: Node, parent: CodeSymbol): void {
  for (const member of named(body).filter((n) => n.type === 'field_declaration')) {
    const name = field(member, 'name')?.text;
    if (!name) continue;
    ctx.scope.symbol({ kind: 'field', name, parent, node: member, signature: ctx.scope.head(member.startIndex, member.endIndex), doc: docOf(ctx.scope, member), exported: isPub(member) });
  }
}

/**
 * The type an `impl` is for, as its members' parent: `Foo` for `Foo<T>`, `&'a Foo`, `a::b::Foo`
 * and `dyn Foo`; other shapes (`[T]`, tuples, function pointers) as written, on one line.
 */
function implTarget(type: Node): string {
  switch (type.type) {
    case 'generic_type':
    case 'reference_type':
    case 'pointer_type': {
      const inner = field(type, 'type');
      return inner ? implTarget(inner) : type.text;
    }
    case 'scoped_type_identifier':
      return field(type, 'name')?.text ?? type.text;
    case 'dynamic_type': {
      const trait = field(type, 'trait') ?? named(type)[0];
      return trait ? implTarget(trait) : type.text;
    }
    default:
      return type.text.replace(/\s+/g, ' ').trim();
  }
}

/**
 * `impl Type` and `impl Trait for Type`: methods, constants and types land on Type (`Type::name`);
 * the trait joins Type's `implements`. A member of an inherent impl is public with `pub` when its
 * type is (a type declared elsewhere is taken as public); a trait impl's members need no `pub`.
 */
function readImpl(ctx: Context, node: Node, module: CodeSymbol | null): void {
  const type = field(node, 'type');
  const typeText = type ? implTarget(type) : '';
  const trait = field(node, 'trait')?.text;
  const body = field(node, 'body');
  if (!typeText) return;
  const qualified = module ? `${module.qualifiedName}::${typeText}` : typeText;
  const owner = ctx.types.get(qualified);
  if (owner && trait && !owner.implements.includes(trait)) owner.implements.push(trait);
  const parent = owner ?? qualified;
  const place: Place = { parent, visible: !owner || owner.exported, implicit: trait !== undefined, separator: '::' };
  for (const item of body ? named(body) : []) readItem(ctx, item, place);
}

function readItems(ctx: Context, container: Node, module: CodeSymbol | null): void {
  // Items that error recovery left inside an ERROR node are still items.
  const items = named(container).flatMap((item) => (item.type === 'ERROR' ? named(item) : [item]));
  const place: Place = { parent: module, visible: true, implicit: false };
  for (const item of items) if (item.type !== 'impl_item') readItem(ctx, item, place);
  for (const item of items) if (item.type === 'impl_item') readImpl(ctx, item, module);
}

/** Items of a Rust file; `impl` blocks are read after the types they extend, wherever they stand. */
export function readSymbols(root: Node, scope: FileScope): void {
  readItems({ scope, types: new Map() }, root, null);
}
