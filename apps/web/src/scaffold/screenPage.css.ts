import { vars } from '@altalena/tokens';
import { style } from '@vanilla-extract/css';

/** The column a signed-in screen is laid out in: centred, as wide as the content may be, padded. */
export const screenPage = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  padding: vars.space.lg,
  minWidth: 0,
});
