import type { AddressInfo } from 'node:net';
import type { UserLanguage } from '@altalena/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import type { TestContext } from './context';
import { createUser, type UserRow } from '../users/service';

/** An answer of the test server, the body parsed when it is JSON. */
export interface TestResponse {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary answer shapes.
  body: any;
  /** The answer's bytes as sent (PDFs, images). */
  bytes: Buffer;
}

/** Options of one test request. */
export interface TestRequestOptions {
  headers?: Record<string, string>;
  json?: unknown;
  token?: string;
}

/** A client of the test context's app listening on a real port of 127.0.0.1. */
export interface TestApi {
  request(method: string, path: string, options?: TestRequestOptions): Promise<TestResponse>;
  /** POST /auth/login/ with Basic credentials. */
  login(username: string, password: string): Promise<TestResponse>;
}

/** Starts the app of a test context on an ephemeral port and returns a client of `/api/v1`. */
export async function listen(ctx: TestContext): Promise<TestApi> {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = ctx.app.server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}/api/v1`;
  const request: TestApi['request'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token !== undefined) headers.authorization = `Token ${options.token}`;
    let body: string | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await fetch(`${base}${path}`, { method, headers, body });
    const bytes = Buffer.from(await response.arrayBuffer());
    const raw = bytes.toString('utf8');
    const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
    return {
      status: response.status,
      headers: response.headers,
      body: isJson && raw ? JSON.parse(raw) : raw,
      bytes,
    };
  };
  return {
    request,
    login: (username, password) =>
      request('POST', '/auth/login/', {
        headers: {
          authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`,
        },
      }),
  };
}

let counter = 0;

/** A user with a known password, created directly in the database. */
export async function makeUser(
  ctx: TestContext,
  overrides: Partial<{
    username: string;
    password: string;
    isAdmin: boolean;
    language: UserLanguage;
    mustChangePassword: boolean;
    isActive: boolean;
  }> = {},
): Promise<UserRow & { password: string }> {
  counter += 1;
  const password = overrides.password ?? 'Initial1pass';
  const user = await createUser(
    ctx.deps,
    {
      username: overrides.username ?? `user${counter}`,
      email: `user${counter}@example.com`,
      password,
      firstName: 'Maria',
      lastName: 'Rossi',
      isAdmin: overrides.isAdmin ?? false,
      language: overrides.language ?? 'it',
      mustChangePassword: overrides.mustChangePassword ?? false,
    },
    ctx.clock.now(),
  );
  if (overrides.isActive === false) {
    await ctx.db.update(users).set({ is_active: false }).where(eq(users.id, user.id));
    return { ...user, is_active: false, password };
  }
  return { ...user, password };
}

/** The 6-digit code of the latest mail sent to an address. */
export async function lastOtpFor(ctx: TestContext, email: string): Promise<string> {
  const mails = (await ctx.readOutbox()).filter((mail) => mail.to.includes(email));
  const last = mails.at(-1);
  const code = last?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no OTP mail to ${email}`);
  return code;
}
