import type { SiteArea } from '@altalena/contracts';
import { findings } from '../../db/schema';
import type { Tx } from '../../resources/types';
import { demoFindingTemplates, demoToyTemplates, type DemoFindingTemplate } from '../demoContent';
import { plusDays } from './days';
import { insertIds } from './insertIds';
import type { Defect, PlannedFinding, PlannedInspection, PlannedItem } from './planned';
import { between, pick, type Random } from './random';

const siteKeywords: [SiteArea, RegExp][] = [
  ['fencing', /cancell|recinzion|rete perimetrale/i],
  ['signage', /cartell|segnaletic/i],
  ['surfacing', /pavimentazion|erba|sabbia|ghiaino|corteccia|cippato/i],
  ['paths', /vialett|percors|radic|camminament/i],
  ['access', /access|ingresso|scalin/i],
];

/** The site area a generic finding template describes, if any. */
function siteAreaOf(template: DemoFindingTemplate): SiteArea | null {
  if (template.equipment_type !== undefined) return null;
  for (const [area, pattern] of siteKeywords) if (pattern.test(template.description)) return area;
  return null;
}

/** What a defect is on, `toy:<code>` or `area:<site area>`: the same across a park's inspections. */
const subjectOf = (item: PlannedItem) =>
  item.toy ? `toy:${item.toy.code}` : `area:${item.siteArea}`;

/**
 * Carries every defect still open onto `inspection`: a copy of its last row on the item of the same subject (a
 * scheduled inspection copies only what is still open today).
 */
export function carryOpenDefects(
  inspection: PlannedInspection,
  live: Defect[],
  today: string,
): void {
  const performed = inspection.status !== 'scheduled';
  for (const defect of live) {
    if (!performed && defect.resolvedOn !== null && defect.resolvedOn <= today) continue;
    const item = inspection.items.find((candidate) => subjectOf(candidate) === defect.subject);
    if (!item) continue;
    const previous = defect.rows.at(-1) ?? null;
    const row: PlannedFinding = {
      inspection,
      item,
      defect,
      carriedFrom: previous,
      status: 'open',
      depth: previous ? previous.depth + 1 : 0,
    };
    defect.rows.push(row);
    inspection.findings.push(row);
  }
}

/**
 * The new defects a performed inspection finds, each with its first row: one of the anchor's risk for an
 * anchor, else a number by type, on subjects without a live defect, from the templates that fit the subject.
 */
export function findNewDefects(
  rnd: Random,
  inspection: PlannedInspection,
  live: Defect[],
): Defect[] {
  const newCount = inspection.anchor
    ? 1
    : inspection.type === 'annual_main'
      ? between(rnd, 0, 3)
      : inspection.type === 'extraordinary'
        ? between(rnd, 1, 2)
        : inspection.type === 'operational'
          ? rnd() < 0.45
            ? between(rnd, 1, 2)
            : 0
          : rnd() < 0.12
            ? 1
            : 0;
  const found: Defect[] = [];
  for (let n = 0; n < newCount; n++) {
    const candidates: { item: PlannedItem; template: DemoFindingTemplate }[] = [];
    for (const item of inspection.items) {
      const subject = subjectOf(item);
      const busy = [...live, ...found].filter((d) => d.subject === subject);
      if (!inspection.anchor && busy.length > 0) continue;
      for (const template of demoFindingTemplates) {
        if (busy.some((d) => d.template === template)) continue;
        if (inspection.anchor?.risk && template.risk_level !== inspection.anchor.risk) continue;
        if (inspection.anchor && template.recommended_action === 'monitor') continue;
        if (inspection.type === 'routine_visual' && template.risk_level === 'very_high') continue;
        const ok = item.toy
          ? template.equipment_type === demoToyTemplates[item.toy.templateIndex]!.equipment_type ||
            (template.equipment_type === undefined && siteAreaOf(template) === null)
          : siteAreaOf(template) === item.siteArea;
        if (ok) candidates.push({ item, template });
      }
    }
    if (candidates.length === 0) break;
    const choice = pick(rnd, candidates);
    const defect: Defect = {
      subject: subjectOf(choice.item),
      template: choice.template,
      rows: [],
      quote: null,
      resolvedOn: null,
      verified: false,
    };
    const row: PlannedFinding = {
      inspection,
      item: choice.item,
      defect,
      carriedFrom: null,
      status: 'open',
      depth: 0,
    };
    defect.rows.push(row);
    inspection.findings.push(row);
    found.push(defect);
  }
  return found;
}

