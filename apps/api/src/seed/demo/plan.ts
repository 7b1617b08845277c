import { demoParks } from '../demoContent';
import {
  carryOpenDefects,
  findNewDefects,
  planFindingStatuses,
  planRepairsWithoutQuote,
} from './findings';
import { planInspections } from './inspections';
import { itemsOf, planItemOutcomes } from './items';
import { numberInspections, numberQuotes } from './numbers';
import { typeOrder, type Defect, type PlannedInspection, type PlannedQuote } from './planned';
import { quotePlanner } from './quotes';
import { prng } from './random';
import { planToys } from './toys';

/**
 * Builds the whole demo in memory from the base day: toys, inspections, then each park's inspections in order
 * with the life of its defects (found, carried, quoted, repaired, verified), the findings' statuses and the
 * numbers. One seeded generator draws every random choice, in this order, and is handed on to the writing.
 */
export function planDemo(today: string, now: Date) {
  const rnd = prng(20_260_101);
  const { toyPlan, newToyParks } = planToys(rnd, today);
  const planned = planInspections(rnd, today, now, toyPlan, newToyParks);

  const byPark = new Map<number, PlannedInspection[]>();
  for (const inspection of planned) {
    const list = byPark.get(inspection.parkIndex) ?? [];
    list.push(inspection);
    byPark.set(inspection.parkIndex, list);
  }

  const quotesPlan: PlannedQuote[] = [];
  const allDefects: Defect[] = [];
  const planQuote = quotePlanner(rnd, today);
  for (const [parkIndex, list] of byPark) {
    list.sort((a, b) => {
      // Performed before scheduled on the same day; then by kind.
      const rank = (i: PlannedInspection) => (i.status === 'scheduled' ? 1 : 0);
      return (
        a.day.localeCompare(b.day) ||
        rank(a) - rank(b) ||
        typeOrder.indexOf(a.type) - typeOrder.indexOf(b.type)
      );
    });
    const park = demoParks[parkIndex]!;
    const parkToys = toyPlan.filter((t) => t.parkIndex === parkIndex && t.status === 'in_use');
    let live: Defect[] = [];
    let repaired: Defect[] = [];
    for (const inspection of list) {
      inspection.items = itemsOf(inspection, parkToys, today);
      if (inspection.status === 'cancelled') continue;
      const performed = inspection.status !== 'scheduled';
      if (performed) {
        // A repair is verified by the next inspection other than a routine visit.
        for (const defect of repaired) {
          if (!defect.verified && inspection.type !== 'routine_visual') defect.verified = true;
        }
        repaired = repaired.filter((d) => !d.verified);
        const fixedNow = live.filter(
          (d) => d.resolvedOn !== null && d.resolvedOn <= inspection.day,
        );
        repaired.push(...fixedNow);
        live = live.filter((d) => !fixedNow.includes(d));
      }
      carryOpenDefects(inspection, live, today);
      if (!performed) continue;
      const found = findNewDefects(rnd, inspection, live);
      allDefects.push(...found);
      planRepairsWithoutQuote(rnd, inspection, found);
      const quote = planQuote(inspection, found);
      if (quote) quotesPlan.push(quote);
      planItemOutcomes(rnd, inspection, park);
      live.push(...found);
    }
  }

  planFindingStatuses(allDefects, today);
  const { ordered, inspectionLast } = numberInspections(planned);
  const quoteLast = numberQuotes(quotesPlan);
  return { toyPlan, planned: ordered, quotesPlan, inspectionLast, quoteLast, rnd };
}
