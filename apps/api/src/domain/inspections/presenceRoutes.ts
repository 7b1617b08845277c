import {
  inspectionItem,
  inspectionItemParams,
  inspectionPosition,
  inspectionPositionWrite,
  itemParams,
  itemScanWrite,
  labelCodeParams,
  labelTarget,
  parseLabelCode,
  type InspectionPositionWrite,
  type ItemScanWrite,
  type LabelTarget,
} from '@altalena/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../auth/authenticate';
import {
  inspectionItems,
  inspectionPositions,
  inspectionScans,
  inspections,
  parks,
  toys,
} from '../../db/schema';
import { customerIdOf, isAdmin, notFound, type Actor } from '../../resources/access';
import { recordChange } from '../../resources/audit';
import { accessHooks, errorResponses, inTransaction, scopeCondition } from '../../resources/crud';
import { setEtag } from '../../resources/etag';
import type { Executor } from '../../resources/types';
import { parkScope } from '../parks/resource';
import { loadItem } from './detail';
import { loadPositions } from './presence';
import { inspectionsResource, invalidFields } from './resource';
import { lockWritableInspection } from './routes';

const security = [{ token: [] }];

/** How far ahead of the server's clock a device's clock may run (phones drift; a day is a lie). */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

/** A 400 when a device's instant lies in the future of the server's clock. */
function assertNotFuture(field: string, at: string, now: Date): Date {
  const instant = new Date(at);
  if (instant.getTime() > now.getTime() + CLOCK_SKEW_MS) {
    throw invalidFields([{ field, code: 'in_future', message: 'This instant is in the future.' }]);
  }
  return instant;
}

/**
 * Routes of the proof of presence (docs/api.md#labels-scans-and-positions): scans of an item's label
 * and the device's position at start and completion, under `inspections/{id}/`.
 */
export const presenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['inspections'];
  const onRequest = accessHooks(false);

  app.post(
    '/:id/items/:itemId/scans/',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          "Record a scan of an item's QR label (proof of presence); the same instant twice is one",
        params: inspectionItemParams,
        body: itemScanWrite,
        response: { 201: inspectionItem, ...errorResponses },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const { id, itemId } = request.params;
      const body: ItemScanWrite = request.body;
      const now = request.server.deps.clock.now();
      const scannedAt = assertNotFuture('scanned_at', body.scanned_at, now);
      await inTransaction(request, async (tx) => {
        await lockWritableInspection(tx, actor, id);
        const [item] = await tx
          .select({ id: inspectionItems.id })
          .from(inspectionItems)
          .where(and(eq(inspectionItems.id, itemId), eq(inspectionItems.inspection_id, id)))
          .limit(1);
        if (!item) throw notFound();
        // A scan sent again (a retried upload from the outbox) is the same scan: nothing twice.
        const [created] = await tx
          .insert(inspectionScans)
          .values({
            inspection_id: id,
            item_id: itemId,
            scanned_at: scannedAt,
            method: body.method,
            scanned_by: actor.id,
            recorded_at: now,
          })
          .onConflictDoNothing({ target: [inspectionScans.item_id, inspectionScans.scanned_at] })
          .returning();
        if (created) {
          await recordChange(tx, request, now, {
            entity: 'inspection_scan',
            entityId: created.id,
            action: 'create',
            changes: { item_id: itemId, scanned_at: scannedAt.toISOString(), method: body.method },
          });
        }
      });
      const loaded = await loadItem(request.server.deps.db, itemId, request.server.deps.clock);
      if (!loaded) throw notFound();
      setEtag(reply, loaded.version);
      return reply.code(201).send(loaded);
    },
  );

  app.post(
    '/:id/positions/',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          "Record the device's position (or that it was not given) at the start or completion of an inspection",
        params: itemParams,
        body: inspectionPositionWrite,
        response: { 201: inspectionPosition, ...errorResponses },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const { id } = request.params;
      const body: InspectionPositionWrite = request.body;
      const now = request.server.deps.clock.now();
      const takenAt = assertNotFuture('taken_at', body.taken_at, now);
      const given = body.status === 'given' ? body : undefined;
      const values = {
        status: body.status,
        latitude: given?.latitude ?? null,
        longitude: given?.longitude ?? null,
        accuracy_m: given?.accuracy_m ?? null,
        taken_at: takenAt,
        recorded_by: actor.id,
      };
      await inTransaction(request, async (tx) => {
        await lockWritableInspection(tx, actor, id);
        // One row per moment: completing again (after reopening) records where it was completed last.
        await tx
          .insert(inspectionPositions)
          .values({ inspection_id: id, moment: body.moment, ...values })
          .onConflictDoUpdate({
            target: [inspectionPositions.inspection_id, inspectionPositions.moment],
            set: values,
          });
        await recordChange(tx, request, now, {
          entity: 'inspection_position',
          entityId: id,
          action: 'update',
          changes: { moment: body.moment, ...values, taken_at: takenAt.toISOString() },
        });
      });
      const positions = await loadPositions(request.server.deps.db, id);
      const saved = positions.find((position) => position.moment === body.moment);
      if (!saved) throw notFound();
      return reply.code(201).send(saved);
    },
  );
};

