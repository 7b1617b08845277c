import {
  adminUser,
  adminUserListQuery,
  adminUserPatch,
  adminUserUpdate,
  adminUserWrite,
  customerUser,
  customerUserListQuery,
  customerUserPatch,
  customerUserUpdate,
  customerUserWrite,
  itemParams,
  pageOf,
  setUserPasswordRequest,
  type AdminUser,
  type CustomerUser,
} from '@altalena/contracts';
import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../auth/authenticate';
import { hashPassword, passwordRuleErrors } from '../../auth/passwords';
import { authTokens, customers, users } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { notFound } from '../../resources/access';
import { diffRows, recordChange, snapshot } from '../../resources/audit';
import {
  accessHooks,
  errorResponses,
  inTransaction,
  isoOrNull,
  sendList,
  resetAbsentFields,
  trackedDto,
  type ResourceDefinition,
  type Row,
  type UpdateMode,
} from '../../resources/crud';
import { checkIfMatch, ifMatchOptional, ifMatchRequired, setEtag } from '../../resources/etag';
import type { Executor, Tx } from '../../resources/types';

/** Which collection a route serves: `users/admins/` or `users/customers/`. */
export type UserCollection = 'admins' | 'customers';

/** Audit entity of every user write. */
const ENTITY = 'user';

/** The unique constraint of usernames → the field a 409 names. */
const uniqueFields = { users_username_unique: 'username' };

/** Fields never recorded in an audit diff. */
const auditIgnored = ['version', 'updated_at', 'password_hash'] as const;

/** The name of the user's customer, selected with every customer user. */
const customerName = sql<
  string | null
>`(select ${customers.name} from ${customers} where ${customers.id} = ${users.customer_id})`;

/** The condition every query of a collection carries: admins/ holds admins only, customers/ the rest. */
function collectionCondition(collection: UserCollection): SQL {
  return eq(users.is_admin, collection === 'admins');
}

function baseDto(row: Row) {
  return trackedDto(row, {
    username: row.username as string,
    email: row.email as string,
    first_name: row.first_name as string,
    last_name: row.last_name as string,
    language: row.language as AdminUser['language'],
    is_active: row.is_active as boolean,
    is_admin: row.is_admin as boolean,
    must_change_password: row.must_change_password as boolean,
    last_login_at: isoOrNull(row.last_login_at),
  });
}

/** An administrator as the API shows it: never the password hash. */
export function adminUserDto(row: Row): AdminUser {
  return baseDto(row);
}

/** A customer user as the API shows it: never the password hash. */
export function customerUserDto(row: Row): CustomerUser {
  // Object.assign, not a spread: see trackedDto.
  return Object.assign(baseDto(row), {
    customer_id: (row.customer_id as number | null) ?? null,
    customer_name: (row.customer_name as string | null) ?? null,
  });
}

/** The schemas of one collection. */
const schemas = {
  admins: {
    item: adminUser,
    create: adminUserWrite,
    put: adminUserUpdate,
    patch: adminUserPatch,
    listQuery: adminUserListQuery,
    toDto: adminUserDto,
  },
  customers: {
    item: customerUser,
    create: customerUserWrite,
    put: customerUserUpdate,
    patch: customerUserPatch,
    listQuery: customerUserListQuery,
    toDto: customerUserDto,
  },
} as const;

/** The list definition of a collection (the engine's `listPage` reads it). */
export function userListDefinition(collection: UserCollection): ResourceDefinition {
  const { item, create, patch, listQuery, toDto } = schemas[collection];
  return {
    path: `users/${collection}`,
    entity: ENTITY,
    tag: 'users',
    table: users,
    adminOnly: true,
    item: item as z.ZodType<Row>,
    write: create,
    patch,
    listQuery,
    derived: collection === 'customers' ? { customer_name: customerName } : undefined,
    search: [users.username, users.email, users.first_name, users.last_name],
    ordering: {
      username: users.username,
      last_name: users.last_name,
      email: users.email,
      last_login_at: users.last_login_at,
      created_at: users.created_at,
    },
    defaultOrdering: ['username'],
    filters: (query) => [
      collectionCondition(collection),
      query.is_active ? eq(users.is_active, query.is_active === 'true') : undefined,
      query.language ? eq(users.language, query.language as 'it' | 'en') : undefined,
      collection === 'customers' && query.customer_id
        ? eq(users.customer_id, query.customer_id as number)
        : undefined,
    ],
    toDto: toDto as (row: Row) => Row,
    csv: {
      entity: 'user',
      filename: `users-${collection}`,
      columns: [
        { field: 'username' },
        ...(collection === 'customers' ? [{ field: 'customer_name' }] : []),
        { field: 'first_name' },
        { field: 'last_name' },
        { field: 'email' },
        { field: 'language', enum: 'enum.language' },
        { field: 'is_active', type: 'bool' },
        { field: 'must_change_password', type: 'bool' },
        { field: 'last_login_at', type: 'datetime' },
        { field: 'created_at', type: 'datetime' },
      ],
    },
  };
}

