import { vars } from '@altalena/tokens';
import { style } from '@vanilla-extract/css';

export const totals = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
});

/** A label and its amount, the amount at the end. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  columnGap: vars.space.md,
});

export const term = style({ color: vars.color.textMuted });

export const amount = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

export const gross = style({
  paddingBlockStart: vars.space.xs,
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});
