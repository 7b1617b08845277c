import { vars } from '@altalena/tokens';
import { style } from '@vanilla-extract/css';

export const switchField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const switchButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

/** The track: twice as wide as the thumb; selected fills it and moves the thumb to the end. */
export const track = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  boxSizing: 'border-box',
  width: `calc(${vars.size.icon} * 2)`,
  height: vars.size.icon,
  padding: vars.space.xxs,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${switchButton}[data-selected] &`]: {
      background: vars.color.accent,
      borderColor: vars.color.accent,
    },
    [`${switchButton}[data-focus-visible] &`]: {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.focus,
    },
    [`${switchButton}[data-disabled] &`]: { opacity: 0.55 },
  },
});

export const thumb = style({
  height: '100%',
  aspectRatio: '1',
  borderRadius: vars.radius.full,
  background: vars.color.textMuted,
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${switchButton}[data-selected] &`]: {
      background: vars.color.onAccent,
      transform: `translateX(calc(${vars.size.icon} - ${vars.space.xxs} * 2 + ${vars.space.xxs}))`,
    },
    [`[dir="rtl"] ${switchButton}[data-selected] &`]: {
      transform: `translateX(calc((${vars.size.icon} - ${vars.space.xxs} * 2 + ${vars.space.xxs}) * -1))`,
    },
  },
});

export const indented = style({
  paddingInlineStart: `calc(${vars.size.icon} * 2 + ${vars.space.sm})`,
});
