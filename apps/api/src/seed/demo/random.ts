/** Deterministic helpers of the demo: the same seed always yields the same demo. */

/** A source of numbers in [0, 1), as `Math.random`. */
export type Random = () => number;

/** mulberry32: a small seeded PRNG, so that the same day always yields the same demo. */
export function prng(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number from `min` to `max`, both included. */
export const between = (rnd: Random, min: number, max: number) =>
  min + Math.floor(rnd() * (max - min + 1));

/** One element of a non-empty list. */
export const pick = <T>(rnd: Random, list: readonly T[]): T =>
  list[Math.floor(rnd() * list.length)]!;

/** A copy of `list` in random order (Fisher–Yates). */
export function shuffled<T>(rnd: Random, list: readonly T[]): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
