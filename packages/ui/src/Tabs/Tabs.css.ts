import { vars } from '@altalena/tokens';
import { style } from '@vanilla-extract/css';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  fontFamily: vars.font.body,
  color: vars.color.text,
  selectors: { '&[data-orientation="vertical"]': { flexDirection: 'row' } },
});

/** The row of tabs with a hairline under it. */
export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      borderBottom: 'none',
      borderInlineEnd: `1px solid ${vars.color.border}`,
    },
  },
});

/** One tab; the selected one is underlined in the brand colour and bold (not colour only). */
export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  borderBottom: `${vars.borderWidth.thick} solid transparent`,
  marginBottom: '-1px',
  transition: `color ${vars.motion.durationFast} ${vars.motion.easing}, border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { color: vars.color.text, borderBottomColor: vars.color.borderStrong },
    '&[data-selected]': {
      color: vars.color.primaryText,
      fontWeight: vars.fontWeight.semibold,
      borderBottomColor: vars.color.primaryBorder,
    },
    '&[data-focus-visible]': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.borderWidth.focus})`,
      borderRadius: vars.radius.sm,
    },
    '&[data-disabled]': { color: vars.color.textMuted, opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const tabPanel = style({
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.focus,
    },
  },
});
