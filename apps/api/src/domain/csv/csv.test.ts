import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { issueToken } from '../../auth/session';
import { users } from '../../db/schema';
import { CSV_BATCH_SIZE, formatCents, formatInstant, neutralise } from '../../resources/csv';
import type { AnyResourceDefinition } from '../../resources/crud';
import { createTestContext, testDrivers, type TestContext } from '../../testing';
import { customerContractsResource } from '../customerContracts/resource';
import { customersResource } from '../customers/resource';
import { filesResource } from '../files/resource';
import { findingsList } from '../inspections/findings';
import { inspectionsResource } from '../inspections/resource';
import { installerContractsResource } from '../installerContracts/resource';
import { installersResource } from '../installers/resource';
import { parkDueCsv, parksResource } from '../parks/resource';
import { quotesDefinition } from '../quotes/definition';
import { quoteTypesResource } from '../quoteTypes/resource';
import { selectsResource } from '../selects/resource';
import { toysResource } from '../toys/resource';
import { userListDefinition } from '../users/resource';
import { domainWorld, type DomainWorld } from '../../testing/world';
import { parkDueRow } from '@altalena/contracts';
import { catalogs } from '@altalena/i18n/catalogs';

const BOM = [0xef, 0xbb, 0xbf];

/** A CSV answer: status, headers, the raw bytes and the text after the BOM split into lines. */
interface CsvAnswer {
  status: number;
  headers: Headers;
  bytes: Buffer;
  lines: string[];
  text: string;
}

