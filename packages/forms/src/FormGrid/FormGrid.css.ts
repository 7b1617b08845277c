import { mediaUp, vars, type Breakpoint } from '@altalena/tokens';
import { style, type StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import {
  gridBreakpoints,
  gridColumns,
  widthPresetNames,
  widthPresets,
  type WidthPreset,
} from './widthPresets';

/** The 12-column grid of a form. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(${gridColumns}, minmax(0, 1fr))`,
  columnGap: vars.space.md,
  rowGap: vars.space.lg,
  alignItems: 'start',
});

/** Mobile-first spans of one preset: a media query only where the span changes. */
function spans(preset: Record<Breakpoint, number>): StyleRule {
  const media: Record<string, StyleRule> = {};
  let previous = preset.xs;
  for (const bp of gridBreakpoints.slice(1)) {
    if (preset[bp] !== previous) media[mediaUp(bp)] = { gridColumn: `span ${preset[bp]}` };
    previous = preset[bp];
  }
  return { gridColumn: `span ${preset.xs}`, '@media': media };
}

/** A cell of the grid sized by a width preset. */
export const gridItem = recipe({
  base: { minWidth: 0 },
  variants: {
    width: Object.fromEntries(
      widthPresetNames.map((name) => [name, spans(widthPresets[name])]),
    ) as Record<WidthPreset, StyleRule>,
  },
  defaultVariants: { width: 'full' },
});

/** Row of form buttons: always the whole grid row, buttons at the end, wrapping on narrow screens. */
export const actions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
});
