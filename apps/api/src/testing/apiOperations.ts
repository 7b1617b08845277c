import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestContext } from './context';

/** A JSON Schema node as the OpenAPI document holds it (only the keywords the tests read). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  const?: unknown;
}

/** One parameter of an operation. */
export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

/** One route + method of `/api/v1`, as the OpenAPI document lists it. */
export interface Operation {
  /** Upper-case HTTP method. */
  method: string;
  /** Path template under `/api/v1`, always with a trailing slash, e.g. `/customers/{id}/`. */
  path: string;
  /** `METHOD /path/` — the key of the test tables. */
  key: string;
  parameters: Parameter[];
  /** The JSON body schema, when the route takes JSON. */
  jsonBody?: JsonSchema;
  /** Whether the route takes `multipart/form-data`. */
  multipart: boolean;
  /** Whether the document asks for a token (`security`). */
  secured: boolean;
}

interface RawOperation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

const PREFIX = '/api/v1';
const REQUEST_TIMEOUT_MS = 10_000;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** `value` with every `$ref` to a named schema replaced by that schema (the contracts have no cycles). */
function dereferenced<T>(value: T, schemas: Record<string, JsonSchema>): T {
  if (Array.isArray(value)) return value.map((entry) => dereferenced(entry, schemas)) as T;
  if (value === null || typeof value !== 'object') return value;
  const ref = (value as { $ref?: unknown }).$ref;
  if (typeof ref === 'string') {
    const target = schemas[ref.replace('#/components/schemas/', '')];
    if (!target) throw new Error(`unresolved ${ref}`);
    return dereferenced(target, schemas) as T;
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, dereferenced(child, schemas)]),
  ) as T;
}

/** Every operation of `/api/v1` in the app's OpenAPI document (the docs and the document itself excluded). */
export async function apiOperations(ctx: TestContext): Promise<Operation[]> {
  const response = await ctx.app.inject({ method: 'GET', url: `${PREFIX}/openapi.json` });
  const document = dereferenced(
    response.json() as {
      paths: Record<string, Record<string, RawOperation>>;
      security?: unknown[];
      components?: { schemas?: Record<string, JsonSchema> };
    },
    (response.json() as { components?: { schemas?: Record<string, JsonSchema> } }).components
      ?.schemas ?? {},
  );
  const operations: Operation[] = [];
  for (const [rawPath, item] of Object.entries(document.paths)) {
    if (!rawPath.startsWith(`${PREFIX}/`)) continue;
    let path = rawPath.slice(PREFIX.length);
    if (!path.endsWith('/')) path += '/';
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const content = operation.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase(),
        path,
        key: `${method.toUpperCase()} ${path}`,
        parameters: operation.parameters ?? [],
        jsonBody: content['application/json']?.schema,
        multipart: 'multipart/form-data' in content,
        // An operation's own `security` (`[]` on the public ones) overrides the document's.
        secured: ((operation.security ?? document.security)?.length ?? 0) > 0,
      });
    }
  }
  return operations;
}

/** A raw answer of the server: status, headers and the body parsed when it is JSON. */
export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary answer shapes.
  body: any;
}

/** A request as the fuzzers build it: any method, raw path, raw headers and raw bytes. */
export interface RawRequest {
  method: string;
  /** Path under `/api/v1`, query string included, sent as is (no normalisation). */
  path: string;
  headers?: Record<string, string | string[]>;
  body?: string | Buffer;
}

/** Sends requests byte for byte (no URL or header normalisation) to the listening app. */
export type RawClient = (request: RawRequest) => Promise<RawResponse>;

/** A raw HTTP client of the app of `ctx`, which must be listening. */
export function rawClient(ctx: TestContext): RawClient {
  const { port } = ctx.app.server.address() as AddressInfo;
  return (request) =>
    new Promise<RawResponse>((resolve, reject) => {
      const body =
        request.body === undefined
          ? undefined
          : Buffer.isBuffer(request.body)
            ? request.body
            : Buffer.from(request.body, 'utf8');
      const headers: Record<string, string | string[] | number> = { ...request.headers };
      if (body !== undefined) headers['content-length'] = body.length;
      const outgoing = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: request.method,
          path: `${PREFIX}${request.path}`,
          headers,
          insecureHTTPParser: false,
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            const isJson = String(incoming.headers['content-type'] ?? '').includes(
              'application/json',
            );
            let parsed: unknown = text;
            if (isJson && text) {
              try {
                parsed = JSON.parse(text);
              } catch {
                parsed = text;
              }
            }
            resolve({
              status: incoming.statusCode ?? 0,
              headers: incoming.headers,
              text,
              body: parsed,
            });
          });
        },
      );
      outgoing.on('error', reject);
      // A request the server never answers is a finding, not a hung suite.
      outgoing.setTimeout(REQUEST_TIMEOUT_MS, () =>
        outgoing.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)),
      );
      if (body !== undefined) outgoing.write(body);
      outgoing.end();
    });
}

/** Whether an answer is the API's error shape `{detail, error_list:[{field, code, message}]}`. */
export function isErrorBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { detail, error_list: list } = body as { detail?: unknown; error_list?: unknown };
  return (
    typeof detail === 'string' &&
    Array.isArray(list) &&
    list.every(
      (entry: unknown) =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as { field?: unknown }).field === 'string' &&
        typeof (entry as { code?: unknown }).code === 'string' &&
        typeof (entry as { message?: unknown }).message === 'string',
    )
  );
}
