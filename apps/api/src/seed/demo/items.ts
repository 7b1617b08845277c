import { siteAreas } from '@altalena/contracts';
import { inspectionItems } from '../../db/schema';
import type { Tx } from '../../resources/types';
import type { DemoPark } from '../demoContent';
import { insertIds } from './insertIds';
import type { PlannedInspection, PlannedItem, PlannedToy } from './planned';
import type { Random } from './random';

/**
 * The items of an inspection, without outcomes: the park's toys in use that were there (on the day it was
 * created for a cancelled one, performed for a performed one, today for a scheduled one), then every site area.
 */
export function itemsOf(
  inspection: PlannedInspection,
  parkToys: PlannedToy[],
  today: string,
): PlannedItem[] {
  if (inspection.status === 'cancelled') {
    return [
      ...parkToys
        .filter((t) => t.installedOn <= inspection.createdAt.toISOString().slice(0, 10))
        .map((toy) => ({ toy, siteArea: null, outcome: null, notes: null })),
      ...siteAreas.map((siteArea) => ({ toy: null, siteArea, outcome: null, notes: null })),
    ];
  }
  const performed = inspection.status !== 'scheduled';
  const present = parkToys.filter((t) => t.installedOn <= (performed ? inspection.day : today));
  return [
    ...present.map((toy): PlannedItem => ({ toy, siteArea: null, outcome: null, notes: null })),
    ...siteAreas.map((siteArea): PlannedItem => ({
      toy: null,
      siteArea,
      outcome: null,
      notes: null,
    })),
  ];
}

/**
 * The outcomes of a performed inspection's items: a defect where it has a finding; else not applicable
 * (fencing of an open park), not inspectable (surfacing under snow in Trentino in winter), fixed on site or ok.
 * An inspection in progress has the second half of its items still to do.
 */
export function planItemOutcomes(rnd: Random, inspection: PlannedInspection, park: DemoPark): void {
  const day = inspection.day;
  const withFindings = new Set(inspection.findings.map((f) => f.item));
  inspection.items.forEach((item, index) => {
    if (withFindings.has(item)) {
      item.outcome = 'defect';
      return;
    }
    if (inspection.status === 'in_progress' && index >= inspection.items.length / 2) return;
    if (item.siteArea === 'fencing' && !park.fenced) item.outcome = 'not_applicable';
    else if (item.siteArea === 'surfacing' && park.province === 'TN' && /-(12|01|02)-/.test(day)) {
      item.outcome = 'not_inspectable';
      item.notes = 'Pavimentazione coperta dalla neve.';
    } else if (rnd() < 0.04) {
      item.outcome = 'fixed_on_site';
      item.notes = 'Serraggio della bulloneria eseguito durante la verifica.';
    } else item.outcome = 'ok';
  });
}

/** Writes the items of the written inspections and sets their ids; returns the ids in plan order. */
export async function insertItems(
  tx: Tx,
  planned: PlannedInspection[],
  adminId: number,
): Promise<number[]> {
  const itemRows: Record<string, unknown>[] = [];
  const itemRefs: PlannedItem[] = [];
  for (const inspection of planned) {
    inspection.items.forEach((item, index) => {
      itemRefs.push(item);
      itemRows.push({
        inspection_id: inspection.id!,
        position: index + 1,
        toy_id: item.toy?.id ?? null,
        site_area: item.siteArea,
        outcome: item.outcome,
        notes: item.notes,
        created_by: adminId,
        created_at: inspection.createdAt,
        updated_at: inspection.createdAt,
      });
    });
  }
  const itemIds = await insertIds(tx, inspectionItems, itemRows);
  itemRefs.forEach((item, i) => (item.id = itemIds[i]!));
  return itemIds;
}
