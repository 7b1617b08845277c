import {
  toy,
  toyListQuery,
  toyPatch,
  toyWrite,
  type RiskLevel,
  type Toy,
} from '@altalena/contracts';
import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { inspectionItems, installers, parks, toys } from '../../db/schema';
import { customerIdOf, isAdmin } from '../../resources/access';
import {
  columnValues,
  countWhere,
  dependentsConflict,
  resetAbsentFields,
  defineResource,
  trackedDto,
  type ColumnValues,
  type ResourceRow,
  type TableRow,
  type WriteContext,
} from '../../resources/crud';
import { assertActiveSelect, fieldError } from '../parks/resource';
import { openStatusesSql, qualified, riskOrderSql } from '../parks/sql';
import { deleteOwnedFiles } from '../files/resource';

const toyId = qualified(toys.id);
const toyParkId = qualified(toys.park_id);

/** Open findings on the toy in inspections that are not cancelled (the FROM and WHERE). */
const openFindingsOfToy = sql`from findings f
  join inspection_items fit on fit.id = f.item_id
  join inspections fi on fi.id = f.inspection_id
  where fit.toy_id = ${toyId} and fi.status <> 'cancelled'
    and f.status = any(${openStatusesSql})`;

/** The fields a toy's row has beyond its columns. */
const toyDerived = {
  park_name: sql<string | null>`(select p.name from parks p where p.id = ${toyParkId})`,
  customer_id: sql<number>`(select p.customer_id from parks p where p.id = ${toyParkId})`,
  open_findings_count: sql<number>`(select count(*)::int ${openFindingsOfToy})`,
  worst_open_risk: sql<RiskLevel | null>`(select f.risk_level ${openFindingsOfToy} order by array_position(${riskOrderSql}, f.risk_level::text) limit 1)`,
};

/** The toy as the API shows it. */
export function toyDto(row: ResourceRow<typeof toys, typeof toyDerived>): Toy {
  const numberOrNull = (value: unknown) =>
    value === null || value === undefined ? null : Number(value);
  return trackedDto(row, {
    park_id: Number(row.park_id),
    park_name: row.park_name ?? '',
    customer_id: Number(row.customer_id),
    code: row.code,
    name: row.name,
    equipment_type: row.equipment_type,
    standard: row.standard,
    manufacturer: row.manufacturer,
    model: row.model,
    serial_number: row.serial_number,
    year_of_manufacture: numberOrNull(row.year_of_manufacture),
    installed_on: row.installed_on,
    installer_id: numberOrNull(row.installer_id),
    age_from: numberOrNull(row.age_from),
    age_to: numberOrNull(row.age_to),
    free_fall_height_m: numberOrNull(row.free_fall_height_m),
    impact_area_m2: numberOrNull(row.impact_area_m2),
    surface_type: row.surface_type,
    surface_depth_mm: numberOrNull(row.surface_depth_mm),
    material: row.material,
    status: row.status,
    status_reason: row.status_reason,
    open_findings_count: Number(row.open_findings_count ?? 0),
    worst_open_risk: row.worst_open_risk ?? null,
  });
}

/** The parks of one customer, for scoping toys in SQL. */
function parksOfCustomer(customerId: number): SQL {
  return sql`${toyParkId} in (select p.id from parks p where p.customer_id = ${customerId})`;
}

/** Refuses a park the actor may not see (400 `does_not_exist` on `park_id`). */
async function assertVisiblePark(ctx: WriteContext, parkId: number): Promise<void> {
  const [found] = await ctx.tx
    .select({ id: parks.id })
    .from(parks)
    .where(
      and(
        eq(parks.id, parkId),
        isAdmin(ctx.actor) ? undefined : eq(parks.customer_id, customerIdOf(ctx.actor)),
      ),
    )
    .limit(1);
  if (!found) throw fieldError('park_id', 'does_not_exist', 'No such park.');
}

/** Refuses an installer id that names no installer (400 `does_not_exist` on `installer_id`). */
async function assertInstallerExists(ctx: WriteContext, installerId: number): Promise<void> {
  const [found] = await ctx.tx
    .select({ id: installers.id })
    .from(installers)
    .where(eq(installers.id, installerId))
    .limit(1);
  if (!found) throw fieldError('installer_id', 'does_not_exist', 'No such installer.');
}

/**
 * Checks a toy's new column values against the rules a schema cannot see: the park is visible, the
 * installer exists (admins only set it), selects are active, and the age range is in order.
 */
