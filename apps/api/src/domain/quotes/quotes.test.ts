import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, findings, numberSequences, quoteLines } from '../../db/schema';
import { createTestContext, testDrivers, type TestContext } from '../../testing';
import { domainWorld, type Caller, type DomainWorld } from '../../testing/world';
import {
  insertInspection,
  insertInstaller,
  insertPark,
  insertQuoteType,
  type InspectionFixture,
} from './fixtures';

const START = '2025-03-10T10:00:00Z';

/** The worked example: 3 × 12.35 € less 10 % at 22 %, 12.345 × 9.99 € at 10 %, 1.5 × 3.33 € (default 22 %). */
const exampleLines = [
  {
    description: 'Sostituzione catene',
    unit: 'pz',
    quantity: 3,
    unit_price_cents: 1235,
    discount_pct: 10,
    vat_rate: 22,
  },
  {
    description: 'Posa pavimentazione antitrauma',
    unit: 'm2',
    quantity: 12.345,
    unit_price_cents: 999,
    vat_rate: 10,
  },
  { description: 'Manodopera', unit: 'h', quantity: 1.5, unit_price_cents: 333 },
];

const exampleTotals = {
  lines: [{ net_cents: 3335 }, { net_cents: 12333 }, { net_cents: 500 }],
  by_rate: [
    { vat_rate: 22, taxable_cents: 3835, vat_cents: 844 },
    { vat_rate: 10, taxable_cents: 12333, vat_cents: 1233 },
  ],
  net_cents: 16168,
  vat_cents: 2077,
  gross_cents: 18245,
};

const quotePath = (inspectionId: number) => `/inspections/${inspectionId}/quote/`;

/** POSTs an action with `If-Match` set to `version` (none with null). */
function act(caller: Caller, inspectionId: number, action: string, version: number | null) {
  return caller.request('POST', `${quotePath(inspectionId)}${action}/`, {
    headers: version === null ? {} : { 'if-match': `"${version}"` },
  });
}

const detailOf = (response: { body: { detail: string } }) => response.body.detail;
const fieldsOf = (response: { body: { error_list: { field: string; code: string }[] } }) =>
  response.body.error_list.map((error) => `${error.field}:${error.code}`);

