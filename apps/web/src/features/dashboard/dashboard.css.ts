import { vars } from '@altalena/tokens';
import { style } from '@vanilla-extract/css';

// Styles the dashboard's parts share.

/** A legend: coloured marks with their meaning in words. */
export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

/** One entry of a legend: its mark, then its text. */
export const legendItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

/** A bordered row of a list that may be a link (hover and keyboard focus when it is). */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    'a&': { cursor: 'pointer' },
    'a&[data-hovered]': { background: vars.color.surfaceRaised },
    '&[data-focus-visible]': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.focus,
    },
  },
});

/** A list without bullets or indent. */
export const plainList = style({ margin: 0, padding: 0, listStyle: 'none' });

/** A quiet line: what is missing, or a detail. */
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
