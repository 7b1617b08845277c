import {
  pageOf,
  park,
  parkListQuery,
  parkDueQuery,
  parkDueRow,
  DEFAULT_DUE_WITHIN_DAYS,
  DEFAULT_PAGE_SIZE,
  type ParkDueRow,
} from '@altalena/contracts';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../auth/authenticate';
import { parks } from '../../db/schema';
import { customerIdOf, isAdmin } from '../../resources/access';
import {
  accessHooks,
  answerList,
  errorResponses,
  pageLink,
  resourcePlugin,
  type ResourceDefinition,
  type Row,
} from '../../resources/crud';
import { inBatches, sendCsv, wantsCsv } from '../../resources/csv';
import { parkSelection } from './list';
import { parkDueCsv } from './resource';
import { parkScope, parksResource } from './resource';
import { businessDay } from '../../resources/calendar';
import { perTypeFrom } from './sql';

interface DueRecord extends Record<string, unknown> {
  park_id: number;
  park_name: string;
  customer_id: number;
  customer_name: string;
  inspection_type: ParkDueRow['inspection_type'];
  last_inspection_id: number | null;
  last_performed_on: string | null;
  next_due_on: string;
  overdue: boolean;
}

/**
 * `parks/`: the resource routes plus `GET parks/due/` (the dashboard's overdue and upcoming
 * inspections: one row per park and recurring type due within `within_days`, soonest first).
 */
export const parksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/due/',
    {
      onRequest: accessHooks(false),
      schema: {
        tags: ['parks'],
        security: [{ token: [] }],
        summary: 'Overdue and upcoming recurring inspections of the parks',
        querystring: parkDueQuery,
        response: { 200: pageOf(parkDueRow), ...errorResponses },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const { db, clock } = request.server.deps;
      const query = request.query;
      const withinDays = query.within_days ?? DEFAULT_DUE_WITHIN_DAYS;
      const day = businessDay(clock.now());
      const today: SQLWrapper = { getSQL: () => sql`${day}::date` };
      const conditions: SQL[] = [sql`due.due <= ${today} + ${withinDays}::int`];
      if (!isAdmin(actor)) conditions.push(parkScope(customerIdOf(actor)));
      if (query.customer_id) conditions.push(sql`${parks.customer_id} = ${query.customer_id}`);
      const typeCondition = query.inspection_type
        ? sql`where due_t.type = ${query.inspection_type}`
        : sql``;
      const from = sql`from ${parks}
        cross join lateral (
          select due_t.type, due_t.rank, due_l.id as last_id, due_l.day as last_day, due_n.due
          from ${perTypeFrom(today)}
          ${typeCondition}
        ) as due
        where ${sql.join(conditions, sql` and `)}`;
      // One pass: the total comes with the rows (count(*) over ()), since each row costs a due computation.
      let total: number | undefined;
      const slice = async (limit: number, offset: number): Promise<ParkDueRow[]> => {
        const rows = await db.execute<DueRecord & { total: number }>(sql`select
            count(*) over ()::int as total,
            ${parks.id} as park_id,
            ${parks.name} as park_name,
            ${parks.customer_id} as customer_id,
            (select c.name from customers c where c.id = ${parks.customer_id}) as customer_name,
            due.type as inspection_type,
            due.last_id as last_inspection_id,
            to_char(due.last_day, 'YYYY-MM-DD') as last_performed_on,
            to_char(due.due, 'YYYY-MM-DD') as next_due_on,
            due.due < ${today} as overdue
          ${from}
          order by due.due asc, ${parks.name} asc, ${parks.id} asc, due.rank asc
          limit ${limit} offset ${offset}`);
        if (rows.rows.length > 0) total = Number(rows.rows[0]?.total ?? 0);
        return rows.rows.map((row): ParkDueRow => ({
          park_id: Number(row.park_id),
          park_name: String(row.park_name),
          customer_id: Number(row.customer_id),
          customer_name: String(row.customer_name ?? ''),
          inspection_type: row.inspection_type,
          last_inspection_id:
            row.last_inspection_id === null ? null : Number(row.last_inspection_id),
          last_performed_on: row.last_performed_on ?? null,
          next_due_on: String(row.next_due_on),
          overdue: Boolean(row.overdue),
        }));
      };
      if (wantsCsv(request)) return sendCsv(request, reply, parkDueCsv, inBatches(slice)) as never;
      const page = query.page ?? 1;
      const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
      const results = await slice(pageSize, (page - 1) * pageSize);
      let countNow = total ?? 0;
      if (results.length === 0 && page > 1) {
        const counted = await db.execute<{ count: number }>(
          sql`select count(*)::int as count ${from}`,
        );
        countNow = Number(counted.rows[0]?.count ?? 0);
      }
      return {
        count: countNow,
        next: page * pageSize < countNow ? pageLink(request, page + 1) : null,
        previous:
          page > 1
            ? pageLink(request, Math.min(page - 1, Math.ceil(countNow / pageSize) || 1))
            : null,
        results,
      };
    },
  );

  const definition = parksResource(app.deps.clock);
  app.get(
    '/',
    {
      onRequest: accessHooks(false),
      schema: {
        tags: ['parks'],
        security: [{ token: [] }],
        summary: 'List parks',
        querystring: parkListQuery,
        response: { 200: pageOf(park), ...errorResponses },
      },
    },
    async (request, reply) => {
      const day = businessDay(request.server.deps.clock.now());
      const selection = parkSelection(request, definition, request.query as Row, {
        getSQL: () => sql`${day}::date`,
      });
      return answerList(request, reply, definition.csv, selection) as never;
    },
  );
  await app.register(
    resourcePlugin({ ...definition, without: ['list'] } as unknown as ResourceDefinition),
  );
};
