import { mediaUp, vars } from '@altalena/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 10rem), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const figureBase = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderInlineStartWidth: vars.space.xs,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  cursor: 'pointer',
  transition: `box-shadow ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { boxShadow: vars.shadow.md },
    '&[data-focus-visible]': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.focus,
    },
  },
});

/** A figure card, its edge coloured when the figure asks for action. */
export const figure = styleVariants({
  neutral: [figureBase, { borderInlineStartColor: vars.color.border }],
  warning: [figureBase, { borderInlineStartColor: vars.color.warning }],
  danger: [figureBase, { borderInlineStartColor: vars.color.danger }],
});

export const value = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  '@media': { [mediaUp('sm')]: { fontSize: vars.fontSize.xxxl } },
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const label = style({ fontWeight: vars.fontWeight.semibold });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const riskList = style({
  display: 'grid',
  gap: vars.space.xs,
  '@media': { [mediaUp('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** A risk level's row: its badge, its parks, its findings. */
export const riskRow = style({ gap: `${vars.space.xxs} ${vars.space.sm}` });

export const riskParks = style({ fontWeight: vars.fontWeight.semibold });

export const riskBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
