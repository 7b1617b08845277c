import { focusRing, vars } from '@altalena/tokens';
import { style } from '@vanilla-extract/css';

export const cards = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
});

/** One row: the whole card is the target of its link (the link's `::after` covers it). */
export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  minWidth: 0,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  ':hover': { borderColor: vars.color.borderStrong },
  selectors: { '&:has([data-focus-visible])': focusRing },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const link = style({
  color: vars.color.primaryText,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  minBlockSize: vars.size.controlMd,
  display: 'inline-flex',
  alignItems: 'center',
  '::after': { content: '""', position: 'absolute', inset: 0 },
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, max-content) minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
});

export const label = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const value = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

/** A label and its value: the `div` the HTML allows around them, transparent to the grid. */
export const pair = style({ display: 'contents' });
