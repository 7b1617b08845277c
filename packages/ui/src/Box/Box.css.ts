import { style } from '@vanilla-extract/css';

/** A `ul` or `ol` laid out by a Box: no bullets (its margin and padding are the sprinkles' `none`). */
export const list = style({ listStyle: 'none' });
