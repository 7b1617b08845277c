import { inspections } from '../../db/schema';
import { inspectionOutcome, worstRisk } from '../../domain/inspections/rules';
import type { Tx } from '../../resources/types';
import { demoParks, demoWeather } from '../demoContent';
import type { ContractFor } from './contracts';
import { at, daysBetween, plusDays } from './days';
import { insertIds } from './insertIds';
import {
  typeOrder,
  type Anchor,
  type InspectionStatus,
  type InspectionType,
  type PlannedInspection,
  type PlannedToy,
} from './planned';
import { between, pick, type Random } from './random';

/**
 * The anchor inspections, by park index: recent ones that find a defect of each risk and get a quote of each
 * status, so that every state shows in the demo.
 */
const anchors = new Map<number, { type: InspectionType; ago: number; anchor: Anchor }>([
  [0, { type: 'operational', ago: 4, anchor: { risk: 'very_high', quote: 'draft' } }],
  [1, { type: 'annual_main', ago: 15, anchor: { risk: 'high', quote: 'sent' } }],
  [2, { type: 'operational', ago: 120, anchor: { risk: 'medium', quote: 'expired' } }],
  [3, { type: 'operational', ago: 40, anchor: { risk: 'low', quote: 'accepted', repairedIn: 15 } }],
  [4, { type: 'annual_main', ago: 200, anchor: { risk: 'high', quote: 'rejected' } }],
  [5, { type: 'operational', ago: 150, anchor: { risk: 'medium', quote: 'cancelled' } }],
  [6, { type: 'operational', ago: 60, anchor: { quote: 'accepted', repairedIn: -1 } }],
]);

/**
 * The inspections of every park over the two years before `today` and a few ahead: annual, operational and
 * routine visits, anchors, post-installation and extraordinary ones, one in progress and one cancelled. Items
 * and findings are planned later (`planVisits`).
 */
export function planInspections(
  rnd: Random,
  today: string,
  now: Date,
  toyPlan: PlannedToy[],
  newToyParks: Set<number>,
): PlannedInspection[] {
  const parkCount = demoParks.length;
  const planned: PlannedInspection[] = [];
  const start = plusDays(today, -730);
  const add = (
    inspection: Omit<PlannedInspection, 'items' | 'findings' | 'createdAt' | 'weather'> & {
      createdAt?: Date;
    },
  ) => {
    const performed = inspection.status !== 'scheduled' && inspection.status !== 'cancelled';
    const createdAt =
      inspection.createdAt ??
      (inspection.type === 'routine_visual' || !performed
        ? at(inspection.day, 7, between(rnd, 0, 59))
        : at(plusDays(inspection.day, -between(rnd, 7, 20)), 8, between(rnd, 0, 59)));
    planned.push({
      ...inspection,
      createdAt: createdAt > now ? new Date(now.getTime() - 3_600_000) : createdAt,
      weather: performed ? pick(rnd, demoWeather) : null,
      items: [],
      findings: [],
    });
  };
  const statusOf = (day: string): InspectionStatus =>
    daysBetween(day, today) <= 10 ? 'completed' : 'signed';
  for (let p = 0; p < parkCount; p++) {
    const annualOffset = between(rnd, 5, 60);
    const annualDays = [plusDays(start, annualOffset), plusDays(start, annualOffset + 365)];
    for (const day of annualDays)
      add({ parkIndex: p, type: 'annual_main', day, status: statusOf(day) });
    if (p % 6 === 0) {
      add({
        parkIndex: p,
        type: 'annual_main',
        day: plusDays(today, between(rnd, 5, 40)),
        status: 'scheduled',
        createdAt: at(plusDays(today, -between(rnd, 1, 9)), 8),
      });
    }
    const anchor = anchors.get(p);
    const busy = (day: string) =>
      annualDays.some((a) => Math.abs(daysBetween(a, day)) < 20) ||
      (anchor !== undefined && Math.abs(daysBetween(plusDays(today, -anchor.ago), day)) < 20);
    for (
      let day = plusDays(start, between(rnd, 10, 90));
      daysBetween(day, today) > 12;
      day = plusDays(day, between(rnd, 85, 95))
    ) {
      if (!busy(day)) add({ parkIndex: p, type: 'operational', day, status: statusOf(day) });
    }
    if (p % 8 === 2 && p % 6 !== 0) {
      add({
        parkIndex: p,
        type: 'operational',
        day: plusDays(today, between(rnd, 3, 30)),
        status: 'scheduled',
        createdAt: at(plusDays(today, -between(rnd, 1, 9)), 8),
      });
    }
    if (anchor) {
      add({
        parkIndex: p,
        type: anchor.type,
        day: plusDays(today, -anchor.ago),
        status: statusOf(plusDays(today, -anchor.ago)),
        anchor: anchor.anchor,
      });
    }
    for (
      let day = plusDays(start, between(rnd, 0, 28));
      daysBetween(day, today) > 2;
      day = plusDays(day, between(rnd, 27, 33))
    ) {
      if (!annualDays.includes(day))
        add({ parkIndex: p, type: 'routine_visual', day, status: statusOf(day) });
    }
    if (newToyParks.has(p)) {
      const toy = toyPlan.find((t) => t.parkIndex === p && t.code === 'G10')!;
      const day = plusDays(toy.installedOn, between(rnd, 2, 6));
      add({ parkIndex: p, type: 'post_installation', day, status: statusOf(day) });
    }
    if (p % 7 === 3) {
      const day = plusDays(today, -between(rnd, 20, 700));
      add({ parkIndex: p, type: 'extraordinary', day, status: statusOf(day) });
    }
    if (p % 10 === 1) {
      add({
        parkIndex: p,
        type: 'operational',
        day: today,
        status: 'in_progress',
        createdAt: new Date(now.getTime() - 2 * 3_600_000),
      });
    }
  }
  add({
    parkIndex: 9,
    type: 'extraordinary',
    day: plusDays(today, -35),
    status: 'cancelled',
    createdAt: at(plusDays(today, -45), 9),
  });
  return planned;
}

