import { HttpResponse } from 'msw';
import type { z } from 'zod';

// What the mock API answers the way the server does: errors and list pages.

/** The API's error body. */
export const problem = (status: number, detail: string, errorList: unknown[] = []) =>
  HttpResponse.json({ detail, error_list: errorList }, { status });

/** The field errors of a zod failure, as the API lists them. */
export const fieldErrors = (error: z.ZodError) =>
  error.issues.map((issue) => ({
    field: issue.path.join('.') || 'body',
    code: issue.code,
    message: issue.message,
  }));

/** Rows in the order of an `ordering` parameter (`-name,code`). */
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
 * Whether a row passes a query parameter: equality with its field, or a range bound (`…_from`,
 * `…_to`) of the field it names; parameters naming no field of the row are not filters here.
 */
function passes(row: Record<string, unknown>, key: string, value: string): boolean {
  if (PAGING.has(key)) return true;
  if (key in row) return String(row[key]) === value;
  const bound = /^(.*)_(from|to)$/.exec(key);
  const field = bound?.[1];
  if (!bound || field === undefined || !(field in row)) return true;
  const cell = row[field];
  if (typeof cell !== 'string') return false;
  return bound[2] === 'from' ? cell >= value : cell <= value;
}

/**
 * One page of `rows` as the API answers a list at `base`: search over their texts, filters, ordering
 * and paging from the request's query string.
 */
export function listAnswer(rows: Record<string, unknown>[], request: Request, base: string) {
  const params = new URL(request.url).searchParams;
  const search = params.get('search')?.toLowerCase();
  let found = rows.filter((row) =>
    [...params.entries()].every(([key, value]) => passes(row, key, value)),
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
}
