import { focusRing, vars } from '@altalena/tokens';
import { style } from '@vanilla-extract/css';

export const thumbnail = style({
  flexShrink: 0,
  width: vars.size.thumbnail,
  height: vars.size.thumbnail,
  padding: 0,
  display: 'grid',
  placeItems: 'center',
  overflow: 'hidden',
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  cursor: 'zoom-in',
  selectors: { '&:focus-visible': focusRing },
});

export const thumbnailImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const large = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '70vh',
  margin: '0 auto',
  objectFit: 'contain',
});

export const placeholder = style({ width: '100%', aspectRatio: '4 / 3' });
