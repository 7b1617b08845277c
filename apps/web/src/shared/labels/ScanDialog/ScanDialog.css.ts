import { vars } from '@altalena/tokens';
import { style } from '@vanilla-extract/css';

/** The camera's picture: as wide as the dialog, in the 4:3 most phone cameras give. */
export const video = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
