import type { Finding, InspectionDetail, InspectionItem, ItemScan } from '@altalena/contracts';
import { asc, eq } from 'drizzle-orm';
import { findings, inspectionItems, toys } from '../../db/schema';
import { isAdmin, type Actor } from '../../resources/access';
import { findVisible } from '../../resources/crud';
import type { Executor } from '../../resources/types';
import type { Clock } from '../../resources/clock';
import { findingColumns, findingDto, type FindingRow } from './findings';
import { loadPositions, loadScans } from './presence';
import { forCustomer, inspectionDto, inspectionsResource } from './resource';

const itemColumns = {
  id: inspectionItems.id,
  version: inspectionItems.version,
  position: inspectionItems.position,
  toy_id: inspectionItems.toy_id,
  toy_code: toys.code,
  toy_name: toys.name,
  equipment_type: toys.equipment_type,
  site_area: inspectionItems.site_area,
  outcome: inspectionItems.outcome,
  notes: inspectionItems.notes,
};

/** An item's row as `itemColumns` selects it (the toy's fields null for a site area). */
type ItemRow = {
  [K in keyof typeof itemColumns]: (typeof itemColumns)[K]['_']['data'] | null;
};

/** An inspection item as the API shows it, with its findings and the scans of its label. */
export function itemDto(
  row: ItemRow,
  itemFindings: Finding[],
  scans: ItemScan[] = [],
): InspectionItem {
  return {
    id: Number(row.id),
    version: Number(row.version),
    position: Number(row.position),
    toy_id: row.toy_id,
    toy_code: row.toy_code,
    toy_name: row.toy_name,
    equipment_type: row.equipment_type,
    site_area: row.site_area,
    outcome: row.outcome,
    notes: row.notes,
    findings: itemFindings,
    scans,
  };
}

/** Groups findings by the item they belong to, keeping their order. */
function byItem(rows: FindingRow[]): Map<number, Finding[]> {
  const grouped = new Map<number, Finding[]>();
  for (const row of rows) {
    const itemId = Number(row.item_id);
    const list = grouped.get(itemId) ?? [];
    list.push(findingDto(row));
    grouped.set(itemId, list);
  }
  return grouped;
}

/**
 * The inspection with its items and their findings, as the actor sees it; undefined when not visible.
 * Five queries whatever the number of items: the inspection, its items with their toys, its findings,
 * the scans of its labels and the positions recorded.
 */
export async function loadDetail(
  ex: Executor,
  actor: Actor,
  id: number,
  clock: Clock,
): Promise<InspectionDetail | undefined> {
  const row = await findVisible(ex, inspectionsResource, actor, id);
  if (!row) return undefined;
  const [items, findingRows, scans, positions] = await Promise.all([
    ex
      .select(itemColumns)
      .from(inspectionItems)
      .leftJoin(toys, eq(toys.id, inspectionItems.toy_id))
      .where(eq(inspectionItems.inspection_id, id))
      .orderBy(asc(inspectionItems.position), asc(inspectionItems.id)),
    ex
      .select(findingColumns(clock))
      .from(findings)
      .where(eq(findings.inspection_id, id))
      .orderBy(asc(findings.id)),
    loadScans(ex, { inspectionId: id }),
    loadPositions(ex, id),
  ]);
  const grouped = byItem(findingRows);
  const dto = inspectionDto(row);
  return {
    ...(isAdmin(actor) ? dto : forCustomer(dto)),
    items: items.map((item) => itemDto(item, grouped.get(item.id) ?? [], scans.get(item.id))),
    positions,
  };
}

/** One inspection item with its findings and scans (three queries); undefined when it is not there. */
export async function loadItem(
  ex: Executor,
  itemId: number,
  clock: Clock,
): Promise<InspectionItem | undefined> {
  const [item] = await ex
    .select(itemColumns)
    .from(inspectionItems)
    .leftJoin(toys, eq(toys.id, inspectionItems.toy_id))
    .where(eq(inspectionItems.id, itemId))
    .limit(1);
  if (!item) return undefined;
  const [findingRows, scans] = await Promise.all([
    ex
      .select(findingColumns(clock))
      .from(findings)
      .where(eq(findings.item_id, itemId))
      .orderBy(asc(findings.id)),
    loadScans(ex, { itemId }),
  ]);
  return itemDto(item, findingRows.map(findingDto), scans.get(itemId));
}
