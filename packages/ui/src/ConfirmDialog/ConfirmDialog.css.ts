import { vars } from '@altalena/tokens';
import { style } from '@vanilla-extract/css';

/** A destructive confirmation is marked by a danger edge, besides its red button. */
export const danger = style({
  borderTop: `${vars.borderWidth.thick} solid ${vars.color.danger}`,
});
