import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { quoteTotals } from '@altalena/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../testing/client';
import { issueToken } from '../../auth/session';
import { customers, users } from '../../db/schema';
import {
  createTestContext,
  pdfText,
  pdfWords,
  testDrivers,
  type OutboxMail,
  type TestContext,
} from '../../testing';
import { domainWorld, type Caller, type DomainWorld } from '../../testing/world';
import {
  insertInspection,
  insertInstaller,
  insertPark,
  insertQuoteType,
  type InspectionFixture,
} from './fixtures';

const START = '2025-03-10T10:00:00Z';

/** Euros as the web screen shows them (`Intl` currency format of the language). */
const euros = (locale: string, cents: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' })
    .format(cents / 100)
    .replace(/\s+/g, ' ');

/** Twenty lines: three with mixed VAT rates and a discount, then seventeen more at the default 22 %. */
const twentyLines = [
  {
    description: 'Sostituzione catene',
    unit: 'pz',
    quantity: 3,
    unit_price_cents: 1235,
    discount_pct: 10,
    vat_rate: 22,
  },
  {
    description: 'Posa antitrauma',
    unit: 'm2',
    quantity: 12.345,
    unit_price_cents: 999,
    vat_rate: 10,
  },
  { description: 'Manodopera', unit: 'h', quantity: 1.5, unit_price_cents: 333, vat_rate: 4 },
  ...Array.from({ length: 17 }, (_, index) => ({
    description: `Ricambio numero ${index + 4}`,
    unit: 'pz',
    quantity: index + 1,
    unit_price_cents: 1000 + index * 7,
  })),
];

/** The totals the screen computes for the lines (defaults filled in as the server does). */
const expectedTotals = quoteTotals(
  twentyLines.map((line) => ({ vat_rate: 22, discount_pct: 0, ...line })),
);

const quotePath = (inspectionId: number) => `/inspections/${inspectionId}/quote/`;

describe.each(await testDrivers())('quote PDF and quote mails on %s', (driver) => {
  let ctx: TestContext;
  let world: DomainWorld;
  let typeId: number;
  let parkA: number;
  let installerId: number;
  let englishUser: number;
  let englishAdmin: number;
  let origin: string;
  let port: number;
  let appOrigin: string;
  /** Errors logged by requests (`request.log.error`), newest last. */
  const loggedErrors: string[] = [];

  /** GETs a path as a user and returns the raw bytes (the JSON client would decode them as text). */
  async function download(userId: number, path: string) {
    const { token } = await issueToken(ctx.db, userId, ctx.clock.now(), 1);
    const response = await fetch(`${origin}/api/v1${path}`, {
      headers: { authorization: `Token ${token}` },
    });
    return {
      status: response.status,
      headers: response.headers,
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  }

  /** A draft quote of a new inspection of park A with the twenty lines, the installer and notes. */
  async function draft(): Promise<{ inspection: InspectionFixture; number: string }> {
    const inspection = await insertInspection(ctx, parkA);
    const created = await world.admin.post(quotePath(inspection.id), {
      quote_type_id: typeId,
      installer_id: installerId,
      notes: 'Lavori da eseguire a parco chiuso',
      lines: twentyLines.map((line, index) => ({
        ...line,
        toy_id: index === 0 ? inspection.toyId : null,
        finding_id: index === 1 ? inspection.findingIds[1] : null,
      })),
    });
    expect(created.status).toBe(201);
    return { inspection, number: created.body.number };
  }

  /** POSTs an action on a quote with the current version in `If-Match`. */
  async function act(caller: Caller, inspectionId: number, action: string, json?: unknown) {
    const { version } = (await world.admin.get(quotePath(inspectionId))).body;
    return caller.request('POST', `${quotePath(inspectionId)}${action}/`, {
      json,
      headers: { 'if-match': `"${version}"` },
    });
  }

  /** The mails sent while `work` ran. */
  async function mailsDuring(work: () => Promise<unknown>): Promise<OutboxMail[]> {
    const before = (await ctx.readOutbox()).length;
    await work();
    return (await ctx.readOutbox()).slice(before);
  }

  beforeAll(async () => {
    ctx = await createTestContext({
      driver,
      now: START,
      beforeReady: (app: FastifyInstance) => {
        app.addHook('onRequest', async (request) => {
          const error = request.log.error.bind(request.log);
          request.log.error = ((object: unknown, message?: string) => {
            loggedErrors.push(String(message ?? object));
            error(object as object, message);
          }) as typeof request.log.error;
        });
      },
    });
    world = await domainWorld(ctx);
    port = (ctx.app.server.address() as AddressInfo).port;
    origin = `http://127.0.0.1:${port}`;
    // Links in mails and documents: the embedded default's public address, whatever the request's Host.
    appOrigin = `http://localhost:${port}`;
    typeId = await insertQuoteType(ctx, { defaultVatRate: 22, validityDays: 30 });
    parkA = await insertPark(ctx, world.customerAId, 'Parco delle Cascine');
    installerId = await insertInstaller(ctx);
    await ctx.db
      .update(customers)
      .set({ vat_number: '01307110484', zip: '50144', province: 'FI' })
      .where(eq(customers.id, world.customerAId));
    // Customer A has an Italian user (world.customerA), an English one and an inactive one.
    const english = await makeUser(ctx, { language: 'en' });
    const inactive = await makeUser(ctx, { isActive: false });
    for (const id of [english.id, inactive.id]) {
      await ctx.db.update(users).set({ customer_id: world.customerAId }).where(eq(users.id, id));
    }
    englishUser = english.id;
    // Admins: world.admin (Italian), an English one and an inactive one.
    englishAdmin = (await makeUser(ctx, { isAdmin: true, language: 'en' })).id;
    await makeUser(ctx, { isAdmin: true, isActive: false });
  });
  afterAll(async () => ctx?.close());

  it('renders the quote in the reader’s language with the totals the screen computes, on every page', async () => {
    const { inspection, number } = await draft();
    expect((await act(world.admin, inspection.id, 'send')).status).toBe(200);

    const started = performance.now();
    const italian = await download(world.admin.userId, `${quotePath(inspection.id)}pdf/`);
    const renderMs = performance.now() - started;
    expect(italian.status).toBe(200);
    expect(italian.headers.get('content-type')).toBe('application/pdf');
    expect(italian.headers.get('content-disposition')).toContain(
      `preventivo-${number.replace('/', '-')}.pdf`,
    );
    const it = pdfText(italian.bytes);
    for (const expected of [
      'Altalena · ispezioni di sicurezza delle aree gioco',
      `Preventivo n. ${number}`,
      'Data di emissione 10/03/2025',
      'Valido fino al 09/04/2025',
      'Inviato',
      'Comune di Alfa',
      '01307110484',
      '50144 Firenze',
      'Parco delle Cascine',
      inspection.number,
      ...twentyLines.map((line) => line.description),
      'Giochi Sicuri Srl',
      'Lavori da eseguire a parco chiuso',
      `Il preventivo è valido fino al 09/04/2025`,
      `Preventivo n. ${number} · pagina 1 di 2`,
      `Preventivo n. ${number} · pagina 2 di 2`,
    ]) {
      expect(it).toContain(expected);
    }
    for (const rate of expectedTotals.by_rate) {
      expect(it).toMatch(
        new RegExp(
          `IVA ${rate.vat_rate}% ${euros('it-IT', rate.taxable_cents)} ${euros('it-IT', rate.vat_cents)}`,
        ),
      );
    }
    expect(it).toContain(`Totale imponibile ${euros('it-IT', expectedTotals.net_cents)}`);
    expect(it).toContain(`Totale IVA ${euros('it-IT', expectedTotals.vat_cents)}`);
    expect(it).toContain(`Totale (IVA inclusa) ${euros('it-IT', expectedTotals.gross_cents)}`);
    expect(it).not.toContain('BOZZA');
    // The equipment of the first line is its toy; of the second, its finding's toy.
    expect(it.match(/G\d+ · Altalena/g)).toHaveLength(2);

    // The owning customer's English user reads it in English.
    const english = await download(englishUser, `${quotePath(inspection.id)}pdf/`);
    expect(english.status).toBe(200);
    expect(english.headers.get('content-disposition')).toContain(
      `quote-${number.replace('/', '-')}.pdf`,
    );
    const en = pdfText(english.bytes);
    for (const expected of [
      `Quote no. ${number}`,
      'Valid until 09/04/2025',
      'Sent',
      `Quote no. ${number} · page 2 of 2`,
      `Total (VAT included) ${euros('en-GB', expectedTotals.gross_cents)}`,
      `Net total ${euros('en-GB', expectedTotals.net_cents)}`,
    ]) {
      expect(en).toContain(expected);
    }
    console.info(
      `quote PDF of 20 lines on ${driver}: ${renderMs.toFixed(0)} ms (request included)`,
    );
  });

  it('wraps a 2,000-character word of a line inside its column: the prices stay on the page and the word is all there', async () => {
    const inspection = await insertInspection(ctx, parkA);
    const word = 'q'.repeat(2000);
    const created = await world.admin.post(quotePath(inspection.id), {
      quote_type_id: typeId,
      notes: `Nota ${word}`,
      lines: [
        { description: word, unit: 'pz', quantity: 1, unit_price_cents: 4321 },
        { description: 'Manodopera', unit: 'h', quantity: 2, unit_price_cents: 1000 },
      ],
    });
    expect(created.status).toBe(201);
    const pdf = await download(world.admin.userId, `${quotePath(inspection.id)}pdf/`);
    expect(pdf.status).toBe(200);
    const words = pdfWords(pdf.bytes);
    const pageWidth = words[0]?.pageWidth ?? 0;
    const pieces = words.filter((entry) => /^q+$/.test(entry.text));
    // The line's word and the note's: each whole.
    expect(pieces.reduce((sum, entry) => sum + entry.text.length, 0)).toBe(4000);
    for (const entry of words) {
      expect(`${entry.text} ${entry.xMax <= pageWidth}`).toBe(`${entry.text} true`);
    }
    // Unit price and net amount of the line, in their columns right of the description, inside the margin.
    const unitPrice = euros('it-IT', 4321).split(' ')[0]!;
    const prices = words.filter((entry) => entry.text === unitPrice);
    expect(prices.length).toBeGreaterThanOrEqual(2);
    const description = pieces.filter((entry) => entry.xMin > 40);
    expect(description.length).toBeGreaterThan(0);
    const descriptionRight = Math.max(...description.map((entry) => entry.xMax));
    for (const price of prices) {
      expect(price.xMin).toBeGreaterThan(descriptionRight);
      expect(price.xMax).toBeLessThanOrEqual(pageWidth - 40);
    }
  });

  it('is a 404 for another customer, for a draft to the customer and for an unknown inspection; admins preview drafts', async () => {
    const { inspection } = await draft();
    const path = `${quotePath(inspection.id)}pdf/`;
    const preview = await download(world.admin.userId, path);
    expect(preview.status).toBe(200);
    const text = pdfText(preview.bytes);
    expect(text).toContain('BOZZA');
    expect(text).toContain('Bozza: non ancora inviata al cliente');
    expect(text).toContain('Stato Bozza');
    const customerUser = world.customerA.userId;
    expect((await world.customerA.get(path)).status).toBe(404);
    expect((await download(customerUser, path)).status).toBe(404);
    expect((await act(world.admin, inspection.id, 'send')).status).toBe(200);
    expect((await download(customerUser, path)).status).toBe(200);
    const other = await world.customerB.get(path);
    expect([other.status, other.body.detail]).toEqual([404, 'not_found']);
    expect((await world.admin.get(`${quotePath(999_999)}pdf/`)).status).toBe(404);
    expect(
      (await world.admin.get(`${quotePath((await insertInspection(ctx, parkA)).id)}pdf/`)).status,
    ).toBe(404);
    expect((await world.anonymous.get(path)).status).toBe(401);
    expect((await world.admin.get('/inspections/abc/quote/pdf/')).status).toBe(400);
  });

  it('mails the quote with its PDF to every active user of the customer, each in their language', async () => {
    const { inspection, number } = await draft();
    const mails = await mailsDuring(async () =>
      expect((await act(world.admin, inspection.id, 'send')).status).toBe(200),
    );
    const customerUsers = await ctx.db
      .select({ email: users.email, language: users.language, is_active: users.is_active })
      .from(users)
      .where(eq(users.customer_id, world.customerAId));
    const active = customerUsers.filter((user) => user.is_active);
    expect(mails.map((mail) => mail.to).sort()).toEqual(active.map((user) => user.email).sort());
    const link = `${appOrigin}/quotes/${inspection.id}`;
    for (const mail of mails) {
      const language = active.find((user) => user.email === mail.to)?.language;
      const [attachment] = mail.attachments;
      expect(mail.attachments).toHaveLength(1);
      expect(attachment!.contentType).toBe('application/pdf');
      const pdf = pdfText(attachment!.content);
      if (language === 'it') {
        expect(mail.subject).toBe(`Preventivo n. ${number} · Parco delle Cascine`);
        expect(mail.text).toContain(`preventivo n. ${number}`);
        expect(mail.text.replace(/\s+/g, ' ')).toContain(
          `Totale (IVA inclusa): ${euros('it-IT', expectedTotals.gross_cents)}`,
        );
        expect(attachment!.filename).toBe(`preventivo-${number.replace('/', '-')}.pdf`);
        expect(pdf).toContain(`Preventivo n. ${number}`);
      } else {
        expect(mail.subject).toBe(`Quote no. ${number} · Parco delle Cascine`);
        expect(mail.text).toContain(`quote no. ${number}`);
        expect(attachment!.filename).toBe(`quote-${number.replace('/', '-')}.pdf`);
        expect(pdf).toContain(`Quote no. ${number}`);
      }
      expect(pdf).not.toContain('BOZZA');
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`<a href="${link}">`);
      expect(mail.html).toContain(`<html lang="${language}">`);
    }
    expect(new Set(mails.map((mail) => mail.subject)).size).toBe(2);
  });

  it('keeps the send when the mail cannot go out, and logs the failure', async () => {
    const { inspection } = await draft();
    const { send } = ctx.deps.mailer;
    ctx.deps.mailer.send = async () => {
      throw new Error('SMTP server unreachable');
    };
    try {
      const response = await act(world.admin, inspection.id, 'send');
      expect(response.status).toBe(200);
      expect(response.body.status).toBe('sent');
    } finally {
      ctx.deps.mailer.send = send;
    }
    expect((await world.admin.get(quotePath(inspection.id))).body.status).toBe('sent');
    expect(loggedErrors.filter((line) => line.includes('mail not sent'))).toHaveLength(2);
  });

  it('mails every active admin when the customer accepts or rejects, with the reason given', async () => {
    const admins = await ctx.db
      .select({ email: users.email, language: users.language, is_active: users.is_active })
      .from(users)
      .where(eq(users.is_admin, true));
    const activeAdmins = admins.filter((admin) => admin.is_active);
    const languageOf = (mail: OutboxMail) =>
      activeAdmins.find((admin) => admin.email === mail.to)?.language;
    const gross = (locale: string) => euros(locale, expectedTotals.gross_cents);

    const rejected = await draft();
    await act(world.admin, rejected.inspection.id, 'send');
    const reason = 'Troppo caro: <b>chiediamo</b> uno sconto & tempi brevi';
    let answer: Awaited<ReturnType<Caller['request']>> | undefined;
    const rejectMails = await mailsDuring(async () => {
      answer = await act(world.customerA, rejected.inspection.id, 'reject', {
        reason: `  ${reason} `,
      });
    });
    expect(answer!.status).toBe(200);
    expect(answer!.body).toMatchObject({ status: 'rejected', answer_reason: reason });
    expect((await world.admin.get(quotePath(rejected.inspection.id))).body.answer_reason).toBe(
      reason,
    );
    expect(rejectMails.map((mail) => mail.to).sort()).toEqual(
      activeAdmins.map((admin) => admin.email).sort(),
    );
    for (const mail of rejectMails) {
      const italian = languageOf(mail) === 'it';
      expect(mail.subject).toBe(
        italian
          ? `Preventivo n. ${rejected.number} rifiutato · Parco delle Cascine`
          : `Quote no. ${rejected.number} rejected · Parco delle Cascine`,
      );
      expect(mail.text).toContain(
        italian
          ? 'Maria Rossi (Comune di Alfa) ha rifiutato'
          : 'Maria Rossi (Comune di Alfa) rejected',
      );
      expect(mail.text).toContain(`${italian ? 'Motivo' : 'Reason'}: ${reason}`);
      expect(mail.text.replace(/\s+/g, ' ')).toContain(gross(italian ? 'it-IT' : 'en-GB'));
      expect(mail.text).toContain(`${appOrigin}/quotes/${rejected.inspection.id}`);
      expect(mail.html).toContain(
        'Troppo caro: &lt;b&gt;chiediamo&lt;/b&gt; uno sconto &amp; tempi brevi',
      );
    }

    const accepted = await draft();
    await act(world.admin, accepted.inspection.id, 'send');
    const acceptMails = await mailsDuring(async () =>
      expect((await act(world.customerA, accepted.inspection.id, 'accept')).status).toBe(200),
    );
    expect(acceptMails).toHaveLength(activeAdmins.length);
    const toEnglishAdmin = acceptMails.find((mail) => languageOf(mail) === 'en');
    expect(toEnglishAdmin?.subject).toBe(
      `Quote no. ${accepted.number} accepted · Parco delle Cascine`,
    );
    expect(toEnglishAdmin?.text).not.toContain('Reason');
    expect(englishAdmin).toBeGreaterThan(0);

    // Without a body the reject still works, and says no reason was given.
    const silent = await draft();
    await act(world.admin, silent.inspection.id, 'send');
    const silentMails = await mailsDuring(async () => {
      const response = await act(world.customerA, silent.inspection.id, 'reject');
      expect([response.status, response.body.answer_reason]).toEqual([200, null]);
    });
    expect(silentMails.find((mail) => languageOf(mail) === 'it')?.text).toContain(
      'Motivo: non indicato',
    );
  });

  it('links the mails to the public address, never to a Host header the caller sends', async () => {
    const quote = await draft();
    await act(world.admin, quote.inspection.id, 'send');
    const { version } = (await world.admin.get(quotePath(quote.inspection.id))).body;
    const { token } = await issueToken(ctx.db, world.customerA.userId, ctx.clock.now(), 1);
    const body = JSON.stringify({ reason: 'Troppo caro' });
    // fetch() keeps Host to the address it calls: a raw request sends the forged one, as an attacker would.
    const forged = () =>
      new Promise<number>((resolve, reject) => {
        const sent = httpRequest(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: `/api/v1${quotePath(quote.inspection.id)}reject/`,
            headers: {
              host: 'evil.example',
              authorization: `Token ${token}`,
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
              'if-match': `"${version}"`,
            },
          },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          },
        );
        sent.on('error', reject);
        sent.end(body);
      });
    let status = 0;
    const mails = await mailsDuring(async () => (status = await forged()));
    expect(status).toBe(200);
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) {
      expect(mail.text).toContain(`${appOrigin}/quotes/${quote.inspection.id}`);
      expect(`${mail.text}${mail.html}`).not.toContain('evil.example');
    }
  });

  it('refuses a reject body with a reason too long or unknown fields, with field errors', async () => {
    const { inspection } = await draft();
    await act(world.admin, inspection.id, 'send');
    const cases: [unknown, string][] = [
      [{ reason: 'x'.repeat(2001) }, 'reason'],
      [{ reason: 'ok', status: 'accepted' }, 'status'],
      [{ reason: 42 }, 'reason'],
      [{ reason: 'a\u0000b' }, 'reason'],
      [['reason'], 'body'],
    ];
    for (const [body, field] of cases) {
      const response = await act(world.customerA, inspection.id, 'reject', body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.body.detail).toBe('validation_error');
      expect(response.body.error_list.map((error: { field: string }) => error.field)).toContain(
        field,
      );
    }
    const quote = (await world.admin.get(quotePath(inspection.id))).body;
    expect([quote.status, quote.answer_reason]).toEqual(['sent', null]);
    const atLimit = await act(world.customerA, inspection.id, 'reject', {
      reason: 'x'.repeat(2000),
    });
    expect(atLimit.status).toBe(200);
  });
});
