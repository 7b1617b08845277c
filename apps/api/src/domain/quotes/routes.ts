import {
  pageOf,
  quote,
  quoteListQuery,
  quoteParams,
  quotePatch,
  quoteReject,
  quoteSummary,
  quoteWrite,
  type FindingStatus,
  type QuotePatch,
  type QuoteWrite,
} from '@altalena/contracts';
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../auth/authenticate';
import { findings, quoteLines, quotes } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { isRecord } from '../../http/json';
import { notFound, type Actor } from '../../resources/access';
import { diffRows, recordChange, snapshot } from '../../resources/audit';
import {
  accessHooks,
  countWhere,
  errorResponses,
  sendList,
  scopeCondition,
  type Row,
} from '../../resources/crud';
import { mapDbError, pgErrorOf } from '../../resources/dbErrors';
import { checkIfMatch, ifMatchOptional, ifMatchRequired, setEtag } from '../../resources/etag';
import { runTransaction } from '../../resources/transaction';
import type { Tx } from '../../resources/types';
import { businessDay } from '../../resources/calendar';
import { findQuote, quoteDto, quotesDefinition, type QuoteRow } from './definition';
import { loadQuoteDocument } from './document';
import { mailQuoteAnswered, mailQuoteSent } from './mails';
import { quoteFilename, renderQuotePdf } from './pdf';
import {
  checkInstaller,
  checkValidity,
  defaultValidUntil,
  inspectionOf,
  quoteTypeOf,
  replaceLines,
  resolveLines,
  totalColumns,
} from './write';
import { nextYearlyNumber } from '../../resources/numbering';
import { contentDisposition } from '../files/storage';
import { localeOf } from '../../documents/intl';
import { fileResponse } from '../../openapi/openapi';

const tags = ['quotes'];
const security = [{ token: [] }];
const ifMatchHeaders = z.looseObject({
  'if-match': z.string().max(200).optional().describe('The ETag of the version acted on'),
});

/** Sequence of quote numbers in `number_sequences`. */
const QUOTE_SEQUENCE = 'quote';

/** The unique index allowing one quote per inspection. */
const ONE_QUOTE_PER_INSPECTION = 'quotes_inspection_unique';

function quoteExists(): ApiError {
  return new ApiError(409, 'quote_exists', [
    {
      field: 'inspection_id',
      code: 'unique',
      message: 'This inspection already has a quote: edit that one.',
    },
  ]);
}

function conflict(detail: string, message: string, field = 'status'): ApiError {
  return new ApiError(409, detail, [{ field, code: detail, message }]);
}

/** Runs a write in one transaction (`runTransaction`); a second quote for an inspection is a 409 `quote_exists`. */
async function inQuoteTransaction<T>(
  request: FastifyRequest,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  try {
    return await runTransaction(request.server.deps.db, work);
  } catch (error) {
    if (pgErrorOf(error)?.constraint === ONE_QUOTE_PER_INSPECTION) throw quoteExists();
    return mapDbError(error);
  }
}

/** Today in Europe/Rome by the app's clock. */
function todayOf(request: FastifyRequest): string {
  return businessDay(request.server.deps.clock.now());
}

/** A row of `quotes` as stored: its columns, without the derived fields of `QuoteRow`. */
type QuoteTableRow = typeof quotes.$inferSelect;

