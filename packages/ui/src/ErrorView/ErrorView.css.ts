import { vars } from '@altalena/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  minHeight: '100%',
  padding: vars.space.xxl,
  textAlign: 'center',
  color: vars.color.text,
});

export const code = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.primaryText,
});

export const message = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
  maxWidth: vars.size.formMax,
});
