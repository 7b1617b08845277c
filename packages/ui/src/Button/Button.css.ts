import { vars } from '@altalena/tokens';
import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** Button look: variant × size, styled on react-aria's data-* states. */
export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: `${vars.borderWidth.thin} solid transparent`,
    borderRadius: vars.radius.md,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    cursor: 'pointer',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}, border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': {
        outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
        outlineOffset: vars.borderWidth.focus,
      },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        // Gold on the light background is below 3:1; the border keeps the control's edge visible.
        borderColor: vars.color.primaryBorder,
        selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.primaryHover } },
      },
      secondary: {
        background: vars.color.secondary,
        color: vars.color.onSecondary,
        selectors: {
          '&[data-hovered], &[data-pressed]': { background: vars.color.secondaryHover },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceRaised } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.onDanger,
        selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.dangerHover } },
      },
    },
    size: {
      sm: {
        minHeight: vars.size.controlSm,
        padding: `0 ${vars.space.md}`,
        fontSize: vars.fontSize.sm,
      },
      md: {
        minHeight: vars.size.controlMd,
        padding: `0 ${vars.space.lg}`,
        fontSize: vars.fontSize.md,
      },
      lg: {
        minHeight: vars.size.controlLg,
        padding: `0 ${vars.space.xl}`,
        fontSize: vars.fontSize.lg,
      },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

/** The variant props of {@link button}. */
export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.thick} solid currentColor`,
  borderRightColor: 'transparent',
  animation: `${spin} 0.7s linear infinite`,
});
