import { DASHBOARD_DUE_WITHIN_DAYS, parkMarkerList, type ParkMarker } from '@altalena/contracts';
import { vars } from '@altalena/tokens';
import { Alert, Button, Card, Skeleton, statusMessageId } from '@altalena/ui';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../scaffold/errorMessage';
import { MapView, type MapMarker } from '../../../scaffold/MapView';
import { useParkMarkers } from '../dashboardQueries';
import { dashboardLinks } from '../links';
import * as shared from '../dashboard.css';
import * as css from './ParksMap.css';
import { markerTone, type MarkerTone } from './markerTone';

/** Props of {@link ParksMap}. */
export interface ParksMapProps {
  /** The server's today (`YYYY-MM-DD`): what counts as due soon. */
  today: string;
}

/** A marker's name: the park, and why it stands out. */
function markerLabel(intl: IntlShape, park: ParkMarker): string {
  const risk = park.worst_open_risk
    ? intl.formatMessage({ id: statusMessageId('risk', park.worst_open_risk) }).toLocaleLowerCase()
    : null;
  if (park.overdue && risk)
    return intl.formatMessage(
      { id: 'dashboard.map.marker.overdueRisk' },
      { name: park.name, risk },
    );
  if (park.overdue)
    return intl.formatMessage({ id: 'dashboard.map.marker.overdue' }, { name: park.name });
  if (risk)
    return intl.formatMessage({ id: 'dashboard.map.marker.risk' }, { name: park.name, risk });
  return park.name;
}

const legendTones: MarkerTone[] = ['danger', 'warning', 'neutral'];

/**
 * Every park the user sees on a map (clustered where they crowd), coloured by what needs doing there,
 * with a legend in words; a marker opens its park.
 */
export function ParksMap({ today }: ParksMapProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const answer = useParkMarkers();
  const markers = useMemo<MapMarker[]>(
    () =>
      answer.data
        ? parkMarkerList(answer.data).map((park) => ({
            id: park.id,
            latitude: park.latitude,
            longitude: park.longitude,
            label: markerLabel(intl, park),
            tone: markerTone(park, today),
          }))
        : [],
    [answer.data, intl, today],
  );

  let body;
  if (answer.isError) {
    body = (
      <Alert tone="danger" title={intl.formatMessage({ id: 'dashboard.map.loadFailed' })}>
        <p>{errorMessage(intl, answer.error)}</p>
        <Button variant="secondary" onPress={() => void answer.refetch()}>
          {intl.formatMessage({ id: 'dashboard.retry' })}
        </Button>
      </Alert>
    );
  } else if (!answer.data) {
    body = <Skeleton shape="rect" width="100%" height={vars.size.map} />;
  } else {
    body = (
      <>
        <MapView
          label={intl.formatMessage({ id: 'dashboard.map.label' })}
          markers={markers}
          cluster
          onOpen={(id) => void navigate(dashboardLinks.park(id))}
        />
        <div>
          <p className={css.legendTitle}>{intl.formatMessage({ id: 'dashboard.map.legend' })}</p>
          <ul className={shared.legend}>
            {legendTones.map((tone) => (
              <li key={tone} className={shared.legendItem}>
                <span className={css.dot[tone]} aria-hidden="true" />
                {intl.formatMessage(
                  { id: `dashboard.map.legend.${tone}` },
                  { days: DASHBOARD_DUE_WITHIN_DAYS },
                )}
              </li>
            ))}
          </ul>
        </div>
      </>
    );
  }

  return (
    <Card
      title={intl.formatMessage({ id: 'dashboard.map.title' })}
      description={
        answer.data
          ? intl.formatMessage(
              { id: 'dashboard.map.description' },
              { count: answer.data.id.length },
            )
          : undefined
      }
    >
      <div className={css.body}>{body}</div>
    </Card>
  );
}