async function checkToy(
  ctx: WriteContext,
  values: ColumnValues<typeof toys>,
  existing: TableRow<typeof toys> | undefined,
): Promise<ColumnValues<typeof toys>> {
  if (!isAdmin(ctx.actor)) {
    // Customer users never choose the installer: it stays as the company recorded it.
    delete values.installer_id;
  }
  if (values.park_id !== undefined && values.park_id !== existing?.park_id) {
    await assertVisiblePark(ctx, Number(values.park_id));
  }
  const installerId = values.installer_id;
  if (typeof installerId === 'number' && installerId !== existing?.installer_id) {
    await assertInstallerExists(ctx, installerId);
  }
  await assertActiveSelect(
    ctx.tx,
    'equipment_type',
    'equipment_type',
    values.equipment_type,
    existing?.equipment_type,
  );
  await assertActiveSelect(
    ctx.tx,
    'surface_type',
    'surface_type',
    values.surface_type,
    existing?.surface_type,
  );
  await assertActiveSelect(ctx.tx, 'material', 'material', values.material, existing?.material);
  const ageFrom = 'age_from' in values ? values.age_from : existing?.age_from;
  const ageTo = 'age_to' in values ? values.age_to : existing?.age_to;
  if (typeof ageFrom === 'number' && typeof ageTo === 'number' && ageTo < ageFrom) {
    throw fieldError('age_to', 'before_age_from', 'The age range ends before it starts.');
  }
  return values;
}

/** `toys/`: a customer user sees and edits the toys of their own customer's parks. */
export const toysResource = defineResource({
  path: 'toys',
  entity: 'toy',
  tag: 'toys',
  table: toys,
  item: toy,
  write: toyWrite,
  patch: toyPatch,
  listQuery: toyListQuery,
  derived: toyDerived,
  scope: (actor) => parksOfCustomer(customerIdOf(actor)),
  canWrite: (_actor, action) => action !== 'delete',
  search: [toys.code, toys.name, toys.manufacturer, toys.model, toys.serial_number],
  ordering: {
    code: toys.code,
    name: toys.name,
    equipment_type: toys.equipment_type,
    status: toys.status,
    installed_on: toys.installed_on,
    created_at: toys.created_at,
  },
  defaultOrdering: ['code'],
  uniqueFields: { toys_park_code_unique: 'code' },
  filters: (query) => [
    query.park_id ? eq(toys.park_id, query.park_id) : undefined,
    query.customer_id ? parksOfCustomer(query.customer_id) : undefined,
    query.status ? eq(toys.status, query.status) : undefined,
    query.equipment_type ? eq(toys.equipment_type, query.equipment_type) : undefined,
    query.standard ? eq(toys.standard, query.standard) : undefined,
    query.installer_id ? eq(toys.installer_id, query.installer_id) : undefined,
    query.installed_from ? gte(toys.installed_on, query.installed_from) : undefined,
    query.installed_to ? lte(toys.installed_on, query.installed_to) : undefined,
  ],
  toDto: toyDto,
  csv: {
    entity: 'toy',
    filename: 'toys',
    columns: [
      { field: 'park_name' },
      { field: 'code' },
      { field: 'name' },
      { field: 'equipment_type', select: 'equipment_type' },
      { field: 'standard', enum: 'enum.equipmentStandard' },
      { field: 'manufacturer' },
      { field: 'model' },
      { field: 'serial_number' },
      { field: 'year_of_manufacture', type: 'int' },
      { field: 'installed_on', type: 'date' },
      { field: 'age_from', type: 'int' },
      { field: 'age_to', type: 'int' },
      { field: 'free_fall_height_m', type: 'decimal' },
      { field: 'impact_area_m2', type: 'decimal' },
      { field: 'surface_type', select: 'surface_type' },
      { field: 'surface_depth_mm', type: 'int' },
      { field: 'material', select: 'material' },
      { field: 'status', enum: 'status.toy' },
      { field: 'status_reason' },
      { field: 'open_findings_count', type: 'int' },
      { field: 'worst_open_risk', enum: 'status.risk' },
      { field: 'created_at', type: 'datetime' },
      { field: 'updated_at', type: 'datetime' },
    ],
  },
  async prepareCreate(ctx, body) {
    return checkToy(ctx, columnValues(toys, body), undefined);
  },
  async prepareUpdate(ctx, body, existing, mode) {
    let values = columnValues(toys, body);
    if (mode === 'put') values = resetAbsentFields(toys, toyWrite, body, values);
    return checkToy(ctx, values, existing);
  },
  async beforeDelete({ tx }, existing) {
    const items = await countWhere(tx, inspectionItems, inspectionItems.toy_id, existing.id);
    if (items > 0) throw dependentsConflict('toy_has_inspections', 'inspections', items);
  },
  afterDelete: ({ tx, request }, existing) => deleteOwnedFiles(tx, request, 'toy', [existing.id]),
});
