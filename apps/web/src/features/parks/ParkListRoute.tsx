import { FeatureMessages } from '@altalena/i18n';
import { useCurrentUser } from '../../app/useCurrentUser';
import { ResourceListPage, referenceFilter, useResources } from '../../scaffold';
import { parksCatalog } from './catalog';
import { parkColumns, parkFilters } from './parkColumns';

/**
 * `/parks`: the parks, soonest due first, filtered by customer (administrators), status, province, due
 * state and risk. A customer user sees their own customer's parks (the API decides which).
 */
export function Component() {
  const resources = useResources();
  const isAdmin = useCurrentUser().is_admin;
  return (
    <FeatureMessages catalog={parksCatalog}>
      <ResourceListPage
        resource={resources.parks}
        titleId="parks.list.title"
        descriptionId="parks.list.description"
        columns={parkColumns(isAdmin)}
        filters={[
          ...(isAdmin
            ? [
                referenceFilter({
                  param: 'customer_id',
                  label: 'field.park.customer_id',
                  resource: resources.customers,
                  labelOf: (customer) => customer.name,
                }),
              ]
            : []),
          ...parkFilters,
        ]}
        defaultOrdering="next_due_on"
        createHref="/parks/create"
        createLabel="parks.list.create"
        rowHref={(row) => `/parks/${row.id}`}
        emptyTitle="parks.list.empty.title"
        emptyDescription="parks.list.empty.description"
      />
    </FeatureMessages>
  );
}
