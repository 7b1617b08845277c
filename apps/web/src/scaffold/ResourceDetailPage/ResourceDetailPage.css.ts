import { mediaUp, vars } from '@altalena/tokens';
import { style } from '@vanilla-extract/css';

export { screenPage as page } from '../screenPage.css';

export const sections = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  '@media': { [mediaUp('lg')]: { gridTemplateColumns: '1fr 1fr' } },
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, auto) 1fr',
  columnGap: vars.space.lg,
  rowGap: vars.space.sm,
  margin: 0,
});

/** A dt/dd pair sits in the list's grid. */
export const fieldRow = style({ display: 'contents' });

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

/** Read by screen readers only. */
export const loadingTitle = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
});