/** Reads one user of the collection with its derived fields; undefined when missing or elsewhere. */
async function findUser(
  ex: Executor,
  collection: UserCollection,
  id: number,
): Promise<Row | undefined> {
  const [row] = await ex
    .select({ ...getTableColumns(users), customer_name: customerName })
    .from(users)
    .where(and(eq(users.id, id), collectionCondition(collection)))
    .limit(1);
  return row;
}

/** Reads and locks one user of the collection; 404 when missing or in the other collection. */
async function lockUser(tx: Tx, collection: UserCollection, id: number): Promise<Row> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), collectionCondition(collection)))
    .limit(1)
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** 400 `invalid_password`, one entry per broken rule, when the password breaks the rules. */
function assertPasswordRules(password: string): void {
  const broken = passwordRuleErrors(password, 'password');
  if (broken.length > 0) throw new ApiError(400, 'invalid_password', broken);
}

/** 400 `does_not_exist` when the customer a customer user is given does not exist. */
async function assertCustomerExists(ex: Executor, customerId: number): Promise<void> {
  const [row] = await ex
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  if (!row) {
    throw new ApiError(400, 'validation_error', [
      { field: 'customer_id', code: 'does_not_exist', message: 'This customer does not exist.' },
    ]);
  }
}

/** 409 `cannot_change_own_account`: an administrator never locks themselves out. */
function ownAccountConflict(field: string): ApiError {
  return new ApiError(409, 'cannot_change_own_account', [
    {
      field,
      code: 'cannot_change_own_account',
      message: 'You cannot deactivate or delete your own account.',
    },
  ]);
}

/** Deletes every token of a user (they are signed out at their next request). */
async function deleteTokensOf(tx: Executor, userId: number): Promise<void> {
  await tx.delete(authTokens).where(eq(authTokens.user_id, userId));
}

/** Text columns: a null from the client is stored as the column's empty default. */
function textOrEmpty(value: unknown): unknown {
  return value === null ? '' : value;
}

/** The column values a create or update body sets (never `is_admin`, never a password). */
function bodyValues(collection: UserCollection, body: Row): Row {
  const values: Row = {};
  for (const key of ['username', 'email', 'language', 'is_active'] as const) {
    if (body[key] !== undefined) values[key] = body[key];
  }
  for (const key of ['first_name', 'last_name'] as const) {
    if (body[key] !== undefined) values[key] = textOrEmpty(body[key]);
  }
  if (collection === 'customers' && body.customer_id !== undefined) {
    values.customer_id = body.customer_id;
  }
  return values;
}

async function sendUser(
  reply: FastifyReply,
  request: FastifyRequest,
  collection: UserCollection,
  id: number,
  status: 200 | 201 = 200,
) {
  const row = await findUser(request.server.deps.db, collection, id);
  if (!row) throw notFound();
  setEtag(reply, Number(row.version));
  return reply.code(status).send(schemas[collection].toDto(row) as never);
}

