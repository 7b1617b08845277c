import { eq } from 'drizzle-orm';
import { auditLog } from './db/schema';
import { createTestContext, testDrivers, type TestContext } from './testing';

const failedLogin = (ctx: TestContext) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login/',
    remoteAddress: '10.0.0.5',
    headers: {
      authorization: `Basic ${Buffer.from('nobody:Wrong1password').toString('base64')}`,
      'x-forwarded-for': '203.0.113.7',
    },
  });

const auditedIps = async (ctx: TestContext) =>
  (await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'login_failed'))).map(
    (row) => row.ip,
  );

describe.each(await testDrivers())('client address behind a proxy on %s', (driver) => {
  it('ignores X-Forwarded-For unless TRUST_PROXY says a proxy is in front', async () => {
    const ctx = await createTestContext({ driver });
    try {
      expect((await failedLogin(ctx)).statusCode).toBe(401);
      expect(await auditedIps(ctx)).toEqual(['10.0.0.5']);
    } finally {
      await ctx.close();
    }
  });

  it('takes the client from X-Forwarded-For when the peer is a trusted proxy', async () => {
    const ctx = await createTestContext({
      driver,
      env: { TRUST_PROXY: '10.0.0.0/8, 192.168.1.1' },
    });
    try {
      expect((await failedLogin(ctx)).statusCode).toBe(401);
      expect(await auditedIps(ctx)).toEqual(['203.0.113.7']);
    } finally {
      await ctx.close();
    }
  });
});

describe('client address behind an untrusted peer', () => {
  it('keeps the peer address when the peer is not one of the trusted proxies', async () => {
    const ctx = await createTestContext({ driver: 'pglite', env: { TRUST_PROXY: '192.168.1.1' } });
    try {
      expect((await failedLogin(ctx)).statusCode).toBe(401);
      expect(await auditedIps(ctx)).toEqual(['10.0.0.5']);
    } finally {
      await ctx.close();
    }
  });
});
