import { vars } from '@altalena/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

const tone = (surface: string, text: string) => ({
  background: surface,
  color: text,
  borderColor: text,
});

/** Alert box: a tinted surface with a strong left edge in the tone's text colour. */
export const alert = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    padding: vars.space.lg,
    border: `${vars.borderWidth.thin} solid`,
    borderInlineStartWidth: vars.space.xs,
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
  },
  variants: {
    tone: {
      info: tone(vars.color.infoSurface, vars.color.infoText),
      success: tone(vars.color.successSurface, vars.color.successText),
      warning: tone(vars.color.warningSurface, vars.color.warningText),
      danger: tone(vars.color.dangerSurface, vars.color.dangerText),
    },
  },
  defaultVariants: { tone: 'info' },
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
});

export const content = style({ flex: 1, minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  selectors: { '&:not(:last-child)': { marginBottom: vars.space.xs } },
});

export const body = style({ color: 'inherit' });

export const dismiss = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  marginBlock: `calc(${vars.space.xs} * -1)`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceRaised, color: vars.color.text },
    '&[data-focus-visible]': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.thin,
    },
  },
});
