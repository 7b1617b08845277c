import fastifySwagger, { type SwaggerTransformObject } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isRecord } from '../http/json';
import { docsContentSecurityPolicy } from '../http/security';
import type { IfMatchMode } from '../resources/etag';
import { registerNamedSchemas } from './components';

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
  if (!isRecord(querystring) || !isRecord(querystring.properties)) return false;
  const format = querystring.properties.format;
  return isRecord(format) && Array.isArray(format.enum) && format.enum.includes('csv');
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
      if (!isRecord(answer)) return [status, answer];
      const { contentMediaType, description } = answer;
      if (typeof contentMediaType !== 'string' || contentMediaType === '') return [status, answer];
      return [
        status,
        {
          description: typeof description === 'string' ? description : contentMediaType,
          content: { [contentMediaType]: { schema: { type: 'string', format: 'binary' } } },
        },
      ];
    }),
  );
}

/** `customer-contracts` → `customerContracts`; `check-psswd-change` → `checkPsswdChange`. */
const camelCase = (words: string[]) =>
  words
    .flatMap((word) => word.split(/[-_]/))
    .filter(Boolean)
    .map((word, index) => (index === 0 ? word : word[0]!.toUpperCase() + word.slice(1)))
    .join('');

/**
 * The one rule every `operationId` follows: the path's fixed segments after `/api/v1` in camelCase, then what
 * the method does to them: `List` (a GET answering a page), `Retrieve` (any other GET), `Create` (a POST
 * answering 201), `Update` (PUT), `PartialUpdate` (PATCH), `Destroy` (DELETE); a POST answering anything else
 * is an action named by its path alone (`inspectionsSign`, `authLogin`, `inspectionsQuoteSend`).
 */
export function operationIdOf(
  method: string,
  url: string,
  answers: { page: boolean; created: boolean },
): string {
  const words = url
    .split('/')
    .filter((segment) => segment !== '' && !segment.startsWith(':') && !segment.startsWith('{'))
    .slice(2); // `api`, `v1`
  const base = camelCase(words);
  switch (method.toUpperCase()) {
    case 'GET':
      return `${base}${answers.page ? 'List' : 'Retrieve'}`;
    case 'PUT':
      return `${base}Update`;
    case 'PATCH':
      return `${base}PartialUpdate`;
    case 'DELETE':
      return `${base}Destroy`;
    default:
      return answers.created ? `${base}Create` : base;
  }
}

/** Every path of the document ends with `/`, as the API's own links and `Location` headers do. */
const withTrailingSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

/**
 * The headers of a route that reads `If-Match` (its `config.ifMatch`, which `checkIfMatch` obeys): the header
 * declared, `required` where the route answers 428 without it.
 */
function withIfMatch(headers: unknown, mode: IfMatchMode): Record<string, unknown> {
  const schema: Record<string, unknown> = { type: 'object', ...(isRecord(headers) ? headers : {}) };
  const declared = isRecord(schema.properties) ? schema.properties : {};
  const properties = {
    ...declared,
    'if-match': {
      type: 'string',
      maxLength: 200,
      description:
        mode === 'required'
          ? 'The `ETag` of the version edited; without it the answer is 428, with another version 412'
          : 'The `ETag` of the version deleted; when sent and another version is stored, the answer is 412',
      ...(isRecord(declared['if-match']) ? declared['if-match'] : {}),
    },
  };
  const listed: unknown[] = Array.isArray(schema.required) ? schema.required : [];
  const required = listed.filter((name) => name !== 'if-match');
  if (mode === 'required') required.push('if-match');
  return { ...schema, properties, ...(required.length > 0 ? { required } : {}) };
}

/**
 * The zod schemas as JSON Schema (`jsonSchemaTransform`); file answers (`fileResponse`) as their media
 * type; an optional JSON body marked for `transformObject`; and every list, known by its `format=csv`
 * parameter, answers 200 with two media types: `application/json` (one page) and `text/csv` (the export
 * that `?format=csv` or `Accept: text/csv` asks for). Written once here, so no list route repeats it. Each
 * operation also gets its `operationId` (`operationIdOf`), its path a trailing slash, and `If-Match` as
 * its route's `config.ifMatch` says (412 and 428 only where they can be answered).
 */
export const documentTransform: typeof jsonSchemaTransform = (input) => {
  const transformed = jsonSchemaTransform(input);
  const url = withTrailingSlash(transformed.url);
  // A route without a schema (a test's probe) is documented by its path and method alone.
  const base: Record<string, unknown> = isRecord(transformed.schema) ? transformed.schema : {};
  if (base.hide) return { ...transformed, url };
  const ifMatch = input.route.config?.ifMatch;
  const page = takesCsvFormat(base.querystring);
  const methods = [input.route.method].flat().filter((method) => method !== 'HEAD');
  const schema: Record<string, unknown> = {
    ...base,
    operationId: operationIdOf(methods[0] ?? 'GET', url, {
      page,
      created: isRecord(base.response) && base.response['201'] !== undefined,
    }),
    ...(ifMatch ? { headers: withIfMatch(base.headers, ifMatch) } : {}),
    ...(acceptsNothing(input.schema?.body) ? { [OPTIONAL_BODY]: true } : {}),
  };
  if (!isRecord(schema.response)) return { ...transformed, url, schema };
  const response = withFileAnswers(schema.response);
  // Every token route but the few a user who must change the password may use answers them 403
  // `password_change_required` (auth/authenticate.ts), with the same error body as its 401.
  const security = base.security;
  const takesToken =
    security === undefined ||
    (Array.isArray(security) && security.some((entry) => isRecord(entry) && 'token' in entry));
  if (
    takesToken &&
    !input.route.config?.allowedBeforePasswordChange &&
    response['401'] !== undefined
  ) {
    response['403'] ??= response['401'];
  }
  if (ifMatch !== 'required') delete response['428'];
  if (!ifMatch) delete response['412'];
  const first = response['200'];
  if (first === undefined || !page) return { ...transformed, url, schema: { ...schema, response } };
  const listAnswer = {
    description:
      'One page of the list; with `?format=csv` or `Accept: text/csv`, every matching row as CSV',
    content: { 'application/json': { schema: first }, 'text/csv': csvMedia },
  };
  return { ...transformed, url, schema: { ...schema, response: { ...response, 200: listAnswer } } };
};

