import { mediaUp, vars } from '@altalena/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  background: vars.color.background,
  color: vars.color.text,
});

export const toolbar = style({
  display: 'flex',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.sm,
});

export const main = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: `${vars.space.md} ${vars.space.sm} ${vars.space.xxl}`,
});

export const card = style({
  width: '100%',
  maxWidth: vars.size.authCard,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  '@media': { [mediaUp('sm')]: { padding: vars.space.xl } },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'center',
});

export const description = style({ color: vars.color.textMuted, textAlign: 'center' });

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingTop: vars.space.md,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
