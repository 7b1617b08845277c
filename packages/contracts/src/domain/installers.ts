import { z } from 'zod';
import {
  boolFilter,
  dateFilter,
  email,
  isoDate,
  listQuery,
  optionalText,
  requiredText,
  trackedFields,
  vatNumber,
} from './common';

/** The fields of an installer a caller writes (docs/data-model.md#tables). */
export const installerWrite = z.strictObject({
  company_name: requiredText(200),
  vat_number: vatNumber,
  email,
  phone: optionalText(30),
  address: optionalText(200),
  city: optionalText(100),
  contact_person: optionalText(200),
  qualifications: optionalText(5000),
  insurance_policy: optionalText(100),
  insurance_expiry: isoDate.nullable().optional(),
  is_active: z.boolean().optional(),
});
export type InstallerWrite = z.infer<typeof installerWrite>;

/** A partial update of an installer. */
export const installerPatch = installerWrite.partial();
export type InstallerPatch = z.infer<typeof installerPatch>;

/** An installer as the API shows it. */
export const installer = z.object({
  ...trackedFields,
  company_name: z.string(),
  vat_number: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  contact_person: z.string().nullable(),
  qualifications: z.string().nullable(),
  insurance_policy: z.string().nullable(),
  insurance_expiry: z.string().nullable(),
  is_active: z.boolean(),
});
export type Installer = z.infer<typeof installer>;

/** Fields an installer list can be ordered by. */
export const installerOrdering = [
  'company_name',
  'city',
  'insurance_expiry',
  'created_at',
] as const;

/** Query string of `GET installers/`; `city` matches the whole name, ignoring case. */
export const installerListQuery = listQuery(installerOrdering, {
  is_active: boolFilter,
  insurance_expiry_from: dateFilter,
  insurance_expiry_to: dateFilter,
  city: z
    .string()
    .max(100)
    .refine((value) => !value.includes('\u0000'), { message: 'invalid_character' })
    .optional(),
});
export type InstallerListQuery = z.infer<typeof installerListQuery>;
