import { resourceDefinitions, type ListQuery, type ResourceDefinition } from '@altalena/api-client';
import { quote, type Inspection, type QuoteType } from '@altalena/contracts';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { api } from '../authStories';
import { fieldErrors, listAnswer, problem } from './mockHttp';
import { quoteApi } from './quoteApi';

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

/**
 * An in-memory `/api/v1` for screen stories: list (search, equality and range filters, ordering,
 * pages), read, create, PATCH with `If-Match` (412 when stale) and DELETE of every resource of the API
 * client, validating bodies with the same contract schemas as the server and checking every row it
 * serves against the item schema; and the quotes of the inspections (`quotes/`, see `quoteApi`) as
 * `role` sees them.
 */
export function mockApi(seed: MockRows, role: 'admin' | 'customer' = 'admin'): HttpHandler[] {
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
      http.get(base, ({ request }) => listAnswer(rows(), request, base)),
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
  handlers.push(
    ...quoteApi({
      quotes: (seed['quotes/'] ?? []).map((row) => quote.parse(row)),
      inspections: () => (tables.get('inspections/') ?? []) as Inspection[],
      quoteTypes: () => (tables.get('quote-types/') ?? []) as QuoteType[],
      role,
    }),
  );
  return handlers;
}
