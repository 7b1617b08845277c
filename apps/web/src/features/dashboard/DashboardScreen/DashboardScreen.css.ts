import { vars } from '@altalena/tokens';
import { style } from '@vanilla-extract/css';

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const skeletonFigures = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 10rem), 1fr))',
});
