import type { Sprinkles } from '@altalena/tokens';
import { createContext, useContext } from 'react';
import { cx } from '../cx';
import { Box, type BoxProps } from '../Box';
import * as styles from './Columns.css';

/** The breakpoint below which a {@link Columns} stacks its columns: `sm`, `md` or `lg`. */
export type ColumnsBreakpoint = Exclude<styles.ColumnsFrom, 'none'>;

/** How columns line up vertically in their row: `stretch` (the default), `top`, `center`, `bottom`. */
export type ColumnsAlignY = 'stretch' | 'top' | 'center' | 'bottom';

/** Props of {@link Columns}: the Box props it does not set itself. */
export interface ColumnsProps extends Omit<
  BoxProps,
  'display' | 'flexDirection' | 'flexWrap' | 'gap' | 'alignItems' | 'justifyContent'
> {
  /** Space between the columns (and between them once stacked): a space token, responsive. */
  space: NonNullable<Sprinkles['gap']>;
  /** Below this breakpoint the columns are stacked, each as wide as the row; side by side always when absent. */
  collapseBelow?: ColumnsBreakpoint;
  /** Vertical alignment of the columns while side by side; `stretch` by default. */
  alignY?: ColumnsAlignY;
}

const alignItems = {
  stretch: 'stretch',
  top: 'flex-start',
  center: 'center',
  bottom: 'flex-end',
} as const satisfies Record<ColumnsAlignY, Sprinkles['alignItems']>;

const RowStart = createContext<styles.ColumnsFrom>('none');

/** Columns side by side, stacked below a breakpoint; each child is a {@link Column}. */
export function Columns({
  space,
  collapseBelow,
  alignY = 'stretch',
  className,
  ...props
}: ColumnsProps) {
  const rowStart = collapseBelow ?? 'none';
  return (
    <RowStart.Provider value={rowStart}>
      <Box
        {...props}
        display="flex"
        flexDirection={collapseBelow ? { xs: 'column', [collapseBelow]: 'row' } : 'row'}
        gap={space}
        alignItems={
          collapseBelow
            ? { xs: 'stretch', [collapseBelow]: alignItems[alignY] }
            : alignItems[alignY]
        }
        className={cx(styles.columns, className)}
      />
    </RowStart.Provider>
  );
}

/** The width of a {@link Column}: `fluid` (an equal share), `content`, or a fraction of the row. */
export type ColumnWidth = keyof typeof styles.columnWidths;

/** Props of {@link Column}. */
export interface ColumnProps extends Omit<BoxProps, 'width'> {
  /**
   * `fluid` (default): an equal share of what is left; `content`: as wide as its content; a fraction
   * (`1/2`, `1/3`, `2/3`, `1/4`, `3/4`, `1/5`…`4/5`): that share of the width the gaps and `content`
   * columns leave. Give every other column a fraction or `content`, not `fluid`.
   */
  width?: ColumnWidth;
}

/** One column of a {@link Columns}; its width holds while the columns are side by side. */
export function Column({ width = 'fluid', className, ...props }: ColumnProps) {
  const rowStart = useContext(RowStart);
  return (
    <Box {...props} className={cx(styles.column, styles.columnWidth[rowStart][width], className)} />
  );
}
