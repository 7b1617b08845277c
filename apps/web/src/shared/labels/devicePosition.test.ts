import { describe, expect, it } from 'vitest';
import { devicePosition } from './devicePosition';

/** A device that answers the position request with `answer`. */
function deviceAnswering(
  answer: { coords: Partial<GeolocationCoordinates>; timestamp: number } | { code: number },
): Geolocation {
  return {
    getCurrentPosition: (success, failure) => {
      if ('code' in answer) {
        failure?.({
          code: answer.code,
          PERMISSION_DENIED: 1,
          POSITION_UNAVAILABLE: 2,
          TIMEOUT: 3,
          message: '',
        } as GeolocationPositionError);
      } else success({ coords: answer.coords, timestamp: answer.timestamp } as GeolocationPosition);
    },
  } as Geolocation;
}

describe('the position at start and completion', () => {
  it('is the coordinates and accuracy the device gives', async () => {
    const taken = Date.parse('2026-11-27T09:00:00Z');
    const position = await devicePosition(
      'start',
      deviceAnswering({
        coords: { latitude: 43.77, longitude: 11.25, accuracy: 9.5 },
        timestamp: taken,
      }),
    );
    expect(position).toEqual({
      moment: 'start',
      status: 'given',
      latitude: 43.77,
      longitude: 11.25,
      accuracy_m: 9.5,
      taken_at: '2026-11-27T09:00:00.000Z',
    });
  });

  it('is recorded as refused when the inspector says no, and unavailable otherwise, never failing', async () => {
    expect(await devicePosition('completion', deviceAnswering({ code: 1 }))).toMatchObject({
      moment: 'completion',
      status: 'refused',
    });
    expect(await devicePosition('completion', deviceAnswering({ code: 3 }))).toMatchObject({
      status: 'unavailable',
    });
    expect(await devicePosition('start', undefined)).toMatchObject({ status: 'unavailable' });
  });
});
