import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userDataVersion } from '../db/dataVersions';
import { preparedQuery } from '../db/prepared';
import { authTokens, users } from '../db/schema';
import type { UserRow } from '../users/service';
import { digestsEqual, generateToken, tokenDigest, tokenKey } from './tokens';

/** A token just issued: the only moment it exists in clear. */
export interface IssuedToken {
  token: string;
  expiry: Date;
}

/** The user a presented token belongs to, and the token's row id. */
export interface Session {
  user: UserRow;
  tokenId: number;
  /** The user's data version, when it was asked for. */
  dataVersion: string | null;
}

/** A token row of the key presented, with its user. */
interface SessionCandidate {
  id: number;
  digest: string;
  expiry: Date;
  user: UserRow;
  dataVersion?: string;
}

/** Creates a token for a user valid `ttlHours` from `now`; stores only its key and SHA-512 digest. */
export async function issueToken(
  db: Db,
  userId: number,
  now: Date,
  ttlHours: number,
): Promise<IssuedToken> {
  const token = generateToken();
  const expiry = new Date(now.getTime() + ttlHours * 3_600_000);
  await db.insert(authTokens).values({
    token_key: tokenKey(token),
    digest: tokenDigest(token),
    user_id: userId,
    created_at: now,
    expiry,
  });
  return { token, expiry };
}

const sessionColumns = {
  id: authTokens.id,
  digest: authTokens.digest,
  expiry: authTokens.expiry,
  user: users,
};

/** The tokens of a key with their users (keys are short: several tokens may share one). */
const sessionsByKey = preparedQuery((db) =>
  db
    .select(sessionColumns)
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.user_id))
    .where(eq(authTokens.token_key, sql.placeholder('key')))
    .prepare('sessions_by_key'),
);

/** `sessionsByKey` with each user's data version. */
const sessionsWithVersionByKey = preparedQuery((db) =>
  db
    .select({ ...sessionColumns, dataVersion: userDataVersion })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.user_id))
    .where(eq(authTokens.token_key, sql.placeholder('key')))
    .prepare('sessions_with_version_by_key'),
);

/**
 * The session of a well-formed token: looked up by its key, compared by digest in constant time.
 * An expired token is deleted and yields null, as does an unknown one or an inactive user's. With
 * `withDataVersion`, the user's data version (db/dataVersions) is read in the same query.
 */
export async function findSession(
  db: Db,
  token: string,
  now: Date,
  { withDataVersion = false } = {},
): Promise<Session | null> {
  const key = { key: tokenKey(token) };
  const candidates: SessionCandidate[] = withDataVersion
    ? await sessionsWithVersionByKey(db).execute(key)
    : await sessionsByKey(db).execute(key);
  const digest = tokenDigest(token);
  const match = candidates.find((candidate) => digestsEqual(candidate.digest, digest));
  if (!match) return null;
  if (match.expiry.getTime() <= now.getTime()) {
    await db.delete(authTokens).where(eq(authTokens.id, match.id));
    return null;
  }
  if (!match.user.is_active) return null;
  return { user: match.user, tokenId: match.id, dataVersion: match.dataVersion ?? null };
}

/** Deletes one token by its row id. */
export async function deleteToken(db: Db, tokenId: number): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.id, tokenId));
}

/** Deletes every token of a user; returns how many there were. */
export async function deleteUserTokens(db: Db, userId: number): Promise<number> {
  const deleted = await db
    .delete(authTokens)
    .where(eq(authTokens.user_id, userId))
    .returning({ id: authTokens.id });
  return deleted.length;
}

/** Deletes a user's tokens that expired by `now` (done at each login, like knox). */
export async function deleteExpiredTokens(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .delete(authTokens)
    .where(and(eq(authTokens.user_id, userId), lte(authTokens.expiry, now)));
}
