import { eq } from 'drizzle-orm';
import { commands } from './cliCommands';
import { CliUsageError } from './cliTypes';
import { listen, makeUser, type TestApi } from './testing/client';
import { authTokens, users } from './db/schema';
import { createTestContext, testDrivers, type TestContext } from './testing';
import { insertCustomer } from './testing/world';

describe.each(await testDrivers())('CLI user commands on %s', (driver) => {
  let ctx: TestContext;
  let api: TestApi;

  beforeAll(async () => {
    ctx = await createTestContext({ driver });
    api = await listen(ctx);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  async function run(name: string, flags: Record<string, string | boolean>) {
    const lines: string[] = [];
    const code = await commands[name]!.run({
      deps: ctx.deps,
      args: [],
      flags,
      print: (line) => lines.push(line),
    });
    return { code: code ?? 0, output: lines.join('\n') };
  }

  it('create-user creates an administrator who must change the given password at first login', async () => {
    const result = await run('create-user', {
      username: 'laura',
      email: 'laura@example.com',
      password: 'Given1Password',
      admin: true,
      'first-name': 'Laura',
      'last-name': 'Bianchi',
      language: 'en',
    });
    expect(result.code).toBe(0);
    expect(result.output).not.toContain('Given1Password');
    const [row] = await ctx.db.select().from(users).where(eq(users.username, 'laura'));
    expect(row).toMatchObject({
      email: 'laura@example.com',
      is_admin: true,
      first_name: 'Laura',
      last_name: 'Bianchi',
      language: 'en',
      must_change_password: true,
    });
    expect((await api.login('laura', 'Given1Password')).status).toBe(200);
  });

  it('create-user prints a generated password when none is given, and refuses a duplicate', async () => {
    const result = await run('create-user', {
      username: 'gen',
      email: 'gen@example.com',
      'no-force-change': true,
    });
    const password = /password (\S+)$/.exec(result.output)?.[1];
    expect(password).toBeDefined();
    expect((await api.login('gen', password!)).status).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.username, 'gen'));
    expect(row!.is_admin).toBe(false);
    expect(row!.must_change_password).toBe(false);
    expect((await run('create-user', { username: 'gen', email: 'gen@example.com' })).code).toBe(1);
  });

  it('create-user attaches a customer user to an existing customer and refuses a missing one', async () => {
    const customerId = await insertCustomer(ctx, 'Comune di Prova');
    const missing = await run('create-user', {
      username: 'nobody.customer',
      email: 'nobody@example.com',
      'customer-id': String(customerId + 1000),
    });
    expect(missing.code).toBe(1);
    expect(missing.output).toContain(`no customer with id ${customerId + 1000}`);
    const created = await run('create-user', {
      username: 'some.customer',
      email: 'some@example.com',
      'customer-id': String(customerId),
    });
    expect(created.code).toBe(0);
    const [row] = await ctx.db.select().from(users).where(eq(users.username, 'some.customer'));
    expect(row!.customer_id).toBe(customerId);
  });

  it.each([
    [{ email: 'a@example.com' }, /--username is required/],
    [{ username: 'x' }, /--email is required/],
    [{ username: 'x', email: 'not-an-email' }, /--email/],
    [{ username: 'x', email: 'x@example.com', password: 'weak' }, /breaks the rules/],
    [{ username: 'x', email: 'x@example.com', language: 'de' }, /--language/],
    [{ username: true, email: 'x@example.com' }, /--username needs a value/],
  ])('create-user refuses bad flags %j', async (flags, message) => {
    await expect(run('create-user', flags)).rejects.toSatisfy(
      (error: unknown) => error instanceof CliUsageError && message.test(error.message),
    );
  });

  it('reset-password sets a generated password, forces a change and closes every session', async () => {
    const user = await makeUser(ctx);
    const login = await api.login(user.username, user.password);
    expect(login.status).toBe(200);
    const result = await run('reset-password', { username: user.username });
    expect(result.code).toBe(0);
    const password = /reset: (\S+) /.exec(result.output)?.[1];
    expect(password).toBeDefined();
    expect(
      await ctx.db.select().from(authTokens).where(eq(authTokens.user_id, user.id)),
    ).toHaveLength(0);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.must_change_password).toBe(true);
    expect((await api.login(user.username, user.password)).status).toBe(401);
    expect((await api.login(user.username, password!)).status).toBe(200);
  });

  it('reset-password takes a given password, and fails for an unknown user', async () => {
    const user = await makeUser(ctx);
    const result = await run('reset-password', {
      username: user.username,
      password: 'Chosen1Password',
    });
    expect(result.output).not.toContain('Chosen1Password');
    expect((await api.login(user.username, 'Chosen1Password')).status).toBe(200);
    expect((await run('reset-password', { username: 'ghost' })).code).toBe(1);
    await expect(
      run('reset-password', { username: user.username, password: 'short' }),
    ).rejects.toThrow(CliUsageError);
  });
});
