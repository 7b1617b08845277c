import { API_QUERY_ROOT, resourceKey, unwrap } from '@altalena/api-client';
import { dashboard, parkMarkers } from '@altalena/contracts';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/ServicesContext';

/** `GET dashboard/`: asked again whenever the dashboard is opened (what changed meanwhile shows). */
export function useDashboard() {
  const { client } = useServices();
  return useQuery({
    queryKey: [API_QUERY_ROOT, 'dashboard/'],
    queryFn: ({ signal }) => unwrap(client.get('dashboard/', { schema: dashboard, signal })),
    staleTime: 0,
  });
}

/** `GET parks/markers/`, cached with the parks: a park written anywhere refreshes the map too. */
export function useParkMarkers() {
  const { client } = useServices();
  return useQuery({
    queryKey: [...resourceKey('parks/'), 'markers'],
    queryFn: ({ signal }) => unwrap(client.get('parks/markers/', { schema: parkMarkers, signal })),
  });
}
