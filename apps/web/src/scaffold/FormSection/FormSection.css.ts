import { vars } from '@altalena/tokens';
import { style } from '@vanilla-extract/css';

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const hint = style({ margin: 0, color: vars.color.textMuted, gridColumn: '1 / -1' });
