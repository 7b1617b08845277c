import { labelCode } from '@altalena/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../auth/session';
import { lastOtpFor, makeUser } from '../../testing/client';
import { inspectionReports, users } from '../../db/schema';
import { createTestContext, testDrivers, type TestContext } from '../../testing';
import { domainWorld, type DomainWorld } from '../../testing/world';
import { buildFixtures, PNG_BYTES, unique, type Fixtures, type OwnedObjects } from './fixtures';
import {
  apiOperations,
  isErrorBody,
  rawClient,
  type RawClient,
  type RawResponse,
} from '../../testing/apiOperations';

/** The callers of every cell: nobody, an admin, a user of customer A, a user of customer B. */
const CALLERS = ['anonymous', 'admin', 'customerA', 'customerB'] as const;
type Who = (typeof CALLERS)[number];

/** Whose objects a request names: A's, B's, or ids that do not exist. */
type Owner = 'a' | 'b' | 'missing';

/** An id no row has. */
const MISSING = 2_147_483_647;

/** One request of the matrix, before the caller's credentials are added. */
interface Call {
  path: string;
  json?: unknown;
  multipart?: FormData;
  headers?: Record<string, string>;
  /** Replaces the caller's `Authorization` (login, logout: their own credentials). */
  authorization?: string;
}

/** What the table holds for one route + method. */
interface Row {
  /** Expected statuses when the request names customer A's objects (or a collection). */
  expect: Record<Who, number>;
  /** Builds the request as `who` naming `owner`'s objects (fresh ones when the call uses them up). */
  build(env: Env, owner: Owner, who: Who): Promise<Call>;
}

/** What the builders use: the fixture world, the clients, the context. */
interface Env {
  ctx: TestContext;
  world: DomainWorld;
  fx: Fixtures;
  send: RawClient;
}

// Status shorthands per docs/api.md#roles-and-scoping: [admin, customer A on A's objects, customer B on A's
// objects].
const adminOnly = (ok: number): Record<Who, number> => ({
  anonymous: 401,
  admin: ok,
  customerA: 404,
  customerB: 404,
});
const shared = (ok: number): Record<Who, number> => ({
  anonymous: 401,
  admin: ok,
  customerA: ok,
  customerB: ok,
});
const owned = (ok: number, forB = 404): Record<Who, number> => ({
  anonymous: 401,
  admin: ok,
  customerA: ok,
  customerB: forB,
});
/** Customers see it but may not do it (404 for both, like a missing id). */
const adminWrite = (ok: number): Record<Who, number> => adminOnly(ok);
const publicRoute = (ok: number): Record<Who, number> => ({
  anonymous: ok,
  admin: ok,
  customerA: ok,
  customerB: ok,
});

function objectsOf(env: Env, owner: Owner): OwnedObjects | undefined {
  return owner === 'missing' ? undefined : env.fx[owner];
}

function customerOf(env: Env, owner: Owner): number {
  return owner === 'b' ? env.world.customerBId : env.world.customerAId;
}

/** The current version of an item, as admin sees it (for `If-Match`). */
async function versionOf(env: Env, path: string): Promise<string> {
  const read = await env.world.admin.get(path);
  return `"${read.status === 200 ? read.body.version : 1}"`;
}

/** A fresh object of `owner` made by `create`, or MISSING for ids that do not exist. */
async function fresh(env: Env, owner: Owner, create: (customerId: number) => Promise<number>) {
  return owner === 'missing' ? MISSING : create(customerOf(env, owner));
}

/** Signed inspections by customer: reading a report uses nothing up, so each is signed (rendered) once. */
const signedInspections = new WeakMap<Env, Map<number, Promise<number>>>();

/** A completed inspection of a park of the customer, signed by the admin: it has its report. */
function signedInspection(env: Env, customerId: number): Promise<number> {
  let byCustomer = signedInspections.get(env);
  if (!byCustomer) {
    byCustomer = new Map();
    signedInspections.set(env, byCustomer);
  }
  let signed = byCustomer.get(customerId);
  if (!signed) {
    signed = signNewInspection(env, customerId);
    byCustomer.set(customerId, signed);
  }
  return signed;
}

async function signNewInspection(env: Env, customerId: number): Promise<number> {
  const id = await env.fx.make.completedInspection(await env.fx.make.park(customerId));
  const signed = await env.world.admin.request('POST', `/inspections/${id}/sign/`, {
    headers: { 'if-match': await versionOf(env, `/inspections/${id}/`) },
  });
  expect(signed.status).toBe(200);
  return id;
}

/** A write to an existing item: a valid body and the item's current version in `If-Match`. */
async function itemWrite(env: Env, path: string, json?: unknown): Promise<Call> {
  return { path, json, headers: { 'if-match': await versionOf(env, path) } };
}

const customerBody = () => ({
  name: `Comune ${unique()}`,
  customer_type: 'municipality',
  email: 'protocollo@example.com',
  address: 'Piazza Mino 24',
  city: 'Fiesole',
});
const contractBody = (customerId: number) => ({
  customer_id: customerId,
  number: `CC-${unique()}`,
  start_date: '2024-01-01',
  status: 'active',
  services: ['routine_visual'],
});
const installerBody = () => ({
  company_name: `Installatori ${unique()}`,
  vat_number: '01307110484',
  email: 'info@example.com',
});
const installerContractBody = (installerId: number) => ({
  installer_id: installerId,
  number: `IC-${unique()}`,
  start_date: '2024-01-01',
  status: 'active',
  scope: ['repair'],
});
const quoteTypeBody = () => ({
  code: `qt_${unique()}`,
  label_it: 'Riparazioni',
  label_en: 'Repairs',
});
const selectBody = () => ({
  list_key: 'material',
  code: `m_${unique()}`,
  label_it: 'Legno',
  label_en: 'Wood',
});
const userBody = () => {
  const name = `u${unique()}`;
  return { username: name, email: `${name}@example.com`, password: 'Initial1pass' };
};
const parkBody = (customerId: number) => ({
  customer_id: customerId,
  name: `Parco ${unique()}`,
  address: 'Via dei Giardini 1',
  city: 'Firenze',
  latitude: 43.77,
  longitude: 11.25,
});
const inspectionBody = (parkId: number) => ({
  park_id: parkId,
  type: 'routine_visual',
  scheduled_for: '2024-06-01',
});
const findingBody = (itemId: number) => ({
  item_id: itemId,
  description: 'Bullone allentato',
  risk_level: 'medium',
  recommended_action: 'repair',
});

