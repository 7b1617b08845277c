import { vars } from '@altalena/tokens';
import { keyframes, style } from '@vanilla-extract/css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/**
 * The list panel: as wide as the field, but never wider than the page minus react-aria's 12px
 * container padding (`vars.space.md`). A field spanning the whole viewport (a phone, a full-bleed
 * form) would otherwise get a list shifted by that padding past the right edge: the page scrolls
 * sideways when an arrow key scrolls the focused option into view, react-aria closes non-modal
 * popovers on scroll, and the combobox resets the typed text, so arrow + Enter picks nothing.
 */
export const popover = style({
  width: 'var(--trigger-width)',
  // 100% of the initial containing block (the popover is portalled to <body>): the page without scrollbars.
  maxWidth: `calc(100% - 2 * ${vars.space.md})`,
});

/** Spinner shown inside the field while options load. */
export const spinner = style({
  alignSelf: 'center',
  flexShrink: 0,
  width: '1em',
  height: '1em',
  marginInline: vars.space.sm,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.thick} solid ${vars.color.textMuted}`,
  borderRightColor: 'transparent',
  animation: `${spin} 0.7s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
