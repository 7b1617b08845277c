import { eq } from 'drizzle-orm';
import { issueToken } from '../auth/session';
import { customers, users } from '../db/schema';
import { listen, makeUser, type TestApi, type TestResponse } from './client';
import type { TestContext } from './context';

/** Request options of a signed-in test client. */
export interface CallOptions {
  json?: unknown;
  headers?: Record<string, string>;
}

/** A test client acting as one user (or anonymously). */
export interface Caller {
  /** The user's id (0 for anonymous). */
  userId: number;
  request(method: string, path: string, options?: CallOptions): Promise<TestResponse>;
  get(path: string): Promise<TestResponse>;
  post(path: string, json?: unknown): Promise<TestResponse>;
  /** PATCH with `If-Match` set to the given version (omit it with `null`). */
  patch(path: string, json: unknown, version: number | null): Promise<TestResponse>;
  /** PUT with `If-Match` set to the given version. */
  put(path: string, json: unknown, version: number | null): Promise<TestResponse>;
  delete(path: string, version?: number): Promise<TestResponse>;
}

/** Signed-in clients of the two roles over real HTTP, with two customers A and B. */
export interface DomainWorld {
  api: TestApi;
  anonymous: Caller;
  admin: Caller;
  /** A user of customer A. */
  customerA: Caller;
  /** A user of customer B. */
  customerB: Caller;
  customerAId: number;
  customerBId: number;
  /** A new signed-in client for another user of the database. */
  callerFor(userId: number): Promise<Caller>;
}

function callerOf(api: TestApi, userId: number, token: string | undefined): Caller {
  const request: Caller['request'] = (method, path, options = {}) =>
    api.request(method, path, { token, json: options.json, headers: options.headers });
  const withVersion = (version: number | null | undefined): Record<string, string> =>
    version === null || version === undefined ? {} : { 'if-match': `"${version}"` };
  return {
    userId,
    request,
    get: (path) => request('GET', path),
    post: (path, json) => request('POST', path, { json }),
    patch: (path, json, version) => request('PATCH', path, { json, headers: withVersion(version) }),
    put: (path, json, version) => request('PUT', path, { json, headers: withVersion(version) }),
    delete: (path, version) => request('DELETE', path, { headers: withVersion(version) }),
  };
}

let sequence = 0;

/** Inserts a customer row directly (for fixtures); returns its id. */
export async function insertCustomer(ctx: TestContext, name: string): Promise<number> {
  sequence += 1;
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(customers)
    .values({
      name,
      customer_type: 'municipality',
      email: `customer${sequence}@example.com`,
      address: 'Via Roma 1',
      city: 'Firenze',
      created_at: now,
      updated_at: now,
    })
    .returning({ id: customers.id });
  if (!row) throw new Error('no customer inserted');
  return row.id;
}

/** Starts the app of `ctx` and signs in an admin and one user of each of two customers. */
export async function domainWorld(ctx: TestContext): Promise<DomainWorld> {
  const api = await listen(ctx);
  const admin = await makeUser(ctx, { isAdmin: true });
  const customerAId = await insertCustomer(ctx, 'Comune di Alfa');
  const customerBId = await insertCustomer(ctx, 'Comune di Beta');
  const userA = await makeUser(ctx);
  const userB = await makeUser(ctx);
  await ctx.db.update(users).set({ customer_id: customerAId }).where(eq(users.id, userA.id));
  await ctx.db.update(users).set({ customer_id: customerBId }).where(eq(users.id, userB.id));
  const callerFor = async (userId: number) => {
    const { token } = await issueToken(ctx.db, userId, ctx.clock.now(), 24 * 365);
    return callerOf(api, userId, token);
  };
  return {
    api,
    anonymous: callerOf(api, 0, undefined),
    admin: await callerFor(admin.id),
    customerA: await callerFor(userA.id),
    customerB: await callerFor(userB.id),
    customerAId,
    customerBId,
    callerFor,
  };
}
