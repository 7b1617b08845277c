import { vars } from '@altalena/tokens';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

/**
 * Quiet controls that sit in a header or top bar (theme toggle, language switch, user menu, drawer
 * button), on the normal surface or on the inverse surface of the app's top bar.
 */
export const barControl = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minWidth: vars.size.controlMd,
    minHeight: vars.size.controlMd,
    padding: `0 ${vars.space.sm}`,
    border: `${vars.borderWidth.thin} solid transparent`,
    borderRadius: vars.radius.md,
    background: 'transparent',
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    cursor: 'pointer',
    outline: 'none',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  },
  variants: {
    tone: {
      default: {
        color: vars.color.text,
        selectors: {
          '&[data-hovered], &[data-pressed], &[data-selected]': {
            background: vars.color.surfaceRaised,
          },
          '&[data-focus-visible]': {
            outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
            outlineOffset: vars.borderWidth.focus,
          },
        },
      },
      inverse: {
        color: vars.color.textInverse,
        selectors: {
          '&[data-hovered], &[data-pressed], &[data-selected]': {
            borderColor: vars.color.textInverseMuted,
          },
          '&[data-focus-visible]': {
            outline: `${vars.borderWidth.focus} solid ${vars.color.focusRingInverse}`,
            outlineOffset: vars.borderWidth.focus,
          },
        },
      },
    },
  },
  defaultVariants: { tone: 'default' },
});

/** The variant props of {@link barControl}. */
export type BarControlVariants = NonNullable<RecipeVariants<typeof barControl>>;
/** Surface a bar control sits on. */
export type BarTone = NonNullable<BarControlVariants['tone']>;
