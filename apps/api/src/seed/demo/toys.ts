import { toys } from '../../db/schema';
import type { Tx } from '../../resources/types';
import { demoInstallers, demoParks, demoToyTemplates } from '../demoContent';
import { plusDays } from './days';
import { insertIds, type CreatedBy } from './insertIds';
import type { PlannedToy } from './planned';
import { between, pick, shuffled, type Random } from './random';

/** The toys of every park, and the parks (by index) whose G10 is new: installed inside the two years. */
export function planToys(
  rnd: Random,
  today: string,
): { toyPlan: PlannedToy[]; newToyParks: Set<number> } {
  const toyPlan: PlannedToy[] = [];
  // A new piece of equipment (G10) in every fourth park, installed inside the two years.
  const newToyParks = new Set(demoParks.map((_, i) => i).filter((i) => i % 4 === 1));
  demoParks.forEach((park, parkIndex) => {
    // Nearly every playground has a multi-play structure and a swing: G01 and G02.
    const multiPlay = demoToyTemplates.flatMap((t, i) =>
      t.equipment_type === 'multi_play' ? [i] : [],
    );
    const swing = demoToyTemplates.findIndex((t) => t.equipment_type === 'swing');
    const first = [pick(rnd, multiPlay), ...(swing >= 0 ? [swing] : [])];
    const others = demoToyTemplates.map((_, i) => i).filter((i) => !first.includes(i));
    const templates = [...first, ...shuffled(rnd, others)].slice(0, 10);
    templates.forEach((templateIndex, k) => {
      const isNew = k === 9 && newToyParks.has(parkIndex);
      toyPlan.push({
        parkIndex,
        code: `G${String(k + 1).padStart(2, '0')}`,
        templateIndex,
        status: 'in_use',
        statusReason: null,
        installedOn: isNew
          ? plusDays(today, -between(rnd, 60, 600))
          : plusDays(today, -between(rnd, 900, 5200)),
        installerIndex: rnd() < 0.8 ? between(rnd, 0, demoInstallers.length - 1) : null,
      });
    });
    void park;
  });
  // A few pieces out of service or removed (never the new ones, never the first of a park).
  toyPlan.forEach((toy, i) => {
    if ((toy.code === 'G10' && newToyParks.has(toy.parkIndex)) || toy.code <= 'G02') return;
    if (i % 37 === 5) {
      toy.status = 'out_of_service';
      toy.statusReason = 'Fuori servizio in attesa di ricambi del costruttore.';
    } else if (i % 61 === 13) {
      toy.status = 'removed';
      toy.statusReason = 'Rimosso a fine vita: struttura non più riparabile.';
    }
  });
  return { toyPlan, newToyParks };
}

/** Surfaces of loose fill, laid 300 mm deep. */
const looseFill = new Set(['sand', 'pea_gravel', 'bark_mulch', 'wood_chips', 'rubber_mulch']);

/** Writes the planned toys and sets their ids; returns the ids in plan order. */
export async function insertToys(
  tx: Tx,
  rnd: Random,
  toyPlan: PlannedToy[],
  parkIds: number[],
  installerIds: number[],
  by: CreatedBy,
): Promise<number[]> {
  const toyIds = await insertIds(
    tx,
    toys,
    toyPlan.map((toy) => {
      const t = demoToyTemplates[toy.templateIndex]!;
      return {
        park_id: parkIds[toy.parkIndex]!,
        code: toy.code,
        name: t.name_it,
        equipment_type: t.equipment_type,
        standard: t.standard,
        manufacturer: t.manufacturer,
        model: t.model,
        serial_number: `${t.manufacturer.slice(0, 3).toUpperCase()}-${toy.installedOn.slice(0, 4)}-${String(between(rnd, 1000, 99999))}`,
        year_of_manufacture: Number(toy.installedOn.slice(0, 4)) - (rnd() < 0.3 ? 1 : 0),
        installed_on: toy.installedOn,
        installer_id: toy.installerIndex === null ? null : installerIds[toy.installerIndex]!,
        age_from: t.age_from,
        age_to: t.age_to,
        free_fall_height_m: t.free_fall_height_m,
        impact_area_m2: t.impact_area_m2,
        surface_type: t.surface_type,
        surface_depth_mm: looseFill.has(t.surface_type)
          ? 300
          : t.free_fall_height_m > 0
            ? 60
            : null,
        material: t.material,
        status: toy.status,
        status_reason: toy.statusReason,
        ...by,
      };
    }),
  );
  toyPlan.forEach((toy, i) => (toy.id = toyIds[i]!));
  return toyIds;
}
