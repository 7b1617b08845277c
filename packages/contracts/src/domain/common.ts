import { z } from 'zod';

/** Largest value of a PostgreSQL `integer` column: ids and counters never exceed it. */
export const INT4_MAX = 2_147_483_647;

/** Largest `page_size` a list accepts. */
export const MAX_PAGE_SIZE = 100;

/** `page_size` when the request gives none. */
export const DEFAULT_PAGE_SIZE = 25;

/** Earliest and latest calendar years a date field accepts. */
export const DATE_YEAR_RANGE = { min: 1900, max: 2999 } as const;

const hasNul = (value: string) => value.includes('\u0000');

/** A row id: a positive int4. */
export const id = z.number().int().min(1).max(INT4_MAX);

/** A row id in a path or query string. */
export const idParam = z.coerce.number().int().min(1).max(INT4_MAX);

/** Path parameters of an item route: `{id}`. */
export const itemParams = z.object({ id: idParam });
export type ItemParams = z.infer<typeof itemParams>;

/** A required text of at most `max` characters, not blank, never holding NUL. */
export function requiredText(max: number) {
  return z
    .string()
    .max(max)
    .refine((value) => value.trim().length > 0, { message: 'required' })
    .refine((value) => !hasNul(value), { message: 'invalid_character' });
}

/** An optional text of at most `max` characters (null or absent when unknown). */
export function optionalText(max: number) {
  return z
    .string()
    .max(max)
    .refine((value) => !hasNul(value), { message: 'invalid_character' })
    .nullable()
    .optional();
}

/** An e-mail address. */
export const email = z.email().max(254);

/** An integer within `[min, max]` (both inside int4). */
export function intRange(min: number, max: number) {
  return z.number().int().min(min).max(max);
}

/** Integer euro cents, never negative. */
export const cents = z.number().int().min(0).max(INT4_MAX);

function inYearRange(value: string): boolean {
  const year = Number(value.slice(0, 4));
  return year >= DATE_YEAR_RANGE.min && year <= DATE_YEAR_RANGE.max;
}

/** A calendar date `YYYY-MM-DD` between 1900 and 2999. */
export const isoDate = z.iso.date().refine(inYearRange, { message: 'date_out_of_range' });

/** An instant in ISO 8601 with an offset, between 1900 and 2999. */
export const isoDateTime = z.iso
  .datetime({ offset: true })
  .refine(inYearRange, { message: 'date_out_of_range' });

/** Query filter on a boolean: `true` or `false`. */
export const boolFilter = z.enum(['true', 'false']).optional();

/** Italian VAT number (partita IVA): 11 digits whose last is the Luhn-style check digit. */
export function isValidPartitaIva(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  let sum = 0;
  for (let index = 0; index < 10; index++) {
    let digit = Number(value[index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10 === Number(value[10]);
}

/** An Italian partita IVA (11 digits, valid check digit). */
export const vatNumber = z.string().refine(isValidPartitaIva, { message: 'invalid_vat_number' });

/** The columns every resource item carries (docs/data-model.md#common-columns). */
export const trackedFields = {
  id,
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  created_by: id.nullable(),
};

function makePage<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

const pages = new WeakMap<z.ZodType, ReturnType<typeof makePage>>();

/**
 * The page envelope of every list: `{count, next, previous, results}`. One schema per item schema, so that
 * every list of the same items answers the same page (the OpenAPI document names it once).
 */
export function pageOf<T extends z.ZodType>(item: T): ReturnType<typeof makePage<T>> {
  let page = pages.get(item);
  if (!page) {
    page = makePage(item);
    pages.set(item, page);
  }
  return page as ReturnType<typeof makePage<T>>;
}

/** One page of a list. */
export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/**
 * A list's `ordering` value over the fields `F`: the first field ascending or, with `-`, descending,
 * then more comma-separated (the schema checks those at run time).
 */
export type Ordering<F extends string> = `${'' | '-'}${F}` | `${'' | '-'}${F},${string}`;

/** The `ordering` values of a list: each field ascending or, with `-`, descending. */
export function orderingValues<const F extends readonly string[]>(fields: F) {
  return fields.flatMap((field) => [field, `-${field}`]) as (F[number] | `-${F[number]}`)[];
}

/**
 * `format` of a list's query string: `csv` answers every matching row as a CSV download (docs/api.md#csv),
 * like `Accept: text/csv`; no other value is accepted.
 */
export const listFormat = z
  .enum(['csv'])
  .optional()
  .describe('`csv`: every matching row (not one page) as a CSV download, like `Accept: text/csv`');

/**
 * The query string of a list: `page`, `page_size` (≤ 100), `ordering` (comma-separated fields of
 * `orderable`, `-` for descending), `search`, `format` (`csv`) and the resource's own filters. Unknown keys
 * are refused.
 */
export function listQuery<
  const F extends readonly [string, ...string[]],
  S extends z.ZodRawShape = Record<never, never>,
>(orderable: F, filters?: S) {
  const allowed = new Set<string>(orderingValues(orderable));
  return z.strictObject({
    page: z.coerce.number().int().min(1).max(100_000).optional(),
    page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
    // Typed as what the refinement admits, so that a client's misspelt ordering is a compile error (the
    // schema is the same at run time).
    ordering: z
      .string()
      .max(200)
      .refine(
        (value) =>
          value.split(',').every((part) => allowed.has(part.trim())) &&
          new Set(value.split(',').map((part) => part.trim().replace(/^-/, ''))).size ===
            value.split(',').length,
        { message: 'invalid_ordering' },
      )
      .optional()
      .describe(
        `Comma-separated, \`-\` for descending: ${orderable.join(', ')}`,
      ) as unknown as z.ZodOptional<z.ZodType<Ordering<F[number]>, string>>,
    search: z
      .string()
      .max(200)
      .refine((value) => !hasNul(value), { message: 'invalid_character' })
      .optional(),
    format: listFormat,
    ...(filters ?? ({} as S)),
  });
}

/** Query filter of a date range bound (`…_from`, `…_to`). */
export const dateFilter = isoDate.optional();

/** Query filter on a foreign key. */
export const idFilter = idParam.optional();

/** Query filter on an enum. */
export function enumFilter<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values).optional();
}
