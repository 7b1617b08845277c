import type { Park } from '@altalena/contracts';
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
  scopeCondition,
  type ListSelection,
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
 * The parks of `GET parks/` as the actor sees them (any slice: one page, or CSV batches). Unlike the engine's list it joins the customer (ordering by its name without
 * a subquery per park) and, only when the query filters or orders by it, computes the next due day once
 * per park in a LATERAL join; the other derived fields are computed for the page's rows only.
 */
export function parkSelection(
  request: FastifyRequest,
  def: ResourceDefinition<Park>,
  query: Record<string, unknown>,
  today: SQLWrapper,
): ListSelection<Park> {
  const actor = currentUser(request);
  const { db } = request.server.deps;
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

  const count = async () => {
    let countQuery = db
      .select({ count: sql<number>`count(*)::int` })
      .from(parks)
      .$dynamic();
    if (withDue) countQuery = countQuery.leftJoinLateral(nextDue, sql`true`);
    const [counted] = await countQuery.where(where);
    return Number(counted?.count ?? 0);
  };

  const ordering = {
    ...def,
    ordering: {
      ...def.ordering,
      customer_name: customers.name,
      next_due_on: sql`${nextDue.next_due}`,
    },
  } as ResourceDefinition;
  const order = orderBy(ordering, query.ordering as string | undefined);
  const { customer_name: _subquery, ...derived } = def.derived ?? {};
  // The slice's ids first, then the derived fields for those rows only: computed before the sort, they would
  // cost a subquery per matching park.
  const slice = async (limit: number, offset: number): Promise<Park[]> => {
    let idQuery = db
      .select({ id: parks.id })
      .from(parks)
      .innerJoin(customers, eq(customers.id, parks.customer_id))
      .$dynamic();
    if (withDue) idQuery = idQuery.leftJoinLateral(nextDue, sql`true`);
    const ids = (
      await idQuery
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset)
    ).map((row) => row.id);
    const unordered =
      ids.length === 0
        ? []
        : ((await db
            .select({ ...getTableColumns(parks), ...derived, customer_name: customers.name })
            .from(parks)
            .innerJoin(customers, eq(customers.id, parks.customer_id))
            .where(inArray(parks.id, ids))) as Row[]);
    const byId = new Map(unordered.map((row) => [Number(row.id), row]));
    return ids
      .map((id) => byId.get(id))
      .filter((row): row is Row => row !== undefined)
      .map((row) => def.toDto(row));
  };
  return { count, slice };
}
