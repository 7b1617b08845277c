import { vars } from './contract.css';

/**
 * The visible focus ring as a plain style object, to spread into `style()`, `recipe()` or a
 * selector such as `'&[data-focus-visible]'`.
 */
export const focusRing = {
  outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
  outlineOffset: vars.borderWidth.focus,
} as const;

/** The focus ring for controls on the inverse surface (top bar, side navigation). */
export const focusRingInverse = {
  outline: `${vars.borderWidth.focus} solid ${vars.color.focusRingInverse}`,
  outlineOffset: vars.borderWidth.focus,
} as const;
