import { useCallback, useEffect, useState } from 'react';
import type { Place } from './distance';

/** Where the device's position stands on "My day". */
export type PositionState =
  | { kind: 'ask' }
  | { kind: 'locating' }
  | { kind: 'located'; place: Place }
  | { kind: 'refused' }
  | { kind: 'unavailable' };

/** Remembers "Not now", so the sentence asking for the position is shown once. */
export const POSITION_DECLINED_KEY = 'altalena.day.positionDeclined';
/** A position this old is still good for ordering parks (an inspector walks, not flies). */
const POSITION_MAX_AGE_MS = 5 * 60 * 1000;
/** How long the device may take to find itself before the day is ordered by due date. */
const POSITION_TIMEOUT_MS = 15_000;

// The last position found on this page: coming back to the day shows it ordered at once, instead of
// reordering under the inspector's finger when the device answers again.
let lastFound: { place: Place; at: number } | undefined;

/** Forgets the last position found, as a new page would (stories start each from nothing). */
export function forgetDevicePosition(): void {
  lastFound = undefined;
}

const recentPlace = (): Place | undefined =>
  lastFound && Date.now() - lastFound.at < POSITION_MAX_AGE_MS ? lastFound.place : undefined;

/**
 * The device's position for ordering the day (docs/web.md#my-day): read at once when the browser already
 * allows it; otherwise asked for once, after the screen says why (`ask`, then `locate()`). Refused,
 * declined or unavailable: the day keeps the due-date order.
 */
export function useDevicePosition() {
  const [state, setState] = useState<PositionState>(() => {
    const place = recentPlace();
    return place ? { kind: 'located', place } : { kind: 'locating' };
  });

  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setState({ kind: 'unavailable' });
      return;
    }
    setState({ kind: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const place = { latitude: coords.latitude, longitude: coords.longitude };
        lastFound = { place, at: Date.now() };
        setState({ kind: 'located', place });
      },
      (error) =>
        setState({
          kind: error.code === error.PERMISSION_DENIED ? 'refused' : 'unavailable',
        }),
      { maximumAge: POSITION_MAX_AGE_MS, timeout: POSITION_TIMEOUT_MS },
    );
  }, []);

  const decline = useCallback(() => {
    localStorage.setItem(POSITION_DECLINED_KEY, 'true');
    setState({ kind: 'refused' });
  }, []);

  useEffect(() => {
    let live = true;
    if (recentPlace()) return;
    if (!('geolocation' in navigator)) {
      setState({ kind: 'unavailable' });
      return;
    }
    const asked = () =>
      localStorage.getItem(POSITION_DECLINED_KEY)
        ? { kind: 'refused' as const }
        : { kind: 'ask' as const };
    navigator.permissions
      .query({ name: 'geolocation' })
      .then((status) => {
        if (!live) return;
        if (status.state === 'granted') locate();
        else if (status.state === 'denied') setState({ kind: 'refused' });
        else setState(asked());
      })
      // Without the Permissions API, ask: the browser's own prompt follows the sentence.
      .catch(() => live && setState(asked()));
    return () => {
      live = false;
    };
  }, [locate]);

  return { state, locate, decline };
}
