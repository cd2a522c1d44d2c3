import type { OpenAPIObject } from '@nestjs/swagger';
import * as requests from '@chronicle/contracts/requests';
import { targetConstructorToSchema, validationMetadatasToSchemas } from 'class-validator-jsonschema';

type Schemas = NonNullable<NonNullable<OpenAPIObject['components']>['schemas']>;
type Schema = Schemas[string];

const REF_PREFIX = '#/components/schemas/';

/**
 * JSON schemas of the request bodies, read from the class-validator rules that check them, so the
 * description cannot drift from the checks. The request classes live in `@chronicle/contracts`,
 * which knows nothing of Swagger, so `@nestjs/swagger` alone sees their names but no fields.
 */
function requestBodySchemas(): Schemas {
  const schemas = validationMetadatasToSchemas({ refPointerPrefix: REF_PREFIX }) as Schemas;
  // A class that only inherits its rules has no metadata of its own: ask for it by constructor.
  for (const [name, target] of Object.entries(requests)) {
    if (typeof target === 'function' && !schemas[name]) schemas[name] = targetConstructorToSchema(target, { refPointerPrefix: REF_PREFIX }) as Schema;
  }
  return schemas;
}

/** Fills the document's request schemas that have no fields, and adds the schemas they refer to. */
export function describeRequestBodies(document: OpenAPIObject): void {
  const described = requestBodySchemas();
  const schemas = ((document.components ??= {}).schemas ??= {});
  const pending = Object.keys(schemas).filter((name) => isEmpty(schemas[name]) && described[name]);
  while (pending.length > 0) {
    const name = pending.pop()!;
    schemas[name] = described[name]!;
    for (const referenced of referencesOf(described[name])) if (!schemas[referenced] && described[referenced]) pending.push(referenced);
  }
}

function isEmpty(schema: Schema | undefined): boolean {
  return !schema || ('properties' in schema && Object.keys(schema.properties ?? {}).length === 0);
}

function referencesOf(schema: unknown): string[] {
  const text = JSON.stringify(schema);
  return [...text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]!);
}
