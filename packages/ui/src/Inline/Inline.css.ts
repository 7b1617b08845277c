import { style } from '@vanilla-extract/css';

/** A row may shrink below its content's width inside a flex or grid parent (it wraps instead). */
export const inline = style({ minWidth: 0 });
