import { vars } from '@altalena/tokens';
import { style } from '@vanilla-extract/css';

export const nav = style({ minWidth: 0 });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});

export const link = style({
  color: vars.color.accentText,
  textDecoration: 'underline',
  textUnderlineOffset: vars.space.xxs,
  borderRadius: vars.radius.sm,
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { textDecorationThickness: vars.borderWidth.thick },
    '&[data-focus-visible]': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.thin,
    },
    '&[data-current]': {
      color: vars.color.text,
      fontWeight: vars.fontWeight.semibold,
      textDecoration: 'none',
      cursor: 'default',
    },
  },
});

export const separator = style({
  display: 'inline-flex',
  color: vars.color.textMuted,
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
