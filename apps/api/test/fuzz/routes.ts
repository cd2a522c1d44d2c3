import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { getMetadataStorage } from 'class-validator';

/** Methods that may read a body even when the operation declares none. */
const WRITING_METHODS = new Set(['post', 'put', 'patch', 'delete']);
const HTTP_METHODS = new Set(['get', 'head', 'options', ...WRITING_METHODS]);

/** A property of a declared body and the rules class-validator holds for it. */
export type BodyProperty = { name: string; rules: string[]; allowed: readonly unknown[] | null };

/** Who may call a route: the operation's `x-access` in the OpenAPI document. */
export type AccessLevel = 'public' | 'signed-in' | 'admin';

export type FuzzRoute = {
  /** `METHOD /path/{param}`, as the OpenAPI document names the operation. */
  key: string;
  access: AccessLevel;
  method: string;
  path: string;
  pathParams: { name: string; type: string }[];
  queryParams: string[];
  /** The declared JSON body, or null when the operation declares none (it may still read one). */
  body: { schema: string; properties: BodyProperty[] } | null;
};

type OpenApiOperation = {
  'x-access'?: AccessLevel;
  parameters?: { name: string; in: string; schema?: { type?: string } }[];
  requestBody?: { content?: Record<string, { schema?: { $ref?: string; properties?: Record<string, unknown> } }> };
};
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

/**
 * Every operation of the app's own OpenAPI document (served at /api/openapi.json) that takes a body
 * or a path parameter, or writes: routes added later are fuzzed without touching the test.
 */
export async function discoverRoutes(app: INestApplication, baseUrl: string): Promise<FuzzRoute[]> {
  const response = await fetch(`${baseUrl}/api/openapi.json`);
  if (!response.ok) throw new Error(`GET /api/openapi.json answered ${response.status}.`);
  const document = (await response.json()) as OpenApiDocument;
  const bodyClasses = parameterClassesByName(app);
  const routes: FuzzRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!HTTP_METHODS.has(method)) continue;
      const parameters = operation.parameters ?? [];
      const pathParams = parameters.filter((parameter) => parameter.in === 'path').map((parameter) => ({ name: parameter.name, type: parameter.schema?.type ?? 'string' }));
      const body = declaredBody(operation, bodyClasses);
      if (!body && pathParams.length === 0 && !WRITING_METHODS.has(method)) continue;
      routes.push({
        key: `${method.toUpperCase()} ${path}`,
        access: accessOf(operation),
        method: method.toUpperCase(),
        path,
        pathParams,
        queryParams: parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
        body,
      });
    }
  }
  return routes.sort((a, b) => a.key.localeCompare(b.key));
}

function accessOf(operation: OpenApiOperation): AccessLevel {
  const level = operation['x-access'];
  if (level !== 'public' && level !== 'signed-in' && level !== 'admin') throw new Error(`An operation of /api/openapi.json has no x-access (got ${JSON.stringify(level)}).`);
  return level;
}

function declaredBody(operation: OpenApiOperation, bodyClasses: Map<string, Function>): FuzzRoute['body'] {
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  if (!operation.requestBody) return null;
  const name = schema?.$ref?.split('/').pop() ?? 'inline';
  // Nest's OpenAPI document names the body class but lists no properties unless they carry
  // @ApiProperty; the validation rules of the class itself are the reliable list.
  const fromRules = bodyClasses.has(name) ? validatedProperties(bodyClasses.get(name)!) : [];
  const documented = Object.keys(schema?.properties ?? {})
    .filter((property) => !fromRules.some((known) => known.name === property))
    .map((property): BodyProperty => ({ name: property, rules: [], allowed: null }));
  return { schema: name, properties: [...fromRules, ...documented] };
}

/** The classes that controller methods take as parameters, by name (the OpenAPI schema names). */
function parameterClassesByName(app: INestApplication): Map<string, Function> {
  const classes = new Map<string, Function>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const controller of module.controllers.values()) {
      const prototype = (controller.metatype as Function | null)?.prototype as object | undefined;
      if (!prototype) continue;
      for (const method of Object.getOwnPropertyNames(prototype)) {
        const types = (Reflect.getMetadata('design:paramtypes', prototype, method) ?? []) as unknown[];
        for (const type of types) if (typeof type === 'function' && type.name) classes.set(type.name, type);
      }
    }
  }
  return classes;
}

function validatedProperties(target: Function): BodyProperty[] {
  const byName = new Map<string, BodyProperty>();
  for (const rule of getMetadataStorage().getTargetValidationMetadatas(target, '', true, false)) {
    const property = byName.get(rule.propertyName) ?? { name: rule.propertyName, rules: [], allowed: null };
    const ruleName = rule.name ?? rule.type;
    property.rules.push(ruleName);
    if (ruleName === 'isIn' && Array.isArray(rule.constraints?.[0])) property.allowed = rule.constraints[0] as unknown[];
    byName.set(rule.propertyName, property);
  }
  return [...byName.values()];
}
