import { createTestContext, type TestContext } from '../testing';

// The lists' CSV export (`?format=csv`, `Accept: text/csv`) in the OpenAPI document: every list declares
// the `format` parameter and a `text/csv` answer beside its JSON page; nothing else declares CSV.

interface JsonSchema {
  $ref?: string;
  type?: string;
  properties?: Record<string, unknown>;
}

interface Media {
  schema?: JsonSchema;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: { enum?: unknown[] };
}

interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  security?: Array<Record<string, string[]>>;
  requestBody?: { required?: boolean; content?: Record<string, Media> };
  responses?: Record<string, { content?: Record<string, Media> }>;
}

interface Document {
  servers?: Array<{ url: string }>;
  security?: Array<Record<string, string[]>>;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
}

/** A header that makes the probe hook below answer at once, before any route hook (auth) or handler runs. */
const PROBE = 'x-test-route-probe';

let ctx: TestContext;
let document: Document;
let operations: Array<{ key: string; method: string; path: string; operation: Operation }>;
/** What each route declares, as the router found it for a probe request (`${method} ${path}`). */
const declared = new Map<string, { ifMatch?: string }>();

beforeAll(async () => {
  ctx = await createTestContext({
    driver: 'pglite',
    beforeReady: (app) =>
      app.addHook('onRequest', async (request, reply) => {
        if (request.headers[PROBE] === undefined) return;
        declared.set(String(request.headers[PROBE]), { ...request.routeOptions.config });
        return reply.code(204).send();
      }),
  });
  const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
  document = response.json() as Document;
  operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );
});

afterAll(() => ctx?.close());

const SCHEMAS = '#/components/schemas/';

/** A schema with its `$ref` followed (one level: components are never bare refs). */
const resolved = (schema: JsonSchema | undefined) =>
  schema?.$ref ? document.components.schemas[schema.$ref.slice(SCHEMAS.length)] : schema;

/** The path of an operation with every parameter set to 1. */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '1');

/** A list: a GET whose JSON 200 answer is a `{count, next, previous, results}` page. */
const isList = (key: string, operation: Operation) => {
  const properties = resolved(
    operation.responses?.['200']?.content?.['application/json']?.schema,
  )?.properties;
  return (
    key.startsWith('GET ') &&
    ['count', 'next', 'previous', 'results'].every((name) => properties?.[name] !== undefined)
  );
};

describe('the CSV export in the OpenAPI document', () => {
  it('declares text/csv and the format parameter on every list', () => {
    const lists = operations.filter(({ key, operation }) => isList(key, operation));
    const keys = lists.map(({ key }) => key);
    // Every resource list of docs/api.md#paths, the park due list and the findings lists.
    for (const path of [
      'customers',
      'customer-contracts',
      'installers',
      'installer-contracts',
      'parks',
      'parks/due/',
      'toys',
      'inspections',
      'findings',
      'quotes',
      'quote-types',
      'selects',
      'users/admins',
      'users/customers',
      'files',
    ]) {
      expect(keys, path).toContainEqual(
        expect.stringMatching(new RegExp(`^GET /api/v1/${path}/?$`)),
      );
    }
    expect(keys).toContain('GET /api/v1/inspections/{id}/findings/');

    for (const { key, operation } of lists) {
      const answer = operation.responses?.['200']?.content ?? {};
      expect(Object.keys(answer).sort(), key).toEqual(['application/json', 'text/csv']);
      expect(answer['text/csv']?.schema?.type, key).toBe('string');
      const format = operation.parameters?.find((p) => p.name === 'format' && p.in === 'query');
      expect(format?.schema?.enum, key).toEqual(['csv']);
    }
  });

  it('declares text/csv on no other operation', () => {
    const others = operations.filter(({ key, operation }) => !isList(key, operation));
    expect(others.length).toBeGreaterThan(30);
    for (const { key, operation } of others) {
      for (const [status, answer] of Object.entries(operation.responses ?? {})) {
        expect(Object.keys(answer.content ?? {}), `${key} ${status}`).not.toContain('text/csv');
      }
    }
  });
});

describe('documents and optional bodies in the OpenAPI document', () => {
  const operation = (key: string) =>
    operations.find((candidate) => candidate.key === key)?.operation;

  it('declares the PDFs as application/pdf bytes, their errors as JSON', () => {
    for (const key of [
      'GET /api/v1/inspections/{id}/report/',
      'GET /api/v1/inspections/{inspectionId}/quote/pdf/',
    ]) {
      const responses = operation(key)?.responses ?? {};
      expect(Object.keys(responses['200']?.content ?? {}), key).toEqual(['application/pdf']);
      expect(responses['200']?.content?.['application/pdf']?.schema, key).toEqual({
        type: 'string',
        format: 'binary',
      });
      expect(Object.keys(responses['404']?.content ?? {}), key).toEqual(['application/json']);
    }
  });

  it('declares the reject body {reason} as optional, and other bodies as required', () => {
    const reject = operation('POST /api/v1/inspections/{inspectionId}/quote/reject/');
    expect(reject?.requestBody?.required).toBe(false);
    const body = reject?.requestBody?.content?.['application/json']?.schema;
    expect(JSON.stringify(body)).toContain(`"$ref":"${SCHEMAS}QuoteReject"`);
    const schema = JSON.stringify(document.components.schemas.QuoteReject);
    expect(schema).toContain('"reason"');
    expect(schema).toContain('"maxLength":2000');
    expect(schema).toContain('"additionalProperties":false');
    expect(
      operation('POST /api/v1/inspections/{inspectionId}/quote/accept/')?.requestBody,
    ).toBeUndefined();
    expect(operation('POST /api/v1/customers/')?.requestBody?.required).toBe(true);
    expect(JSON.stringify(operations)).not.toContain('x-optional-body');
  });
});

