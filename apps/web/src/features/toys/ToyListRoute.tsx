import { FeatureMessages } from '@altalena/i18n';
import { ResourceListPage, referenceFilter, useResources } from '../../scaffold';
import { toysCatalog } from './catalog';
import { toyColumns, toyFilters } from './toyColumns';

/**
 * `/toys`: the equipment register, filtered by park, status, standard and installation dates. A
 * customer user sees their own parks' equipment (the API decides which).
 */
export function Component() {
  const resources = useResources();
  return (
    <FeatureMessages catalog={toysCatalog}>
      <ResourceListPage
        resource={resources.toys}
        titleId="toys.list.title"
        descriptionId="toys.list.description"
        columns={toyColumns}
        filters={[
          referenceFilter({
            param: 'park_id',
            label: 'field.toy.park_id',
            resource: resources.parks,
            labelOf: (park) => park.name,
          }),
          ...toyFilters,
        ]}
        defaultOrdering="code"
        createHref="/toys/create"
        createLabel="toys.list.create"
        rowHref={(row) => `/toys/${row.id}`}
        emptyTitle="toys.list.empty.title"
        emptyDescription="toys.list.empty.description"
      />
    </FeatureMessages>
  );
}
