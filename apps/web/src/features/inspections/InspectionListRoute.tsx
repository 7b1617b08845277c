import { FeatureMessages } from '@altalena/i18n';
import { useCurrentUser } from '../../app/useCurrentUser';
import { ResourceListPage, referenceFilter, useResources } from '../../scaffold';
import { inspectionsCatalog } from './catalog';
import { inspectionColumns, inspectionFilters } from './inspectionColumns';

/**
 * `/inspections`: every inspection the user may see, newest first, filtered by park, customer
 * (administrators), type, status, outcome, risk and dates. New ones start from their park.
 */
export function Component() {
  const resources = useResources();
  const isAdmin = useCurrentUser().is_admin;
  return (
    <FeatureMessages catalog={inspectionsCatalog}>
      <ResourceListPage
        resource={resources.inspections}
        titleId="inspections.list.title"
        descriptionId="inspections.list.description"
        columns={inspectionColumns}
        filters={[
          referenceFilter({
            param: 'park_id',
            label: 'field.inspection.park_id',
            resource: resources.parks,
            labelOf: (park) => park.name,
          }),
          ...(isAdmin
            ? [
                referenceFilter({
                  param: 'customer_id',
                  label: 'field.inspection.customer_id',
                  resource: resources.customers,
                  labelOf: (customer) => customer.name,
                }),
              ]
            : []),
          ...inspectionFilters,
        ]}
        defaultOrdering="-performed_at"
        createHref="/parks"
        createLabel="inspections.list.openParks"
        rowHref={(row) => `/inspections/${row.id}`}
        emptyTitle="inspections.list.empty.title"
        emptyDescription="inspections.list.empty.description"
      />
    </FeatureMessages>
  );
}
