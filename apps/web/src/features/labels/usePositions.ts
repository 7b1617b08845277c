import { createInspectionWork, invalidateAfterWrite } from '@altalena/api-client';
import type { InspectionDetail, PositionMoment } from '@altalena/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useServices } from '../../app/ServicesContext';
import { useResources } from '../../scaffold/useResources';
import { devicePosition } from './devicePosition';

/**
 * Records the device's position when the inspection starts (its first outcome turns it from scheduled to
 * in progress) and returns `atCompletion`, to call as completion is sent. Where the inspector refuses, or
 * the device cannot tell, that is recorded instead; the work never waits for it.
 */
export function usePositions(inspection: InspectionDetail | undefined, editable: boolean) {
  const { client } = useServices();
  const resources = useResources();
  const queryClient = useQueryClient();
  const previous = useRef<InspectionDetail['status'] | undefined>(undefined);

  const record = useCallback(
    async (inspectionId: number, moment: PositionMoment) => {
      const body = await devicePosition(moment);
      // A refusal by the server (signed meanwhile, offline) leaves the work as it is.
      const answer = await createInspectionWork(client).recordPosition(inspectionId, body);
      if (!answer.error) await invalidateAfterWrite(queryClient, resources.inspections);
    },
    [client, queryClient, resources.inspections],
  );

  const status = inspection?.status;
  const id = inspection?.id;
  useEffect(() => {
    const before = previous.current;
    previous.current = status;
    if (editable && id !== undefined && before === 'scheduled' && status === 'in_progress') {
      void record(id, 'start');
    }
  }, [status, id, editable, record]);

  return {
    /** Starts locating the device now; the position is sent once `completed` resolves true. */
    atCompletion: (inspectionId: number, completed: Promise<boolean>) => {
      const located = devicePosition('completion');
      void (async () => {
        if (!(await completed)) return;
        const answer = await createInspectionWork(client).recordPosition(
          inspectionId,
          await located,
        );
        if (!answer.error) await invalidateAfterWrite(queryClient, resources.inspections);
      })();
    },
  };
}
