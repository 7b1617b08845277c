import { mediaUp, vars } from '@altalena/tokens';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  width: '100%',
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  padding: vars.space.lg,
  color: vars.color.text,
});

export const grid = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  '@media': { [mediaUp('md')]: { gridTemplateColumns: '1fr 2fr' } },
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.lg,
  rowGap: vars.space.sm,
  margin: 0,
});

/** A dt/dd pair: its cells sit in the list's grid. */
export const row = style({ display: 'contents' });

export const term = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const value = style({
  margin: 0,
  overflowWrap: 'anywhere',
});
