import { resourceQueries, type ListQuery, type VersionedItem } from '@altalena/api-client';
import { FormComboBox, type WidthPreset } from '@altalena/forms';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { referenceOptions } from './referenceFilter';
import type { AnyResource } from './types';

/** Props of {@link ReferenceField}. */
export interface ReferenceFieldProps<T extends VersionedItem> {
  /** The form value: the id of the chosen record. */
  name: string;
  label: string;
  /** The collection searched as the user types. */
  resource: AnyResource<T>;
  /** The text of a record in the list and in the box. */
  labelOf: (item: T) => string;
  /** Narrows the choices, e.g. `{ is_active: 'true' }`. */
  query?: ListQuery;
  width?: WidthPreset;
  isRequired?: boolean;
  isDisabled?: boolean;
  description?: string;
}

/**
 * A foreign key: an async combo box searching the API (docs/web.md#forms); the form value is the chosen id,
 * and the chosen record's name is shown after a reload too.
 */
export function ReferenceField<T extends VersionedItem>({
  name,
  resource,
  labelOf,
  query,
  ...props
}: ReferenceFieldProps<T>) {
  const id = useWatch({ name }) as number | null | undefined;
  const chosen = useQuery({
    ...resourceQueries(resource).detail(id ?? 0),
    enabled: typeof id === 'number' && id > 0,
  });
  return (
    <FormComboBox
      {...props}
      name={name}
      numeric
      selectedLabel={chosen.data ? labelOf(chosen.data) : undefined}
      loadOptions={referenceOptions(resource, labelOf, query)}
    />
  );
}
