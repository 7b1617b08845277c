import { z } from 'zod';
import {
  boolFilter,
  email,
  enumFilter,
  listQuery,
  optionalText,
  requiredText,
  trackedFields,
  vatNumber,
} from './common';
import { customerTypes, customerTypeSchema } from './enums';

/** The fields of a customer a caller writes (docs/data-model.md#tables). */
export const customerWrite = z.strictObject({
  name: requiredText(200),
  customer_type: customerTypeSchema,
  is_public_body: z.boolean().optional(),
  vat_number: vatNumber.nullable().optional(),
  tax_code: z
    .string()
    .regex(/^([0-9]{11}|[A-Z0-9]{16})$/i, { message: 'invalid_tax_code' })
    .nullable()
    .optional(),
  sdi_code: z
    .string()
    .regex(/^[A-Z0-9]{6,7}$/i, { message: 'invalid_sdi_code' })
    .nullable()
    .optional(),
  pec: email.nullable().optional(),
  email,
  phone: optionalText(30),
  address: requiredText(200),
  city: requiredText(100),
  zip: z
    .string()
    .regex(/^\d{5}$/, { message: 'invalid_zip' })
    .nullable()
    .optional(),
  province: z
    .string()
    .regex(/^[A-Z]{2}$/, { message: 'invalid_province' })
    .nullable()
    .optional(),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, { message: 'invalid_country' })
    .optional(),
  contact_person: optionalText(200),
  notes: optionalText(5000),
  is_active: z.boolean().optional(),
});
export type CustomerWrite = z.infer<typeof customerWrite>;

/** A partial update of a customer. */
export const customerPatch = customerWrite.partial();
export type CustomerPatch = z.infer<typeof customerPatch>;

/** A customer as the API shows it. */
export const customer = z.object({
  ...trackedFields,
  name: z.string(),
  customer_type: customerTypeSchema,
  is_public_body: z.boolean(),
  vat_number: z.string().nullable(),
  tax_code: z.string().nullable(),
  sdi_code: z.string().nullable(),
  pec: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  zip: z.string().nullable(),
  province: z.string().nullable(),
  country: z.string(),
  contact_person: z.string().nullable(),
  notes: z.string().nullable(),
  is_active: z.boolean(),
});
export type Customer = z.infer<typeof customer>;

/** Fields a customer list can be ordered by. */
export const customerOrdering = [
  'name',
  'city',
  'customer_type',
  'created_at',
  'updated_at',
] as const;

/** Query string of `GET customers/`. */
export const customerListQuery = listQuery(customerOrdering, {
  customer_type: enumFilter(customerTypes),
  is_active: boolFilter,
  is_public_body: boolFilter,
  province: z
    .string()
    .regex(/^[A-Za-z]{1,2}$/, { message: 'invalid_province' })
    .optional(),
});
export type CustomerListQuery = z.infer<typeof customerListQuery>;
