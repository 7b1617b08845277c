import {
  DEFAULT_DAY_WITHIN_DAYS,
  inspectorDay,
  inspectorDayQuery,
  type DayDueRow,
  type DayInspection,
} from '@altalena/contracts';
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate, currentUser } from '../../auth/authenticate';
import { inspections, parks } from '../../db/schema';
import { requireAdmin } from '../../resources/access';
import { businessDay } from '../../resources/calendar';
import { errorResponses, selectedDerived } from '../../resources/crud';
import { dayParam, readDueState } from '../parks/sql';
import { inspectionDto, inspectionsResource } from './resource';

/** Statuses of an inspection still to do. */
const openStatuses = ['scheduled', 'in_progress'] as const;

const parkPlace = {
  park_city: sql<string>`(select ${parks.city} from ${parks} where ${parks.id} = ${inspections.park_id})`,
  park_latitude: sql<number>`(select ${parks.latitude} from ${parks} where ${parks.id} = ${inspections.park_id})`,
  park_longitude: sql<number>`(select ${parks.longitude} from ${parks} where ${parks.id} = ${inspections.park_id})`,
};

interface DueRecord extends Record<string, unknown> {
  park_id: number;
  park_name: string;
  park_city: string;
  park_latitude: number;
  park_longitude: number;
  customer_id: number;
  customer_name: string | null;
  inspection_type: DayDueRow['inspection_type'];
  last_inspection_id: number | null;
  last_performed_on: string | null;
  next_due_on: string;
  overdue: boolean;
  open_inspection_id: number | null;
}

/**
 * `GET inspections/day/` (docs/api.md#the-inspectors-day): the signed-in inspector's open inspections,
 * then the parks overdue or due within `within_days` that are not already among them. Administrators
 * only: a customer user gets the 404 of every admin route. Distances are the device's business: the
 * position never leaves it.
 */
export const dayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/day/',
    {
      onRequest: [authenticate, requireAdmin],
      schema: {
        tags: ['inspections'],
        security: [{ token: [] }],
        summary: "The signed-in inspector's day: open inspections and parks coming due",
        querystring: inspectorDayQuery,
        response: { 200: inspectorDay, ...errorResponses },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const { clock, database, db } = request.server.deps;
      const day = businessDay(clock.now());
      const today = dayParam(() => day);
      const withinDays = request.query.within_days ?? DEFAULT_DAY_WITHIN_DAYS;

      const mine = await db
        .select({
          ...getTableColumns(inspections),
          ...selectedDerived(inspectionsResource),
          ...parkPlace,
        })
        .from(inspections)
        .where(
          and(
            eq(inspections.inspector_id, actor.id),
            inArray(inspections.status, [...openStatuses]),
          ),
        )
        .orderBy(
          sql`${inspections.status} = 'in_progress' desc`,
          sql`${inspections.scheduled_for} asc nulls last`,
          asc(inspections.id),
        );

      const due = await readDueState(database, day, (tx) =>
        tx.execute<DueRecord>(sql`select
            p.id as park_id, p.name as park_name, p.city as park_city,
            p.latitude as park_latitude, p.longitude as park_longitude,
            p.customer_id, (select c.name from customers c where c.id = p.customer_id) as customer_name,
            due.type as inspection_type, due.last_inspection_id,
            to_char(due.last_performed_on, 'YYYY-MM-DD') as last_performed_on,
            to_char(due.next_due_on, 'YYYY-MM-DD') as next_due_on,
            due.next_due_on < ${today} as overdue,
            (select i.id from inspections i
              where i.park_id = p.id and i.type = due.type and i.status in ('scheduled', 'in_progress')
              order by i.id desc limit 1) as open_inspection_id
          from park_inspection_due as due
          join parks as p on p.id = due.park_id
          join recurring_inspection_types() as due_t on due_t.type = due.type
          where due.next_due_on <= ${today} + ${withinDays}::int
            and not exists (select 1 from inspections i
              where i.park_id = p.id and i.type = due.type and i.inspector_id = ${actor.id}
                and i.status in ('scheduled', 'in_progress'))
          order by due.next_due_on asc, p.name asc, p.id asc, due_t.rank asc`),
      );

      return {
        today: day,
        within_days: withinDays,
        inspections: mine.map((row): DayInspection => ({
          ...inspectionDto(row),
          park_city: String(row.park_city ?? ''),
          park_latitude: Number(row.park_latitude),
          park_longitude: Number(row.park_longitude),
        })),
        due: due.rows.map((row): DayDueRow => ({
          park_id: Number(row.park_id),
          park_name: String(row.park_name),
          park_city: String(row.park_city ?? ''),
          park_latitude: Number(row.park_latitude),
          park_longitude: Number(row.park_longitude),
          customer_id: Number(row.customer_id),
          customer_name: String(row.customer_name ?? ''),
          inspection_type: row.inspection_type,
          last_inspection_id:
            row.last_inspection_id === null ? null : Number(row.last_inspection_id),
          last_performed_on: row.last_performed_on ?? null,
          next_due_on: String(row.next_due_on),
          overdue: Boolean(row.overdue),
          open_inspection_id:
            row.open_inspection_id === null ? null : Number(row.open_inspection_id),
        })),
      };
    },
  );
};
