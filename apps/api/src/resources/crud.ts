import { errorBody, itemParams, pageOf, DEFAULT_PAGE_SIZE, type Page } from '@altalena/contracts';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { InferInsertModel, InferSelectModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, currentUser } from '../auth/authenticate';
import { ApiError } from '../http/errors';
import { isAdmin, notFound, requireAdmin, type Actor } from './access';
import { diffRows, recordChange, snapshot } from './audit';
import { mapDbError, type UniqueFields } from './dbErrors';
import { inBatches, sendCsv, wantsCsv, type CsvSpec } from './csv';
import { checkIfMatch, ifMatchOptional, ifMatchRequired, setEtag } from './etag';
import { runTransaction } from './transaction';
import type { Executor, Tx } from './types';

/** Column values or fields without a known shape (engine internals, audit snapshots). */
export type Row = Record<string, unknown>;

/** Derived fields of a resource: name → the SQL selected with every row, typed with `sql<T>`. */
export type DerivedFields = Record<string, SQL<unknown>>;

/** The values of derived fields as read: `sql<T>` gives `T`. */
export type DerivedValues<TDerived> = {
  [K in keyof TDerived]: TDerived[K] extends SQL<infer T> ? T : never;
};

/** A row of the table as read from the database: its columns. */
export type TableRow<TTable extends PgTable> = InferSelectModel<TTable>;

/** A row as `toDto` sees it: the table's columns plus the resource's derived fields. */
export type ResourceRow<TTable extends PgTable, TDerived = NoDerived> = TableRow<TTable> &
  DerivedValues<TDerived>;

/** The derived fields of a resource that has none. */
export type NoDerived = Record<never, SQL<unknown>>;

/** Column values of an insert or update: each a value of the column's type or SQL (`default`, `version + 1`). */
export type ColumnValues<TTable extends PgTable> = {
  [K in keyof InferInsertModel<TTable>]?: InferInsertModel<TTable>[K] | SQL;
};

/** What the hooks of a write see. */
export interface WriteContext {
  tx: Tx;
  actor: Actor;
  now: Date;
  request: FastifyRequest;
}

/** The operations a resource offers at its collection and item routes. */
export type ResourceMethod = 'list' | 'create' | 'read' | 'update' | 'delete';

/** Fields a write hook adds to the audit entry (changes of child rows), if any. */
export type AuditExtra = Record<string, unknown> | void;

/** How PUT and PATCH differ: PUT replaces every writable field, PATCH only those in the body. */
export type UpdateMode = 'put' | 'patch';

/**
 * Describes one resource of `/api/v1`; `resourcePlugin` turns it into list and item routes. Build one with
 * `defineResource`, which infers every parameter from the table, the derived fields and the schemas, so
 * the hooks get typed rows, bodies and queries.
 */
export interface ResourceDefinition<
  TTable extends PgTable = PgTable,
  TDerived extends DerivedFields = NoDerived,
  TDto = unknown,
  TListQuery extends z.ZodObject = z.ZodObject,
  TWrite extends z.ZodObject = z.ZodObject,
  TPatch extends z.ZodObject = z.ZodObject,
  TReplace extends z.ZodObject = TWrite,
