import {
  finding,
  findingPatch,
  findingWrite,
  inspection,
  inspectionDetail,
  inspectionFindingListQuery,
  inspectionFindingParams,
  inspectionItem,
  inspectionItemParams,
  inspectionItemPatch,
  itemParams,
  pageOf,
  findingSummary,
  findingListQuery,
  type FindingListQuery,
  type FindingWrite,
  type InspectionItemPatch,
} from '@altalena/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../auth/authenticate';
import { findings, inspectionItems, inspections } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { isAdmin, notFound, type Actor } from '../../resources/access';
import { diffRows, recordChange, snapshot } from '../../resources/audit';
import {
  accessHooks,
  errorResponses,
  findVisible,
  inTransaction,
  sendList,
  lockVisible,
  scopeCondition,
  type Row,
} from '../../resources/crud';
import { checkIfMatch, ifMatchOptional, ifMatchRequired, setEtag } from '../../resources/etag';
import type { Tx } from '../../resources/types';
import { loadDetail, loadItem } from './detail';
import { findingColumns, findingDto, findingsListResource } from './findings';
import type { Clock } from '../../resources/clock';
import { recomputeInspection } from './lifecycle';
import { inspectionDto, inspectionSigned, inspectionsResource, invalidFields } from './resource';
import { deleteOwnedFiles } from '../files/resource';
import { storeReport } from '../reports/store';

const security = [{ token: [] }];
const ifMatchHeaders = z.looseObject({
  'if-match': z.string().max(200).optional().describe('The ETag of the version edited'),
});

/**
 * Locks an inspection for a write to it or its items and findings: 404 when the actor may not see it
 * or (a customer user) may not edit it, 409 when it is signed.
 */
export async function lockWritableInspection(tx: Tx, actor: Actor, id: number): Promise<Row> {
  const row = await lockVisible(tx, inspectionsResource, actor, id);
  if (!isAdmin(actor) && row.type !== 'routine_visual') throw notFound();
  if (row.status === 'signed') throw inspectionSigned();
  return row;
}

/**
 * The first outcome or note recorded on a scheduled inspection starts it: in progress, performed now
 * unless a date was set.
 */
async function startInspection(tx: Tx, request: FastifyRequest, owner: Row, now: Date) {
  const [started] = await tx
    .update(inspections)
    .set({
      status: 'in_progress',
      performed_at: sql`coalesce(${inspections.performed_at}, ${now})`,
      version: sql`${inspections.version} + 1`,
      updated_at: now,
    })
    .where(eq(inspections.id, Number(owner.id)))
    .returning();
  if (!started) throw notFound();
  await recordChange(tx, request, now, {
    entity: 'inspection',
    entityId: Number(owner.id),
    action: 'update',
    changes: diffRows(owner, started),
  });
}

/** Checks that an item belongs to the inspection (a 400 on `item_id` otherwise). */
async function assertItemOf(tx: Tx, inspectionId: number, itemId: number): Promise<void> {
  const [item] = await tx
    .select({ id: inspectionItems.id })
    .from(inspectionItems)
    .where(and(eq(inspectionItems.id, itemId), eq(inspectionItems.inspection_id, inspectionId)))
    .limit(1);
  if (!item) {
    throw invalidFields([
      { field: 'item_id', code: 'does_not_exist', message: 'No such item in this inspection.' },
    ]);
  }
}

