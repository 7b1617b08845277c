import type {
  InspectionOutcome,
  InspectionStatus,
  InspectionType,
  QuoteStatus,
} from '@altalena/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspections, quotes } from '../../db/schema';
import { createTestContext, testDrivers, type TestContext } from '../../testing';
import { domainWorld, type Caller, type DomainWorld } from '../../testing/world';
import { insertContract, insertFindings, insertInspection, insertPark } from '../parks/fixtures';
import { insertQuote, insertQuoteType } from '../quotes/fixtures';
import { monthStart } from './figures';

/** Every inspection of a dashboard's twelve months. */
const inspectionsIn = (figures: { inspections_by_month: Record<string, number>[] }) =>
  figures.inspections_by_month.reduce(
    (sum, month) => sum + month.compliant! + month.with_remarks! + month.non_compliant!,
    0,
  );

/** 10:00 in Rome on Sunday 15 June 2025. */
const NOW = '2025-06-15T08:00:00Z';

describe('monthStart', () => {
  it('steps back whole calendar months across years', () => {
    expect(monthStart('2025-06-15', 0)).toBe('2025-06-01');
    expect(monthStart('2025-06-30', 11)).toBe('2024-07-01');
    expect(monthStart('2025-03-31', 1)).toBe('2025-02-01');
  });
});