> {
  /** URL segment under `/api/v1`, e.g. `customers`. */
  path: string;
  /** Entity name in the audit log, e.g. `customer`. */
  entity: string;
  /** OpenAPI tag. */
  tag: string;
  /** The table holding the rows (with `id`, `version`, `created_at`, `updated_at`, `created_by`). */
  table: TTable;
  /** Admin-only: every other signed-in user gets a 404 on every method. */
  adminOnly?: boolean;
  /** The item as the API shows it. */
  item: z.ZodType<TDto>;
  /** Body of POST, and of PUT unless `replace` is given (strict: unknown fields are a 400). */
  write: TWrite;
  /** Body of PUT when it differs from POST's (a user's initial password is set on create only). */
  replace?: TReplace;
  /** Body of PATCH (strict). */
  patch: TPatch;
  /** Query string of the list. */
  listQuery: TListQuery;
  /** Derived fields selected with every row, by name (correlated subqueries on the table). */
  derived?: TDerived;
  /** Rows of the table that belong to this resource, whoever asks (admins too): every query carries it. */
  rows?: SQL;
  /** Rows a non-admin may see; required unless `adminOnly`. Evaluated inside the SQL of every query. */
  scope?: (actor: Actor) => SQL;
  /** Text columns `search` matches case-insensitively. */
  search: (PgColumn | SQL)[];
  /** Orderable fields (the names of the contract's ordering list) and what they sort by. */
  ordering: Record<string, PgColumn | SQL>;
  /** Ordering when the query gives none, e.g. `['name']` or `['-created_at']`. */
  defaultOrdering: string[];
  /** Conditions for the list's filters in the parsed query. */
  filters?: (query: z.output<TListQuery>, actor: Actor) => (SQL | undefined)[];
  /** Maps a row (with derived fields) to the item. */
  toDto: (row: ResourceRow<TTable, TDerived>) => TDto;
  /** The columns of the list's CSV export (`?format=csv`, `Accept: text/csv`). */
  csv?: CsvSpec;
  /** Unique constraint name → field, for 409 answers. */
  uniqueFields?: UniqueFields;
  /** Fields an update's audit diff leaves out (default: `version`, `updated_at`). */
  auditIgnored?: readonly string[];
  /** OpenAPI summaries that say more than the default `List <path>`, `Create one of <path>`, … */
  summaries?: Partial<Record<'create' | 'delete', string>>;
  /** Methods not offered (405). */
  without?: ResourceMethod[];
  /**
   * The item as `GET {id}/` shows it, when that is more than the list's row (an inspection with its
   * items): the writes answer with it too, so that a client caches one shape per address.
   */
  detail?: {
    schema: z.ZodType;
    load: (ex: Executor, actor: Actor, id: number) => Promise<unknown>;
  };
  /** Whether a non-admin may create (no row) or change/delete this visible row; default: never. */
  canWrite?: (
    actor: Actor,
    action: 'create' | 'update' | 'delete',
    row?: TableRow<TTable>,
  ) => boolean;
  /** Column values of a new row from the body (default: the body's fields that are columns). */
  prepareCreate?: (
    ctx: WriteContext,
    body: z.output<TWrite>,
  ) => Promise<ColumnValues<TTable>> | ColumnValues<TTable>;
  /** Column values of an update (default: the body's fields that are columns; PUT also resets absent ones). */
  prepareUpdate?: (
    ctx: WriteContext,
    body: z.output<TReplace> | z.output<TPatch>,
    existing: TableRow<TTable>,
    mode: UpdateMode,
  ) => Promise<ColumnValues<TTable>> | ColumnValues<TTable>;
  /** Runs after the insert, in the same transaction (child rows, numbering); returns audit fields to add. */
  afterCreate?: (
    ctx: WriteContext,
    row: TableRow<TTable>,
    body: z.output<TWrite>,
  ) => Promise<AuditExtra>;
  /** Runs after the update, in the same transaction; returns audit changes of child rows to add. */
  afterUpdate?: (
    ctx: WriteContext,
    before: TableRow<TTable>,
    after: TableRow<TTable>,
    body: z.output<TReplace> | z.output<TPatch>,
  ) => Promise<AuditExtra>;
  /** Refuses a delete whatever the row's version (runs before the `If-Match` check): throw to refuse. */
  refuseDelete?: (ctx: WriteContext, existing: TableRow<TTable>) => void;
  /** Refuses a delete others depend on (throw a 409 saying why), in the same transaction. */
  beforeDelete?: (ctx: WriteContext, existing: TableRow<TTable>) => Promise<void>;
  /** Runs last in the delete's transaction (owned files). */
  afterDelete?: (ctx: WriteContext, existing: TableRow<TTable>) => Promise<void>;
}

/**
 * Any resource, for the engine's functions that serve every one. The parameters are `any` because a
 * definition's hooks take its own rows and bodies (contravariant): no single concrete type holds them all.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyResourceDefinition = ResourceDefinition<any, any, any, any, any, any, any>;

/** The row `toDto` of a definition takes (columns and derived fields). */
export type RowOf<TDef extends AnyResourceDefinition> = ResourceRow<
  TDef['table'],
  NonNullable<TDef['derived']>
>;

/** The item a definition's `toDto` returns. */
export type DtoOf<TDef extends AnyResourceDefinition> = ReturnType<TDef['toDto']>;

/**
 * A resource definition with every type inferred from its arguments: the table's columns, the derived
 * fields (`sql<T>`), the item, list query and body schemas. A misspelt column or a wrong type in a hook is
 * a compile error.
 */
