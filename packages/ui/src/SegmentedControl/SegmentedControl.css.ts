import { focusRing, vars } from '@altalena/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

/** The options wrap onto more rows on a narrow screen rather than scrolling sideways. */
export const group = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

/** One option: a touch target of the large control size, styled on react-aria's data-* states. */
export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: '1 1 auto',
  minHeight: vars.size.controlLg,
  minWidth: vars.size.controlLg,
  padding: `0 ${vars.space.md}`,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceRaised },
    '&[data-focus-visible]': focusRing,
    '&[data-pressed]': { background: vars.color.surfaceSunken },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

const selected = (background: string, color: string) =>
  style({
    selectors: {
      '&[data-selected], &[data-selected][data-hovered]': { background, color, borderColor: color },
    },
  });

/** The colour of a selected option, by the meaning of its value. */
export const tone = styleVariants({
  neutral: [selected(vars.color.surfaceSunken, vars.color.text)],
  success: [selected(vars.color.successSurface, vars.color.successText)],
  warning: [selected(vars.color.warningSurface, vars.color.warningText)],
  danger: [selected(vars.color.dangerSurface, vars.color.dangerText)],
  info: [selected(vars.color.infoSurface, vars.color.infoText)],
});
