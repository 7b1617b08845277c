import { vars } from '@altalena/tokens';
import { style } from '@vanilla-extract/css';

export const line = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
