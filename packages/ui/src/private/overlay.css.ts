import { vars } from '@altalena/tokens';
import { keyframes, style } from '@vanilla-extract/css';

/** Shared look of floating surfaces (popovers, listboxes, menus) and of their options. */

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** A floating panel above the page: select content, combobox/menu/date popovers. */
export const popoverSurface = style({
  boxSizing: 'border-box',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  zIndex: vars.zIndex.overlay,
  // A modal dialog turns pointer events off outside itself (on <body>); a popover opened from one of
  // its fields is portalled to the end of <body> and must still take them.
  pointerEvents: 'auto',
  overflow: 'auto',
  outline: 'none',
  animation: `${fadeIn} ${vars.motion.durationFast} ${vars.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** The list inside a popover. */
export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.xxs,
  outline: 'none',
  maxHeight: `calc(${vars.size.controlMd} * 8)`,
  overflowY: 'auto',
});

/** One option or menu item; styled on react-aria and Radix data-* states. */
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlSm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  color: vars.color.text,
  selectors: {
    // react-aria
    '&[data-hovered], &[data-focused]': { background: vars.color.surfaceRaised },
    '&[data-focus-visible]': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.borderWidth.focus})`,
    },
    '&[data-selected]': { fontWeight: vars.fontWeight.semibold },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    // Radix: keyboard and pointer highlight share [data-highlighted]
    '&[data-highlighted]': {
      background: vars.color.surfaceRaised,
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.borderWidth.focus})`,
    },
    '&[data-state="checked"]': { fontWeight: vars.fontWeight.semibold },
  },
});

/** The label text of an option: takes the free space. */
export const optionLabel = style({ flex: 1, minWidth: 0 });

/** The check mark of the selected option. */
export const optionCheck = style({ color: vars.color.primaryText, flexShrink: 0 });

/** Text shown in a list that has no items (loading, no results). */
export const emptyState = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** The small square button at the end of a field (chevron, calendar). */
export const fieldButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minWidth: vars.size.controlMd,
  border: 'none',
  borderInlineStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': {
      background: vars.color.surfaceRaised,
      color: vars.color.text,
    },
    '&[data-focus-visible]': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.borderWidth.focus})`,
    },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});
