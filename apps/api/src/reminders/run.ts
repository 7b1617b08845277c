import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppDeps } from '../app';
import { reminderDeliveries, users } from '../db/schema';
import type { Executor, Tx } from '../resources/types';
import { findCandidates, type ReminderItem } from './candidates';
import { reminderMail, type ReminderRecipient } from './mail';

/** What one reminder run did. */
export interface ReminderRunResult {
  /** Mails handed to the mailer (one per recipient at most). */
  mails: number;
  /** Reminders those mails carried. */
  reminders: number;
  /** Mails that could not be handed over: their reminders stay unsent and the next run retries them. */
  failed: number;
}

/** Where a run reports what went wrong (the app's logger, or the console in the CLI). */
export interface ReminderLog {
  error(details: Record<string, unknown>, message: string): void;
}

const consoleLog: ReminderLog = {
  error: (details, message) => console.error(message, details),
};

/** A claimed delivery row. */
interface Claimed {
  id: number;
  kind: string;
  subject: string;
}

/**
 * Inserts the delivery rows of a recipient's reminders (a row that exists is left alone) and returns those
 * not sent yet; with `lock`, locks them, skipping rows another transaction holds.
 */
async function claim(
  tx: Tx,
  recipient: ReminderRecipient,
  items: ReminderItem[],
  createdAt: Date,
  lock: boolean,
): Promise<Claimed[]> {
  await tx
    .insert(reminderDeliveries)
    .values(
      items.map((item) => ({
        kind: item.kind,
        subject: item.subject,
        user_id: recipient.id,
        created_at: createdAt,
      })),
    )
    .onConflictDoNothing();
  const unsent = tx
    .select({
      id: reminderDeliveries.id,
      kind: reminderDeliveries.kind,
      subject: reminderDeliveries.subject,
    })
    .from(reminderDeliveries)
    .where(
      and(
        eq(reminderDeliveries.user_id, recipient.id),
        isNull(reminderDeliveries.sent_at),
        inArray(reminderDeliveries.kind, [...new Set(items.map((item) => item.kind))]),
        inArray(
          reminderDeliveries.subject,
          items.map((item) => item.subject),
        ),
      ),
    )
    .orderBy(reminderDeliveries.kind, reminderDeliveries.subject);
  return lock ? unsent.for('update', { skipLocked: true }) : unsent;
}

/** Mails the claimed reminders and marks their rows sent; a mail the mailer refused leaves them unsent. */
async function send(
  deps: AppDeps,
  ex: Executor,
  recipient: ReminderRecipient,
  items: ReminderItem[],
  claimed: Claimed[],
  at: Date,
  log: ReminderLog,
): Promise<{ sent: number; failed: boolean }> {
  const keys = new Set(claimed.map((row) => `${row.kind}\n${row.subject}`));
  const mine = items.filter((item) => keys.has(`${item.kind}\n${item.subject}`));
  if (mine.length === 0) return { sent: 0, failed: false };
  try {
    await deps.mailer.send(reminderMail(recipient, mine, at));
  } catch (error) {
    // The rows stay unsent (committed, not rolled back): the next run retries them.
    log.error(
      { err: error, userId: recipient.id },
      'reminder mail not sent; the next run retries it',
    );
    return { sent: 0, failed: true };
  }
  await ex
    .update(reminderDeliveries)
    .set({ sent_at: deps.clock.now() })
    .where(
      inArray(
        reminderDeliveries.id,
        claimed.map((row) => row.id),
      ),
    );
  return { sent: mine.length, failed: false };
}

// The deliveries of each embedded database, one after another: its one process may run two schedulers.
const embeddedQueues = new WeakMap<object, Promise<unknown>>();

function oneAtATime<T>(key: object, work: () => Promise<T>): Promise<T> {
  const result = (embeddedQueues.get(key) ?? Promise.resolve()).then(work, work);
  embeddedQueues.set(
    key,
    result.catch(() => undefined),
  );
  return result;
}

/**
 * Claims and mails one recipient's reminders, so that each is mailed once. On PostgreSQL, where several
 * processes may run, in one transaction: the rows are claimed and locked, and a second process inserting
 * the same rows waits for it and then finds them sent; the mail goes out while they are locked. PGlite has
 * one process per data directory: its deliveries take turns in it, and the mail goes out after a short
 * claiming transaction, not inside one (which would hold every other query of the app meanwhile).
 */
async function deliver(
  deps: AppDeps,
  recipient: ReminderRecipient,
  items: ReminderItem[],
  at: Date,
  log: ReminderLog,
): Promise<{ sent: number; failed: boolean }> {
  // One order for every process: two runs lock the same rows in the same order, never crosswise.
  const sorted = [...items].sort((a, b) =>
    a.kind === b.kind ? a.subject.localeCompare(b.subject) : a.kind.localeCompare(b.kind),
  );
  const createdAt = deps.clock.now();
  if (deps.database.driver === 'postgres') {
    return deps.db.transaction(async (tx) =>
      send(
        deps,
        tx,
        recipient,
        sorted,
        await claim(tx, recipient, sorted, createdAt, true),
        at,
        log,
      ),
    );
  }
  return oneAtATime(deps.database, async () => {
    const claimed = await deps.db.transaction((tx) =>
      claim(tx, recipient, sorted, createdAt, false),
    );
    return send(deps, deps.db, recipient, items, claimed, at, log);
  });
}

/**
 * One reminder run as of the instant `at`: finds every reminder due and not sent yet, and mails each
 * recipient once with all of theirs. Safe to run in several processes at once: each reminder is mailed by
 * the one that claims it. A recipient whose mail fails is counted and the others still get theirs.
 */
export async function runReminders(
  deps: AppDeps,
  at: Date,
  log: ReminderLog = consoleLog,
): Promise<ReminderRunResult> {
  const candidates = await findCandidates(deps.db, at);
  const byUser = new Map<number, ReminderItem[]>();
  for (const { userId, item } of candidates) {
    byUser.set(userId, [...(byUser.get(userId) ?? []), item]);
  }
  const result: ReminderRunResult = { mails: 0, reminders: 0, failed: 0 };
  if (byUser.size === 0) return result;
  const recipients = await deps.db
    .select({
      id: users.id,
      email: users.email,
      username: users.username,
      first_name: users.first_name,
      language: users.language,
      is_admin: users.is_admin,
    })
    .from(users)
    .where(inArray(users.id, [...byUser.keys()]))
    .orderBy(users.id);
  for (const recipient of recipients) {
    try {
      const { sent, failed } = await deliver(
        deps,
        recipient,
        byUser.get(recipient.id) ?? [],
        at,
        log,
      );
      if (sent > 0) {
        result.mails += 1;
        result.reminders += sent;
      }
      if (failed) result.failed += 1;
    } catch (error) {
      // A database error for one recipient (say, a lost connection) does not stop the others' mails.
      result.failed += 1;
      log.error({ err: error, userId: recipient.id }, 'reminder delivery failed');
    }
  }
  return result;
}
