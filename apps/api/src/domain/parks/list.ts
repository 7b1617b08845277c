import { DEFAULT_PAGE_SIZE, type Park } from '@altalena/contracts';
import {
  and,
  eq,
  getTableColumns,
  ilike,
  inArray,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/authenticate';
import { customers, parks } from '../../db/schema';
import {
  likePattern,
  orderBy,
  pageLink,
  scopeCondition,
  type ResourceDefinition,
  type Row,
} from '../../resources/crud';
import { parkFilters } from './resource';
import { perTypeFrom } from './sql';

/** Whether a list query filters or orders by the next due day. */
function usesNextDue(query: Record<string, unknown>): boolean {
  const ordering = typeof query.ordering === 'string' ? query.ordering : '';
  return (
    ordering.split(',').some((part) => part.trim().replace(/^-/, '') === 'next_due_on') ||
    query.overdue !== undefined ||
    query.due_within_days !== undefined
  );
}

/**
 * One page of `GET parks/`. Unlike the engine's list it joins the customer (ordering by its name without
 * a subquery per park) and, only when the query filters or orders by it, computes the next due day once
 * per park in a LATERAL join; the other derived fields are computed for the page's rows only.
 */
export async function listParks(
  request: FastifyRequest,
  def: ResourceDefinition<Park>,
  query: Record<string, unknown>,
  today: SQLWrapper,
) {
  const actor = currentUser(request);
  const { db } = request.server.deps;
  const page = (query.page as number | undefined) ?? 1;
  const pageSize = (query.page_size as number | undefined) ?? DEFAULT_PAGE_SIZE;
  const term = typeof query.search === 'string' ? query.search.trim() : '';
  const withDue = usesNextDue(query);
  const nextDue = db
    .select({ next_due: sql<string | null>`min(due_n.due)`.as('next_due') })
    .from(sql`${perTypeFrom(today)}`)
    .as('park_due');
  const where = and(
    ...[
      scopeCondition(def as ResourceDefinition, actor),
      ...parkFilters(query, sql`${nextDue.next_due}`, today),
      term ? or(...def.search.map((column) => ilike(column, likePattern(term)))) : undefined,
    ].filter((condition): condition is SQL => condition !== undefined),
  );

  let countQuery = db
    .select({ count: sql<number>`count(*)::int` })
    .from(parks)
    .$dynamic();
  if (withDue) countQuery = countQuery.leftJoinLateral(nextDue, sql`true`);
  const [counted] = await countQuery.where(where);
  const count = Number(counted?.count ?? 0);

  // The page's ids first, then the derived fields for those rows only: computed before the sort, they would
  // cost a subquery per matching park.
  let idQuery = db
    .select({ id: parks.id })
    .from(parks)
    .innerJoin(customers, eq(customers.id, parks.customer_id))
    .$dynamic();
  if (withDue) idQuery = idQuery.leftJoinLateral(nextDue, sql`true`);
  const ordering = {
    ...def,
    ordering: {
      ...def.ordering,
      customer_name: customers.name,
      next_due_on: sql`${nextDue.next_due}`,
    },
  } as ResourceDefinition;
  const ids = (
    await idQuery
      .where(where)
      .orderBy(...orderBy(ordering, query.ordering as string | undefined))
      .limit(pageSize)
      .offset((page - 1) * pageSize)
  ).map((row) => row.id);
  const { customer_name: _subquery, ...derived } = def.derived ?? {};
  const unordered =
    ids.length === 0
      ? []
      : ((await db
          .select({ ...getTableColumns(parks), ...derived, customer_name: customers.name })
          .from(parks)
          .innerJoin(customers, eq(customers.id, parks.customer_id))
          .where(inArray(parks.id, ids))) as Row[]);
  const byId = new Map(unordered.map((row) => [Number(row.id), row]));
  const rows = ids.map((id) => byId.get(id)).filter((row): row is Row => row !== undefined);
  return {
    count,
    next: page * pageSize < count ? pageLink(request, page + 1) : null,
    previous:
      page > 1 ? pageLink(request, Math.min(page - 1, Math.ceil(count / pageSize) || 1)) : null,
    results: rows.map((row) => def.toDto(row)),
  };
}
