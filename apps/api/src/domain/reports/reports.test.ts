import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { inspectionReports, inspections, parks, users } from '../../db/schema';
import { createTestContext, pdfText, pdfWords, testDrivers, type TestContext } from '../../testing';
import { domainWorld, type DomainWorld } from '../../testing/world';
import { insertPark, insertToy } from '../inspections/fixtures';

describe.each(await testDrivers())('signed reports on %s', (driver) => {
  let ctx: TestContext;
  let world: DomainWorld;
  let path: string;
  let id: number;
  let number: string;
  let verbalePark: number;

  /** The stored report of the inspection. */
  const stored = async () =>
    (
      await ctx.db.select().from(inspectionReports).where(eq(inspectionReports.inspection_id, id))
    )[0]!;

  beforeAll(async () => {
    ctx = await createTestContext({ driver, now: '2032-05-01T08:00:00Z' });
    world = await domainWorld(ctx);
    verbalePark = await insertPark(ctx, world.customerAId, 'Parco del Verbale');
    await insertToy(ctx, verbalePark, 'T1');
    const created = await world.admin.post('/inspections/', {
      park_id: verbalePark,
      type: 'annual_main',
    });
    ({ id, number } = created.body);
    path = `/inspections/${id}/`;
    const items = created.body.items as { id: number; version: number }[];
    for (const item of items)
      await world.admin.patch(`${path}items/${item.id}/`, { outcome: 'ok' }, item.version);
    const finding = await world.admin.post(`${path}findings/`, {
      item_id: items[0]!.id,
      description: 'Catena consumata oltre il limite',
      risk_level: 'high',
      timeframe: '48h',
      recommended_action: 'replace_part',
    });
    expect(finding.status).toBe(201);
    const version = (await world.admin.get(path)).body.version as number;
    expect((await world.admin.patch(path, { status: 'completed' }, version)).status).toBe(200);
  });
  afterAll(async () => ctx?.close());

  /**
   * Performs, completes and signs an extraordinary inspection of the park now: every item ok, the
   * findings carried into it confirmed still open, `finding` (if any) recorded on its first item.
   * Returns the text of its report.
   */
  async function signedReportText(
    parkId: number,
    finding?: { description: string; timeframe: string },
  ): Promise<string> {
    return pdfText(await signedReport(parkId, finding));
  }

  /** `signedReportText`'s inspection, its first item with `itemNotes`; returns the report's PDF. */
  async function signedReport(
    parkId: number,
    finding?: { description: string; timeframe: string },
    itemNotes?: string,
  ): Promise<Buffer> {
    const created = await world.admin.post('/inspections/', {
      park_id: parkId,
      type: 'extraordinary',
    });
    expect(created.status).toBe(201);
    const target = `/inspections/${created.body.id}/`;
    const items = (await world.admin.get(target)).body.items as {
      id: number;
      version: number;
      findings: { id: number; version: number; carried_from_id: number | null }[];
    }[];
    for (const [index, item] of items.entries()) {
      const notes = index === 0 && itemNotes !== undefined ? { notes: itemNotes } : {};
      const done = await world.admin.patch(
        `${target}items/${item.id}/`,
        { outcome: 'ok', ...notes },
        item.version,
      );
      expect(done.status).toBe(200);
      for (const carried of item.findings) {
        const rechecked = await world.admin.patch(
          `${target}findings/${carried.id}/`,
          { status: 'open' },
          carried.version,
        );
        expect(rechecked.status).toBe(200);
      }
    }
    if (finding) {
      const recorded = await world.admin.post(`${target}findings/`, {
        item_id: items[0]!.id,
        risk_level: 'high',
        recommended_action: 'repair',
        ...finding,
      });
      expect(recorded.status).toBe(201);
    }
    let version = (await world.admin.get(target)).body.version as number;
    expect((await world.admin.patch(target, { status: 'completed' }, version)).status).toBe(200);
    version = (await world.admin.get(target)).body.version as number;
    const signed = await world.admin.request('POST', `${target}sign/`, {
      headers: { 'if-match': `"${version}"` },
    });
    expect(signed.status).toBe(200);
    const [report] = await ctx.db
      .select()
      .from(inspectionReports)
      .where(eq(inspectionReports.inspection_id, created.body.id));
    return report!.pdf;
  }

  it('refuses the report of an unsigned inspection, then issues it once at signing', async () => {
    const unsigned = await world.admin.get(`${path}report/`);
    expect([unsigned.status, unsigned.body.detail]).toEqual([409, 'inspection_not_signed']);
    const version = (await world.admin.get(path)).body.version as number;
    const signed = await world.admin.request('POST', `${path}sign/`, {
      headers: { 'if-match': `"${version}"` },
    });
    expect(signed.status).toBe(200);

    const report = await stored();
    expect(report.pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(report.verification_code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(report.language).toBe('it');
    const text = pdfText(report.pdf);
    for (const expected of [
      'Verbale di ispezione',
      `Verbale n. ${number}`,
      'Parco del Verbale',
      'Gioco T1',
      'Catena consumata oltre il limite',
      'Ispezione principale annuale',
      `pagina 1 di`,
      report.verification_code,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('downloads the same bytes every time, for the admin and the owning customer; others get 404', async () => {
    const report = await stored();
    const sha = createHash('sha256').update(report.pdf).digest('hex');
    const first = await world.admin.get(`${path}report/`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/pdf');
    expect(first.headers.get('etag')).toBe(`"${sha}"`);
    expect(first.headers.get('content-disposition')).toContain(
      `verbale-${number.replace('/', '-')}.pdf`,
    );
    // A later change of the park does not touch the signed report.
    await ctx.db
      .update(parks)
      .set({ name: 'Parco rinominato' })
      .where(eq(parks.name, 'Parco del Verbale'));
    const again = await world.admin.get(`${path}report/`);
    expect(again.headers.get('etag')).toBe(`"${sha}"`);
    expect(again.body).toBe(first.body);
    const customer = await world.customerA.get(`${path}report/`);
    expect(customer.status).toBe(200);
    expect(customer.body).toBe(first.body);
    expect((await world.customerB.get(`${path}report/`)).status).toBe(404);
    expect((await world.anonymous.get(`${path}report/`)).status).toBe(401);
    expect((await world.admin.get('/inspections/999999/report/')).status).toBe(404);
  });

  it('confirms a report publicly by its code, and nothing for an unknown one', async () => {
    const { verification_code: code } = await stored();
    const found = await world.anonymous.get(`/verify/${code}/`);
    expect(found.status).toBe(200);
    expect(found.body).toEqual({
      number,
      park_name: 'Parco rinominato',
      inspection_type: 'annual_main',
      performed_at: expect.any(String),
      signed_at: '2032-05-01T08:00:00.000Z',
      signer_name: expect.any(String),
    });
    expect((await world.anonymous.get(`/verify/${code.toLowerCase()}/`)).status).toBe(200);
    expect((await world.anonymous.get('/verify/AAAA-BBBB-CCCC/')).status).toBe(404);
  });

  it('is written in English for a customer whose users read English', async () => {
    await ctx.db
      .update(users)
      .set({ language: 'en' })
      .where(eq(users.customer_id, world.customerBId));
    const park = await insertPark(ctx, world.customerBId, 'Park in English');
    const created = await world.admin.post('/inspections/', {
      park_id: park,
      type: 'extraordinary',
    });
    const target = `/inspections/${created.body.id}/`;
    for (const item of created.body.items as { id: number; version: number }[]) {
      await world.admin.patch(
        `${target}items/${item.id}/`,
        { outcome: 'not_applicable' },
        item.version,
      );
    }
    let version = (await world.admin.get(target)).body.version as number;
    await world.admin.patch(target, { status: 'completed' }, version);
    version = (await world.admin.get(target)).body.version as number;
    await world.admin.request('POST', `${target}sign/`, {
      headers: { 'if-match': `"${version}"` },
    });
    const [report] = await ctx.db
      .select()
      .from(inspectionReports)
      .where(eq(inspectionReports.inspection_id, created.body.id));
    expect(report!.language).toBe('en');
    const text = pdfText(report!.pdf);
    expect(text).toContain('Inspection report');
    expect(text).toContain('page 1 of');
    expect(text).toContain('No findings.');
  });

  it('renders the report of an inspection signed before reports were kept at its first download, once', async () => {
    const park = await insertPark(ctx, world.customerAId, 'Parco storico');
    const created = await world.admin.post('/inspections/', { park_id: park, type: 'operational' });
    await ctx.db
      .update(inspections)
      .set({
        status: 'signed',
        signed_at: new Date('2031-06-01T10:00:00Z'),
        signed_by: world.admin.userId,
      })
      .where(eq(inspections.id, created.body.id));
    const first = await world.customerA.get(`/inspections/${created.body.id}/report/`);
    expect(first.status).toBe(200);
    const second = await world.admin.get(`/inspections/${created.body.id}/report/`);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.body).toBe(first.body);
  });
  it("wraps a 2,000-character word of an item's notes inside the items table: the outcome column stays on the page", async () => {
    const park = await insertPark(ctx, world.customerAId, 'Parco delle Parole Lunghe');
    await insertToy(ctx, park, 'L1');
    const words = pdfWords(await signedReport(park, undefined, 'q'.repeat(2000)));
    const pageWidth = words[0]?.pageWidth ?? 0;
    const pieces = words.filter((entry) => /^q+$/.test(entry.text));
    expect(pieces.reduce((sum, entry) => sum + entry.text.length, 0)).toBe(2000);
    for (const entry of words) {
      expect(`${entry.text} ${entry.xMax <= pageWidth - 40 + 0.5}`).toBe(`${entry.text} true`);
    }
  });

  it('marks late a finding still open past its due day on the day of the inspection, with that day', async () => {
    // Found on 1 May, the day of its inspection, with 48 hours to repair: not late in that report.
    expect(pdfText((await stored()).pdf)).not.toContain('In ritardo');
    // Carried into the inspection of 10 May, still open: late since 3 May, in Italian.
    ctx.clock.set('2032-05-10T08:00:00Z');
    const italian = await signedReportText(verbalePark);
    expect(italian).toContain('Catena consumata oltre il limite');
    expect(italian).toContain('In ritardo: scadenza 03/05/2032');

    // In English for a customer reading English: a week from 10 May, re-checked on the 20th.
    const park = await insertPark(ctx, world.customerBId, 'Park of the late rope');
    await insertToy(ctx, park, 'R1');
    const first = await signedReportText(park, { description: 'Frayed rope', timeframe: '1w' });
    expect(first).toContain('Frayed rope');
    expect(first).not.toContain('Late');
    ctx.clock.set('2032-05-20T08:00:00Z');
    const english = await signedReportText(park);
    expect(english).toContain('Frayed rope');
    expect(english).toContain('Late: due 17/05/2032');
  });
});
