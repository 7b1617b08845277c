import { vars } from '@altalena/tokens';
import { style } from '@vanilla-extract/css';

export const checklist = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const entries = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Each entry is a target a gloved finger hits. */
export const entry = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.controlLg,
});
