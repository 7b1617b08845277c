import { brokenPasswordRules } from '@altalena/contracts';
import { count } from 'drizzle-orm';
import type { AppDeps } from './app';
import { recordAuthEvent } from './auth/audit';
import { generatePassword } from './auth/passwords';
import { users } from './db/schema';

/** Username of the administrator created when `ADMIN_USERNAME` is not set. */
export const DEFAULT_ADMIN_USERNAME = 'admin';

/** Options of `bootstrap`. */
export interface BootstrapOptions {
  /** Where the one-time password notice goes (standard output). */
  print?: (line: string) => void;
}

/** What `bootstrap` did. */
export interface BootstrapResult {
  /** The administrator created now, or null when the database already had users. */
  createdAdmin: { id: number; username: string; generatedPassword: boolean } | null;
}

/**
 * First start on an empty `users` table: creates the administrator from `ADMIN_USERNAME` and
 * `ADMIN_PASSWORD`, or `admin` with a random password printed once and a forced change at first login.
 * Does nothing when any user exists; concurrent starts create one administrator between them.
 */
export async function bootstrap(
  deps: AppDeps,
  options: BootstrapOptions = {},
): Promise<BootstrapResult> {
  const print = options.print ?? ((line: string) => process.stdout.write(`${line}\n`));
  const { db, config, clock } = deps;
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return { createdAdmin: null };

  const fromEnv = config.adminUsername !== undefined && config.adminPassword !== undefined;
  const username = fromEnv ? config.adminUsername! : DEFAULT_ADMIN_USERNAME;
  const password = fromEnv ? config.adminPassword! : generatePassword();
  const broken = brokenPasswordRules(password);
  if (broken.length > 0) {
    throw new Error(
      `ADMIN_PASSWORD breaks the password rules (${broken.join(', ')}): it needs 8 to 128 characters ` +
        'with an upper case letter, a lower case letter and a digit',
    );
  }
  const now = clock.now();
  const [created] = await db
    .insert(users)
    .values({
      username,
      email: `${username}@localhost`,
      is_admin: true,
      language: 'it',
      must_change_password: !fromEnv,
      password_hash: await deps.passwords.hash(password),
      created_at: now,
      updated_at: now,
    })
    .onConflictDoNothing({ target: users.username })
    .returning({ id: users.id });
  // Another process starting at the same moment created it first.
  if (!created) return { createdAdmin: null };
  await recordAuthEvent(db, {
    action: 'user_created',
    entityId: created.id,
    userId: null,
    ip: null,
    at: now,
    changes: { username, is_admin: true, via: 'bootstrap' },
  });
  if (fromEnv) {
    print(`Administrator created: username ${username} (password from ADMIN_PASSWORD)`);
  } else {
    const line = `Administrator created: username ${username}, password ${password} (you will be asked to change it at first login)`;
    const rule = '='.repeat(line.length);
    print(rule);
    print(line);
    print(rule);
  }
  return { createdAdmin: { id: created.id, username, generatedPassword: !fromEnv } };
}
