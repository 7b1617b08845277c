import { createApiClient } from '@altalena/api-client';
import type { Customer, CustomerListQuery } from '@altalena/contracts';
import { createIntl } from 'react-intl';
import { resourcesOf } from '../app/resourcesOf';
import { tableColumnsOf } from './private/tableColumns';
import type { ResourceListPageProps } from './ResourceListPage';
import type { ListColumn, ListFilter, OrderingField, OrderingOf } from './types';

// The lists' columns and filters are typed by the resource's list query (docs/web.md#lists): the
// `@ts-expect-error` lines are what `tsc -p apps/web` must refuse.

const customers = resourcesOf(createApiClient()).customers;

/** A list page's props as `<ResourceListPage>` infers them from its resource. */
const listProps = <TItem extends Customer, TQuery extends CustomerListQuery>(
  props: ResourceListPageProps<TItem, TQuery>,
) => props;

const city: ListColumn<Customer, CustomerListQuery> = {
  id: 'city',
  header: 'field.customer.city',
  cell: (row) => row.city,
  sortable: true,
};
const email: ListColumn<Customer, CustomerListQuery> = {
  id: 'email',
  header: 'field.customer.email',
  cell: (row) => row.email,
};

describe('list types', () => {
  it('take the ordering fields and filter parameters from the list query', () => {
    expectTypeOf<OrderingField<CustomerListQuery>>().toEqualTypeOf<
      'name' | 'customer_type' | 'city' | 'created_at' | 'updated_at'
    >();
    const ordering: OrderingOf<CustomerListQuery> = '-city,name';
    // @ts-expect-error `town` is no ordering field of the customers' list
    const misspeltOrdering: OrderingOf<CustomerListQuery> = '-town';

    // @ts-expect-error `email` is no ordering field: the column cannot be sortable
    const unsortable: ListColumn<Customer, CustomerListQuery> = {
      id: 'email',
      header: 'field.customer.email',
      cell: (row) => row.email,
      sortable: true,
    };

    const province: ListFilter<CustomerListQuery> = {
      kind: 'text',
      param: 'province',
      label: 'field.customer.province',
    };
    const misspeltFilter: ListFilter<CustomerListQuery> = {
      kind: 'text',
      // @ts-expect-error `provinc` is no parameter of the customers' list
      param: 'provinc',
      label: 'field.customer.province',
    };
    const pageFilter: ListFilter<CustomerListQuery> = {
      kind: 'text',
      // @ts-expect-error the page is the list's own parameter, not a filter
      param: 'page',
      label: 'field.customer.province',
    };

    const page = listProps({
      resource: customers,
      titleId: 'customers.list.title',
      emptyTitle: 'customers.list.empty.title',
      columns: [city, email],
      filters: [province],
      defaultOrdering: '-name',
      baseQuery: { is_active: 'true' },
    });
    listProps({
      resource: customers,
      titleId: 'customers.list.title',
      emptyTitle: 'customers.list.empty.title',
      columns: [city],
      // @ts-expect-error the default ordering is one the list has
      defaultOrdering: '-town',
    });
    listProps({
      resource: customers,
      titleId: 'customers.list.title',
      emptyTitle: 'customers.list.empty.title',
      columns: [city],
      // @ts-expect-error the screen's query is one the list takes
      baseQuery: { town: 'Torino' },
    });

    expect([
      ordering,
      misspeltOrdering,
      unsortable.id,
      misspeltFilter.param,
      pageFilter.param,
    ]).toEqual(['-city,name', '-town', 'email', 'provinc', 'page']);
    expect(page.columns.map((column) => column.id)).toEqual(['city', 'email']);
  });

  it("offer sorting on a list's sortable columns only, and none in a related list", () => {
    // No catalog: a header is its message id.
    const intl = createIntl({ locale: 'en', onError: () => undefined });
    const sorted = tableColumnsOf([city, email], intl, { sortable: true });
    expect(sorted.map((column) => [column.id, column.header, column.isSortable])).toEqual([
      ['city', 'field.customer.city', true],
      ['email', 'field.customer.email', undefined],
    ]);
    const related = tableColumnsOf([city, email], intl, { sortable: false });
    expect(related.map((column) => column.isSortable)).toEqual([undefined, undefined]);
    expect(related[0]?.cell({ city: 'Torino' } as Customer)).toBe('Torino');
  });
});
