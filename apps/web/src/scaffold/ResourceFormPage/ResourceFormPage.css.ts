import { vars } from '@altalena/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const conflictScroller = style({ overflowX: 'auto', maxWidth: '100%' });

export const conflictTable = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

globalStyle(`${conflictTable} th, ${conflictTable} td`, {
  textAlign: 'start',
  padding: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
});

export const loading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
});
