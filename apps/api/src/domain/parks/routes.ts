import {
  pageOf,
  park,
  parkListQuery,
  parkDueQuery,
  parkDueRow,
  DEFAULT_DUE_WITHIN_DAYS,
  type ParkDueRow,
} from '@altalena/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../auth/authenticate';
import type { DataVersionTable } from '../../db/dataVersions';
import { parkInspectionDue, parks } from '../../db/schema';
import { customerIdOf, isAdmin } from '../../resources/access';
import { answerCache } from '../../resources/answerCache';
import { businessDay } from '../../resources/calendar';
import {
  accessHooks,
  answerList,
  errorResponses,
  defineResource,
  resourcePlugin,
  type ListSelection,
} from '../../resources/crud';
import type { Executor } from '../../resources/types';
import { answerDueStateList, parkSelection, usesNextDue } from './list';
import { parkDueCsv, parkScope, parksResource } from './resource';
import { dayParam } from './sql';

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
 * What the parks lists, `parks/due/` and the markers show: the parks with their customer's name, toys in use and
 * due and findings state (derived from inspections, findings and contracts).
 */
export const parkListShows = [
  'parks',
  'customers',
  'toys',
  'inspections',
  'findings',
  'customer_contracts',
  'customer_contract_parks',
] as const satisfies readonly DataVersionTable[];

/**
 * `parks/`: the resource routes plus `GET parks/due/` (the dashboard's overdue and upcoming
 * inspections: one row per park and recurring type due within `within_days`, soonest first).
 */
export const parksRoutes: FastifyPluginAsyncZod = async (app) => {
  // The JSON pages of both lists are kept in memory while the scope's data version has not moved
  // (resources/answerCache); CSV exports are always read afresh.
  const sendDuePage = answerCache({ shows: parkListShows });
  const sendParksPage = answerCache({ shows: parkListShows });
  app.get(
    '/due/',
    {
      onRequest: accessHooks(false),
      config: { dataVersion: true },
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
      const { clock } = request.server.deps;
      const query = request.query;
      const withinDays = query.within_days ?? DEFAULT_DUE_WITHIN_DAYS;
      const day = businessDay(clock.now());
      const today = dayParam(() => day);
      const conditions: SQL[] = [sql`due.next_due_on <= ${today} + ${withinDays}::int`];
      if (query.inspection_type) conditions.push(sql`due.type = ${query.inspection_type}`);
      const scoped: SQL[] = [];
      if (!isAdmin(actor)) scoped.push(parkScope(customerIdOf(actor)));
      if (query.customer_id) scoped.push(sql`${parks.customer_id} = ${query.customer_id}`);
      const where = sql.join([...conditions, ...scoped], sql` and `);
      // Inside readDueState the stored due days hold for `day`: both queries run on the index of
      // `park_inspection_due.next_due_on`, and the count joins the parks only when it must scope them.
      const selection = (ex: Executor): ListSelection<ParkDueRow> => ({
        count: async () => {
          const counted = await ex.execute<{ count: number }>(
            scoped.length === 0
              ? sql`select count(*)::int as count from ${parkInspectionDue} as due
                  where ${sql.join(conditions, sql` and `)}`
              : sql`select count(*)::int as count from ${parkInspectionDue} as due
                  join ${parks} on ${parks.id} = due.park_id where ${where}`,
          );
          return Number(counted.rows[0]?.count ?? 0);
        },
        slice: async (limit, offset) => {
          const rows = await ex.execute<DueRecord>(sql`select
              ${parks.id} as park_id,
              ${parks.name} as park_name,
              ${parks.customer_id} as customer_id,
              (select c.name from customers c where c.id = ${parks.customer_id}) as customer_name,
              due.type as inspection_type,
              due.last_inspection_id,
              to_char(due.last_performed_on, 'YYYY-MM-DD') as last_performed_on,
              to_char(due.next_due_on, 'YYYY-MM-DD') as next_due_on,
              due.next_due_on < ${today} as overdue
            from ${parkInspectionDue} as due
            join ${parks} on ${parks.id} = due.park_id
            join recurring_inspection_types() as due_t on due_t.type = due.type
            where ${where}
            order by due.next_due_on asc, ${parks.name} asc, ${parks.id} asc, due_t.rank asc
            limit ${limit} offset ${offset}`);
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
        },
      });
      const answer = () => answerDueStateList(request, reply, query, parkDueCsv, day, selection);
      return sendDuePage(request, reply, day, answer);
    },
  );

  const definition = parksResource(app.deps.clock);
  app.get(
    '/',
    {
      onRequest: accessHooks(false),
      config: { dataVersion: true },
      schema: {
        tags: ['parks'],
        security: [{ token: [] }],
        summary: 'List parks',
        querystring: parkListQuery,
        response: { 200: pageOf(park), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { db, clock } = request.server.deps;
      const day = businessDay(clock.now());
      const query = request.query;
      const selection = (ex: Executor) => parkSelection(request, definition, query, day, ex);
      // Without the next due day in its filters or order, the list needs no snapshot of the stored state:
      // the `due` of its rows is computed where the stored one does not hold.
      const answer = () =>
        usesNextDue(query)
          ? answerDueStateList(request, reply, query, definition.csv, day, selection)
          : answerList(request, reply, query, definition.csv, selection(db));
      return sendParksPage(request, reply, day, answer);
    },
  );
  await app.register(resourcePlugin(defineResource({ ...definition, without: ['list'] })));
};
