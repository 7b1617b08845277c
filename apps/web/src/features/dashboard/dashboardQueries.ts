import { dashboardQuery, parkMarkersQuery } from '@altalena/api-client';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/ServicesContext';

/**
 * `GET dashboard/`: asked again whenever the dashboard is opened (what changed meanwhile shows), by the
 * route's loader (its `data`), with the screen's code: the screen joins that request and does not ask
 * once more when it mounts; without a cached answer (no loader ran) it asks itself.
 */
export function useDashboard() {
  const { client } = useServices();
  return useQuery({ ...dashboardQuery(client), refetchOnMount: false });
}

/** `GET parks/markers/`, cached with the parks: a park written anywhere refreshes the map too. */
export function useParkMarkers() {
  const { client } = useServices();
  return useQuery(parkMarkersQuery(client));
}