describe('operations, components and security in the OpenAPI document', () => {
  it('gives every operation a unique operationId by the one rule', () => {
    expect(operations.length).toBeGreaterThan(100);
    const ids = operations.map(({ operation }) => operation.operationId);
    for (const [index, id] of ids.entries()) {
      expect(id, operations[index]?.key).toMatch(/^[a-z][A-Za-z]*$/);
    }
    expect(new Set(ids).size).toBe(ids.length);
    const idOf = (key: string) =>
      operations.find((entry) => entry.key === key)?.operation.operationId;
    expect(idOf('GET /api/v1/customers/')).toBe('customersList');
    expect(idOf('POST /api/v1/customers/')).toBe('customersCreate');
    expect(idOf('GET /api/v1/customers/{id}/')).toBe('customersRetrieve');
    expect(idOf('PUT /api/v1/customers/{id}/')).toBe('customersUpdate');
    expect(idOf('PATCH /api/v1/customers/{id}/')).toBe('customersPartialUpdate');
    expect(idOf('DELETE /api/v1/customers/{id}/')).toBe('customersDestroy');
    expect(idOf('POST /api/v1/inspections/{id}/sign/')).toBe('inspectionsSign');
    expect(idOf('GET /api/v1/inspections/{id}/findings/')).toBe('inspectionsFindingsList');
  });

  it('writes every path with a trailing slash, each answered by the server as written', async () => {
    for (const { method, path, key } of operations) {
      expect(path, key).toMatch(/\/$/);
      const answer = await ctx.app.inject({
        method,
        url: concrete(path),
        headers: { [PROBE]: key },
      });
      expect(answer.statusCode, key).toBe(204);
    }
  });

  it('names the schemas in PascalCase, every $ref resolves and every component is used', () => {
    const names = Object.keys(document.components.schemas);
    for (const name of [
      'Customer',
      'CustomerPage',
      'CustomerWrite',
      'CustomerPatch',
      'ErrorBody',
    ]) {
      expect(names).toContain(name);
    }
    for (const name of names) expect(name).toMatch(/^[A-Z][A-Za-z0-9]*$/);
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(100);
    for (const ref of refs) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(names, ref).toContain(ref.slice(SCHEMAS.length));
    }
    const referenced = new Set(refs.map((ref) => ref.slice(SCHEMAS.length)));
    for (const name of names) expect(referenced, name).toContain(name);
    const customers = operations.find(({ key }) => key === 'GET /api/v1/customers/{id}/');
    expect(customers?.operation.responses?.['200']?.content?.['application/json']?.schema).toEqual({
      $ref: `${SCHEMAS}Customer`,
    });
  });

  it('marks If-Match required exactly where the route answers 428 without it', async () => {
    let required = 0;
    for (const { method, path, key, operation } of operations) {
      await ctx.app.inject({ method, url: concrete(path), headers: { [PROBE]: key } });
      const route = declared.get(key);
      expect(route, key).toBeDefined();
      const ifMatch = operation.parameters?.find((p) => p.in === 'header' && p.name === 'if-match');
      const statuses = Object.keys(operation.responses ?? {});
      if (route?.ifMatch === 'required') {
        required += 1;
        expect(ifMatch?.required, key).toBe(true);
        expect(statuses, key).toContain('428');
      } else {
        expect(ifMatch?.required ?? false, key).toBe(false);
        expect(statuses, key).not.toContain('428');
      }
      expect(ifMatch !== undefined, key).toBe(route?.ifMatch !== undefined);
      expect(statuses.includes('412'), key).toBe(route?.ifMatch !== undefined);
    }
    expect(required).toBeGreaterThan(30);
  });

  it('answers 428 without If-Match on a route the document marks so', async () => {
    const { listen, makeUser } = await import('../testing/client');
    const api = await listen(ctx);
    const admin = await makeUser(ctx, { isAdmin: true });
    const { token } = (await api.login(admin.username, admin.password)).body;
    const created = await api.request('POST', '/customers/', {
      token,
      json: {
        name: 'Comune di Delta',
        customer_type: 'municipality',
        email: 'delta@example.com',
        address: 'Via Roma 3',
        city: 'Lucca',
      },
    });
    expect(created.status).toBe(201);
    const patched = await api.request('PATCH', `/customers/${created.body.id}/`, {
      token,
      json: { city: 'Pisa' },
    });
    expect(patched.status).toBe(428);
  });

  it('is served from its own origin, asks for the token unless an operation says it is public', async () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(document.security).toEqual([{ token: [] }]);
    const publicKeys: string[] = [];
    for (const { method, path, key, operation } of operations) {
      const security = operation.security ?? document.security;
      const answer = await ctx.app.inject({ method, url: concrete(path) });
      if (security?.length === 0) {
        publicKeys.push(key);
        expect(answer.statusCode, key).not.toBe(401);
      } else if (security?.some((requirement) => 'token' in requirement)) {
        // 401, or 400 where the body is validated before the token is read (`users/me/`).
        expect([400, 401], key).toContain(answer.statusCode);
      }
      expect(answer.statusCode, key).toBeLessThan(500);
    }
    expect(publicKeys).toEqual(
      expect.arrayContaining([
        'GET /api/v1/settings/',
        'GET /api/v1/verify/{code}/',
        'POST /api/v1/auth/reset-password/',
        'POST /api/v1/auth/check-psswd-change/',
      ]),
    );
  });

  it('still serves the docs page', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/v1/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const json = await ctx.app.inject({ method: 'GET', url: '/api/v1/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({ openapi: '3.1.0' });
  });
});
