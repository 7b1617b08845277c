import type { z } from 'zod';
import { defOf, unwrap } from '../private/formValues';
import type { FormInputOf, FormSchema, FormValuesOf } from './useZodForm';

/** The name of a field of a form schema (a key of its input): a wrong one is a compile error. */
export type FormFieldName<S extends FormSchema> = keyof z.input<S> & string;

/** Values a new record starts with where they differ from its fields' empty values. */
export type FormStarts<S extends FormSchema> = Partial<FormValuesOf<z.input<S>>>;

/** Strings the form shows in a date picker: empty is `null`, as the picker holds it. */
const dateFormats = new Set(['date', 'datetime', 'time']);

/** The empty value of one field: what its input shows before anything is typed or chosen. */
function emptyValueOf(schema: z.ZodType): unknown {
  for (let current = schema; ;) {
    const def = defOf(current);
    if (def.type === 'default') return structuredClone(def.defaultValue);
    if (!['optional', 'nullable', 'readonly', 'catch', 'nonoptional'].includes(def.type)) break;
    current = def.innerType as z.ZodType;
  }
  const { core: coreSchema, nullable } = unwrap(schema);
  const core = defOf(coreSchema);
  switch (core.type) {
    case 'string':
      return core.format && dateFormats.has(core.format) ? null : '';
    case 'enum':
    case 'literal':
      // A choice that may be none holds `null` (none chosen), as the record shows it.
      return nullable ? null : '';
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(
        Object.entries(core.shape ?? {}).map(([key, field]) => [key, emptyValueOf(field)]),
      );
    default:
      // Numbers, ids, dates as objects, files: nothing chosen yet.
      return null;
  }
}

/** The fields of an object schema (a contract's write schema). */
function shapeOf(schema: FormSchema): Record<string, z.ZodType> {
  const core = defOf(unwrap(schema).core);
  if (core.type !== 'object' || !core.shape) throw new TypeError('A form schema is an object.');
  return core.shape;
}

/**
 * The form values of a new record, from its write schema (docs/web.md#forms): a text or a required choice
 * `''`; a choice that may be none, a date, a number or a reference `null`; a switch `false`; a list `[]`; a
 * nested object its own empty values; a `.default()` its default. `starts` overrides where a new record
 * starts elsewhere (a status, a country, an active switch).
 */
export function emptyFormValues<S extends FormSchema>(
  schema: S,
  starts: FormStarts<S> = {},
): FormInputOf<S> {
  const empty = Object.fromEntries(
    Object.entries(shapeOf(schema)).map(([key, field]) => [key, emptyValueOf(field)]),
  );
  return { ...empty, ...structuredClone(starts) } as FormInputOf<S>;
}

/**
 * The form values of a stored record: its value of each field of the write schema, a missing text (`null`)
 * as `''` (the input's empty value, sent back as `null`), lists and objects copied so that editing never
 * touches the record; a field the record does not show (a password) takes its empty value.
 */
export function storedFormValues<S extends FormSchema>(
  schema: S,
  item: Readonly<Record<string, unknown>>,
): FormInputOf<S> {
  return Object.fromEntries(
    Object.entries(shapeOf(schema)).map(([key, field]) => {
      const empty = emptyValueOf(field);
      const value = item[key];
      if (value === undefined || (value === null && empty === '')) return [key, empty];
      return [key, typeof value === 'object' && value !== null ? structuredClone(value) : value];
    }),
  ) as FormInputOf<S>;
}
