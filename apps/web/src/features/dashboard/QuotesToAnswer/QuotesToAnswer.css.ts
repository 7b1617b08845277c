import { vars } from '@altalena/tokens';
import { style } from '@vanilla-extract/css';

/** A quote's row: number and park, then amount and validity. */
export const row = style({
  justifyContent: 'space-between',
  gap: `${vars.space.xs} ${vars.space.md}`,
});

export const number = style({ fontWeight: vars.fontWeight.semibold });

export const park = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const amount = style({
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});
