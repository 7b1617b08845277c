import { Readable, pipeline } from 'node:stream';
import type { SelectListKey } from '@altalena/contracts';
import { catalogs, type Locale } from '@altalena/i18n/catalogs';
import { stringify } from 'csv-stringify';
import { inArray } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../auth/authenticate';
import { isRecord } from '../http/json';
import { selects } from '../db/schema';
import { BUSINESS_TIME_ZONE, businessDay } from './calendar';

/**
 * CSV export of the lists (docs/api.md#csv): `?format=csv` or `Accept: text/csv` on any list answers every
 * matching row, read from the database in batches of `CSV_BATCH_SIZE` and streamed through csv-stringify, for
 * Italian Excel: UTF-8 with BOM, `;`, CRLF, `dd/mm/yyyy` dates, decimal comma, headers and labels in the user's
 * language, and text cells that could start a formula neutralised.
 */

/** Rows read from the database per query while a CSV streams. */
export const CSV_BATCH_SIZE = 500;

/** How a column's value is written. */
export type CsvType = 'text' | 'int' | 'decimal' | 'money' | 'date' | 'datetime' | 'bool';

/** One column of a resource's CSV. */
export interface CsvColumn {
  /** The item's field; the header is `field.<entity>.<field>` unless `header` says otherwise. */
  field: string;
  /** How the value is written (default `text`); an array value is written element by element, joined. */
  type?: CsvType;
  /** Catalog prefix of the value's label, e.g. `status.park` or `enum.customerType`. */
  enum?: string;
  /** The `selects` list whose label the value's code gets, e.g. `site_type`. */
  select?: SelectListKey;
  /** Catalog id of the header instead of `field.<entity>.<field>`. */
  header?: string;
}

/** What a resource's CSV holds (a unit test checks every column names a field of the item schema). */
export interface CsvSpec {
  /** Entity of the header ids: `field.<entity>.<field>`. */
  entity: string;
  /** File name stem: `customers` → `customers-2026-11-23.csv`. */
  filename: string;
  columns: CsvColumn[];
}

/** Whether a list request asks for CSV: `format=csv`, or `text/csv` preferred in `Accept`. */
export function wantsCsv(request: FastifyRequest): boolean {
  if (isRecord(request.query) && request.query.format === 'csv') return true;
  const accept = request.headers.accept;
  if (typeof accept !== 'string' || !/text\/csv/i.test(accept)) return false;
  let csv = 0;
  let other = 0;
  for (const part of accept.split(',')) {
    const [type = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q)) continue;
    if (type.trim() === 'text/csv') csv = Math.max(csv, q);
    else if (type.trim() === 'application/json') other = Math.max(other, q);
  }
  return csv > 0 && csv >= other;
}

/** Reads a list in slices of `size` rows until a short slice: at most one batch is held at a time. */
export async function* inBatches<T>(
  slice: (limit: number, offset: number) => Promise<T[]>,
  size = CSV_BATCH_SIZE,
): AsyncGenerator<T[]> {
  for (let offset = 0; ; offset += size) {
    const rows = await slice(size, offset);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
  }
}

/** A text cell starting with `=`, `+`, `-`, `@`, a tab or a CR is prefixed with `'` so no sheet runs it. */
export function neutralise(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** Integer cents as euros with a decimal comma and no grouping: `123450` → `1234,50`. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** A number with a decimal comma, never in exponent notation: `1.5` → `1,5`. */
export function formatDecimal(value: number): string {
  const text = Number.isInteger(value)
    ? String(value)
    : value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 10 });
  return text.replace('.', ',');
}

const instantFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `YYYY-MM-DD` (or an instant, taken in Europe/Rome) as `dd/mm/yyyy`. */
export function formatDate(value: string): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : businessDay(new Date(value));
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** An instant as `dd/mm/yyyy HH:mm` in Europe/Rome. */
export function formatInstant(value: string | Date): string {
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return '';
  const parts = Object.fromEntries(
    instantFormat.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

type SelectLabels = Map<string, string>;

/** Formats the items of one CSV in one language. */
export class CsvFormatter {
  private readonly messages: Record<string, string>;

  constructor(
    private readonly spec: CsvSpec,
    readonly locale: Locale,
    private readonly selectLabels: SelectLabels = new Map(),
  ) {
    this.messages = catalogs[locale];
  }

  /** The header row: the columns' labels in the user's language. */
  header(): string[] {
    return this.spec.columns.map((column) => {
      const id = column.header ?? `field.${this.spec.entity}.${column.field}`;
      return this.messages[id] ?? column.field;
    });
  }

  /** One record of the CSV. */
  record(item: object): string[] {
    return this.spec.columns.map((column) => {
      const value: unknown = Reflect.get(item, column.field);
      if (Array.isArray(value))
        return value.map((element) => this.cell(column, element)).join(', ');
      return this.cell(column, value);
    });
  }

  private cell(column: CsvColumn, value: unknown): string {
    if (value === null || value === undefined || value === '') return '';
    switch (column.type ?? 'text') {
      case 'int':
        return typeof value === 'number' ? String(value) : neutralise(String(value));
      case 'decimal':
        return typeof value === 'number' ? formatDecimal(value) : neutralise(String(value));
      case 'money':
        return typeof value === 'number' ? formatCents(value) : neutralise(String(value));
      case 'date':
        return formatDate(String(value));
      case 'datetime':
        return formatInstant(value instanceof Date ? value : String(value));
      case 'bool':
        return this.messages[`enum.boolean.${value ? 'true' : 'false'}`] ?? String(value);
      case 'text': {
        const code = String(value);
        if (column.enum) return neutralise(this.messages[`${column.enum}.${code}`] ?? code);
        if (column.select)
          return neutralise(this.selectLabels.get(`${column.select}\u0000${code}`) ?? code);
        return neutralise(code);
      }
    }
  }
}

/** The labels of the `selects` lists the columns name, in the locale (one small query). */
async function loadSelectLabels(
  request: FastifyRequest,
  spec: CsvSpec,
  locale: Locale,
): Promise<SelectLabels> {
  const lists = [
    ...new Set(spec.columns.flatMap((column) => (column.select ? [column.select] : []))),
  ];
  const labels: SelectLabels = new Map();
  if (lists.length === 0) return labels;
  const rows = await request.server.deps.db
    .select({
      list_key: selects.list_key,
      code: selects.code,
      label_it: selects.label_it,
      label_en: selects.label_en,
    })
    .from(selects)
    .where(inArray(selects.list_key, lists));
  for (const row of rows) {
    labels.set(`${row.list_key}\u0000${row.code}`, locale === 'it' ? row.label_it : row.label_en);
  }
  return labels;
}

/** The language of the signed-in user. */
export function userLocale(request: FastifyRequest): Locale {
  return currentUser(request).language === 'en' ? 'en' : 'it';
}

/**
 * Answers a list as a CSV download: reads the first batch before the headers go out (so a failure is still
 * an ordinary error answer), then streams the rest, asking for the next batch only when csv-stringify and the
 * socket have taken the previous one. Resolves once the reply has gone out.
 */
export async function sendCsv<T extends object>(
  request: FastifyRequest,
  reply: FastifyReply,
  spec: CsvSpec,
  batches: AsyncGenerator<T[]>,
): Promise<void> {
  const locale = userLocale(request);
  const formatter = new CsvFormatter(spec, locale, await loadSelectLabels(request, spec, locale));
  const first = await batches.next();
  async function* records(): AsyncGenerator<string[]> {
    yield formatter.header();
    if (first.done) return;
    for (const item of first.value) yield formatter.record(item);
    for await (const batch of batches) {
      for (const item of batch) yield formatter.record(item);
    }
  }
  const csv = stringify({ delimiter: ';', record_delimiter: '\r\n', bom: true });
  pipeline(Readable.from(records()), csv, (error) => {
    if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE') {
      request.log.error({ err: error }, 'CSV export failed while streaming');
    }
  });
  const day = businessDay(request.server.deps.clock.now());
  // A reply is thenable: awaiting it waits for the response to finish, as returning it from the handler would.
  await reply
    .code(200)
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${spec.filename}-${day}.csv"`)
    .send(csv);
}
