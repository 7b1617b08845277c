import { vars } from '@altalena/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

export const passwordField = style({ width: '100%' });

/** The show/hide button sits inside the box, flush with its end. */
export const toggle = style({
  alignSelf: 'center',
  marginInlineEnd: vars.space.xxs,
  color: vars.color.textMuted,
});

export const strength = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginBlockStart: vars.space.xs,
  fontSize: vars.fontSize.sm,
});

export const meter = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const meterHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  color: vars.color.textMuted,
});

export const meterValue = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const track = style({
  height: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  overflow: 'hidden',
});

const fillBase = style({
  height: '100%',
  borderRadius: vars.radius.full,
  transition: `width ${vars.motion.durationNormal} ${vars.motion.easing}`,
});

/** Fill colour per strength level; the level is also written out, never told by colour only. */
export const fill = styleVariants({
  weak: [fillBase, { background: vars.color.danger }],
  fair: [fillBase, { background: vars.color.warning }],
  good: [fillBase, { background: vars.color.info }],
  strong: [fillBase, { background: vars.color.success }],
});

export const hintsTitle = style({ margin: 0, color: vars.color.textMuted });

export const hints = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const hint = styleVariants({
  met: { display: 'flex', alignItems: 'flex-start', gap: vars.space.xs, color: vars.color.text },
  unmet: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.xs,
    color: vars.color.textMuted,
  },
});

export const hintIcon = styleVariants({
  met: { flexShrink: 0, marginBlockStart: vars.space.xxs, color: vars.color.successText },
  unmet: { flexShrink: 0, marginBlockStart: vars.space.xxs, color: vars.color.textMuted },
});
