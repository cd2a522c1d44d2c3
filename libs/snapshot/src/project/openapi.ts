import { parse as parseYaml } from 'yaml';
import type { OpenApiDocument, OpenApiOperation } from '../model.js';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : typeof value === 'number' ? String(value) : null);

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * The files read as OpenAPI candidates, by name only so the snapshot does not parse every YAML
 * file: a JSON or YAML file whose base name contains `openapi` or `swagger` (`openapi.yaml`,
 * `petstore.openapi.json`, `swagger-v2.yml`), or any JSON/YAML file directly inside a folder named
 * `openapi` or `swagger`. Each is kept only when its top level has an `openapi` or `swagger` key.
 */
export function isOpenApiPath(path: string): boolean {
  if (!/\.(json|ya?ml)$/i.test(path)) return false;
  const parts = path.toLowerCase().split('/');
  const base = parts[parts.length - 1]!;
  const folder = parts[parts.length - 2] ?? '';
  return /openapi|swagger/.test(base) || folder === 'openapi' || folder === 'swagger';
}

function parse(file: { path: string; text: string }): unknown {
  return /\.json$/i.test(file.path) ? JSON.parse(file.text) : parseYaml(file.text);
}

/** An OpenAPI 3 or Swagger 2 document: its title, version and operations sorted by path, then method. Null when the file is no such document. */
export function readOpenApi(file: { path: string; text: string }): OpenApiDocument | null {
  const doc = parse(file);
  if (!isObject(doc) || (doc.openapi === undefined && doc.swagger === undefined)) return null;
  const info = isObject(doc.info) ? doc.info : {};
  const operations: OpenApiOperation[] = [];
  for (const [path, item] of Object.entries(isObject(doc.paths) ? doc.paths : {})) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      operations.push({ method: method.toUpperCase(), path, operationId: text(operation.operationId), summary: text(operation.summary) });
    }
  }
  operations.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.method < b.method ? -1 : a.method > b.method ? 1 : 0));
  return { path: file.path, title: text(info.title), version: text(info.version), operations };
}
