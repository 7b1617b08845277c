import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { docsContentSecurityPolicy } from '../http/security';

/** Path of the generated OpenAPI document. */
export const OPENAPI_PATH = '/api/v1/openapi.json';
/** Path of the Swagger UI docs page. */
export const DOCS_PATH = '/api/v1/docs';

/** The CSV export of a list (docs/api.md#csv), as the document declares it. */
const csvMedia = {
  schema: {
    type: 'string',
    description:
      'Every matching row (not one page: same scope, filters, search and ordering) as a CSV attachment ' +
      "for Italian Excel: UTF-8 with BOM, `;` separator, CRLF, headers in the user's language.",
  },
};

/** Whether a route's query string (as JSON Schema) takes `format=csv`: every list (`listQuery`). */
function takesCsvFormat(querystring: unknown): boolean {
  const properties = (querystring as { properties?: Record<string, { enum?: unknown[] }> } | null)
    ?.properties;
  return properties?.format?.enum?.includes('csv') === true;
}

/**
 * The 200 answer of a route that sends a file (a PDF): the document declares it as `mediaType` bytes, not
 * JSON (`documentTransform` reads the mark). The route sends a Buffer, which Fastify does not serialize.
 */
export function fileResponse(mediaType: string, description: string) {
  return z.any().meta({ contentMediaType: mediaType, description });
}

/** Operation extension telling `transformObject` that a route's JSON body may be left out. */
const OPTIONAL_BODY = 'x-optional-body';

/** A zod schema that accepts no value at all (an optional body). */
function acceptsNothing(schema: unknown): boolean {
  return schema instanceof z.ZodType && schema.safeParse(undefined).success;
}

/** The answers of a route with every file answer (`fileResponse`) declared as its media type. */
function withFileAnswers(response: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(response).map(([status, answer]) => {
      const { contentMediaType, description } = (answer ?? {}) as {
        contentMediaType?: string;
        description?: string;
      };
      if (!contentMediaType) return [status, answer];
      return [
        status,
        {
          description: description ?? contentMediaType,
          content: { [contentMediaType]: { schema: { type: 'string', format: 'binary' } } },
        },
      ];
    }),
  );
}

/**
 * The zod schemas as JSON Schema (`jsonSchemaTransform`); file answers (`fileResponse`) as their media
 * type; an optional JSON body marked for `transformObject`; and every list, known by its `format=csv`
 * parameter, answers 200 with two media types: `application/json` (one page) and `text/csv` (the export
 * that `?format=csv` or `Accept: text/csv` asks for). Written once here, so no list route repeats it.
 */
export const documentTransform: typeof jsonSchemaTransform = (input) => {
  const transformed = jsonSchemaTransform(input);
  const schema = {
    ...(transformed.schema as { querystring?: unknown; response?: Record<string, unknown> }),
    ...(acceptsNothing(input.schema?.body) ? { [OPTIONAL_BODY]: true } : {}),
  };
  const output = { ...transformed, schema };
  if (!schema.response) return output;
  const response = withFileAnswers(schema.response);
  const page = response['200'];
  if (page === undefined || !takesCsvFormat(schema.querystring)) {
    return { ...output, schema: { ...schema, response } };
  }
  const listAnswer = {
    description:
      'One page of the list; with `?format=csv` or `Accept: text/csv`, every matching row as CSV',
    content: { 'application/json': { schema: page }, 'text/csv': csvMedia },
  };
  return { ...output, schema: { ...schema, response: { ...response, 200: listAnswer } } };
};

/** The document as served: an optional JSON body (see `documentTransform`) is not `required`. */
function optionalBodies({ openapiObject }: { openapiObject: Record<string, unknown> }) {
  const paths = (openapiObject.paths ?? {}) as Record<
    string,
    Record<string, Record<string, unknown>>
  >;
  for (const item of Object.values(paths)) {
    for (const operation of Object.values(item)) {
      if (!operation?.[OPTIONAL_BODY]) continue;
      delete operation[OPTIONAL_BODY];
      const body = operation.requestBody as { required?: boolean } | undefined;
      if (body) body.required = false;
    }
  }
  return openapiObject;
}

/**
 * Generates the OpenAPI document from the zod schemas of every route registered after this call,
 * served at `GET /api/v1/openapi.json`, with the Swagger UI at `/api/v1/docs`.
 */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Altalena API',
        description:
          'Playground-safety inspections: auth, customers, parks, toys, inspections and quotes. ' +
          'Errors are always `{"detail": "<key>", "error_list": [{field, code, message}]}`.',
        version,
      },
      components: {
        securitySchemes: {
          token: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: '`Token <64 hex characters>` from POST /api/v1/auth/login/',
          },
          basic: {
            type: 'http',
            scheme: 'basic',
            description: 'Only for POST /api/v1/auth/login/',
          },
        },
      },
    },
    transform: documentTransform,
    transformObject: (documentObject) =>
      'openapiObject' in documentObject
        ? optionalBodies(documentObject as { openapiObject: Record<string, unknown> })
        : documentObject.swaggerObject,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: DOCS_PATH,
    staticCSP: docsContentSecurityPolicy,
    uiConfig: { deepLinking: false },
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(app.swagger()),
  );
}