/**
 * The open inspection of a park the actor may see: in progress before scheduled, then the earliest
 * scheduled, then the oldest.
 */
async function openInspectionOf(ex: Executor, actor: Actor, parkId: number) {
  const [row] = await ex
    .select({ id: inspections.id })
    .from(inspections)
    .where(
      and(
        eq(inspections.park_id, parkId),
        inArray(inspections.status, ['scheduled', 'in_progress']),
        scopeCondition(inspectionsResource, actor),
      ),
    )
    .orderBy(
      sql`case when ${inspections.status} = 'in_progress' then 0 else 1 end`,
      sql`${inspections.scheduled_for} asc nulls last`,
      asc(inspections.id),
    )
    .limit(1);
  return row?.id ?? null;
}

/** `GET q/{code}/`: where a label's code leads the caller (docs/api.md#labels-scans-and-positions). */
export const labelTargetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:code/',
    {
      onRequest: accessHooks(false),
      schema: {
        tags: ['parks'],
        security,
        summary:
          "Where a QR label's code leads: the equipment or park, or its item in an open inspection",
        params: labelCodeParams,
        response: { 200: labelTarget, ...errorResponses },
      },
    },
    async (request): Promise<LabelTarget> => {
      const actor = currentUser(request);
      const { db } = request.server.deps;
      const parsed = parseLabelCode(request.params.code);
      if (!parsed) throw notFound();
      const visible = isAdmin(actor) ? undefined : parkScope(customerIdOf(actor));
      if (parsed.kind === 'park') {
        const [park] = await db
          .select({ id: parks.id })
          .from(parks)
          .where(and(eq(parks.id, parsed.id), visible))
          .limit(1);
        if (!park) throw notFound();
        const inspectionId = await openInspectionOf(db, actor, park.id);
        return {
          kind: 'park',
          park_id: park.id,
          toy_id: null,
          inspection_id: inspectionId,
          item_id: null,
        };
      }
      const [toy] = await db
        .select({ id: toys.id, park_id: toys.park_id })
        .from(toys)
        .innerJoin(parks, eq(parks.id, toys.park_id))
        .where(and(eq(toys.id, parsed.id), visible))
        .limit(1);
      if (!toy) throw notFound();
      const inspectionId = await openInspectionOf(db, actor, toy.park_id);
      const [item] = inspectionId
        ? await db
            .select({ id: inspectionItems.id })
            .from(inspectionItems)
            .where(
              and(
                eq(inspectionItems.inspection_id, inspectionId),
                eq(inspectionItems.toy_id, toy.id),
              ),
            )
            .limit(1)
        : [];
      return {
        kind: 'toy',
        park_id: toy.park_id,
        toy_id: toy.id,
        inspection_id: item ? inspectionId : null,
        item_id: item?.id ?? null,
      };
    },
  );
};