export function defineResource<
  TTable extends PgTable,
  TDto,
  TListQuery extends z.ZodObject,
  TWrite extends z.ZodObject,
  TPatch extends z.ZodObject,
  TDerived extends DerivedFields = NoDerived,
  TReplace extends z.ZodObject = TWrite,
>(
  definition: ResourceDefinition<TTable, TDerived, TDto, TListQuery, TWrite, TPatch, TReplace>,
): ResourceDefinition<TTable, TDerived, TDto, TListQuery, TWrite, TPatch, TReplace> {
  return definition;
}

const systemColumns = new Set(['id', 'version', 'created_at', 'updated_at', 'created_by']);

function columnsOf(table: PgTable): Record<string, PgColumn> {
  return getTableColumns(table);
}

/** The body's fields that are writable columns of the table. */
export function columnValues<TTable extends PgTable>(
  table: TTable,
  body: object,
): ColumnValues<TTable> {
  const columns = columnsOf(table);
  const values: Row = {};
  for (const [key, value] of Object.entries(body)) {
    if (key in columns && !systemColumns.has(key) && value !== undefined) values[key] = value;
  }
  // The body was validated by the resource's schema, whose fields of the table's names have its types.
  return values as ColumnValues<TTable>;
}

/**
 * PUT replaces the item: the writable fields the body leaves out go back to null, or to the column's
 * default when it has one and is not nullable.
 */
export function resetAbsentFields<TTable extends PgTable>(
  table: TTable,
  write: z.ZodObject,
  body: object,
  values: ColumnValues<TTable>,
): ColumnValues<TTable> {
  const columns = columnsOf(table);
  const result: Row = { ...values };
  for (const key of Object.keys(write.shape)) {
    const column = columns[key];
    if (!column || key in body || systemColumns.has(key)) continue;
    result[key] = column.notNull ? sql`default` : null;
  }
  // Only writable columns were set, each to null or `default`.
  return result as ColumnValues<TTable>;
}

const wrappedDerived = new WeakMap<AnyResourceDefinition, Record<string, SQL>>();

/**
 * The derived fields of a resource for a select. Each is wrapped in another `sql` so Drizzle keeps the table
 * names inside it: in a single-table select it strips them from top-level expressions, which would bind a
 * correlated subquery's outer column to the subquery's own table.
 */
export function selectedDerived<TDef extends AnyResourceDefinition>(
  def: TDef,
): NonNullable<TDef['derived']> {
  let wrapped = wrappedDerived.get(def);
  if (!wrapped) {
    wrapped = Object.fromEntries(
      Object.entries(def.derived ?? {}).map(([name, expression]) => [name, sql`${expression}`]),
    );
    wrappedDerived.set(def, wrapped);
  }
  // The same names and SQL as `derived`, each wrapped: they read as the values `sql<T>` declared.
  return wrapped as NonNullable<TDef['derived']>;
}

function tableColumn(table: PgTable, name: string): PgColumn {
  const column = columnsOf(table)[name];
  if (!column) throw new Error(`table has no column ${name}`);
  return column;
}

/** The SQL condition limiting rows to what the actor may see (undefined: everything). */
export function scopeCondition(
  def: Pick<AnyResourceDefinition, 'adminOnly' | 'scope' | 'rows'>,
  actor: Actor,
): SQL | undefined {
  if (isAdmin(actor)) return def.rows;
  if (def.adminOnly || !def.scope) return sql`false`;
  return def.rows ? and(def.rows, def.scope(actor)) : def.scope(actor);
}

/** Escapes `%`, `_` and `\` so a search term matches literally inside `ILIKE '%…%'`. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Reads one row the actor may see, with derived fields; undefined when missing or not visible. */
export async function findVisible<TDef extends AnyResourceDefinition>(
  ex: Executor,
  def: TDef,
  actor: Actor,
  id: number,
): Promise<RowOf<TDef> | undefined> {
  const idColumn = tableColumn(def.table, 'id');
  const [row] = await ex
    .select({ ...columnsOf(def.table), ...selectedDerived(def) })
    .from(def.table)
    .where(and(eq(idColumn, id), scopeCondition(def, actor)))
    .limit(1);
  // Drizzle types a select of a table it does not know statically as plain records.
  return row as RowOf<TDef> | undefined;
}

