import { style } from '@vanilla-extract/css';

/** A stack may shrink below its content's width inside a flex or grid parent (long words wrap). */
export const stack = style({ minWidth: 0 });
