import { vars } from '@altalena/tokens';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

/** Link look, styled on react-aria's data-* states. */
export const link = recipe({
  base: {
    color: vars.color.accentText,
    cursor: 'pointer',
    borderRadius: vars.radius.sm,
    outline: 'none',
    textUnderlineOffset: '0.2em',
    selectors: {
      '&[data-focus-visible]': {
        outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
        outlineOffset: vars.borderWidth.focus,
      },
      '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted },
    },
  },
  variants: {
    variant: {
      /** Inside running text: always underlined, so it is not told by colour only. */
      inline: {
        textDecoration: 'underline',
        selectors: { '&[data-hovered]': { textDecorationThickness: vars.borderWidth.thick } },
      },
      /** On its own (navigation, "back to list"): bolder, underlined on hover. */
      standalone: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space.xs,
        fontWeight: vars.fontWeight.semibold,
        textDecoration: 'none',
        selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});

/** The variant props of {@link link}. */
export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;
