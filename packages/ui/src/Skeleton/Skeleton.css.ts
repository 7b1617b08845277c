import { vars } from '@altalena/tokens';
import { createVar, keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

/** Width and height given by props. */
export const widthVar = createVar();
export const heightVar = createVar();

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

/** A placeholder block that pulses, still when the user asks for reduced motion. */
export const skeleton = recipe({
  base: {
    display: 'block',
    background: vars.color.surfaceSunken,
    width: widthVar,
    height: heightVar,
    animation: `${pulse} 1.6s ${vars.motion.easing} infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    shape: {
      text: {
        vars: { [widthVar]: '100%', [heightVar]: '1em' },
        borderRadius: vars.radius.sm,
        selectors: { '& + &': { marginTop: vars.space.sm } },
      },
      rect: {
        vars: { [widthVar]: '100%', [heightVar]: vars.size.controlLg },
        borderRadius: vars.radius.md,
      },
      circle: {
        vars: { [widthVar]: vars.size.controlMd, [heightVar]: vars.size.controlMd },
        borderRadius: vars.radius.full,
      },
    },
  },
  defaultVariants: { shape: 'text' },
});
