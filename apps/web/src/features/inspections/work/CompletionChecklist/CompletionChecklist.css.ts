import { vars } from '@altalena/tokens';
import { style } from '@vanilla-extract/css';

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

/** Each entry is a target a gloved finger hits. */
export const entry = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.controlLg,
});
