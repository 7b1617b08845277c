import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { docsContentSecurityPolicy } from '../http/security';

/** Path of the generated OpenAPI document. */
export const OPENAPI_PATH = '/api/v1/openapi.json';
/** Path of the Swagger UI docs page. */
export const DOCS_PATH = '/api/v1/docs';

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
    transform: jsonSchemaTransform,
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
