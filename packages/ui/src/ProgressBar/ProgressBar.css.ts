import { vars } from '@altalena/tokens';
import { keyframes, style } from '@vanilla-extract/css';

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const root = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xs,
  width: '100%',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const label = style({ fontWeight: vars.fontWeight.medium });

export const value = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const track = style({
  gridColumn: '1 / -1',
  position: 'relative',
  overflow: 'hidden',
  height: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  // The track edge must be visible against the page (WCAG 1.4.11).
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
});

export const fill = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  background: vars.color.accent,
  borderRadius: vars.radius.full,
  transition: `width ${vars.motion.durationNormal} ${vars.motion.easing}`,
  selectors: {
    [`${root}[data-indeterminate] &`]: {
      width: '40%',
      animation: `${slide} 1.2s ${vars.motion.easing} infinite`,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none', animationDuration: '3s' },
  },
});
