import { vars } from '@altalena/tokens';
import { style } from '@vanilla-extract/css';

export const related = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const empty = style({ margin: 0, color: vars.color.textMuted });