/**
 * Repairs without a quote: defects to monitor are resolved in half the cases, those a routine visual or
 * post-installation inspection finds are fixed by the customer's own maintenance.
 */
export function planRepairsWithoutQuote(
  rnd: Random,
  inspection: PlannedInspection,
  found: Defect[],
): void {
  const day = inspection.day;
  for (const defect of found) {
    if (defect.template.recommended_action === 'monitor') {
      defect.resolvedOn = rnd() < 0.5 ? plusDays(day, between(rnd, 90, 300)) : null;
    } else if (inspection.type === 'routine_visual' || inspection.type === 'post_installation') {
      defect.resolvedOn = plusDays(day, between(rnd, 3, 40));
    }
  }
}

/** The state of a defect on a day, from its repair and its quote. */
function stateAt(defect: Defect, day: string): string {
  if (defect.resolvedOn !== null && defect.resolvedOn <= day)
    return defect.verified ? 'verified' : 'resolved';
  const quote = defect.quote;
  if (quote && quote.answeredOn && quote.answeredOn <= day && quote.status === 'accepted')
    return 'in_progress';
  if (quote && quote.sentOn && quote.sentOn <= day) {
    if (quote.status === 'rejected' && quote.answeredOn && quote.answeredOn <= day) return 'open';
    if (quote.status === 'cancelled' || quote.validUntil < day)
      return quote.status === 'accepted' ? 'quoted' : 'open';
    return 'quoted';
  }
  return 'open';
}

/**
 * Finding statuses: a row shows the state of its defect when the next inspection superseded it, the last row
 * the state today.
 */
export function planFindingStatuses(defects: Defect[], today: string): void {
  for (const defect of defects) {
    defect.rows.forEach((row, index) => {
      const next = defect.rows[index + 1];
      row.status = next
        ? stateAt(defect, next.inspection.status === 'scheduled' ? today : next.inspection.day)
        : stateAt(defect, today);
      if (next && row.status !== 'open' && row.status !== 'quoted' && row.status !== 'in_progress')
        row.status = 'open';
    });
  }
}

/**
 * Writes the findings of the written inspections level by level, so that each carried copy can point at the
 * row it copies, and sets their ids; returns how many.
 */
export async function insertFindings(
  tx: Tx,
  planned: PlannedInspection[],
  adminId: number,
): Promise<number> {
  const allFindings = planned.flatMap((inspection) => inspection.findings);
  const maxDepth = Math.max(0, ...allFindings.map((f) => f.depth));
  for (let depth = 0; depth <= maxDepth; depth++) {
    const level = allFindings.filter((f) => f.depth === depth);
    const ids = await insertIds(
      tx,
      findings,
      level.map((f) => {
        const t = f.defect.template;
        return {
          inspection_id: f.inspection.id!,
          item_id: f.item.id!,
          description: t.description,
          standard_ref: t.standard_ref,
          risk_level: t.risk_level,
          timeframe: t.timeframe,
          recommended_action: t.recommended_action,
          make_safe: t.make_safe,
          status: f.status,
          carried_from_id: f.carriedFrom?.id ?? null,
          created_by: adminId,
          created_at: f.inspection.createdAt,
          updated_at: f.inspection.createdAt,
        };
      }),
    );
    level.forEach((f, i) => (f.id = ids[i]!));
  }
  return allFindings.length;
}
