import { z } from 'zod';
import type { DocumentedRoute } from './route';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
    // A Date leaves the REST layer as JSON's ISO string; without this it would be `{}`, any value.
    override: (ctx) => {
      if (ctx.zodSchema._zod.def.type === 'date')
        Object.assign(ctx.jsonSchema, { type: 'string', format: 'date-time' });
    },
  }) as JsonSchema;
  return rest;
};

const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['error', 'code'],
  properties: {
    error: { type: 'string', description: 'Human-readable message, safe to show to users.' },
    code: { type: 'string' },
    issues: {
      type: 'array',
      items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } } },
    },
  },
};

function parametersOf(schema: z.ZodObject | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  return Object.entries(schema.shape).map(([name, field]) => ({
    name,
    in: where,
    required: where === 'path' || !(field as z.ZodType).safeParse(undefined).success,
    schema: toSchema(field as z.ZodType, 'input'),
  }));
}

/** Every operation says who may call it; a public one says so with an empty list (OpenAPI 3.1). */
function securityOf(route: DocumentedRoute): Record<string, string[]>[] {
  if (route.security === 'admin') return [{ adminBearer: [] }];
  if (route.security === 'session' || route.security === 'coach') return [{ sessionCookie: [] }];
  return [];
}

function operation(route: DocumentedRoute) {
  const errorResponse = (description: string) => ({
    description,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  });
  const success =
    route.produces && !route.output
      ? { description: 'OK', content: { [route.produces]: { schema: { type: 'string' } } } }
      : {
          description: 'OK',
          content: { 'application/json': { schema: route.output ? toSchema(route.output, 'output') : {} } },
        };
  return {
    operationId: 'procedure' in route ? route.procedure : route.operationId,
    summary: route.summary,
    tags: [route.tag],
    security: securityOf(route),
    parameters: [...parametersOf(route.params, 'path'), ...parametersOf(route.query, 'query')],
    ...(route.upload
      ? {
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  required: [route.upload.field],
                  properties: { [route.upload.field]: { type: 'string', format: 'binary' } },
                },
              },
            },
          },
        }
      : {}),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: toSchema(route.body, 'input') } },
          },
        }
      : {}),
    responses: {
      [String(route.status ?? 200)]: success,
      '400': errorResponse('Invalid input'),
      ...(route.security ? { '401': errorResponse('Not signed in or wrong credentials') } : {}),
      '429': errorResponse('Rate limited; see Retry-After'),
      '500': errorResponse('Unexpected error'),
    },
  };
}

/** The OpenAPI 3.1 document of the REST routes; schemas come from the procedures' own zod objects. */
export function buildOpenApi(routes: readonly DocumentedRoute[], serverUrl = '/'): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    paths[route.path] ??= {};
    (paths[route.path] as Record<string, unknown>)[route.method] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'FitScout API',
      version: '1.0.0',
      description: 'REST view of the tRPC procedures. Errors are { error, code, issues? }.',
      // The project is not open source; the contract says so rather than leave its terms unstated.
      license: { name: 'Proprietary: all rights reserved', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      schemas: { Error: ERROR_SCHEMA },
      securitySchemes: {
        adminBearer: { type: 'http', scheme: 'bearer', description: 'The shared admin password.' },
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'session' },
      },
    },
  };
}
