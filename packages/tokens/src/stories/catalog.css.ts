import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../contract.css';

// Shared look of the token catalog stories; only tokens, so it follows the theme in the toolbar.

export const page = style({
  display: 'grid',
  gap: vars.space.xl,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const heading = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  margin: 0,
});

export const lead = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const swatchGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.sidebar}, 1fr))`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const swatchCard = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const swatch = style({
  flexShrink: 0,
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  borderRadius: vars.radius.sm,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
});

export const tokenName = style({
  display: 'block',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const tokenValue = style({
  display: 'block',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const table = style({
  borderCollapse: 'collapse',
  width: '100%',
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
});

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.semibold,
  paddingBottom: vars.space.sm,
});

export const cell = style({
  textAlign: 'start',
  verticalAlign: 'middle',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const mono = style({ fontFamily: vars.font.mono });

export const sample = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.controlLg,
  minHeight: vars.size.controlSm,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const result = styleVariants({
  pass: { color: vars.color.successText, fontWeight: vars.fontWeight.semibold },
  fail: { color: vars.color.dangerText, fontWeight: vars.fontWeight.bold },
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  flexWrap: 'wrap',
});

export const bar = style({
  height: vars.size.icon,
  background: vars.color.accent,
  borderRadius: vars.radius.none,
});

export const box = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.sidebar,
  minHeight: vars.size.controlLg,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
});

export const shadowBox = style([box, { border: 'none' }]);
