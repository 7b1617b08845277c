/** A position on the Earth, in degrees. */
export interface Place {
  latitude: number;
  longitude: number;
}

/** Mean radius of the Earth in metres (the haversine formula's sphere). */
const EARTH_RADIUS_M = 6_371_000;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two places, in metres (haversine). */
export function distanceMetres(from: Place, to: Place): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * Orders rows by distance from `here` (nearest first), or keeps their order (the server's, by due date)
 * without a position. Stable: rows at the same distance keep their order.
 */
export function byDistance<T>(rows: readonly T[], placeOf: (row: T) => Place, here: Place | null) {
  const measured = rows.map((row) => ({
    row,
    metres: here ? distanceMetres(here, placeOf(row)) : null,
  }));
  if (here) measured.sort((a, b) => (a.metres ?? 0) - (b.metres ?? 0));
  return measured;
}
