import { z } from 'zod';
import {
  boolFilter,
  enumFilter,
  id,
  idFilter,
  idParam,
  listFormat,
  listQuery,
  optionalText,
  requiredText,
  trackedFields,
  MAX_PAGE_SIZE,
} from './common';
import {
  parkStatuses,
  parkStatusSchema,
  recurringInspectionTypes,
  recurringInspectionTypeSchema,
  riskLevels,
  riskLevelSchema,
} from './enums';

/** A province code: two upper-case letters, e.g. `FI`. */
const province = z
  .string()
  .regex(/^[A-Z]{2}$/, { message: 'invalid_province' })
  .nullable()
  .optional();

/**
 * The fields of a park a caller writes (docs/data-model.md#tables). `customer_id` is required of admins and
 * never taken from a customer user's body (forced to their own customer).
 */
export const parkWrite = z.strictObject({
  customer_id: id.optional(),
  code: optionalText(30),
  name: requiredText(200),
  address: requiredText(200),
  city: requiredText(100),
  province,
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  site_type: optionalText(50),
  fenced: z.boolean().optional(),
  status: parkStatusSchema.optional(),
  closure_reason: optionalText(2000),
  notes: optionalText(5000),
});
export type ParkWrite = z.infer<typeof parkWrite>;

/** A partial update of a park. */
export const parkPatch = parkWrite.partial();
export type ParkPatch = z.infer<typeof parkPatch>;

/** Where a park stands with one recurring inspection type. */
export const parkDueEntry = z.object({
  last_inspection_id: id.nullable(),
  last_performed_on: z.string().nullable(),
  next_due_on: z.string().nullable(),
  overdue: z.boolean(),
});
export type ParkDueEntry = z.infer<typeof parkDueEntry>;

/** The due state of a park per recurring inspection type. */
export const parkDue = z.object({
  routine_visual: parkDueEntry,
  operational: parkDueEntry,
  annual_main: parkDueEntry,
});
export type ParkDue = z.infer<typeof parkDue>;

/** A park as the API shows it, with its derived counters and due dates. */
export const park = z.object({
  ...trackedFields,
  customer_id: id,
  customer_name: z.string(),
  code: z.string().nullable(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  province: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  site_type: z.string().nullable(),
  fenced: z.boolean(),
  status: parkStatusSchema,
  closure_reason: z.string().nullable(),
  notes: z.string().nullable(),
  toy_count: z.number().int(),
  open_findings_count: z.number().int(),
  worst_open_risk: riskLevelSchema.nullable(),
  due: parkDue,
  next_due_on: z.string().nullable(),
});
export type Park = z.infer<typeof park>;

/** Fields a park list can be ordered by. */
export const parkOrdering = [
  'name',
  'code',
  'city',
  'customer_name',
  'next_due_on',
  'created_at',
  'updated_at',
] as const;

/** Largest `due_within_days` / `within_days` a query accepts. */
export const MAX_DUE_WITHIN_DAYS = 366;

/** A text filter of a query string: at most `max` characters, never holding NUL. */
export function textFilter(max: number) {
  return z
    .string()
    .max(max)
    .refine((value) => !value.includes('\u0000'), { message: 'invalid_character' })
    .optional();
}

const withinDays = z.coerce.number().int().min(0).max(MAX_DUE_WITHIN_DAYS);

/** Query string of `GET parks/`. */
export const parkListQuery = listQuery(parkOrdering, {
  customer_id: idFilter,
  status: enumFilter(parkStatuses),
  city: textFilter(100),
  province: textFilter(2),
  site_type: textFilter(50),
  worst_open_risk: enumFilter(riskLevels),
  overdue: boolFilter,
  due_within_days: withinDays.optional(),
  has_open_findings: boolFilter,
  /** Parks with findings past their timeframe (`late`). */
  has_late_findings: boolFilter,
});
export type ParkListQuery = z.infer<typeof parkListQuery>;

/** One row of `GET parks/due/`: a park and one of its recurring inspection types. */
export const parkDueRow = z.object({
  park_id: id,
  park_name: z.string(),
  customer_id: id,
  customer_name: z.string(),
  inspection_type: recurringInspectionTypeSchema,
  last_inspection_id: id.nullable(),
  last_performed_on: z.string().nullable(),
  next_due_on: z.string(),
  overdue: z.boolean(),
});
export type ParkDueRow = z.infer<typeof parkDueRow>;

/** `within_days` of `GET parks/due/` when the query gives none. */
export const DEFAULT_DUE_WITHIN_DAYS = 30;

/** Query string of `GET parks/due/`: overdue and upcoming inspections, soonest first. */
export const parkDueQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  within_days: withinDays.optional(),
  inspection_type: enumFilter(recurringInspectionTypes),
  customer_id: idParam.optional(),
  format: listFormat,
});
export type ParkDueQuery = z.infer<typeof parkDueQuery>;
