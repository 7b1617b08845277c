import { z } from 'zod';
import { boolFilter, enumFilter, intRange, listQuery, requiredText, trackedFields } from './common';
import { selectListKeys, selectListKeySchema } from './enums';

/** The fields of a select entry a caller writes; `list_key` cannot change after creation. */
export const selectWrite = z.strictObject({
  list_key: selectListKeySchema,
  code: z.string().regex(/^[a-z0-9_]{1,50}$/, { message: 'invalid_code' }),
  label_it: requiredText(200),
  label_en: requiredText(200),
  sort_order: intRange(0, 100_000).optional(),
  is_active: z.boolean().optional(),
});
export type SelectWrite = z.infer<typeof selectWrite>;

/** A partial update of a select entry. */
export const selectPatch = selectWrite.partial();
export type SelectPatch = z.infer<typeof selectPatch>;

/** A select entry as the API shows it. */
export const selectEntry = z.object({
  ...trackedFields,
  list_key: selectListKeySchema,
  code: z.string(),
  label_it: z.string(),
  label_en: z.string(),
  sort_order: z.number().int(),
  is_active: z.boolean(),
});
export type SelectEntry = z.infer<typeof selectEntry>;

/** Fields a select list can be ordered by. */
export const selectOrdering = ['list_key', 'sort_order', 'code', 'label_it', 'label_en'] as const;

/** Query string of `GET selects/`. */
export const selectListQuery = listQuery(selectOrdering, {
  list_key: enumFilter(selectListKeys),
  is_active: boolFilter,
});
export type SelectListQuery = z.infer<typeof selectListQuery>;
