import type { OpenApiDocument, OpenApiOperation, OpenApiParameter, OpenApiSchema } from './api/get-openapi';

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'] as const;

/** One field of a request body, as the reference lists it. */
export type BodyField = { name: string; type: string; required: boolean; rules: string[]; description: string | null };

/** One operation, ready to show: what to call, who may call it and what to send. */
export type ApiOperation = {
  id: string;
  method: string;
  path: string;
  access: string;
  summary: string;
  parameters: OpenApiParameter[];
  body: { name: string; required: boolean; fields: BodyField[] } | null;
  responses: { status: string; description: string }[];
};

export type OperationGroup = { tag: string; operations: ApiOperation[] };

/** The document's operations grouped by their first tag, in the order the document lists them. */
export function operationGroups(document: OpenApiDocument): OperationGroup[] {
  const groups = new Map<string, ApiOperation[]>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'other';
      if (!groups.has(tag)) groups.set(tag, []);
      groups.get(tag)!.push(toOperation(document, path, method, operation));
    }
  }
  return [...groups].map(([tag, operations]) => ({ tag, operations }));
}

function toOperation(document: OpenApiDocument, path: string, method: string, operation: OpenApiOperation): ApiOperation {
  return {
    id: `${method}-${path}`.replace(/[^A-Za-z0-9-]+/g, '-'),
    method: method.toUpperCase(),
    path,
    access: operation['x-access'] ?? 'not declared',
    summary: operation.summary ?? operation.description ?? '',
    parameters: operation.parameters ?? [],
    body: requestBody(document, operation),
    responses: Object.entries(operation.responses ?? {}).map(([status, response]) => ({ status, description: response.description ?? '' })),
  };
}

function requestBody(document: OpenApiDocument, operation: OpenApiOperation): ApiOperation['body'] {
  const content = operation.requestBody?.content;
  if (!content) return null;
  const [contentType, media] = Object.entries(content)[0] ?? [];
  if (!contentType) return null;
  const schema = resolve(document, media?.schema ?? {});
  const name = media?.schema?.$ref?.split('/').pop() ?? contentType;
  const fields = Object.entries(schema.properties ?? {}).map(([field, property]) => bodyField(document, field, property, schema.required ?? []));
  return { name, required: operation.requestBody?.required ?? false, fields };
}

function bodyField(document: OpenApiDocument, name: string, property: OpenApiSchema, required: string[]): BodyField {
  const schema = resolve(document, property);
  return { name, type: typeOf(document, schema), required: required.includes(name), rules: rulesOf(schema), description: schema.description ?? null };
}

function resolve(document: OpenApiDocument, schema: OpenApiSchema): OpenApiSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  return document.components?.schemas?.[name] ?? schema;
}

/** `string`, `integer`, `array of string`, a referenced object's name… */
export function typeOf(document: OpenApiDocument, schema: OpenApiSchema): string {
  if (schema.$ref) return schema.$ref.split('/').pop()!;
  if (schema.type === 'array') return `array of ${schema.items ? typeOf(document, schema.items) : 'anything'}`;
  return schema.format ? `${schema.type ?? 'any'} (${schema.format})` : (schema.type ?? 'any');
}

/** The constraints a value must meet, in words. */
export function rulesOf(schema: OpenApiSchema): string[] {
  const rules: string[] = [];
  if (schema.enum) rules.push(`one of ${schema.enum.map((value) => JSON.stringify(value)).join(', ')}`);
  if (schema.minimum !== undefined) rules.push(`at least ${schema.minimum}`);
  if (schema.maximum !== undefined) rules.push(`at most ${schema.maximum}`);
  if (schema.minLength !== undefined) rules.push(`at least ${schema.minLength} characters`);
  if (schema.maxLength !== undefined) rules.push(`at most ${schema.maxLength} characters`);
  if (schema.minItems !== undefined) rules.push(`at least ${schema.minItems} items`);
  if (schema.maxItems !== undefined) rules.push(`at most ${schema.maxItems} items`);
  if (schema.pattern !== undefined) rules.push(`matches ${schema.pattern}`);
  return rules;
}
