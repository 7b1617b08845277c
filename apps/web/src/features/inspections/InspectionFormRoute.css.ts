import { vars } from '@altalena/tokens';
import { style } from '@vanilla-extract/css';

/** The signed inspection's report and link, under the reason it cannot be edited. */
export const signedActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  marginBlockStart: vars.space.md,
});
