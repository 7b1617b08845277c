import { mediaUp } from '@altalena/tokens';
import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';

/** The row may shrink below its content's width inside a flex or grid parent. */
export const columns = style({ minWidth: 0 });

/** A column may shrink below its content's width (long words wrap instead of widening the row). */
export const column = style({ minWidth: 0 });

/** The widths a {@link Column} can take. */
export const columnWidths = {
  // An equal share of what the gaps and the other columns leave (CSS grid's `minmax(0, 1fr)`).
  fluid: '1 1 0',
  content: '0 0 auto',
  // Shares of the width the gaps and `content` columns leave, as CSS grid's `fr` (`3/5` + `2/5` is `3fr 2fr`).
  '1/2': '0.5 0 0',
  '1/3': `${1 / 3} 0 0`,
  '2/3': `${2 / 3} 0 0`,
  '1/4': '0.25 0 0',
  '3/4': '0.75 0 0',
  '1/5': '0.2 0 0',
  '2/5': '0.4 0 0',
  '3/5': '0.6 0 0',
  '4/5': '0.8 0 0',
} as const;

/** Where a row of columns starts: always (`none`), or from a breakpoint up, stacked below it. */
export type ColumnsFrom = 'none' | 'sm' | 'md' | 'lg';

const from = (breakpoint: ColumnsFrom, rule: StyleRule): StyleRule =>
  breakpoint === 'none' ? rule : { '@media': { [mediaUp(breakpoint)]: rule } };

const widthsFrom = (breakpoint: ColumnsFrom) =>
  styleVariants(columnWidths, (flex) => from(breakpoint, { flex }));

/**
 * A column's width class, by the breakpoint its row starts at: below it the columns are stacked
 * and each takes its content's height.
 */
export const columnWidth = {
  none: widthsFrom('none'),
  sm: widthsFrom('sm'),
  md: widthsFrom('md'),
  lg: widthsFrom('lg'),
} satisfies Record<ColumnsFrom, Record<keyof typeof columnWidths, string>>;
