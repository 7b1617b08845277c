import { vars } from '@altalena/tokens';
import { style } from '@vanilla-extract/css';

/** Scrolls the table sideways when the screen is narrower than its columns. */
export const scroller = style({
  // Visually hidden inputs of cell controls (switches, checkboxes) are absolutely positioned: they must
  // stay inside the scrolling box, or they widen the page on a phone.
  position: 'relative',
  width: '100%',
  overflowX: 'auto',
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.thin,
    },
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(${vars.borderWidth.focus} * -1)`,
    },
  },
});

const focusInset = {
  outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
  outlineOffset: `calc(${vars.borderWidth.focus} * -1)`,
};

export const column = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'start',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  background: vars.color.surfaceRaised,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-sort-direction]': { color: vars.color.text },
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-allows-sorting][data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': focusInset,
  },
});

export const alignEnd = style({ textAlign: 'end' });

/** A sortable header: its button fills the cell, so a press anywhere on the header sorts. */
export const sortableColumn = style([column, { padding: 0 }]);

export const sortButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  background: 'transparent',
  font: 'inherit',
  color: 'inherit',
  textAlign: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': focusInset,
    [`${alignEnd} > &`]: { justifyContent: 'flex-end' },
  },
});

export const columnContent = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const sortIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: vars.fontSize.sm,
  height: vars.fontSize.sm,
});

export const row = style({
  outline: 'none',
  selectors: {
    '&:not(:last-child)': { borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}` },
    '&[data-hovered], &[data-actionable]:hover': { background: vars.color.surfaceRaised },
    '&[data-selected]': { background: vars.color.infoSurface },
    '&[data-href], &[data-actionable], &[data-selection-mode]:not([data-disabled])': {
      cursor: 'pointer',
    },
    '&[data-focus-visible]': focusInset,
  },
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  verticalAlign: 'middle',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusInset },
});

/** The cell that names its row (`<th scope="row">`), set like the others. */
export const rowHeader = style([cell, { textAlign: 'start', fontWeight: vars.fontWeight.regular }]);

/** The link or button in a row header that opens the row. */
export const rowLink = style({
  padding: 0,
  border: 'none',
  background: 'transparent',
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accentText,
  textAlign: 'start',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.focus,
    },
  },
});

export const checkboxCell = style({ width: vars.size.controlMd, paddingInlineEnd: 0 });

export const emptyCell = style({ padding: 0 });

export const defaultEmpty = style({
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 } },
});

export const checkboxBox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.fontSize.lg,
  height: vars.fontSize.lg,
  borderRadius: vars.radius.sm,
  border: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.onAccent,
  selectors: {
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      background: vars.color.accent,
      borderColor: vars.color.accent,
    },
    [`${checkbox}[data-focus-visible] &`]: {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.thin,
    },
  },
});
