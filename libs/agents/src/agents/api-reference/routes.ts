import type { HttpRoute, OpenApiDocument, Snapshot } from '@chronicle/snapshot';
import * as md from '../../markdown/markdown.js';

/** A route with the file that registers it. */
export type FileRoute = HttpRoute & { file: string };

/** The routes registered outside test files, by path, method, file and line. */
export function codeRoutes(snapshot: Snapshot): FileRoute[] {
  return snapshot.files
    .filter((file) => file.role === 'source')
    .flatMap((file) => file.code.routes.map((route) => ({ ...route, file: file.path })))
    .sort((a, b) => md.byText(a.path, b.path) || md.byText(a.method, b.method) || md.byText(a.file, b.file) || a.line - b.line);
}

// Method and path share one code span: a span with a space is read as an expression, not as a
// repository path the document claims exists.
function operation(method: string, path: string): string {
  return path.trim() === '' ? `${md.text(method.toUpperCase())} with no path` : md.code(`${method.toUpperCase()} ${path.trim()}`);
}

/** The HTTP routes table; a handler is a code span only when the snapshot has a symbol of that name. */
export function routesTable(routes: FileRoute[], symbolNames: ReadonlySet<string>): string {
  const handler = (name: string | null) => (name === null ? 'unnamed' : symbolNames.has(name) ? md.code(name) : md.text(name));
  const rows = routes.map((route) => [operation(route.method, route.path), md.text(route.framework), md.code(route.file), md.number(route.line), handler(route.handler)]);
  return md.table(['Route', 'Framework', 'File', 'Line', 'Handler'], rows, ['left', 'left', 'left', 'right', 'left']);
}

/** One block set per OpenAPI document, sorted by path: a heading, what it is, and its operations. */
export function openApiBlocks(documents: OpenApiDocument[]): string[] {
  return [...documents]
    .sort((a, b) => md.byText(a.path, b.path))
    .flatMap((document) => {
      const title = document.title === null ? 'It has no title' : `Its title is ${md.text(document.title)}`;
      const version = document.version === null ? '' : `, version ${md.text(document.version)}`;
      const about = `${title}${version}; it declares ${md.plural(document.operations.length, 'operation')}.`;
      const operations = [...document.operations].sort((a, b) => md.byText(a.path, b.path) || md.byText(a.method.toUpperCase(), b.method.toUpperCase()));
      const rows = operations.map((op) => [operation(op.method, op.path), md.text(op.operationId ?? ''), md.text(op.summary ?? '')]);
      return [`### ${md.code(document.path)}`, about, operations.length === 0 ? null : md.table(['Operation', 'Operation id', 'Summary'], rows)];
    })
    .filter((block): block is string => block !== null);
}
