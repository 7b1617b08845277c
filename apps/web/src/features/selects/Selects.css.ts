import { vars } from '@altalena/tokens';
import { style } from '@vanilla-extract/css';

/** The selectable lists, one link each: the current one is marked. */
export const lists = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const list = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  selectors: {
    '&[aria-current="page"]': {
      borderColor: vars.color.accent,
      fontWeight: vars.fontWeight.semibold,
    },
  },
});
