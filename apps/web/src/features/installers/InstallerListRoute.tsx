import { FeatureMessages } from '@altalena/i18n';
import { ResourceListPage, useResources } from '../../scaffold';
import { installersCatalog } from './catalog';
import { installerColumns } from './installerColumns';

/** `/installers`: every installer, with its insurance expiry marked when near or past. */
export function Component() {
  const resources = useResources();
  return (
    <FeatureMessages catalog={installersCatalog}>
      <ResourceListPage
        resource={resources.installers}
        titleId="installers.list.title"
        descriptionId="installers.list.description"
        columns={installerColumns}
        filters={[
          { kind: 'boolean', param: 'is_active', label: 'field.installer.is_active' },
          { kind: 'text', param: 'city', label: 'installers.filter.city' },
          { kind: 'date', param: 'insurance_expiry_to', label: 'installers.filter.insuranceTo' },
        ]}
        defaultOrdering="company_name"
        createHref="/installers/create"
        createLabel="installers.list.create"
        rowHref={(row) => `/installers/${row.id}`}
        emptyTitle="installers.list.empty.title"
        emptyDescription="installers.list.empty.description"
      />
    </FeatureMessages>
  );
}
