import type { HttpRoute } from '../../model.js';
import { lineOf, type Node } from '../shared/nodes.js';
import { lastName } from './names.js';

// A request handler is known only from the routes read in the same file: a function whose name is
// a route's handler (by its last name: `UsersController.list` and `h.List` name `list`/`List`), or a
// function passed, directly or through wrapping calls, to the call that registers a route.

/** How far up from a function an argument list or wrapping call may lead to a route's registration. */
const MAX_ASCENT = 6;

export type RouteHandlers = { names: ReadonlySet<string>; lines: ReadonlySet<number> };

/** The handlers' names and the registration lines of a file's routes; null when it has none. */
export function routeHandlers(routes: readonly HttpRoute[]): RouteHandlers | null {
  if (routes.length === 0) return null;
  const names = new Set(routes.flatMap((route) => (route.handler ? [lastName(route.handler)] : [])));
  return { names, lines: new Set(routes.map((route) => route.line)) };
}

/** Whether a function handles requests: named as a route's handler, or passed to a route's registration. */
export function isRouteHandler(fn: Node, names: readonly string[], handlers: RouteHandlers, calls: ReadonlySet<string>): boolean {
  if (names.some((name) => handlers.names.has(lastName(name)))) return true;
  let at = fn.parent;
  for (let step = 0; at && step < MAX_ASCENT; step += 1, at = at.parent) {
    if (calls.has(at.type)) {
      if (handlers.lines.has(lineOf(at))) return true;
    } else if (!at.type.includes('argument')) return false;
  }
  return false;
}
