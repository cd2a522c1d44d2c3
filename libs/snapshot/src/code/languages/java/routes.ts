import type { FileScope } from '../../shared/file-scope.js';
import { childOfType, field, named, type Node } from '../../shared/nodes.js';
import { joinRoute } from '../../shared/routes.js';

const MAPPINGS: Record<string, string | null> = {
  GetMapping: 'GET', PostMapping: 'POST', PutMapping: 'PUT', DeleteMapping: 'DELETE', PatchMapping: 'PATCH', RequestMapping: null,
};

type Mapping = { paths: string[]; methods: string[] };

function strings(node: Node | null): string[] | null {
  if (!node) return null;
  if (node.type === 'string_literal') return [node.text.slice(1, -1)];
  if (node.type === 'element_value_array_initializer') {
    const parts = named(node).map((n) => strings(n));
    return parts.every((p) => p !== null) ? (parts as string[][]).flat() : null;
  }
  return null;
}

function methodNames(node: Node | null): string[] {
  if (!node) return [];
  const items = node.type === 'element_value_array_initializer' ? named(node) : [node];
  return items.map((n) => n.text.replace(/^.*\./, ''));
}

/** `@GetMapping("/x")`, `@RequestMapping(value = "/x", method = RequestMethod.POST)`; null when the path is not literal. */
function mapping(annotation: Node): Mapping | null {
  const name = field(annotation, 'name')?.text.replace(/^.*\./, '') ?? '';
  if (!(name in MAPPINGS)) return null;
  const args = field(annotation, 'arguments');
  const items = args ? named(args) : [];
  const pairs = new Map(items.filter((n) => n.type === 'element_value_pair').map((p) => [field(p, 'key')?.text ?? '', field(p, 'value')]));
  const positional = items.find((n) => n.type !== 'element_value_pair') ?? null;
  const pathNode = positional ?? pairs.get('value') ?? pairs.get('path') ?? null;
  const paths = pathNode ? strings(pathNode) : [''];
  if (paths === null) return null;
  const fixed = MAPPINGS[name];
  const methods = fixed ? [fixed] : methodNames(pairs.get('method') ?? null);
  return { paths: paths.length > 0 ? paths : [''], methods: methods.length > 0 ? methods : ['ANY'] };
}

function annotationsOf(node: Node): Node[] {
  const modifiers = childOfType(node, 'modifiers');
  return modifiers ? named(modifiers).filter((n) => n.type === 'annotation' || n.type === 'marker_annotation') : [];
}

function readController(scope: FileScope, type: Node): void {
  const annotations = annotationsOf(type);
  if (!annotations.some((a) => /(?:^|\.)(?:Rest)?Controller$/.test(field(a, 'name')?.text ?? ''))) return;
  const base = annotations.map(mapping).find((m) => m !== null) ?? { paths: [''], methods: [] };
  const className = field(type, 'name')?.text ?? '';
  const body = field(type, 'body');
  for (const method of body ? named(body).filter((n) => n.type === 'method_declaration') : []) {
    for (const found of annotationsOf(method).map(mapping)) {
      if (!found) continue;
      for (const prefix of base.paths) for (const path of found.paths) for (const verb of found.methods) {
        scope.route({ method: verb, path: joinRoute(prefix, path), framework: 'spring', handler: `${className}.${field(method, 'name')?.text ?? ''}` }, method);
      }
    }
  }
}

/** Spring: `@RestController` + `@RequestMapping("/api")` on the class, `@GetMapping("/{id}")` on its methods. */
export function readRoutes(root: Node, scope: FileScope): void {
  if (!scope.text.includes('Controller')) return;
  for (const type of root.descendantsOfType('class_declaration')) if (type) readController(scope, type);
}
