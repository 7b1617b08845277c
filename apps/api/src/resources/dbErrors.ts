import { ApiError } from '../http/errors';
import { isRecord } from '../http/json';

interface PgErrorLike {
  code?: string;
  constraint?: string;
  detail?: string;
}

/** The PostgreSQL error behind a Drizzle error (Drizzle wraps driver errors in `cause`). */
export function pgErrorOf(error: unknown): PgErrorLike | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && isRecord(current); depth++) {
    const { code, constraint, detail } = current;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return {
        code,
        constraint: typeof constraint === 'string' ? constraint : undefined,
        detail: typeof detail === 'string' ? detail : undefined,
      };
    }
    current = current.cause;
  }
  return undefined;
}

/** Fields named by unique constraints, so a 409 can say which value is taken. */
export type UniqueFields = Record<string, string>;

/**
 * Turns a constraint violation into the answer a caller can act on: a taken unique value is a 409 naming
 * the field, a row still referenced is a 409 `in_use`; anything else is rethrown as it is.
 */
export function mapDbError(error: unknown, uniqueFields: UniqueFields = {}): never {
  const pg = pgErrorOf(error);
  if (pg?.code === '23505') {
    const field = (pg.constraint && uniqueFields[pg.constraint]) ?? 'non_field_errors';
    throw new ApiError(409, 'already_exists', [
      { field, code: 'unique', message: 'This value is already in use.' },
    ]);
  }
  if (pg?.code === '23503') {
    throw new ApiError(409, 'in_use', [
      { field: 'non_field_errors', code: 'in_use', message: 'Other records refer to this one.' },
    ]);
  }
  // Data exceptions (a value out of a column's range) are the caller's input, never a server fault.
  if (pg?.code?.startsWith('22')) {
    throw new ApiError(400, 'validation_error', [
      { field: 'non_field_errors', code: 'invalid', message: 'A value is out of range.' },
    ]);
  }
  throw error;
}
