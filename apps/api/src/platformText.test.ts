import { eq } from 'drizzle-orm';
import { customers } from './db/schema';
import { domainWorld, type DomainWorld } from './testing/world';
import { makeUser } from './testing/client';
import { createTestContext, testDrivers, type TestContext } from './testing';

// Bidirectional controls in text fields (issue 22): kept in a name, they reorder what mail subjects, CSV cells,
// PDFs and page titles show. Every JSON body loses them on input.
const controls = ['\u200e', '\u200f', '\u202a', '\u202b', '\u202c', '\u202d', '\u202e'].concat([
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
]);
const spoofed = `Comune di \u202eacsiP\u202c Pisa ${controls.join('')}fine`;
const clean = 'Comune di acsiP Pisa fine';

describe.each(await testDrivers())('bidirectional controls in text fields on %s', (driver) => {
  let ctx: TestContext;
  let world: DomainWorld;

  beforeAll(async () => {
    ctx = await createTestContext({ driver });
    world = await domainWorld(ctx);
  });
  afterAll(async () => ctx?.close());

  it('are stripped from a customer created and edited through the API: stored, answered and exported without them', async () => {
    const created = await world.admin.post('/customers/', {
      name: spoofed,
      customer_type: 'municipality',
      email: 'bidi@example.com',
      address: `Via \u2066Roma\u2069 1`,
      city: 'Pisa',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: clean, address: 'Via Roma 1' });
    const [row] = await ctx.db.select().from(customers).where(eq(customers.id, created.body.id));
    expect(row).toMatchObject({ name: clean, address: 'Via Roma 1' });

    const patched = await world.admin.patch(
      `/customers/${created.body.id}/`,
      { notes: `nota \u202enascosta\u202c` },
      created.body.version,
    );
    expect(patched.status).toBe(200);
    expect(patched.body.notes).toBe('nota nascosta');

    const csv = await world.admin.get('/customers/?format=csv&search=acsiP');
    expect(csv.status).toBe(200);
    expect(csv.body).toContain(clean);
    expect(csv.body).not.toMatch(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
  });

  it('stay in a password as typed, so that the login with it still matches', async () => {
    const user = await makeUser(ctx);
    const password = 'Brand\u202enew1Pass';
    const changed = await world.api.request('POST', '/auth/change-password/', {
      json: { username: user.username, old_password: user.password, password },
    });
    expect(changed.status).toBe(200);
    expect((await world.api.login(user.username, password)).status).toBe(200);
  });
});
