import { style } from '@vanilla-extract/css';

/** A text field fills the width its grid cell gives it. */
export const textField = style({ width: '100%' });
