import { vars } from '@altalena/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

export const radioGroup = style({ width: '100%' });

export const options = styleVariants({
  vertical: { display: 'flex', flexDirection: 'column', gap: vars.space.sm },
  horizontal: { display: 'flex', flexWrap: 'wrap', gap: `${vars.space.sm} ${vars.space.xl}` },
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

/** The circle; selected draws a thick ring in the accent colour (shape, not only colour, changes). */
export const circle = style({
  flexShrink: 0,
  boxSizing: 'border-box',
  width: vars.size.icon,
  height: vars.size.icon,
  marginBlockStart: `calc((1em * ${vars.lineHeight.normal} - ${vars.size.icon}) / 2)`,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  transition: `border-width ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${radio}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${radio}[data-selected] &`]: {
      borderColor: vars.color.accent,
      borderWidth: `calc(${vars.size.icon} / 3)`,
    },
    [`${radio}[data-focus-visible] &`]: {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.focus,
    },
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${radio}[data-disabled] &`]: {
      background: vars.color.surfaceSunken,
      borderColor: vars.color.border,
    },
  },
});