/** Reads and locks (`FOR UPDATE`) one row the actor may see; 404 when missing or not visible. */
export async function lockVisible<TDef extends AnyResourceDefinition>(
  tx: Tx,
  def: TDef,
  actor: Actor,
  id: number,
): Promise<TableRow<TDef['table']>> {
  const idColumn = tableColumn(def.table, 'id');
  const [row] = await tx
    .select(columnsOf(def.table))
    .from(def.table)
    .where(and(eq(idColumn, id), scopeCondition(def, actor)))
    .limit(1)
    .for('update');
  if (!row) throw notFound();
  // As in findVisible: the columns of the definition's own table.
  return row as TableRow<TDef['table']>;
}

/**
 * Runs a write in one transaction, again after a deadlock or serialisation failure (`runTransaction`);
 * constraint violations become 409 answers.
 */
export async function inTransaction<T>(
  request: FastifyRequest,
  work: (tx: Tx) => Promise<T>,
  uniqueFields?: UniqueFields,
): Promise<T> {
  try {
    return await runTransaction(request.server.deps.db, work);
  } catch (error) {
    return mapDbError(error, uniqueFields);
  }
}

/** Parses `ordering` (`-name,city`) into ORDER BY terms, the id last so pages are stable. */
export function orderBy(
  def: Pick<AnyResourceDefinition, 'ordering' | 'defaultOrdering' | 'table'>,
  ordering: string | undefined,
): SQL[] {
  const fields = ordering ? ordering.split(',').map((part) => part.trim()) : def.defaultOrdering;
  const terms: SQL[] = [];
  for (const field of fields) {
    const descending = field.startsWith('-');
    const expression = def.ordering[descending ? field.slice(1) : field];
    if (!expression) continue;
    terms.push(descending ? sql`${expression} desc nulls last` : sql`${expression} asc nulls last`);
  }
  terms.push(asc(tableColumn(def.table, 'id')));
  return terms;
}

/** The link to another page of the current list, or null. */
export function pageLink(request: FastifyRequest, page: number | null): string | null {
  if (page === null) return null;
  const url = new URL(request.url, 'http://localhost');
  url.searchParams.set('page', String(page));
  return `${url.pathname}${url.search}`;
}

/** A list query as the actor sees it: its total and any slice of its rows, in order. */
export interface ListSelection<T> {
  count(): Promise<number>;
  slice(limit: number, offset: number): Promise<T[]>;
}

/** The rows of a resource's list the actor may see, with the query's filters, search and ordering. */
export function listSelection<TDef extends AnyResourceDefinition>(
  request: FastifyRequest,
  def: TDef,
  query: z.output<TDef['listQuery']>,
  extra: (SQL | undefined)[] = [],
): ListSelection<RowOf<TDef>> {
  const actor = currentUser(request);
  const { db } = request.server.deps;
  const term = typeof query.search === 'string' ? query.search.trim() : '';
  const conditions = [
    scopeCondition(def, actor),
    ...(def.filters?.(query, actor) ?? []),
    ...extra,
    term && def.search.length > 0
      ? or(...def.search.map((column) => ilike(column, likePattern(term))))
      : undefined,
  ];
  const where = and(...conditions.filter((condition) => condition !== undefined));
  const order = orderBy(def, typeof query.ordering === 'string' ? query.ordering : undefined);
  return {
    async count() {
      const [counted] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(def.table)
        .where(where);
      return Number(counted?.count ?? 0);
    },
    async slice(limit, offset): Promise<RowOf<TDef>[]> {
      if (Object.keys(def.derived ?? {}).length === 0) {
        // As in findVisible: the rows of the definition's own table.
        return (await db
          .select(columnsOf(def.table))
          .from(def.table)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset)) as RowOf<TDef>[];
      }
      // The slice's ids first, then the derived fields for those rows only: selected with the sort, they
      // would be computed for every matching row.
      const idColumn = tableColumn(def.table, 'id');
      const ids: number[] = (
        await db
          .select({ id: idColumn })
          .from(def.table)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset)
      ).map((row) => Number(row.id));
      const found =
        ids.length === 0
          ? []
          : // As in findVisible: the rows of the definition's own table with its derived fields.
            ((await db
              .select({ ...columnsOf(def.table), ...selectedDerived(def) })
              .from(def.table)
              .where(inArray(idColumn, ids))) as RowOf<TDef>[]);
      const byId = new Map(found.map((row) => [Number(row.id), row]));
      return ids.map((id) => byId.get(id)).filter((row): row is RowOf<TDef> => row !== undefined);
    },
  };
}