/** GETs `/api/v1<path>` as the user, keeping the raw bytes (fetch's `text()` would drop the BOM). */
async function getRaw(
  ctx: TestContext,
  userId: number,
  path: string,
  headers: Record<string, string> = {},
): Promise<CsvAnswer> {
  const { port } = ctx.app.server.address() as AddressInfo;
  const { token } = await issueToken(ctx.db, userId, ctx.clock.now(), 1);
  const response = await fetch(`http://127.0.0.1:${port}/api/v1${path}`, {
    headers: { authorization: `Token ${token}`, ...headers },
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const text = bytes.subarray(hasBom(bytes) ? 3 : 0).toString('utf8');
  return {
    status: response.status,
    headers: response.headers,
    bytes,
    text,
    lines: text.split('\r\n'),
  };
}

function hasBom(bytes: Buffer): boolean {
  return BOM.every((byte, index) => bytes[index] === byte);
}

async function setLanguage(ctx: TestContext, userId: number, language: 'it' | 'en') {
  await ctx.db.update(users).set({ language }).where(eq(users.id, userId));
}

describe('CSV columns', () => {
  const clock = { now: () => new Date() };
  const resources: [string, AnyResourceDefinition][] = [
    ['customers', customersResource],
    ['customer-contracts', customerContractsResource],
    ['installers', installersResource],
    ['installer-contracts', installerContractsResource],
    ['parks', parksResource(clock)],
    ['toys', toysResource],
    ['inspections', inspectionsResource],
    ['findings', findingsList],
    ['quotes', quotesDefinition('2026-01-01')],
    ['quote-types', quoteTypesResource],
    ['selects', selectsResource],
    ['files', filesResource],
    ['users-admins', userListDefinition('admins')],
    ['users-customers', userListDefinition('customers')],
  ];

  it.each(resources)('of %s name fields of the item, with labels in both languages', (_, def) => {
    expect(def.csv).toBeDefined();
    const shape = (def.item as unknown as z.ZodObject).shape;
    for (const column of def.csv?.columns ?? []) {
      expect(Object.keys(shape), column.field).toContain(column.field);
      for (const locale of ['it', 'en'] as const) {
        const messages = catalogs[locale] as Record<string, string>;
        expect(messages[`field.${def.csv?.entity}.${column.field}`], column.field).toBeTruthy();
      }
    }
  });

  it('of parks/due name fields of its rows', () => {
    for (const column of parkDueCsv.columns)
      expect(Object.keys(parkDueRow.shape)).toContain(column.field);
  });

  it('format money, instants and dangerous text', () => {
    expect(formatCents(123450)).toBe('1234,50');
    expect(formatCents(5)).toBe('0,05');
    expect(formatCents(-1999)).toBe('-19,99');
    // 23:30 UTC on 31 December is already New Year's Day in Rome.
    expect(formatInstant('2025-12-31T23:30:00Z')).toBe('01/01/2026 00:30');
    for (const text of ['=1+1', '+39 055', '-2', '@SUM(A1)', '\tx', '\rx']) {
      expect(neutralise(text)).toBe(`'${text}`);
    }
    expect(neutralise('Comune di Fiesole')).toBe('Comune di Fiesole');
  });
});

describe.each(await testDrivers())('CSV export on %s', (driver) => {
  let ctx: TestContext;
  let world: DomainWorld;
  let contractId: number;

  beforeAll(async () => {
    ctx = await createTestContext({ driver, now: '2026-03-15T10:00:00Z' });
    world = await domainWorld(ctx);
    const created = await world.admin.post('/customers/', {
      name: '=HYPERLINK("http://evil.example","clic")',
      customer_type: 'school',
      is_public_body: true,
      email: 'scuola@example.com',
      address: 'Via Dante 1; scala B',
      city: 'Prato',
      province: 'PO',
    });
    expect(created.status).toBe(201);
    const contract = await world.admin.post('/customer-contracts/', {
      customer_id: world.customerAId,
      number: 'CT-2026-001',
      start_date: '2026-02-01',
      end_date: '2026-12-31',
      status: 'active',
      services: ['routine_visual', 'maintenance'],
      amount_cents: 123450,
    });
    expect(contract.status).toBe(201);
    contractId = contract.body.id;
    for (const [customerId, name] of [
      [world.customerAId, 'Parco Alfa'],
      [world.customerBId, 'Parco Beta'],
    ] as const) {
      const park = await world.admin.post('/parks/', {
        customer_id: customerId,
        name,
        address: 'Via Verdi 2',
        city: 'Firenze',
        latitude: 43.7696,
        longitude: 11.2558,
        fenced: true,
      });
      expect(park.status).toBe(201);
    }
  });
  afterAll(async () => ctx?.close());

  it('answers every row as UTF-8 CSV with BOM, `;`, CRLF and Italian headers', async () => {
    await setLanguage(ctx, world.admin.userId, 'it');
    const csv = await getRaw(ctx, world.admin.userId, '/customers/?format=csv&page_size=1');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(
      'attachment; filename="customers-2026-03-15.csv"',
    );
    expect(hasBom(csv.bytes)).toBe(true);
    expect(csv.lines[0]).toMatch(/^Ragione sociale;Tipo cliente;Ente pubblico;Partita IVA;/);
    // Three customers (page_size is ignored), the header, and the empty string after the last CRLF.
    expect(csv.lines).toHaveLength(5);
    expect(csv.lines.at(-1)).toBe('');
    expect(csv.text).not.toMatch(/[^\r]\n/);
    const school = csv.lines.find((line) => line.includes('HYPERLINK'));
    // Neutralised with a quote; the field holds `"` and `;`-free text, quoted because of the inner quotes.
    expect(school).toContain(`"'=HYPERLINK(""http://evil.example"",""clic"")";Scuola;Sì;`);
    expect(school).toContain('"Via Dante 1; scala B"');
    expect(school).toContain('15/03/2026 11:00');
  });

  it('writes headers, booleans and labels in English for an English user', async () => {
    await setLanguage(ctx, world.admin.userId, 'en');
    const csv = await getRaw(
      ctx,
      world.admin.userId,
      '/customers/?format=csv&customer_type=school',
    );
    expect(csv.lines[0]).toMatch(/^Name;Customer type;Public body;VAT number;/);
    expect(csv.lines[1]).toContain(';School;Yes;');
    expect(csv.lines).toHaveLength(3);
    await setLanguage(ctx, world.admin.userId, 'it');
  });

  it('writes dates as dd/mm/yyyy, cents in euros with a comma, and translated enum lists', async () => {
    const csv = await getRaw(ctx, world.admin.userId, '/customer-contracts/?format=csv');
    expect(csv.lines[0]).toContain('Numero contratto;Cliente;Stato;Data inizio;Data fine;Servizi');
    const row = csv.lines[1]?.split(';');
    expect(row?.slice(0, 7)).toEqual([
      'CT-2026-001',
      'Comune di Alfa',
      'Attivo',
      '01/02/2026',
      '31/12/2026',
      'Ispezione visiva ordinaria, Manutenzione',
      '1234,50',
    ]);
    expect(contractId).toBeGreaterThan(0);
    const parks = await getRaw(ctx, world.admin.userId, '/parks/?format=csv&ordering=name');
    expect(parks.lines[1]).toContain(';43,7696;11,2558;');
  });

  it('keeps search, filters and ordering of the JSON list', async () => {
    const searched = await getRaw(ctx, world.admin.userId, '/customers/?format=csv&search=beta');
    expect(searched.lines.slice(1, -1).map((line) => line.split(';')[0])).toEqual([
      'Comune di Beta',
    ]);
    const ordered = await getRaw(ctx, world.admin.userId, '/customers/?format=csv&ordering=-name');
    const json = await world.admin.get('/customers/?ordering=-name');
    expect(
      ordered.lines.slice(1, -1).map((line) => line.split(';')[0]?.replace(/^"'|"$/g, '')),
    ).toEqual(
      json.body.results.map((customer: { name: string }) =>
        customer.name.startsWith('=') ? customer.name.replace(/"/g, '""') : customer.name,
      ),
    );
  });

  it("scopes a customer user's CSV to their own rows and hides admin-only lists", async () => {
    const own = await getRaw(ctx, world.customerA.userId, '/parks/?format=csv');
    expect(own.status).toBe(200);
    expect(own.lines.slice(1, -1).map((line) => line.split(';')[1])).toEqual(['Parco Alfa']);
    const adminOnly = await getRaw(ctx, world.customerA.userId, '/customers/?format=csv');
    expect(adminOnly.status).toBe(404);
    expect(JSON.parse(adminOnly.text)).toMatchObject({ detail: 'not_found' });
    const users = await getRaw(ctx, world.customerA.userId, '/users/admins/', {
      accept: 'text/csv',
    });
    expect(users.status).toBe(404);
  });

  it('answers `Accept: text/csv` like `?format=csv`, and JSON otherwise', async () => {
    const byAccept = await getRaw(ctx, world.admin.userId, '/parks/', { accept: 'text/csv' });
    const byQuery = await getRaw(ctx, world.admin.userId, '/parks/?format=csv');
    expect(byAccept.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(byAccept.bytes.equals(byQuery.bytes)).toBe(true);
    const json = await getRaw(ctx, world.admin.userId, '/parks/', {
      accept: 'application/json, text/csv;q=0.5',
    });
    expect(json.headers.get('content-type')).toContain('application/json');
  });

  it('exports the other lists too (due inspections, findings, quotes, users, selects)', async () => {
    for (const [path, header] of [
      ['/parks/due/?within_days=366', 'Area gioco;Cliente;Tipo di ispezione;'],
      ['/findings/', 'Numero ispezione;Tipo di ispezione;Area gioco;'],
      ['/quotes/', 'Numero preventivo;Numero ispezione;'],
      ['/users/customers/', 'Nome utente;Cliente;Nome;Cognome;'],
      ['/selects/?list_key=equipment_type', 'Elenco;Codice;'],
      ['/toys/', 'Area gioco;Codice;Nome;Tipo di gioco;'],
      ['/inspections/', 'Numero;Area gioco;Tipo di ispezione;'],
      ['/files/', 'Nome file;Appartiene a;'],
      ['/quote-types/', 'Codice;Descrizione (italiano);'],
      ['/installers/', 'Ragione sociale;Partita IVA;'],
      ['/installer-contracts/', 'Numero contratto;Installatore;'],
    ] as const) {
      const csv = await getRaw(ctx, world.admin.userId, path, { accept: 'text/csv' });
      expect(csv.status, path).toBe(200);
      expect(csv.lines[0], path).toContain(header);
    }
    const due = await getRaw(ctx, world.admin.userId, '/parks/due/?format=csv&within_days=366');
    expect(due.lines.slice(1, -1).length).toBeGreaterThan(0);
    const selects = await getRaw(ctx, world.admin.userId, '/selects/?format=csv&list_key=material');
    expect(selects.lines[1]).toMatch(/^Materiali;/);
  });

  it('refuses any other `format` with a 400', async () => {
    const bad = await world.admin.get('/customers/?format=xlsx');
    expect(bad.status).toBe(400);
    expect(bad.body.error_list.map((error: { field: string }) => error.field)).toEqual(['format']);
    expect((await world.admin.get('/parks/due/?format=json')).status).toBe(400);
  });
});

describe.each(await testDrivers())('CSV export of 10 000 rows on %s', (driver) => {
  let ctx: TestContext;
  let world: DomainWorld;

  beforeAll(async () => {
    ctx = await createTestContext({ driver });
    world = await domainWorld(ctx);
    await ctx.db.execute(sql`insert into customers
        (name, customer_type, email, address, city, created_at, updated_at)
      select 'Cliente ' || lpad(g::text, 5, '0'), 'company', 'c' || g || '@example.com',
        'Via Roma ' || g, 'Milano', now(), now()
      from generate_series(1, 10000) as g`);
  });
  afterAll(async () => ctx?.close());

  it('streams every row, never selecting more than one batch at a time', async () => {
    const client = ctx.database.driver === 'pglite' ? ctx.database.pglite : ctx.database.pool;
    const original = client.query.bind(client) as (
      ...args: unknown[]
    ) => Promise<{ rows?: unknown[] }>;
    let largest = 0;
    let queries = 0;
    const spy = vi.spyOn(client, 'query').mockImplementation((async (...args: unknown[]) => {
      const result = await original(...args);
      queries += 1;
      largest = Math.max(largest, result?.rows?.length ?? 0);
      return result;
    }) as never);
    try {
      const csv = await getRaw(ctx, world.admin.userId, '/customers/?format=csv&search=cliente');
      expect(csv.status).toBe(200);
      // The header, 10 000 rows, and the empty string after the last CRLF.
      expect(csv.lines).toHaveLength(10_002);
      expect(csv.lines[1]).toMatch(/^Cliente 00001;Azienda;No;/);
      expect(csv.lines[10_000]).toMatch(/^Cliente 10000;/);
      expect(largest).toBe(CSV_BATCH_SIZE);
      expect(queries).toBeGreaterThanOrEqual(10_000 / CSV_BATCH_SIZE);
    } finally {
      spy.mockRestore();
    }
  });
});
