import {
  inspectionStatuses,
  inspectionTypes,
  quoteTotals,
  riskLevels,
  findingStatuses,
} from '@altalena/contracts';
import { sql } from 'drizzle-orm';
import { listen } from '../testing/client';
import { createTestContext, testDrivers, type TestContext } from '../testing';
import { DEMO_PASSWORD, loadDemoData, type DemoResult } from './demo';

type Rows = Record<string, unknown>[];

describe.each(await testDrivers())('demo data on %s', (driver) => {
  let ctx: TestContext;
  let result: DemoResult;
  const printed: string[] = [];

  beforeAll(async () => {
    ctx = await createTestContext({ driver, now: '2026-03-15T10:00:00Z' });
    result = await loadDemoData(ctx.deps, { print: (line) => printed.push(line) });
  });
  afterAll(() => ctx?.close());

  const rows = async (query: ReturnType<typeof sql>): Promise<Rows> =>
    (await ctx.db.execute(query)).rows;
  const values = async (query: ReturnType<typeof sql>): Promise<string[]> =>
    (await rows(query)).map((row) => String(Object.values(row)[0]));

  it('loads the data set with every type, status and risk level', async () => {
    expect(result.loaded).toBe(true);
    const [counts] = await rows(sql`select
      (select count(*)::int from customers) as customers,
      (select count(*)::int from parks) as parks,
      (select count(*)::int from toys) as toys,
      (select count(*)::int from installers) as installers,
      (select count(*)::int from customer_contracts where status = 'active') as active_contracts,
      (select count(*)::int from customer_contracts where status = 'expired') as expired_contracts,
      (select count(*)::int from installer_contracts) as installer_contracts,
      (select count(*)::int from users where customer_id is not null) as customer_users,
      (select count(*)::int from selects) as selects,
      (select count(*)::int from quote_types) as quote_types`);
    expect(counts).toMatchObject({ customers: 8, parks: 30, installers: 4, active_contracts: 8 });
    expect(counts!.toys).toBeGreaterThanOrEqual(290);
    expect(counts!.expired_contracts).toBeGreaterThan(0);
    expect(counts!.installer_contracts).toBeGreaterThanOrEqual(4);
    expect(counts!.customer_users).toBe(8);
    expect(counts!.selects).toBeGreaterThan(0);
    expect(counts!.quote_types).toBeGreaterThan(0);

    expect(await values(sql`select distinct status from toys order by 1`)).toEqual([
      'in_use',
      'out_of_service',
      'removed',
    ]);
    expect((await values(sql`select distinct type from inspections`)).sort()).toEqual(
      [...inspectionTypes].sort(),
    );
    expect((await values(sql`select distinct status from inspections`)).sort()).toEqual(
      [...inspectionStatuses].sort(),
    );
    expect((await values(sql`select distinct risk_level from findings`)).sort()).toEqual(
      [...riskLevels].sort(),
    );
    expect((await values(sql`select distinct status from findings`)).sort()).toEqual(
      [...findingStatuses].sort(),
    );
    expect(
      (
        await values(sql`select distinct case when status = 'sent' and valid_until < '2026-03-15'
          then 'expired' else status end from quotes`)
      ).sort(),
    ).toEqual(['accepted', 'cancelled', 'draft', 'expired', 'rejected', 'sent']);
    expect(
      (
        await values(sql`select distinct outcome from inspections where outcome is not null`)
      ).sort(),
    ).toEqual(['compliant', 'non_compliant', 'with_remarks']);
    // Two years back, a few in the future.
    const [span] =
      await rows(sql`select min(scheduled_for)::text as first, max(scheduled_for)::text as last,
      count(*) filter (where status = 'scheduled' and scheduled_for > '2026-03-15')::int as future
      from inspections`);
    expect(String(span!.first) >= '2024-03-15').toBe(true);
    expect(span!.future).toBeGreaterThan(0);
  });

  it('loads the same rows as ever for the same day: a count and digest per table', async () => {
    // Every row of the demo follows from the day and one seeded generator; a change to the demo's code that is
    // meant to change its data updates these figures (password hashes are salted: left out).
    const digests: Record<string, string> = {};
    for (const table of [
      'customers',
      'users',
      'customer_contracts',
      'installers',
      'installer_contracts',
      'parks',
      'toys',
      'inspections',
      'inspection_items',
      'findings',
      'quotes',
      'quote_lines',
      'number_sequences',
    ]) {
      const [row] = await rows(sql`select count(*)::int || ' ' || md5(coalesce(string_agg(
          (to_jsonb(t) - 'password_hash')::text, '|' order by (to_jsonb(t) - 'password_hash')::text), ''))
          as digest from ${sql.identifier(table)} t`);
      digests[table] = String(row!.digest);
    }
    expect(digests).toEqual({
      customers: '8 3aa17c7cd052393904dc0328bab693cf',
      users: '10 1e9043a1d67b0aa343481035dd2c877c',
      customer_contracts: '12 3246ce688d3d8eb71f595dcb687f7446',
      installers: '4 853276e5a02dfdf4b064200816d8f8c1',
      installer_contracts: '5 5783a4fd4738bf169688e088eafe8679',
      parks: '30 4a58841eaeb3d639161f967145b6d742',
      toys: '300 8a643043d4b7cde67e4ac884bdcb12ab',
      inspections: '1030 8a2e06a7981979614428f91dfc76d796',
      inspection_items: '14855 1f64462cdf520fffd3b7cc467a5a7867',
      findings: '2496 ed1cd320b3cda4ddcf54d15270b64a1d',
      quotes: '123 aeb1c30821d12ade987ee3047b67aee6',
      quote_lines: '302 ec6625df12f881d89c508e7d011f863a',
      number_sequences: '6 4070178206b0fbc349cdd2976645f1db',
    });
  });

  it('keeps numbers, links and derived values consistent', async () => {
    const numbers = await values(sql`select number from inspections`);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers.every((n) => /^\d{4}\/\d{4}$/.test(n))).toBe(true);
    const [sequencesOk] = await rows(sql`select bool_and(s.last = m.n) as ok, count(*)::int as years
      from number_sequences s join (
        select 'inspection' as seq, split_part(number, '/', 1)::int as year, max(split_part(number, '/', 2)::int) as n
        from inspections group by 2
        union all
        select 'quote', split_part(number, '/', 1)::int, max(split_part(number, '/', 2)::int) from quotes group by 2
      ) m on m.seq = s.sequence and m.year = s.year`);
    expect(sequencesOk).toMatchObject({ ok: true });
    expect(Number((sequencesOk as Record<string, unknown>).years)).toBeGreaterThanOrEqual(2);

    // Items: one per toy in use of the park, then the five site rows.
    const [items] = await rows(sql`select
      count(*) filter (where site_area is not null)::int as site_rows,
      count(distinct inspection_id)::int as inspections,
      count(*) filter (where toy_id is not null and t.status <> 'in_use')::int as not_in_use,
      count(*) filter (where t.park_id is not null and t.park_id <> i.park_id)::int as foreign_toys
      from inspection_items it join inspections i on i.id = it.inspection_id
      left join toys t on t.id = it.toy_id`);
    expect(items!.site_rows).toBe(Number(items!.inspections) * 5);
    expect(items).toMatchObject({ not_in_use: 0, foreign_toys: 0 });

    // Carried findings point at the same defect in an earlier inspection of the same park.
    const [carried] = await rows(sql`select count(*)::int as n,
      count(*) filter (where p.description <> f.description or pi.park_id <> fi.park_id
        or coalesce(pi.performed_at, pi.scheduled_for::timestamptz)
          > coalesce(fi.performed_at, fi.scheduled_for::timestamptz) or pit.toy_id is distinct from fit.toy_id)::int as bad
      from findings f join findings p on p.id = f.carried_from_id
      join inspections fi on fi.id = f.inspection_id join inspections pi on pi.id = p.inspection_id
      join inspection_items fit on fit.id = f.item_id join inspection_items pit on pit.id = p.item_id`);
    expect(carried!.n).toBeGreaterThan(0);
    expect(carried!.bad).toBe(0);
    const [orphans] = await rows(sql`select count(*)::int as n from findings f
      join inspection_items it on it.id = f.item_id join inspections i on i.id = f.inspection_id
      where it.inspection_id <> f.inspection_id
      or (i.status <> 'scheduled' and it.outcome is distinct from 'defect')`);
    expect(orphans!.n).toBe(0);

    // Outcome and overall risk as the server derives them.
    const derived = await rows(sql`select i.id, i.outcome, i.overall_risk,
      (select coalesce(json_agg(f.risk_level), '[]'::json) from findings f where f.inspection_id = i.id) as risks,
      (select count(*)::int from inspection_items it where it.inspection_id = i.id
        and it.outcome in ('defect', 'not_inspectable')) as remarkable
      from inspections i`);
    for (const row of derived) {
      const risks = row.risks as string[];
      const worst = riskLevels.find((level) => risks.includes(level)) ?? null;
      const outcome = risks.some((r) => r === 'very_high' || r === 'high')
        ? 'non_compliant'
        : risks.length > 0 || Number(row.remarkable) > 0
          ? 'with_remarks'
          : 'compliant';
      expect({ id: row.id, outcome: row.outcome, risk: row.overall_risk }).toEqual({
        id: row.id,
        outcome,
        risk: worst,
      });
    }

    // Quote totals as the server computes them.
    const quotesWithLines = await rows(sql`select q.id, q.net_cents, q.vat_cents, q.gross_cents,
      json_agg(json_build_object('quantity', l.quantity, 'unit_price_cents', l.unit_price_cents,
        'discount_pct', l.discount_pct, 'vat_rate', l.vat_rate, 'net_cents', l.net_cents) order by l.position) as lines
      from quotes q join quote_lines l on l.quote_id = q.id group by q.id`);
    expect(quotesWithLines.length).toBeGreaterThan(5);
    for (const quote of quotesWithLines) {
      const lines = (quote.lines as Record<string, unknown>[]).map((l) => ({
        quantity: Number(l.quantity),
        unit_price_cents: Number(l.unit_price_cents),
        discount_pct: Number(l.discount_pct),
        vat_rate: Number(l.vat_rate),
      }));
      const totals = quoteTotals(lines);
      expect([quote.net_cents, quote.vat_cents, quote.gross_cents]).toEqual([
        totals.net_cents,
        totals.vat_cents,
        totals.gross_cents,
      ]);
      expect((quote.lines as { net_cents: number }[]).map((l) => l.net_cents)).toEqual(
        totals.lines.map((l) => l.net_cents),
      );
    }
  });

  it('prints working demo logins and loads only once', async () => {
    const output = printed.join('\n');
    expect(output).toContain(DEMO_PASSWORD);
    for (const login of result.logins) expect(output).toContain(login.username);
    expect(result.logins.map((l) => l.username)).toContain('demo-admin');
    expect(result.logins.filter((l) => l.role === 'customer')).toHaveLength(8);

    const api = await listen(ctx);
    const admin = await api.login('demo-admin', DEMO_PASSWORD);
    expect(admin.status).toBe(200);
    const customerLogin = result.logins.find((l) => l.role === 'customer')!;
    const customer = await api.login(customerLogin.username, DEMO_PASSWORD);
    expect(customer.status).toBe(200);
    const me = await api.request('GET', '/users/me/', { token: customer.body.token });
    expect(me.status).toBe(200);
    expect(me.body.must_change_password).toBe(false);
    const customers = await api.request('GET', '/customers/?page_size=100', {
      token: admin.body.token,
    });
    expect(customers.status).toBe(200);
    expect(customers.body.count).toBe(8);

    const again = await loadDemoData(ctx.deps, { print: (line) => printed.push(line) });
    expect(again.loaded).toBe(false);
    const [after] = await rows(sql`select (select count(*)::int from customers) as c,
      (select count(*)::int from inspections) as i`);
    expect(after!.c).toBe(8);
    expect(after!.i).toBe(result.counts.inspections);
  });
});
