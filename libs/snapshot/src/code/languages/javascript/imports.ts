import type { ImportedName } from '../../../model.js';
import type { FileScope } from '../../shared/file-scope.js';
import { field, named, stringValue, type Node } from '../../shared/nodes.js';

/** A name an import binds at the top level of the file, and where it comes from. */
export type Binding = { specifier: string; imported: string };
/** The file's top-level import bindings, by local name: what a later `export { x }` or `module.exports = { x }` re-exports. */
export type Bindings = ReadonlyMap<string, Binding>;

const EXPORTS_OBJECT = /^(?:module\.)?exports$/;
const EXPORTS_MEMBER = /^(?:module\.)?exports\.([A-Za-z_$][\w$]*)$/;

/** `module.exports`, `exports` (whitespace ignored). */
export function isExportsObject(node: Node | null): boolean {
  return !!node && EXPORTS_OBJECT.test(node.text.replace(/\s+/g, ''));
}

/** The `x` of `exports.x` / `module.exports.x`; null for anything else. */
export function exportsMember(node: Node | null): string | null {
  return node ? (EXPORTS_MEMBER.exec(node.text.replace(/\s+/g, ''))?.[1] ?? null) : null;
}

function firstStringArgument(call: Node): string | null {
  const args = field(call, 'arguments');
  const first = args ? named(args).find((n) => n.type !== 'comment') : null;
  return first && (first.type === 'string' || first.type === 'template_string') ? stringValue(first) : null;
}

function isLoader(call: Node): boolean {
  const callee = field(call, 'function');
  return !!callee && (callee.type === 'import' || (callee.type === 'identifier' && callee.text === 'require'));
}

/**
 * The module a value loads and the name it takes from it: `require('m')` and `await import('m')`
 * take `*`, `require('m').x` takes `x`. Null when the value is not such a load (an `import()` not
 * awaited gives a promise, not the module).
 */
export function loadedModule(value: Node | null): { specifier: string; imported: string; call: Node } | null {
  let node = value;
  const awaited = node?.type === 'await_expression';
  if (awaited) node = named(node!)[0] ?? null;
  if (node?.type === 'call_expression' && isLoader(node) && (awaited || field(node, 'function')?.type !== 'import')) {
    const specifier = firstStringArgument(node);
    return specifier === null ? null : { specifier, imported: '*', call: node };
  }
  if (node?.type === 'member_expression') {
    const object = field(node, 'object');
    const property = field(node, 'property');
    const inner = object?.type === 'call_expression' && isLoader(object) ? firstStringArgument(object) : null;
    if (object && inner !== null && property?.type === 'property_identifier') return { specifier: inner, imported: property.text, call: object };
  }
  return null;
}

/** `{ a, b: c, d = 1, ...rest }` on the left of a load: each local name with the property it reads. */
function patternNames(pattern: Node, imported: string): ImportedName[] {
  if (pattern.type === 'identifier') return [{ name: pattern.text, imported }];
  if (pattern.type !== 'object_pattern') return [];
  const names: ImportedName[] = [];
  for (const part of named(pattern)) {
    if (part.type === 'shorthand_property_identifier_pattern') names.push({ name: part.text, imported: part.text });
    else if (part.type === 'object_assignment_pattern') {
      const left = field(part, 'left');
      if (left?.type === 'shorthand_property_identifier_pattern') names.push({ name: left.text, imported: left.text });
    } else if (part.type === 'pair_pattern') {
      const key = field(part, 'key');
      let value = field(part, 'value');
      if (value?.type === 'assignment_pattern') value = field(value, 'left');
      if (key && value?.type === 'identifier') names.push({ name: value.text, imported: key.type === 'string' ? (stringValue(key) ?? key.text) : key.text });
    } else if (part.type === 'rest_pattern') {
      const rest = named(part)[0];
      if (rest?.type === 'identifier') names.push({ name: rest.text, imported: '*' });
    }
  }
  return names;
}

/** `import a, { b as c } from`, `import * as ns from`, `import x = require()`. */
function importClauseNames(statement: Node): ImportedName[] {
  const names: ImportedName[] = [];
  for (const clause of named(statement)) {
    if (clause.type === 'import_require_clause') {
      const local = named(clause).find((n) => n.type === 'identifier');
      if (local) names.push({ name: local.text, imported: '*' });
    }
    if (clause.type !== 'import_clause') continue;
    for (const part of named(clause)) {
      if (part.type === 'identifier') names.push({ name: part.text, imported: 'default' });
      else if (part.type === 'namespace_import') {
        const local = named(part).find((n) => n.type === 'identifier');
        if (local) names.push({ name: local.text, imported: '*' });
      } else if (part.type === 'named_imports') {
        for (const specifier of named(part).filter((n) => n.type === 'import_specifier')) {
          const name = field(specifier, 'name');
          if (name) names.push({ name: (field(specifier, 'alias') ?? name).text, imported: stringValue(name) ?? name.text });
        }
      }
    }
  }
  return names;
}

