import { FeatureMessages } from '@altalena/i18n';
import { useCurrentUser } from '../../app/useCurrentUser';
import type { Park } from '@altalena/contracts';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { MapView, ResourceListPage, referenceFilter, useResources } from '../../scaffold';
import { parksCatalog } from './catalog';
import { parkColumns, parkFilters } from './parkColumns';

/** A park's marker by its worst open risk: the ones to act on stand out. */
function toneOf(risk: Park['worst_open_risk']): 'neutral' | 'warning' | 'danger' {
  if (risk === 'very_high' || risk === 'high') return 'danger';
  if (risk === 'medium') return 'warning';
  return 'neutral';
}

/** The parks of the page on a map, clustered; a marker opens its park. */
function ParksMap({ rows }: { rows: readonly Park[] }) {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <MapView
      label={intl.formatMessage({ id: 'parks.list.map' })}
      cluster
      markers={rows.map((park) => ({
        id: park.id,
        latitude: park.latitude,
        longitude: park.longitude,
        label: park.name,
        tone: toneOf(park.worst_open_risk),
      }))}
      onOpen={(id) => navigate(`/parks/${id}`)}
    />
  );
}

/**
 * `/parks`: the parks, soonest due first, filtered by customer (administrators), status, province, due
 * state and risk. A customer user sees their own customer's parks (the API decides which).
 */
export function Component() {
  const resources = useResources();
  const isAdmin = useCurrentUser().is_admin;
  const mapOf = (rows: readonly Park[]) => <ParksMap rows={rows} />;
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
        rowsView={mapOf}
      />
    </FeatureMessages>
  );
}
