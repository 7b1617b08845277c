import type { z } from 'zod';

/** The parts of a zod 4 schema definition the walk reads. */
export interface SchemaDef {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  options?: readonly z.ZodType[];
  getter?: () => z.ZodType;
  /** A `.default()`'s value. */
  defaultValue?: unknown;
  /** A string's format (`date`, `email`…). */
  format?: string;
}

/** The definition of a zod 4 schema. */
export const defOf = (schema: z.ZodType): SchemaDef =>
  (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

/** A schema without its wrappers, and whether they let the value be absent or `null`. */
export interface Unwrapped {
  core: z.ZodType;
  optional: boolean;
  nullable: boolean;
}

/** Strips optional, nullable, default, readonly, catch, lazy and pipe wrappers (a transform's target). */
export function unwrap(schema: z.ZodType): Unwrapped {
  let optional = false;
  let nullable = false;
  let current = schema;
  for (let depth = 0; depth < 64; depth++) {
    const def = defOf(current);
    if (
      (def.type === 'optional' || def.type === 'default' || def.type === 'prefault') &&
      def.innerType
    ) {
      optional = true;
      current = def.innerType;
    } else if (def.type === 'nullable' && def.innerType) {
      nullable = true;
      current = def.innerType;
    } else if ((def.type === 'readonly' || def.type === 'catch') && def.innerType) {
      current = def.innerType;
    } else if (def.type === 'nonoptional' && def.innerType) {
      optional = false;
      current = def.innerType;
    } else if (def.type === 'lazy' && def.getter) {
      current = def.getter();
    } else if (def.type === 'pipe' && def.in && def.out) {
      current = defOf(def.in).type === 'transform' ? def.out : def.in;
    } else if (def.type === 'union' && def.options) {
      const kinds = def.options.map((option) => defOf(option).type);
      if (kinds.includes('null')) nullable = true;
      if (kinds.includes('undefined')) optional = true;
      const rest = def.options.filter(
        (option) => !['null', 'undefined'].includes(defOf(option).type),
      );
      if (rest.length !== 1) break;
      current = rest[0]!;
    } else {
      break;
    }
  }
  return { core: current, optional, nullable };
}

const isBlank = (value: unknown): boolean =>
  (typeof value === 'string' && value.trim() === '') ||
  (typeof value === 'number' && Number.isNaN(value));

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.getPrototypeOf(value) === Object.prototype;

/**
 * Turns form values into what the schema expects of an API body, walking the schema: a blank text (`''`)
 * or a cleared number (`NaN`) in a nullable field becomes `null`, in an optional one absent; `null` in an
 * optional, not nullable field becomes absent; keys a strict object does not know are dropped (a form may
 * hold more than the body). Nested objects and arrays of objects (quote lines) are walked too; required
 * fields keep their empty value, which the schema then reports.
 */
export function prepareFormValues(schema: z.ZodType, value: unknown): unknown {
  const { core, optional, nullable } = unwrap(schema);
  if (isBlank(value) && (nullable || optional)) return nullable ? null : undefined;
  if (value === null && optional && !nullable) return undefined;
  const def = defOf(core);
  if (def.type === 'object' && def.shape && isPlainObject(value)) {
    const strict = !!def.catchall && defOf(def.catchall).type === 'never';
    const prepared: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(value)) {
      const field = def.shape[key];
      if (!field) {
        if (!strict) prepared[key] = entry;
        continue;
      }
      const next = prepareFormValues(field, entry);
      if (next !== undefined) prepared[key] = next;
    }
    return prepared;
  }
  if (def.type === 'array' && def.element && Array.isArray(value)) {
    const element = def.element;
    return value.map((entry) => prepareFormValues(element, entry));
  }
  return value;
}

/** The value at a path of nested objects and arrays, or `undefined`. */
export function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}