/** The routes of one user collection: list, create, read, PUT/PATCH, DELETE and set-password. */
export function userCollectionPlugin(collection: UserCollection): FastifyPluginAsyncZod {
  const definition = userListDefinition(collection);
  const { item, create, put, patch, listQuery } = schemas[collection];
  const onRequest = accessHooks(true);
  const tags = ['users'];
  const security = [{ token: [] }];
  const ifMatchHeaders = z.looseObject({
    'if-match': z.string().max(200).optional().describe('The ETag of the version edited'),
  });

  return async (app) => {
    app.get(
      '/',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: `List users/${collection}`,
          querystring: listQuery,
          response: { 200: pageOf(item), ...errorResponses },
        },
      },
      async (request, reply) => sendList(request, reply, definition) as never,
    );

    app.post(
      '/',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: `Create one of users/${collection} with an initial password`,
          body: create,
          response: { 201: item, ...errorResponses },
        },
      },
      async (request, reply) => {
        const body = request.body as Row & { password: string };
        assertPasswordRules(body.password);
        const { db, clock } = request.server.deps;
        if (collection === 'customers') await assertCustomerExists(db, body.customer_id as number);
        const passwordHash = await hashPassword(body.password);
        const actor = currentUser(request);
        const now = clock.now();
        const id = await inTransaction(
          request,
          async (tx) => {
            const [created] = await tx
              .insert(users)
              .values({
                ...(bodyValues(collection, body) as { username: string; email: string }),
                is_admin: collection === 'admins',
                customer_id: collection === 'customers' ? (body.customer_id as number) : null,
                must_change_password: true,
                password_hash: passwordHash,
                created_by: actor.id,
                created_at: now,
                updated_at: now,
              })
              .returning();
            if (!created) throw new Error('insert into users returned no row');
            await recordChange(tx, request, now, {
              entity: ENTITY,
              entityId: created.id,
              action: 'create',
              changes: snapshot(created),
            });
            return created.id;
          },
          uniqueFields,
        );
        reply.header('location', `${request.url.split('?')[0]}${id}/`);
        return sendUser(reply, request, collection, id, 201);
      },
    );

    app.get(
      '/:id/',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: `Read one of users/${collection}`,
          params: itemParams,
          response: { 200: item, ...errorResponses },
        },
      },
      async (request, reply) => sendUser(reply, request, collection, request.params.id),
    );

    const update = (mode: UpdateMode) =>
      async function handler(request: FastifyRequest, reply: FastifyReply) {
        const actor = currentUser(request);
        const { id } = request.params as { id: number };
        const body = request.body as Row;
        const now = request.server.deps.clock.now();
        await inTransaction(
          request,
          async (tx) => {
            const existing = await lockUser(tx, collection, id);
            checkIfMatch(request, Number(existing.version));
            let values = bodyValues(collection, body);
            if (mode === 'put') values = resetAbsentFields(users, put, body, values);
            if (values.is_active === false && id === actor.id)
              throw ownAccountConflict('is_active');
            if (values.customer_id !== undefined) {
              await assertCustomerExists(tx, values.customer_id as number);
            }
            const [updated] = await tx
              .update(users)
              .set({ ...values, version: sql`${users.version} + 1`, updated_at: now })
              .where(eq(users.id, id))
              .returning();
            if (!updated) throw notFound();
            if (!updated.is_active) await deleteTokensOf(tx, id);
            await recordChange(tx, request, now, {
              entity: ENTITY,
              entityId: id,
              action: 'update',
              changes: diffRows(existing, updated, auditIgnored),
            });
          },
          uniqueFields,
        );
        return sendUser(reply, request, collection, id);
      };
    const updateSchema = (body: z.ZodObject, summary: string) => ({
      tags,
      security,
      summary,
      params: itemParams,
      body,
      headers: ifMatchHeaders,
      response: { 200: item, ...errorResponses },
    });
    app.put(
      '/:id/',
      {
        onRequest,
        config: ifMatchRequired,
        schema: updateSchema(put, `Replace one of users/${collection}`),
      },
      update('put'),
    );
    app.patch(
      '/:id/',
      {
        onRequest,
        config: ifMatchRequired,
        schema: updateSchema(patch, `Change one of users/${collection}`),
      },
      update('patch'),
    );

    app.delete(
      '/:id/',
      {
        onRequest,
        config: ifMatchOptional,
        schema: {
          tags,
          security,
          summary: `Delete one of users/${collection} and sign them out`,
          params: itemParams,
          response: { 204: z.null(), ...errorResponses },
        },
      },
      async (request, reply) => {
        const actor = currentUser(request);
        const { id } = request.params;
        const now = request.server.deps.clock.now();
        await inTransaction(request, async (tx) => {
          const existing = await lockUser(tx, collection, id);
          if (id === actor.id) throw ownAccountConflict('non_field_errors');
          checkIfMatch(request, Number(existing.version));
          await deleteTokensOf(tx, id);
          await tx.delete(users).where(eq(users.id, id));
          await recordChange(tx, request, now, {
            entity: ENTITY,
            entityId: id,
            action: 'delete',
            changes: snapshot(existing),
          });
        });
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/:id/set-password/',
      {
        onRequest,
        config: ifMatchRequired,
        schema: {
          tags,
          security,
          summary: `Give one of users/${collection} a new initial password and sign them out`,
          params: itemParams,
          body: setUserPasswordRequest,
          headers: ifMatchHeaders,
          response: { 200: item, ...errorResponses },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const { password } = request.body;
        assertPasswordRules(password);
        const passwordHash = await hashPassword(password);
        const now = request.server.deps.clock.now();
        await inTransaction(request, async (tx) => {
          const existing = await lockUser(tx, collection, id);
          checkIfMatch(request, Number(existing.version));
          const [updated] = await tx
            .update(users)
            .set({
              password_hash: passwordHash,
              must_change_password: true,
              version: sql`${users.version} + 1`,
              updated_at: now,
            })
            .where(eq(users.id, id))
            .returning();
          if (!updated) throw notFound();
          await deleteTokensOf(tx, id);
          await recordChange(tx, request, now, {
            entity: ENTITY,
            entityId: id,
            action: 'set_password',
            changes: { ...diffRows(existing, updated, auditIgnored), password: 'changed' },
          });
        });
        return sendUser(reply, request, collection, id);
      },
    );
  };
}

/** Registers `users/admins/` and `users/customers/` (admin only: 404 for customer users). */
export async function registerUserCollections(app: FastifyInstance): Promise<void> {
  await app.register(userCollectionPlugin('admins'), { prefix: '/users/admins' });
  await app.register(userCollectionPlugin('customers'), { prefix: '/users/customers' });
}
