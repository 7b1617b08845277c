import { focusRing, vars } from '@altalena/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

/** Bottom-start, over the page and under the toasts: in sight on every screen however long it is. */
export const anchor = style({
  position: 'fixed',
  insetInlineStart: vars.space.md,
  insetBlockEnd: `max(${vars.space.md}, env(safe-area-inset-bottom))`,
  zIndex: vars.zIndex.sticky,
});

/** Room at the end of the page, so that the floating pill never covers its last line. */
export const clearance = style({
  blockSize: `calc(${vars.size.controlLg} + ${vars.space.md} * 2)`,
});

/** In a bar that hosts it: no position of its own. */
export const inline = style({ display: 'inline-flex' });

export const pill = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: vars.size.controlLg,
    paddingInline: vars.space.md,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.full,
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.md,
    font: 'inherit',
    fontSize: vars.fontSize.sm,
    cursor: 'pointer',
    selectors: { '&:focus-visible': focusRing },
  },
  variants: {
    tone: {
      saved: { color: vars.color.successText },
      waiting: { color: vars.color.warningText },
      needsYou: { color: vars.color.dangerText, borderColor: vars.color.dangerText },
    },
    // In a bar it is part of the bar: no shadow, the height of the bar's other controls.
    placement: {
      floating: {},
      inline: { minHeight: vars.size.controlMd, boxShadow: vars.shadow.none },
    },
  },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const groupTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const entry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBlock: vars.space.xs,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const state = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const problem = style({ color: vars.color.dangerText });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const note = style({ margin: 0, color: vars.color.textMuted });
