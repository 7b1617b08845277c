import type { Park } from '@altalena/contracts';
import { and, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/authenticate';
import { customers, parks } from '../../db/schema';
import {
  answerList,
  likePattern,
  orderBy,
  scopeCondition,
  type ListSelection,
  type PageQuery,
  type RowOf,
} from '../../resources/crud';
import { wantsCsv, type CsvSpec } from '../../resources/csv';
import type { Executor } from '../../resources/types';
import { parkFilters, type ParkFilters, type parksResource } from './resource';
import { dayParam, readDueState, storedNextDue } from './sql';

/** Whether a list query filters or orders by the next due day (and so must read it in `readDueState`). */
export function usesNextDue(query: ParkFilters): boolean {
  const ordering = typeof query.ordering === 'string' ? query.ordering : '';
  return (
    ordering.split(',').some((part) => part.trim().replace(/^-/, '') === 'next_due_on') ||
    query.overdue !== undefined ||
    query.due_within_days !== undefined
  );
}

/**
 * The parks of `GET parks/` as the actor sees them (any slice: one page, or CSV batches), read with `ex`.
 * The next due day is the stored column, filtered and ordered by its index: a query that `usesNextDue`
 * runs inside `readDueState` for `day`. It joins the customer (ordering by its name without a subquery
 * per park); the derived fields are computed for the slice's rows only.
 */
export function parkSelection(
  request: FastifyRequest,
  def: ReturnType<typeof parksResource>,
  query: ParkFilters,
  day: string,
  ex: Executor,
): ListSelection<Park> {
  const actor = currentUser(request);
  const term = typeof query.search === 'string' ? query.search.trim() : '';
  const where = and(
    ...[
      scopeCondition(def, actor),
      ...parkFilters(
        query,
        storedNextDue,
        dayParam(() => day),
      ),
      term ? or(...def.search.map((column) => ilike(column, likePattern(term)))) : undefined,
    ].filter((condition): condition is SQL => condition !== undefined),
  );

  const count = async () => {
    const [counted] = await ex
      .select({ count: sql<number>`count(*)::int` })
      .from(parks)
      .where(where);
    return Number(counted?.count ?? 0);
  };

  const ordering = {
    ...def,
    ordering: { ...def.ordering, customer_name: customers.name, next_due_on: storedNextDue },
  };
  const order = orderBy(ordering, query.ordering);
  const { customer_name: _subquery, ...derived } = def.derived ?? {};
  // The slice's ids first, then the derived fields for those rows only: computed before the sort, they would
  // cost a subquery per matching park.
  const slice = async (limit: number, offset: number): Promise<Park[]> => {
    const ids = (
      await ex
        .select({ id: parks.id })
        .from(parks)
        .innerJoin(customers, eq(customers.id, parks.customer_id))
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset)
    ).map((row) => row.id);
    const unordered =
      ids.length === 0
        ? []
        : await ex
            .select({ ...getTableColumns(parks), ...derived, customer_name: customers.name })
            .from(parks)
            .innerJoin(customers, eq(customers.id, parks.customer_id))
            .where(inArray(parks.id, ids));
    const byId = new Map(unordered.map((row) => [Number(row.id), row]));
    return ids
      .map((id) => byId.get(id))
      .filter((row): row is RowOf<typeof def> => row !== undefined)
      .map((row) => def.toDto(row));
  };
  return { count, slice };
}

/**
 * Answers a list read from the stored due state for `day`: a JSON page in one `readDueState`, a CSV
 * export with its count and every batch in their own (it streams after the route has answered, outside
 * any one transaction).
 */
export function answerDueStateList<T extends object>(
  request: FastifyRequest,
  reply: FastifyReply,
  query: PageQuery,
  csv: CsvSpec | undefined,
  day: string,
  build: (ex: Executor) => ListSelection<T>,
) {
  const { database } = request.server.deps;
  if (!wantsCsv(request)) {
    return readDueState(database, day, (tx) => answerList(request, reply, query, csv, build(tx)));
  }
  return answerList(request, reply, query, csv, {
    count: () => readDueState(database, day, (tx) => build(tx).count()),
    slice: (limit, offset) => readDueState(database, day, (tx) => build(tx).slice(limit, offset)),
  });
}
