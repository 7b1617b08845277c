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
  setUserPasswordRequest,
  type AdminUser,
  type CustomerUser,
  type CustomerUserWrite,
} from '@altalena/contracts';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../auth/authenticate';
import { passwordRuleErrors } from '../../auth/passwords';
import { authTokens, customers, users } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { notFound } from '../../resources/access';
import { diffRows, recordChange } from '../../resources/audit';
import {
  accessHooks,
  defineResource,
  errorResponses,
  inTransaction,
  isoOrNull,
  lockVisible,
  resetAbsentFields,
  resourcePlugin,
  sendItem,
  trackedDto,
  type ColumnValues,
  type TableRow,
  type UpdateMode,
  type WriteContext,
} from '../../resources/crud';
import type { CsvSpec } from '../../resources/csv';
import { checkIfMatch, ifMatchRequired } from '../../resources/etag';
import type { Executor } from '../../resources/types';

/** Which collection a route serves: `users/admins/` or `users/customers/`. */
export type UserCollection = 'admins' | 'customers';

/** The list query of either collection (only customers/ has `customer_id`). */
type UserListQuery = Partial<z.output<typeof customerUserListQuery>>;

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

/** A user's row as read. */
type UserRow = TableRow<typeof users>;

function baseDto(row: UserRow) {
  return trackedDto(row, {
    username: row.username,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    language: row.language,
    is_active: row.is_active,
    is_admin: row.is_admin,
    must_change_password: row.must_change_password,
    last_login_at: isoOrNull(row.last_login_at),
  });
}

/** An administrator as the API shows it: never the password hash. */
export function adminUserDto(row: UserRow): AdminUser {
  return baseDto(row);
}

/** A customer user as the API shows it: never the password hash. */
export function customerUserDto(row: UserRow & { customer_name: string | null }): CustomerUser {
  // Object.assign, not a spread: see trackedDto.
  return Object.assign(baseDto(row), {
    customer_id: row.customer_id,
    customer_name: row.customer_name ?? null,
  });
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
function textOrEmpty(value: string | null): string {
  return value === null ? '' : value;
}

/** The fields of a user body of either collection (create, PUT or PATCH). */
type UserBody = Partial<CustomerUserWrite>;

/** The column values a create or update body sets (never `is_admin`, never a password). */
function bodyValues(collection: UserCollection, body: UserBody): ColumnValues<typeof users> {
  const values: ColumnValues<typeof users> = {};
  if (body.username !== undefined) values.username = body.username;
  if (body.email !== undefined) values.email = body.email;
  if (body.language !== undefined) values.language = body.language;
  if (body.is_active !== undefined) values.is_active = body.is_active;
  if (body.first_name !== undefined) values.first_name = textOrEmpty(body.first_name);
  if (body.last_name !== undefined) values.last_name = textOrEmpty(body.last_name);
  if (collection === 'customers' && body.customer_id !== undefined) {
    values.customer_id = body.customer_id;
  }
  return values;
}

/**
 * What both collections share: the table, search, ordering, CSV, and the write rules (the password and
 * the customer checked on create, never the own account deactivated or deleted, tokens deleted when a
 * user is deactivated or deleted).
 */
function userCollection(collection: UserCollection) {
  return {
    path: `users/${collection}`,
    entity: 'user',
    tag: 'users',
    table: users,
    adminOnly: true,
    rows: collectionCondition(collection),
    search: [users.username, users.email, users.first_name, users.last_name],
    ordering: {
      username: users.username,
      last_name: users.last_name,
      email: users.email,
      last_login_at: users.last_login_at,
      created_at: users.created_at,
    },
    defaultOrdering: ['username'],
    filters: (query: UserListQuery) => [
      query.is_active ? eq(users.is_active, query.is_active === 'true') : undefined,
      query.language ? eq(users.language, query.language) : undefined,
      collection === 'customers' && query.customer_id
        ? eq(users.customer_id, query.customer_id)
        : undefined,
    ],
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
    } satisfies CsvSpec,
    uniqueFields,
    auditIgnored,
    summaries: {
      create: `Create one of users/${collection} with an initial password`,
      delete: `Delete one of users/${collection} and sign them out`,
    },
    async prepareCreate(ctx: WriteContext, body: UserBody & { password: string }) {
      assertPasswordRules(body.password);
      if (collection === 'customers') await assertCustomerExists(ctx.tx, Number(body.customer_id));
      const passwordHash = await ctx.request.server.deps.passwords.hash(body.password);
      return {
        ...bodyValues(collection, body),
        is_admin: collection === 'admins',
        customer_id: collection === 'customers' ? Number(body.customer_id) : null,
        must_change_password: true,
        password_hash: passwordHash,
      };
    },
    async prepareUpdate(
      ctx: WriteContext,
      body: UserBody,
      existing: UserRow,
      mode: UpdateMode,
    ): Promise<ColumnValues<typeof users>> {
      let values = bodyValues(collection, body);
      if (mode === 'put')
        values = resetAbsentFields(users, replaceSchemas[collection], body, values);
      if (values.is_active === false && existing.id === ctx.actor.id) {
        throw ownAccountConflict('is_active');
      }
      if (values.customer_id !== undefined) {
        await assertCustomerExists(ctx.tx, Number(values.customer_id));
      }
      return values;
    },
    async afterUpdate(ctx: WriteContext, _before: UserRow, after: UserRow) {
      if (!after.is_active) await deleteTokensOf(ctx.tx, after.id);
    },
    refuseDelete(ctx: WriteContext, existing: UserRow) {
      if (existing.id === ctx.actor.id) throw ownAccountConflict('non_field_errors');
    },
    async beforeDelete(ctx: WriteContext, existing: UserRow) {
      await deleteTokensOf(ctx.tx, existing.id);
    },
  };
}

