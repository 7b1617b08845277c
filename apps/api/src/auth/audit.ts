import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

/** The auth events written to `audit_log`. */
export type AuthAuditAction =
  | 'login_ok'
  | 'login_failed'
  | 'logout'
  | 'logout_all'
  | 'reset_requested'
  | 'otp_failed'
  | 'password_changed'
  | 'password_change_failed'
  | 'user_created';

/** One audit entry; `changes` must never hold a password, token or OTP. */
export interface AuditEntry {
  action: AuthAuditAction;
  /** The user the event is about (null when the username is unknown). */
  entityId: number | null;
  /** The user who acted (null when nobody is signed in). */
  userId: number | null;
  ip: string | null;
  at: Date;
  changes?: Record<string, unknown>;
}

/** Appends an auth event about a user to the audit log. */
export async function recordAuthEvent(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    entity: 'user',
    entity_id: entry.entityId,
    action: entry.action,
    changes: entry.changes ?? {},
    user_id: entry.userId,
    ip: entry.ip,
    at: entry.at,
  });
}
