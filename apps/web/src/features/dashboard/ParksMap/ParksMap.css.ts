import { vars } from '@altalena/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

const dotBase = style({
  display: 'inline-block',
  width: vars.space.md,
  height: vars.space.md,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.thick} solid ${vars.color.surface}`,
  boxShadow: vars.shadow.sm,
  flexShrink: 0,
});

/** The legend's dots, drawn as the map draws its markers. */
export const dot = styleVariants({
  danger: [dotBase, { background: vars.color.danger }],
  warning: [dotBase, { background: vars.color.warning }],
  neutral: [dotBase, { background: vars.color.primary }],
});

export const legendTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});
