import { z } from 'zod';
import {
  dateFilter,
  enumFilter,
  id,
  idFilter,
  intRange,
  isoDate,
  listQuery,
  optionalText,
  requiredText,
  trackedFields,
} from './common';
import {
  equipmentStandards,
  equipmentStandardSchema,
  riskLevelSchema,
  toyStatuses,
  toyStatusSchema,
} from './enums';
import { textFilter } from './parks';

/** Earliest year of manufacture a toy may carry. */
export const MIN_YEAR_OF_MANUFACTURE = 1950;

/** Whether a number has at most two decimals (a centimetre or a square decimetre of precision). */
function hasTwoDecimalsAtMost(value: number): boolean {
  return Number(value.toFixed(2)) === value;
}

/** A measure in `[0, max]` with at most two decimals. */
function measure(max: number) {
  return z
    .number()
    .min(0)
    .max(max)
    .refine(hasTwoDecimalsAtMost, { message: 'too_many_decimals' })
    .nullable()
    .optional();
}

/** An age in years a toy is meant for. */
const age = intRange(0, 99).nullable().optional();

/**
 * The fields of a toy a caller writes (docs/data-model.md#tables); `age_to` ≥ `age_from` is checked by the
 * server.
 */
export const toyWrite = z.strictObject({
  park_id: id,
  code: requiredText(30),
  name: requiredText(200),
  equipment_type: requiredText(50),
  standard: equipmentStandardSchema,
  manufacturer: optionalText(200),
  model: optionalText(200),
  serial_number: optionalText(100),
  year_of_manufacture: z
    .number()
    .int()
    .min(MIN_YEAR_OF_MANUFACTURE)
    .refine((value) => value <= new Date().getFullYear() + 1, { message: 'year_in_future' })
    .nullable()
    .optional(),
  installed_on: isoDate.nullable().optional(),
  installer_id: id.nullable().optional(),
  age_from: age,
  age_to: age,
  free_fall_height_m: measure(3),
  impact_area_m2: measure(10_000),
  surface_type: optionalText(50),
  surface_depth_mm: intRange(0, 2000).nullable().optional(),
  material: optionalText(50),
  status: toyStatusSchema.optional(),
  status_reason: optionalText(2000),
});
export type ToyWrite = z.infer<typeof toyWrite>;

/** A partial update of a toy. */
export const toyPatch = toyWrite.partial();
export type ToyPatch = z.infer<typeof toyPatch>;

/** A toy as the API shows it, with its park, customer and open findings. */
export const toy = z.object({
  ...trackedFields,
  park_id: id,
  park_name: z.string(),
  customer_id: id,
  code: z.string(),
  name: z.string(),
  equipment_type: z.string(),
  standard: equipmentStandardSchema,
  manufacturer: z.string().nullable(),
  model: z.string().nullable(),
  serial_number: z.string().nullable(),
  year_of_manufacture: z.number().int().nullable(),
  installed_on: z.string().nullable(),
  installer_id: id.nullable(),
  age_from: z.number().int().nullable(),
  age_to: z.number().int().nullable(),
  free_fall_height_m: z.number().nullable(),
  impact_area_m2: z.number().nullable(),
  surface_type: z.string().nullable(),
  surface_depth_mm: z.number().int().nullable(),
  material: z.string().nullable(),
  status: toyStatusSchema,
  status_reason: z.string().nullable(),
  open_findings_count: z.number().int(),
  worst_open_risk: riskLevelSchema.nullable(),
});
export type Toy = z.infer<typeof toy>;

/** Fields a toy list can be ordered by. */
export const toyOrdering = [
  'code',
  'name',
  'equipment_type',
  'status',
  'installed_on',
  'created_at',
] as const;

/** Query string of `GET toys/`. */
export const toyListQuery = listQuery(toyOrdering, {
  park_id: idFilter,
  customer_id: idFilter,
  status: enumFilter(toyStatuses),
  equipment_type: textFilter(50),
  standard: enumFilter(equipmentStandards),
  installer_id: idFilter,
  installed_from: dateFilter,
  installed_to: dateFilter,
});
export type ToyListQuery = z.infer<typeof toyListQuery>;
