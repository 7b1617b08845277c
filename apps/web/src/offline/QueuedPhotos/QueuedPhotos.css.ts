import { focusRing, vars } from '@altalena/tokens';
import { style } from '@vanilla-extract/css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const photo = style({
  position: 'relative',
  width: vars.size.thumbnail,
  height: vars.size.thumbnail,
  overflow: 'hidden',
  border: `${vars.borderWidth.thin} dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const remove = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineEnd: 0,
  selectors: { '&:focus-visible': focusRing },
});