/** `export * from`, `export * as ns from`, `export { a as b, default } from`: the names public here. */
function exportFromNames(statement: Node): ImportedName[] {
  const namespace = named(statement).find((n) => n.type === 'namespace_export');
  if (namespace) {
    const local = named(namespace).find((n) => n.type === 'identifier' || n.type === 'string');
    return local ? [{ name: stringValue(local) ?? local.text, imported: '*' }] : [];
  }
  const clause = named(statement).find((n) => n.type === 'export_clause');
  if (!clause) return [{ name: '*', imported: '*' }];
  return named(clause)
    .filter((n) => n.type === 'export_specifier')
    .flatMap((specifier) => {
      const name = field(specifier, 'name');
      if (!name) return [];
      const imported = stringValue(name) ?? name.text;
      const alias = field(specifier, 'alias');
      return [{ name: alias ? (stringValue(alias) ?? alias.text) : imported, imported }];
    });
}

/** The exported name a load is assigned to (`exports.x = require()`, `module.exports = { x: require() }`), when it is. */
function reexportedAs(value: Node, imported: string): string | null {
  const parent = value.parent;
  if (parent?.type === 'assignment_expression' && field(parent, 'right')?.id === value.id) {
    const left = field(parent, 'left');
    if (isExportsObject(left)) return imported === '*' ? '*' : 'default';
    return exportsMember(left);
  }
  if (parent?.type === 'pair' && field(parent, 'value')?.id === value.id) {
    const object = parent.parent;
    const assignment = object?.parent;
    const key = field(parent, 'key');
    if (key && assignment?.type === 'assignment_expression' && field(assignment, 'right')?.id === object?.id && isExportsObject(field(assignment, 'left'))) {
      return key.type === 'string' ? stringValue(key) : key.text;
    }
  }
  return null;
}

/** A `require()` or `import()` call: the names it binds, or the name it re-exports under. */
function readLoad(call: Node, scope: FileScope, bindings: Map<string, Binding>): void {
  let value: Node = call;
  if (value.parent?.type === 'await_expression') value = value.parent;
  if (value.parent?.type === 'member_expression' && field(value.parent, 'object')?.id === value.id) value = value.parent;
  const load = loadedModule(value);
  const specifier = load?.specifier ?? firstStringArgument(call);
  if (specifier === null) return;
  if (!load) {
    scope.import(specifier, call);
    return;
  }
  const as = reexportedAs(value, load.imported);
  if (as !== null) {
    scope.import(specifier, call, [{ name: as, imported: load.imported }], true);
    return;
  }
  const declarator = value.parent?.type === 'variable_declarator' && field(value.parent, 'value')?.id === value.id ? value.parent : null;
  const pattern = declarator ? field(declarator, 'name') : null;
  const names = pattern ? patternNames(pattern, load.imported) : [];
  if (declarator?.parent?.parent?.type === 'program') for (const { name, imported } of names) bindings.set(name, { specifier, imported });
  scope.import(specifier, call, names);
}

/**
 * `import … from 'x'`, `export … from 'x'`, `import x = require('x')`, `require('x')`, `import('x')`,
 * each with the names it binds; `export … from` and `module.exports = require('x')` are re-exports.
 * Returns the top-level bindings, for the re-exports the symbol reader finds by name.
 */
export function readImports(root: Node, calls: Node[], scope: FileScope): Bindings {
  const bindings = new Map<string, Binding>();
  for (const node of root.descendantsOfType(['import_statement', 'export_statement'])) {
    if (!node) continue;
    const source = field(node, 'source') ?? named(node).find((n) => n.type === 'import_require_clause')?.childForFieldName('source') ?? null;
    const specifier = source ? stringValue(source) : null;
    if (specifier === null) continue;
    if (node.type === 'export_statement') {
      scope.import(specifier, node, exportFromNames(node), true);
      continue;
    }
    const names = importClauseNames(node);
    for (const { name, imported } of names) bindings.set(name, { specifier, imported });
    scope.import(specifier, node, names);
  }
  for (const call of calls) if (isLoader(call)) readLoad(call, scope, bindings);
  return bindings;
}
