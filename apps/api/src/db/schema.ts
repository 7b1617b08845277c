import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Columns every business table carries (DESIGN.md §5). */
const tracked = () => ({
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  version: integer('version').notNull().default(1),
  created_at: timestamptz('created_at').notNull().defaultNow(),
  updated_at: timestamptz('updated_at').notNull().defaultNow(),
  created_by: integer('created_by').references((): AnyPgColumn => users.id, {
    onDelete: 'set null',
  }),
});

/** Admins and customer users; `customer_id` gains its foreign key when customers arrive (issue 4). */
export const users = pgTable(
  'users',
  {
    ...tracked(),
    username: varchar('username', { length: 150 }).notNull().unique('users_username_unique'),
    email: varchar('email', { length: 254 }).notNull(),
    first_name: varchar('first_name', { length: 150 }).notNull().default(''),
    last_name: varchar('last_name', { length: 150 }).notNull().default(''),
    is_admin: boolean('is_admin').notNull().default(false),
    customer_id: integer('customer_id'),
    language: varchar('language', { length: 2 }).$type<'it' | 'en'>().notNull().default('it'),
    is_active: boolean('is_active').notNull().default(true),
    must_change_password: boolean('must_change_password').notNull().default(false),
    last_login_at: timestamptz('last_login_at'),
    password_hash: text('password_hash').notNull(),
  },
  (t) => [check('users_language_check', sql`${t.language} in ('it', 'en')`)],
);

/** Knox tokens: only a lookup prefix and the SHA-512 digest of the token are kept. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    token_key: varchar('token_key', { length: 15 }).notNull(),
    digest: varchar('digest', { length: 128 }).notNull().unique('auth_tokens_digest_unique'),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamptz('created_at').notNull(),
    expiry: timestamptz('expiry').notNull(),
  },
  (t) => [
    index('auth_tokens_token_key_idx').on(t.token_key),
    index('auth_tokens_user_id_idx').on(t.user_id),
  ],
);

/** One-time passwords for a password reset, stored as a salted SHA-256 hash. */
export const otps = pgTable(
  'otps',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code_salt: varchar('code_salt', { length: 32 }).notNull(),
    code_hash: varchar('code_hash', { length: 64 }).notNull(),
    created_at: timestamptz('created_at').notNull(),
    expires_at: timestamptz('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    used_at: timestamptz('used_at'),
    cancelled_at: timestamptz('cancelled_at'),
  },
  (t) => [index('otps_user_id_idx').on(t.user_id)],
);

/** Who did what and when; never holds a password, token or OTP. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    entity: varchar('entity', { length: 64 }).notNull(),
    entity_id: integer('entity_id'),
    action: varchar('action', { length: 64 }).notNull(),
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull().default({}),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ip: varchar('ip', { length: 64 }),
    at: timestamptz('at').notNull(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entity_id),
    index('audit_log_at_idx').on(t.at),
  ],
);

/** Fixed-window request counters shared by every API process. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: varchar('bucket', { length: 300 }).notNull(),
    window_start: timestamptz('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ name: 'rate_limits_pkey', columns: [t.bucket, t.window_start] }),
    index('rate_limits_window_start_idx').on(t.window_start),
  ],
);
