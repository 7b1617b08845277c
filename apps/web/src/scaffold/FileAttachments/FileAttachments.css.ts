import { vars } from '@altalena/tokens';
import { style } from '@vanilla-extract/css';

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const name = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const size = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const none = style({ margin: 0, color: vars.color.textMuted });
