import { vars } from '@altalena/tokens';
import { style } from '@vanilla-extract/css';

export const empty = style({ margin: 0, color: vars.color.textMuted });
