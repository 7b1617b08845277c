/** A point with its position on the screen, in pixels. */
export interface ScreenPoint<T> {
  item: T;
  x: number;
  y: number;
}

/**
 * Groups points that fall in the same square of `cell` pixels: what overlaps at this zoom becomes one
 * group. Groups keep the order of their first point.
 */
export function clusterByCell<T>(points: ScreenPoint<T>[], cell: number): T[][] {
  const groups = new Map<string, T[]>();
  for (const point of points) {
    const key = `${Math.floor(point.x / cell)}:${Math.floor(point.y / cell)}`;
    const group = groups.get(key);
    if (group) group.push(point.item);
    else groups.set(key, [point.item]);
  }
  return [...groups.values()];
}

/** How many names a cluster's name lists before it says how many more it holds. */
export const CLUSTER_NAMES_LISTED = 10;

/** A cluster's name: the labels of its members, the first few of a crowded one and `more` of the rest. */
export function clusterTitle(
  members: { label: string }[],
  more: (count: number) => string,
): string {
  const named = members.slice(0, CLUSTER_NAMES_LISTED).map((member) => member.label);
  if (members.length > CLUSTER_NAMES_LISTED) named.push(more(members.length - named.length));
  return named.join(', ');
}