/** A fresh signed-in user like `who` (for logout, which ends the session it is called with). */
async function freshUser(env: Env, who: Who) {
  const user = await makeUser(env.ctx, { isAdmin: who === 'admin' });
  if (who === 'customerA' || who === 'customerB') {
    const customerId = who === 'customerA' ? env.world.customerAId : env.world.customerBId;
    await env.ctx.db.update(users).set({ customer_id: customerId }).where(eq(users.id, user.id));
  }
  const { token } = await issueToken(env.ctx.db, user.id, env.ctx.clock.now(), 24);
  return { user, token };
}

/** A fresh quote of `owner` in `state`; returns its inspection id (MISSING for `missing`). */
async function freshQuote(env: Env, owner: Owner, sent: boolean) {
  return fresh(env, owner, (customerId) => env.fx.make.quotedInspection(customerId, sent));
}

/** The path of the quote of an inspection. */
const quotePath = (inspectionId: number) => `/inspections/${inspectionId}/quote/`;

/**
 * The role matrix of `/api/v1` (docs/api.md#roles-and-scoping). Item routes name customer A's objects;
 * customer B gets the 404 of a missing id. Every route + method of the OpenAPI document must be listed here.
 */
const table: Record<string, Row> = {
  // Auth: public routes answer everyone; the others want a session.
  'POST /auth/login/': {
    expect: publicRoute(200),
    async build(env, _owner, who) {
      const { user } = await freshUser(env, who);
      const basic = Buffer.from(`${user.username}:${user.password}`).toString('base64');
      return { path: '/auth/login/', authorization: `Basic ${basic}` };
    },
  },
  'POST /auth/logout/': {
    expect: shared(204),
    async build(env, _owner, who) {
      const { token } = await freshUser(env, who);
      return { path: '/auth/logout/', authorization: `Token ${token}` };
    },
  },
  'POST /auth/logout-all/': {
    expect: shared(204),
    async build(env, _owner, who) {
      const { token } = await freshUser(env, who);
      return { path: '/auth/logout-all/', authorization: `Token ${token}` };
    },
  },
  'GET /auth/is-authenticated/': {
    expect: shared(200),
    build: async () => ({ path: '/auth/is-authenticated/' }),
  },
  'POST /auth/reset-password/': {
    expect: publicRoute(200),
    async build(env, _owner, who) {
      const { user } = await freshUser(env, who);
      return { path: '/auth/reset-password/', json: { username: user.username } };
    },
  },
  'POST /auth/otp-change-password/': {
    expect: publicRoute(200),
    async build(env, _owner, who) {
      const { user } = await freshUser(env, who);
      const reset = await env.world.anonymous.post('/auth/reset-password/', {
        username: user.username,
      });
      expect(reset.status).toBe(200);
      const otp = await lastOtpFor(env.ctx, user.email);
      return {
        path: '/auth/otp-change-password/',
        json: { username: user.username, password: 'Changed1pass', otp },
      };
    },
  },
  'POST /auth/check-psswd-change/': {
    expect: publicRoute(200),
    async build(env, _owner, who) {
      const { user } = await freshUser(env, who);
      return { path: '/auth/check-psswd-change/', json: { username: user.username } };
    },
  },
  'POST /auth/change-password/': {
    expect: publicRoute(200),
    async build(env, _owner, who) {
      const { user } = await freshUser(env, who);
      return {
        path: '/auth/change-password/',
        json: { username: user.username, old_password: user.password, password: 'Changed1pass' },
      };
    },
  },
  'GET /users/me/': { expect: shared(200), build: async () => ({ path: '/users/me/' }) },
  'PATCH /users/me/': {
    expect: shared(200),
    // Everyone changes their own user, with its version.
    async build(env, _owner, who) {
      const caller = who === 'anonymous' ? env.world.admin : env.world[who];
      const me = await caller.get('/users/me/');
      return {
        path: '/users/me/',
        json: { reminder_opt_outs: ['finding_overdue'] },
        headers: { 'if-match': `"${me.body.version}"` },
      };
    },
  },
  'GET /settings/': { expect: publicRoute(200), build: async () => ({ path: '/settings/' }) },

  // Admin-only resources: 404 for customer users on every method.
  'GET /customers/': { expect: adminOnly(200), build: async () => ({ path: '/customers/' }) },
  'POST /customers/': {
    expect: adminOnly(201),
    build: async () => ({ path: '/customers/', json: customerBody() }),
  },
  'GET /customers/{id}/': {
    expect: adminOnly(200),
    build: async (env, owner) => ({
      path: `/customers/${objectsOf(env, owner)?.customer ?? MISSING}/`,
    }),
  },
  'PUT /customers/{id}/': {
    expect: adminOnly(200),
    build: async (env, owner) =>
      itemWrite(env, `/customers/${objectsOf(env, owner)?.customer ?? MISSING}/`, customerBody()),
  },
  'PATCH /customers/{id}/': {
    expect: adminOnly(200),
    build: async (env, owner) =>
      itemWrite(env, `/customers/${objectsOf(env, owner)?.customer ?? MISSING}/`, { notes: 'x' }),
  },
  'DELETE /customers/{id}/': {
    expect: adminOnly(204),
    async build(env, owner) {
      const id = await fresh(env, owner, async () => {
        const response = await env.world.admin.post('/customers/', customerBody());
        return response.body.id;
      });
      return itemWrite(env, `/customers/${id}/`);
    },
  },
  'GET /customer-contracts/': {
    expect: adminOnly(200),
    build: async () => ({ path: '/customer-contracts/' }),
  },
  'POST /customer-contracts/': {
    expect: adminOnly(201),
    build: async (env, owner) => ({
      path: '/customer-contracts/',
      json: contractBody(customerOf(env, owner)),
    }),
  },
  'GET /customer-contracts/{id}/': {
    expect: adminOnly(200),
    build: async (env, owner) => ({
      path: `/customer-contracts/${objectsOf(env, owner)?.contract ?? MISSING}/`,
    }),
  },
  'PUT /customer-contracts/{id}/': {
    expect: adminOnly(200),
    build: async (env, owner) =>
      itemWrite(
        env,
        `/customer-contracts/${objectsOf(env, owner)?.contract ?? MISSING}/`,
        contractBody(customerOf(env, owner)),
      ),
  },
  'PATCH /customer-contracts/{id}/': {
    expect: adminOnly(200),
    build: async (env, owner) =>
      itemWrite(env, `/customer-contracts/${objectsOf(env, owner)?.contract ?? MISSING}/`, {
        notes: 'rinnovo',
      }),
  },
  'DELETE /customer-contracts/{id}/': {
    expect: adminOnly(204),
    async build(env, owner) {
      const id = await fresh(env, owner, (customerId) => env.fx.make.contract(customerId));
      return itemWrite(env, `/customer-contracts/${id}/`);
    },
  },
  'GET /installers/': { expect: adminOnly(200), build: async () => ({ path: '/installers/' }) },
  'POST /installers/': {
    expect: adminOnly(201),
    build: async () => ({ path: '/installers/', json: installerBody() }),
  },
  'GET /installers/{id}/': {
    expect: adminOnly(200),
    build: async (env) => ({ path: `/installers/${env.fx.admin.installer}/` }),
  },
  'PUT /installers/{id}/': {
    expect: adminOnly(200),
    build: async (env) => itemWrite(env, `/installers/${env.fx.admin.installer}/`, installerBody()),
  },
  'PATCH /installers/{id}/': {
    expect: adminOnly(200),
    build: async (env) =>
      itemWrite(env, `/installers/${env.fx.admin.installer}/`, { city: 'Prato' }),
  },
  'DELETE /installers/{id}/': {
    expect: adminOnly(204),
    build: async (env) => itemWrite(env, `/installers/${await env.fx.make.installer()}/`),
  },
  'GET /installer-contracts/': {
    expect: adminOnly(200),
    build: async () => ({ path: '/installer-contracts/' }),
  },
  'POST /installer-contracts/': {
    expect: adminOnly(201),
    build: async (env) => ({
      path: '/installer-contracts/',
      json: installerContractBody(env.fx.admin.installer),
    }),
  },
  'GET /installer-contracts/{id}/': {
    expect: adminOnly(200),
    build: async (env) => ({ path: `/installer-contracts/${env.fx.admin.installerContract}/` }),
  },
  'PUT /installer-contracts/{id}/': {
    expect: adminOnly(200),
    build: async (env) =>
      itemWrite(
        env,
        `/installer-contracts/${env.fx.admin.installerContract}/`,
        installerContractBody(env.fx.admin.installer),
      ),
  },
  'PATCH /installer-contracts/{id}/': {
    expect: adminOnly(200),
    build: async (env) =>
      itemWrite(env, `/installer-contracts/${env.fx.admin.installerContract}/`, { notes: 'x' }),
  },
  'DELETE /installer-contracts/{id}/': {
    expect: adminOnly(204),
    build: async (env) =>
      itemWrite(
        env,
        `/installer-contracts/${await env.fx.make.installerContract(env.fx.admin.installer)}/`,
      ),
  },
  'GET /quote-types/': { expect: adminOnly(200), build: async () => ({ path: '/quote-types/' }) },
  'POST /quote-types/': {
    expect: adminOnly(201),
    build: async () => ({ path: '/quote-types/', json: quoteTypeBody() }),
  },
  'GET /quote-types/{id}/': {
    expect: adminOnly(200),
    build: async (env) => ({ path: `/quote-types/${env.fx.admin.quoteType}/` }),
  },
  'PUT /quote-types/{id}/': {
    expect: adminOnly(200),
    build: async (env) => {
      const current = await env.world.admin.get(`/quote-types/${env.fx.admin.quoteType}/`);
      return itemWrite(env, `/quote-types/${env.fx.admin.quoteType}/`, {
        code: current.body.code,
        label_it: 'Riparazioni',
        label_en: 'Repairs',
      });
    },
  },
  'PATCH /quote-types/{id}/': {
    expect: adminOnly(200),
    build: async (env) =>
      itemWrite(env, `/quote-types/${env.fx.admin.quoteType}/`, { label_en: 'Repair works' }),
  },
  'DELETE /quote-types/{id}/': {
    expect: adminOnly(204),
    build: async (env) => itemWrite(env, `/quote-types/${await env.fx.make.quoteType()}/`),
  },
  'GET /users/admins/': { expect: adminOnly(200), build: async () => ({ path: '/users/admins/' }) },
  'POST /users/admins/': {
    expect: adminOnly(201),
    build: async () => ({ path: '/users/admins/', json: userBody() }),
  },
  'GET /users/admins/{id}/': {
    expect: adminOnly(200),
    build: async (env) => ({ path: `/users/admins/${env.fx.admin.adminUser}/` }),
  },
  'PUT /users/admins/{id}/': {
    expect: adminOnly(200),
    async build(env) {
      const current = await env.world.admin.get(`/users/admins/${env.fx.admin.adminUser}/`);
      return itemWrite(env, `/users/admins/${env.fx.admin.adminUser}/`, {
        username: current.body.username,
        email: current.body.email,
        first_name: 'Anna',
      });
    },
  },
  'PATCH /users/admins/{id}/': {
    expect: adminOnly(200),
    build: async (env) =>
      itemWrite(env, `/users/admins/${env.fx.admin.adminUser}/`, { last_name: 'Bianchi' }),
  },
  'DELETE /users/admins/{id}/': {
    expect: adminOnly(204),
    build: async (env) => itemWrite(env, `/users/admins/${await env.fx.make.adminUser()}/`),
  },
  'POST /users/admins/{id}/set-password/': {
    expect: adminOnly(200),
    build: async (env) => ({
      path: `/users/admins/${env.fx.admin.adminUser}/set-password/`,
      json: { password: 'Another1pass' },
      headers: { 'if-match': await versionOf(env, `/users/admins/${env.fx.admin.adminUser}/`) },
    }),
  },
  'GET /users/customers/': {
    expect: adminOnly(200),
    build: async () => ({ path: '/users/customers/' }),
  },
  'POST /users/customers/': {
    expect: adminOnly(201),
    build: async (env, owner) => ({
      path: '/users/customers/',
      json: { ...userBody(), customer_id: customerOf(env, owner) },
    }),
  },
  'GET /users/customers/{id}/': {
    expect: adminOnly(200),
    build: async (env) => ({ path: `/users/customers/${env.fx.admin.customerUser}/` }),
  },
  'PUT /users/customers/{id}/': {
    expect: adminOnly(200),
    async build(env) {
      const current = await env.world.admin.get(`/users/customers/${env.fx.admin.customerUser}/`);
      return itemWrite(env, `/users/customers/${env.fx.admin.customerUser}/`, {
        username: current.body.username,
        email: current.body.email,
        customer_id: env.world.customerAId,
      });
    },
  },
  'PATCH /users/customers/{id}/': {
    expect: adminOnly(200),
    build: async (env) =>
      itemWrite(env, `/users/customers/${env.fx.admin.customerUser}/`, { first_name: 'Luca' }),
  },
  'DELETE /users/customers/{id}/': {
    expect: adminOnly(204),
    build: async (env) =>
      itemWrite(env, `/users/customers/${await env.fx.make.customerUser(env.world.customerAId)}/`),
  },
  'POST /users/customers/{id}/set-password/': {
    expect: adminOnly(200),
    build: async (env) => ({
      path: `/users/customers/${env.fx.admin.customerUser}/set-password/`,
      json: { password: 'Another1pass' },
      headers: {
        'if-match': await versionOf(env, `/users/customers/${env.fx.admin.customerUser}/`),
      },
    }),
  },

  // Selects: everyone signed in reads them; only admins write.
  'GET /selects/': { expect: shared(200), build: async () => ({ path: '/selects/' }) },
  'POST /selects/': {
    expect: adminWrite(201),
    build: async () => ({ path: '/selects/', json: selectBody() }),
  },
  'GET /selects/{id}/': {
    expect: shared(200),
    build: async (env) => ({ path: `/selects/${env.fx.admin.select}/` }),
  },
  'PUT /selects/{id}/': {
    expect: adminWrite(200),
    async build(env) {
      const current = await env.world.admin.get(`/selects/${env.fx.admin.select}/`);
      return itemWrite(env, `/selects/${env.fx.admin.select}/`, {
        list_key: current.body.list_key,
        code: current.body.code,
        label_it: 'Legno',
        label_en: 'Timber',
      });
    },
  },
  'PATCH /selects/{id}/': {
    expect: adminWrite(200),
    build: async (env) => itemWrite(env, `/selects/${env.fx.admin.select}/`, { sort_order: 5 }),
  },
  'DELETE /selects/{id}/': {
    expect: adminWrite(204),
    build: async (env) => itemWrite(env, `/selects/${await env.fx.make.select()}/`),
  },

  // Parks and toys: customers see and edit their own (not delete); another customer's are a 404.
  'GET /parks/': { expect: shared(200), build: async () => ({ path: '/parks/' }) },
  'GET /parks/due/': { expect: shared(200), build: async () => ({ path: '/parks/due/' }) },
  'GET /parks/markers/': { expect: shared(200), build: async () => ({ path: '/parks/markers/' }) },
  'GET /dashboard/': { expect: shared(200), build: async () => ({ path: '/dashboard/' }) },
  'POST /parks/': {
    expect: shared(201),
    build: async (env, owner) => ({ path: '/parks/', json: parkBody(customerOf(env, owner)) }),
  },
  'GET /parks/{id}/': {
    expect: owned(200),
    build: async (env, owner) => ({ path: `/parks/${objectsOf(env, owner)?.park ?? MISSING}/` }),
  },
  'PUT /parks/{id}/': {
    expect: owned(200),
    build: async (env, owner) =>
      itemWrite(
        env,
        `/parks/${objectsOf(env, owner)?.park ?? MISSING}/`,
        parkBody(customerOf(env, owner)),
      ),
  },
  'PATCH /parks/{id}/': {
    expect: owned(200),
    build: async (env, owner) =>
      itemWrite(env, `/parks/${objectsOf(env, owner)?.park ?? MISSING}/`, { notes: 'cancello' }),
  },
  'DELETE /parks/{id}/': {
    expect: { anonymous: 401, admin: 204, customerA: 404, customerB: 404 },
    async build(env, owner) {
      const id = await fresh(env, owner, (customerId) => env.fx.make.park(customerId));
      return itemWrite(env, `/parks/${id}/`);
    },
  },
  'GET /toys/': { expect: shared(200), build: async () => ({ path: '/toys/' }) },
  'POST /toys/': {
    // B names A's park: refused like a park that does not exist.
    expect: owned(201, 400),
    async build(env, owner) {
      const read = await env.world.admin.get(`/toys/${env.fx.a.toy}/`);
      return {
        path: '/toys/',
        json: {
          park_id: objectsOf(env, owner)?.park ?? MISSING,
          code: `G-${unique()}`,
          name: 'Scivolo',
          equipment_type: read.body.equipment_type,
          standard: 'EN 1176-3',
        },
      };
    },
  },
  'GET /toys/{id}/': {
    expect: owned(200),
    build: async (env, owner) => ({ path: `/toys/${objectsOf(env, owner)?.toy ?? MISSING}/` }),
  },
  'PUT /toys/{id}/': {
    expect: owned(200),
    async build(env, owner) {
      const path = `/toys/${objectsOf(env, owner)?.toy ?? MISSING}/`;
      const read = await env.world.admin.get(path);
      const toy = read.status === 200 ? read.body : {};
      return itemWrite(env, path, {
        park_id: toy.park_id ?? MISSING,
        code: toy.code ?? 'G-1',
        name: toy.name ?? 'Scivolo',
        equipment_type: toy.equipment_type ?? 'swing',
        standard: 'EN 1176-2',
      });
    },
  },
  'PATCH /toys/{id}/': {
    expect: owned(200),
    build: async (env, owner) =>
      itemWrite(env, `/toys/${objectsOf(env, owner)?.toy ?? MISSING}/`, { model: 'X1' }),
  },
  'DELETE /toys/{id}/': {
    expect: { anonymous: 401, admin: 204, customerA: 404, customerB: 404 },
    async build(env, owner) {
      const id = await fresh(env, owner, async (customerId) =>
        env.fx.make.toy(await env.fx.make.park(customerId)),
      );
      return itemWrite(env, `/toys/${id}/`);
    },
  },

  // Inspections: customers create and edit their own routine visual ones until signed; only admins sign
  // and delete.
  'GET /inspections/': { expect: shared(200), build: async () => ({ path: '/inspections/' }) },
  // The inspector's day: admins only; a customer user gets 404, as for any admin-only route.
  'GET /inspections/day/': {
    expect: adminOnly(200),
    build: async () => ({ path: '/inspections/day/' }),
  },
  'POST /inspections/': {
    expect: owned(201, 400),
    build: async (env, owner) => ({
      path: '/inspections/',
      json: inspectionBody(objectsOf(env, owner)?.park ?? MISSING),
    }),
  },
  'GET /inspections/{id}/': {
    expect: owned(200),
    build: async (env, owner) => ({
      path: `/inspections/${objectsOf(env, owner)?.inspection ?? MISSING}/`,
    }),
  },
  'PUT /inspections/{id}/': {
    expect: owned(200),
    build: async (env, owner) =>
      itemWrite(env, `/inspections/${objectsOf(env, owner)?.inspection ?? MISSING}/`, {
        ...inspectionBody(objectsOf(env, owner)?.park ?? MISSING),
        weather: 'sereno',
      }),
  },
  'PATCH /inspections/{id}/': {
    expect: owned(200),
    build: async (env, owner) =>
      itemWrite(env, `/inspections/${objectsOf(env, owner)?.inspection ?? MISSING}/`, {
        summary: 'Tutto in ordine',
      }),
  },
  'DELETE /inspections/{id}/': {
    expect: { anonymous: 401, admin: 204, customerA: 404, customerB: 404 },
    async build(env, owner) {
      const id = await fresh(env, owner, async (customerId) => {
        const { id: inspectionId } = await env.fx.make.inspection(
          await env.fx.make.park(customerId),
        );
        return inspectionId;
      });
      return itemWrite(env, `/inspections/${id}/`);
    },
  },
  'POST /inspections/{id}/sign/': {
    expect: adminWrite(200),
    async build(env, owner) {
      const id = await fresh(env, owner, async (customerId) =>
        env.fx.make.completedInspection(await env.fx.make.park(customerId)),
      );
      return {
        path: `/inspections/${id}/sign/`,
        headers: { 'if-match': await versionOf(env, `/inspections/${id}/`) },
      };
    },
  },
  'GET /inspections/{id}/report/': {
    expect: owned(200),
    async build(env, owner) {
      const id = await fresh(env, owner, (customerId) => signedInspection(env, customerId));
      return { path: `/inspections/${id}/report/` };
    },
  },
  'GET /verify/{code}/': {
    expect: publicRoute(200),
    async build(env, owner) {
      if (owner === 'missing') return { path: '/verify/AAAA-BBBB-CCCC/' };
      const id = await signedInspection(env, customerOf(env, owner));
      const [report] = await env.ctx.db
        .select({ code: inspectionReports.verification_code })
        .from(inspectionReports)
        .where(eq(inspectionReports.inspection_id, id));
      return { path: `/verify/${report?.code ?? 'AAAA-BBBB-CCCC'}/` };
    },
  },
  'PATCH /inspections/{id}/items/{itemId}/': {
    expect: owned(200),
    async build(env, owner) {
      const objects = objectsOf(env, owner);
      const inspection = objects?.inspection ?? MISSING;
      const detail = await env.world.admin.get(`/inspections/${inspection}/`);
      const item = (detail.body?.items as { id: number; version: number }[] | undefined)?.find(
        (candidate) => candidate.id === objects?.item,
      );
      return {
        path: `/inspections/${inspection}/items/${objects?.item ?? MISSING}/`,
        json: { notes: `nota ${unique()}` },
        headers: { 'if-match': `"${item?.version ?? 1}"` },
      };
    },
  },
  // Proof of presence: whoever may work on the inspection records scans and positions.
  'POST /inspections/{id}/items/{itemId}/scans/': {
    expect: owned(201),
    build: async (env, owner) => ({
      path: `/inspections/${objectsOf(env, owner)?.inspection ?? MISSING}/items/${objectsOf(env, owner)?.item ?? MISSING}/scans/`,
      json: { scanned_at: '2020-01-01T08:00:00Z', method: 'camera' },
    }),
  },
  'POST /inspections/{id}/positions/': {
    expect: owned(201),
    build: async (env, owner) => ({
      path: `/inspections/${objectsOf(env, owner)?.inspection ?? MISSING}/positions/`,
      json: { moment: 'start', status: 'refused', taken_at: '2020-01-01T08:00:00Z' },
    }),
  },
  // QR labels: printed by admins; a label's code leads whoever may see the toy.
  'GET /parks/{id}/labels/': {
    expect: adminOnly(200),
    build: async (env, owner) => ({
      path: `/parks/${objectsOf(env, owner)?.park ?? MISSING}/labels/`,
    }),
  },
  'GET /q/{code}/': {
    expect: owned(200),
    build: async (env, owner) => ({
      path: `/q/${labelCode('toy', objectsOf(env, owner)?.toy ?? MISSING)}/`,
    }),
  },
  'GET /inspections/{id}/findings/': {
    expect: owned(200),
    build: async (env, owner) => ({
      path: `/inspections/${objectsOf(env, owner)?.inspection ?? MISSING}/findings/`,
    }),
  },
  'POST /inspections/{id}/findings/': {
    expect: owned(201),
    build: async (env, owner) => ({
      path: `/inspections/${objectsOf(env, owner)?.inspection ?? MISSING}/findings/`,
      json: findingBody(objectsOf(env, owner)?.item ?? MISSING),
    }),
  },
  'GET /inspections/{id}/findings/{findingId}/': {
    expect: owned(200),
    build: async (env, owner) => ({
      path: `/inspections/${objectsOf(env, owner)?.inspection ?? MISSING}/findings/${objectsOf(env, owner)?.finding ?? MISSING}/`,
    }),
  },
  'PUT /inspections/{id}/findings/{findingId}/': {
    expect: owned(200),
    build: async (env, owner) =>
      itemWrite(
        env,
        `/inspections/${objectsOf(env, owner)?.inspection ?? MISSING}/findings/${objectsOf(env, owner)?.finding ?? MISSING}/`,
        { ...findingBody(objectsOf(env, owner)?.item ?? MISSING), description: 'Catena usurata' },
      ),
  },
  'PATCH /inspections/{id}/findings/{findingId}/': {
    expect: owned(200),
    build: async (env, owner) =>
      itemWrite(
        env,
        `/inspections/${objectsOf(env, owner)?.inspection ?? MISSING}/findings/${objectsOf(env, owner)?.finding ?? MISSING}/`,
        { standard_ref: 'EN 1176-1 §4.2' },
      ),
  },
  'DELETE /inspections/{id}/findings/{findingId}/': {
    expect: owned(204),
    async build(env, owner) {
      const objects = objectsOf(env, owner);
      const inspection = objects?.inspection ?? MISSING;
      const finding = objects ? await env.fx.make.finding(inspection, objects.item) : MISSING;
      return itemWrite(env, `/inspections/${inspection}/findings/${finding}/`);
    },
  },
  'GET /findings/': { expect: shared(200), build: async () => ({ path: '/findings/' }) },

  // Quotes: customers read their own and accept or reject a sent one; the rest is for admins.
  'GET /quotes/': { expect: shared(200), build: async () => ({ path: '/quotes/' }) },
  'GET /inspections/{inspectionId}/quote/': {
    expect: owned(200),
    build: async (env, owner) => ({
      path: quotePath(objectsOf(env, owner)?.quotedInspection ?? MISSING),
    }),
  },
  'GET /inspections/{inspectionId}/quote/pdf/': {
    expect: owned(200),
    build: async (env, owner) => ({
      path: `${quotePath(objectsOf(env, owner)?.quotedInspection ?? MISSING)}pdf/`,
    }),
  },
  'POST /inspections/{inspectionId}/quote/': {
    expect: adminWrite(201),
    async build(env, owner) {
      const inspection = await fresh(env, owner, async (customerId) => {
        const made = await env.fx.make.inspection(await env.fx.make.park(customerId));
        await env.fx.make.finding(made.id, made.itemId);
        return made.id;
      });
      return {
        path: quotePath(inspection),
        json: {
          quote_type_id: env.fx.admin.quoteType,
          lines: [{ description: 'Riparazione', unit: 'h', quantity: 2, unit_price_cents: 4500 }],
        },
      };
    },
  },
  'PUT /inspections/{inspectionId}/quote/': {
    expect: adminWrite(200),
    async build(env, owner) {
      const inspection = await freshQuote(env, owner, false);
      const current = await env.world.admin.get(quotePath(inspection));
      return itemWrite(env, quotePath(inspection), {
        quote_type_id: current.body?.quote_type_id ?? env.fx.admin.quoteType,
        lines: [{ description: 'Riparazione', unit: 'h', quantity: 3, unit_price_cents: 4500 }],
      });
    },
  },
  'PATCH /inspections/{inspectionId}/quote/': {
    expect: adminWrite(200),
    async build(env, owner) {
      const inspection = await freshQuote(env, owner, false);
      return itemWrite(env, quotePath(inspection), { notes: 'Prezzi IVA esclusa' });
    },
  },
  'DELETE /inspections/{inspectionId}/quote/': {
    expect: adminWrite(204),
    async build(env, owner) {
      return itemWrite(env, quotePath(await freshQuote(env, owner, false)));
    },
  },
  'POST /inspections/{inspectionId}/quote/send/': {
    expect: adminWrite(200),
    async build(env, owner) {
      const inspection = await freshQuote(env, owner, false);
      return {
        path: `${quotePath(inspection)}send/`,
        headers: { 'if-match': await versionOf(env, quotePath(inspection)) },
      };
    },
  },
  'POST /inspections/{inspectionId}/quote/accept/': {
    expect: owned(200),
    async build(env, owner) {
      const inspection = await freshQuote(env, owner, true);
      return {
        path: `${quotePath(inspection)}accept/`,
        headers: { 'if-match': await versionOf(env, quotePath(inspection)) },
      };
    },
  },
  'POST /inspections/{inspectionId}/quote/reject/': {
    expect: owned(200),
    async build(env, owner) {
      const inspection = await freshQuote(env, owner, true);
      return {
        path: `${quotePath(inspection)}reject/`,
        headers: { 'if-match': await versionOf(env, quotePath(inspection)) },
      };
    },
  },
  'POST /inspections/{inspectionId}/quote/cancel/': {
    expect: adminWrite(200),
    async build(env, owner) {
      const inspection = await freshQuote(env, owner, true);
      return {
        path: `${quotePath(inspection)}cancel/`,
        headers: { 'if-match': await versionOf(env, quotePath(inspection)) },
      };
    },
  },

  // Files: served and uploaded only for owners the caller may see.
  'GET /files/': { expect: shared(200), build: async () => ({ path: '/files/' }) },
  'POST /files/': {
    // B names A's park as the owner: a 404 on owner_id, like a park that does not exist.
    expect: owned(201),
    async build(env, owner) {
      const form = new FormData();
      form.append('owner_type', 'park');
      form.append('owner_id', String(objectsOf(env, owner)?.park ?? MISSING));
      form.append('kind', 'photo');
      form.append('file', new Blob([PNG_BYTES], { type: 'image/png' }), `foto-${unique()}.png`);
      return { path: '/files/', multipart: form };
    },
  },
  'GET /files/{id}/': {
    expect: owned(200),
    build: async (env, owner) => ({ path: `/files/${objectsOf(env, owner)?.file ?? MISSING}/` }),
  },
  'GET /files/{id}/content/': {
    expect: owned(200),
    build: async (env, owner) => ({
      path: `/files/${objectsOf(env, owner)?.file ?? MISSING}/content/`,
    }),
  },
  'DELETE /files/{id}/': {
    expect: owned(204),
    async build(env, owner) {
      const id = await fresh(env, owner, async (customerId) =>
        env.fx.make.file(await env.fx.make.park(customerId)),
      );
      return itemWrite(env, `/files/${id}/`);
    },
  },
};

