import {
  selectEntry,
  selectListQuery,
  selectPatch,
  selectWrite,
  type SelectEntry,
  type SelectListKey,
} from '@altalena/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../auth/authenticate';
import { parks, selects, toys } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { isAdmin, notFound } from '../../resources/access';
import {
  columnValues,
  resetAbsentFields,
  resourcePlugin,
  defineResource,
  trackedDto,
  type TableRow,
} from '../../resources/crud';
import type { Executor } from '../../resources/types';

/** The columns holding a code of each list. */
const usedIn: Record<SelectListKey, PgColumn[]> = {
  equipment_type: [toys.equipment_type],
  surface_type: [toys.surface_type],
  material: [toys.material],
  site_type: [parks.site_type],
};

/** How many toys or parks carry the code of a list. */
async function usageCount(ex: Executor, listKey: SelectListKey, code: string): Promise<number> {
  let total = 0;
  for (const column of usedIn[listKey] ?? []) {
    const [row] = await ex
      .select({ count: sql<number>`count(*)::int` })
      .from(column.table)
      .where(eq(column, code));
    total += Number(row?.count ?? 0);
  }
  return total;
}

function inUse(count: number): ApiError {
  return new ApiError(409, 'select_in_use', [
    {
      field: 'code',
      code: 'in_use',
      message: `${count} records use this code: deactivate it instead.`,
    },
  ]);
}

/** The select entry as the API shows it. */
export function selectDto(row: TableRow<typeof selects>): SelectEntry {
  return trackedDto(row, {
    list_key: row.list_key,
    code: row.code,
    label_it: row.label_it,
    label_en: row.label_en,
    sort_order: Number(row.sort_order),
    is_active: row.is_active,
  });
}

/** `selects/`: admins write; customer users read every entry and get a 404 on any write. */
export const selectsResource = defineResource({
  path: 'selects',
  entity: 'select',
  tag: 'selects',
  table: selects,
  item: selectEntry,
  write: selectWrite,
  patch: selectPatch,
  listQuery: selectListQuery,
  scope: () => sql`true`,
  canWrite: () => false,
  search: [selects.code, selects.label_it, selects.label_en],
  ordering: {
    list_key: selects.list_key,
    sort_order: selects.sort_order,
    code: selects.code,
    label_it: selects.label_it,
    label_en: selects.label_en,
  },
  defaultOrdering: ['list_key', 'sort_order'],
  filters: (query) => [
    query.list_key ? eq(selects.list_key, query.list_key) : undefined,
    query.is_active ? eq(selects.is_active, query.is_active === 'true') : undefined,
  ],
  toDto: selectDto,
  csv: {
    entity: 'select',
    filename: 'selects',
    columns: [
      { field: 'list_key', enum: 'enum.selectListKey' },
      { field: 'code' },
      { field: 'label_it' },
      { field: 'label_en' },
      { field: 'sort_order', type: 'int' },
      { field: 'is_active', type: 'bool' },
      { field: 'created_at', type: 'datetime' },
      { field: 'updated_at', type: 'datetime' },
    ],
  },
  uniqueFields: { selects_list_code_unique: 'code' },
  async prepareUpdate({ tx }, body, existing, mode) {
    if (body.list_key !== undefined && body.list_key !== existing.list_key) {
      throw new ApiError(400, 'validation_error', [
        { field: 'list_key', code: 'immutable', message: 'The list of an entry cannot change.' },
      ]);
    }
    // Toys and parks store the code itself: renaming a code in use would orphan them.
    if (body.code !== undefined && body.code !== existing.code) {
      const count = await usageCount(tx, existing.list_key, existing.code);
      if (count > 0) throw inUse(count);
    }
    const values = columnValues(selects, body);
    return mode === 'put' ? resetAbsentFields(selects, selectWrite, body, values) : values;
  },
  async beforeDelete({ tx }, existing) {
    const count = await usageCount(tx, existing.list_key, existing.code);
    if (count > 0) throw inUse(count);
  },
});

/**
 * The `selects/` routes. Customer users may only read: their writes are refused with a 404 before the
 * body is validated, so a malformed body cannot tell them more than a well-formed one.
 */
export const selectsPlugin: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    if (!isAdmin(currentUser(request))) throw notFound();
  });
  await app.register(resourcePlugin(selectsResource));
};

/** Whether a code is an active entry of a list (for resources that store select codes). */
export async function isActiveSelect(
  ex: Executor,
  listKey: SelectListKey,
  code: string,
): Promise<boolean> {
  const [row] = await ex
    .select({ id: selects.id })
    .from(selects)
    .where(and(eq(selects.list_key, listKey), eq(selects.code, code), eq(selects.is_active, true)))
    .limit(1);
  return row !== undefined;
}
