import { vars } from '@altalena/tokens';
import { style } from '@vanilla-extract/css';

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One line: a card of its own, a stack of fields on a phone. */
export const line = style({
  minWidth: 0,
  margin: 0,
  padding: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const legend = style({
  paddingInline: vars.space.xs,
  fontWeight: vars.fontWeight.semibold,
});

export const lineHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.sm,
});

/** Where the line comes from: the equipment and the finding. */
export const lineOrigin = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.md,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const lineActions = style({
  display: 'flex',
  gap: vars.space.xs,
  marginInlineStart: 'auto',
});

/** The line's net amount, read only, aligned with the fields beside it. */
export const net = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
});

export const netLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const netAmount = style({
  paddingBlock: vars.space.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const none = style({ margin: 0, color: vars.color.textMuted });
