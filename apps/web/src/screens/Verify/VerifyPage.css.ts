import { vars } from '@altalena/tokens';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  justifyContent: 'center',
  minHeight: '100vh',
  padding: vars.space.lg,
  background: vars.color.background,
  color: vars.color.text,
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: vars.size.contentMax,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, auto) 1fr',
  columnGap: vars.space.lg,
  rowGap: vars.space.sm,
  margin: 0,
});

export const term = style({ fontWeight: vars.fontWeight.semibold });
export const value = style({ margin: 0, overflowWrap: 'anywhere' });

/** A term and its value, laid out by the list's grid. */
export const row = style({ display: 'contents' });
