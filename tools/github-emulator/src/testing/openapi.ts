import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv, type ValidateFunction } from 'ajv';
import type { FormatsPlugin } from 'ajv-formats';

/**
 * Checks emulator responses against GitHub's own OpenAPI description (npm `@octokit/openapi`,
 * the GitHub Enterprise Server edition, since the emulator mirrors its `/api/v3` layout).
 *
 *   expectMatchesGithubSchema('get', '/repos/{owner}/{repo}', 200, body);
 *   expectMatchesGithubComponent('basic-error', body);
 *
 * Both throw an Error listing every mismatch; they return nothing when the body fits.
 */

export const GITHUB_OPENAPI_FILE = '@octokit/openapi/generated/ghes-3.19.json';

type OpenApiDocument = {
  paths: Record<string, Record<string, { responses?: Record<string, { $ref?: string; content?: Record<string, unknown> }> }>>;
  components: { responses: Record<string, { content?: Record<string, unknown> }>; schemas: Record<string, unknown> };
};

type Loaded = { ajv: Ajv; document: OpenApiDocument; validators: Map<string, ValidateFunction> };

let loaded: Loaded | undefined;

/** Fails unless `body` is what GitHub documents for `method path` answering `status`. */
export function expectMatchesGithubSchema(method: string, path: string, status: number, body: unknown): void {
  const pointer = responseSchemaPointer(method.toLowerCase(), path, status);
  check(pointer, `${method.toUpperCase()} ${path} → ${status}`, body);
}

/** Fails unless `body` fits the named schema of `components/schemas` (e.g. 'basic-error', 'full-repository'). */
export function expectMatchesGithubComponent(name: string, body: unknown): void {
  const { document } = load();
  if (!(name in document.components.schemas)) throw new Error(`GitHub's OpenAPI description has no schema named ${JSON.stringify(name)}.`);
  check(`#/components/schemas/${escapePointer(name)}`, `schema ${name}`, body);
}

function check(pointer: string, what: string, body: unknown): void {
  const validate = validatorFor(pointer);
  if (validate(body)) return;
  const problems = (validate.errors ?? []).map((error) => `  - body${error.instancePath} ${error.message ?? 'is invalid'} ${JSON.stringify(error.params)}`);
  throw new Error(`Response does not match GitHub's OpenAPI description (${what}):\n${problems.join('\n')}`);
}

function responseSchemaPointer(method: string, path: string, status: number): string {
  const { document } = load();
  const responses = document.paths[path]?.[method]?.responses;
  if (!responses) throw new Error(`GitHub's OpenAPI description has no operation ${method.toUpperCase()} ${path}.`);
  const response = responses[String(status)];
  if (!response) {
    throw new Error(`GitHub's OpenAPI description lists no ${status} answer for ${method.toUpperCase()} ${path} (it lists ${Object.keys(responses).join(', ')}).`);
  }
  const base = response.$ref ?? `#/paths/${escapePointer(path)}/${method}/responses/${status}`;
  const target = response.$ref ? resolveResponseRef(document, response.$ref) : response;
  if (!target.content?.['application/json']) {
    throw new Error(`GitHub's OpenAPI description has no JSON body for ${method.toUpperCase()} ${path} → ${status}.`);
  }
  return `${base}/content/application~1json/schema`;
}

function resolveResponseRef(document: OpenApiDocument, ref: string): { content?: Record<string, unknown> } {
  const name = ref.replace('#/components/responses/', '');
  return document.components.responses[name] ?? {};
}

function validatorFor(pointer: string): ValidateFunction {
  const { ajv, validators } = load();
  let validate = validators.get(pointer);
  if (!validate) {
    validate = ajv.getSchema(`github${pointer}`);
    if (!validate) throw new Error(`No schema at ${pointer} in GitHub's OpenAPI description.`);
    validators.set(pointer, validate);
  }
  return validate;
}

function load(): Loaded {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const document = JSON.parse(readFileSync(require.resolve(GITHUB_OPENAPI_FILE), 'utf8')) as OpenApiDocument;
  const formats = new Set<string>();
  toJsonSchema(document, formats);

  const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
  (require('ajv-formats') as FormatsPlugin)(ajv);
  // OpenAPI formats without a JSON Schema meaning (int64, repo.nwo, ...) are accepted as they are.
  for (const format of formats) if (!ajv.formats[format]) ajv.addFormat(format, true);
  ajv.addSchema(document, 'github');
  loaded = { ajv, document, validators: new Map() };
  return loaded;
}

/**
 * OpenAPI 3.0 writes "may be null" as `nullable: true`, which JSON Schema does not know: turn it
 * into a `null` type (or an `anyOf` with null when there is no type). Also collects the formats used.
 */
function toJsonSchema(node: unknown, formats: Set<string>): void {
  if (Array.isArray(node)) {
    for (const item of node) toJsonSchema(item, formats);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Record<string, unknown>;
  for (const value of Object.values(schema)) toJsonSchema(value, formats);
  if (typeof schema.format === 'string') formats.add(schema.format);
  if (typeof schema.nullable !== 'boolean') return;
  const nullable = schema.nullable;
  delete schema.nullable;
  if (!nullable) return;
  if (typeof schema.type === 'string') {
    schema.type = [schema.type, 'null'];
    if (Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum.push(null);
    return;
  }
  const original = { ...schema };
  for (const key of Object.keys(schema)) delete schema[key];
  schema.anyOf = [original, { type: 'null' }];
}

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}
