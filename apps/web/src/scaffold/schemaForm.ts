import {
  emptyFormValues,
  storedFormValues,
  type FormFieldName,
  type FormInputOf,
  type FormSchema,
  type FormStarts,
} from '@altalena/forms';
import type { AnyMessageId } from '@altalena/i18n';
import { useIntl } from 'react-intl';

/** The label ids of a form's fields: `field.<entity>.<name>` of the domain catalogs, by field name. */
export type FieldLabels<N extends string, E extends string> = {
  readonly [K in N]: `field.${E}.${K}`;
};

/** What a record's form takes from its write schema (docs/web.md#forms); spread it into the form. */
export interface SchemaForm<S extends FormSchema, E extends string> {
  /** The contract's write schema (it validates the form). */
  schema: S;
  /** The form's values for a new record. */
  emptyValues: FormInputOf<S>;
  /** The form's values of a stored record. */
  valuesOf: (item: object) => FormInputOf<S>;
  /** Labels of the fields, for the form and the conflict dialog. */
  fieldLabels: FieldLabels<FormFieldName<S>, E>;
}

/**
 * A form's values and labels derived from the contract's write schema: the empty values of a new record
 * (`starts` where it starts elsewhere), a stored record's values, and each field's label
 * `field.<entity>.<name>`. A field added to the schema is in the form's values and needs its label in the
 * catalogs (a compile error until then, where the labels are used).
 */
export function schemaForm<S extends FormSchema, E extends string>(
  entity: E,
  schema: S,
  starts?: FormStarts<S>,
): SchemaForm<S, E> {
  const emptyValues = emptyFormValues(schema, starts);
  return {
    schema,
    emptyValues,
    valuesOf: (item) => storedFormValues(schema, item as Readonly<Record<string, unknown>>),
    fieldLabels: Object.fromEntries(
      Object.keys(emptyFormValues(schema)).map((name) => [name, `field.${entity}.${name}`]),
    ) as FieldLabels<FormFieldName<S>, E>,
  };
}

/** The translated label of a form's field, by its name (a wrong name is a compile error). */
export function useFieldLabel<N extends string>(fieldLabels: { readonly [K in N]: AnyMessageId }): (
  name: N,
) => string {
  const intl = useIntl();
  return (name) => intl.formatMessage({ id: fieldLabels[name] });
}
