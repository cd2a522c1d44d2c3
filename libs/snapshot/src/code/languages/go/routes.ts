import type { FileScope } from '../../shared/file-scope.js';
import { field, named, type Node } from '../../shared/nodes.js';
import { joinRoute } from '../../shared/routes.js';

const GIN_VERBS = new Set(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS', 'Any']);
const CHI_VERBS = new Set(['Get', 'Post', 'Put', 'Delete', 'Patch', 'Head', 'Options', 'Connect', 'Trace']);

type Call = { node: Node; receiver: string; name: string; args: Node[] };

function asCall(node: Node): Call | null {
  const callee = field(node, 'function');
  if (callee?.type !== 'selector_expression') return null;
  const list = field(node, 'arguments');
  return { node, receiver: field(callee, 'operand')?.text ?? '', name: field(callee, 'field')?.text ?? '', args: list ? named(list).filter((n) => n.type !== 'comment') : [] };
}

function literal(node: Node | undefined): string | null {
  if (!node || (node.type !== 'interpreted_string_literal' && node.type !== 'raw_string_literal')) return null;
  return node.text.slice(1, -1);
}

function handler(node: Node | undefined): string | null {
  return node && (node.type === 'identifier' || node.type === 'selector_expression') ? node.text : null;
}

function frameworkOf(scope: FileScope): string | null {
  const uses = (module: string) => scope.imports.some((ref) => ref.specifier === module || ref.specifier.startsWith(`${module}/`));
  if (uses('github.com/gin-gonic/gin')) return 'gin';
  if (uses('github.com/go-chi/chi')) return 'chi';
  if (uses('github.com/labstack/echo')) return 'echo';
  return null;
}

/** `v1 := r.Group("/v1")` in the same function: the group's full prefix by variable. */
function groupPrefixes(fn: Node): Map<string, string> {
  const groups = new Map<string, string>();
  for (const declaration of fn.descendantsOfType(['short_var_declaration', 'assignment_statement'])) {
    const left = declaration && field(declaration, 'left');
    const right = declaration && field(declaration, 'right');
    const value = right ? named(right)[0] : undefined;
    const call = value?.type === 'call_expression' ? asCall(value) : null;
    const path = call?.name === 'Group' ? literal(call.args[0]) : null;
    if (left && call && path !== null) groups.set(left.text, joinRoute(groups.get(call.receiver) ?? '', path));
  }
  return groups;
}

/** chi's `r.Route("/x", func(r chi.Router) { … })`: the prefixes of the `Route` calls around a node. */
function routePrefix(node: Node): string {
  let prefix = '';
  for (let at = node.parent; at; at = at.parent) {
    if (at.type !== 'call_expression') continue;
    const call = asCall(at);
    const path = call?.name === 'Route' ? literal(call.args[0]) : null;
    if (path !== null) prefix = joinRoute(path, prefix);
  }
  return prefix;
}

/** A pattern of Go 1.22's ServeMux: `"GET /items/{id}"` or `"/items/"`; host patterns are left out. */
function serveMuxPattern(pattern: string): { method: string; path: string } | null {
  const match = /^(?:([A-Z]+)\s+)?(\/.*)$/.exec(pattern);
  return match ? { method: match[1] ?? 'ANY', path: match[2] ?? '/' } : null;
}

function readCall(scope: FileScope, call: Call, framework: string | null, groups: Map<string, string>): void {
  const prefix = joinRoute(groups.get(call.receiver) ?? '', routePrefix(call.node));
  const first = literal(call.args[0]);
  const last = handler(call.args.at(-1));
  const add = (method: string, path: string, name: string) => scope.route({ method: method === 'Any' ? 'ANY' : method, path: prefix === '' || prefix === '/' ? path : joinRoute(prefix, path), framework: name, handler: last }, call.node);
  if ((call.name === 'HandleFunc' || call.name === 'Handle') && first !== null) {
    const pattern = serveMuxPattern(first);
    if (pattern) add(pattern.method, pattern.path, call.receiver === 'http' || !framework ? 'net/http' : framework);
    else if (framework === 'gin' && call.name === 'Handle' && literal(call.args[1])?.startsWith('/')) add(first, literal(call.args[1])!, 'gin');
  } else if ((framework === 'gin' || framework === 'echo') && GIN_VERBS.has(call.name) && first?.startsWith('/')) add(call.name, first, framework);
  else if (framework === 'chi' && CHI_VERBS.has(call.name) && first?.startsWith('/')) add(call.name, first, 'chi');
  else if (framework === 'chi' && call.name === 'Method' && literal(call.args[1])?.startsWith('/') && first) add(first, literal(call.args[1])!, 'chi');
}

/** net/http (`http.HandleFunc`, `mux.Handle`, Go 1.22 `"GET /x"`), gin (with groups) and chi (with `Route`). */
export function readRoutes(root: Node, scope: FileScope): void {
  const framework = frameworkOf(scope);
  for (const fn of named(root)) {
    if (fn.type !== 'function_declaration' && fn.type !== 'method_declaration' && fn.type !== 'var_declaration') continue;
    const groups = groupPrefixes(fn);
    for (const node of fn.descendantsOfType('call_expression')) {
      const call = node && asCall(node);
      if (call) readCall(scope, call, framework, groups);
    }
  }
}

