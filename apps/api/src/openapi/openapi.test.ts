import { createTestContext, type TestContext } from '../testing';

// The lists' CSV export (`?format=csv`, `Accept: text/csv`) in the OpenAPI document: every list declares
// the `format` parameter and a `text/csv` answer beside its JSON page; nothing else declares CSV.

interface Media {
  schema?: { type?: string; properties?: Record<string, unknown> };
}

interface Operation {
  parameters?: Array<{ name: string; in: string; schema?: { enum?: unknown[] } }>;
  requestBody?: { required?: boolean; content?: Record<string, Media> };
  responses?: Record<string, { content?: Record<string, Media> }>;
}

let ctx: TestContext;
let operations: Array<{ key: string; operation: Operation }>;

beforeAll(async () => {
  ctx = await createTestContext({ driver: 'pglite' });
  const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
  const document = response.json() as { paths: Record<string, Record<string, Operation>> };
  operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );
});

afterAll(() => ctx?.close());

/** A list: a GET whose JSON 200 answer is a `{count, next, previous, results}` page. */
const isList = (key: string, operation: Operation) => {
  const properties =
    operation.responses?.['200']?.content?.['application/json']?.schema?.properties;
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
    const schema = JSON.stringify(reject?.requestBody?.content?.['application/json']?.schema);
    expect(schema).toContain('"reason"');
    expect(schema).toContain('"maxLength":2000');
    expect(schema).toContain('"additionalProperties":false');
    expect(
      operation('POST /api/v1/inspections/{inspectionId}/quote/accept/')?.requestBody,
    ).toBeUndefined();
    expect(operation('POST /api/v1/customers')?.requestBody?.required).toBe(true);
    expect(JSON.stringify(operations)).not.toContain('x-optional-body');
  });
});
