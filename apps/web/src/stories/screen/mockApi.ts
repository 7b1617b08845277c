import { resourceDefinitions, type ListQuery, type ResourceDefinition } from '@altalena/api-client';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod';
import { api } from '../authStories';

/** Rows of the mock API by resource path (`customers/`), each an item of the contract's item schema. */
export type MockRows = Record<string, Record<string, unknown>[]>;

type AnyDefinition = ResourceDefinition<
  { id: number; version: number },
  { id: number; version: number },
  unknown,
  unknown,
  ListQuery
>;

const definitions = Object.values(resourceDefinitions) as unknown as AnyDefinition[];

/** The API's error body. */
const problem = (status: number, detail: string, errorList: unknown[] = []) =>
  HttpResponse.json({ detail, error_list: errorList }, { status });

/** The field errors of a zod failure, as the API lists them. */
const fieldErrors = (error: z.ZodError) =>
  error.issues.map((issue) => ({
    field: issue.path.join('.') || 'body',
    code: issue.code,
    message: issue.message,
  }));

const orderBy = (rows: Record<string, unknown>[], ordering: string | null) => {
  if (!ordering) return rows;
  const fields = ordering.split(',').map((part) => ({
    key: part.replace(/^-/, ''),
    sign: part.startsWith('-') ? -1 : 1,
  }));
  return [...rows].sort((a, b) => {
    for (const { key, sign } of fields) {
      const x = a[key] ?? '';
      const y = b[key] ?? '';
      if (x < y) return -sign;
      if (x > y) return sign;
    }
    return 0;
  });
};

const PAGING = new Set(['page', 'page_size', 'ordering', 'search', 'format']);

/**
 * An in-memory `/api/v1` for screen stories: list (search, equality filters, ordering, pages), read,
 * create, PATCH with `If-Match` (412 when stale) and DELETE of every resource of the API client,
 * validating bodies with the same contract schemas as the server and checking every row it serves
 * against the item schema.
 */
export function mockApi(seed: MockRows): HttpHandler[] {
  const tables = new Map<string, Record<string, unknown>[]>();
  for (const definition of definitions) {
    const rows = (seed[definition.path] ?? []).map((row) => definition.item.parse(row));
    tables.set(definition.path, rows as Record<string, unknown>[]);
  }
  // The server's settings: maps without tiles, as in every test (nothing loaded from outside).
  const handlers: HttpHandler[] = [
    http.get(api('/settings/'), () => HttpResponse.json({ map_tiles: null })),
  ];
  for (const definition of definitions) {
    const rows = () => tables.get(definition.path) ?? [];
    const base = api(`/${definition.path}`);
    handlers.push(
      http.get(base, ({ request }) => {
        const params = new URL(request.url).searchParams;
        const search = params.get('search')?.toLowerCase();
        let found = rows().filter((row) =>
          [...params.entries()].every(
            ([key, value]) => PAGING.has(key) || !(key in row) || String(row[key]) === value,
          ),
        );
        if (search)
          found = found.filter((row) =>
            Object.values(row).some(
              (value) => typeof value === 'string' && value.toLowerCase().includes(search),
            ),
          );
        found = orderBy(found, params.get('ordering'));
        const pageSize = Number(params.get('page_size') ?? 25);
        const page = Number(params.get('page') ?? 1);
        const results = found.slice((page - 1) * pageSize, page * pageSize);
        return HttpResponse.json({
          count: found.length,
          next: page * pageSize < found.length ? `${base}?page=${page + 1}` : null,
          previous: page > 1 ? `${base}?page=${page - 1}` : null,
          results,
        });
      }),
      http.get(`${base}:id/`, ({ params }) => {
        const row = rows().find((item) => item.id === Number(params.id));
        if (!row) return problem(404, 'not_found');
        return HttpResponse.json(row, { headers: { etag: `"${String(row.version)}"` } });
      }),
      http.post(base, async ({ request }) => {
        const parsed = definition.write.safeParse(await request.json());
        if (!parsed.success) return problem(400, 'validation_error', fieldErrors(parsed.error));
        const id = Math.max(0, ...rows().map((row) => row.id as number)) + 1;
        const now = new Date().toISOString();
        const first = rows()[0] ?? {};
        const row = {
          ...first,
          ...(parsed.data as object),
          id,
          version: 1,
          created_at: now,
          updated_at: now,
        };
        tables.set(definition.path, [...rows(), row]);
        return HttpResponse.json(row, {
          status: 201,
          headers: { location: `${base}${id}/`, etag: '"1"' },
        });
      }),
      http.patch(`${base}:id/`, async ({ request, params }) => {
        const row = rows().find((item) => item.id === Number(params.id));
        if (!row) return problem(404, 'not_found');
        const ifMatch = request.headers.get('if-match');
        if (!ifMatch) return problem(428, 'precondition_required');
        if (ifMatch !== `"${String(row.version)}"`) return problem(412, 'precondition_failed');
        const parsed = definition.patch.safeParse(await request.json());
        if (!parsed.success) return problem(400, 'validation_error', fieldErrors(parsed.error));
        Object.assign(row, parsed.data, {
          version: (row.version as number) + 1,
          updated_at: new Date().toISOString(),
        });
        return HttpResponse.json(row, { headers: { etag: `"${String(row.version)}"` } });
      }),
      http.delete(`${base}:id/`, ({ params }) => {
        if (!rows().some((item) => item.id === Number(params.id))) return problem(404, 'not_found');
        tables.set(
          definition.path,
          rows().filter((item) => item.id !== Number(params.id)),
        );
        return new HttpResponse(null, { status: 204 });
      }),
    );
  }
  return handlers;
}