/** The `{count, next, previous, results}` page of a list from its selection. */
export async function pageOfSelection<T>(
  request: FastifyRequest,
  query: PageQuery,
  selection: ListSelection<T>,
): Promise<Page<T>> {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  const count = await selection.count();
  const results = await selection.slice(pageSize, (page - 1) * pageSize);
  return {
    count,
    next: page * pageSize < count ? pageLink(request, page + 1) : null,
    previous:
      page > 1 ? pageLink(request, Math.min(page - 1, Math.ceil(count / pageSize) || 1)) : null,
    results,
  };
}

/** The paging fields of every list query. */
export interface PageQuery {
  page?: number;
  page_size?: number;
}

/** Reads one page of a resource's list as the actor sees it. */
export async function listPage<TDef extends AnyResourceDefinition>(
  request: FastifyRequest,
  def: TDef,
  query: z.output<TDef['listQuery']>,
  extra: (SQL | undefined)[] = [],
) {
  const selection = listSelection(request, def, query, extra);
  return pageOfSelection(request, query, {
    count: selection.count,
    slice: async (limit, offset): Promise<DtoOf<TDef>[]> =>
      (await selection.slice(limit, offset)).map(def.toDto),
  });
}

/**
 * Answers a list: one JSON page of `query`'s `page` (the route's parsed query string) for the handler to
 * return, or, for `?format=csv` / `Accept: text/csv`, every matching row as CSV (same scope, filters, search
 * and ordering; `page` and `page_size` ignored), read in batches and sent: nothing is left to return then.
 */
export async function answerList<T extends object>(
  request: FastifyRequest,
  reply: FastifyReply,
  query: PageQuery,
  csv: CsvSpec | undefined,
  selection: ListSelection<T>,
): Promise<Page<T> | undefined> {
  if (!wantsCsv(request)) return pageOfSelection(request, query, selection);
  if (!csv) throw new Error(`the list at ${request.url} has no CSV columns`);
  await sendCsv(request, reply, csv, inBatches(selection.slice));
  return undefined;
}

/**
 * Answers a resource's list route as JSON or CSV (`answerList` over the engine's selection); `query` is the
 * route's query string as its `querystring` schema (the resource's `listQuery`) parsed it.
 */
export async function sendList<TDef extends AnyResourceDefinition>(
  request: FastifyRequest,
  reply: FastifyReply,
  def: TDef,
  query: PageQuery & z.output<TDef['listQuery']>,
  extra: (SQL | undefined)[] = [],
): Promise<Page<DtoOf<TDef>> | undefined> {
  const selection = listSelection(request, def, query, extra);
  return answerList(request, reply, query, def.csv, {
    count: selection.count,
    slice: async (limit, offset): Promise<DtoOf<TDef>[]> =>
      (await selection.slice(limit, offset)).map(def.toDto),
  });
}

/** onRequest hooks of a resource's routes: a signed-in user, an admin for admin-only resources. */
export function accessHooks(adminOnly: boolean | undefined) {
  return adminOnly ? [authenticate, requireAdmin] : [authenticate];
}

/** The error answers every resource route documents. */
export const errorResponses = {
  400: errorBody,
  401: errorBody,
  404: errorBody,
  409: errorBody,
  412: errorBody,
  428: errorBody,
} as const;

function assertCanWrite(
  def: AnyResourceDefinition,
  actor: Actor,
  action: 'create' | 'update' | 'delete',
  row?: Row,
): void {
  if (isAdmin(actor)) return;
  if (!def.canWrite?.(actor, action, row)) throw notFound();
}

/** Answers one item the actor may see (the `detail` when the resource has one) with its ETag; 404 otherwise. */
export async function sendItem(
  reply: FastifyReply,
  def: AnyResourceDefinition,
  ex: Executor,
  actor: Actor,
  id: number,
  status = 200,
) {
  const row = await findVisible(ex, def, actor, id);
  if (!row) throw notFound();
  setEtag(reply, Number(row.version));
  if (def.detail) {
    const detail = await def.detail.load(ex, actor, id);
    if (detail === undefined) throw notFound();
    return reply.code(status).send(detail);
  }
  return reply.code(status).send(def.toDto(row));
}

