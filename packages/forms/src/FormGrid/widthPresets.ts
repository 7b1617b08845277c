import type { Breakpoint } from '@altalena/tokens';

/** Number of columns of the form grid (docs/spec/original-specification.md §9). */
export const gridColumns = 12;

/** The field width presets of docs/spec/original-specification.md §9, narrowest first. */
export const widthPresetNames = ['xs', 'sm', 'md', 'lg', 'full'] as const;

/** A field width preset. */
export type WidthPreset = (typeof widthPresetNames)[number];

/** The breakpoints in ascending order; below `md` is mobile, where every preset spans the whole row. */
export const gridBreakpoints = [
  'xs',
  'sm',
  'md',
  'lg',
  'xl',
] as const satisfies readonly Breakpoint[];

/**
 * Columns (of 12) each preset spans from each breakpoint up.
 * - `xs`: short codes (province, ZIP): whole row on phones, half on small tablets, a quarter from `md`.
 * - `sm`: numbers, dates, phone: whole row, half from `sm`, a third from `md`.
 * - `md`: most text fields: whole row on mobile, half from `md`.
 * - `lg`: long text (name, address): whole row on mobile, two thirds from `md`.
 * - `full`: notes, descriptions: always the whole row.
 */
export const widthPresets: Record<WidthPreset, Record<Breakpoint, number>> = {
  xs: { xs: 12, sm: 6, md: 3, lg: 3, xl: 3 },
  sm: { xs: 12, sm: 6, md: 4, lg: 4, xl: 4 },
  md: { xs: 12, sm: 12, md: 6, lg: 6, xl: 6 },
  lg: { xs: 12, sm: 12, md: 8, lg: 8, xl: 8 },
  full: { xs: 12, sm: 12, md: 12, lg: 12, xl: 12 },
};

/** The breakpoint that applies at a viewport width in px. */
export function breakpointAt(width: number, thresholds: Record<Breakpoint, number>): Breakpoint {
  let current: Breakpoint = 'xs';
  for (const bp of gridBreakpoints) if (width >= thresholds[bp]) current = bp;
  return current;
}
