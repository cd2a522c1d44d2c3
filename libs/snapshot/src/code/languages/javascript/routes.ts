import type { FileScope } from '../../shared/file-scope.js';
import { field, named, stringValue, type Node } from '../../shared/nodes.js';
import { joinRoute } from '../../shared/routes.js';

const METHODS = new Set(['get', 'post', 'put', 'delete', 'patch', 'head', 'options', 'all']);
// A receiver whose name says it holds data, not routes: `cache.get('/x', fallback)` is not a route.
const DATA_RECEIVER = /(?:map|cache|store|storage|params|headers|query|searchparams|cookies|session|registry|dict|set|env|config|options)$/i;
// In a file with no server framework, these are HTTP clients: `api.get('/users', handler)` fetches.
const CLIENT_RECEIVER = /(?:client|http|axios|request|fetch|api|agent|instance)$/i;
// What a route's last argument is: a handler, never an options object or a literal.
const HANDLERS = new Set(['identifier', 'member_expression', 'arrow_function', 'function_expression', 'function', 'call_expression', 'array']);
// Without a framework in the file, only receivers named like an app or a router count.
const ROUTER_RECEIVER = /^(?:app|application|router|routes?|server|api|r|v\d+|fastify|hono|koa|\w*(?:App|Router|Routes|Server))$/;

/** The framework a file uses, from its imports or from how it makes its app. */
function frameworkOf(scope: FileScope): string | null {
  const specifiers = scope.imports.map((ref) => ref.specifier);
  const uses = (...names: string[]) => specifiers.some((s) => names.some((name) => s === name || s.startsWith(`${name}/`)));
  if (uses('hono') || /\bnew Hono\b/.test(scope.text)) return 'hono';
  if (uses('fastify') || /\bfastify\s*\(/i.test(scope.text)) return 'fastify';
  if (uses('koa', '@koa/router', 'koa-router') || /\bnew (?:Koa|Router)\b/.test(scope.text)) return 'koa';
  if (uses('express') || /\bexpress\s*\(\s*\)/.test(scope.text)) return 'express';
  return null;
}

function args(call: Node): Node[] {
  const list = field(call, 'arguments');
  return list ? named(list).filter((n) => n.type !== 'comment') : [];
}

function pathOf(node: Node | undefined): string | null {
  if (!node || (node.type !== 'string' && node.type !== 'template_string')) return null;
  const value = stringValue(node);
  return value !== null && value.startsWith('/') ? value : null;
}

/** What a call chain starts from: `app` in `app.route('/x').get(h)`, `this.router` in `this.router.get(…)`. */
function rootReceiver(node: Node): string {
  let at: Node | null = node;
  while (at?.type === 'call_expression') {
    const callee: Node | null = field(at, 'function');
    at = callee?.type === 'member_expression' ? field(callee, 'object') : callee;
  }
  return at?.text ?? '';
}

/** `x.route('/p').get(h).post(h2)`: the path of the `route` call the chain starts with. */
function chainedPath(receiver: Node): string | null {
  let at: Node | null = receiver;
  while (at?.type === 'call_expression') {
    const callee = field(at, 'function');
    if (callee?.type !== 'member_expression') return null;
    const name = field(callee, 'property')?.text ?? '';
    const list = args(at);
    if (name === 'route' && list.length === 1) return pathOf(list[0]);
    if (!METHODS.has(name)) return null;
    at = field(callee, 'object');
  }
  return null;
}

function handlerName(node: Node | undefined): string | null {
  return node && (node.type === 'identifier' || node.type === 'member_expression') ? node.text : null;
}

/** `new Router({ prefix: '/api' })` and `new Hono().basePath('/api')` assigned to a name. */
function prefixes(root: Node): Map<string, string> {
  const found = new Map<string, string>();
  for (const declarator of root.descendantsOfType('variable_declarator')) {
    const name = declarator && field(declarator, 'name');
    const value = declarator && field(declarator, 'value');
    if (!name || !value) continue;
    const text = value.text;
    const prefix = /^new\s+\w*Router\s*\(\s*\{[^}]*\bprefix\s*:\s*['"`](\/[^'"`]*)['"`]/.exec(text)?.[1] ?? /\.basePath\(\s*['"`](\/[^'"`]*)['"`]\s*\)$/.exec(text)?.[1];
    if (prefix) found.set(name.text, prefix);
  }
  return found;
}

function fastifyRoute(scope: FileScope, call: Node, options: Node): void {
  const pairs = new Map(named(options).filter((n) => n.type === 'pair').map((pair) => [field(pair, 'key')?.text.replace(/['"]/g, '') ?? '', field(pair, 'value')]));
  const url = pathOf(pairs.get('url') ?? pairs.get('path') ?? undefined);
  const method = pairs.get('method');
  if (!url || !method) return;
  const methods = method.type === 'array' ? named(method).map(stringValue) : [stringValue(method)];
  for (const one of methods) if (one) scope.route({ method: one, path: url, framework: 'fastify', handler: handlerName(pairs.get('handler') ?? undefined) }, call);
}

type Candidate = { call: Node; name: string; receiver: Node; at: number };

/** The `x.get(…)`-shaped calls worth a closer look, in source order (a chain `.get(a).put(b)` is met outermost first). */
function candidates(calls: Node[]): Candidate[] {
  const found: Candidate[] = [];
  for (const call of calls) {
    const callee = field(call, 'function');
    const property = callee?.type === 'member_expression' ? field(callee, 'property') : null;
    const receiver = callee ? field(callee, 'object') : null;
    if (!property || !receiver || !(METHODS.has(property.text) || property.text === 'route')) continue;
    found.push({ call, name: property.text, receiver, at: property.startIndex });
  }
  return found.sort((a, b) => a.at - b.at);
}

/** Express, Koa router, Fastify and Hono routes registered with a literal path. */
export function readCallRoutes(root: Node, calls: Node[], scope: FileScope): void {
  const found = candidates(calls);
  if (found.length === 0) return;
  const framework = frameworkOf(scope);
  const known = prefixes(root);
  for (const { call, name, receiver } of found) {
    const origin = rootReceiver(receiver);
    const last = origin.split('.').at(-1) ?? '';
    if (DATA_RECEIVER.test(last) || !(framework || (ROUTER_RECEIVER.test(last) && !CLIENT_RECEIVER.test(last)))) continue;
    const list = args(call);
    if (name === 'route') {
      if (list.length === 1 && list[0]?.type === 'object') fastifyRoute(scope, call, list[0]);
      continue;
    }
    const direct = pathOf(list[0]);
    const path = direct ?? chainedPath(receiver);
    if (path === null || list.length < (direct ? 2 : 1) || !HANDLERS.has(list.at(-1)?.type ?? '')) continue;
    const prefix = known.get(origin) ?? '';
    scope.route({ method: name === 'all' ? 'ALL' : name, path: joinRoute(prefix, path), framework: framework ?? 'express', handler: handlerName(list.at(-1)) }, call);
  }
}
