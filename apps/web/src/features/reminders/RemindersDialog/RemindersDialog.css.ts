import { vars } from '@altalena/tokens';
import { style } from '@vanilla-extract/css';

/** The switches, one per kind of reminder. */
export const kinds = style({
  display: 'grid',
  gap: vars.space.lg,
});

/** The line that tells what is happening (saving, saved), always taking its place. */
export const status = style({
  minHeight: vars.space.lg,
  margin: 0,
  color: vars.color.textMuted,
});

/** The message of a failed load with its retry button. */
export const failed = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});
