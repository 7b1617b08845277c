import { z } from 'zod';
import {
  cents,
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
  contractServices,
  contractServiceSchema,
  contractStatuses,
  contractStatusSchema,
} from './enums';

/** An array of at least one value, none repeated (`duplicate` otherwise). */
export function distinctList<T extends z.ZodType>(item: T, max: number) {
  return z
    .array(item)
    .min(1)
    .max(max)
    .refine((values) => new Set(values).size === values.length, { message: 'duplicate' });
}

/** Days between two inspections of one recurring type: one day to ten years. */
const frequency = intRange(1, 3650);

/** Inspection intervals a caller sets; the types left out take `defaultFrequencyDays`. */
export const frequencyDaysWrite = z.strictObject({
  routine_visual: frequency.optional(),
  operational: frequency.optional(),
  annual_main: frequency.optional(),
});
export type FrequencyDaysWrite = z.infer<typeof frequencyDaysWrite>;

/** Inspection intervals as the API shows them: always all three types. */
export const frequencyDays = z.object({
  routine_visual: z.number().int(),
  operational: z.number().int(),
  annual_main: z.number().int(),
});
export type FrequencyDays = z.infer<typeof frequencyDays>;

/** Public procurement codes (CIG, CUP): fixed-length letters and digits. */
function procurementCode(length: number, message: string) {
  return z
    .string()
    .regex(new RegExp(`^[A-Za-z0-9]{${length}}$`), { message })
    .nullable()
    .optional();
}

/**
 * The fields of a customer contract a caller writes (docs/data-model.md#tables). `park_ids` lists the covered
 * parks of the same customer and replaces the list when given; `end_date` may not precede `start_date`.
 */
export const customerContractWrite = z.strictObject({
  customer_id: id,
  number: requiredText(50),
  start_date: isoDate,
  end_date: isoDate.nullable().optional(),
  status: contractStatusSchema,
  services: distinctList(contractServiceSchema, contractServices.length),
  frequency_days: frequencyDaysWrite.optional(),
  park_ids: z
    .array(id)
    .max(1000)
    .refine((values) => new Set(values).size === values.length, { message: 'duplicate' })
    .optional(),
  amount_cents: cents.nullable().optional(),
  cig: procurementCode(10, 'invalid_cig'),
  cup: procurementCode(15, 'invalid_cup'),
  payment_terms_days: intRange(0, 365).nullable().optional(),
  notes: optionalText(5000),
});
export type CustomerContractWrite = z.infer<typeof customerContractWrite>;

/** A partial update of a customer contract. */
export const customerContractPatch = customerContractWrite.partial();
export type CustomerContractPatch = z.infer<typeof customerContractPatch>;

/** A customer contract as the API shows it. */
export const customerContract = z.object({
  ...trackedFields,
  customer_id: id,
  customer_name: z.string(),
  number: z.string(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  status: contractStatusSchema,
  services: z.array(contractServiceSchema),
  frequency_days: frequencyDays,
  park_ids: z.array(id),
  amount_cents: z.number().int().nullable(),
  cig: z.string().nullable(),
  cup: z.string().nullable(),
  payment_terms_days: z.number().int().nullable(),
  notes: z.string().nullable(),
});
export type CustomerContract = z.infer<typeof customerContract>;

/** Fields a customer contract list can be ordered by. */
export const customerContractOrdering = [
  'number',
  'start_date',
  'end_date',
  'status',
  'customer_name',
  'created_at',
] as const;

/** Query string of `GET customer-contracts/`; `active_on` keeps contracts running on that day. */
export const customerContractListQuery = listQuery(customerContractOrdering, {
  customer_id: idFilter,
  status: enumFilter(contractStatuses),
  start_date_from: dateFilter,
  start_date_to: dateFilter,
  end_date_from: dateFilter,
  end_date_to: dateFilter,
  active_on: dateFilter,
});
export type CustomerContractListQuery = z.infer<typeof customerContractListQuery>;
