import type { FileScope } from '../../shared/file-scope.js';
import { childrenOfType, field, named, stringValue, type Node } from '../../shared/nodes.js';
import { joinRoute } from '../../shared/routes.js';
import { leadingDecorators } from './members.js';

const NEST_METHODS = new Set(['Get', 'Post', 'Put', 'Delete', 'Patch', 'Options', 'Head', 'All']);

type Decorator = { name: string; args: Node[] };

function decorator(node: Node): Decorator | null {
  const call = named(node)[0];
  if (call?.type === 'identifier') return { name: call.text, args: [] };
  if (call?.type !== 'call_expression') return null;
  const list = field(call, 'arguments');
  return { name: field(call, 'function')?.text ?? '', args: list ? named(list).filter((n) => n.type !== 'comment') : [] };
}

/** The path a Nest decorator names: `'users'`, `{ path: 'users' }`; `''` when it names none; null when not a literal. */
function decoratorPath(args: Node[]): string | null {
  const first = args[0];
  if (!first) return '';
  if (first.type === 'string') return stringValue(first);
  if (first.type !== 'object') return null;
  const pair = named(first).find((n) => n.type === 'pair' && field(n, 'key')?.text.replace(/['"]/g, '') === 'path');
  const value = pair ? field(pair, 'value') : null;
  return value ? stringValue(value) : '';
}

function readController(scope: FileScope, decorators: Node[], classNode: Node): void {
  const controller = decorators.map(decorator).find((found) => found?.name === 'Controller');
  if (!controller) return;
  const prefix = decoratorPath(controller.args);
  const body = field(classNode, 'body');
  if (prefix === null || !body) return;
  const className = field(classNode, 'name')?.text ?? null;
  for (const method of childrenOfType(body, 'method_definition')) {
    for (const route of leadingDecorators(method).map(decorator)) {
      if (!route || !NEST_METHODS.has(route.name)) continue;
      const path = decoratorPath(route.args);
      if (path === null) continue;
      const name = field(method, 'name')?.text;
      scope.route({ method: route.name === 'All' ? 'ALL' : route.name, path: joinRoute(prefix, path), framework: 'nestjs', handler: className && name ? `${className}.${name}` : null }, method);
    }
  }
}

/** NestJS: `@Controller('users')` on a class and `@Get(':id')` on its methods give `GET /users/:id`. */
export function readNestRoutes(root: Node, scope: FileScope): void {
  if (!scope.text.includes('@Controller')) return;
  for (const classNode of root.descendantsOfType(['class_declaration', 'abstract_class_declaration'])) {
    if (!classNode) continue;
    const outer = classNode.parent?.type === 'export_statement' ? classNode.parent : null;
    const decorators = [...(outer ? childrenOfType(outer, 'decorator') : []), ...childrenOfType(classNode, 'decorator')];
    readController(scope, decorators, classNode);
  }
}
