import { vars } from '@altalena/tokens';
import { style } from '@vanilla-extract/css';

/** The menu list inside its popover. */
export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: `calc(${vars.size.controlLg} * 4)`,
  padding: vars.space.xxs,
  outline: 'none',
});

/** A danger item (delete) is red text on hover too. */
export const dangerItem = style({ color: vars.color.dangerText });

/** Keyboard shortcut or hint at the end of an item. */
export const itemIcon = style({ flexShrink: 0, color: vars.color.textMuted });

export const section = style({ display: 'flex', flexDirection: 'column' });

export const sectionHeader = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const separator = style({
  height: '1px',
  margin: `${vars.space.xxs} 0`,
  background: vars.color.border,
  border: 'none',
});
