import type { FileScope } from '../../shared/file-scope.js';
import { childrenOfType, field, named, stringValue, type Node } from '../../shared/nodes.js';
import { joinRoute } from '../../shared/routes.js';

const VERBS = new Set(['get', 'post', 'put', 'delete', 'patch', 'head', 'options']);

function argumentsOf(call: Node): { positional: Node[]; keywords: Map<string, Node> } {
  const list = field(call, 'arguments');
  const all = list ? named(list).filter((n) => n.type !== 'comment') : [];
  const keywords = new Map<string, Node>();
  for (const keyword of all.filter((n) => n.type === 'keyword_argument')) {
    const name = field(keyword, 'name')?.text;
    const value = field(keyword, 'value');
    if (name && value) keywords.set(name, value);
  }
  return { positional: all.filter((n) => n.type !== 'keyword_argument'), keywords };
}

/** `bp = Blueprint('x', __name__, url_prefix='/x')`, `router = APIRouter(prefix='/items')`. */
function prefixes(root: Node): Map<string, string> {
  const found = new Map<string, string>();
  for (const assignment of root.descendantsOfType('assignment')) {
    const left = assignment && field(assignment, 'left');
    const right = assignment && field(assignment, 'right');
    if (left?.type !== 'identifier' || right?.type !== 'call') continue;
    const { keywords } = argumentsOf(right);
    const prefix = stringValue(keywords.get('url_prefix') ?? keywords.get('prefix') ?? null);
    if (prefix) found.set(left.text, prefix);
  }
  return found;
}

function methodsOf(keywords: Map<string, Node>): string[] {
  const list = keywords.get('methods');
  const methods = list ? named(list).map(stringValue).filter((m): m is string => m !== null) : [];
  return methods.length > 0 ? methods : ['GET'];
}

function readDecorator(scope: FileScope, decorator: Node, handler: string | null, known: Map<string, string>, fastapi: boolean): void {
  const call = named(decorator)[0];
  const callee = call?.type === 'call' ? field(call, 'function') : null;
  if (!call || callee?.type !== 'attribute') return;
  const receiver = field(callee, 'object')?.text ?? '';
  const verb = field(callee, 'attribute')?.text ?? '';
  const { positional, keywords } = argumentsOf(call);
  const path = stringValue(positional[0] ?? keywords.get('path') ?? keywords.get('rule') ?? null);
  const prefix = known.get(receiver) ?? '';
  if (path === null || !(path.startsWith('/') || (path === '' && prefix !== ''))) return;
  const methods = verb === 'route' || verb === 'api_route' ? methodsOf(keywords) : VERBS.has(verb) ? [verb] : [];
  const framework = fastapi || verb === 'api_route' ? 'fastapi' : 'flask';
  for (const method of methods) scope.route({ method, path: joinRoute(prefix, path), framework, handler }, decorator);
}

function viewName(node: Node | undefined): string | null {
  if (!node) return null;
  if (node.type === 'identifier' || node.type === 'attribute') return node.text;
  const callee = node.type === 'call' ? field(node, 'function') : null;
  return callee?.type === 'attribute' && field(callee, 'attribute')?.text === 'as_view' ? (field(callee, 'object')?.text ?? null) : null;
}

/** Django's `path('users/<int:id>/', views.user)`, `re_path(…)`, `url(…)` in a module importing django.urls. */
function readDjango(root: Node, scope: FileScope): void {
  if (!scope.imports.some((ref) => ref.specifier === 'django.urls' || ref.specifier === 'django.conf.urls')) return;
  for (const call of root.descendantsOfType('call')) {
    const callee = call && field(call, 'function');
    if (!call || !callee || !['path', 're_path', 'url'].includes(callee.text)) continue;
    const { positional } = argumentsOf(call);
    const route = stringValue(positional[0] ?? null);
    const view = positional[1];
    if (route === null || !view || (view.type === 'call' && field(view, 'function')?.text === 'include')) continue;
    scope.route({ method: 'ANY', path: route, framework: 'django', handler: viewName(view) }, call);
  }
}

/** Flask (`@app.route`, `@bp.get`), FastAPI (`@app.get`, `@router.post`) and Django URL patterns. */
export function readRoutes(root: Node, scope: FileScope): void {
  const fastapi = scope.imports.some((ref) => ref.specifier === 'fastapi' || ref.specifier.startsWith('fastapi.'));
  const known = prefixes(root);
  for (const definition of root.descendantsOfType('decorated_definition')) {
    if (!definition) continue;
    const handler = field(field(definition, 'definition') ?? definition, 'name')?.text ?? null;
    for (const decorator of childrenOfType(definition, 'decorator')) readDecorator(scope, decorator, handler, known, fastapi);
  }
  readDjango(root, scope);
}
