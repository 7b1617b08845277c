import { z } from 'zod';
import { id } from './common';
import { inspection } from './inspections';
import { MAX_DUE_WITHIN_DAYS, parkDueRow } from './parks';

/** How far ahead "My day" looks for parks coming due, when the query gives nothing. */
export const DEFAULT_DAY_WITHIN_DAYS = 14;

/** Where a park is: what the day needs to order its work by distance on the device. */
const parkPlace = {
  park_city: z.string(),
  park_latitude: z.number(),
  park_longitude: z.number(),
};

/** An inspection of the signed-in inspector still to do (scheduled or in progress), with its park's place. */
export const dayInspection = inspection.extend(parkPlace);
export type DayInspection = z.infer<typeof dayInspection>;

/**
 * A park and recurring type overdue or coming due, with its place and the open inspection of that park
 * and type if one exists (someone else's, or nobody's): continue it rather than start another.
 */
export const dayDueRow = parkDueRow.extend({
  ...parkPlace,
  open_inspection_id: id.nullable(),
});
export type DayDueRow = z.infer<typeof dayDueRow>;

/** `GET inspections/day/`: the signed-in inspector's work (administrators only). */
export const inspectorDay = z.object({
  /** The business day the answer is for (`YYYY-MM-DD`). */
  today: z.string(),
  within_days: z.number().int(),
  inspections: z.array(dayInspection),
  due: z.array(dayDueRow),
});
export type InspectorDay = z.infer<typeof inspectorDay>;

/** Query string of `GET inspections/day/`. */
export const inspectorDayQuery = z.strictObject({
  within_days: z.coerce.number().int().min(0).max(MAX_DUE_WITHIN_DAYS).optional(),
});
export type InspectorDayQuery = z.infer<typeof inspectorDayQuery>;