/** Registers a resource's list and item routes: `GET|POST /`, `GET|PUT|PATCH|DELETE /{id}/`. */
export function resourcePlugin(def: AnyResourceDefinition): FastifyPluginAsyncZod {
  const without = new Set(def.without ?? []);
  const security = [{ token: [] }];
  const tags = [def.tag];
  const onRequest = accessHooks(def.adminOnly);
  const uniqueFields = def.uniqueFields ?? {};
  // Typed as any object schema, so the handlers see the parsed bodies as records.
  const write: z.ZodObject = def.write;
  const replace: z.ZodObject = def.replace ?? def.write;
  const patch: z.ZodObject = def.patch;

  return async (app) => {
    if (!without.has('list')) {
      app.get(
        '/',
        {
          onRequest,
          schema: {
            tags,
            security,
            summary: `List ${def.path}`,
            querystring: def.listQuery,
            response: { 200: pageOf(def.item), ...errorResponses },
          },
        },
        async (request, reply) => sendList(request, reply, def, request.query),
      );
    }

    if (!without.has('create')) {
      app.post(
        '/',
        {
          onRequest,
          schema: {
            tags,
            security,
            summary: def.summaries?.create ?? `Create one of ${def.path}`,
            body: write,
            response: { 201: def.detail?.schema ?? def.item, ...errorResponses },
          },
        },
        async (request, reply) => {
          const actor = currentUser(request);
          assertCanWrite(def, actor, 'create');
          const body = request.body;
          const now = request.server.deps.clock.now();
          const id = await inTransaction(
            request,
            async (tx) => {
              const ctx: WriteContext = { tx, actor, now, request };
              const values = def.prepareCreate
                ? await def.prepareCreate(ctx, body)
                : columnValues(def.table, body);
              // The definition's table is not known statically here: its rows are records of its columns.
              const [created] = await tx
                .insert(def.table)
                .values({ ...values, created_by: actor.id, created_at: now, updated_at: now })
                .returning(columnsOf(def.table));
              if (!created) throw new Error(`insert into ${def.path} returned no row`);
              const extra = await def.afterCreate?.(ctx, created, body);
              await recordChange(tx, request, now, {
                entity: def.entity,
                entityId: Number(created.id),
                action: 'create',
                changes: { ...snapshot(created), ...extra },
              });
              return Number(created.id);
            },
            uniqueFields,
          );
          reply.header('location', `${request.url.split('?')[0]}${id}/`);
          return sendItem(reply, def, request.server.deps.db, actor, id, 201);
        },
      );
    }

    if (!without.has('read')) {
      app.get(
        '/:id/',
        {
          onRequest,
          schema: {
            tags,
            security,
            summary: `Read one of ${def.path}`,
            params: itemParams,
            response: { 200: def.detail?.schema ?? def.item, ...errorResponses },
          },
        },
        async (request, reply) =>
          sendItem(reply, def, request.server.deps.db, currentUser(request), request.params.id),
      );
    }

    if (!without.has('update')) {
      const update = async (
        request: FastifyRequest,
        reply: FastifyReply,
        mode: UpdateMode,
        id: number,
        body: Row,
      ) => {
        const actor = currentUser(request);
        const now = request.server.deps.clock.now();
        await inTransaction(
          request,
          async (tx) => {
            const existing = await lockVisible(tx, def, actor, id);
            assertCanWrite(def, actor, 'update', existing);
            checkIfMatch(request, Number(existing.version));
            const ctx: WriteContext = { tx, actor, now, request };
            let values = def.prepareUpdate
              ? await def.prepareUpdate(ctx, body, existing, mode)
              : columnValues(def.table, body);
            if (mode === 'put' && !def.prepareUpdate) {
              values = resetAbsentFields(def.table, replace, body, values);
            }
            // As for the insert: the definition's rows are records here.
            const [updated] = await tx
              .update(def.table)
              .set({
                ...values,
                version: sql`${tableColumn(def.table, 'version')} + 1`,
                updated_at: now,
              })
              .where(eq(tableColumn(def.table, 'id'), id))
              .returning(columnsOf(def.table));
            if (!updated) throw notFound();
            const extra = await def.afterUpdate?.(ctx, existing, updated, body);
            await recordChange(tx, request, now, {
              entity: def.entity,
              entityId: id,
              action: 'update',
              changes: { ...diffRows(existing, updated, def.auditIgnored), ...extra },
            });
          },
          uniqueFields,
        );
        return sendItem(reply, def, request.server.deps.db, actor, id);
      };
      const schemaFor = (body: z.ZodObject, summary: string) => ({
        tags,
        security,
        summary,
        params: itemParams,
        body,
        headers: z.looseObject({
          'if-match': z.string().max(200).optional().describe('The ETag of the version edited'),
        }),
        response: { 200: def.detail?.schema ?? def.item, ...errorResponses },
      });
      app.put(
        '/:id/',
        {
          onRequest,
          config: ifMatchRequired,
          schema: schemaFor(replace, `Replace one of ${def.path}`),
        },
        (request, reply) => update(request, reply, 'put', request.params.id, request.body),
      );
      app.patch(
        '/:id/',
        {
          onRequest,
          config: ifMatchRequired,
          schema: schemaFor(patch, `Change one of ${def.path}`),
        },
        (request, reply) => update(request, reply, 'patch', request.params.id, request.body),
      );
    }

    if (!without.has('delete')) {
      app.delete(
        '/:id/',
        {
          onRequest,
          config: ifMatchOptional,
          schema: {
            tags,
            security,
            summary: def.summaries?.delete ?? `Delete one of ${def.path}`,
            params: itemParams,
            response: { 204: z.null(), ...errorResponses },
          },
        },
        async (request, reply) => {
          const actor = currentUser(request);
          const { id } = request.params;
          const now = request.server.deps.clock.now();
          await inTransaction(
            request,
            async (tx) => {
              const existing = await lockVisible(tx, def, actor, id);
              assertCanWrite(def, actor, 'delete', existing);
              const ctx: WriteContext = { tx, actor, now, request };
              def.refuseDelete?.(ctx, existing);
              checkIfMatch(request, Number(existing.version));
              await def.beforeDelete?.(ctx, existing);
              await tx.delete(def.table).where(eq(tableColumn(def.table, 'id'), id));
              await recordChange(tx, request, now, {
                entity: def.entity,
                entityId: id,
                action: 'delete',
                changes: snapshot(existing),
              });
              await def.afterDelete?.(ctx, existing);
            },
            uniqueFields,
          );
          return reply.code(204).send(null);
        },
      );
    }
  };
}

