import { useQuery } from '@tanstack/react-query';
import { OPENAPI_PATH, QUERY_KEYS } from '@chronicle/contracts';
import { apiRequest } from '@chronicle/ui';

/** The parts of an OpenAPI 3 schema object the reference shows. */
export type OpenApiSchema = {
  $ref?: string;
  type?: string;
  format?: string;
  description?: string;
  properties?: Record<string, OpenApiSchema>;
  required?: string[];
  items?: OpenApiSchema;
  enum?: unknown[];
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
};

export type OpenApiParameter = { name: string; in: string; required?: boolean; description?: string; schema?: OpenApiSchema };

export type OpenApiOperation = {
  summary?: string;
  description?: string;
  tags?: string[];
  /** Who may call it: public, signed-in or admin (set by the API's `@Access` decorator). */
  'x-access'?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: OpenApiSchema }> };
  responses?: Record<string, { description?: string }>;
};

export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, OpenApiSchema> };
};

export function getOpenApi(): Promise<OpenApiDocument> {
  return apiRequest<OpenApiDocument>(OPENAPI_PATH);
}

export const openApiQueryOptions = { queryKey: QUERY_KEYS.openApi, queryFn: getOpenApi, staleTime: Infinity } as const;

/** The API's own description, fetched from the running server, so the reference is never out of date. */
export function useOpenApi() {
  return useQuery(openApiQueryOptions);
}
