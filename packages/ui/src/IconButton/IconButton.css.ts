import { vars } from '@altalena/tokens';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

/** Square icon-only button, styled on react-aria's data-* states. */
export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    border: `${vars.borderWidth.thin} solid transparent`,
    borderRadius: vars.radius.md,
    cursor: 'pointer',
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': {
        outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
        outlineOffset: vars.borderWidth.focus,
      },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    variant: {
      ghost: {
        background: 'transparent',
        color: 'inherit',
        selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceRaised } },
      },
      outline: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceRaised } },
      },
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        borderColor: vars.color.primaryBorder,
        selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.primaryHover } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.onDanger,
        selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.dangerHover } },
      },
    },
    size: {
      sm: { width: vars.size.controlSm, height: vars.size.controlSm },
      md: { width: vars.size.controlMd, height: vars.size.controlMd },
      lg: { width: vars.size.controlLg, height: vars.size.controlLg },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});

/** The variant props of {@link iconButton}. */
export type IconButtonVariants = NonNullable<RecipeVariants<typeof iconButton>>;
