import { vars } from '@altalena/tokens';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  minHeight: '100vh',
  padding: vars.space.lg,
  background: vars.color.background,
  color: vars.color.text,
});
