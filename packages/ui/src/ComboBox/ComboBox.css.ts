import { vars } from '@altalena/tokens';
import { keyframes, style } from '@vanilla-extract/css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** The list panel: as wide as the field. */
export const popover = style({ width: 'var(--trigger-width)' });

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
