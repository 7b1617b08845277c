import { FeatureMessages } from '@altalena/i18n';
import { ResourceListPage, useResources } from '../../scaffold';
import { customersCatalog } from './catalog';
import { customerColumns, customerFilters } from './customerColumns';

/** `/customers`: every customer, searchable and filtered by type, state and province. */
export function Component() {
  const resources = useResources();
  return (
    <FeatureMessages catalog={customersCatalog}>
      <ResourceListPage
        resource={resources.customers}
        titleId="customers.list.title"
        descriptionId="customers.list.description"
        columns={customerColumns}
        filters={customerFilters}
        defaultOrdering="name"
        createHref="/customers/create"
        createLabel="customers.list.create"
        rowHref={(row) => `/customers/${row.id}`}
        emptyTitle="customers.list.empty.title"
        emptyDescription="customers.list.empty.description"
      />
    </FeatureMessages>
  );
}
