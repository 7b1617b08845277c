import { createHash } from 'node:crypto';
import {
  checkPasswordChangeResponse,
  errorBody,
  loginResponse,
  user as userSchema,
} from '@altalena/contracts';
import { eq, sql } from 'drizzle-orm';
import {
  auditLog,
  authTokens,
  knownDevices,
  loginThrottles,
  otps,
  rateLimits,
  users,
} from '../db/schema';
import { createTestContext, testDrivers, type TestContext } from '../testing';
import {
  FREE_LOGIN_FAILURES as LOGIN_FREE_FAILURES,
  MAX_LOGIN_DELAY_SECONDS as LOGIN_MAX_DELAY_SECONDS,
} from './loginThrottle';
import { RATE_LIMITS } from './rateLimit';
import { lastOtpFor, listen, makeUser, type TestApi, type TestResponse } from '../testing/client';

const basic = (text: string) => `Basic ${Buffer.from(text, 'utf8').toString('base64')}`;
const hexToken = 'ab'.repeat(32);

function expectError(response: TestResponse, status: number, detail: string) {
  expect({ status: response.status, detail: response.body?.detail }).toEqual({ status, detail });
  expect(errorBody.parse(response.body)).toEqual(response.body);
}

describe.each(await testDrivers())('auth API on %s', (driver) => {
  let ctx: TestContext;
  let api: TestApi;

  beforeAll(async () => {
    ctx = await createTestContext({ driver, now: '2030-03-01T08:00:00Z' });
    api = await listen(ctx);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  // Every test starts with fresh rate-limit windows: all requests come from 127.0.0.1.
  beforeEach(async () => {
    await ctx.db.delete(rateLimits);
    await ctx.db.delete(loginThrottles);
    await ctx.db.delete(knownDevices);
  });

  const tokensOf = async (userId: number) =>
    ctx.db.select().from(authTokens).where(eq(authTokens.user_id, userId));

  async function loginToken(user: { username: string; password: string }): Promise<string> {
    const response = await api.login(user.username, user.password);
    expect(response.status).toBe(200);
    return response.body.token as string;
  }

  describe('POST /auth/login/', () => {
    it('answers a 64-hex token and its expiry TOKEN_TTL_HOURS ahead, stores only key and digest, sets last_login_at', async () => {
      const user = await makeUser(ctx);
      const now = ctx.clock.now();
      const response = await api.login(user.username, user.password);
      expect(response.status).toBe(200);
      const body = loginResponse.parse(response.body);
      expect(body.token).toMatch(/^[0-9a-f]{64}$/);
      expect(new Date(body.expiry).getTime()).toBe(
        now.getTime() + ctx.config.tokenTtlHours * 3_600_000,
      );
      expect(body.expiry).toBe(new Date(body.expiry).toISOString());
      const [row] = await tokensOf(user.id);
      expect(row!.token_key).toBe(body.token.slice(0, 15));
      expect(row!.digest).toBe(createHash('sha512').update(body.token).digest('hex'));
      const [stored] = await ctx.db.select().from(users).where(eq(users.id, user.id));
      expect(stored!.last_login_at?.toISOString()).toBe(now.toISOString());
    });

    it('accepts a password with a colon in it', async () => {
      const user = await makeUser(ctx, { password: 'With:colon1A' });
      expect((await api.login(user.username, user.password)).status).toBe(200);
    });

    it('refuses a wrong password, an unknown user and an inactive user alike', async () => {
      const user = await makeUser(ctx);
      const inactive = await makeUser(ctx, { isActive: false });
      expectError(
        await api.login(user.username, 'Wrong1password'),
        401,
        'invalid_login_credentials',
      );
      expectError(await api.login('nobody-here', 'Whatever1x'), 401, 'invalid_login_credentials');
      expectError(
        await api.login(inactive.username, inactive.password),
        401,
        'invalid_login_credentials',
      );
      expect(await tokensOf(user.id)).toHaveLength(0);
      expect(await tokensOf(inactive.id)).toHaveLength(0);
    });

    it.each([
      ['no header', undefined],
      ['empty', ''],
      ['scheme alone', 'Basic'],
      ['bad base64', 'Basic ***'],
      ['no colon', basic('justausername')],
      ['empty username', basic(':Password1')],
      ['empty password', basic('admin:')],
      ['token scheme', `Token ${hexToken}`],
      ['three parts', `Basic ${basic('a:b').slice(6)} extra`],
      ['huge', `Basic ${'A'.repeat(4000)}`],
    ])(
      'answers 401 invalid_login_credentials to a malformed header (%s)',
      async (_name, header) => {
        const response = await api.request(
          'POST',
          '/auth/login/',
          header === undefined ? {} : { headers: { authorization: header } },
        );
        expectError(response, 401, 'invalid_login_credentials');
      },
    );
  });

  describe('knox tokens', () => {
    it('authenticate is-authenticated and users/me with the contracts user shape', async () => {
      const user = await makeUser(ctx, { isAdmin: true, language: 'en' });
      const token = await loginToken(user);
      const check = await api.request('GET', '/auth/is-authenticated/', { token });
      expect(check.status).toBe(200);
      expect(check.body).toEqual({ is_authenticated: true });
      const me = await api.request('GET', '/users/me/', { token });
      expect(me.status).toBe(200);
      expect(userSchema.strict().parse(me.body)).toMatchObject({
        id: user.id,
        username: user.username,
        is_admin: true,
        language: 'en',
        must_change_password: false,
        customer_id: null,
      });
      expect(JSON.stringify(me.body)).not.toContain('argon2');
    });

    it('expire after TOKEN_TTL_HOURS on the clock: an expired token is a 401 and its row is deleted', async () => {
      const user = await makeUser(ctx);
      const token = await loginToken(user);
      ctx.clock.advanceHours(ctx.config.tokenTtlHours);
      ctx.clock.advance(-1000);
      expect((await api.request('GET', '/auth/is-authenticated/', { token })).status).toBe(200);
      ctx.clock.advance(1000);
      expectError(
        await api.request('GET', '/auth/is-authenticated/', { token }),
        401,
        'not_authenticated',
      );
      expect(await tokensOf(user.id)).toHaveLength(0);
      expectError(await api.request('GET', '/users/me/', { token }), 401, 'not_authenticated');
    });

    it('logout deletes only the token presented: 2 tokens → 1', async () => {
      const user = await makeUser(ctx);
      const first = await loginToken(user);
      const second = await loginToken(user);
      expect(await tokensOf(user.id)).toHaveLength(2);
      const response = await api.request('POST', '/auth/logout/', { token: first });
      expect(response.status).toBe(204);
      expect(response.body).toBe('');
      expect(await tokensOf(user.id)).toHaveLength(1);
      expectError(
        await api.request('GET', '/auth/is-authenticated/', { token: first }),
        401,
        'not_authenticated',
      );
      expect((await api.request('GET', '/auth/is-authenticated/', { token: second })).status).toBe(
        200,
      );
      expectError(
        await api.request('POST', '/auth/logout/', { token: first }),
        401,
        'not_authenticated',
      );
    });

    it("logout-all deletes every token of the user (10 → 0) and leaves another user's intact", async () => {
      const user = await makeUser(ctx);
      const other = await makeUser(ctx);
      const tokens: string[] = [];
      for (let i = 0; i < 10; i += 1) tokens.push(await loginToken(user));
      const otherToken = await loginToken(other);
      expect(await tokensOf(user.id)).toHaveLength(10);
      expect((await api.request('POST', '/auth/logout-all/', { token: tokens[3] })).status).toBe(
        204,
      );
      expect(await tokensOf(user.id)).toHaveLength(0);
      expect(await tokensOf(other.id)).toHaveLength(1);
      for (const token of [tokens[0]!, tokens[9]!]) {
        expectError(
          await api.request('GET', '/auth/is-authenticated/', { token }),
          401,
          'not_authenticated',
        );
      }
      expect(
        (await api.request('GET', '/auth/is-authenticated/', { token: otherToken })).status,
      ).toBe(200);
    });

    it('refuses the token of a user who was deactivated', async () => {
      const user = await makeUser(ctx);
      const token = await loginToken(user);
      await ctx.db.update(users).set({ is_active: false }).where(eq(users.id, user.id));
      expectError(await api.request('GET', '/users/me/', { token }), 401, 'not_authenticated');
    });

    it('let a user who must change the password only log out and read or set their profile until the change (403 password_change_required)', async () => {
      const user = await makeUser(ctx, { isAdmin: true, mustChangePassword: true });
      const token = await loginToken(user);
      for (const [method, path, json] of [
        ['GET', '/parks/', undefined],
        ['GET', '/customers/?format=csv', undefined],
        ['GET', '/dashboard/', undefined],
        ['GET', '/auth/is-authenticated/', undefined],
        ['POST', '/customers/', { name: 'Comune di Prova' }],
        ['GET', '/users/admins/', undefined],
      ] as const) {
        const response = await api.request(method, path, { token, json });
        expect(`${method} ${path} ${response.status} ${response.body?.detail}`).toBe(
          `${method} ${path} 403 password_change_required`,
        );
        expect(errorBody.parse(response.body)).toEqual(response.body);
      }
      // The profile says why, and its language can be set (the language of the screens after the change).
      const me = await api.request('GET', '/users/me/', { token });
      expect(me.body).toMatchObject({ id: user.id, must_change_password: true });
      const english = await api.request('PATCH', '/users/me/', {
        token,
        json: { language: 'en' },
        headers: { 'if-match': me.headers.get('etag')! },
      });
      expect(english.body).toMatchObject({ language: 'en' });
      expect((await api.request('POST', '/auth/logout/', { token })).status).toBe(204);
      await loginToken(user);
      expect(
        (await api.request('POST', '/auth/logout-all/', { token: await loginToken(user) })).status,
      ).toBe(204);
      expect(await tokensOf(user.id)).toHaveLength(0);

      const changed = await api.request('POST', '/auth/change-password/', {
        json: { username: user.username, old_password: user.password, password: 'Brand1newPass' },
      });
      expect(changed.status).toBe(200);
      const fresh = await loginToken({ username: user.username, password: 'Brand1newPass' });
      expect((await api.request('GET', '/parks/', { token: fresh })).status).toBe(200);
      expect((await api.request('GET', '/users/me/', { token: fresh })).body).toMatchObject({
        must_change_password: false,
      });
    });

    const malformed: [string, string | undefined][] = [
      ['no header', undefined],
      ['empty', ''],
      ['Token alone', 'Token'],
      ['Token and a space', 'Token '],
      ['63 hex', `Token ${hexToken.slice(1)}`],
      ['65 hex', `Token ${hexToken}a`],
      ['non-hex', `Token ${'zz'.repeat(32)}`],
      ['upper-case hex', `Token ${hexToken.toUpperCase()}`],
      ['unknown token', `Token ${hexToken}`],
      ['Bearer scheme', `Bearer ${hexToken}`],
      ['two tokens', `Token ${hexToken} ${hexToken}`],
      ['Basic with bad base64', 'Basic %%%'],
      ['Basic without a colon', basic('nocolon')],
      ['valid Basic credentials', basic('admin:Password1')],
      ['unicode', 'Token ééééé'],
      ['very long', `Token ${'a'.repeat(8000)}`],
    ];
    for (const [method, path] of [
      ['GET', '/auth/is-authenticated/'],
      ['POST', '/auth/logout/'],
      ['POST', '/auth/logout-all/'],
      ['GET', '/users/me/'],
    ] as const) {
      it.each(malformed)(
        `${method} ${path} answers 401 not_authenticated to a malformed Authorization (%s)`,
        async (_name, header) => {
          const response = await api.request(
            method,
            path,
            header === undefined ? {} : { headers: { authorization: header } },
          );
          expectError(response, 401, 'not_authenticated');
        },
      );
    }
  });

  describe('POST /auth/check-psswd-change/', () => {
    it('tells whether the user must change the password', async () => {
      const forced = await makeUser(ctx, { mustChangePassword: true });
      const free = await makeUser(ctx);
      const a = await api.request('POST', '/auth/check-psswd-change/', {
        json: { username: forced.username },
      });
      expect(a.status).toBe(200);
      expect(checkPasswordChangeResponse.parse(a.body)).toEqual({ must_change: true });
      const b = await api.request('POST', '/auth/check-psswd-change/', {
        json: { username: free.username },
      });
      expect(b.body).toEqual({ must_change: false });
    });

    it('answers 404 user_not_found for an unknown username and 400 for a bad body', async () => {
      expectError(
        await api.request('POST', '/auth/check-psswd-change/', { json: { username: 'ghost' } }),
        404,
        'user_not_found',
      );
      expectError(
        await api.request('POST', '/auth/check-psswd-change/', { json: {} }),
        400,
        'validation_error',
      );
      expectError(
        await api.request('POST', '/auth/check-psswd-change/', {
          json: { username: 'x', is_admin: true },
        }),
        400,
        'validation_error',
      );
    });
  });

  describe('POST /auth/change-password/', () => {
    it('changes the password, clears must_change_password and deletes every token of the user', async () => {
      const user = await makeUser(ctx, { mustChangePassword: true });
      const token = await loginToken(user);
      await loginToken(user);
      const response = await api.request('POST', '/auth/change-password/', {
        json: { username: user.username, old_password: user.password, password: 'Brand1newPass' },
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ detail: 'password_changed' });
      expect(await tokensOf(user.id)).toHaveLength(0);
      expectError(
        await api.request('GET', '/auth/is-authenticated/', { token }),
        401,
        'not_authenticated',
      );
      expect(
        (
          await api.request('POST', '/auth/check-psswd-change/', {
            json: { username: user.username },
          })
        ).body,
      ).toEqual({
        must_change: false,
      });
      expectError(await api.login(user.username, user.password), 401, 'invalid_login_credentials');
      expect((await api.login(user.username, 'Brand1newPass')).status).toBe(200);
    });

    it('answers 400 invalid_password for a wrong old password', async () => {
      const user = await makeUser(ctx);
      const response = await api.request('POST', '/auth/change-password/', {
        json: { username: user.username, old_password: 'Not1theOld', password: 'Brand1newPass' },
      });
      expectError(response, 400, 'invalid_password');
      expect(response.body.error_list).toEqual([
        expect.objectContaining({ field: 'old_password', code: 'incorrect' }),
      ]);
      const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.entity_id, user.id));
      expect(audit.map((row) => row.action)).toEqual(['password_change_failed']);
      expect((await api.login(user.username, user.password)).status).toBe(200);
    });

    it.each([
      ['short', 'Ab1', ['min_length']],
      ['no upper case', 'lowercase1only', ['uppercase']],
      ['no lower case', 'UPPERCASE1ONLY', ['lowercase']],
      ['no digit', 'NoDigitsHere', ['digit']],
      ['too long', `Aa1${'x'.repeat(126)}`, ['max_length']],
      ['empty', '', ['min_length', 'uppercase', 'lowercase', 'digit']],
    ])(
      'answers 400 invalid_password for a new password that breaks the rules (%s)',
      async (_name, password, codes) => {
        const user = await makeUser(ctx);
        const response = await api.request('POST', '/auth/change-password/', {
          json: { username: user.username, old_password: user.password, password },
        });
        expectError(response, 400, 'invalid_password');
        expect(response.body.error_list.map((e: { code: string }) => e.code)).toEqual(codes);
        expect(
          response.body.error_list.every((e: { field: string }) => e.field === 'password'),
        ).toBe(true);
      },
    );

    it('answers 400 invalid_password for a new password equal to the old one', async () => {
      const user = await makeUser(ctx);
      const response = await api.request('POST', '/auth/change-password/', {
        json: { username: user.username, old_password: user.password, password: user.password },
      });
      expectError(response, 400, 'invalid_password');
      expect(response.body.error_list[0].code).toBe('same_as_old');
    });

    it('answers 404 user_not_found for an unknown username', async () => {
      const response = await api.request('POST', '/auth/change-password/', {
        json: { username: 'ghost', old_password: 'Whatever1', password: 'Brand1newPass' },
      });
      expectError(response, 404, 'user_not_found');
    });
  });

  describe('OTP reset', () => {
    const requestReset = (username: string) =>
      api.request('POST', '/auth/reset-password/', { json: { username } });
    const otpChange = (username: string, otp: string, password = 'Reset1Password') =>
      api.request('POST', '/auth/otp-change-password/', { json: { username, otp, password } });

    it('mails a 6-digit code in the user language, valid 10 minutes, as text and HTML', async () => {
      const it_ = await makeUser(ctx, { language: 'it' });
      const en = await makeUser(ctx, { language: 'en' });
      const response = await requestReset(it_.username);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ detail: 'otp_sent' });
      await requestReset(en.username);
      const mails = await ctx.readOutbox();
      const itMail = mails.filter((m) => m.to.includes(it_.email)).at(-1)!;
      const enMail = mails.filter((m) => m.to.includes(en.email)).at(-1)!;
      expect(itMail.subject).toContain('password');
      expect(itMail.text).toMatch(/codice OTP è: \d{6}/);
      expect(itMail.text).toContain('10 minuti');
      expect(enMail.text).toMatch(/Your OTP code is: \d{6}/);
      expect(enMail.text).toContain('10 minutes');
      // The HTML alternative says the same, with the same code.
      const code = itMail.text.match(/\d{6}/)![0];
      expect(itMail.html).toContain(`<html lang="it">`);
      expect(itMail.html).toContain(`codice OTP è: ${code}`);
      expect(itMail.html).toContain('10 minuti');
      expect(enMail.html).toContain(`<html lang="en">`);
      expect(enMail.html).toMatch(/Your OTP code is: \d{6}/);
    });

    it('sets a new password with the mailed code, clears the forced change and deletes the tokens', async () => {
      const user = await makeUser(ctx, { mustChangePassword: true });
      await loginToken(user);
      await requestReset(user.username);
      const code = await lastOtpFor(ctx, user.email);
      const response = await otpChange(user.username, code);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ detail: 'password_changed' });
      expect(await tokensOf(user.id)).toHaveLength(0);
      const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.must_change_password).toBe(false);
      expect((await api.login(user.username, 'Reset1Password')).status).toBe(200);
      expectError(await api.login(user.username, user.password), 401, 'invalid_login_credentials');
    });

    it('is single use', async () => {
      const user = await makeUser(ctx);
      await requestReset(user.username);
      const code = await lastOtpFor(ctx, user.email);
      expect((await otpChange(user.username, code)).status).toBe(200);
      expectError(await otpChange(user.username, code, 'Another1Password'), 401, 'invalid_otp');
      expect((await api.login(user.username, 'Reset1Password')).status).toBe(200);
    });

    it('expires after 10 minutes', async () => {
      const user = await makeUser(ctx);
      await requestReset(user.username);
      const code = await lastOtpFor(ctx, user.email);
      ctx.clock.advanceMinutes(10);
      expectError(await otpChange(user.username, code), 401, 'invalid_otp');
      expect((await api.login(user.username, user.password)).status).toBe(200);
    });

    it('still works a moment before its 10 minutes are over', async () => {
      const user = await makeUser(ctx);
      await requestReset(user.username);
      const code = await lastOtpFor(ctx, user.email);
      ctx.clock.advance(10 * 60_000 - 1000);
      expect((await otpChange(user.username, code)).status).toBe(200);
    });

    it('is cancelled by 5 wrong tries', async () => {
      const user = await makeUser(ctx);
      await requestReset(user.username);
      const code = await lastOtpFor(ctx, user.email);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i += 1)
        expectError(await otpChange(user.username, wrong), 401, 'invalid_otp');
      expectError(await otpChange(user.username, code), 401, 'invalid_otp');
      const [row] = await ctx.db.select().from(otps).where(eq(otps.user_id, user.id));
      expect(row!.attempts).toBe(5);
      expect(row!.cancelled_at).not.toBeNull();
    });

    it('survives 4 wrong tries', async () => {
      const user = await makeUser(ctx);
      await requestReset(user.username);
      const code = await lastOtpFor(ctx, user.email);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 4; i += 1)
        expectError(await otpChange(user.username, wrong), 401, 'invalid_otp');
      expect((await otpChange(user.username, code)).status).toBe(200);
    });

    it('is cancelled by a newer code', async () => {
      const user = await makeUser(ctx);
      await requestReset(user.username);
      const first = await lastOtpFor(ctx, user.email);
      await requestReset(user.username);
      const second = await lastOtpFor(ctx, user.email);
      if (first !== second) expectError(await otpChange(user.username, first), 401, 'invalid_otp');
      const live = await ctx.db
        .select()
        .from(otps)
        .where(sql`${otps.user_id} = ${user.id} and ${otps.cancelled_at} is null`);
      expect(live).toHaveLength(1);
      expect((await otpChange(user.username, second)).status).toBe(200);
    });

    it('answers 401 invalid_otp when no code was requested and for a malformed code', async () => {
      const user = await makeUser(ctx);
      expectError(await otpChange(user.username, '123456'), 401, 'invalid_otp');
      await requestReset(user.username);
      expectError(await otpChange(user.username, 'abcdef'), 401, 'invalid_otp');
    });

    it('answers 400 invalid_password for a new password that breaks the rules, keeping the code usable', async () => {
      const user = await makeUser(ctx);
      await requestReset(user.username);
      const code = await lastOtpFor(ctx, user.email);
      const response = await otpChange(user.username, code, 'weak');
      expectError(response, 400, 'invalid_password');
      expect(response.body.error_list.map((e: { code: string }) => e.code)).toEqual([
        'min_length',
        'uppercase',
        'digit',
      ]);
      expect((await otpChange(user.username, code)).status).toBe(200);
    });

    it('answers 404 user_not_found for an unknown username on both calls', async () => {
      expectError(await requestReset('ghost'), 404, 'user_not_found');
      expectError(await otpChange('ghost', '123456'), 404, 'user_not_found');
      expectError(
        await api.request('POST', '/auth/reset-password/', { json: {} }),
        400,
        'validation_error',
      );
    });
  });

  describe('rate limits', () => {
    /** A login with Basic credentials, from a browser holding `cookie` when given. */
    const loginFrom = (username: string, password: string, cookie?: string) =>
      api.request('POST', '/auth/login/', {
        headers: {
          authorization: basic(`${username}:${password}`),
          ...(cookie === undefined ? {} : { cookie }),
        },
      });
    /** The device cookie a successful login set, as a browser sends it back. */
    const deviceCookieOf = (response: TestResponse) => {
      const set = response.headers.get('set-cookie') ?? '';
      expect(set).toMatch(/^altalena_device=[0-9a-f]{64}; Path=\/api\/v1\/auth\/login\/; /);
      expect(set).toContain('HttpOnly');
      expect(set).toContain('SameSite=Strict');
      return set.split(';')[0]!;
    };
    /** Fails logins of `username` from unknown devices until one is answered 429; returns that answer. */
    async function attackUntilDelayed(username: string): Promise<TestResponse> {
      for (let attempt = 1; attempt <= LOGIN_FREE_FAILURES + 1; attempt += 1) {
        expectError(await loginFrom(username, 'Wrong1password'), 401, 'invalid_login_credentials');
      }
      const delayed = await loginFrom(username, 'Wrong1password');
      expectError(delayed, 429, 'too_many_requests');
      return delayed;
    }

    it('hold an unknown device back with a growing delay (429 and Retry-After), even with the right password, and never lock the user out', async () => {
      const user = await makeUser(ctx);
      const first = await attackUntilDelayed(user.username);
      expect(first.headers.get('retry-after')).toBe('1');
      // The right password waits too: the delay says nothing about which passwords are right.
      expectError(await loginFrom(user.username, user.password), 429, 'too_many_requests');
      // Each further failure doubles the wait.
      ctx.clock.advance(1000);
      expectError(
        await loginFrom(user.username, 'Wrong1password'),
        401,
        'invalid_login_credentials',
      );
      expect((await loginFrom(user.username, user.password)).headers.get('retry-after')).toBe('2');
      ctx.clock.advance(2000);
      expectError(
        await loginFrom(user.username, 'Wrong1password'),
        401,
        'invalid_login_credentials',
      );
      const third = await loginFrom(user.username, user.password);
      expect(third.headers.get('retry-after')).toBe('4');
      // Once the wait is over, the right password gets in and the count starts over.
      ctx.clock.advance(4000);
      expect((await loginFrom(user.username, user.password)).status).toBe(200);
      expectError(
        await loginFrom(user.username, 'Wrong1password'),
        401,
        'invalid_login_credentials',
      );
      // An unknown username is held back alike: the answers tell nothing about who exists.
      expect((await attackUntilDelayed('nobody-at-all')).headers.get('retry-after')).toBe('1');
    });

    it("let a known device in with the right password while an attacker's failures hold the user back elsewhere", async () => {
      const user = await makeUser(ctx);
      const other = await makeUser(ctx);
      const ok = await loginFrom(user.username, user.password);
      expect(ok.status).toBe(200);
      const cookie = deviceCookieOf(ok);
      // The same browser logs in as another user too: it is known to both, each on their own.
      expect((await loginFrom(other.username, other.password, cookie)).status).toBe(200);

      // The attacker keeps failing, each time the wait is over, until the wait reaches its cap.
      let retryAfter = Number((await attackUntilDelayed(user.username)).headers.get('retry-after'));
      for (let attempt = 0; attempt < 40 && retryAfter < LOGIN_MAX_DELAY_SECONDS; attempt += 1) {
        ctx.clock.advance(retryAfter * 1000);
        expect((await loginFrom(user.username, 'Wrong1password')).status).toBe(401);
        retryAfter = Number(
          (await loginFrom(user.username, 'Wrong1password')).headers.get('retry-after'),
        );
      }
      expect(retryAfter).toBe(LOGIN_MAX_DELAY_SECONDS);
      expectError(await loginFrom(user.username, user.password), 429, 'too_many_requests');

      const known = await loginFrom(user.username, user.password, cookie);
      expect(known.status).toBe(200);
      expect(loginResponse.parse(known.body).token).toMatch(/^[0-9a-f]{64}$/);
      // The known device keeps its token; the attacker is still held back.
      expect(deviceCookieOf(known)).toBe(cookie);
      expectError(await loginFrom(user.username, user.password), 429, 'too_many_requests');

      // A forged token, or a device known only to another user, is an unknown device.
      const forged = `altalena_device=${'ab'.repeat(32)}`;
      expectError(await loginFrom(user.username, user.password, forged), 429, 'too_many_requests');
      await attackUntilDelayed(other.username);
      const stranger = await makeUser(ctx);
      const strangerDevice = deviceCookieOf(await loginFrom(stranger.username, stranger.password));
      expectError(
        await loginFrom(other.username, other.password, strangerDevice),
        429,
        'too_many_requests',
      );
      expect((await loginFrom(other.username, other.password, cookie)).status).toBe(200);

      // A known device's own failures delay that device only.
      for (let attempt = 1; attempt <= LOGIN_FREE_FAILURES + 1; attempt += 1) {
        await loginFrom(other.username, 'Wrong1password', cookie);
      }
      expectError(
        await loginFrom(other.username, other.password, cookie),
        429,
        'too_many_requests',
      );
      expect((await loginFrom(user.username, user.password, cookie)).status).toBe(200);
    });

    it('keep the per-IP limit on logins, whatever the usernames and devices', async () => {
      const user = await makeUser(ctx);
      const cookie = deviceCookieOf(await loginFrom(user.username, user.password));
      for (let attempt = 1; attempt < RATE_LIMITS.login.perIp; attempt += 1) {
        expect((await loginFrom(`someone${attempt}`, 'Wrong1password')).status).toBe(401);
      }
      const refused = await loginFrom(user.username, user.password, cookie);
      expectError(refused, 429, 'too_many_requests');
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      ctx.clock.advance(retryAfter * 1000);
      expect((await loginFrom(user.username, user.password, cookie)).status).toBe(200);
    });

    it('refuse an IP after too many reset requests, whatever the usernames', async () => {
      for (let i = 0; i < RATE_LIMITS.resetPassword.perIp; i += 1) {
        expectError(
          await api.request('POST', '/auth/reset-password/', { json: { username: `ghost${i}` } }),
          404,
          'user_not_found',
        );
      }
      const refused = await api.request('POST', '/auth/reset-password/', {
        json: { username: 'ghost-last' },
      });
      expectError(refused, 429, 'too_many_requests');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('throttle the OTP calls per username', async () => {
      const user = await makeUser(ctx);
      for (let i = 0; i < RATE_LIMITS.otpChangePassword.perUsername; i += 1) {
        await api.request('POST', '/auth/otp-change-password/', {
          json: { username: user.username, otp: '000000', password: 'Reset1Password' },
        });
      }
      expectError(
        await api.request('POST', '/auth/otp-change-password/', {
          json: { username: user.username, otp: '000000', password: 'Reset1Password' },
        }),
        429,
        'too_many_requests',
      );
    });

    it("throttle the login's first step per IP only, so that nobody can stop a user's web login with it", async () => {
      const user = await makeUser(ctx);
      const check = () =>
        api.request('POST', '/auth/check-psswd-change/', { json: { username: user.username } });
      for (let i = 0; i < RATE_LIMITS.checkPasswordChange.perIp; i += 1) {
        expect((await check()).status).toBe(200);
      }
      expectError(await check(), 429, 'too_many_requests');
    });

    it('count in the database, so that every API process shares the counters', async () => {
      const user = await makeUser(ctx);
      await api.request('POST', '/auth/check-psswd-change/', { json: { username: user.username } });
      await api.request('POST', '/auth/check-psswd-change/', { json: { username: user.username } });
      const rows = await ctx.db.select().from(rateLimits);
      expect(rows).toContainEqual(
        expect.objectContaining({ bucket: 'checkPasswordChange:ip:127.0.0.1', count: 2 }),
      );
      await api.login(user.username, 'Wrong1password');
      expect(await ctx.db.select().from(loginThrottles)).toContainEqual(
        expect.objectContaining({ key: `user:${user.username}`, failures: 1 }),
      );
    });
  });

  describe('storage and audit', () => {
    it('keeps argon2id hashes and never a password, token or OTP in clear', async () => {
      const user = await makeUser(ctx, { password: 'Clear1Password' });
      const token = await loginToken(user);
      await api.request('POST', '/auth/reset-password/', { json: { username: user.username } });
      const code = await lastOtpFor(ctx, user.email);
      await api.request('POST', '/auth/otp-change-password/', {
        json: {
          username: user.username,
          otp: '999999' === code ? '000000' : '999999',
          password: 'Next1Password',
        },
      });
      await api.request('POST', '/auth/change-password/', {
        json: {
          username: user.username,
          old_password: 'Clear1Password',
          password: 'Final1Password',
        },
      });
      const newToken = await loginToken({ username: user.username, password: 'Final1Password' });
      const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.password_hash.startsWith('$argon2id$')).toBe(true);
      const dump = JSON.stringify(
        await Promise.all(
          [users, authTokens, otps, auditLog, rateLimits].map((table) =>
            ctx.db.select().from(table),
          ),
        ),
      );
      for (const secret of [
        token,
        newToken,
        code,
        'Clear1Password',
        'Final1Password',
        'Next1Password',
      ]) {
        expect(dump).not.toContain(secret);
      }
    });

    it('writes every auth event with user, IP and time', async () => {
      const user = await makeUser(ctx);
      await api.login(user.username, 'Wrong1password');
      const token = await loginToken(user);
      await api.request('POST', '/auth/logout/', { token });
      const again = await loginToken(user);
      await api.request('POST', '/auth/logout-all/', { token: again });
      await api.request('POST', '/auth/reset-password/', { json: { username: user.username } });
      await api.request('POST', '/auth/otp-change-password/', {
        json: {
          username: user.username,
          otp: await lastOtpFor(ctx, user.email),
          password: 'Reset1Password',
        },
      });
      const rows = await ctx.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entity_id, user.id))
        .orderBy(auditLog.id);
      expect(rows.map((r) => r.action)).toEqual([
        'login_failed',
        'login_ok',
        'logout',
        'login_ok',
        'logout_all',
        'reset_requested',
        'password_changed',
      ]);
      for (const row of rows) {
        expect(row.entity).toBe('user');
        expect(row.ip).toBe('127.0.0.1');
        expect(row.at.toISOString()).toBe(ctx.clock.now().toISOString());
      }
      expect(rows.find((r) => r.action === 'login_ok')!.user_id).toBe(user.id);
    });
  });

  it('documents every auth route in openapi.json with its answers', async () => {
    const response = await api.request('GET', '/openapi.json');
    expect(response.status).toBe(200);
    const paths = response.body.paths as Record<
      string,
      Record<string, { responses: Record<string, unknown> }>
    >;
    const expected: [string, string, string[]][] = [
      ['/api/v1/auth/login/', 'post', ['200', '401', '429']],
      ['/api/v1/auth/logout/', 'post', ['204', '401']],
      ['/api/v1/auth/logout-all/', 'post', ['204', '401']],
      ['/api/v1/auth/is-authenticated/', 'get', ['200', '401', '403']],
      ['/api/v1/auth/reset-password/', 'post', ['200', '404', '429']],
      ['/api/v1/auth/otp-change-password/', 'post', ['200', '400', '401', '404', '429']],
      ['/api/v1/auth/check-psswd-change/', 'post', ['200', '404', '429']],
      ['/api/v1/auth/change-password/', 'post', ['200', '400', '404', '429']],
      ['/api/v1/users/me/', 'get', ['200', '401']],
    ];
    for (const [path, method, codes] of expected) {
      expect(Object.keys(paths[path]?.[method]?.responses ?? {})).toEqual(
        expect.arrayContaining(codes),
      );
    }
  });
});
