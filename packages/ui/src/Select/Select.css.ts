import { vars } from '@altalena/tokens';
import { style } from '@vanilla-extract/css';
import { input } from '../private/field.css';
import '../private/scrollLock.css';

/** The Radix trigger, drawn like a text box; Radix exposes states as data/aria attributes. */
export const trigger = style([
  input,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&:hover:not([data-disabled])': { borderColor: vars.color.text },
      '&:focus-visible, &[data-state="open"]': {
        borderColor: vars.color.focusRing,
        outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
        outlineOffset: 0,
      },
      '&[aria-invalid="true"]': {
        borderColor: vars.color.danger,
        boxShadow: `inset 0 0 0 ${vars.borderWidth.thin} ${vars.color.danger}`,
      },
      '&[aria-invalid="true"]:focus-visible': { outlineColor: vars.color.danger },
      '&[data-placeholder]': { color: vars.color.textMuted },
    },
  },
]);

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const chevron = style({
  display: 'inline-flex',
  color: vars.color.textMuted,
  flexShrink: 0,
});

/** The Radix listbox panel: at least as wide as the trigger, never taller than the screen. */
export const content = style({
  minWidth: 'var(--radix-select-trigger-width)',
  maxHeight: 'var(--radix-select-content-available-height)',
  marginBlock: vars.space.xxs,
});
