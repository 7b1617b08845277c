import { createInspectionWork, resourceQueries } from '@altalena/api-client';
import type { InspectionItem } from '@altalena/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useServices } from '../../../app/ServicesContext';
import { useResources } from '../../../scaffold/useResources';
import { ItemSaveQueue } from './itemSaveQueue';

/**
 * The save queue of one inspection's items, bound to the app's client and cache: a confirmed item
 * replaces its copy in the cached inspection, whose header (status, outcome, risk) is then read again.
 */
export function useItemSaves(inspectionId: number) {
  const { client } = useServices();
  const resources = useResources();
  const queryClient = useQueryClient();
  const [queue] = useState(() => {
    const work = createInspectionWork(client);
    const detailKey = resourceQueries(resources.inspections).detailKey(inspectionId);
    return new ItemSaveQueue(inspectionId, {
      send: (itemId, edit, version) => work.updateItem(inspectionId, itemId, edit, version),
      reload: async (itemId) => {
        const answer = await resources.inspections.get(inspectionId);
        return answer.error ? undefined : answer.data.items.find((item) => item.id === itemId);
      },
      saved: (item: InspectionItem) => {
        queryClient.setQueryData(
          detailKey,
          (current) =>
            current && {
              ...current,
              items: current.items.map((each) => (each.id === item.id ? item : each)),
            },
        );
        void queryClient.invalidateQueries({ queryKey: detailKey });
      },
      storage: typeof localStorage === 'undefined' ? undefined : localStorage,
    });
  });
  const states = useSyncExternalStore(queue.subscribe, queue.getStates);
  useEffect(() => {
    queue.resumeAll();
    const resume = () => queue.resumeAll();
    window.addEventListener('online', resume);
    return () => window.removeEventListener('online', resume);
  }, [queue]);
  return { queue, states };
}
