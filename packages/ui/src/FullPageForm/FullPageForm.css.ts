import { vars } from '@altalena/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  background: vars.color.background,
  color: vars.color.text,
});

export const header = style({
  background: vars.color.surface,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

/** Header, body and footer share the form's width so that their edges line up. */
export const inner = style({
  width: '100%',
  maxWidth: vars.size.formMax,
  margin: '0 auto',
  paddingLeft: vars.space.md,
  paddingRight: vars.space.md,
});

export const headerInner = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  paddingTop: vars.space.md,
  paddingBottom: vars.space.md,
});

export const title = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });

export const description = style({ color: vars.color.textMuted });

export const main = style({ flex: 1, display: 'flex', flexDirection: 'column' });

export const form = style({ flex: 1, display: 'flex', flexDirection: 'column' });

export const body = style({ flex: 1, paddingTop: vars.space.xl, paddingBottom: vars.space.xl });

export const footer = style({
  position: 'sticky',
  bottom: 0,
  zIndex: vars.zIndex.sticky,
  background: vars.color.surface,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const footerInner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
  paddingBottom: vars.space.sm,
});

export const spacer = style({ flex: 1 });
