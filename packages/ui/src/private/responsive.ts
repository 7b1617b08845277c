import type { Breakpoint } from '@altalena/tokens';

/** The sprinkles' conditions, mobile first (`@altalena/tokens`, sprinkles.css.ts). */
export const conditions = ['xs', 'sm', 'md', 'lg'] as const satisfies readonly Breakpoint[];

/** A sprinkles condition. */
export type Condition = (typeof conditions)[number];

/** A value, or one per condition as the sprinkles take it: `{ xs, md }` or `[xs, sm, md, lg]`. */
export type Responsive<T> = T | Partial<Record<Condition, T>> | readonly (T | null | undefined)[];

/** The value at each condition it is given for. */
export function byCondition<T>(value: Responsive<T>): Partial<Record<Condition, T>> {
  if (Array.isArray(value)) {
    const entries = conditions.flatMap((condition, index) => {
      const at = (value as readonly (T | null | undefined)[])[index];
      return at == null ? [] : [[condition, at] as const];
    });
    return Object.fromEntries(entries) as Partial<Record<Condition, T>>;
  }
  if (typeof value === 'object' && value !== null) return value as Partial<Record<Condition, T>>;
  return { xs: value as T };
}

/** Maps a responsive value through `map` at each condition, keeping its shape as an object. */
export function mapResponsive<T, U>(
  value: Responsive<T>,
  map: (value: T) => U,
): Partial<Record<Condition, U>> {
  return Object.fromEntries(
    Object.entries(byCondition(value)).map(([condition, at]) => [condition, map(at as T)]),
  ) as Partial<Record<Condition, U>>;
}