/** A 409 refusing to delete a row others depend on; `detail` names the reason, e.g. `customer_has_parks`. */
export function dependentsConflict(detail: string, field: string, count: number): ApiError {
  return new ApiError(409, detail, [
    {
      field,
      code: 'has_dependents',
      message: `${count} ${field} depend on this record: archive it instead of deleting it.`,
    },
  ]);
}

/** Counts the rows of `table` whose `column` equals `id` (for delete checks). */
export async function countWhere(ex: Executor, table: PgTable, column: PgColumn, id: number) {
  const [row] = await ex
    .select({ count: sql<number>`count(*)::int` })
    .from(table)
    .where(eq(column, id));
  return Number(row?.count ?? 0);
}

/** ISO string of a timestamp column value (a `Date`, or text from a derived `sql`), or null. */
export function isoOrNull(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
}

/** The fields every item has, as the API shows them. */
export interface TrackedFields {
  id: number;
  version: number;
  created_at: string;
  updated_at: string;
  created_by: number | null;
}

/** The columns every business table carries (`tracked()` in the schema), as read. */
export interface TrackedRow {
  id: number;
  version: number;
  created_at: Date;
  updated_at: Date;
  created_by: number | null;
}

/** An item as the API shows it: the tracked fields of its row, then `fields`, its resource's own. */
export function trackedDto<T extends object>(row: TrackedRow, fields: T): TrackedFields & T {
  const tracked: TrackedFields = {
    id: Number(row.id),
    version: Number(row.version),
    created_at: isoOrNull(row.created_at) ?? '',
    updated_at: isoOrNull(row.updated_at) ?? '',
    created_by: row.created_by ?? null,
  };
  // Not `{ ...tracked, ...fields }`: on Node 20 (V8 11) an object spread into a literal of many more properties
  // takes some 30 µs, most of the time a list page spends in Node.
  return Object.assign(tracked, fields);
}

/** Whether the current user is an admin (for route code outside resources). */
export function actorIsAdmin(request: FastifyRequest): boolean {
  return isAdmin(currentUser(request));
}

/** Orders by a column descending (re-exported for resource definitions). */
export { asc, desc };
