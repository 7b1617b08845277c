import { vars } from '@altalena/tokens';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

/** Icon box: square, stroked with the current text colour. */
export const icon = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    verticalAlign: 'middle',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  },
  variants: {
    size: {
      sm: { width: '1em', height: '1em' },
      md: { width: vars.size.icon, height: vars.size.icon },
      lg: { width: `calc(${vars.size.icon} * 1.5)`, height: `calc(${vars.size.icon} * 1.5)` },
    },
  },
  defaultVariants: { size: 'md' },
});

/** The variant props of {@link icon}. */
export type IconVariants = NonNullable<RecipeVariants<typeof icon>>;