describe.each(await testDrivers())('dashboard on %s', (driver) => {
  let ctx: TestContext;
  let world: DomainWorld;
  const park: Record<string, number> = {};
  const quote: Record<string, number> = {};
  let quoteTypeId: number;

  /** A completed inspection of a park performed at an instant, with its outcome. */
  const inspected = async (
    parkId: number,
    type: InspectionType,
    performedAt: string,
    outcome: InspectionOutcome | null,
    status: InspectionStatus = 'completed',
  ) => {
    const id = await insertInspection(ctx, parkId, type, status, performedAt);
    await ctx.db.update(inspections).set({ outcome }).where(eq(inspections.id, id));
    return id;
  };

  /** A quote of a new inspection of the park (not performed: no month, no due date). */
  const quoted = async (parkId: number, status: QuoteStatus, validUntil: string) => {
    const inspectionId = await insertInspection(ctx, parkId, 'extraordinary', 'completed', null);
    const { id } = await insertQuote(ctx, inspectionId, {
      quoteTypeId,
      number: `Q/${inspectionId}`,
      issueDate: '2025-05-20',
      validUntil,
      status,
      grossCents: 12_200,
    });
    return id;
  };

  beforeAll(async () => {
    ctx = await createTestContext({ driver, now: NOW });
    world = await domainWorld(ctx);
    const a = world.customerAId;
    const b = world.customerBId;
    quoteTypeId = await insertQuoteType(ctx);

    // A1: the routine visit of 1 June was due on 8 June: overdue. Open findings: high and low.
    park.a1 = await insertPark(ctx, a, { name: 'A1 Scaduto', latitude: 43.1, longitude: 11.1 });
    const a1Routine = await inspected(
      park.a1,
      'routine_visual',
      '2025-06-01T08:00:00Z',
      'non_compliant',
    );
    await inspected(park.a1, 'operational', '2025-05-01T08:00:00Z', 'compliant', 'signed');
    await inspected(park.a1, 'annual_main', '2025-01-10T08:00:00Z', 'with_remarks', 'signed');
    await insertFindings(ctx, a1Routine, null, [
      ['high', 'open'],
      ['low', 'quoted'],
      ['very_high', 'resolved'],
    ]);

    // A2: next due on 17 June, within 30 days. An open medium finding; the cancelled one's does not count.
    park.a2 = await insertPark(ctx, a, { name: 'A2 In scadenza', city: 'Prato' });
    await inspected(park.a2, 'routine_visual', '2025-06-10T08:00:00Z', 'with_remarks');
    // 00:30 in Rome on 1 June: a June inspection, though still May in UTC.
    await inspected(park.a2, 'operational', '2025-05-31T22:30:00Z', 'compliant');
    await inspected(park.a2, 'annual_main', '2025-06-02T08:00:00Z', 'compliant');
    const a2Extra = await inspected(
      park.a2,
      'extraordinary',
      '2025-06-03T08:00:00Z',
      'with_remarks',
    );
    await insertFindings(ctx, a2Extra, null, [['medium', 'in_progress']]);
    const cancelled = await inspected(
      park.a2,
      'extraordinary',
      '2025-06-04T08:00:00Z',
      'non_compliant',
      'cancelled',
    );
    await insertFindings(ctx, cancelled, null, [['very_high', 'open']]);
    // In progress: neither a month's inspection nor a due date.
    await inspected(
      park.a2,
      'routine_visual',
      '2025-06-14T08:00:00Z',
      'non_compliant',
      'in_progress',
    );

    // A3: a contract (ending 31 July) sets its routine visits 60 days apart: nothing due within 30 days.
    park.a3 = await insertPark(ctx, a, { name: 'A3 In regola' });
    await inspected(park.a3, 'routine_visual', '2025-06-14T08:00:00Z', 'compliant', 'signed');
    await inspected(park.a3, 'operational', '2025-06-14T09:00:00Z', 'compliant', 'signed');
    await inspected(park.a3, 'annual_main', '2025-06-14T10:00:00Z', 'compliant', 'signed');
    // 02:30 in Rome on 1 July 2024: the oldest of the twelve months.
    await inspected(park.a3, 'extraordinary', '2024-07-01T00:30:00Z', 'with_remarks');
    // 23:30 in Rome on 30 June 2024: a month too old.
    await inspected(park.a3, 'extraordinary', '2024-06-30T21:30:00Z', 'non_compliant');
    await insertContract(ctx, a, {
      start_date: '2025-01-01',
      end_date: '2025-07-31',
      frequency_days: { routine_visual: 60 },
      parkIds: [park.a3],
    });

    // A4: archived with an open very high finding: no marker, no due date, but its finding is open.
    park.a4 = await insertPark(ctx, a, { name: 'A4 Archiviato', status: 'archived' });
    const a4Visit = await inspected(
      park.a4,
      'operational',
      '2025-02-01T08:00:00Z',
      'non_compliant',
    );
    await insertFindings(ctx, a4Visit, null, [['very_high', 'open']]);

    quote.expiring = await quoted(park.a1, 'sent', '2025-06-20');
    quote.waiting = await quoted(park.a2, 'sent', '2025-08-01');
    await quoted(park.a2, 'sent', '2025-06-14'); // expired yesterday
    await quoted(park.a3, 'draft', '2025-06-30');
    await quoted(park.a3, 'accepted', '2025-06-30');

    // Customer B: an overdue park with a very high finding, a quote expiring, a contract ending.
    park.b1 = await insertPark(ctx, b, { name: 'B1 Altro cliente' });
    const b1Visit = await inspected(
      park.b1,
      'routine_visual',
      '2025-06-02T08:00:00Z',
      'non_compliant',
    );
    await insertFindings(ctx, b1Visit, null, [['very_high', 'open']]);
    quote.other = await quoted(park.b1, 'sent', '2025-06-18');
    await insertContract(ctx, b, {
      start_date: '2025-01-01',
      end_date: '2025-08-14',
      frequency_days: {},
    });
    // Not expiring within 60 days: a draft, one ended yesterday, one ending after 14 August.
    await insertContract(ctx, b, {
      status: 'draft',
      start_date: '2025-01-01',
      end_date: '2025-07-01',
      frequency_days: {},
    });
    await insertContract(ctx, b, {
      start_date: '2025-01-01',
      end_date: '2025-06-14',
      frequency_days: {},
    });
    await insertContract(ctx, b, {
      start_date: '2025-01-01',
      end_date: '2025-08-15',
      frequency_days: {},
    });
  });
  afterAll(async () => ctx?.close());

  const dashboardOf = async (caller: Caller) => {
    const answer = await caller.get('/dashboard/');
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const countOf = async (caller: Caller, path: string) => {
    const answer = await caller.get(path);
    expect(answer.status, path).toBe(200);
    return answer.body.count as number;
  };

  it("gives a customer user their own customer's figures only", async () => {
    ctx.clock.set(NOW);
    const figures = await dashboardOf(world.customerA);
    expect(figures).toMatchObject({
      today: '2025-06-15',
      parks: 3,
      parks_overdue: 1,
      parks_due_soon: 1,
      parks_with_open_findings: 3,
      parks_by_risk: { very_high: 1, high: 1, medium: 1, low: 0 },
      open_findings: { very_high: 1, high: 1, medium: 1, low: 1 },
      quotes_waiting: 2,
      quotes_expiring: 1,
      contracts_expiring: null,
    });
    expect(figures.quotes_to_answer.map((row: { id: number }) => row.id)).toEqual([
      quote.expiring,
      quote.waiting,
    ]);
    expect(figures.quotes_to_answer[0]).toMatchObject({
      park_name: 'A1 Scaduto',
      valid_until: '2025-06-20',
      status: 'sent',
      gross_cents: 12_200,
    });
    expect(figures.inspections_by_month).toHaveLength(12);
    expect(figures.inspections_by_month[0]).toEqual({
      month: '2024-07',
      compliant: 0,
      with_remarks: 1,
      non_compliant: 0,
    });
    expect(figures.inspections_by_month.at(-2)).toEqual({
      month: '2025-05',
      compliant: 1,
      with_remarks: 0,
      non_compliant: 0,
    });
    expect(figures.inspections_by_month.at(-1)).toEqual({
      month: '2025-06',
      compliant: 5,
      with_remarks: 2,
      non_compliant: 1,
    });
    // Also January (A1's annual) and February (A4's visit).
    expect(inspectionsIn(figures)).toBe(12);

    const other = await dashboardOf(world.customerB);
    expect(other).toMatchObject({
      parks: 1,
      parks_overdue: 1,
      parks_due_soon: 0,
      parks_by_risk: { very_high: 1, high: 0, medium: 0, low: 0 },
      open_findings: { very_high: 1, high: 0, medium: 0, low: 0 },
      quotes_waiting: 1,
      quotes_expiring: 1,
      contracts_expiring: null,
    });
    expect(other.quotes_to_answer.map((row: { id: number }) => row.id)).toEqual([quote.other]);
    expect(other.inspections_by_month.at(-1)).toMatchObject({ non_compliant: 1, compliant: 0 });
  });

  it('gives the admin everything, expiring contracts too', async () => {
    ctx.clock.set(NOW);
    const figures = await dashboardOf(world.admin);
    expect(figures).toMatchObject({
      parks: 4,
      parks_overdue: 2,
      parks_due_soon: 1,
      parks_with_open_findings: 4,
      parks_by_risk: { very_high: 2, high: 1, medium: 1, low: 0 },
      open_findings: { very_high: 2, high: 1, medium: 1, low: 1 },
      quotes_waiting: 3,
      quotes_expiring: 2,
      contracts_expiring: 2,
    });
    expect(figures.quotes_to_answer.map((row: { id: number }) => row.id)).toEqual([
      quote.other,
      quote.expiring,
      quote.waiting,
    ]);
    expect(figures.inspections_by_month.at(-1)).toMatchObject({
      compliant: 5,
      with_remarks: 2,
      non_compliant: 2,
    });
  });

  it('matches the count of the list every figure links to', async () => {
    ctx.clock.set(NOW);
    for (const caller of [world.admin, world.customerA]) {
      const figures = await dashboardOf(caller);
      expect(await countOf(caller, '/parks/?overdue=true')).toBe(figures.parks_overdue);
      expect(await countOf(caller, '/parks/?due_within_days=30')).toBe(figures.parks_due_soon);
      expect(await countOf(caller, '/parks/?has_open_findings=true')).toBe(
        figures.parks_with_open_findings,
      );
      for (const risk of ['very_high', 'high', 'medium', 'low'])
        expect(await countOf(caller, `/parks/?worst_open_risk=${risk}`)).toBe(
          figures.parks_by_risk[risk],
        );
      expect(await countOf(caller, '/quotes/?status=sent')).toBe(figures.quotes_waiting);
      expect(await countOf(caller, '/quotes/?status=sent&valid_until_to=2025-06-29')).toBe(
        figures.quotes_expiring,
      );
    }
    expect(
      await countOf(
        world.admin,
        '/customer-contracts/?status=active&end_date_from=2025-06-15&end_date_to=2025-08-14',
      ),
    ).toBe(2);
  });

  it('moves with the clock: due state, expiry and the twelve months', async () => {
    // 00:30 in Rome on 1 July 2025.
    ctx.clock.set('2025-06-30T22:30:00Z');
    const figures = await dashboardOf(world.customerA);
    expect(figures.today).toBe('2025-07-01');
    expect(figures.inspections_by_month[0].month).toBe('2024-08');
    expect(figures.inspections_by_month.at(-1)).toEqual({
      month: '2025-07',
      compliant: 0,
      with_remarks: 0,
      non_compliant: 0,
    });
    // July 2024 has left the window.
    expect(inspectionsIn(figures)).toBe(11);
    // A2's routine visit (due 17 June) is late too; A3's, due on 13 August, is 43 days away.
    expect(figures).toMatchObject({ parks_overdue: 2, parks_due_soon: 0 });
    // The quote valid until 20 June has expired.
    expect(figures).toMatchObject({ quotes_waiting: 1, quotes_expiring: 0 });
  });

  it('answers the markers of every visible park that is not archived', async () => {
    ctx.clock.set(NOW);
    const mine = await world.customerA.get('/parks/markers/');
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({
      id: [park.a1, park.a2, park.a3],
      name: ['A1 Scaduto', 'A2 In scadenza', 'A3 In regola'],
      city: ['Firenze', 'Prato', 'Firenze'],
      latitude: [43.1, 43.77, 43.77],
      longitude: [11.1, 11.25, 11.25],
      worst_open_risk: ['high', 'medium', null],
      overdue: [true, false, false],
      next_due_on: ['2025-06-08', '2025-06-17', '2025-08-13'],
    });
    const all = await world.admin.get('/parks/markers/');
    expect(all.body.id).toEqual([park.a1, park.a2, park.a3, park.b1]);
    expect(all.body.worst_open_risk.at(-1)).toBe('very_high');
    expect((await world.customerB.get('/parks/markers/')).body.id).toEqual([park.b1]);
  });

  it('refuses visitors and unknown parameters', async () => {
    expect((await world.anonymous.get('/dashboard/')).status).toBe(401);
    expect((await world.anonymous.get('/parks/markers/')).status).toBe(401);
    const bad = await world.admin.get('/dashboard/?customer_id=1');
    expect(bad.status).toBe(400);
    expect(bad.body.error_list.map((entry: { field: string }) => entry.field)).toEqual([
      'customer_id',
    ]);
    expect((await world.admin.get('/parks/markers/?page=2')).status).toBe(400);
  });

  it('answers from memory only while nothing it counts has changed: every write shows at once', async () => {
    ctx.clock.set(NOW);
    const mine = await dashboardOf(world.customerA);
    const everyone = await dashboardOf(world.admin);
    expect(await dashboardOf(world.customerA)).toEqual(mine);

    // Another customer's new park: the admin's figures move, A's stay.
    await insertPark(ctx, world.customerBId, { name: 'B Nuovo' });
    expect((await dashboardOf(world.admin)).parks).toBe(everyone.parks + 1);
    expect(await dashboardOf(world.customerA)).toEqual(mine);

    // A finding opened on A1, written straight to the database: at once.
    const inspection = await insertInspection(
      ctx,
      park.a1!,
      'extraordinary',
      'completed',
      '2025-06-14T08:00:00Z',
    );
    await insertFindings(ctx, inspection, null, [['low', 'open']]);
    const opened = await dashboardOf(world.customerA);
    expect(opened.open_findings.low).toBe(mine.open_findings.low + 1);

    // A quote answered: at once, for the customer and the admin.
    await ctx.db.update(quotes).set({ status: 'accepted' }).where(eq(quotes.id, quote.waiting!));
    expect((await dashboardOf(world.customerA)).quotes_waiting).toBe(mine.quotes_waiting - 1);
    expect((await dashboardOf(world.admin)).quotes_waiting).toBe(everyone.quotes_waiting - 1);
  });
});