/** The summary an inspector writes for each outcome. */
const summaries: Record<string, string> = {
  compliant: "Nessuna non conformità rilevata: l'area giochi è idonea all'uso.",
  with_remarks:
    "Rilevate non conformità di rischio medio o basso: l'area resta in uso; interventi secondo le tempistiche indicate.",
  non_compliant:
    'Rilevate non conformità di rischio alto o molto alto: attrezzature interdette fino alla riparazione.',
};

/** What the inspection rows refer to, written before them. */
export interface InspectionRefs {
  today: string;
  now: Date;
  parkIds: number[];
  contractFor: ContractFor;
  /** The customers' users, who make the routine visual inspections, by customer index. */
  customerUserIds: number[];
  adminId: number;
  inspectorId: number;
}

/** Writes the planned inspections (numbered) and sets their ids; returns the ids in plan order. */
export async function insertInspections(
  tx: Tx,
  rnd: Random,
  planned: PlannedInspection[],
  refs: InspectionRefs,
): Promise<number[]> {
  const { today, now, parkIds, contractFor, customerUserIds, adminId, inspectorId } = refs;
  const inspectionIds = await insertIds(
    tx,
    inspections,
    planned.map((inspection) => {
      const customerIndex = demoParks[inspection.parkIndex]!.customerIndex;
      const performed = inspection.status !== 'scheduled' && inspection.status !== 'cancelled';
      const performedAt = performed
        ? inspection.day === today
          ? new Date(now.getTime() - 3_600_000)
          : at(inspection.day, 7 + typeOrder.indexOf(inspection.type), between(rnd, 0, 59))
        : null;
      const inspector =
        inspection.type === 'routine_visual' ? customerUserIds[customerIndex]! : inspectorId;
      const signed = inspection.status === 'signed';
      const risks = inspection.findings.map((f) => f.defect.template.risk_level);
      const outcome = inspectionOutcome(
        risks,
        inspection.items.map((item) => item.outcome),
      );
      return {
        park_id: parkIds[inspection.parkIndex]!,
        contract_id: contractFor(customerIndex, inspection.day),
        type: inspection.type,
        number: inspection.number!,
        scheduled_for: inspection.day,
        performed_at: performedAt,
        inspector_id: inspector,
        status: inspection.status,
        weather: inspection.weather,
        summary: performed && inspection.status !== 'in_progress' ? summaries[outcome] : null,
        outcome,
        overall_risk: worstRisk(risks),
        signed_at:
          signed && performedAt
            ? new Date(Math.min(performedAt.getTime() + 26 * 3_600_000, now.getTime()))
            : null,
        signed_by: signed ? inspector : null,
        created_by: inspection.type === 'routine_visual' ? inspector : adminId,
        created_at: inspection.createdAt,
        updated_at: performedAt ?? inspection.createdAt,
      };
    }),
  );
  planned.forEach((inspection, i) => (inspection.id = inspectionIds[i]!));
  return inspectionIds;
}
