import type { Sprinkles } from '@altalena/tokens';
import { cx } from '../cx';
import { Box, type BoxProps } from '../Box';
import { mapResponsive, type Responsive } from '../private/responsive';
import * as styles from './Inline.css';

/** Where an Inline puts its children along the row: `start` (the default), `center`, `end`, `between`. */
export type InlineAlign = 'start' | 'center' | 'end' | 'between';

/** How an Inline lines its children up vertically: `stretch` (the default), `top`, `center`, `bottom`, `baseline`. */
export type InlineAlignY = 'stretch' | 'top' | 'center' | 'bottom' | 'baseline';

/** Props of {@link Inline}: the Box props it does not set itself. */
export interface InlineProps extends Omit<
  BoxProps,
  'display' | 'flexDirection' | 'flexWrap' | 'gap' | 'alignItems' | 'justifyContent'
> {
  /** Space between the children, across and between rows: a space token, responsive. */
  space: NonNullable<Sprinkles['gap']>;
  /** Horizontal placement of the children; responsive; `start` by default. */
  align?: Responsive<InlineAlign>;
  /** Vertical alignment of the children in a row; responsive; `stretch` by default. */
  alignY?: Responsive<InlineAlignY>;
}

const justifyContent = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
} as const satisfies Record<InlineAlign, Sprinkles['justifyContent']>;

const alignItems = {
  stretch: 'stretch',
  top: 'flex-start',
  center: 'center',
  bottom: 'flex-end',
  baseline: 'baseline',
} as const satisfies Record<InlineAlignY, Sprinkles['alignItems']>;

/** Children side by side, wrapping onto more rows when they do not fit (buttons, badges, tags). */
export function Inline({ space, align, alignY, className, ...props }: InlineProps) {
  return (
    <Box
      {...props}
      display="flex"
      flexWrap="wrap"
      gap={space}
      justifyContent={
        align === undefined ? undefined : mapResponsive(align, (at) => justifyContent[at])
      }
      alignItems={alignY === undefined ? undefined : mapResponsive(alignY, (at) => alignItems[at])}
      className={cx(styles.inline, className)}
    />
  );
}
