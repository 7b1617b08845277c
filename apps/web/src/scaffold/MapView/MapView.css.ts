import { vars } from '@altalena/tokens';
import { style } from '@vanilla-extract/css';

export const placeholder = style({ width: '100%', height: vars.size.map });
