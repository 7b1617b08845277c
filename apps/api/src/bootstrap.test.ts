import { count, eq } from 'drizzle-orm';
import { bootstrap } from './bootstrap';
import { listen, type TestApi } from './testing/client';
import { auditLog, users } from './db/schema';
import { createTestContext, testDrivers, type TestContext } from './testing';

describe.each(await testDrivers())('bootstrap on %s', (driver) => {
  let ctx: TestContext;
  let api: TestApi;

  beforeAll(async () => {
    ctx = await createTestContext({ driver });
    api = await listen(ctx);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  beforeEach(async () => {
    await ctx.db.delete(users);
  });

  const userCount = async () => (await ctx.db.select({ n: count() }).from(users))[0]!.n;

  it('creates admin with a random password printed once, and a forced change at first login', async () => {
    const lines: string[] = [];
    const result = await bootstrap(ctx.deps, { print: (line) => lines.push(line) });
    expect(result.createdAdmin).toMatchObject({ username: 'admin', generatedPassword: true });
    const notice = lines.find((line) => line.startsWith('Administrator created:'));
    expect(notice).toMatch(
      /^Administrator created: username admin, password \S{16} \(you will be asked to change it at first login\)$/,
    );
    const password = /password (\S+) /.exec(notice!)![1]!;
    const [admin] = await ctx.db.select().from(users);
    expect(admin).toMatchObject({
      username: 'admin',
      is_admin: true,
      is_active: true,
      must_change_password: true,
    });
    expect(admin!.password_hash.startsWith('$argon2id$')).toBe(true);
    expect(admin!.password_hash).not.toContain(password);
    expect(
      (await api.request('POST', '/auth/check-psswd-change/', { json: { username: 'admin' } }))
        .body,
    ).toEqual({
      must_change: true,
    });
    expect((await api.login('admin', password)).status).toBe(200);
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.entity_id, admin!.id));
    expect(JSON.stringify(audit)).not.toContain(password);

    const again: string[] = [];
    expect(
      (await bootstrap(ctx.deps, { print: (line) => again.push(line) })).createdAdmin,
    ).toBeNull();
    expect(again).toEqual([]);
    expect(await userCount()).toBe(1);
  });

  it('creates the administrator of ADMIN_USERNAME and ADMIN_PASSWORD without printing the password', async () => {
    const lines: string[] = [];
    const deps = {
      ...ctx.deps,
      config: { ...ctx.config, adminUsername: 'boss', adminPassword: 'Chosen1Password' },
    };
    await bootstrap(deps, { print: (line) => lines.push(line) });
    expect(lines.join('\n')).not.toContain('Chosen1Password');
    const [admin] = await ctx.db.select().from(users);
    expect(admin).toMatchObject({ username: 'boss', is_admin: true, must_change_password: false });
    expect((await api.login('boss', 'Chosen1Password')).status).toBe(200);
  });

  it('refuses an ADMIN_PASSWORD that breaks the password rules', async () => {
    const deps = {
      ...ctx.deps,
      config: { ...ctx.config, adminUsername: 'boss', adminPassword: 'weak' },
    };
    await expect(bootstrap(deps, { print: () => {} })).rejects.toThrow(
      /ADMIN_PASSWORD breaks the password rules/,
    );
    expect(await userCount()).toBe(0);
  });

  it('does nothing when a user exists, and creates one administrator when two starts race', async () => {
    const results = await Promise.all([
      bootstrap(ctx.deps, { print: () => {} }),
      bootstrap(ctx.deps, { print: () => {} }),
    ]);
    expect(results.filter((r) => r.createdAdmin !== null).length).toBe(1);
    expect(await userCount()).toBe(1);
    expect((await bootstrap(ctx.deps, { print: () => {} })).createdAdmin).toBeNull();
    expect(await userCount()).toBe(1);
  });
});
