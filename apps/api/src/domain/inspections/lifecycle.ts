import { openFindingStatuses, siteAreas } from '@altalena/contracts';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { findings, inspectionItems, inspections, toys } from '../../db/schema';
import { recordChange, snapshot } from '../../resources/audit';
import type { WriteContext } from '../../resources/crud';
import type { Executor, Tx } from '../../resources/types';
import { inspectionOutcome, worstRisk } from './rules';

/** Who and when of rows written on behalf of a request. */
interface Stamp {
  actor: { id: number };
  now: Date;
}

/**
 * The rows of a new inspection: one per toy in use (by code), then the site areas in their order.
 */
export async function createItems(
  tx: Tx,
  inspectionId: number,
  parkId: number,
  { actor, now }: Stamp,
): Promise<void> {
  const inUse = await tx
    .select({ id: toys.id })
    .from(toys)
    .where(and(eq(toys.park_id, parkId), eq(toys.status, 'in_use')))
    .orderBy(asc(toys.code), asc(toys.id));
  const subjects = [
    ...inUse.map((toy) => ({ toy_id: toy.id, site_area: null })),
    ...siteAreas.map((area) => ({ toy_id: null, site_area: area })),
  ];
  await tx.insert(inspectionItems).values(
    subjects.map((subject, index) => ({
      ...subject,
      inspection_id: inspectionId,
      position: index + 1,
      created_by: actor.id,
      created_at: now,
      updated_at: now,
    })),
  );
}

/**
 * Copies the findings still open in the park's previous inspection (the latest other one not
 * cancelled, by performed_at then created_at) into the new one, each on the item of the same toy or
 * site area; a toy without an item (e.g. out of service) gets one. Every copy is audited.
 */
export async function carryForwardFindings(
  ctx: WriteContext,
  inspectionId: number,
  parkId: number,
): Promise<void> {
  const { tx, actor, now, request } = ctx;
  const [previous] = await tx
    .select({ id: inspections.id })
    .from(inspections)
    .where(
      and(
        eq(inspections.park_id, parkId),
        ne(inspections.id, inspectionId),
        ne(inspections.status, 'cancelled'),
      ),
    )
    .orderBy(
      sql`${inspections.performed_at} desc nulls last`,
      desc(inspections.created_at),
      desc(inspections.id),
    )
    .limit(1);
  if (!previous) return;
  const open = await tx
    .select({
      finding: findings,
      toy_id: inspectionItems.toy_id,
      site_area: inspectionItems.site_area,
    })
    .from(findings)
    .innerJoin(inspectionItems, eq(inspectionItems.id, findings.item_id))
    .where(
      and(
        eq(findings.inspection_id, previous.id),
        inArray(findings.status, [...openFindingStatuses]),
      ),
    )
    .orderBy(asc(inspectionItems.position), asc(findings.id));
  if (open.length === 0) return;

  const items = await tx
    .select({
      id: inspectionItems.id,
      position: inspectionItems.position,
      toy_id: inspectionItems.toy_id,
      site_area: inspectionItems.site_area,
    })
    .from(inspectionItems)
    .where(eq(inspectionItems.inspection_id, inspectionId));
  const itemOf = new Map<string, number>();
  for (const item of items) {
    itemOf.set(item.toy_id !== null ? `toy:${item.toy_id}` : `area:${item.site_area}`, item.id);
  }
  let lastPosition = Math.max(0, ...items.map((item) => item.position));

  const copies: (typeof findings.$inferInsert)[] = [];
  for (const { finding, toy_id, site_area } of open) {
    const key = toy_id !== null ? `toy:${toy_id}` : `area:${site_area}`;
    let itemId = itemOf.get(key);
    if (itemId === undefined) {
      lastPosition += 1;
      const [added] = await tx
        .insert(inspectionItems)
        .values({
          inspection_id: inspectionId,
          position: lastPosition,
          toy_id,
          site_area: toy_id === null ? site_area : null,
          created_by: actor.id,
          created_at: now,
          updated_at: now,
        })
        .returning({ id: inspectionItems.id });
      if (!added) throw new Error('carried item not inserted');
      itemId = added.id;
      itemOf.set(key, itemId);
    }
    copies.push({
      inspection_id: inspectionId,
      item_id: itemId,
      description: finding.description,
      standard_ref: finding.standard_ref,
      risk_level: finding.risk_level,
      timeframe: finding.timeframe,
      recommended_action: finding.recommended_action,
      make_safe: finding.make_safe,
      status: 'open',
      carried_from_id: finding.id,
      created_by: actor.id,
      created_at: now,
      updated_at: now,
    });
  }
  const carried = await tx.insert(findings).values(copies).returning();
  for (const row of carried) {
    await recordChange(tx, request, now, {
      entity: 'finding',
      entityId: row.id,
      action: 'create',
      changes: snapshot(row),
    });
  }
}

/** Recomputes the stored outcome and overall risk of an inspection from its items and findings. */
export async function recomputeInspection(ex: Executor, inspectionId: number): Promise<void> {
  const risks = await ex
    .select({ risk: findings.risk_level })
    .from(findings)
    .where(eq(findings.inspection_id, inspectionId));
  const outcomes = await ex
    .select({ outcome: inspectionItems.outcome })
    .from(inspectionItems)
    .where(eq(inspectionItems.inspection_id, inspectionId));
  const riskList = risks.map((row) => row.risk);
  await ex
    .update(inspections)
    .set({
      outcome: inspectionOutcome(
        riskList,
        outcomes.map((row) => row.outcome),
      ),
      overall_risk: worstRisk(riskList),
    })
    .where(eq(inspections.id, inspectionId));
}
