/** Round tops of a scale, as multiples of a power of ten: the bars fill most of the height. */
const STEPS = [1, 2, 3, 4, 5, 6, 8, 10];

/** The top of a chart's scale: the smallest round value at or above `max` (1 for an empty chart). */
export function niceMax(max: number): number {
  if (!(max > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return (STEPS.find((step) => step * power >= max) ?? 10) * power;
}

/** One segment of a stacked bar, in units of the scale from the bottom. */
export interface Segment<K extends string> {
  key: K;
  from: number;
  to: number;
}

/** The segments of one stacked bar, bottom first, in the order of `keys`; empty ones left out. */
export function stack<K extends string>(
  values: Record<K, number>,
  keys: readonly K[],
): Segment<K>[] {
  const segments: Segment<K>[] = [];
  let base = 0;
  for (const key of keys) {
    const value = values[key];
    if (value > 0) segments.push({ key, from: base, to: base + value });
    base += Math.max(value, 0);
  }
  return segments;
}
