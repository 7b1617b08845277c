import type { InspectionDetail, PositionMoment } from '@altalena/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { useOutbox } from '../../offline/OutboxProvider';
import { devicePosition } from './devicePosition';

/**
 * Records the device's position when the inspection starts (its first outcome, `hasOutcome`, turns it
 * from scheduled to in progress) and returns `atCompletion`, to call as completion is sent. Where the
 * inspector refuses, or the device cannot tell, that is recorded instead; the work never waits for it.
 */
export function usePositions(
  inspection: InspectionDetail | undefined,
  editable: boolean,
  hasOutcome: boolean,
) {
  const outbox = useOutbox();
  const previous = useRef<boolean | undefined>(undefined);

  // Through the outbox: a position taken with no signal is sent, in order, when the connection returns.
  const record = useCallback(
    async (inspectionId: number, moment: PositionMoment) => {
      const body = await devicePosition(moment);
      await outbox.add(inspectionId, { kind: 'position', body });
    },
    [outbox],
  );

  // Started as the first outcome is recorded on the device, not when the server says so: with no
  // signal the server hears of it only when the connection returns, far from where the work began.
  const status = inspection?.status;
  const started = status === undefined ? undefined : status !== 'scheduled' || hasOutcome;
  const id = inspection?.id;
  useEffect(() => {
    const before = previous.current;
    previous.current = started;
    if (editable && id !== undefined && before === false && started === true) {
      void record(id, 'start');
    }
  }, [started, id, editable, record]);

  return {
    /** Records the position at completion, queued after the completion itself. */
    atCompletion: (inspectionId: number) => void record(inspectionId, 'completion'),
  };
}
