import type { Sprinkles } from '@altalena/tokens';
import { cx } from '../cx';
import { Box, type BoxProps } from '../Box';
import { mapResponsive, type Responsive } from '../private/responsive';
import * as styles from './Stack.css';

/** How a Stack lines its children up across: `stretch` (full width, the default), `start`, `center`, `end`. */
export type StackAlign = 'stretch' | 'start' | 'center' | 'end';

/** Props of {@link Stack}: the Box props it does not set itself. */
export interface StackProps extends Omit<
  BoxProps,
  'display' | 'flexDirection' | 'flexWrap' | 'gap' | 'alignItems'
> {
  /** Space between the children: a space token, responsive as `{ xs, md }`. */
  space: NonNullable<Sprinkles['gap']>;
  /** Horizontal alignment of the children; responsive; `stretch` by default. */
  align?: Responsive<StackAlign>;
}

const alignItems = {
  stretch: 'stretch',
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
} as const satisfies Record<StackAlign, Sprinkles['alignItems']>;

/** Children one under another with the same space between them (a column of blocks). */
export function Stack({ space, align, className, ...props }: StackProps) {
  return (
    <Box
      {...props}
      display="flex"
      flexDirection="column"
      gap={space}
      alignItems={align === undefined ? undefined : mapResponsive(align, (at) => alignItems[at])}
      className={cx(styles.stack, className)}
    />
  );
}
