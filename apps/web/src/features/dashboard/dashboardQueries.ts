import { dashboardQuery, parkMarkersQuery } from '@altalena/api-client';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/ServicesContext';

/** `GET dashboard/`: asked again whenever the dashboard is opened (what changed meanwhile shows). */
export function useDashboard() {
  const { client } = useServices();
  return useQuery(dashboardQuery(client));
}

/** `GET parks/markers/`, cached with the parks: a park written anywhere refreshes the map too. */
export function useParkMarkers() {
  const { client } = useServices();
  return useQuery(parkMarkersQuery(client));
}
