import { vars } from '@altalena/tokens';
import { style } from '@vanilla-extract/css';

/** A section as wide as the page (the lines, the state of the quote). */
export const wide = style({ gridColumn: '1 / -1', minWidth: 0 });

/** The equipment a line is about, under its description. */
export const lineToy = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** Long notes and reasons keep their line breaks. */
export const prose = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
