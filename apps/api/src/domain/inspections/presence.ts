import type { InspectionPosition, ItemScan } from '@altalena/contracts';
import { asc, eq } from 'drizzle-orm';
import { inspectionPositions, inspectionScans } from '../../db/schema';
import type { Executor } from '../../resources/types';
import { userName } from './resource';

const scanColumns = {
  id: inspectionScans.id,
  item_id: inspectionScans.item_id,
  scanned_at: inspectionScans.scanned_at,
  method: inspectionScans.method,
  scanned_by_name: userName(inspectionScans.scanned_by),
};

/** The scans of an inspection's items (or of one item), grouped by item, oldest first. */
export async function loadScans(
  ex: Executor,
  where: { inspectionId: number } | { itemId: number },
): Promise<Map<number, ItemScan[]>> {
  const rows = await ex
    .select(scanColumns)
    .from(inspectionScans)
    .where(
      'itemId' in where
        ? eq(inspectionScans.item_id, where.itemId)
        : eq(inspectionScans.inspection_id, where.inspectionId),
    )
    .orderBy(asc(inspectionScans.scanned_at), asc(inspectionScans.id));
  const grouped = new Map<number, ItemScan[]>();
  for (const row of rows) {
    const list = grouped.get(row.item_id) ?? [];
    list.push({
      id: row.id,
      scanned_at: row.scanned_at.toISOString(),
      method: row.method,
      scanned_by_name: row.scanned_by_name ?? null,
    });
    grouped.set(row.item_id, list);
  }
  return grouped;
}

/** The positions recorded on an inspection: start first, then completion. */
export async function loadPositions(
  ex: Executor,
  inspectionId: number,
): Promise<InspectionPosition[]> {
  const rows = await ex
    .select()
    .from(inspectionPositions)
    .where(eq(inspectionPositions.inspection_id, inspectionId));
  const order: Record<string, number> = { start: 0, completion: 1 };
  return rows
    .sort((a, b) => (order[a.moment] ?? 2) - (order[b.moment] ?? 2))
    .map((row) => ({
      moment: row.moment,
      status: row.status,
      latitude: row.latitude,
      longitude: row.longitude,
      accuracy_m: row.accuracy_m,
      taken_at: row.taken_at.toISOString(),
    }));
}