/** The method of a table key. */
const methodOf = (key: string) => key.split(' ')[0] ?? 'GET';

/** Sends a matrix call as `who`. */
async function callAs(env: Env, key: string, who: Who, call: Call): Promise<RawResponse> {
  const headers: Record<string, string> = { ...call.headers };
  const token = who === 'anonymous' ? undefined : env.fx.tokens[who];
  if (call.authorization !== undefined) {
    if (who !== 'anonymous' || key.startsWith('POST /auth/login/')) {
      headers.authorization = call.authorization;
    }
  } else if (token) {
    headers.authorization = `Token ${token}`;
  }
  let body: string | Buffer | undefined;
  if (call.multipart) {
    const encoded = new Response(call.multipart);
    headers['content-type'] = encoded.headers.get('content-type') ?? '';
    body = Buffer.from(await encoded.arrayBuffer());
  } else if (call.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(call.json);
  }
  return env.send({ method: methodOf(key), path: call.path, headers, body });
}

/** Lists customer A reads, and the kind of B's objects each must never show. */
const scopedLists: { path: string; ids: (b: OwnedObjects) => number[] }[] = [
  { path: '/parks/?page_size=100', ids: (b) => [b.park] },
  { path: '/parks/due/?page_size=100', ids: () => [] },
  { path: '/toys/?page_size=100', ids: (b) => [b.toy] },
  { path: '/inspections/?page_size=100', ids: (b) => [b.inspection, b.quotedInspection] },
  { path: '/findings/?page_size=100', ids: (b) => [b.finding] },
  { path: '/quotes/?page_size=100', ids: (b) => [b.quote] },
  { path: '/files/?page_size=100', ids: (b) => [b.file] },
  { path: '/selects/?page_size=100', ids: () => [] },
];

