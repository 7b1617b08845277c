import { z } from 'zod';
import {
  cents,
  dateFilter,
  enumFilter,
  id,
  idFilter,
  isoDate,
  listQuery,
  optionalText,
  requiredText,
  trackedFields,
} from './common';
import { distinctList } from './customerContracts';
import {
  contractStatuses,
  contractStatusSchema,
  installerScopes,
  installerScopeSchema,
} from './enums';

/** The fields of an installer contract a caller writes; `end_date` may not precede `start_date`. */
export const installerContractWrite = z.strictObject({
  installer_id: id,
  number: requiredText(50),
  start_date: isoDate,
  end_date: isoDate.nullable().optional(),
  status: contractStatusSchema,
  scope: distinctList(installerScopeSchema, installerScopes.length),
  amount_cents: cents.nullable().optional(),
  notes: optionalText(5000),
});
export type InstallerContractWrite = z.infer<typeof installerContractWrite>;

/** A partial update of an installer contract. */
export const installerContractPatch = installerContractWrite.partial();
export type InstallerContractPatch = z.infer<typeof installerContractPatch>;

/** An installer contract as the API shows it. */
export const installerContract = z.object({
  ...trackedFields,
  installer_id: id,
  installer_name: z.string(),
  number: z.string(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  status: contractStatusSchema,
  scope: z.array(installerScopeSchema),
  amount_cents: z.number().int().nullable(),
  notes: z.string().nullable(),
});
export type InstallerContract = z.infer<typeof installerContract>;

/** Fields an installer contract list can be ordered by. */
export const installerContractOrdering = [
  'number',
  'start_date',
  'end_date',
  'status',
  'installer_name',
] as const;

/** Query string of `GET installer-contracts/`; `active_on` keeps contracts running on that day. */
export const installerContractListQuery = listQuery(installerContractOrdering, {
  installer_id: idFilter,
  status: enumFilter(contractStatuses),
  start_date_from: dateFilter,
  start_date_to: dateFilter,
  active_on: dateFilter,
});
export type InstallerContractListQuery = z.infer<typeof installerContractListQuery>;
