import { vars } from '@altalena/tokens';
import { style } from '@vanilla-extract/css';

export const checkboxField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

/** The clickable row: box and label text; the focus ring goes around the box. */
export const checkbox = style({
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

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  boxSizing: 'border-box',
  width: vars.size.icon,
  height: vars.size.icon,
  // Centres the box on the first line of the label.
  marginBlockStart: `calc((1em * ${vars.lineHeight.normal} - ${vars.size.icon}) / 2)`,
  border: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.onAccent,
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      background: vars.color.accent,
      borderColor: vars.color.accent,
    },
    [`${checkbox}[data-focus-visible] &`]: {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.focus,
    },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${checkbox}[data-invalid][data-selected] &, ${checkbox}[data-invalid][data-indeterminate] &`]:
      {
        background: vars.color.danger,
        color: vars.color.onDanger,
      },
    [`${checkbox}[data-disabled] &`]: {
      background: vars.color.surfaceSunken,
      borderColor: vars.color.border,
      color: vars.color.textMuted,
    },
  },
});

/** Description and error line up with the label text, not with the box. */
export const indented = style({
  paddingInlineStart: `calc(${vars.size.icon} + ${vars.space.sm})`,
});