// The matrix runs on one engine: PostgreSQL when reachable, else PGlite. The scoping is the same SQL on both,
// and every resource's own tests check customer B's ids on both engines; the full matrix twice would cost
// a minute of the suite's 15.
const matrixDrivers = (await testDrivers()).includes('postgres')
  ? (['postgres'] as const)
  : (['pglite'] as const);

describe.each(matrixDrivers)('role matrix of /api/v1 on %s', (driver) => {
  let env: Env;

  beforeAll(async () => {
    const ctx = await createTestContext({ driver });
    const world = await domainWorld(ctx);
    const fx = await buildFixtures(ctx, world);
    env = { ctx, world, fx, send: rawClient(ctx) };
  });
  afterAll(async () => env?.ctx.close());

  it('lists every route and method of the OpenAPI document, and only those', async () => {
    const documented = (await apiOperations(env.ctx)).map((operation) => operation.key).sort();
    expect(Object.keys(table).sort()).toEqual(documented);
  });

  it(
    'answers every route × method × caller as docs/api.md#roles-and-scoping says',
    { timeout: 180_000 },
    async () => {
      const mismatches: string[] = [];
      let cells = 0;
      for (const [key, row] of Object.entries(table)) {
        for (const who of CALLERS) {
          // Rate limits of the public auth routes count per IP: a new window for every call.
          if (key.startsWith('POST /auth/')) env.ctx.clock.advanceMinutes(2);
          const call = await row.build(env, 'a', who);
          const response = await callAs(env, key, who, call);
          cells += 1;
          if (response.status !== row.expect[who]) {
            mismatches.push(
              `${key} as ${who}: ${response.status} (expected ${row.expect[who]}) ${response.text.slice(0, 160)}`,
            );
          } else if (response.status >= 400 && !isErrorBody(response.body)) {
            mismatches.push(`${key} as ${who}: ${response.status} without {detail, error_list}`);
          }
        }
      }
      console.info(
        `role matrix on ${driver}: ${Object.keys(table).length} routes+methods × ${CALLERS.length} callers = ${cells} cells`,
      );
      expect(mismatches).toEqual([]);
      expect(cells).toBe(Object.keys(table).length * CALLERS.length);
    },
  );

  it(
    "answers a customer naming another customer's object exactly like a missing id",
    {
      timeout: 180_000,
    },
    async () => {
      const leaks: string[] = [];
      for (const [key, row] of Object.entries(table)) {
        // Rows customers use on their own objects; admin-only ones refuse before any lookup.
        const ownedRow = row.expect.customerA < 400 && row.expect.customerB >= 400;
        if (!ownedRow || !/\{|POST \/(toys|inspections|files)\/$/.test(key)) continue;
        for (const [who, other] of [
          ['customerA', 'b'],
          ['customerB', 'a'],
        ] as const) {
          const foreign = await callAs(env, key, who, await row.build(env, other, who));
          const missing = await callAs(env, key, who, await row.build(env, 'missing', who));
          const shape = (response: RawResponse) => ({
            status: response.status,
            body: response.body,
          });
          if (JSON.stringify(shape(foreign)) !== JSON.stringify(shape(missing))) {
            leaks.push(
              `${key} as ${who}: foreign ${foreign.status} ${foreign.text.slice(0, 120)} ≠ missing ${missing.status} ${missing.text.slice(0, 120)}`,
            );
          }
          if (foreign.status < 400)
            leaks.push(`${key} as ${who}: foreign object answered ${foreign.status}`);
        }
      }
      expect(leaks).toEqual([]);
    },
  );

  it("never shows customer B's objects in customer A's lists (and the reverse)", async () => {
    const leaks: string[] = [];
    for (const [who, other] of [
      ['customerA', env.fx.b],
      ['customerB', env.fx.a],
    ] as const) {
      for (const list of scopedLists) {
        const response = await callAs(env, `GET ${list.path}`, who, { path: list.path });
        expect(response.status, `${list.path} as ${who}`).toBe(200);
        const ids = new Set((response.body.results as { id: number }[]).map((entry) => entry.id));
        for (const id of list.ids(other)) {
          if (ids.has(id)) leaks.push(`${list.path} as ${who} shows id ${id}`);
        }
        for (const name of other.names) {
          if (response.text.includes(name)) leaks.push(`${list.path} as ${who} shows "${name}"`);
        }
        const customerId = who === 'customerA' ? env.world.customerAId : env.world.customerBId;
        for (const entry of response.body.results as { customer_id?: number }[]) {
          if (entry.customer_id !== undefined && entry.customer_id !== customerId) {
            leaks.push(`${list.path} as ${who} shows customer ${entry.customer_id}`);
          }
        }
      }
      // The map and the dashboard name no park, toy or finding of the other customer.
      for (const path of ['/parks/markers/', '/dashboard/']) {
        const response = await callAs(env, `GET ${path}`, who, { path });
        expect(response.status, `${path} as ${who}`).toBe(200);
        if (path === '/parks/markers/' && (response.body.id as number[]).includes(other.park))
          leaks.push(`${path} as ${who} shows park ${other.park}`);
        for (const name of other.names) {
          if (response.text.includes(name)) leaks.push(`${path} as ${who} shows "${name}"`);
        }
      }
      // Filters naming the other customer's objects find nothing rather than leaking them.
      for (const path of [
        `/toys/?park_id=${other.park}`,
        `/inspections/?park_id=${other.park}`,
        `/findings/?inspection_id=${other.inspection}`,
        `/quotes/?inspection_id=${other.quotedInspection}`,
        `/files/?owner_type=park&owner_id=${other.park}`,
      ]) {
        const response = await callAs(env, `GET ${path}`, who, { path });
        if (response.status === 200 && response.body.count !== 0) {
          leaks.push(`${path} as ${who} counts ${response.body.count}`);
        }
      }
    }
    // The admin sees both customers' objects: the scans above would catch nothing if the lists were empty.
    const parks = await env.world.admin.get('/parks/?page_size=100');
    const parkIds = (parks.body.results as { id: number }[]).map((park) => park.id);
    expect(parkIds).toEqual(expect.arrayContaining([env.fx.a.park, env.fx.b.park]));
    expect(leaks).toEqual([]);
  });
});
