import { vars } from '@altalena/tokens';
import { style } from '@vanilla-extract/css';

/** The row of date segments inside the field group. */
export const dateInput = style({
  display: 'flex',
  alignItems: 'center',
  flex: 1,
  minWidth: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
});

/** One editable part of the date (day, month, year) or a separator. */
export const segment = style({
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.sm,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { padding: 0 },
    '&[data-focused]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&[data-disabled]': { color: vars.color.textMuted },
  },
});

/** The calendar panel in the popover. */
export const calendarDialog = style({ padding: vars.space.md, outline: 'none' });

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.sm,
});

export const calendarHeading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'capitalize',
});

export const grid = style({ borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const weekday = style({
  padding: vars.space.xxs,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'center',
});

/** A day: today outlined, selected filled with the brand colour, outside the month dimmed. */
export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { background: vars.color.surfaceRaised },
    '&[data-today]': { border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}` },
    '&[data-selected]': {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      fontWeight: vars.fontWeight.semibold,
    },
    '&[data-focus-visible]': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.thin,
    },
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.textMuted,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
    },
  },
});
