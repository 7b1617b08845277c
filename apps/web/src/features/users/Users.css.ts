import { vars } from '@altalena/tokens';
import { style } from '@vanilla-extract/css';

export const tools = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  gridColumn: '1 / -1',
});

export const password = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.lg,
  overflowWrap: 'anywhere',
});
