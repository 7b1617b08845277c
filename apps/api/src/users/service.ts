import { reminderKinds, type User, type UserLanguage } from '@altalena/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authTokens, users } from '../db/schema';
import type { PasswordHasher } from '../auth/passwords';
import { isOneOf } from '../http/json';

/** A row of `users`. */
export type UserRow = typeof users.$inferSelect;

/** What it takes to create a user. */
export interface NewUserInput {
  username: string;
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  isAdmin?: boolean;
  customerId?: number | null;
  language?: UserLanguage;
  mustChangePassword?: boolean;
  createdBy?: number | null;
}

/** The user with exactly this username, or undefined. */
export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  return row;
}

/** The user with this id, or undefined. */
export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Where users are written: the database and the password hasher (`app.deps` has both). */
export interface UserStore {
  db: Db;
  passwords: PasswordHasher;
}

/** Inserts a user with an argon2id hash of the password; the caller checks the password rules. */
export async function createUser(
  { db, passwords }: UserStore,
  input: NewUserInput,
  now: Date,
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      username: input.username,
      email: input.email,
      first_name: input.firstName ?? '',
      last_name: input.lastName ?? '',
      is_admin: input.isAdmin ?? false,
      customer_id: input.customerId ?? null,
      language: input.language ?? 'it',
      must_change_password: input.mustChangePassword ?? false,
      password_hash: await passwords.hash(input.password),
      created_by: input.createdBy ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

/**
 * Replaces a user's password and signs them out everywhere: every token of the user is deleted.
 * `mustChange` true forces another change at the next login (an administrator's reset).
 */
export async function setUserPassword(
  { db, passwords }: UserStore,
  userId: number,
  password: string,
  now: Date,
  mustChange = false,
): Promise<void> {
  const passwordHash = await passwords.hash(password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        password_hash: passwordHash,
        must_change_password: mustChange,
        updated_at: now,
        version: sql`${users.version} + 1`,
      })
      .where(eq(users.id, userId));
    await tx.delete(authTokens).where(eq(authTokens.user_id, userId));
  });
}

/** The public shape of a user (contracts `user`): never any password data. */
export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    version: row.version,
    username: row.username,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    is_admin: row.is_admin,
    customer_id: row.customer_id,
    language: row.language,
    is_active: row.is_active,
    must_change_password: row.must_change_password,
    last_login_at: row.last_login_at ? row.last_login_at.toISOString() : null,
    // Only the kinds the contracts know: a kind a later version dropped must not break the answer.
    reminder_opt_outs: row.reminder_opt_outs.filter((kind) => isOneOf(reminderKinds, kind)),
  };
}