/** What each status means in this API, for answers whose route gives no description of its own. */
const statusDescriptions: Record<string, string> = {
  '200': 'OK',
  '201': 'Created: the new item, its address in `Location` and its version in `ETag`',
  '204': 'Done; no body',
  '304': 'Not modified since the `ETag` sent in `If-None-Match`',
  '400': 'Invalid request: `error_list` names each field and what is wrong with it',
  '401': 'No valid token (or wrong credentials)',
  '403': '`password_change_required`: the user must change the password first',
  '404': 'Not found, or not visible to the caller',
  '409': 'Conflict: a value taken, or the item is in a state that refuses this; `detail` says why',
  '412':
    'Someone else changed the item: `If-Match` names another version (the answer carries the current `ETag`)',
  '413': 'The upload is too large',
  '415': 'The upload is of a type not accepted',
  '428': '`If-Match` is missing: send the `ETag` of the version edited',
  '429': 'Too many attempts: wait the seconds of `Retry-After`',
  '503': 'Busy: nothing was kept; send it again after the seconds of `Retry-After`',
};

const SCHEMAS = '#/components/schemas/';

/** Replaces every `$ref` in `value` that `rename` names with its new target, in place. */
function renameRefs(value: unknown, rename: ReadonlyMap<string, string>): void {
  if (Array.isArray(value)) {
    for (const entry of value) renameRefs(entry, rename);
  } else if (isRecord(value)) {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && rename.has(child)) {
        value[key] = rename.get(child);
      } else {
        renameRefs(child, rename);
      }
    }
  }
}

/** The component names `value` refers to. */
function refsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const entry of value) refsIn(entry, found);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith(SCHEMAS)) {
        found.add(child.slice(SCHEMAS.length));
      } else {
        refsIn(child, found);
      }
    }
  }
  return found;
}

/**
 * The named schemas as clients want them: fastify-type-provider-zod writes each one twice, as read (`X`) and as
 * written (`XInput`); where both are the same JSON Schema only `X` stays. Then every component no operation
 * reaches is dropped (an answer's `XInput`, a page of items no list answers).
 */
function tidyComponents(document: Record<string, unknown>): void {
  const components = document.components;
  if (!isRecord(components) || !isRecord(components.schemas)) return;
  const schemas = components.schemas;
  const rename = new Map<string, string>();
  // Collapsing one pair can make another equal (a write body holding a collapsed line): until nothing changes.
  for (let changed = true; changed;) {
    changed = false;
    for (const name of Object.keys(schemas)) {
      const output = name.replace(/Input$/, '');
      if (output === name || !(output in schemas) || rename.has(`${SCHEMAS}${name}`)) continue;
      const input = structuredClone(schemas[name]);
      renameRefs(input, rename);
      if (JSON.stringify(input) !== JSON.stringify(schemas[output])) continue;
      rename.set(`${SCHEMAS}${name}`, `${SCHEMAS}${output}`);
      changed = true;
    }
  }
  renameRefs(document, rename);
  for (const ref of rename.keys()) delete schemas[ref.slice(SCHEMAS.length)];

  const reached = new Set<string>();
  const pending = [...refsIn(document.paths)];
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (reached.has(name)) continue;
    reached.add(name);
    pending.push(...refsIn(schemas[name]));
  }
  for (const name of Object.keys(schemas)) if (!reached.has(name)) delete schemas[name];
}

/**
 * The document as served: the named schemas as components (`jsonSchemaTransformObject`, tidied), an optional
 * JSON body (see `documentTransform`) not `required`.
 */
function finishDocument(input: Parameters<SwaggerTransformObject>[0]) {
  const openapiObject = jsonSchemaTransformObject(input);
  // Walked as plain JSON, whichever OpenAPI version's type the library answers with; changed in place.
  const document: unknown = openapiObject;
  if (!isRecord(document)) return openapiObject;
  tidyComponents(document);
  const paths = isRecord(document.paths) ? document.paths : {};
  for (const item of Object.values(paths)) {
    if (!isRecord(item)) continue;
    for (const operation of Object.values(item)) {
      if (!isRecord(operation)) continue;
      const responses = isRecord(operation.responses) ? operation.responses : {};
      for (const [status, response] of Object.entries(responses)) {
        if (
          isRecord(response) &&
          response.description === 'Default Response' &&
          statusDescriptions[status]
        ) {
          response.description = statusDescriptions[status];
        }
      }
      if (!operation[OPTIONAL_BODY]) continue;
      delete operation[OPTIONAL_BODY];
      const body = operation.requestBody;
      if (isRecord(body)) body.required = false;
    }
  }
  return openapiObject;
}

/**
 * Generates the OpenAPI document from the zod schemas of every route registered after this call,
 * served at `GET /api/v1/openapi.json`, with the Swagger UI at `/api/v1/docs`.
 */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  registerNamedSchemas();
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      // The document is served by the API itself: a relative server works behind any host and proxy.
      servers: [{ url: '/', description: 'The server that serves this document' }],
      // Every operation needs the token unless it says otherwise (`security: []` on the public ones).
      security: [{ token: [] }],
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
        ? finishDocument(documentObject)
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
