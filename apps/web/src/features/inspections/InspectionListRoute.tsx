import { FeatureMessages } from '@altalena/i18n';
import { Button } from '@altalena/ui';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../../app/useCurrentUser';
import { ResourceListPage, referenceFilter, useResources } from '../../scaffold';
import { useIsPhone } from '../../scaffold/useIsPhone';
import { inspectionsCatalog } from './catalog';
import { MyDay } from './day';
import { dayCatalog } from './day/dayCatalog';
import { inspectionColumns, inspectionFilters } from './inspectionColumns';

/** The query parameter choosing between "My day" (`day`) and the full list (`list`). */
const VIEW_PARAM = 'view';

/** "My day" from the list: the way back to the inspector's day. */
function MyDayAction() {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <Button variant="secondary" onPress={() => void navigate(`/inspections?${VIEW_PARAM}=day`)}>
      {intl.formatMessage({ id: 'day.myDay' })}
    </Button>
  );
}

/**
 * `/inspections`: for an administrator on a phone, "My day" (docs/web.md#my-day) unless the full list
 * is asked for (`?view=list`); otherwise every inspection the user may see, newest first, filtered by
 * park, customer (administrators), type, status, outcome, risk and dates. New ones start from their park.
 */
export function Component() {
  const isAdmin = useCurrentUser().is_admin;
  const isPhone = useIsPhone();
  const view = useSearchParams()[0].get(VIEW_PARAM);
  const showDay = isAdmin && (view === 'day' || (isPhone && view !== 'list'));
  return (
    <FeatureMessages catalog={inspectionsCatalog}>
      <FeatureMessages catalog={dayCatalog}>
        {showDay ? <MyDay listHref={`/inspections?${VIEW_PARAM}=list`} /> : <InspectionList />}
      </FeatureMessages>
    </FeatureMessages>
  );
}

function InspectionList() {
  const resources = useResources();
  const isAdmin = useCurrentUser().is_admin;
  return (
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
      actions={isAdmin && <MyDayAction />}
    />
  );
}
