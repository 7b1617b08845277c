import { clientSettingsQuery } from '@altalena/api-client';
import { Skeleton } from '@altalena/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useServices } from '../../app/ServicesContext';
import type { MapViewProps } from './types';
import * as styles from './MapView.css';

// Leaflet comes with the first map a screen shows, never with the shared scaffold.
const LeafletMap = lazy(() => import('./private/LeafletMap'));

/** The server's map background (`settings/`), asked once per session. */
function useMapTiles() {
  const { client } = useServices();
  // Without the settings (a failed read) the map still shows its markers, on a plain background.
  return useQuery({ ...clientSettingsQuery(client), select: (settings) => settings.map_tiles });
}

/**
 * A map of parks (Leaflet, loaded with the first map): markers that open what they stand for, clusters
 * of overlapping ones, and a click that picks a position when `onPick` is set. The background is the
 * server's `MAP_TILE_URL`, or none.
 */
export function MapView(props: MapViewProps) {
  const intl = useIntl();
  const tiles = useMapTiles();
  const placeholder = <Skeleton className={styles.placeholder} />;
  if (tiles.isPending) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LeafletMap
        {...props}
        tiles={tiles.data ?? null}
        zoomLabels={{
          zoomIn: intl.formatMessage({ id: 'web.map.zoomIn' }),
          zoomOut: intl.formatMessage({ id: 'web.map.zoomOut' }),
          more: (count) => intl.formatMessage({ id: 'web.map.clusterMore' }, { count }),
        }}
      />
    </Suspense>
  );
}
