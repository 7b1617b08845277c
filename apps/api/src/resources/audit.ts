import type { FastifyRequest } from 'fastify';
import { auditLog } from '../db/schema';
import type { Executor } from './types';

/** Makes a value fit for the `changes` JSON of the audit log. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return value;
}

/** The fields whose value differs between two versions of a row, as `{field: {from, to}}`. */
export function diffRows(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  ignore: readonly string[] = ['version', 'updated_at'],
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after)) {
    if (ignore.includes(key)) continue;
    const from = plain(before[key]);
    const to = plain(after[key]);
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[key] = { from, to };
  }
  return changes;
}

/** The row's fields as audit `changes` (creation and deletion). */
export function snapshot(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key === 'password_hash') continue;
    out[key] = plain(value);
  }
  return out;
}

/** One write to the domain, recorded in `audit_log` in the same transaction. */
export interface ChangeEntry {
  entity: string;
  entityId: number;
  action: string;
  changes: Record<string, unknown>;
}

/** Appends a write of the signed-in user to the audit log. */
export async function recordChange(
  tx: Executor,
  request: FastifyRequest,
  at: Date,
  entry: ChangeEntry,
): Promise<void> {
  await tx.insert(auditLog).values({
    entity: entry.entity,
    entity_id: entry.entityId,
    action: entry.action,
    changes: entry.changes,
    user_id: request.user?.id ?? null,
    ip: request.ip,
    at,
  });
}
