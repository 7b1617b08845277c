import type { VersionedItem } from '@altalena/api-client';
import type { Page } from '@altalena/contracts';
import { Form, FormActions, FormGrid, useZodForm } from '@altalena/forms';
import { FeatureMessages } from '@altalena/i18n';
import { AltalenaProvider, Button } from '@altalena/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { z } from 'zod';
import { signedInCatalog } from '../app/signedInCatalog';
import { ReferenceField } from './ReferenceField';
import { referenceFilter } from './referenceFilter';
import { ListFilters } from './ResourceListPage/ListFilters';
import type { AnyResource, ListFilter } from './types';

// Every async combo box of the scaffold (a form's foreign key, a list's reference filter) picked with
// a tap: the value is the option's id, and stays so after the box loses focus.

interface Person extends VersionedItem {
  first_name: string;
  last_name: string;
}

const people: Person[] = [
  { id: 7, version: 1, first_name: 'Mario', last_name: 'Rossi' },
  { id: 9, version: 1, first_name: 'Giulia', last_name: 'Bianchi' },
];
const nameOf = (person: Person) => `${person.first_name} ${person.last_name}`;

const ok = <T,>(data: T) => ({
  status: 200,
  statusText: 'OK',
  error: false as const,
  data,
  headers: new Headers(),
});

/**
 * The users collection, searched as the API searches (the text within one column, so a whole name
 * finds nothing).
 */
const users = {
  definition: { path: 'people/' },
  list: async (query?: { search?: string }) => {
    const text = (query?.search ?? '').toLowerCase();
    const results = people.filter(
      (person) =>
        text === '' ||
        person.first_name.toLowerCase().includes(text) ||
        person.last_name.toLowerCase().includes(text),
    );
    return ok<Page<Person>>({ count: results.length, next: null, previous: null, results });
  },
  get: async (id: number) => ok(people.find((person) => person.id === id)!),
} as unknown as AnyResource<Person>;

function Providers({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <AltalenaProvider locale="en">
      <FeatureMessages catalog={signedInCatalog}>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </FeatureMessages>
    </AltalenaProvider>
  );
}

function InspectorForm({ onSubmit }: { onSubmit: (values: unknown) => void }) {
  const form = useZodForm(z.object({ inspector_id: z.number().nullable() }), {
    defaultValues: { inspector_id: null },
  });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <FormGrid>
        <ReferenceField name="inspector_id" label="Inspector" resource={users} labelOf={nameOf} />
        <FormActions>
          <Button type="submit">Save</Button>
        </FormActions>
      </FormGrid>
    </Form>
  );
}

/** A list's filters with their values held as the list's URL holds them. */
function FilteredList({
  filter,
  onChange,
}: {
  filter: ListFilter;
  onChange: (param: string, value: string | null) => void;
}) {
  const [values, setValues] = useState<Record<string, string>>({});
  return (
    <ListFilters
      filters={[filter]}
      values={values}
      onChange={(param, value) => {
        onChange(param, value);
        setValues(({ [param]: _, ...rest }) =>
          value === null ? rest : { ...rest, [param]: value },
        );
      }}
    />
  );
}

describe('async combo boxes of the scaffold, picked by pointer', () => {
  it('ReferenceField submits the id of the name tapped in the whole list', async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <Providers>
        <InspectorForm onSubmit={onSubmit} />
      </Providers>,
    );
    const input = screen.getByRole('combobox', { name: 'Inspector' });
    await screen.getByRole('button', { name: 'Show options' }).click();
    await screen.getByRole('option', { name: 'Mario Rossi' }).click();
    await expect.element(input).toHaveValue('Mario Rossi');
    await screen.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    expect(onSubmit.mock.calls[0]![0]).toEqual({ inspector_id: 7 });
    await expect.element(input).toHaveValue('Mario Rossi');
  });

  it('ReferenceField submits the id of the name tapped after typing part of it', async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <Providers>
        <InspectorForm onSubmit={onSubmit} />
      </Providers>,
    );
    const input = screen.getByRole('combobox', { name: 'Inspector' });
    await input.click();
    await userEvent.keyboard('bian');
    await screen.getByRole('option', { name: 'Giulia Bianchi' }).click();
    await expect.element(input).toHaveValue('Giulia Bianchi');
    await screen.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    expect(onSubmit.mock.calls[0]![0]).toEqual({ inspector_id: 9 });
  });

  it('a reference filter of a list applies the id of the name tapped', async () => {
    const onChange = vi.fn();
    const filter = referenceFilter({
      param: 'inspector_id',
      label: 'field.inspection.inspector_id',
      resource: users,
      labelOf: nameOf,
    });
    const screen = await render(
      <Providers>
        <FilteredList filter={filter} onChange={onChange} />
        <Button>Elsewhere</Button>
      </Providers>,
    );
    const input = screen.getByRole('combobox');
    await input.click();
    await userEvent.keyboard('ross');
    await screen.getByRole('option', { name: 'Mario Rossi' }).click();
    await expect.element(input).toHaveValue('Mario Rossi');
    await screen.getByRole('button', { name: 'Elsewhere' }).click();
    expect(onChange).toHaveBeenLastCalledWith('inspector_id', '7');
    await expect.element(input).toHaveValue('Mario Rossi');
  });
});
