import type { InspectionDetail, PositionMoment } from '@altalena/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { useOutbox } from '../../offline/OutboxProvider';
import { devicePosition } from './devicePosition';

/**
 * Records the device's position when the inspection starts (its first outcome turns it from scheduled to
 * in progress) and returns `atCompletion`, to call as completion is sent. Where the inspector refuses, or
 * the device cannot tell, that is recorded instead; the work never waits for it.
 */
export function usePositions(inspection: InspectionDetail | undefined, editable: boolean) {
  const outbox = useOutbox();
  const previous = useRef<InspectionDetail['status'] | undefined>(undefined);

  // Through the outbox: a position taken with no signal is sent, in order, when the connection returns.
  const record = useCallback(
    async (inspectionId: number, moment: PositionMoment) => {
      const body = await devicePosition(moment);
      await outbox.add(inspectionId, { kind: 'position', body });
    },
    [outbox],
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
    /** Records the position at completion, queued after the completion itself. */
    atCompletion: (inspectionId: number) => void record(inspectionId, 'completion'),
  };
}
