import { vars } from '@altalena/tokens';
import { style } from '@vanilla-extract/css';

export const names = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
});

/** The action's label wraps on a phone instead of widening the page. */
export const action = style({
  whiteSpace: 'normal',
  textAlign: 'start',
  // A wrapped label needs room above and below, inside the button's edge.
  paddingBlock: vars.space.xs,
});