/** The body of PUT of each collection (POST's has the initial password too). */
const replaceSchemas = { admins: adminUserUpdate, customers: customerUserUpdate } as const;

/** `users/admins/`: administrators (admin only). */
export const adminUsersResource = defineResource({
  ...userCollection('admins'),
  item: adminUser,
  write: adminUserWrite,
  replace: adminUserUpdate,
  patch: adminUserPatch,
  listQuery: adminUserListQuery,
  toDto: adminUserDto,
});

/** `users/customers/`: the customers' users (admin only), each with the name of their customer. */
export const customerUsersResource = defineResource({
  ...userCollection('customers'),
  item: customerUser,
  write: customerUserWrite,
  replace: customerUserUpdate,
  patch: customerUserPatch,
  listQuery: customerUserListQuery,
  derived: { customer_name: customerName },
  toDto: customerUserDto,
});

/** The definition of a collection (its routes, and the CSV test reads its columns). */
export function userListDefinition(collection: UserCollection) {
  return collection === 'admins' ? adminUsersResource : customerUsersResource;
}

/** The engine's routes of one user collection, and `POST {id}/set-password/`. */
export function userCollectionPlugin(collection: UserCollection): FastifyPluginAsyncZod {
  const definition = userListDefinition(collection);
  const tags = ['users'];
  const security = [{ token: [] }];

  return async (app) => {
    await app.register(resourcePlugin(definition));

    app.post(
      '/:id/set-password/',
      {
        onRequest: accessHooks(true),
        config: ifMatchRequired,
        schema: {
          tags,
          security,
          summary: `Give one of users/${collection} a new initial password and sign them out`,
          params: itemParams,
          body: setUserPasswordRequest,
          headers: z.looseObject({
            'if-match': z.string().max(200).optional().describe('The ETag of the version edited'),
          }),
          response: { 200: definition.item, ...errorResponses },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const { password } = request.body;
        assertPasswordRules(password);
        const passwordHash = await request.server.deps.passwords.hash(password);
        const actor = currentUser(request);
        const now = request.server.deps.clock.now();
        await inTransaction(request, async (tx) => {
          const existing = await lockVisible(tx, definition, actor, id);
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
            entity: 'user',
            entityId: id,
            action: 'set_password',
            changes: { ...diffRows(existing, updated, auditIgnored), password: 'changed' },
          });
        });
        return sendItem(reply, definition, request.server.deps.db, actor, id);
      },
    );
  };
}
