import { vars } from '@altalena/tokens';
import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** A ring with a gap that turns; slower when the user asks for reduced motion. */
export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    color: vars.color.accentText,
    animation: `${spin} 0.7s linear infinite`,
    '@media': {
      '(prefers-reduced-motion: reduce)': { animationDuration: '2s' },
    },
  },
  variants: {
    size: {
      sm: {
        width: vars.fontSize.md,
        height: vars.fontSize.md,
        borderWidth: vars.borderWidth.thick,
      },
      md: { width: vars.size.icon, height: vars.size.icon, borderWidth: vars.borderWidth.thick },
      lg: { width: vars.size.controlLg, height: vars.size.controlLg, borderWidth: vars.space.xs },
    },
  },
  defaultVariants: { size: 'md' },
});