/** Locks a finding of the inspection; 404 when it belongs to another one. */
async function lockFinding(tx: Tx, inspectionId: number, findingId: number): Promise<Row> {
  const [row] = await tx
    .select()
    .from(findings)
    .where(and(eq(findings.id, findingId), eq(findings.inspection_id, inspectionId)))
    .limit(1)
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** The column values of a finding write; PUT resets what the body leaves out. */
function findingValues(body: Partial<FindingWrite>, put: boolean): Row {
  const values: Row = {};
  for (const [key, value] of Object.entries(body)) if (value !== undefined) values[key] = value;
  if (put) {
    values.standard_ref = body.standard_ref ?? null;
    values.timeframe = body.timeframe ?? null;
    values.make_safe = body.make_safe ?? 'none';
    values.status = body.status ?? 'open';
  }
  return values;
}

/** Sends one finding with its ETag. */
async function sendFinding(
  request: FastifyRequest,
  reply: FastifyReply,
  findingId: number,
  status = 200,
) {
  const [row] = await request.server.deps.db
    .select(findingColumns(request.server.deps.clock))
    .from(findings)
    .where(eq(findings.id, findingId))
    .limit(1);
  if (!row) throw notFound();
  setEtag(reply, row.version);
  return reply.code(status).send(findingDto(row));
}

/** The findings the caller may see, with extra conditions: one JSON page, or all of them as CSV. */
async function findingList(
  request: FastifyRequest,
  reply: FastifyReply,
  query: FindingListQuery,
  extra: SQL[] = [],
) {
  return sendList(request, reply, findingsListOf(request.server.deps.clock), query, extra);
}

/** The finding lists on a clock, made once per clock. */
const findingLists = new WeakMap<Clock, ReturnType<typeof findingsListResource>>();
function findingsListOf(clock: Clock) {
  let definition = findingLists.get(clock);
  if (!definition) {
    definition = findingsListResource(clock);
    findingLists.set(clock, definition);
  }
  return definition;
}

/** Routes under `inspections/{id}/`: the detail read, items, findings and signing. */
export const inspectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['inspections'];
  const onRequest = accessHooks(false);

  app.get(
    '/:id/',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Read an inspection with its items and findings',
        params: itemParams,
        response: { 200: inspectionDetail, ...errorResponses },
      },
    },
    async (request, reply) => {
      const detail = await loadDetail(
        request.server.deps.db,
        currentUser(request),
        request.params.id,
        request.server.deps.clock,
      );
      if (!detail) throw notFound();
      setEtag(reply, detail.version);
      return detail;
    },
  );

  app.post(
    '/:id/sign/',
    {
      onRequest: accessHooks(true),
      config: ifMatchRequired,
      schema: {
        tags,
        security,
        summary: 'Sign a completed inspection: it, its items and findings are locked',
        params: itemParams,
        headers: ifMatchHeaders,
        response: { 200: inspection, ...errorResponses },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const { id } = request.params;
      const now = request.server.deps.clock.now();
      await inTransaction(request, async (tx) => {
        const existing = await lockVisible(tx, inspectionsResource, actor, id);
        checkIfMatch(request, Number(existing.version));
        if (existing.status === 'signed') throw inspectionSigned();
        if (existing.status !== 'completed') {
          throw new ApiError(409, 'inspection_not_completed', [
            {
              field: 'status',
              code: 'not_completed',
              message: 'Only a completed inspection can be signed.',
            },
          ]);
        }
        const [signed] = await tx
          .update(inspections)
          .set({
            status: 'signed',
            signed_at: now,
            signed_by: actor.id,
            version: sql`${inspections.version} + 1`,
            updated_at: now,
          })
          .where(eq(inspections.id, id))
          .returning();
        if (!signed) throw notFound();
        await recordChange(tx, request, now, {
          entity: 'inspection',
          entityId: id,
          action: 'sign',
          changes: diffRows(existing, signed),
        });
        // The report is rendered once, here: if it cannot be, the inspection is not signed either.
        await storeReport(tx, request, id);
      });
      const row = await findVisible(request.server.deps.db, inspectionsResource, actor, id);
      if (!row) throw notFound();
      setEtag(reply, Number(row.version));
      return inspectionDto(row);
    },
  );

  app.patch(
    '/:id/items/:itemId/',
    {
      onRequest,
      config: ifMatchRequired,
      schema: {
        tags,
        security,
        summary: 'Record the outcome and notes of an inspection item',
        params: inspectionItemParams,
        headers: ifMatchHeaders,
        body: inspectionItemPatch,
        response: { 200: inspectionItem, ...errorResponses },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const { id, itemId } = request.params;
      const body: InspectionItemPatch = request.body;
      const now = request.server.deps.clock.now();
      await inTransaction(request, async (tx) => {
        const owner = await lockWritableInspection(tx, actor, id);
        const [existing] = await tx
          .select()
          .from(inspectionItems)
          .where(and(eq(inspectionItems.id, itemId), eq(inspectionItems.inspection_id, id)))
          .limit(1)
          .for('update');
        if (!existing) throw notFound();
        checkIfMatch(request, existing.version);
        if (body.outcome === null && owner.status === 'completed') {
          throw new ApiError(409, 'inspection_items_pending', [
            {
              field: `items.${itemId}.outcome`,
              code: 'required',
              message: 'Every item of a completed inspection keeps an outcome.',
            },
          ]);
        }
        const values: Row = {};
        if (body.outcome !== undefined) values.outcome = body.outcome;
        if (body.notes !== undefined) values.notes = body.notes;
        const [updated] = await tx
          .update(inspectionItems)
          .set({ ...values, version: sql`${inspectionItems.version} + 1`, updated_at: now })
          .where(eq(inspectionItems.id, itemId))
          .returning();
        if (!updated) throw notFound();
        await recordChange(tx, request, now, {
          entity: 'inspection_item',
          entityId: itemId,
          action: 'update',
          changes: diffRows(existing, updated),
        });
        if (owner.status === 'scheduled') await startInspection(tx, request, owner, now);
        await recomputeInspection(tx, id);
      });
      const item = await loadItem(request.server.deps.db, itemId, request.server.deps.clock);
      if (!item) throw notFound();
      setEtag(reply, item.version);
      return item;
    },
  );

  app.get(
    '/:id/findings/',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'List the findings of an inspection',
        params: itemParams,
        querystring: inspectionFindingListQuery,
        response: { 200: pageOf(findingSummary), ...errorResponses },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const { id } = request.params;
      const owner = await findVisible(request.server.deps.db, inspectionsResource, actor, id);
      if (!owner) throw notFound();
      return findingList(request, reply, request.query, [eq(findings.inspection_id, id)]);
    },
  );

  app.post(
    '/:id/findings/',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Record a finding on an item of an inspection',
        params: itemParams,
        body: findingWrite,
        response: { 201: finding, ...errorResponses },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const { id } = request.params;
      const body: FindingWrite = request.body;
      const now = request.server.deps.clock.now();
      const findingId = await inTransaction(request, async (tx) => {
        await lockWritableInspection(tx, actor, id);
        await assertItemOf(tx, id, body.item_id);
        const [created] = await tx
          .insert(findings)
          .values({
            ...findingValues(body, true),
            item_id: body.item_id,
            description: body.description,
            risk_level: body.risk_level,
            recommended_action: body.recommended_action,
            inspection_id: id,
            created_by: actor.id,
            created_at: now,
            updated_at: now,
          })
          .returning();
        if (!created) throw new Error('finding not inserted');
        await recordChange(tx, request, now, {
          entity: 'finding',
          entityId: created.id,
          action: 'create',
          changes: snapshot(created),
        });
        await recomputeInspection(tx, id);
        return created.id;
      });
      reply.header('location', `${request.url.split('?')[0]}${findingId}/`);
      return sendFinding(request, reply, findingId, 201);
    },
  );

  app.get(
    '/:id/findings/:findingId/',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Read a finding of an inspection',
        params: inspectionFindingParams,
        response: { 200: finding, ...errorResponses },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const { id, findingId } = request.params;
      const [row] = await request.server.deps.db
        .select(findingColumns(request.server.deps.clock))
        .from(findings)
        .where(
          and(
            eq(findings.id, findingId),
            eq(findings.inspection_id, id),
            scopeCondition(findingsListOf(request.server.deps.clock), actor),
          ),
        )
        .limit(1);
      if (!row) throw notFound();
      setEtag(reply, row.version);
      return findingDto(row);
    },
  );

  /** PUT (`put`: absent fields reset) and PATCH of a finding, with the params and body their schemas parsed. */
  async function updateFinding(
    request: FastifyRequest,
    reply: FastifyReply,
    { id, findingId }: { id: number; findingId: number },
    body: Partial<FindingWrite>,
    put: boolean,
  ) {
    const actor = currentUser(request);
    const now = request.server.deps.clock.now();
    await inTransaction(request, async (tx) => {
      await lockWritableInspection(tx, actor, id);
      const existing = await lockFinding(tx, id, findingId);
      checkIfMatch(request, Number(existing.version));
      if (body.item_id !== undefined) await assertItemOf(tx, id, body.item_id);
      const [updated] = await tx
        .update(findings)
        .set({
          ...findingValues(body, put),
          version: sql`${findings.version} + 1`,
          updated_at: now,
        })
        .where(eq(findings.id, findingId))
        .returning();
      if (!updated) throw notFound();
      await recordChange(tx, request, now, {
        entity: 'finding',
        entityId: findingId,
        action: 'update',
        changes: diffRows(existing, updated),
      });
      await recomputeInspection(tx, id);
    });
    return sendFinding(request, reply, findingId);
  }
  const findingUpdateSchema = <TBody extends z.ZodObject>(body: TBody, summary: string) => ({
    tags,
    security,
    summary,
    params: inspectionFindingParams,
    headers: ifMatchHeaders,
    body,
    response: { 200: finding, ...errorResponses },
  });
  app.put(
    '/:id/findings/:findingId/',
    {
      onRequest,
      config: ifMatchRequired,
      schema: findingUpdateSchema(findingWrite, 'Replace a finding'),
    },
    async (request, reply) => updateFinding(request, reply, request.params, request.body, true),
  );
  app.patch(
    '/:id/findings/:findingId/',
    {
      onRequest,
      config: ifMatchRequired,
      schema: findingUpdateSchema(findingPatch, 'Change a finding'),
    },
    async (request, reply) => updateFinding(request, reply, request.params, request.body, false),
  );

  app.delete(
    '/:id/findings/:findingId/',
    {
      onRequest,
      config: ifMatchOptional,
      schema: {
        tags,
        security,
        summary: 'Delete a finding',
        params: inspectionFindingParams,
        headers: ifMatchHeaders,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const { id, findingId } = request.params;
      const now = request.server.deps.clock.now();
      await inTransaction(request, async (tx) => {
        await lockWritableInspection(tx, actor, id);
        const existing = await lockFinding(tx, id, findingId);
        checkIfMatch(request, Number(existing.version));
        await tx.delete(findings).where(eq(findings.id, findingId));
        await recordChange(tx, request, now, {
          entity: 'finding',
          entityId: findingId,
          action: 'delete',
          changes: snapshot(existing),
        });
        await recomputeInspection(tx, id);
        await deleteOwnedFiles(tx, request, 'finding', [findingId]);
      });
      return reply.code(204).send(null);
    },
  );
};

/** `GET findings/`: the findings of every inspection the caller may see (dashboards). */
export const findingListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: accessHooks(false),
      schema: {
        tags: ['findings'],
        security,
        summary: 'List findings across inspections',
        querystring: findingListQuery,
        response: { 200: pageOf(findingSummary), ...errorResponses },
      },
    },
    async (request, reply) => findingList(request, reply, request.query),
  );
};