/** Reads and locks (`FOR UPDATE`) the quote of an inspection the actor may see; 404 otherwise. */
async function lockQuote(
  tx: Tx,
  actor: Actor,
  inspectionId: number,
  today: string,
): Promise<QuoteTableRow> {
  const [row] = await tx
    .select(getTableColumns(quotes))
    .from(quotes)
    .where(
      and(eq(quotes.inspection_id, inspectionId), scopeCondition(quotesDefinition(today), actor)),
    )
    .limit(1)
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** The quote of an inspection as the actor sees it (with its derived fields); 404 otherwise. */
async function visibleQuote(request: FastifyRequest, inspectionId: number): Promise<QuoteRow> {
  const row = await findQuote(
    request.server.deps.db,
    quotesDefinition(todayOf(request)),
    currentUser(request),
    inspectionId,
  );
  if (!row) throw notFound();
  return row;
}

/** Answers a quote row (as `visibleQuote` read it) with its ETag. */
async function replyQuote(reply: FastifyReply, row: QuoteRow, status = 200) {
  setEtag(reply, Number(row.version));
  return reply.code(status).send(await quoteDto(reply.server.deps.db, row));
}

/** Answers the quote of an inspection as the actor sees it, with its ETag. */
async function sendQuote(
  request: FastifyRequest,
  reply: FastifyReply,
  inspectionId: number,
  status = 200,
) {
  return replyQuote(reply, await visibleQuote(request, inspectionId), status);
}

/** Moves the findings referenced by a quote's lines from one of `from` to `to`, each audited. */
async function moveFindings(
  tx: Tx,
  request: FastifyRequest,
  now: Date,
  quoteId: number,
  from: FindingStatus[],
  to: FindingStatus,
): Promise<void> {
  const moved = await tx
    .update(findings)
    .set({ status: to, version: sql`${findings.version} + 1`, updated_at: now })
    .where(
      and(
        inArray(findings.status, from),
        inArray(
          findings.id,
          tx
            .select({ id: quoteLines.finding_id })
            .from(quoteLines)
            .where(eq(quoteLines.quote_id, quoteId)),
        ),
      ),
    )
    .returning({ id: findings.id, status: findings.status });
  for (const finding of moved) {
    await recordChange(tx, request, now, {
      entity: 'finding',
      entityId: finding.id,
      action: 'update',
      changes: { status: { from: from.length === 1 ? from[0] : from, to }, quote_id: quoteId },
    });
  }
}

/** Refuses a change to a quote that is no longer a draft. */
function assertDraft(existing: Row): void {
  if (existing.status !== 'draft') {
    throw conflict('quote_not_editable', 'Only a draft quote can be changed.');
  }
}

/** An action on the quote of an inspection: `send`, `accept`, `reject`, `cancel`. */
interface QuoteAction {
  name: 'send' | 'accept' | 'reject' | 'cancel';
  summary: string;
  /** Whether customer users (of the quote's customer) may take it. */
  customers: boolean;
  /** The JSON body it takes, if any (optional: a POST without a body is the action without details). */
  body?: z.ZodType;
  /** Checks the state (throws a 409) and returns the column changes. */
  apply(
    tx: Tx,
    existing: Row,
    context: { actor: Actor; now: Date; today: string; request: FastifyRequest },
  ): Promise<Row>;
  /** Mails about it, once the transaction committed (never throws: failures are logged). */
  notify?(request: FastifyRequest, quote: QuoteRow, actor: Actor): Promise<void>;
}

function assertAnswerable(existing: Row, today: string): void {
  if (existing.status !== 'sent') {
    throw conflict('quote_not_sent', 'Only a sent quote can be accepted or rejected.');
  }
  if (existing.valid_until !== null && String(existing.valid_until) < today) {
    throw conflict('quote_expired', 'This quote has expired.', 'valid_until');
  }
}

const actions: QuoteAction[] = [
  {
    name: 'send',
    summary: 'Send a draft quote to the customer',
    customers: false,
    async apply(tx, existing, { now, today, request }) {
      if (existing.status !== 'draft') {
        throw conflict('quote_not_editable', 'Only a draft quote can be sent.');
      }
      if ((await countWhere(tx, quoteLines, quoteLines.quote_id, Number(existing.id))) === 0) {
        throw conflict('quote_has_no_lines', 'Add at least one line before sending.', 'lines');
      }
      if (existing.valid_until !== null && String(existing.valid_until) < today) {
        throw conflict(
          'quote_expired',
          'The validity of this quote has already ended.',
          'valid_until',
        );
      }
      await moveFindings(tx, request, now, Number(existing.id), ['open'], 'quoted');
      return { status: 'sent', sent_at: now };
    },
    notify: mailQuoteSent,
  },
  {
    name: 'accept',
    summary: 'Accept a sent quote',
    customers: true,
    async apply(tx, existing, { actor, now, today, request }) {
      assertAnswerable(existing, today);
      await moveFindings(tx, request, now, Number(existing.id), ['open', 'quoted'], 'in_progress');
      return { status: 'accepted', answered_at: now, answered_by: actor.id };
    },
    notify: mailQuoteAnswered,
  },
  {
    name: 'reject',
    summary: 'Reject a sent quote, optionally saying why (`{reason}`)',
    customers: true,
    // Fastify gives a request without a body `null`: that is the reject without a reason.
    body: quoteReject.nullish(),
    async apply(tx, existing, { actor, now, today, request }) {
      assertAnswerable(existing, today);
      // The findings are open again: nobody is going to do the work quoted.
      await moveFindings(tx, request, now, Number(existing.id), ['quoted'], 'open');
      // The route's `body` schema parsed it (`{reason?}`, or none); the actions share one route loop, which
      // types bodies `unknown`.
      const { body } = request;
      const reason =
        isRecord(body) && typeof body.reason === 'string' ? body.reason.trim() : undefined;
      return {
        status: 'rejected',
        answered_at: now,
        answered_by: actor.id,
        answer_reason: reason || null,
      };
    },
    notify: mailQuoteAnswered,
  },
  {
    name: 'cancel',
    summary: 'Cancel a draft or sent quote',
    customers: false,
    async apply(tx, existing, { now, request }) {
      if (existing.status !== 'draft' && existing.status !== 'sent') {
        throw conflict('quote_not_cancellable', 'Only a draft or sent quote can be cancelled.');
      }
      await moveFindings(tx, request, now, Number(existing.id), ['quoted'], 'open');
      return { status: 'cancelled' };
    },
  },
];

/** Column values of a new quote or a full replacement (PUT), with its lines resolved. */
async function resolveFull(
  tx: Tx,
  inspectionId: number,
  body: QuoteWrite,
  today: string,
  currentTypeId: number | undefined,
) {
  const inspection = await inspectionOf(tx, inspectionId);
  const type = await quoteTypeOf(tx, body.quote_type_id, body.quote_type_id !== currentTypeId);
  await checkInstaller(tx, body.installer_id);
  const issueDate = body.issue_date ?? today;
  const validUntil = body.valid_until ?? defaultValidUntil(issueDate, type);
  checkValidity(issueDate, validUntil);
  const resolved = await resolveLines(tx, inspection, type, body.lines);
  const values = {
    quote_type_id: type.id,
    issue_date: issueDate,
    valid_until: validUntil,
    installer_id: body.installer_id ?? null,
    notes: body.notes ?? null,
    ...totalColumns(resolved.totals),
  };
  return { values, lines: resolved.lines };
}

/** Column values of a partial update (PATCH); `lines` only when the body gives them. */
async function resolvePartial(tx: Tx, existing: QuoteTableRow, body: QuotePatch) {
  const currentTypeId = Number(existing.quote_type_id);
  const typeId = body.quote_type_id ?? currentTypeId;
  const type = await quoteTypeOf(tx, typeId, typeId !== currentTypeId);
  if (body.installer_id !== undefined) await checkInstaller(tx, body.installer_id);
  const issueDate = body.issue_date ?? String(existing.issue_date);
  const validUntil =
    body.valid_until !== undefined
      ? (body.valid_until ?? defaultValidUntil(issueDate, type))
      : existing.valid_until;
  checkValidity(issueDate, validUntil);
  const values: Row = { quote_type_id: typeId, issue_date: issueDate, valid_until: validUntil };
  if (body.installer_id !== undefined) values.installer_id = body.installer_id;
  if (body.notes !== undefined) values.notes = body.notes;
  if (body.lines === undefined) return { values, lines: undefined };
  const inspection = await inspectionOf(tx, Number(existing.inspection_id));
  const resolved = await resolveLines(tx, inspection, type, body.lines);
  return { values: { ...values, ...totalColumns(resolved.totals) }, lines: resolved.lines };
}

/** `inspections/{inspectionId}/quote/`: the quote of an inspection, its edits and its actions. */
export const inspectionQuoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = accessHooks(true);
  const signedIn = accessHooks(false);
  const response = { 200: quote, ...errorResponses };

  app.get(
    '/',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary: "Read an inspection's quote",
        params: quoteParams,
        response,
      },
    },
    async (request, reply) => sendQuote(request, reply, request.params.inspectionId),
  );

  app.post(
    '/',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Create the quote of an inspection',
        params: quoteParams,
        body: quoteWrite,
        response: { 201: quote, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { inspectionId } = request.params;
      const now = request.server.deps.clock.now();
      const today = businessDay(now);
      await inQuoteTransaction(request, async (tx) => {
        await inspectionOf(tx, inspectionId);
        const [existing] = await tx
          .select({ id: quotes.id })
          .from(quotes)
          .where(eq(quotes.inspection_id, inspectionId))
          .limit(1);
        if (existing) throw quoteExists();
        const { values, lines } = await resolveFull(
          tx,
          inspectionId,
          request.body,
          today,
          undefined,
        );
        const number = await nextYearlyNumber(
          tx,
          QUOTE_SEQUENCE,
          Number(String(values.issue_date).slice(0, 4)),
        );
        const [created] = await tx
          .insert(quotes)
          .values({
            ...values,
            inspection_id: inspectionId,
            number,
            status: 'draft',
            created_by: request.user?.id ?? null,
            created_at: now,
            updated_at: now,
          })
          .returning();
        if (!created) throw new Error('quote insert returned no row');
        await replaceLines(tx, created.id, lines);
        await recordChange(tx, request, now, {
          entity: 'quote',
          entityId: created.id,
          action: 'create',
          changes: { ...snapshot(created), lines },
        });
      });
      reply.header('location', request.url.split('?')[0]);
      return sendQuote(request, reply, inspectionId, 201);
    },
  );

  /** PUT and PATCH: the locked draft's new column values and lines come from `resolve`. */
  async function update(
    request: FastifyRequest,
    reply: FastifyReply,
    inspectionId: number,
    resolve: (tx: Tx, existing: QuoteTableRow, today: string) => ReturnType<typeof resolvePartial>,
  ) {
    const actor = currentUser(request);
    const now = request.server.deps.clock.now();
    const today = businessDay(now);
    await inQuoteTransaction(request, async (tx) => {
      const existing = await lockQuote(tx, actor, inspectionId, today);
      checkIfMatch(request, Number(existing.version));
      assertDraft(existing);
      const { values, lines } = await resolve(tx, existing, today);
      const [updated] = await tx
        .update(quotes)
        .set({ ...values, version: sql`${quotes.version} + 1`, updated_at: now })
        .where(eq(quotes.id, Number(existing.id)))
        .returning();
      if (!updated) throw notFound();
      if (lines) await replaceLines(tx, updated.id, lines);
      await recordChange(tx, request, now, {
        entity: 'quote',
        entityId: updated.id,
        action: 'update',
        changes: { ...diffRows(existing, updated), ...(lines ? { lines } : {}) },
      });
    });
    return sendQuote(request, reply, inspectionId);
  }
  const updateSchema = <TBody extends z.ZodObject>(body: TBody, summary: string) => ({
    tags,
    security,
    summary,
    params: quoteParams,
    headers: ifMatchHeaders,
    body,
    response,
  });
  app.put(
    '/',
    {
      onRequest: adminOnly,
      config: ifMatchRequired,
      schema: updateSchema(quoteWrite, 'Replace a draft quote'),
    },
    async (request, reply) => {
      const { inspectionId } = request.params;
      return update(request, reply, inspectionId, (tx, existing, today) =>
        resolveFull(tx, inspectionId, request.body, today, Number(existing.quote_type_id)),
      );
    },
  );
  app.patch(
    '/',
    {
      onRequest: adminOnly,
      config: ifMatchRequired,
      schema: updateSchema(quotePatch, 'Change a draft quote'),
    },
    async (request, reply) =>
      update(request, reply, request.params.inspectionId, (tx, existing) =>
        resolvePartial(tx, existing, request.body),
      ),
  );

  app.delete(
    '/',
    {
      onRequest: adminOnly,
      config: ifMatchOptional,
      schema: {
        tags,
        security,
        summary: 'Delete a draft quote',
        params: quoteParams,
        headers: ifMatchHeaders,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const now = request.server.deps.clock.now();
      await inQuoteTransaction(request, async (tx) => {
        const existing = await lockQuote(tx, actor, request.params.inspectionId, businessDay(now));
        checkIfMatch(request, Number(existing.version));
        assertDraft(existing);
        await tx.delete(quotes).where(eq(quotes.id, Number(existing.id)));
        await recordChange(tx, request, now, {
          entity: 'quote',
          entityId: Number(existing.id),
          action: 'delete',
          changes: snapshot(existing),
        });
      });
      return reply.code(204).send(null);
    },
  );

  for (const action of actions) {
    app.post(
      `/${action.name}/`,
      {
        onRequest: action.customers ? signedIn : adminOnly,
        config: ifMatchRequired,
        schema: {
          tags,
          security,
          summary: action.summary,
          params: quoteParams,
          headers: ifMatchHeaders,
          ...(action.body ? { body: action.body } : {}),
          response,
        },
      },
      async (request, reply) => {
        const actor = currentUser(request);
        const now = request.server.deps.clock.now();
        const today = businessDay(now);
        await inQuoteTransaction(request, async (tx) => {
          const existing = await lockQuote(tx, actor, request.params.inspectionId, today);
          checkIfMatch(request, Number(existing.version));
          const changes = await action.apply(tx, existing, { actor, now, today, request });
          const [updated] = await tx
            .update(quotes)
            .set({ ...changes, version: sql`${quotes.version} + 1`, updated_at: now })
            .where(eq(quotes.id, Number(existing.id)))
            .returning();
          if (!updated) throw notFound();
          await recordChange(tx, request, now, {
            entity: 'quote',
            entityId: updated.id,
            action: action.name,
            changes: diffRows(existing, updated),
          });
        });
        const row = await visibleQuote(request, request.params.inspectionId);
        await action.notify?.(request, row, actor);
        return replyQuote(reply, row);
      },
    );
  }

  app.get(
    '/pdf/',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary:
          "The quote as a PDF (application/pdf) in the reader's language; a draft (admins only) is marked as one",
        params: quoteParams,
        response: {
          200: fileResponse('application/pdf', 'The quote, rendered now'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const row = await visibleQuote(request, request.params.inspectionId);
      const doc = await loadQuoteDocument(request.server.deps.db, row);
      const language = localeOf(actor.language);
      const pdf = await renderQuotePdf(doc, language);
      reply.header('cache-control', 'private, no-cache');
      reply.header('content-type', 'application/pdf');
      reply.header(
        'content-disposition',
        contentDisposition('attachment', quoteFilename(doc, language)),
      );
      return reply.code(200).send(pdf);
    },
  );
};

/** `quotes/`: every quote the actor may see, without lines. */
export const quoteListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: accessHooks(false),
      schema: {
        tags,
        security,
        summary: 'List quotes',
        querystring: quoteListQuery,
        response: { 200: pageOf(quoteSummary), ...errorResponses },
      },
    },
    async (request, reply) =>
      sendList(request, reply, quotesDefinition(todayOf(request)), request.query),
  );
};
