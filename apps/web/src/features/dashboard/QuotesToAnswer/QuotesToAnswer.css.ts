import { vars } from '@altalena/tokens';
import { style } from '@vanilla-extract/css';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** A quote's row: number and park, then amount and validity. */
export const row = style({
  justifyContent: 'space-between',
  gap: `${vars.space.xs} ${vars.space.md}`,
});

export const what = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const number = style({ fontWeight: vars.fontWeight.semibold });

export const park = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const side = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xxs,
});

export const amount = style({
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