describe.each(await testDrivers())('quotes on %s', (driver) => {
  let ctx: TestContext;
  let world: DomainWorld;
  let typeId: number;
  let inactiveTypeId: number;
  let parkA: number;
  let parkB: number;
  let installerId: number;
  const inspectionA = () => insertInspection(ctx, parkA);

  async function statusesOf(ids: number[]) {
    const rows = await ctx.db
      .select({ id: findings.id, status: findings.status })
      .from(findings)
      .where(inArray(findings.id, ids));
    return ids.map((id) => rows.find((row) => row.id === id)?.status);
  }

  /** A draft quote of a new inspection of park A, with the example lines. */
  async function draft(values: Record<string, unknown> = {}) {
    const inspection = await inspectionA();
    const created = await world.admin.post(quotePath(inspection.id), {
      quote_type_id: typeId,
      lines: exampleLines.map((line, index) => ({
        ...line,
        finding_id: index === 0 ? inspection.findingIds[0] : null,
      })),
      ...values,
    });
    expect(created.status).toBe(201);
    return { inspection, quote: created.body };
  }

  /** A sent quote of a new inspection of park A (version 2). */
  async function sent(values: Record<string, unknown> = {}) {
    const made = await draft(values);
    const response = await act(world.admin, made.inspection.id, 'send', 1);
    expect(response.status).toBe(200);
    return { ...made, quote: response.body };
  }

  beforeAll(async () => {
    ctx = await createTestContext({ driver, now: START });
    world = await domainWorld(ctx);
    typeId = await insertQuoteType(ctx, { defaultVatRate: 22, validityDays: 30 });
    inactiveTypeId = await insertQuoteType(ctx, { isActive: false });
    parkA = await insertPark(ctx, world.customerAId, 'Parco delle Cascine');
    parkB = await insertPark(ctx, world.customerBId, 'Giardino di Boboli');
    installerId = await insertInstaller(ctx);
  });
  afterAll(async () => ctx?.close());

  it('creates a quote with defaults, server totals and a number, reads it, and audits it', async () => {
    const inspection = await inspectionA();
    const path = quotePath(inspection.id);
    const created = await world.admin.post(path, {
      quote_type_id: typeId,
      installer_id: installerId,
      notes: 'Interventi urgenti',
      lines: exampleLines.map((line, index) => ({
        ...line,
        finding_id: index === 0 ? inspection.findingIds[0] : null,
        toy_id: index === 1 ? inspection.toyId : null,
      })),
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('etag')).toBe('"1"');
    expect(created.headers.get('location')).toBe(`/api/v1${path}`);
    expect(created.body).toMatchObject({
      version: 1,
      inspection_id: inspection.id,
      quote_type_id: typeId,
      issue_date: '2025-03-10',
      valid_until: '2025-04-09',
      status: 'draft',
      installer_id: installerId,
      notes: 'Interventi urgenti',
      net_cents: 16168,
      vat_cents: 2077,
      gross_cents: 18245,
      sent_at: null,
      answered_at: null,
      inspection_number: inspection.number,
      park_id: parkA,
      park_name: 'Parco delle Cascine',
      customer_id: world.customerAId,
      totals: exampleTotals,
    });
    expect(created.body.number).toMatch(/^2025\/\d{4}$/);
    expect(created.body.lines).toMatchObject([
      { position: 1, finding_id: inspection.findingIds[0], toy_id: null, net_cents: 3335 },
      { position: 2, toy_id: inspection.toyId, quantity: 12.345, vat_rate: 10, net_cents: 12333 },
      { position: 3, vat_rate: 22, discount_pct: 0, net_cents: 500 },
    ]);
    const read = await world.admin.get(path);
    expect(read.status).toBe(200);
    expect(read.headers.get('etag')).toBe('"1"');
    expect(read.body).toEqual(created.body);
    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'quote'), eq(auditLog.entity_id, created.body.id)));
    expect(entries.map((entry) => entry.action)).toEqual(['create']);

    // Today is the Italian calendar day: 23:30 UTC on 10 March is already 11 March in Rome.
    ctx.clock.set('2025-03-10T23:30:00Z');
    const late = await world.admin.post(quotePath((await inspectionA()).id), {
      quote_type_id: typeId,
      lines: [],
    });
    ctx.clock.set(START);
    expect(late.status).toBe(201);
    expect(late.body).toMatchObject({ issue_date: '2025-03-11', valid_until: '2025-04-10' });
    expect(late.body.totals).toEqual({
      lines: [],
      by_rate: [],
      net_cents: 0,
      vat_cents: 0,
      gross_cents: 0,
    });
    // Numbers follow one another.
    const [first, second] = [created.body.number, late.body.number].map((n: string) =>
      Number(n.slice(5)),
    );
    expect(second).toBe((first ?? 0) + 1);
  });

  it('refuses invalid quotes with field errors and never a 5xx', async () => {
    const inspection = await inspectionA();
    const other = await inspectionA();
    const otherPark = await insertInspection(ctx, parkB);
    const path = quotePath(inspection.id);
    const line = exampleLines[0];
    const cases: [unknown, string[]][] = [
      [{ quote_type_id: 999_999, lines: [] }, ['quote_type_id:does_not_exist']],
      [{ quote_type_id: inactiveTypeId, lines: [] }, ['quote_type_id:does_not_exist']],
      [
        { quote_type_id: typeId, issue_date: '2025-03-10', valid_until: '2025-03-09', lines: [] },
        ['valid_until:before_issue_date'],
      ],
      [
        { quote_type_id: typeId, installer_id: 999_999, lines: [] },
        ['installer_id:does_not_exist'],
      ],
      [
        {
          quote_type_id: typeId,
          lines: [
            { ...line, finding_id: other.findingIds[0] },
            { ...line, toy_id: otherPark.toyId },
            { ...line, finding_id: inspection.findingIds[1], toy_id: inspection.toyId },
          ],
        },
        ['lines.0.finding_id:invalid_finding', 'lines.1.toy_id:invalid_toy'],
      ],
      [
        {
          quote_type_id: typeId,
          lines: [{ ...line, quantity: 1_000_000, unit_price_cents: 100_000_000, discount_pct: 0 }],
        },
        ['lines:total_too_large'],
      ],
    ];
    for (const [body, expected] of cases) {
      const response = await world.admin.post(path, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(detailOf(response)).toBe('validation_error');
      expect(fieldsOf(response)).toEqual(expected);
    }
    const schemaCases: [unknown, string][] = [
      [{ quote_type_id: typeId }, 'lines'],
      [{ quote_type_id: typeId, lines: [{ ...line, quantity: 1.0005 }] }, 'lines.0.quantity'],
      [{ quote_type_id: typeId, lines: [{ ...line, quantity: 0 }] }, 'lines.0.quantity'],
      [
        { quote_type_id: typeId, lines: [{ ...line, discount_pct: 10.001 }] },
        'lines.0.discount_pct',
      ],
      [{ quote_type_id: typeId, lines: [{ ...line, vat_rate: 21 }] }, 'lines.0.vat_rate'],
      [{ quote_type_id: typeId, lines: [{ ...line, unit: 'kg' }] }, 'lines.0.unit'],
      [{ quote_type_id: typeId, lines: [{ ...line, description: ' ' }] }, 'lines.0.description'],
      [{ quote_type_id: typeId, lines: [], status: 'sent' }, 'status'],
      [{ quote_type_id: typeId, lines: [], number: '2025/0001' }, 'number'],
      [{ quote_type_id: typeId, lines: [], issue_date: '3000-01-01' }, 'issue_date'],
      [{ quote_type_id: typeId, lines: Array.from({ length: 201 }, () => line) }, 'lines'],
    ];
    for (const [body, field] of schemaCases) {
      const response = await world.admin.post(path, body);
      expect(response.status, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(response.body.error_list.map((e: { field: string }) => e.field)).toContain(field);
    }
    // A validity ending after 2999 is the caller's problem, not the server's.
    const late = await world.admin.post(path, {
      quote_type_id: typeId,
      issue_date: '2999-12-20',
      lines: [],
    });
    expect(late.status).toBe(400);
    expect(fieldsOf(late)).toEqual(['valid_until:date_out_of_range']);
    expect(
      (await world.admin.post(quotePath(999_999), { quote_type_id: typeId, lines: [] })).status,
    ).toBe(404);
    expect((await world.admin.get(path)).status).toBe(404);
    expect((await world.admin.get('/inspections/abc/quote/')).status).toBe(400);
    expect((await world.admin.get('/inspections/99999999999/quote/')).status).toBe(400);
  });

  it('allows one quote per inspection, also under ten parallel creations', async () => {
    const { inspection, quote } = await draft();
    const second = await world.admin.post(quotePath(inspection.id), {
      quote_type_id: typeId,
      lines: [],
    });
    expect(second.status).toBe(409);
    expect(detailOf(second)).toBe('quote_exists');
    expect(second.body.error_list).toHaveLength(1);

    const racing = await inspectionA();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        world.admin.post(quotePath(racing.id), { quote_type_id: typeId, lines: exampleLines }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    expect(answers.filter((a) => a.status === 409).map(detailOf)).toEqual(
      Array(9).fill('quote_exists'),
    );
    // The losers gave their numbers back: numbering has no gaps.
    const winner = answers.find((answer) => answer.status === 201)?.body;
    expect(Number(winner.number.slice(5))).toBe(Number(quote.number.slice(5)) + 1);
    const [counter] = await ctx.db
      .select()
      .from(numberSequences)
      .where(and(eq(numberSequences.sequence, 'quote'), eq(numberSequences.year, 2025)));
    expect(counter?.last).toBe(Number(winner.number.slice(5)));
  });

  it('edits a draft with If-Match: 428 without, 412 stale, lines replaced, PUT resets', async () => {
    const { inspection } = await draft({ installer_id: installerId, notes: 'Prima versione' });
    const path = quotePath(inspection.id);
    expect((await world.admin.patch(path, { notes: 'x' }, null)).status).toBe(428);
    const patched = await world.admin.patch(path, { notes: 'Seconda versione' }, 1);
    expect(patched.status).toBe(200);
    expect(patched.headers.get('etag')).toBe('"2"');
    expect(patched.body).toMatchObject({
      version: 2,
      notes: 'Seconda versione',
      gross_cents: 18245,
    });
    expect(patched.body.lines).toHaveLength(3);
    const stale = await world.admin.patch(path, { notes: 'Persa' }, 1);
    expect(stale.status).toBe(412);
    expect((await world.admin.get(path)).body.notes).toBe('Seconda versione');

    const relined = await world.admin.patch(
      path,
      {
        lines: [
          {
            description: 'Forfait',
            unit: 'forfait',
            quantity: 1,
            unit_price_cents: 10000,
            vat_rate: 4,
          },
        ],
      },
      2,
    );
    expect(relined.status).toBe(200);
    expect(relined.body.lines).toMatchObject([{ position: 1, net_cents: 10000, vat_rate: 4 }]);
    expect(relined.body).toMatchObject({ net_cents: 10000, vat_cents: 400, gross_cents: 10400 });
    const stored = await ctx.db
      .select()
      .from(quoteLines)
      .where(eq(quoteLines.quote_id, relined.body.id));
    expect(stored).toHaveLength(1);

    const badDates = await world.admin.patch(path, { valid_until: '2025-03-01' }, 3);
    expect(badDates.status).toBe(400);
    expect(fieldsOf(badDates)).toEqual(['valid_until:before_issue_date']);

    const replaced = await world.admin.put(
      path,
      { quote_type_id: typeId, issue_date: '2025-03-15', lines: exampleLines },
      3,
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({
      version: 4,
      issue_date: '2025-03-15',
      valid_until: '2025-04-14',
      installer_id: null,
      notes: null,
      totals: exampleTotals,
    });
    expect((await world.admin.put(path, { quote_type_id: typeId }, 4)).status).toBe(400);

    // An inactive type cannot be chosen, but a quote keeps the one it has.
    const inactive = await world.admin.patch(path, { quote_type_id: inactiveTypeId }, 4);
    expect(inactive.status).toBe(400);
    expect(fieldsOf(inactive)).toEqual(['quote_type_id:does_not_exist']);
  });

  it('sends, and the customer accepts: findings follow, every step is a 409 out of order', async () => {
    const inspection = await inspectionA();
    const path = quotePath(inspection.id);
    const empty = await world.admin.post(path, { quote_type_id: typeId, lines: [] });
    expect(empty.status).toBe(201);
    const noLines = await act(world.admin, inspection.id, 'send', 1);
    expect(noLines.status).toBe(409);
    expect(detailOf(noLines)).toBe('quote_has_no_lines');
    await world.admin.patch(
      path,
      {
        lines: [
          { ...exampleLines[0], finding_id: inspection.findingIds[0] },
          { ...exampleLines[1], finding_id: inspection.findingIds[0] },
        ],
      },
      1,
    );
    expect((await act(world.admin, inspection.id, 'send', null)).status).toBe(428);
    expect((await act(world.admin, inspection.id, 'send', 1)).status).toBe(412);
    const sentQuote = await act(world.admin, inspection.id, 'send', 2);
    expect(sentQuote.status).toBe(200);
    expect(sentQuote.headers.get('etag')).toBe('"3"');
    expect(sentQuote.body).toMatchObject({
      status: 'sent',
      version: 3,
      sent_at: '2025-03-10T10:00:00.000Z',
    });
    expect(await statusesOf(inspection.findingIds)).toEqual(['quoted', 'open']);

    for (const [response, detail] of [
      [await world.admin.patch(path, { notes: 'x' }, 3), 'quote_not_editable'],
      [await world.admin.put(path, { quote_type_id: typeId, lines: [] }, 3), 'quote_not_editable'],
      [await world.admin.delete(path, 3), 'quote_not_editable'],
      [await act(world.admin, inspection.id, 'send', 3), 'quote_not_editable'],
    ] as const) {
      expect(response.status).toBe(409);
      expect(detailOf(response)).toBe(detail);
    }

    // Customer A sees and accepts their own sent quote.
    const seen = await world.customerA.get(path);
    expect(seen.status).toBe(200);
    expect(seen.body.totals.lines).toHaveLength(2);
    expect((await act(world.customerA, inspection.id, 'accept', null)).status).toBe(428);
    expect((await act(world.customerA, inspection.id, 'accept', 2)).status).toBe(412);
    const accepted = await act(world.customerA, inspection.id, 'accept', 3);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      status: 'accepted',
      version: 4,
      answered_by: world.customerA.userId,
      answered_at: '2025-03-10T10:00:00.000Z',
    });
    expect(await statusesOf(inspection.findingIds)).toEqual(['in_progress', 'open']);
    for (const [action, detail] of [
      ['accept', 'quote_not_sent'],
      ['reject', 'quote_not_sent'],
      ['cancel', 'quote_not_cancellable'],
    ] as const) {
      const refused = await act(world.admin, inspection.id, action, 4);
      expect(refused.status).toBe(409);
      expect(detailOf(refused)).toBe(detail);
    }
    const entries = await ctx.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'quote'), eq(auditLog.entity_id, accepted.body.id)));
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'send', 'accept']);
    const findingEntries = await ctx.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'finding'), eq(auditLog.entity_id, inspection.findingIds[0])));
    expect(findingEntries).toHaveLength(2);
  });

  it('rejects, cancels and deletes, each from the states that allow it', async () => {
    const rejected = await sent();
    const rejection = await act(world.customerA, rejected.inspection.id, 'reject', 2);
    expect(rejection.status).toBe(200);
    expect(rejection.body).toMatchObject({
      status: 'rejected',
      answered_by: world.customerA.userId,
    });
    expect(await statusesOf(rejected.inspection.findingIds)).toEqual(['open', 'open']);

    const cancelledSent = await sent();
    const cancel = await act(world.admin, cancelledSent.inspection.id, 'cancel', 2);
    expect(cancel.status).toBe(200);
    expect(cancel.body.status).toBe('cancelled');
    expect(await statusesOf(cancelledSent.inspection.findingIds)).toEqual(['open', 'open']);
    const again = await act(world.admin, cancelledSent.inspection.id, 'cancel', 3);
    expect(again.status).toBe(409);
    expect(detailOf(again)).toBe('quote_not_cancellable');

    const cancelledDraft = await draft();
    expect((await act(world.admin, cancelledDraft.inspection.id, 'cancel', 1)).body.status).toBe(
      'cancelled',
    );
    // The customer saw the quote cancelled after sending, never the draft cancelled before.
    expect((await world.customerA.get(quotePath(cancelledSent.inspection.id))).status).toBe(200);
    expect((await world.customerA.get(quotePath(cancelledDraft.inspection.id))).status).toBe(404);

    const deleted = await draft();
    const path = quotePath(deleted.inspection.id);
    expect((await world.admin.delete(path, 7)).status).toBe(412);
    expect((await world.admin.delete(path, 1)).status).toBe(204);
    expect((await world.admin.get(path)).status).toBe(404);
    expect(await statusesOf(deleted.inspection.findingIds)).toEqual(['open', 'open']);
    // With the draft gone the inspection can have a new quote.
    expect((await world.admin.post(path, { quote_type_id: typeId, lines: [] })).status).toBe(201);
  });

  it('expires a sent quote when the clock passes its validity', async () => {
    const { inspection } = await sent({ valid_until: '2025-03-20' });
    const path = quotePath(inspection.id);
    ctx.clock.set('2025-03-20T23:30:00Z'); // 00:30 on 21 March in Rome
    try {
      const read = await world.customerA.get(path);
      expect(read.body.status).toBe('expired');
      const listed = await world.admin.get(
        `/quotes/?status=expired&inspection_id=${inspection.id}`,
      );
      expect(listed.body.count).toBe(1);
      expect(listed.body.results[0].status).toBe('expired');
      expect(
        (await world.admin.get(`/quotes/?status=sent&inspection_id=${inspection.id}`)).body.count,
      ).toBe(0);
      for (const action of ['accept', 'reject']) {
        const refused = await act(world.customerA, inspection.id, action, 2);
        expect(refused.status).toBe(409);
        expect(detailOf(refused)).toBe('quote_expired');
      }
      // A draft whose validity has passed cannot be sent either.
      const stale = await draft({ issue_date: '2025-03-10', valid_until: '2025-03-15' });
      const refusedSend = await act(world.admin, stale.inspection.id, 'send', 1);
      expect(refusedSend.status).toBe(409);
      expect(detailOf(refusedSend)).toBe('quote_expired');
      // The admin may still cancel an expired quote.
      expect((await act(world.admin, inspection.id, 'cancel', 2)).body.status).toBe('cancelled');
    } finally {
      ctx.clock.set(START);
    }
  });

  it('shows customers only their own sent quotes and 404s everything else', async () => {
    const drafted = await draft();
    const sentA = await sent();
    const inspectionB = await insertInspection(ctx, parkB);
    const createdB = await world.admin.post(quotePath(inspectionB.id), {
      quote_type_id: typeId,
      lines: exampleLines,
    });
    await act(world.admin, inspectionB.id, 'send', 1);

    expect((await world.customerA.get(quotePath(drafted.inspection.id))).status).toBe(404);
    expect((await act(world.customerA, drafted.inspection.id, 'accept', 1)).status).toBe(404);
    expect((await world.customerA.get(quotePath(sentA.inspection.id))).status).toBe(200);
    expect((await world.customerB.get(quotePath(sentA.inspection.id))).status).toBe(404);
    expect((await act(world.customerB, sentA.inspection.id, 'accept', 2)).status).toBe(404);
    expect((await act(world.customerB, sentA.inspection.id, 'reject', 2)).status).toBe(404);
    expect((await world.customerA.get(quotePath(inspectionB.id))).status).toBe(404);

    const path = quotePath(sentA.inspection.id);
    for (const response of [
      await world.customerA.post(quotePath((await inspectionA()).id), { nonsense: true }),
      await world.customerA.patch(path, { notes: 'x' }, 2),
      await world.customerA.put(path, { quote_type_id: typeId, lines: [] }, 2),
      await world.customerA.delete(path, 2),
      await act(world.customerA, sentA.inspection.id, 'send', 2),
      await act(world.customerA, sentA.inspection.id, 'cancel', 2),
    ]) {
      expect(response.status).toBe(404);
    }
    expect((await world.anonymous.get(path)).status).toBe(401);
    expect((await world.anonymous.get('/quotes/')).status).toBe(401);
    expect((await world.anonymous.post(path, { nonsense: true })).status).toBe(401);
    expect((await act(world.anonymous, sentA.inspection.id, 'accept', 2)).status).toBe(401);

    const listA = await world.customerA.get('/quotes/?page_size=100');
    expect(listA.status).toBe(200);
    const ids = listA.body.results.map((q: { id: number }) => q.id);
    expect(ids).toContain(sentA.quote.id);
    expect(ids).not.toContain(drafted.quote.id);
    expect(ids).not.toContain(createdB.body.id);
    expect(
      listA.body.results.every(
        (q: { status: string; customer_id: number }) =>
          q.status !== 'draft' && q.customer_id === world.customerAId,
      ),
    ).toBe(true);
    // Filtering on another customer shows nothing rather than their quotes.
    expect(
      (await world.customerA.get(`/quotes/?customer_id=${world.customerBId}`)).body.count,
    ).toBe(0);
  });

  it('lists with search, ordering, filters and pages, without lines', async () => {
    const special = await sent({
      notes: 'Rifacimento zona ZETAQUOTE',
      issue_date: '2025-02-01',
      valid_until: '2025-06-30',
    });
    const parkC = await insertPark(ctx, world.customerBId, 'Villa Strozzi Ricerca');
    const inspectionC: InspectionFixture = await insertInspection(ctx, parkC);
    const cheap = await world.admin.post(quotePath(inspectionC.id), {
      quote_type_id: typeId,
      issue_date: '2025-01-05',
      lines: [{ description: 'Vite', unit: 'pz', quantity: 1, unit_price_cents: 1 }],
    });
    expect(cheap.status).toBe(201);

    const all = await world.admin.get('/quotes/?page_size=100');
    expect(all.status).toBe(200);
    expect(all.body.results[0]).not.toHaveProperty('lines');
    const dates = all.body.results.map((q: { issue_date: string }) => q.issue_date);
    expect(dates).toEqual([...dates].sort().reverse());

    const byNotes = await world.admin.get('/quotes/?search=zetaquote');
    expect(byNotes.body.results.map((q: { id: number }) => q.id)).toEqual([special.quote.id]);
    const byPark = await world.admin.get('/quotes/?search=strozzi ricerca');
    expect(byPark.body.results.map((q: { id: number }) => q.id)).toEqual([cheap.body.id]);
    const byNumber = await world.admin.get(
      `/quotes/?search=${encodeURIComponent(cheap.body.number)}`,
    );
    expect(byNumber.body.results.map((q: { id: number }) => q.id)).toEqual([cheap.body.id]);

    const byGross = await world.admin.get('/quotes/?ordering=gross_cents&page_size=100');
    const grosses = byGross.body.results.map((q: { gross_cents: number }) => q.gross_cents);
    expect(grosses).toEqual([...grosses].sort((a, b) => a - b));
    expect(grosses).toContain(1);
    const firstPage = await world.admin.get('/quotes/?ordering=-gross_cents&page_size=1');
    expect(firstPage.body.results[0].gross_cents).toBe(Math.max(...grosses));
    expect(firstPage.body.next).toContain('page=2');
    const byStatus = await world.admin.get('/quotes/?ordering=-status,number&page_size=100');
    expect(byStatus.status).toBe(200);
    const statuses = byStatus.body.results.map((q: { status: string }) => q.status);
    expect(statuses).toEqual([...statuses].sort().reverse());

    const filters: [string, number[]][] = [
      [`park_id=${parkC}`, [cheap.body.id]],
      [`customer_id=${world.customerBId}&issue_date_to=2025-01-31`, [cheap.body.id]],
      [`inspection_id=${special.inspection.id}`, [special.quote.id]],
      [`issue_date_from=2025-02-01&issue_date_to=2025-02-01`, [special.quote.id]],
      [`valid_until_from=2025-02-04&valid_until_to=2025-02-04`, [cheap.body.id]],
    ];
    for (const [query, expected] of filters) {
      const response = await world.admin.get(`/quotes/?${query}`);
      expect(response.status, query).toBe(200);
      expect(
        response.body.results.map((q: { id: number }) => q.id),
        query,
      ).toEqual(expected);
    }
    const bad = await world.admin.get(
      '/quotes/?ordering=total&status=lost&issue_date_from=2025-13-01&x=1',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error_list.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['ordering', 'status', 'issue_date_from']),
    );
  });
});
