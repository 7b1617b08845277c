import type { InspectionPositionWrite, PositionMoment } from '@altalena/contracts';

/** How long the device may take to find its position before it is recorded as unavailable. */
export const POSITION_TIMEOUT_MS = 15_000;

/**
 * The device's position for a moment of the inspection, or that it was not given: refused when the
 * inspector said no, unavailable when the device could not tell. Never throws, so it never stops work.
 */
export function devicePosition(
  moment: PositionMoment,
  geolocation: Geolocation | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator.geolocation,
): Promise<InspectionPositionWrite> {
  const notGiven = (status: 'refused' | 'unavailable'): InspectionPositionWrite => ({
    moment,
    status,
    taken_at: new Date().toISOString(),
  });
  if (!geolocation) return Promise.resolve(notGiven('unavailable'));
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      ({ coords, timestamp }) =>
        resolve({
          moment,
          status: 'given',
          latitude: coords.latitude,
          longitude: coords.longitude,
          accuracy_m: Math.min(coords.accuracy, 100_000),
          taken_at: new Date(Math.min(timestamp, Date.now())).toISOString(),
        }),
      (error) =>
        resolve(notGiven(error.code === error.PERMISSION_DENIED ? 'refused' : 'unavailable')),
      { enableHighAccuracy: true, timeout: POSITION_TIMEOUT_MS, maximumAge: 30_000 },
    );
  });
}
