import { style } from '@vanilla-extract/css';

/** A text area fills the width its grid cell gives it. */
export const textAreaField = style({ width: '100%' });
