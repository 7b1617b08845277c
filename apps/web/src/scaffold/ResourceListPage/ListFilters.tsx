import { ComboBox, Select, TextField } from '@altalena/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ListQuery } from '@altalena/api-client';
import type { FilterParam, ListFilter } from '../types';
import * as styles from './ResourceListPage.css';

const DateFilter = lazy(() => import('./DateFilter'));

/** The value a choice filter shows for "no filter" (Radix Select items cannot be empty). */
const ALL = '__all';

interface ListFiltersProps<TQuery extends ListQuery> {
  filters: readonly ListFilter<TQuery>[];
  values: Record<string, string>;
  onChange: (param: FilterParam<TQuery>, value: string | null) => void;
}

/** A text box that reports its text only when typing pauses (search and text filters). */
export function TextFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onChange(text), 350);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return <TextField label={label} value={text} onChange={setText} />;
}

function ReferenceFilter({
  filter,
  value,
  onChange,
}: {
  filter: Extract<ListFilter<ListQuery>, { kind: 'reference' }>;
  value: string | undefined;
  onChange: (value: string | null) => void;
}) {
  const intl = useIntl();
  const id = Number(value);
  const known = value !== undefined && Number.isInteger(id) && id > 0;
  const selected = useQuery({ ...filter.labelQuery(known ? id : 0), enabled: known });
  // A record that cannot be read, or a value that is no id, shows as it is in the URL.
  const selectedLabel = selected.data ?? (selected.isError || !known ? value : undefined);
  return (
    <ComboBox
      label={intl.formatMessage({ id: filter.label })}
      loadOptions={filter.load}
      value={value ?? null}
      selectedLabel={selectedLabel}
      onChange={onChange}
    />
  );
}

/** The filters of a list, each bound to its query parameter. */
export function ListFilters<TQuery extends ListQuery>({
  filters,
  values,
  onChange,
}: ListFiltersProps<TQuery>) {
  const intl = useIntl();
  const all = { value: ALL, label: intl.formatMessage({ id: 'web.list.filter.all' }) };
  return (
    <div className={styles.filters}>
      {filters.map((filter) => {
        const label = intl.formatMessage({ id: filter.label });
        const value = values[filter.param];
        switch (filter.kind) {
          case 'choice':
          case 'boolean': {
            const options =
              filter.kind === 'boolean'
                ? [
                    { value: 'true', label: intl.formatMessage({ id: 'web.list.filter.yes' }) },
                    { value: 'false', label: intl.formatMessage({ id: 'web.list.filter.no' }) },
                  ]
                : filter.options.map((option) => ({
                    value: option.value,
                    label: intl.formatMessage({ id: option.label }),
                  }));
            return (
              <Select
                key={filter.param}
                label={label}
                options={[all, ...options]}
                value={value ?? ALL}
                onChange={(next) => onChange(filter.param, next === ALL ? null : next)}
              />
            );
          }
          case 'text':
            return (
              <TextFilter
                key={filter.param}
                label={label}
                value={value ?? ''}
                onChange={(next) => onChange(filter.param, next.trim() === '' ? null : next.trim())}
              />
            );
          case 'date':
            return (
              // Until the calendar's chunk is in, an empty box of the same size holds its place.
              <Suspense
                key={filter.param}
                fallback={<TextField label={label} value="" isDisabled />}
              >
                <DateFilter
                  label={label}
                  value={value ?? null}
                  onChange={(next) => onChange(filter.param, next)}
                />
              </Suspense>
            );
          case 'reference':
            return (
              <ReferenceFilter
                key={filter.param}
                filter={filter}
                value={value}
                onChange={(next) => onChange(filter.param, next)}
              />
            );
        }
      })}
    </div>
  );
}
