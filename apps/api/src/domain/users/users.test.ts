import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, authTokens } from '../../db/schema';
import { createTestContext, testDrivers, type TestContext } from '../../testing';
import { domainWorld, insertCustomer, type DomainWorld } from '../../testing/world';

const password = 'Initial1pass';

/** The usernames of a list answer. */
const usernames = (body: { results: { username: string }[] }) =>
  body.results.map((user) => user.username);

describe.each(await testDrivers())('users/admins and users/customers on %s', (driver) => {
  let ctx: TestContext;
  let world: DomainWorld;

  beforeAll(async () => {
    ctx = await createTestContext({ driver });
    world = await domainWorld(ctx);
  });
  afterAll(async () => ctx?.close());

  it('creates an admin with an initial password the first login must change, never showing the hash', async () => {
    const created = await world.admin.post('/users/admins/', {
      username: 'giulia.admin',
      email: 'giulia@example.com',
      first_name: 'Giulia',
      last_name: 'Bianchi',
      language: 'en',
      password,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      username: 'giulia.admin',
      is_admin: true,
      is_active: true,
      language: 'en',
      must_change_password: true,
      last_login_at: null,
      version: 1,
      created_by: world.admin.userId,
    });
    expect(created.headers.get('etag')).toBe('"1"');
    expect(created.headers.get('location')).toBe(`/api/v1/users/admins/${created.body.id}/`);
    expect(JSON.stringify(created.body)).not.toMatch(/password_hash|argon2/);
    expect(created.body).not.toHaveProperty('customer_id');

    const check = await world.api.request('POST', '/auth/check-psswd-change/', {
      json: { username: 'giulia.admin' },
    });
    expect(check.body).toEqual({ must_change: true });
    const login = await world.api.login('giulia.admin', password);
    expect(login.status).toBe(200);
    const read = await world.admin.get(`/users/admins/${created.body.id}/`);
    expect(read.body.last_login_at).not.toBeNull();

    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entity_id, created.body.id)))
      .orderBy(auditLog.id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'login_ok']);
    expect(entries[0]?.changes).toMatchObject({ username: 'giulia.admin', is_admin: true });
    expect(JSON.stringify(entries)).not.toMatch(/password_hash|argon2/);

    // is_admin and customer_id are never taken from the body of an admin.
    const forged = await world.admin.post('/users/admins/', {
      username: 'forged',
      email: 'forged@example.com',
      password,
      is_admin: false,
      customer_id: world.customerAId,
    });
    expect(forged.status).toBe(400);
    expect(forged.body.error_list.map((e: { field: string }) => e.field).sort()).toEqual([
      'customer_id',
      'is_admin',
    ]);
  });

  it('creates customer users: customer required and existing, password rules, unique username', async () => {
    const valid = {
      username: 'mario@alfa.it',
      email: 'mario@alfa.it',
      first_name: 'Mario',
      customer_id: world.customerAId,
      password,
    };
    const weak = await world.admin.post('/users/customers/', { ...valid, password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.detail).toBe('invalid_password');
    expect(weak.body.error_list).toEqual([
      expect.objectContaining({ field: 'password', code: 'min_length' }),
      expect.objectContaining({ field: 'password', code: 'uppercase' }),
      expect.objectContaining({ field: 'password', code: 'digit' }),
    ]);
    const noCustomer = await world.admin.post('/users/customers/', {
      ...valid,
      customer_id: undefined,
    });
    expect(noCustomer.status).toBe(400);
    expect(noCustomer.body.error_list[0]).toMatchObject({ field: 'customer_id' });
    const missingCustomer = await world.admin.post('/users/customers/', {
      ...valid,
      customer_id: 999_999,
    });
    expect(missingCustomer.status).toBe(400);
    expect(missingCustomer.body).toMatchObject({
      detail: 'validation_error',
      error_list: [{ field: 'customer_id', code: 'does_not_exist' }],
    });
    const badName = await world.admin.post('/users/customers/', { ...valid, username: 'a b' });
    expect(badName.status).toBe(400);
    expect(badName.body.error_list[0]).toMatchObject({ field: 'username' });

    const created = await world.admin.post('/users/customers/', valid);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      username: 'mario@alfa.it',
      is_admin: false,
      customer_id: world.customerAId,
      customer_name: 'Comune di Alfa',
      must_change_password: true,
      language: 'it',
      last_name: '',
    });
    expect(created.headers.get('location')).toBe(`/api/v1/users/customers/${created.body.id}/`);
    const duplicate = await world.admin.post('/users/customers/', valid);
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({
      detail: 'already_exists',
      error_list: [{ field: 'username', code: 'unique' }],
    });
    // The collections do not share users: a customer user is not an admin and vice versa.
    expect((await world.admin.get(`/users/admins/${created.body.id}/`)).status).toBe(404);
    expect((await world.admin.get(`/users/customers/${world.admin.userId}/`)).status).toBe(404);
    expect((await world.admin.delete(`/users/admins/${created.body.id}/`)).status).toBe(404);
  });

  it('lists each collection with search, filters and ordering', async () => {
    const customerCId = await insertCustomer(ctx, 'Comune di Gamma');
    for (const [name, language, customerId] of [
      ['zeta.gamma', 'en', customerCId],
      ['alpha.gamma', 'it', customerCId],
    ] as const) {
      const response = await world.admin.post('/users/customers/', {
        username: name,
        email: `${name}@gamma.it`,
        last_name: name.toUpperCase(),
        language,
        customer_id: customerId,
        password,
      });
      expect(response.status).toBe(201);
    }
    const admins = await world.admin.get('/users/admins/?page_size=100');
    expect(admins.status).toBe(200);
    expect(admins.body.results.every((u: { is_admin: boolean }) => u.is_admin)).toBe(true);
    expect(admins.body.results.some((u: { id: number }) => u.id === world.admin.userId)).toBe(true);
    const customers = await world.admin.get('/users/customers/?page_size=100');
    expect(customers.body.results.every((u: { is_admin: boolean }) => !u.is_admin)).toBe(true);
    expect(customers.body.count).toBeGreaterThanOrEqual(4);
    const names = usernames(customers.body);
    expect(names).toEqual([...names].sort());

    const byCustomer = await world.admin.get(`/users/customers/?customer_id=${customerCId}`);
    expect(usernames(byCustomer.body)).toEqual(['alpha.gamma', 'zeta.gamma']);
    const english = await world.admin.get(
      `/users/customers/?customer_id=${customerCId}&language=en`,
    );
    expect(usernames(english.body)).toEqual(['zeta.gamma']);
    const searched = await world.admin.get('/users/customers/?search=GAMMA.IT&ordering=-username');
    expect(usernames(searched.body)).toEqual(['zeta.gamma', 'alpha.gamma']);
    const byLastName = await world.admin.get(
      `/users/customers/?customer_id=${customerCId}&ordering=-last_name`,
    );
    expect(usernames(byLastName.body)).toEqual(['zeta.gamma', 'alpha.gamma']);
    const inactive = await world.admin.get('/users/admins/?is_active=false');
    expect(inactive.body.count).toBe(0);
    const bad = await world.admin.get('/users/admins/?customer_id=1&ordering=password_hash');
    expect(bad.status).toBe(400);
  });

  it('updates with If-Match; deactivation signs the user out; an admin cannot lock themselves out', async () => {
    const created = await world.admin.post('/users/customers/', {
      username: 'luca.beta',
      email: 'luca@beta.it',
      first_name: 'Luca',
      customer_id: world.customerBId,
      password,
    });
    const path = `/users/customers/${created.body.id}/`;
    expect((await world.admin.patch(path, { first_name: 'Lucas' }, null)).status).toBe(428);
    const renamed = await world.admin.patch(path, { first_name: 'Lucas', last_name: null }, 1);
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ first_name: 'Lucas', last_name: '', version: 2 });
    expect(renamed.headers.get('etag')).toBe('"2"');
    expect((await world.admin.patch(path, { first_name: 'Stale' }, 1)).status).toBe(412);
    const forged = await world.admin.patch(path, { is_admin: true }, 2);
    expect(forged.status).toBe(400);
    const password_ = await world.admin.patch(path, { password: 'Another1pass' }, 2);
    expect(password_.status).toBe(400);
    const other = await world.admin.get(`/users/customers/${world.customerA.userId}/`);
    const taken = await world.admin.patch(path, { username: other.body.username }, 2);
    expect(taken.status).toBe(409);
    expect(taken.body.error_list[0]).toMatchObject({ field: 'username', code: 'unique' });
    const moved = await world.admin.patch(path, { customer_id: 999_999 }, 2);
    expect(moved).toMatchObject({ status: 400, body: { detail: 'validation_error' } });
    const replaced = await world.admin.put(
      path,
      { username: 'luca.beta', email: 'luca@beta.it', customer_id: world.customerAId },
      2,
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({
      first_name: '',
      customer_id: world.customerAId,
      customer_name: 'Comune di Alfa',
      language: 'it',
      is_active: true,
      version: 3,
    });

    const user = await world.callerFor(created.body.id);
    // A valid token of a user created by an admin, who must change the password before anything else.
    expect((await user.get('/users/me/')).status).toBe(200);
    expect((await user.get('/parks/')).body.detail).toBe('password_change_required');
    const deactivated = await world.admin.patch(path, { is_active: false }, 3);
    expect(deactivated.status).toBe(200);
    expect(deactivated.body.is_active).toBe(false);
    expect((await user.get('/users/me/')).status).toBe(401);
    const tokens = await ctx.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.user_id, created.body.id));
    expect(tokens).toHaveLength(0);
    expect((await world.api.login('luca.beta', password)).status).toBe(401);

    const self = `/users/admins/${world.admin.userId}/`;
    const me = await world.admin.get(self);
    const lockOut = await world.admin.patch(self, { is_active: false }, me.body.version);
    expect(lockOut.status).toBe(409);
    expect(lockOut.body).toMatchObject({
      detail: 'cannot_change_own_account',
      error_list: [{ field: 'is_active' }],
    });
    const deleteSelf = await world.admin.delete(self);
    expect(deleteSelf.status).toBe(409);
    expect(deleteSelf.body.detail).toBe('cannot_change_own_account');
    expect((await world.admin.get('/users/me/')).status).toBe(200);
  });

  it('sets a new initial password: If-Match required, rules checked, tokens deleted', async () => {
    const created = await world.admin.post('/users/admins/', {
      username: 'paolo.admin',
      email: 'paolo@example.com',
      password,
    });
    const id = created.body.id as number;
    const path = `/users/admins/${id}/set-password/`;
    const token = (await world.api.login('paolo.admin', password)).body.token as string;
    const change = await world.api.request('POST', '/auth/change-password/', {
      json: { username: 'paolo.admin', old_password: password, password: 'Changed1pass' },
    });
    expect(change.status).toBe(200);
    const check = await world.api.request('POST', '/auth/check-psswd-change/', {
      json: { username: 'paolo.admin' },
    });
    expect(check.body.must_change).toBe(false);
    const current = await world.admin.get(`/users/admins/${id}/`);

    const missing = await world.admin.request('POST', path, { json: { password: 'Reset1pass' } });
    expect(missing.status).toBe(428);
    const weak = await world.admin.request('POST', path, {
      json: { password: 'alllowercase1' },
      headers: { 'if-match': `"${current.body.version}"` },
    });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({
      detail: 'invalid_password',
      error_list: [{ field: 'password', code: 'uppercase' }],
    });
    const stale = await world.admin.request('POST', path, {
      json: { password: 'Reset1pass' },
      headers: { 'if-match': '"1"' },
    });
    expect(stale.status).toBe(412);

    const fresh = await world.api.login('paolo.admin', 'Changed1pass');
    const reset = await world.admin.request('POST', path, {
      json: { password: 'Reset1pass' },
      headers: { 'if-match': `"${current.body.version}"` },
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ must_change_password: true });
    expect(reset.body.version).toBe(current.body.version + 1);
    for (const old of [token, fresh.body.token as string]) {
      const answer = await world.api.request('GET', '/users/me/', { token: old });
      expect(answer.status).toBe(401);
    }
    expect((await world.api.login('paolo.admin', 'Changed1pass')).status).toBe(401);
    expect((await world.api.login('paolo.admin', 'Reset1pass')).status).toBe(200);
    const checkAgain = await world.api.request('POST', '/auth/check-psswd-change/', {
      json: { username: 'paolo.admin' },
    });
    expect(checkAgain.body.must_change).toBe(true);
    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entity_id, id)));
    expect(entries.map((entry) => entry.action)).toContain('set_password');
    expect(JSON.stringify(entries)).not.toMatch(/argon2|Reset1pass/);
  });

  it('deletes a user with their tokens; the audit log keeps their entries', async () => {
    const created = await world.admin.post('/users/customers/', {
      username: 'anna.alfa',
      email: 'anna@alfa.it',
      customer_id: world.customerAId,
      password,
    });
    const id = created.body.id as number;
    const token = (await world.api.login('anna.alfa', password)).body.token as string;
    const own = await ctx.db.select().from(auditLog).where(eq(auditLog.user_id, id));
    expect(own.length).toBeGreaterThan(0);
    expect((await world.admin.delete(`/users/customers/${id}/`, 99)).status).toBe(412);
    expect((await world.admin.delete(`/users/customers/${id}/`, 1)).status).toBe(204);
    expect((await world.admin.get(`/users/customers/${id}/`)).status).toBe(404);
    expect((await world.api.request('GET', '/users/me/', { token })).status).toBe(401);
    expect(await ctx.db.select().from(authTokens).where(eq(authTokens.user_id, id))).toHaveLength(
      0,
    );
    const kept = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'login_ok'), eq(auditLog.entity_id, id)));
    expect(kept).toHaveLength(1);
    expect(kept[0]?.user_id).toBeNull();
    const deletion = await ctx.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'user'), eq(auditLog.entity_id, id), eq(auditLog.action, 'delete')),
      );
    expect(deletion).toHaveLength(1);
    expect(deletion[0]?.user_id).toBe(world.admin.userId);
  });

  it('is a 404 for customer users on every method and a 401 for anonymous callers', async () => {
    const target = `/users/customers/${world.customerA.userId}/`;
    for (const caller of [world.customerA, world.customerB]) {
      for (const collection of ['admins', 'customers']) {
        expect((await caller.get(`/users/${collection}/`)).status).toBe(404);
        expect((await caller.post(`/users/${collection}/`, { nonsense: true })).status).toBe(404);
      }
      expect((await caller.get(target)).status).toBe(404);
      expect((await caller.patch(target, { is_active: false }, 1)).status).toBe(404);
      expect((await caller.put(target, {}, 1)).status).toBe(404);
      expect((await caller.delete(target)).status).toBe(404);
      const reset = await caller.request('POST', `${target}set-password/`, {
        json: { password: 'Hacked1pass' },
        headers: { 'if-match': '"1"' },
      });
      expect(reset.status).toBe(404);
      expect((await caller.get('/users/me/')).status).toBe(200);
    }
    expect((await world.anonymous.get('/users/admins/')).status).toBe(401);
    expect((await world.anonymous.post('/users/customers/', {})).status).toBe(401);
    expect((await world.anonymous.delete(target)).status).toBe(401);
  });
});
