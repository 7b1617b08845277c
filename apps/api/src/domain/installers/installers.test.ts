import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspections, parks, quotes, quoteTypes, toys } from '../../db/schema';
import { createTestContext, testDrivers, type TestContext } from '../../testing';
import { domainWorld, type DomainWorld } from '../../testing/world';

const valid = {
  company_name: 'Ludica Impianti Srl',
  vat_number: '01307110484',
  email: 'info@ludica.example.it',
  phone: '+39 055 123456',
  address: 'Via dell’Artigianato 5',
  city: 'Prato',
  contact_person: 'Marco Bianchi',
  qualifications: 'EN 1176 certified installer',
  insurance_policy: 'RC-2025-778',
  insurance_expiry: '2026-03-31',
};

describe.each(await testDrivers())('installers on %s', (driver) => {
  let ctx: TestContext;
  let world: DomainWorld;

  beforeAll(async () => {
    ctx = await createTestContext({ driver });
    world = await domainWorld(ctx);
  });
  afterAll(async () => ctx?.close());

  it('creates, reads, lists with search, filters and ordering, and validates', async () => {
    const created = await world.admin.post('/installers/', valid);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...valid, version: 1, is_active: true });
    expect(created.headers.get('location')).toBe(`/api/v1/installers/${created.body.id}/`);
    expect((await world.admin.get(`/installers/${created.body.id}/`)).body).toEqual(created.body);
    for (const [name, city, expiry, active] of [
      ['Giochi Sicuri Spa', 'Firenze', '2025-06-30', true],
      ['Acme Playground', 'firenze', null, false],
    ] as const) {
      const response = await world.admin.post('/installers/', {
        company_name: name,
        vat_number: '00743110157',
        email: 'x@example.com',
        city,
        insurance_expiry: expiry,
        is_active: active,
      });
      expect(response.status).toBe(201);
    }
    const names = (response: { body: { results: { company_name: string }[] } }) =>
      response.body.results.map((item) => item.company_name);
    expect(names(await world.admin.get('/installers/'))).toEqual([
      'Acme Playground',
      'Giochi Sicuri Spa',
      'Ludica Impianti Srl',
    ]);
    expect(names(await world.admin.get('/installers/?search=BIANCHI'))).toEqual([
      'Ludica Impianti Srl',
    ]);
    expect(names(await world.admin.get('/installers/?search=00743'))).toHaveLength(2);
    expect(
      names(await world.admin.get('/installers/?city=FIRENZE&ordering=-company_name')),
    ).toEqual(['Giochi Sicuri Spa', 'Acme Playground']);
    expect(names(await world.admin.get('/installers/?is_active=false'))).toEqual([
      'Acme Playground',
    ]);
    expect(
      names(
        await world.admin.get(
          '/installers/?insurance_expiry_from=2025-01-01&insurance_expiry_to=2025-12-31',
        ),
      ),
    ).toEqual(['Giochi Sicuri Spa']);
    expect(names(await world.admin.get('/installers/?ordering=-insurance_expiry'))).toEqual([
      'Ludica Impianti Srl',
      'Giochi Sicuri Spa',
      'Acme Playground',
    ]);

    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, vat_number: '01307110485' }, 'vat_number'],
      [{ ...valid, vat_number: '1307110484' }, 'vat_number'],
      [{ ...valid, email: 'not-an-email' }, 'email'],
      [{ ...valid, company_name: '   ' }, 'company_name'],
      [{ ...valid, insurance_expiry: '3000-01-01' }, 'insurance_expiry'],
      [{ ...valid, rating: 5 }, 'rating'],
    ];
    for (const [body, field] of cases) {
      const response = await world.admin.post('/installers/', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error_list[0]).toMatchObject({ field });
    }
    const missing = await world.admin.post('/installers/', { company_name: 'X' });
    expect(missing.body.error_list.map((e: { field: string }) => e.field).sort()).toEqual([
      'email',
      'vat_number',
    ]);
    expect((await world.admin.get('/installers/?city=a%00b')).status).toBe(400);
  });

  it('updates with If-Match (428, 412) and PUT resets what the body leaves out', async () => {
    const created = await world.admin.post('/installers/', { ...valid, company_name: 'Upd Srl' });
    const path = `/installers/${created.body.id}/`;
    expect((await world.admin.patch(path, { city: 'Pisa' }, null)).status).toBe(428);
    const patched = await world.admin.patch(path, { city: 'Pisa', is_active: false }, 1);
    expect(patched.body).toMatchObject({ city: 'Pisa', is_active: false, version: 2 });
    const stale = await world.admin.patch(path, { city: 'Lucca' }, 1);
    expect(stale.status).toBe(412);
    expect((await world.admin.get(path)).body.city).toBe('Pisa');
    const badVat = await world.admin.patch(path, { vat_number: '12345678901' }, 2);
    expect(badVat.status).toBe(400);
    expect(badVat.body.error_list[0]).toMatchObject({ field: 'vat_number' });
    const replaced = await world.admin.put(
      path,
      { company_name: 'Upd Srl', vat_number: valid.vat_number, email: valid.email },
      2,
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({
      city: null,
      phone: null,
      insurance_expiry: null,
      is_active: true,
      version: 3,
    });
  });

  it('deletes an unused installer and refuses one with contracts, toys or quotes', async () => {
    const make = async (name: string) =>
      (await world.admin.post('/installers/', { ...valid, company_name: name })).body.id as number;
    const free = await make('Free Srl');
    expect((await world.admin.delete(`/installers/${free}/`, 1)).status).toBe(204);
    expect((await world.admin.get(`/installers/${free}/`)).status).toBe(404);

    const withContract = await make('Contract Srl');
    const contract = await world.admin.post('/installer-contracts/', {
      installer_id: withContract,
      number: 'IC-DEL-1',
      start_date: '2025-01-01',
      status: 'active',
      scope: ['install'],
    });
    expect(contract.status).toBe(201);

    const withToy = await make('Toy Srl');
    const [park] = await ctx.db
      .insert(parks)
      .values({
        customer_id: world.customerAId,
        name: 'Parco Installatori',
        address: 'Via Verdi 2',
        city: 'Prato',
        latitude: 43.88,
        longitude: 11.1,
      })
      .returning({ id: parks.id });
    await ctx.db.insert(toys).values({
      park_id: park!.id,
      code: 'ALT-01',
      name: 'Altalena doppia',
      equipment_type: 'swing',
      standard: 'EN 1176-2',
      installer_id: withToy,
    });

    const withQuote = await make('Quote Srl');
    const [inspection] = await ctx.db
      .insert(inspections)
      .values({ park_id: park!.id, type: 'annual_main', number: 'I/0001' })
      .returning({ id: inspections.id });
    const [type] = await ctx.db
      .insert(quoteTypes)
      .values({ code: 'repair_inst', label_it: 'Riparazione', label_en: 'Repair' })
      .returning({ id: quoteTypes.id });
    await ctx.db.insert(quotes).values({
      inspection_id: inspection!.id,
      quote_type_id: type!.id,
      number: 'Q/0001',
      issue_date: '2025-05-01',
      installer_id: withQuote,
    });

    for (const [id, detail, field] of [
      [withContract, 'installer_has_contracts', 'contracts'],
      [withToy, 'installer_has_toys', 'toys'],
      [withQuote, 'installer_has_quotes', 'quotes'],
    ] as const) {
      const refused = await world.admin.delete(`/installers/${id}/`);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        detail,
        error_list: [{ field, code: 'has_dependents' }],
      });
      expect((await world.admin.get(`/installers/${id}/`)).status).toBe(200);
    }
  });

  it('is a 404 for customer users on every method and a 401 for anonymous callers', async () => {
    const created = await world.admin.post('/installers/', { ...valid, company_name: 'Role Srl' });
    const path = `/installers/${created.body.id}/`;
    for (const caller of [world.customerA, world.customerB]) {
      expect((await caller.get('/installers/')).status).toBe(404);
      expect((await caller.post('/installers/', valid)).status).toBe(404);
      expect((await caller.post('/installers/', { bad: true })).status).toBe(404);
      expect((await caller.get(path)).status).toBe(404);
      expect((await caller.patch(path, { city: 'X' }, 1)).status).toBe(404);
      expect((await caller.put(path, valid, 1)).status).toBe(404);
      expect((await caller.delete(path, 1)).status).toBe(404);
    }
    expect((await world.anonymous.get('/installers/')).status).toBe(401);
    expect((await world.anonymous.patch(path, { city: 'X' }, 1)).status).toBe(401);
    expect((await world.admin.get(path)).body.version).toBe(1);
  });
});
